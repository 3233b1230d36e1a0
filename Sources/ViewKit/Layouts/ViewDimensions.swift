import Foundation

/// A child's size and where its alignment guides fall, as SwiftUI's `ViewDimensions`.
///
/// Guides are measured from the view's top leading corner. `.firstTextBaseline` is the first
/// line of text inside (the bottom edge for a view with no text); a guide the view sets with
/// `alignmentGuide(_:computeValue:)` is explicit and wins. There are no custom alignment ids.
public struct ViewDimensions: Sendable, Hashable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat
    private let firstBaseline: CGFloat?
    /// Guides the view sets itself, by guide (empty for almost every view).
    private let explicitHorizontal: [HorizontalAlignment: CGFloat]
    private let explicitVertical: [VerticalAlignment: CGFloat]

    /// Dimensions of a view `width` × `height` whose first text baseline is `firstTextBaseline`
    /// below its top (nil: it has no text, the guide is its bottom), with the guides it sets.
    package init(width: CGFloat, height: CGFloat, firstTextBaseline: CGFloat?,
                 explicitHorizontal: [HorizontalAlignment: CGFloat] = [:],
                 explicitVertical: [VerticalAlignment: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.firstBaseline = firstTextBaseline
        self.explicitHorizontal = explicitHorizontal
        self.explicitVertical = explicitVertical
    }

    /// Where `guide` falls across the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let explicit = explicitHorizontal[guide] { return explicit }
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    /// Where `guide` falls down the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = explicitVertical[guide] { return explicit }
        switch guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        }
    }

    /// The guide's position when the view sets it itself (with `alignmentGuide`, or a first text
    /// baseline of a view with text); nil otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitVertical[guide] ?? (guide == .firstTextBaseline ? firstBaseline : nil)
    }

    /// The guide's position when the view sets it itself with `alignmentGuide`; nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
}
