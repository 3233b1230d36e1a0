import Foundation

/// iOS 17's boolean operations on paths: the filled areas of two paths combined, and the lines of
/// one path cut by the area of another. `eoFill` chooses the even-odd rule for what both paths
/// fill (the non-zero rule otherwise); every sub-path counts as closed for the area. The filled
/// results have outlines that do not cross, outer ones clockwise on the screen and holes
/// anticlockwise, so both rules fill them alike. Curves come back as straight steps of about a
/// point (`PathArrangement`), where SwiftUI keeps them curved.
nonisolated extension Path {
    /// The area filled by this path, the other, or both.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area filled by both this path and the other.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area this path fills that the other does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area filled by one of the two paths but not both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 != $1 }
    }

    /// The lines of this path that lie in the area the other fills: cut where they cross its
    /// edge into open sub-paths; a closed sub-path wholly inside stays closed. A line along the
    /// other's edge may fall either way.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathArrangement.lines(of: self, against: PathArrangement.Region(other, eoFill: eoFill), keepInside: true)
    }

    /// The lines of this path that lie outside the area the other fills: cut where they cross its
    /// edge into open sub-paths; a closed sub-path wholly outside stays closed.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathArrangement.lines(of: self, against: PathArrangement.Region(other, eoFill: eoFill), keepInside: false)
    }

    /// The area this path fills (by the even-odd rule unless `eoFill` is false), as outlines that
    /// do not cross themselves or each other, outer ones clockwise on the screen and holes
    /// anticlockwise: filled alike by either rule.
    public func normalized(eoFill: Bool = true) -> Path {
        let region = PathArrangement.Region(self, eoFill: eoFill)
        return PathArrangement.outline(of: [region], filled: region.contains)
    }

    /// The outline of the area `rule` says is filled, given whether this path and `other` fill a point.
    private func combined(with other: Path, eoFill: Bool, _ rule: (Bool, Bool) -> Bool) -> Path {
        let mine = PathArrangement.Region(self, eoFill: eoFill), theirs = PathArrangement.Region(other, eoFill: eoFill)
        return PathArrangement.outline(of: [mine, theirs]) { rule(mine.contains($0), theirs.contains($0)) }
    }
}

nonisolated extension Shape {
    /// The area filled by this shape, the other, or both (`Path.union(_:eoFill:)`).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// The area filled by both this shape and the other (`Path.intersection(_:eoFill:)`).
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// The area this shape fills that the other does not (`Path.subtracting(_:eoFill:)`).
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// The area filled by one of the two shapes but not both (`Path.symmetricDifference(_:eoFill:)`).
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// The lines of this shape inside the area the other fills (`Path.lineIntersection(_:eoFill:)`).
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// The lines of this shape outside the area the other fills (`Path.lineSubtraction(_:eoFill:)`).
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// Two shapes combined by a boolean operation on their paths in the same rect.
nonisolated struct CombinedShape<First: Shape, Second: Shape>: Shape {
    enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    let first: First
    let second: Second
    let operation: Operation
    let eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let mine = first.path(in: rect), theirs = second.path(in: rect)
        switch operation {
        case .union: return mine.union(theirs, eoFill: eoFill)
        case .intersection: return mine.intersection(theirs, eoFill: eoFill)
        case .subtracting: return mine.subtracting(theirs, eoFill: eoFill)
        case .symmetricDifference: return mine.symmetricDifference(theirs, eoFill: eoFill)
        case .lineIntersection: return mine.lineIntersection(theirs, eoFill: eoFill)
        case .lineSubtraction: return mine.lineSubtraction(theirs, eoFill: eoFill)
        }
    }
}
