import AuditTestSupport
import Audits
import Bitmaps
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Text against the colour actually under it.
@Suite struct TextContrastCheckTests {
    @Test func whiteTextOnAWarmYellowCardIsAnError() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Card title").font(.nhsHeadline)
            Text("Some supporting body text inside a card.").font(.nhsBody)
        }
        .foregroundStyle(.nhsWhiteOnly)
        .nhsCardStyle(backgroundColor: .nhsWarmYellow)
        let findings = try AuditHarness.findings(view).filter { $0.rule == .textContrast }
        #expect(findings.map(\.subject) == ["Card title", "Some supporting body text inside a card."])
        let body = try #require(findings.last)
        #expect(body.severity == .error)
        #expect(body.measured == "1.73:1")
        #expect(body.threshold == "4.5:1")
        #expect(body.message.contains("#ffffff text on #ffb81c"))
        #expect(findings.first?.threshold == "3:1", "17 pt bold headline is large text")
    }

    @Test func nhsTextOnTheWarmYellowCardPasses() throws {
        let view = Text("Acting for Sharon").foregroundStyle(.nhsBlackOnly).nhsCardStyle(backgroundColor: .nhsWarmYellow)
        #expect(try AuditHarness.findings(view).isEmpty)
    }

    @Test func translucentFillsAreCompositedOverWhatIsBelow() {
        // White text on NHS blue passes; a 50 % white scrim over the blue, under the text, makes it fail.
        let text = AuditHarness.text("Scrimmed", at: CGPoint(x: 10, y: 10), color: .white)
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: [
            .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 100)), RGBAColor(hex: 0x005eb8)),
            .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 100)), RGBAColor.white.multiplyingAlpha(0.5)),
            .text(text),
        ])
        let finding = DesignAudit.findings(for: list).first { $0.rule == .textContrast }
        // #005eb8 under 50 % white is #80afdc: white on it is about 2.3:1.
        #expect(finding?.message.contains("on #80afdc") == true, "\(String(describing: finding))")
    }

    @Test func aFillClippedAwayDoesNotCountAsBackdrop() {
        let text = AuditHarness.text("Hello", at: CGPoint(x: 10, y: 10), color: .black)
        let darkFill = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 100)), .black)
        let clippedAway = DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: [
            .clipped(RoundedRect(rect: CGRect(x: 150, y: 0, width: 50, height: 100)), [darkFill]), .text(text),
        ])
        #expect(DesignAudit.findings(for: clippedAway).isEmpty)
        let notClipped = DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: [darkFill, .text(text)])
        #expect(DesignAudit.findings(for: notClipped).map(\.rule) == [.textContrast])
    }

    @Test func aRoundedCornerLeavesThePageShowing() {
        // The text's ink sits in the cut-off top-left corner of a dark rounded panel, over the white page.
        let text = AuditHarness.text("ab", at: CGPoint(x: 0, y: 0), size: 10, color: .white)
        let panel = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 200), radii: CornerRadii(all: 100)),
                                     RGBAColor(hex: 0x00386e))
        let list = DisplayList(size: CGSize(width: 200, height: 200), background: .white, items: [panel, .text(text)])
        let finding = DesignAudit.findings(for: list).first
        #expect(finding?.rule == .textContrast)
        #expect(finding?.measured == "1:1")
    }

    @Test func textPaintedAfterTheTextDoesNotCount() {
        let text = AuditHarness.text("Early", at: CGPoint(x: 10, y: 10), color: .black)
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: [
            .text(text), .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 100)), .black),
        ])
        #expect(DesignAudit.findings(for: list).filter { $0.rule == .textContrast }.isEmpty)
    }

    @Test func largeTextNeedsOnlyThreeToOne() {
        let grey = RGBAColor(hex: 0x777777) // 4.478:1 on white, shown rounded down
        let small = AuditHarness.text("Small", at: CGPoint(x: 0, y: 0), size: 17, color: grey)
        let large = AuditHarness.text("Large", at: CGPoint(x: 0, y: 40), size: 18, color: grey)
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: [.text(small), .text(large)])
        let findings = DesignAudit.findings(for: list)
        #expect(findings.map(\.subject) == ["Small"])
        #expect(findings.first?.measured == "4.47:1")
    }

    @Test func textOnAPhotoUsesTheWorstPixelUnderIt() throws {
        let text = AuditHarness.text("On photo", at: CGPoint(x: 0, y: 0), size: 10, color: .white)
        let photo = DisplayItem.image(ImageItem(assetName: "photo", frame: CGRect(x: 0, y: 0, width: 100, height: 20), contentMode: .fill))
        let list = DisplayList(size: CGSize(width: 100, height: 20), background: .white, items: [photo, .text(text)])
        // 2x pixels: dark blue everywhere except one pale pixel under the text.
        var bytes = [UInt8](repeating: 0, count: 200 * 40 * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = 0x00; bytes[index + 1] = 0x38; bytes[index + 2] = 0x6e; bytes[index + 3] = 255
        }
        let pale = (3 * 200 + 5) * 4
        bytes[pale] = 0xcc; bytes[pale + 1] = 0xdf; bytes[pale + 2] = 0xf1
        let pixels = try BackdropPixels(width: 200, height: 40, scale: 2, rgba: bytes)
        let findings = DesignAudit.findings(for: list, pixels: pixels, checks: [TextContrastCheck()])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("on #ccdff1") == true)

        var allDark = bytes
        allDark[pale] = 0x00; allDark[pale + 1] = 0x38; allDark[pale + 2] = 0x6e
        let darkPixels = try BackdropPixels(width: 200, height: 40, scale: 2, rgba: allDark)
        #expect(DesignAudit.findings(for: list, pixels: darkPixels, checks: [TextContrastCheck()]).isEmpty)

        let unmeasured = DesignAudit.findings(for: list, checks: [TextContrastCheck()])
        #expect(unmeasured.map(\.rule) == [.contrastUnmeasured])
        #expect(unmeasured.first?.severity == .warning)
    }

    @Test func anOpaqueFillOverThePhotoIsTheBackdrop() {
        let photo = DisplayItem.image(ImageItem(assetName: "photo", frame: CGRect(x: 0, y: 0, width: 100, height: 40), contentMode: .fill))
        let panel = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 20, width: 100, height: 20)), RGBAColor(hex: 0x00386e))
        let text = AuditHarness.text("Panel", at: CGPoint(x: 2, y: 22), size: 10, color: .white)
        let list = DisplayList(size: CGSize(width: 100, height: 40), background: .white, items: [photo, panel, .text(text)])
        #expect(DesignAudit.findings(for: list, checks: [TextContrastCheck()]).isEmpty)
    }

    @Test func translucentPixelsAreCompositedOverThePage() throws {
        // One pixel, black at 0 % opacity, on a white page: white ink on it is 1:1.
        let pixels = try BackdropPixels(width: 1, height: 1, scale: 1, rgba: [0, 0, 0, 0])
        let clear = try #require(pixels.worstContrast(of: .white, in: CGRect(x: 0, y: 0, width: 1, height: 1), page: .white))
        #expect(clear.ratio == 1)
        let opaque = try BackdropPixels(width: 1, height: 1, scale: 1, rgba: [0, 0x38, 0x6e, 255])
        let blue = try #require(opaque.worstContrast(of: .white, in: CGRect(x: 0, y: 0, width: 1, height: 1), page: .white))
        #expect(abs(blue.ratio - 11.73) < 0.006)
        #expect(opaque.worstContrast(of: .white, in: CGRect(x: 5, y: 5, width: 1, height: 1), page: .white) == nil)
    }

    @Test func badPixelBuffersAreRefusedWithAClearError() {
        #expect(throws: BitmapError("a 2x2 RGBA8 image needs 16 bytes, but 3 were given")) {
            try BackdropPixels(width: 2, height: 2, scale: 1, rgba: [1, 2, 3])
        }
        #expect(throws: BackdropPixels.Problem.nonPositive(width: 0, height: 2, scale: 1)) {
            try BackdropPixels(width: 0, height: 2, scale: 1, rgba: [])
        }
    }

    @Test func removingTextKeepsEverythingElse() {
        let text = AuditHarness.text("Gone")
        let fill = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .black)
        let list = DisplayList(size: CGSize(width: 10, height: 10), background: .white,
                               items: [fill, .text(text), .clipped(RoundedRect(rect: .zero), [.text(text), fill])])
        #expect(list.removingText().items == [fill, .clipped(RoundedRect(rect: .zero), [fill])])
    }
}
