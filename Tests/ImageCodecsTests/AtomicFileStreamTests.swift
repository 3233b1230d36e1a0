import Bitmaps
import Foundation
@testable import ImageCodecs
import Testing

/// A stream over a file that is already there writes only when its bytes differ: the same bytes
/// leave the file (its inode and time stamp) alone; any difference, anywhere, gives exactly the
/// new bytes, put in place whole; and nothing temporary is ever left.
@Suite struct AtomicFileStreamTests {
    /// 600 KB of bytes that do not repeat, so every piece the old file is read in differs.
    private static let old: [UInt8] = (0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ $0 >> 9) }

    private static func identity(_ url: URL) throws -> (inode: UInt64, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.systemFileNumber] as! NSNumber).uint64Value, attributes[.modificationDate] as! Date)
    }

    /// Writes `bytes` through a stream in pieces of `piece` bytes.
    private static func stream(_ bytes: [UInt8], to url: URL, piece: Int = 70_000) throws -> AtomicFileStream {
        let file = try AtomicFileStream(to: url)
        try bytes.withUnsafeBytes { raw in
            for start in stride(from: 0, to: raw.count, by: piece) {
                try file.append(UnsafeRawBufferPointer(rebasing: raw[start..<min(raw.count, start + piece)]))
            }
        }
        return file
    }

    @Test func theSameBytesLeaveTheFileAsItWas() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("same.png")
        try Data(AtomicFileStreamTests.old).write(to: target)
        let before = try AtomicFileStreamTests.identity(target)
        Thread.sleep(forTimeInterval: 0.02)
        let file = try AtomicFileStreamTests.stream(AtomicFileStreamTests.old, to: target)
        #expect(file.isRepeatingExistingFile)
        try file.commit()
        let after = try AtomicFileStreamTests.identity(target)
        #expect(after.inode == before.inode, "the same file, not a new one")
        #expect(after.modified == before.modified)
        #expect(try Data(contentsOf: target) == Data(AtomicFileStreamTests.old))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["same.png"])
    }

    @Test func anyDifferenceWritesExactlyTheNewBytes() throws {
        let old = AtomicFileStreamTests.old
        var middle = old
        middle[300_001] ^= 0xff
        var last = old
        last[old.count - 1] ^= 1
        let cases: [(String, [UInt8])] = [
            ("first byte", [old[0] ^ 1] + old.dropFirst()),
            ("middle byte", middle),
            ("last byte", last),
            ("longer", old + [1, 2, 3]),
            ("shorter", Array(old.dropLast(5))),
            ("empty", []),
        ]
        for (name, new) in cases {
            let folder = try TestSupport.temporaryFolder()
            let target = folder.appendingPathComponent("changed.png")
            try Data(old).write(to: target)
            let before = try AtomicFileStreamTests.identity(target)
            let file = try AtomicFileStreamTests.stream(new, to: target)
            try file.commit()
            #expect(try Data(contentsOf: target) == Data(new), "\(name)")
            #expect(try AtomicFileStreamTests.identity(target).inode != before.inode, "\(name): a new file put in place")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["changed.png"], "\(name)")
        }
    }

    /// Appends are gathered in memory and written in large pieces; whatever the pieces' sizes and
    /// wherever an overwrite falls (in bytes still gathered, in bytes written, across both, in a
    /// new file or after the stream left an old one), the file holds exactly the bytes given.
    @Test(arguments: [1, 13, 4_096, AtomicFileStream.bufferBytes - 1, AtomicFileStream.bufferBytes, 700_000])
    func gatheredAppendsAndOverwritesGiveExactlyTheBytes(piece: Int) throws {
        let bytes = AtomicFileStreamTests.old
        let overwrites = [0, 5, AtomicFileStream.bufferBytes - 2, AtomicFileStream.bufferBytes + 9, 599_990]
        var expected = bytes
        for (index, offset) in overwrites.enumerated() {
            for byte in 0..<4 { expected[offset + byte] = UInt8(index * 10 + byte) }
        }
        for overOldFile in [false, true] {
            let folder = try TestSupport.temporaryFolder()
            let target = folder.appendingPathComponent("gathered.png")
            if overOldFile {
                var old = bytes
                old[100] ^= 0xff // the stream repeats the old file at first, then leaves it at byte 100
                try Data(old).write(to: target)
            }
            let file = try AtomicFileStream(to: target)
            var appended = 0
            try bytes.withUnsafeBytes { raw in
                for start in stride(from: 0, to: raw.count, by: piece) {
                    try file.append(UnsafeRawBufferPointer(rebasing: raw[start..<min(raw.count, start + piece)]))
                    appended = min(raw.count, start + piece)
                    // Each overwrite as soon as its bytes were appended: often still in memory.
                    for (index, offset) in overwrites.enumerated() where offset + 4 <= appended && offset + 4 > start {
                        try file.overwrite((0..<4).map { UInt8(index * 10 + $0) }, at: offset)
                    }
                }
            }
            #expect(file.byteCount == bytes.count)
            try file.commit()
            #expect(try Data(contentsOf: target) == Data(expected), "pieces of \(piece), over an old file: \(overOldFile)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gathered.png"])
        }
    }

    @Test func anOverwriteIsComparedToo() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("patched.bin")
        try Data("length:0007;payload".utf8).write(to: target)
        // The same bytes, with the length first written as a placeholder and then patched.
        let same = try AtomicFileStream(to: target)
        try same.append(Data("length:0000;payload".utf8))
        #expect(!same.isRepeatingExistingFile, "the placeholder differs")
        let inode = try AtomicFileStreamTests.identity(target).inode
        try same.overwrite(Array("0007".utf8), at: 7)
        #expect(same.isRepeatingExistingFile, "put right")
        try same.commit()
        #expect(try String(contentsOf: target, encoding: .utf8) == "length:0007;payload")
        #expect(try AtomicFileStreamTests.identity(target).inode == inode, "left as it was")
        // Matching bytes patched with matching bytes stay a repeat; a differing patch does not.
        let again = try AtomicFileStream(to: target)
        try again.append(Data("length:0007;payload".utf8))
        try again.overwrite(Array("0007".utf8), at: 7)
        #expect(again.isRepeatingExistingFile)
        try again.commit()
        #expect(try AtomicFileStreamTests.identity(target).inode == inode)
        let changed = try AtomicFileStream(to: target)
        try changed.append(Data("length:0007;payload".utf8))
        try changed.overwrite(Array("0008".utf8), at: 7)
        try changed.commit()
        #expect(try String(contentsOf: target, encoding: .utf8) == "length:0008;payload")
    }

    @Test func aPNGStreamedOverTheSamePNGLeavesItAndOverAnotherReplacesIt() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("page.png")
        var image = PNGStreamEncoderTests.page(width: 300, height: 500)
        func stream() throws {
            let file = try AtomicFileStream(to: target)
            let encoder = try PNGStreamEncoder(width: image.width, height: image.height, settings: .fast,
                                               workspace: CodecWorkspace(), output: file)
            try image.pixels.withUnsafeBytes { raw in
                for top in stride(from: 0, to: image.height, by: 64) {
                    try encoder.append(rows: UnsafeRawBufferPointer(rebasing: raw[(top * image.stride)...]), count: min(64, image.height - top))
                }
            }
            try encoder.finish()
            try file.commit()
        }
        try stream()
        let first = try AtomicFileStreamTests.identity(target)
        try stream()
        #expect(try AtomicFileStreamTests.identity(target).inode == first.inode, "each IDAT length, written as 0 and put right, matched")
        var pixels = image.pixels
        pixels[pixels.count / 2] ^= 0x10
        image = Bitmap(width: image.width, height: image.height, madePixels: pixels)
        try stream()
        #expect(try AtomicFileStreamTests.identity(target).inode != first.inode)
        #expect(try Data(contentsOf: target) == PNGCodec.encode(image, settings: .fast))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.png"])
    }

    @Test func aStreamGivenUpLeavesTheOldFile() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("kept.png")
        try Data(AtomicFileStreamTests.old).write(to: target)
        for cut in [100_000, 450_000] {
            var new = AtomicFileStreamTests.old
            new[cut - 1] ^= 1  // differs within what is written before giving up, or not
            let file = try AtomicFileStreamTests.stream(Array(new[..<cut]) + Array(repeating: 0, count: 10), to: target)
            file.discard()
            #expect(try Data(contentsOf: target) == Data(AtomicFileStreamTests.old))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.png"])
            #expect(throws: ImageCodecError.self) { try file.commit() }
        }
    }
}
