import Foundation
import MainActorWork

/// A coordinate space a `GeometryProxy` measures frames in, as SwiftUI's `CoordinateSpace`.
public nonisolated enum CoordinateSpace: Hashable {
    /// The page's: its top-leading corner is the snapshot's.
    case global
    /// The geometry reader's own: its top-leading corner is the reader's.
    case local
    /// A space named with `coordinateSpace(name:)`; measured here as the page's (README).
    case named(AnyHashable)
}

/// What a `GeometryReader` knows about its own frame when its content is made, as SwiftUI's
/// `GeometryProxy`.
public nonisolated struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the page.
    private let globalFrame: CGRect

    /// A proxy for a reader at `frame` in the page.
    package init(frame: CGRect) {
        size = frame.size
        globalFrame = frame
    }

    /// The insets of the safe area: none in a snapshot.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return globalFrame
        }
    }
}

/// A view whose content is made from its own size, as SwiftUI's `GeometryReader`: it takes the
/// whole space offered (10 points along an axis offered none, as SwiftUI's flexible views), and
/// offers it to its content, placed at its top-leading corner (several views are stacked there).
/// The content is made when the reader is placed, so its size cannot change the reader's.
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader making `content` from its proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let content = self.content
        return [.geometry(GeometryContent { proxy in resolveView(content(proxy), in: environment) })]
    }
}

/// A geometry reader's content, made when the reader's frame is known. The closure is the user's
/// view builder; it is called while the page is laid out, on the main actor as every other view's
/// body is, so it is held as sendable though it is not declared so.
package nonisolated struct GeometryContent: @unchecked Sendable {
    private let make: (GeometryProxy) -> [ResolvedNode]

    init(_ make: @escaping (GeometryProxy) -> [ResolvedNode]) {
        self.make = make
    }

    /// The content's nodes for a reader placed at `frame` in the page.
    /// Made on the main actor (`MainActorGate`): the closure is the user's view builder.
    package func nodes(at frame: CGRect) -> [ResolvedNode] {
        MainActorGate.run { make(GeometryProxy(frame: frame)) }
    }
}

nonisolated extension View {
    /// Accepted: a named coordinate space is measured as the page's (README, deviations).
    public func coordinateSpace(name: AnyHashable) -> some View { self }
}
