import Catalogue
import Foundation
import ImageCodecs
import NHSSnapshot
import Raster
import SnapshotTestSupport
import Testing

/// The gallery and the diff report opened in headless Chromium (Debian's `chromium`, driven by
/// Playwright from the venv `Scripts/setup.sh` makes in `.build-browser/venv`): a small real run
/// (the CardStyle scenarios in the golden matrix, with a verify that finds a faint tint and a
/// replaced image), then `Tests/Browser/check_pages.py` checks console errors, images and links,
/// the filter and its URL, keyboard navigation, the slider's split, the highlight and 390 px.
/// Screenshots go to `Output/browser-test/`.
@Suite
struct GalleryBrowserTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    @Test func theGalleryAndTheReportWorkInHeadlessChromium() throws {
        let root = ConsumerPackageTests.checkout
        let python = root.appendingPathComponent(".build-browser/venv/bin/python")
        let script = root.appendingPathComponent("Tests/Browser/check_pages.py")
        guard FileManager.default.isExecutableFile(atPath: python.path), let chromium = Self.chromium() else {
            Issue.record("headless Chromium is not set up: run Scripts/setup.sh (it installs Debian's chromium and Playwright in .build-browser/venv)")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let catalogue = try BuiltInScenarios.catalogue()
        let only = ["--component", "CardStyle"]
        #expect(try LiveScenarios.run(["record"] + only, catalogue, in: folder).code == 0)
        let rendered = try LiveScenarios.run(["render", "--matrix", "golden", "--sheets"] + only, catalogue, in: folder)
        #expect(rendered.code == 0, "\(rendered.text)")
        // Two changes for the changed view: a faint tint (about ΔE 4) and an image replaced by white.
        let stem = "iphone16-393-L-light.png"
        try Self.rewrite(folder.url.appendingPathComponent("Snapshots/CardStyle/default/" + stem)) { red, green, blue in
            (red > 6 ? red - 6 : 0, green < 253 ? green + 2 : 255, blue < 249 ? blue + 6 : 255)
        }
        try Self.rewrite(folder.url.appendingPathComponent("Snapshots/CardStyle/outlined/" + stem)) { _, _, _ in (255, 255, 255) }
        let verified = try LiveScenarios.run(["verify"] + only, catalogue, in: folder)
        #expect(verified.code == 1, "the two changed goldens differ: \(verified.text)")

        let shots = root.appendingPathComponent("Output/browser-test")
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, "--output", folder.url.appendingPathComponent("Output").path,
                             "--screenshots", shots.path, "--chromium", chromium]
        // The raster pins FONTCONFIG_FILE to the project's font list for this process; the browser
        // gets the host's own fonts, as a reviewer's would.
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = nil
        environment["PANGO_LANGUAGE"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "headless Chromium checks failed:\n\(printed)")
        #expect(printed.contains("ok    gallery: no console errors") && printed.contains("ok    report: no console errors"), "\(printed)")
    }

    /// `NHS_CHROMIUM`, or `chromium` on the `PATH`.
    static func chromium() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["NHS_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = String(folder) + "/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Rewrites every pixel's colour of the PNG at `url`.
    static func rewrite(_ url: URL, _ change: (UInt8, UInt8, UInt8) -> (UInt8, UInt8, UInt8)) throws {
        var image = try PNGCodec.decode(try Data(contentsOf: url), name: url.path)
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let (red, green, blue) = change(image.pixels[index], image.pixels[index + 1], image.pixels[index + 2])
            image[sample: index] = red
            image[sample: index + 1] = green
            image[sample: index + 2] = blue
        }
        try PNGCodec.encode(image).write(to: url)
    }
}
