import Audits
import Catalogue
import Drawing
import Foundation
import NHSAppRules
@testable import NHSSnapshot
import Raster
import SnapshotTestSupport
import Testing

/// The audits' backdrop drawn band by band keeps only the rows under texts that touch a photo;
/// the findings are the ones the whole text-free page gives.
@Suite struct BackdropRowsTests {
    @Test func everyBuiltInScenarioWithTextOnAPhotoHasTheWholePagesFindings() throws {
        try LiveRenderer.require()
        let renderer = try Renderer.standard()
        var checked = 0
        for scenario in BuiltInScenarios.all {
            for scale in [2, 3] {
                var configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5)
                configuration.scale = scale
                let screen = try layoutScreen(scenario.makeView(), configuration: configuration, renderer: renderer)
                let list = screen.displayList
                guard SnapshotAudit.hasTextOverPhoto(list) else { continue }
                checked += 1
                let whole = try BackdropPixels(
                    bitmap: renderer.draw(list, scale: CGFloat(scale), images: renderer.assets(before: []), options: .withoutText),
                    scale: Double(scale))
                let rows = try #require(try SnapshotAudit.backdropPixels(for: list, scale: scale, renderer: renderer))
                #expect(rows.height < whole.height || rows.top == 0)
                let expected = DesignAudit.findings(for: list, pixels: whole, checks: NHSAppRules.checks)
                let windowed = DesignAudit.findings(for: list, pixels: rows, checks: NHSAppRules.checks)
                #expect(windowed == expected, "\(scenario.id) at \(scale)x")
            }
        }
        #expect(checked > 0, "some built-in scenario puts text on a photo")
    }

    @Test func aTallPageKeepsOnlyTheRowsUnderTextOnAPhoto() throws {
        try LiveRenderer.require()
        let renderer = try Renderer.standard()
        let measurer = renderer.measurer
        let spec = TextSpec(string: "Organ donors save lives", font: FontSpec(size: 22, weight: .bold, lineHeightMultiple: 1.23))
        let size = measurer.measure(spec, width: 300).size
        let photo = CGRect(x: 0, y: 1_800, width: 393, height: 200)
        let text = CGRect(x: 20, y: 1_900, width: 300, height: size.height)
        let list = DisplayList(size: CGSize(width: 393, height: 3_000), background: .white, items: [
            .image(ImageItem(assetName: "campaign-organ-donation", frame: photo, contentMode: .fill)),
            .text(TextItem(spec: spec, color: .white, frame: text, wrapWidth: 300, measurement: measurer.measure(spec, width: 300))),
        ])
        let rows = try #require(try SnapshotAudit.backdropPixels(for: list, scale: 3, renderer: renderer))
        #expect(rows.top == 5_700 && rows.height == Int((text.maxY * 3).rounded(.up)) - 5_700)
        let whole = try BackdropPixels(bitmap: renderer.draw(list, scale: 3, images: renderer.assets(before: []), options: .withoutText), scale: 3)
        let ink = RGBAColor.white
        #expect(rows.worstContrast(of: ink, in: text, page: .white)?.ratio == whole.worstContrast(of: ink, in: text, page: .white)?.ratio)
        #expect(rows.color(x: 50, y: 5_750) == whole.color(x: 50, y: 5_750))
    }
}
