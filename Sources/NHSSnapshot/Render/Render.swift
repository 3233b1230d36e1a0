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
/// Drawn with `renderer` (its text engine, caches and scratch memory).
///
/// - Throws: `LayoutError` for an unknown image name; `RasterError` for a missing font or a page
///   too large to draw, `ImageCodecError` for a bad asset. Every error names what is wrong.
public func render<V: View>(_ view: V, configuration: SnapshotConfiguration, renderer: Renderer) throws -> RenderedSnapshot {
    let assets = try renderer.assets(for: configuration.images)
    let screen = try layoutScreen(view, configuration: configuration, measurer: renderer.measurer, assets: assets)
    let image = try renderer.draw(screen.displayList, scale: CGFloat(configuration.scale), images: assets)
    return RenderedSnapshot(configuration: configuration, image: image, screen: screen)
}

/// ``render(_:configuration:renderer:)`` with the process's default renderer, `Renderer.standard()`:
/// the convenience for the top of a program (a script, a test) that keeps no renderer of its own.
public func render<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> RenderedSnapshot {
    try render(view, configuration: configuration, renderer: Renderer.standard())
}

/// Lays `view` out in one configuration without drawing it: the display list, accessibility
/// elements and tap targets, with real Pango text measurement (`renderer`'s, keeping no text's
/// layout for drawing: `Renderer.layoutOnlyMeasurer`).
public func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration, renderer: Renderer) throws -> LaidOutScreen {
    try layoutScreen(view, configuration: configuration, measurer: renderer.layoutOnlyMeasurer,
                            assets: renderer.assets(for: configuration.images))
}

/// ``layoutScreen(_:configuration:renderer:)`` with the process's default renderer, for the top of a program.
public func layoutScreen<V: View>(_ view: V, configuration: SnapshotConfiguration) throws -> LaidOutScreen {
    try layoutScreen(view, configuration: configuration, renderer: Renderer.standard())
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
        values.containerSize = ProposedViewSize(width: device.width, height: device.height)
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

extension Renderer {
    /// The renderer's catalogue searching `images`, then the project's photographs; throws when a
    /// source is not a folder.
    func assets(for images: [ImageSource]) throws -> AssetCatalog {
        for source in images { try source.check() }
        return try assets(before: images.map(\.folder))
    }
}
