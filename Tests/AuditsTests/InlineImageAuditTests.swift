import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Images set in a text (`Text(Image(...))`) as the audits see them: an unknown symbol is a
/// `symbol-unknown` finding, as a standalone one is; an asset is part of its text, not a photo the
/// text stands over.
@Suite struct InlineImageAuditTests {
    /// One asset, 300 × 100.
    private struct WideAsset: ImageSizing {
        struct Unknown: Error {}
        func imageSize(named name: String) throws -> CGSize {
            guard name == "wide" else { throw Unknown() }
            return CGSize(width: 300, height: 100)
        }
    }

    private func findings<V: View>(_ view: V, _ check: some AuditCheck) throws -> [Finding] {
        let screen = try ScreenLayout.layout(view, environment: EnvironmentValues(), width: 400, margins: 0, background: .white,
                                             measurer: FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25),
                                             images: WideAsset())
        return check.findings(on: AuditedPage(list: screen.displayList, pixels: nil, configuration: .standard))
    }

    @Test func anUnknownSymbolInATextIsAFinding() throws {
        let found = try findings(Text("See ") + Text(Image(systemName: "no.such.symbol")), UnknownSymbolCheck())
        #expect(found.map(\.rule) == [.symbolUnknown] && found.first?.subject == "no.such.symbol")
        #expect(try findings(Text("See ") + Text(Image(systemName: "calendar")), UnknownSymbolCheck()).isEmpty)
    }

    @Test func anAssetInATextIsNotAPhotoUnderIt() throws {
        #expect(try findings(Text("Logo ") + Text(Image("wide")), OverlapCheck()).isEmpty)
        // A photo a text is laid over still is found.
        #expect(try findings(ZStack { Image("wide"); Text("Logo") }, OverlapCheck()).map(\.rule) == [.textOverImage])
    }
}
