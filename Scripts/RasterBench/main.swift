import Drawing
import Foundation
import Raster

do {
    try BenchCommand.run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("raster-bench: \(error)\n".utf8))
    exit(1)
}
