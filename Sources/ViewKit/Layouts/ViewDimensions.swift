import Foundation

/// A child's size and where its alignment guides fall, as SwiftUI's `ViewDimensions`.
///
/// Guides are measured from the view's top leading corner. `.firstTextBaseline` is the first
/// line of text inside (the bottom edge for a view with no text); there are no custom guides.
public struct ViewDimensions: Sendable, Hashable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat
    private let firstBaseline: CGFloat?

    /// Dimensions of a view `width` × `height` whose first text baseline is `firstTextBaseline`
    /// below its top (nil: it has no text, the guide is its bottom).
    package init(width: CGFloat, height: CGFloat, firstTextBaseline: CGFloat?) {
        self.width = width
        self.height = height
        self.firstBaseline = firstTextBaseline
    }

    /// Where `guide` falls across the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    /// Where `guide` falls down the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        }
    }

    /// The guide's position when the view sets it itself; nil otherwise. Only the first text
    /// baseline of a view with text is explicit here.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guide == .firstTextBaseline ? firstBaseline : nil
    }

    /// Horizontal guides are never explicit here.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
}
