/// Where one golden of one scenario lives, relative to a snapshot folder:
/// `<Component>/<scenario>/<stem>.<ext>`, each part a sanitised `PathSegment` (for a matrix cell the
/// stem names its device, size and scheme, `iphone16-393-L-light`).
/// The path never leaves the folder it is resolved against.
public struct GoldenPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The component folder.
    public let component: String
    /// The scenario folder.
    public let scenario: String
    /// The file name without extension, for example `iphone16-393-L-light`.
    public let stem: String
    /// The file extension without its dot: `png` for images, `txt` for text goldens.
    public let pathExtension: String

    /// A path from its parts; every part is sanitised.
    public init(component: String, scenario: String, stem: String, pathExtension: String = "png") {
        self.component = PathSegment.sanitise(component)
        self.scenario = PathSegment.sanitise(scenario)
        self.stem = PathSegment.sanitise(stem)
        self.pathExtension = PathSegment.sanitise(pathExtension)
    }

    /// The path parts, folders first; a `variant` goes between the stem and the extension
    /// (`expected` gives `stem.expected.png`).
    public func components(variant: String? = nil) -> [String] {
        let middle = variant.map { "." + PathSegment.sanitise($0) } ?? ""
        return [component, scenario, stem + middle + "." + pathExtension]
    }

    /// The golden of the same cell with another extension: `stem.a11y.txt` beside `stem.png`.
    public func with(pathExtension: String) -> GoldenPath {
        GoldenPath(component: component, scenario: scenario, stem: stem, pathExtension: pathExtension)
    }

    /// `Component/scenario/stem.png`.
    public var relativePath: String { components().joined(separator: "/") }

    /// The relative path.
    public var description: String { relativePath }

    /// Orders by the relative path's text, so plans and shards have one stable order.
    public static func < (lhs: GoldenPath, rhs: GoldenPath) -> Bool {
        (lhs.component, lhs.scenario, lhs.stem, lhs.pathExtension)
            < (rhs.component, rhs.scenario, rhs.stem, rhs.pathExtension)
    }
}
