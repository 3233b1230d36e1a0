import Bitmaps
import Foundation
import ImageCodecs
import Testing

@Suite struct AtomicWriteTests {
    @Test func writesCompleteFilesAndLeavesNoTemporaries() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("deeper/card.png")
        let image = Bitmap(width: 4, height: 3, red: 1, green: 2, blue: 3, alpha: 255)
        try ImageFile.writePNG(image, to: target)
        try ImageFile.write(atomically: Data("second".utf8), to: folder.appendingPathComponent("deeper/other.bin"))
        try ImageFile.writePNG(image, to: target)
        #expect(try ImageFile.read(contentsOf: target) == image)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("deeper").path).sorted()
        #expect(names == ["card.png", "other.bin"])
    }

    @Test func aFailedWriteNamesThePathAndLeavesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let target = blocker.appendingPathComponent("card.png")
        let error = try #require(throws: ImageCodecError.self) {
            try ImageFile.writePNG(Bitmap(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 0), to: target)
        }
        #expect("\(error)".contains("not-a-folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
    }
}
