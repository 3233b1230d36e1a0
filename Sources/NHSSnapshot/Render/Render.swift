import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Raster
import ViewKit

/// Draws `view` in one configuration: at the device's width and its content's height, on the
/// NHS screen background, with the screen margins (`NHSMetrics.screenMarginCompact`, or
/// `screenMarginRegular` on regular width) around it.
///
/// - Throws: `LayoutError` for an unknown image name; `RasterError` for a bad asset, a missing
///   font or a page too large to draw. Every error names what is wrong.
public func render<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> RenderedSnapshot {
    let context = try RenderContext.shared()
    let screen = try layoutScreen(view, configuration: configuration, context: context)
    let rasterizer = try Rasterizer(scale: CGFloat(configuration.scale), assets: context.assets)
    let image = try rasterizer.render(screen.displayList)
    return RenderedSnapshot(configuration: configuration, image: image, screen: screen)
}

/// Lays `view` out in one configuration without drawing it: the display list, accessibility
/// elements and tap targets, with real Pango text measurement.
public func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> LaidOutScreen {
    try layoutScreen(view, configuration: configuration, context: RenderContext.shared())
}

func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration, context: RenderContext) throws -> LaidOutScreen {
    let regular = configuration.device.horizontalSizeClass == .regular
    let margins = regular ? NHSMetrics.screenMarginRegular : NHSMetrics.screenMarginCompact
    return try ScreenLayout.layout(
        view, environment: configuration.environment, width: configuration.device.width, margins: margins,
        background: .nhsBackground, measurer: context.measurer, images: context.assets)
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
        return values
    }
}

/// The text measurer and asset catalogue every render shares, made once per process.
final class RenderContext: @unchecked Sendable {
    let measurer: PangoTextMeasurer
    let assets: AssetCatalog

    private init(measurer: PangoTextMeasurer, assets: AssetCatalog) {
        self.measurer = measurer
        self.assets = assets
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: RenderContext?

    /// The shared context; throws (each time asked) when fonts or the Assets folder cannot be found.
    static func shared() throws -> RenderContext {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let context = RenderContext(measurer: try PangoTextMeasurer(), assets: try AssetCatalog.project())
        cached = context
        return context
    }
}
