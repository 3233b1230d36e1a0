import Foundation

/// The size a parent offers a child. `nil` on an axis asks for the child's ideal size there.
public struct ProposedSize: Hashable, Sendable {
    /// Offered width, or nil for ideal.
    public var width: CGFloat?
    /// Offered height, or nil for ideal.
    public var height: CGFloat?

    /// A proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Ideal on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal along `axis`.
    func value(along axis: StackAxis) -> CGFloat? { axis == .horizontal ? width : height }

    /// The proposal across `axis`.
    func value(across axis: StackAxis) -> CGFloat? { axis == .horizontal ? height : width }

    /// A proposal made from a length along and a length across `axis`.
    static func along(_ axis: StackAxis, _ main: CGFloat?, across cross: CGFloat?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

/// The axis a stack lays its children along.
enum StackAxis: Sendable {
    case horizontal
    case vertical
}

extension CGSize {
    func value(along axis: StackAxis) -> CGFloat { axis == .horizontal ? width : height }
    func value(across axis: StackAxis) -> CGFloat { axis == .horizontal ? height : width }
    static func along(_ axis: StackAxis, _ main: CGFloat, across cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
