import Foundation
@testable import ImageCodecs
import Testing

/// Inputs that Scripts/fuzz.sh found to break a harness's rule, kept under `Fixtures/fuzz/`. For
/// PNGs the rule is: whenever the fast path decodes a file, libpng decodes it to the same pixels.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")

    static var pngInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func theFolderHoldsTheFoundInputs() {
        #expect(Self.pngInputs.contains("png-fast-path-accepts-two-zlib-streams.png"), "inputs missing from \(Self.folder.path)")
    }

    @Test(arguments: pngInputs)
    func theFastPathAndLibpngAgree(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let fast = try? RGBA8PNGDecoder.decode(data, name: name, limits: .standard, workspace: CodecWorkspace())
        let reference = Result { try LibPNGCodec.decode(data, name: name, limits: .standard) }
        if let fast = fast.flatMap({ $0 }) {
            #expect(try reference.get() == fast, "the fast path decoded \(name), so libpng must give the same pixels")
        }
        // Whatever path is taken, PNGCodec's verdict is libpng's.
        switch reference {
        case .success(let image): #expect(try PNGCodec.decode(data, name: name) == image)
        case .failure(let error):
            #expect(throws: ImageCodecError.self) { try PNGCodec.decode(data, name: name) }
            #expect("\(error)".contains(name))
        }
    }
}
