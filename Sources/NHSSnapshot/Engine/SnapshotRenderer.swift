import Drawing
import Foundation
import Raster
import ViewKit

/// Turns a view and a matrix cell into an image: the seam between the snapshot machinery and the
/// layout + raster pipeline, so tests can render with a fake. Must be safe to call from several threads.
public struct SnapshotRenderer: Sendable {
    /// A name for messages, for example `cairo` or `fake`.
    public let name: String
    /// True when its images carry the display list, so the cell also has an accessibility text
    /// golden and is audited.
    public let providesDisplayList: Bool
    private let body: @Sendable (AnyView, SnapshotConfiguration) throws -> SnapshotImage
    /// Draws a cell straight into a PNG file a band of rows at a time, handing the bands also to a
    /// sink when given: the file `render`'s `pngData` would be, without holding the page. Nil for
    /// a renderer that cannot (the fakes); `SnapshotSession.render` then writes `render`'s bytes.
    public let writeFile: (@Sendable (AnyView, SnapshotConfiguration, URL, (any PageBandSink)?) throws -> WrittenSnapshot)?
    /// Draws a cell a band of rows at a time into a sink, keeping nothing of the pixels, and returns
    /// the page's display list: the pixels of `render`'s bitmap, band by band. Nil for a renderer
    /// that cannot; verifying then draws whole pages.
    public let drawBands: (@Sendable (AnyView, SnapshotConfiguration, any PageBandSink) throws -> DisplayList)?
    /// `writeFile` in two steps: lays a cell out and returns its display list with what draws it
    /// into a file. `SnapshotSession.render` uses it to copy a page identical to one drawn earlier
    /// in the run instead of drawing it again. Nil for a renderer that cannot; every cell is then drawn.
    public let prepareFile: (@Sendable (AnyView, SnapshotConfiguration) throws -> PreparedFile)?

    /// A renderer that calls `render`; say whether its images carry display lists. With
    /// `writeFile` (or `prepareFile`, which gives `writeFile` when that is nil), cells written to
    /// files are drawn by it instead, band by band; with `drawBands`, cells are verified band by
    /// band (see ``matchesPixels(of:drawing:configuration:)``).
    public init(name: String, providesDisplayList: Bool = false,
                writeFile: (@Sendable (AnyView, SnapshotConfiguration, URL, (any PageBandSink)?) throws -> WrittenSnapshot)? = nil,
                prepareFile: (@Sendable (AnyView, SnapshotConfiguration) throws -> PreparedFile)? = nil,
                drawBands: (@Sendable (AnyView, SnapshotConfiguration, any PageBandSink) throws -> DisplayList)? = nil,
                render: @escaping @Sendable (AnyView, SnapshotConfiguration) throws -> SnapshotImage) {
        self.name = name
        self.providesDisplayList = providesDisplayList
        self.writeFile = writeFile ?? prepareFile.map { prepare in
            { @Sendable view, configuration, file, bands in try prepare(view, configuration).write(file, bands) }
        }
        self.prepareFile = prepareFile
        self.drawBands = drawBands
        self.body = render
    }

    /// Renders `view` in `configuration`.
    public func render(_ view: AnyView, configuration: SnapshotConfiguration) throws -> SnapshotImage {
        try body(view, configuration)
    }

    /// A renderer that always fails with `reason`: a stand-in where a part of the pipeline cannot
    /// start (no fonts, say), so that using it says why.
    public static func unavailable(_ reason: String) -> SnapshotRenderer {
        SnapshotRenderer(name: "unavailable") { _, _ in throw BackendUnavailable(reason) }
    }
}

/// A part of the pipeline that cannot be used on this machine; the reason says what is missing.
public struct BackendUnavailable: Error, Equatable, CustomStringConvertible {
    /// What is missing.
    public let reason: String

    /// An error saying what is missing.
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}
