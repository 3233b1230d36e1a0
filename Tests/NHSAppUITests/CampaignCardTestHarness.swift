import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import NHSSnapshot

/// Lays the cards out as a screen would: a device width, 16 pt margins, a size class, a text
/// size and a scheme, with the fixed-advance fake measurer unless another is given.
enum CardsUnderTest {
    /// The fake measurer: half an em per character, the font's own line pitch.
    static let fakeMeasurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)
    /// The screen margin either side of the card.
    static let margin: CGFloat = 16

    /// One screen set-up.
    struct Setup: CustomStringConvertible, Sendable {
        var width: CGFloat
        var sizeClass: UserInterfaceSizeClass
        var textSize: DynamicTypeSize
        var scheme: ColorScheme

        var description: String { "\(Int(width)) pt \(sizeClass.rawValue) \(textSize.shortName) \(scheme.rawValue)" }
    }

    /// Phone and tablet widths with their size classes, across text sizes and both schemes.
    static let matrix: [Setup] = {
        let screens: [(CGFloat, UserInterfaceSizeClass)] = [(320, .compact), (393, .compact), (440, .compact),
                                                            (744, .regular), (1032, .regular)]
        let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility1, .accessibility3, .accessibility5]
        return screens.flatMap { screen in
            sizes.flatMap { size in
                [ColorScheme.light, .dark].map { Setup(width: screen.0, sizeClass: screen.1, textSize: size, scheme: $0) }
            }
        }
    }()

    static func environment(_ setup: Setup) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = setup.sizeClass
        environment.dynamicTypeSize = setup.textSize
        environment.colorScheme = setup.scheme
        return environment
    }

    static func layout<V: View>(_ view: V, _ setup: Setup,
                                measurer: any TextMeasuring = CardsUnderTest.fakeMeasurer) throws -> LaidOutScreen {
        try ScreenLayout.layout(view, environment: environment(setup), width: setup.width, margins: margin,
                                background: .nhsBackground, measurer: measurer, images: PhotoSizes())
    }

    static func layout<V: View>(_ view: V, width: CGFloat = 393, sizeClass: UserInterfaceSizeClass = .compact,
                                textSize: DynamicTypeSize = .large, scheme: ColorScheme = .light,
                                measurer: any TextMeasuring = CardsUnderTest.fakeMeasurer) throws -> LaidOutScreen {
        try layout(view, Setup(width: width, sizeClass: sizeClass, textSize: textSize, scheme: scheme), measurer: measurer)
    }

    /// Filled shapes, in paint order.
    static func fills(_ list: DisplayList) -> [(shape: RoundedRect, color: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let color) = entry.item { return (shape, color) }
            return nil
        }
    }

    /// Vector paths (symbols), in paint order.
    static func paths(_ list: DisplayList) -> [VectorPath] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .path(let path) = entry.item { return path }
            return nil
        }
    }

    /// The clips around each image item.
    static func imageClips(_ list: DisplayList) -> [[RoundedRect]] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .image = entry.item { return entry.clips }
            return nil
        }
    }

    /// True when the text is drawn whole: not cut by a line limit, and its frame holds its measured size.
    static func isWhole(_ text: TextItem) -> Bool {
        !text.measurement.isTruncated
            && text.frame.height + 0.01 >= text.measurement.size.height
            && text.frame.width + 0.01 >= text.measurement.size.width
    }

    /// True when `inner` lies inside `outer`, give or take a hundredth of a point.
    static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.minY >= outer.minY - 0.01
            && inner.maxX <= outer.maxX + 0.01 && inner.maxY <= outer.maxY + 0.01
    }

    /// True when two frames share more than a hair of area.
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        let shared = a.intersection(b)
        return !shared.isNull && shared.width > 0.01 && shared.height > 0.01
    }
}

/// Pixel sizes of the catalogue photos; any other name is an unknown asset.
struct PhotoSizes: ImageSizing {
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "no asset named \"\(name)\" among the project's photographs" }
    }

    func imageSize(named name: String) throws -> CGSize {
        switch name {
        case "campaign-organ-donation": return CGSize(width: 1200, height: 800)
        case "portrait-dogs-at-window": return CGSize(width: 533, height: 800)
        case "outdoors-dandelion-meadow-wide": return CGSize(width: 1200, height: 400)
        default: throw Missing(name: name)
        }
    }
}

/// WCAG 2.x contrast (design-reference §8).
enum Contrast {
    static func luminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The ratio of two opaque colours; a translucent foreground is composited over the background first.
    static func ratio(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
        let solid = foreground.alpha < 1 ? foreground.composited(over: background) : foreground
        let a = luminance(solid), b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
