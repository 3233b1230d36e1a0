import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import LayoutEngine
import Raster
import ViewKit

/// A view drawn in one configuration: the pixels, and what layout knew about them.
public struct RenderedSnapshot: Sendable {
    /// The cell it was drawn in.
    public let configuration: SnapshotConfiguration
    /// The pixels, straight RGBA8.
    public let bitmap: Bitmap
    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// Straight RGBA8, row-major.
    public var pixels: [UInt8] { bitmap.pixels }
    /// The laid-out page in points.
    public let displayList: DisplayList
    private let screen: LaidOutScreen

    init(configuration: SnapshotConfiguration, image: Bitmap, screen: LaidOutScreen) {
        self.configuration = configuration
        bitmap = image
        displayList = screen.displayList
        self.screen = screen
    }

    /// What VoiceOver visits, in reading order.
    public var accessibilityElements: [AccessibilityElement] { displayList.accessibilityElements }

    /// The tappable areas.
    public var tapTargets: [TapTarget] { displayList.tapTargets }

    /// The image as PNG, with fixed settings (by default the goldens' `compact` ones) and no
    /// timestamps: the same view and settings give the same bytes.
    /// Encoded in a fresh codec workspace; see ``pngData(encoding:workspace:)``.
    public func pngData(encoding: PNGEncodingSettings = .compact) throws -> Data {
        try PNGCodec.encode(bitmap, settings: encoding)
    }

    /// The image as PNG with `encoding`, reusing `workspace`'s memory (a renderer's `codecs`); the
    /// bytes are those of ``pngData(encoding:)``.
    public func pngData(encoding: PNGEncodingSettings, workspace: CodecWorkspace) throws -> Data {
        try PNGCodec.encode(bitmap, settings: encoding, workspace: workspace)
    }

    /// Runs the action of the tap target at `index`, as a tap on it would; false when there is none.
    @discardableResult
    public func tap(targetAt index: Int) -> Bool {
        screen.tap(targetAt: index)
    }
}
