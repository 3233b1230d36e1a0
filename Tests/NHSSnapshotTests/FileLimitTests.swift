import DiffReports
import Foundation
import ImageCodecs
import NHSSnapshot
import Raster
import SnapshotTestSupport
import Testing
import ViewKit

/// Files past the size limit are refused before they are read, naming the file and the limit.
/// The file is sparse: 1 GiB and one byte long, taking no disk space.
@Suite struct FileLimitTests {
    func sparseFile(in folder: TemporaryFolder, bytes: UInt64) throws -> URL {
        let url = folder.url.appendingPathComponent("huge.png")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return url
    }

    @Test func aFileOverOneGibibyteIsRefusedUnreadByTheDecodersAndTheDiff() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let huge = try sparseFile(in: folder, bytes: 1 << 30 + 1)
        #expect(ImageLimits.standard.maxFileBytes == 1 << 30 && maxComparedFileBytes == 1 << 30)
        do {
            _ = try ImageFile.read(contentsOf: huge)
            Issue.record("a 1 GiB + 1 byte file was read")
        } catch let error as ImageCodecError {
            #expect(error.description == huge.path + ": is 1073741825 bytes, over the limit of 1073741824 bytes for an image file; refused before reading")
        }
        try folder.put(DiffPNG.rgba(width: 12, height: 6, DiffPNG.card()), at: "small.png")
        let run = DiffCLIRun.diff(["small.png", "huge.png"], in: folder.url)
        #expect(run.code == 2)
        #expect(run.errors.contains("huge.png is 1073741825 bytes, over the limit of 1073741824 bytes (1 GiB) for a compared file"), "\(run.errors)")
        // Under the limit the file is read, and judged as an image (this one is no PNG).
        let small = try sparseFile(in: folder, bytes: 4096)
        #expect { try ImageFile.read(contentsOf: small) } throws: { error in
            !"\(error)".contains("over the limit") && "\(error)".contains(small.path)
        }
    }

    @Test func theImageLimitIsTwoToTheTwentySevenPixelsSixteenThousandWideAndSixtyFiveThousandTall() throws {
        try ImageLimits.standard.check(width: 16_384, height: 8_192, name: "at.png")
        try ImageLimits.standard.check(width: 1_179, height: 65_536, name: "tall.png")
        #expect(throws: ImageCodecError.self) { try ImageLimits.standard.check(width: 16_384, height: 8_193, name: "over.png") }
        #expect(throws: ImageCodecError.self) { try ImageLimits.standard.check(width: 16_385, height: 1, name: "side.png") }
        #expect(throws: ImageCodecError.self) { try ImageLimits.standard.check(width: 1, height: 65_537, name: "height.png") }
    }

    @Test
    func aPageOverTheTallestIsRefusedNamingItsSize() throws {
        try LiveRenderer.require()
        // 25,000 pt tall at the iPhone 16's 3x is over 75,000 px (pages up to 65,536 px are drawn in bands).
        let tall = Text("tall").frame(width: 100, height: 25_000)
        #expect { try render(tall, configuration: SnapshotConfiguration(device: .iPhone16)) } throws: { error in
            "\(error)".hasPrefix("cannot draw: page height ") && "\(error)".hasSuffix(" px at 3.0x is over 65536 px")
        }
    }
}
