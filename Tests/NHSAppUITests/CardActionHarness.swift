import Drawing
import Foundation
import LayoutEngine
import NHSAppUI

/// Lays card actions out with the fixed-advance fake measurer (0.5 em per character; NHS fonts
/// set their own 1.23 em line pitch) on the NHS background with the compact screen margin, and
/// reads back what the rules need.
enum CardActionHarness {
    static let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)
    static let margin = NHSMetrics.screenMarginCompact

    static func layout<V: View>(_ view: V, width: CGFloat = 393, size: DynamicTypeSize = .large,
                                scheme: ColorScheme = .light) throws -> LaidOutScreen {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        environment.colorScheme = scheme
        return try ScreenLayout.layout(view, environment: environment, width: width, margins: margin,
                                       background: .nhsBackground, measurer: measurer, images: nil)
    }

    static func items(_ list: DisplayList) -> [DisplayItem] {
        DisplayList.flatten(list.items).map(\.item)
    }

    /// Chevrons (and any other vector path), in paint order.
    static func paths(_ list: DisplayList) -> [VectorPath] {
        items(list).compactMap { if case .path(let p) = $0 { return p } else { return nil } }
    }

    static func fills(_ list: DisplayList) -> [(shape: RoundedRect, color: RGBAColor)] {
        items(list).compactMap { if case .fill(let s, let c) = $0 { return (s, c) } else { return nil } }
    }

    static func borders(_ list: DisplayList) -> [(shape: RoundedRect, color: RGBAColor, width: CGFloat)] {
        items(list).compactMap { if case .border(let s, let c, let w) = $0 { return (s, c, w) } else { return nil } }
    }

    static func rules(_ list: DisplayList) -> [(rect: CGRect, color: RGBAColor)] {
        items(list).compactMap { if case .rule(let r, let c) = $0 { return (r, c) } else { return nil } }
    }

    static func text(_ list: DisplayList, _ string: String) -> TextItem? {
        list.textItems.first { $0.spec.string == string }
    }

    static func annotations(_ list: DisplayList, _ component: String) -> [ComponentAnnotation] {
        list.annotations.filter { $0.component == component }
    }

    /// The card a group draws: its rounded fill (primary) or border (secondary).
    static func groupCard(_ list: DisplayList) -> CGRect? {
        let radius = CornerRadii(all: NHSMetrics.cardCornerRadius)
        return fills(list).first { $0.shape.radii == radius }?.shape.rect
            ?? borders(list).first { $0.shape.radii == radius }?.shape.rect
    }

    /// The colour under `point`: the page background with every fill containing the point composited on it.
    static func backdrop(at point: CGPoint, in list: DisplayList) -> RGBAColor {
        fills(list).filter { $0.shape.rect.contains(point) }
            .reduce(list.background) { $1.color.composited(over: $0) }
    }

    static func resolved(_ color: Color, _ scheme: ColorScheme) -> RGBAColor {
        let value = color.resolve(in: scheme)
        return RGBAColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
    }
}

/// WCAG 2.x contrast (design-reference §8), computed from resolved colours.
enum WCAG {
    /// Relative luminance of an opaque colour.
    static func luminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of `foreground` drawn over the opaque `background`.
    static func contrast(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
        let top = luminance(foreground.composited(over: background))
        let bottom = luminance(background)
        return (max(top, bottom) + 0.05) / (min(top, bottom) + 0.05)
    }
}
