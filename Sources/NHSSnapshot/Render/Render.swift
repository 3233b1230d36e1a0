import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Raster
import ViewKit

/// Draws `view` in one configuration: at the device's width, on the NHS screen background. As a
/// component (the default) it sits in the screen margins (`NHSMetrics.screenMarginCompact`, or
/// `screenMarginRegular` on regular width) and the page is as tall as it; as a screen it runs edge
/// to edge, and as a device screen the page is the device's height too (see `SnapshotPresentation`).
///
/// - Throws: `LayoutError` for an unknown image name; `RasterError` for a bad asset, a missing
///   font or a page too large to draw. Every error names what is wrong.
public func render<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> RenderedSnapshot {
    let context = try RenderContext.shared()
    let assets = try context.assets(for: configuration.images)
    let screen = try layoutScreen(view, configuration: configuration, measurer: context.measurer, assets: assets)
    let rasterizer = try Rasterizer(scale: CGFloat(configuration.scale), assets: assets)
    let image = try rasterizer.render(screen.displayList)
    return RenderedSnapshot(configuration: configuration, image: image, screen: screen)
}

/// Lays `view` out in one configuration without drawing it: the display list, accessibility
/// elements and tap targets, with real Pango text measurement.
public func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> LaidOutScreen {
    let context = try RenderContext.shared()
    return try layoutScreen(view, configuration: configuration, measurer: context.measurer,
                            assets: context.assets(for: configuration.images))
}

func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration, measurer: PangoTextMeasurer,
                           assets: AssetCatalog) throws -> LaidOutScreen {
    let regular = configuration.device.horizontalSizeClass == .regular
    let isComponent = configuration.presentation == .component
    let margins = isComponent ? (regular ? NHSMetrics.screenMarginRegular : NHSMetrics.screenMarginCompact) : 0
    let height = configuration.presentation == .deviceScreen ? configuration.device.height : nil
    return try ScreenLayout.layout(
        view, environment: configuration.environment, width: configuration.device.width, height: height, margins: margins,
        background: .nhsBackground, measurer: measurer, images: assets)
}

extension SnapshotConfiguration {
    /// The environment a view sees in this cell: scheme, text size, size class, scale, direction,
    /// the app tint and the NHS divider and list colours.
    public var environment: EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = colorScheme
        values.dynamicTypeSize = dynamicTypeSize
        values.horizontalSizeClass = device.horizontalSizeClass
        values.displayScale = Double(scale)
        values.layoutDirection = layoutDirection
        values.tint = .nhsAccent
        values.foregroundColor = nil
        values.listSectionBackground = .nhsWhite
        values.listHeaderForeground = .nhsSecondaryText
        if presentation != .component {
            values.listHorizontalMargin = device.horizontalSizeClass == .regular
                ? ListMetrics.regularScreenMargin : ListMetrics.compactScreenMargin
        }
        return values
    }
}

/// The text measurer and asset catalogues every render shares, made once per process: the
/// project's photographs alone, and one catalogue per list of user image sources asked for.
final class RenderContext: @unchecked Sendable {
    let measurer: PangoTextMeasurer
    private let photos: URL
    private let catalogueLock = NSLock()
    private var catalogues: [[ImageSource]: AssetCatalog] = [:]

    private init(measurer: PangoTextMeasurer, photos: URL) {
        self.measurer = measurer
        self.photos = photos
    }

    /// The catalogue searching `images`, then the project's photographs; throws when a source is
    /// not a folder.
    func assets(for images: [ImageSource]) throws -> AssetCatalog {
        catalogueLock.lock()
        defer { catalogueLock.unlock() }
        if let known = catalogues[images] { return known }
        for source in images { try source.check() }
        let catalogue = AssetCatalog(folders: images.map(\.folder) + [photos])
        catalogues[images] = catalogue
        return catalogue
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: RenderContext?

    /// The shared context; throws (each time asked) when the fonts or the resources cannot be found.
    static func shared() throws -> RenderContext {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let context = RenderContext(measurer: try PangoTextMeasurer(), photos: try RasterResources.photosFolder())
        cached = context
        return context
    }
}
