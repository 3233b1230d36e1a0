import Bitmaps

/// One labelled panel of a side-by-side composite.
public struct CompositePanel: Hashable, Sendable {
    /// The label drawn above the panel.
    public var title: String
    /// The picture, or `nil` to draw an empty panel labelled "none" (an added or removed image).
    public var image: Bitmap?
    /// Rectangles outlined on the picture (changed regions).
    public var boxes: [DiffRegion]

    /// A panel from its label, picture and outlined rectangles.
    public init(title: String, image: Bitmap?, boxes: [DiffRegion] = []) {
        self.title = title
        self.image = image
        self.boxes = boxes
    }
}

/// The panels side by side on a light grey sheet, each labelled above with the built-in bitmap
/// font. Every panel is padded to the largest width and height; the padding and any transparent
/// pixels show a light checkerboard, and each picture has a thin grey frame so its true size shows.
public func makeComposite(_ panels: [CompositePanel]) -> Bitmap {
    CompositeSheet(panels).draw()
}

/// The picture to attach to a pull request: expected | actual | diff, with changed regions boxed
/// on the diff. Missing images (added or removed files) draw as empty panels.
public func makeComposite(expected: Bitmap?, actual: Bitmap?, result: DiffResult?) -> Bitmap {
    CompositeSheet(expected: expected, actual: actual, result: result).draw()
}

/// A composite (see ``makeComposite(_:)``) that can be drawn a band of rows at a time, so that an
/// encoder can take it in pieces and the whole sheet never has to be in memory at once.
public struct CompositeSheet: Sendable {
    private let layout: CompositeLayout

    /// The sheet of these panels.
    public init(_ panels: [CompositePanel]) {
        layout = CompositeLayout(panels: panels)
    }

    /// The expected | actual | diff sheet of ``makeComposite(expected:actual:result:)``.
    public init(expected: Bitmap?, actual: Bitmap?, result: DiffResult?) {
        func title(_ name: String, _ image: Bitmap?) -> String {
            image.map { "\(name) \($0.size)" } ?? "\(name) (none)"
        }
        self.init([
            CompositePanel(title: title("Expected", expected), image: expected),
            CompositePanel(title: title("Actual", actual), image: actual),
            CompositePanel(title: "Diff", image: result?.diffImage, boxes: result?.regions ?? []),
        ])
    }

    /// The sheet's width in pixels.
    public var width: Int { layout.sheetWidth }
    /// The sheet's height in pixels.
    public var height: Int { layout.sheetHeight }

    /// The whole sheet, drawn in bands on every core.
    public func draw() -> Bitmap { layout.draw() }

    /// Rows `rows` of the sheet (clamped to it), pixel for pixel as in ``draw()``.
    public func draw(rows: Range<Int>) -> Bitmap { layout.draw(rows: rows) }
}
