import Foundation
import SnapshotDiff

// nhs-snapshots-diff: the same command as `nhs-snapshots diff`, with the same options, output and
// exit codes, in a program that loads no font or drawing library, so that it starts in a few
// milliseconds (byte-identical files are then answered in about as long as reading them takes).

func write(_ text: String, to handle: FileHandle) {
    handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

// Over a file-size limit (`ulimit -f`) a write fails with EFBIG and is reported, instead of the
// signal ending the program with a temporary file left behind.
signal(SIGXFSZ, SIG_IGN)

let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
exit(DiffCommand.main(Array(CommandLine.arguments.dropFirst()), workingDirectory: workingDirectory,
                      invokedAs: "nhs-snapshots-diff",
                      output: { write($0, to: .standardOutput) }, errors: { write($0, to: .standardError) }))
