import Foundation

/// A coordinate space named as iOS 17 names them, as SwiftUI's `CoordinateSpaceProtocol`:
/// `.local`, `.global`, `.named("id")` and `.scrollView`, each standing for a `CoordinateSpace`.
public protocol CoordinateSpaceProtocol {
    /// The space it stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A view's own space, as SwiftUI's `LocalCoordinateSpace`.
public nonisolated struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The view's own space.
    public init() {}
    /// `CoordinateSpace.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's space, as SwiftUI's `GlobalCoordinateSpace`.
public nonisolated struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The screen's space.
    public init() {}
    /// `CoordinateSpace.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space named with `coordinateSpace(_:)`, as SwiftUI's `NamedCoordinateSpace`; measured as the
/// page's, as every named space is here.
public nonisolated struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// `CoordinateSpace.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The nearest scroll view's space: measured as the page's.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("ViewKit.scrollView")) }
}

nonisolated extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

nonisolated extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

nonisolated extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The nearest scroll view's space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
}

nonisolated extension GeometryProxy {
    /// The reader's frame in `coordinateSpace` (iOS 17's spelling).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

nonisolated extension View {
    /// Names a coordinate space (iOS 17's spelling): accepted, measured as the page's (README).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
