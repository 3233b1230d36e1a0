import Foundation

/// Why a view could not be laid out.
public enum LayoutError: Error, CustomStringConvertible, Sendable {
    /// An `Image("name")` names no asset; the underlying error says where the kit looked.
    case imageAsset(name: String, reason: String)
    /// The content is not finite in height (for example an infinite frame with nothing to bound it),
    /// or is taller than a page may be (`ScreenLayout.maximumHeight`).
    case unbounded(height: CGFloat)

    /// A sentence that names the value and what is wrong.
    public var description: String {
        switch self {
        case .imageAsset(let name, let reason):
            return "Image(\"\(name)\"): \(reason)"
        case .unbounded(let height) where height.isFinite:
            return "the view is \(Int(height.rounded(.up))) pt tall, over the \(Int(ScreenLayout.maximumHeight)) pt a page may be: "
                + "lay out fewer rows, or give it a height (a scroll view shows the rest)"
        case .unbounded(let height):
            return "the view's height is not finite (\(height) pt): give frames with .infinity a bounded container"
        }
    }
}
