import Drawing
import Foundation
import Raster
import ViewKit

/// Lays `view` out in `configuration` and draws it into `sink` a band of rows at a time
/// (`Renderer.draw(…, into:)`), keeping none of the pixels: the bands are the rows of
/// `render(_:configuration:renderer:)`'s bitmap. Returns the laid-out page.
///
/// - Throws: what `render(_:configuration:renderer:)` throws, and the sink's errors.
func drawInBands<V: View>(_ view: V, configuration: SnapshotConfiguration, renderer: Renderer,
                          into sink: any PageBandSink) throws -> DisplayList {
    let assets = try renderer.assets(for: configuration.images)
    let screen = try layoutScreen(view, configuration: configuration, measurer: renderer.measurer, assets: assets)
    try renderer.draw(screen.displayList, scale: CGFloat(configuration.scale), images: assets, into: sink)
    return screen.displayList
}
