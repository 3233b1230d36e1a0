/// One labelled panel of a side-by-side composite.
public struct CompositePanel: Hashable, Sendable {
    /// The label drawn above the panel.
    public var title: String
    /// The picture, or `nil` to draw an empty panel labelled "none" (an added or removed image).
    public var image: PixelBuffer?
    /// Rectangles outlined on the picture (changed regions).
    public var boxes: [DiffRegion]

    /// A panel from its label, picture and outlined rectangles.
    public init(title: String, image: PixelBuffer?, boxes: [DiffRegion] = []) {
        self.title = title
        self.image = image
        self.boxes = boxes
    }
}

/// The panels side by side on a light grey sheet, each labelled above with the built-in bitmap
/// font. Every panel is padded to the largest width and height; the padding and any transparent
/// pixels show a light checkerboard, and each picture has a thin grey frame so its true size shows.
public func makeComposite(_ panels: [CompositePanel]) -> PixelBuffer {
    CompositeLayout(panels: panels).draw()
}

/// The picture to attach to a pull request: expected | actual | diff, with changed regions boxed
/// on the diff. Missing images (added or removed files) draw as empty panels.
public func makeComposite(expected: PixelBuffer?, actual: PixelBuffer?, result: DiffResult?) -> PixelBuffer {
    func title(_ name: String, _ image: PixelBuffer?) -> String {
        image.map { "\(name) \($0.size)" } ?? "\(name) (none)"
    }
    return makeComposite([
        CompositePanel(title: title("Expected", expected), image: expected),
        CompositePanel(title: title("Actual", actual), image: actual),
        CompositePanel(title: "Diff", image: result?.diffImage, boxes: result?.regions ?? []),
    ])
}
