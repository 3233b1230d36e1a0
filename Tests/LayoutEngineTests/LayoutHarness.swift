import Drawing
import Foundation
import LayoutEngine
import NHSAppUI

/// Lays views out with the fixed-advance fake (0.5 em per character, 1.25 em lines) on a
/// white page with no margins, so expected frames can be worked out by hand.
enum LayoutHarness {
    static let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)

    static func layout<V: View>(_ view: V, width: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues(),
                                measurer: any TextMeasuring = LayoutHarness.measurer) throws -> LaidOutScreen {
        try ScreenLayout.layout(view, environment: environment, width: width, margins: 0, background: .white,
                                measurer: measurer, images: FixedImages())
    }

    /// Every item's frame, flattened, in paint order, as `kind rect`.
    static func frames(_ list: DisplayList) -> [String] {
        DisplayList.flatten(list.items).map { entry in
            switch entry.item {
            case .text(let t): return "text \(DumpFormat.rect(t.frame)) \(t.spec.string)"
            case .fill(let s, _): return "fill \(DumpFormat.shape(s))"
            case .border(let s, _, let w): return "border \(DumpFormat.shape(s)) \(DumpFormat.number(w))"
            case .rule(let r, _): return "rule \(DumpFormat.rect(r))"
            case .image(let i): return "image \(DumpFormat.rect(i.frame)) \(i.contentMode.rawValue)"
            case .path(let p): return "path \(DumpFormat.rect(p.bounds))"
            case .clipped: return "clip"
            case .effect: return "effect"
            }
        }
    }
}

/// Assets of known sizes: "wide" is 300×100, "tall" is 100×300; anything else is unknown.
struct FixedImages: ImageSizing {
    struct Unknown: Error, CustomStringConvertible {
        let name: String
        var description: String { "no asset named \(name)" }
    }

    func imageSize(named name: String) throws -> CGSize {
        switch name {
        case "wide": return CGSize(width: 300, height: 100)
        case "tall": return CGSize(width: 100, height: 300)
        default: throw Unknown(name: name)
        }
    }
}
