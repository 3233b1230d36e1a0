/// The first of its children that fits, as SwiftUI's `ViewThatFits`: each child in turn is asked
/// for its ideal size along `axes`; the first whose ideal size fits the space offered is shown,
/// and the last is shown when none fits.
public nonisolated struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the builder's children by whether they fit along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.firstThatFits(axes: axes, candidates: resolveView(content, in: environment))]
    }
}
