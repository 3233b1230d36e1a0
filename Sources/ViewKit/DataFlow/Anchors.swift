import Foundation

/// Where a view was placed, written by layout when it places the view and read by the
/// `Anchor`s made from it.
package final nonisolated class FrameRecord: @unchecked Sendable {
    /// The view's frame in the page; nil until the view is placed.
    package var frame: CGRect?
    package init() {}
}

/// A geometric value of a view (its bounds, a point of it) that a `GeometryProxy` reads in its
/// own coordinates, as SwiftUI's `Anchor`: made by `anchorPreference` and passed up as a
/// preference. A view is placed before the views drawn over it, so an overlay (as
/// `overlayPreferenceValue` draws) reads where it went; read before the view is placed (in a
/// background drawn behind it), an anchor gives the value of an empty rect at the page's origin.
public nonisolated struct Anchor<Value>: Equatable, @unchecked Sendable {
    let record: FrameRecord
    let source: Source

    /// What an anchor measures of its view, as SwiftUI's `Anchor.Source`.
    public nonisolated struct Source: @unchecked Sendable {
        let value: (CGRect) -> Value
    }

    /// An anchor to the view whose placement `record` is written with (`recordingFrame(_:)`).
    package init(record: FrameRecord, source: Source) {
        self.record = record
        self.source = source
    }

    /// The value in the page's coordinates.
    func value(inPage page: CGRect) -> Value { source.value(page) }

    /// Anchors are equal when they measure the same view's placement.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.record === rhs.record }
}

nonisolated extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// `rect` in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

nonisolated extension Anchor.Source where Value == CGPoint {
    /// `point` in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) } }

    /// The point `unitPoint` names in the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension GeometryProxy {
    /// `anchor`'s value in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let page = anchor.record.frame ?? .zero
        let origin = frame(in: .global).origin
        return anchor.value(inPage: page.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

nonisolated extension View {
    /// Sets `key`'s value to what `transform` makes of an anchor to this view's `value` (its
    /// bounds, a point of it), for a reader around, as SwiftUI's `anchorPreference`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        AnchorSetter<Self, A, K>(content: self, source: value, transform: transform)
    }
}

nonisolated extension View {
    /// This view, its frame in the page written to `record` when it is placed (for an `Anchor`
    /// another module makes to it).
    package func recordingFrame(_ record: FrameRecord) -> some View {
        FrameRecording(content: self, record: record)
    }
}

/// `recordingFrame(_:)`.
nonisolated struct FrameRecording<Content: View>: View, PrimitiveView {
    let content: Content
    let record: FrameRecord
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(content, in: environment).map { .effect(.recordsFrame(record), $0) }
    }
}

/// `anchorPreference`: a record of where the content goes, its anchor's value set for the reader around.
nonisolated struct AnchorSetter<Content: View, A, K: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let record = FrameRecord()
        PreferenceGathering.pass([transform(Anchor(record: record, source: source))], K.self, in: environment)
        return FrameRecording(content: content, record: record).resolve(in: environment)
    }
}
