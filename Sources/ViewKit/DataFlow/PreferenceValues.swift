import Foundation

/// Preference values read in the same moment they are set: `overlayPreferenceValue` and
/// `backgroundPreferenceValue` draw from the values the views inside set with
/// `preference(key:value:)`, reduced in the order the views are written, as SwiftUI draws them in
/// the same frame; `transformPreference` changes what passes up. (`onPreferenceChange` acts in a
/// later frame, so its action never runs in a snapshot.)
final nonisolated class PreferenceCollector: @unchecked Sendable {
    var values: [Any] = []
}

nonisolated extension EnvironmentValues {
    private nonisolated struct PreferenceCollectorsKey: EnvironmentKey {
        static var defaultValue: [ObjectIdentifier: PreferenceCollector] { [:] }
    }

    /// Where the values set below are gathered, by preference key, while a reader's content resolves.
    var preferenceCollectors: [ObjectIdentifier: PreferenceCollector] {
        get { self[PreferenceCollectorsKey.self] }
        set { self[PreferenceCollectorsKey.self] = newValue }
    }
}

nonisolated enum PreferenceGathering {
    /// `content`'s nodes, and the values it sets for `K` in the order its views are written;
    /// the values also pass on to a reader around.
    static func resolve<K: PreferenceKey>(_ content: some View, _ key: K.Type,
                                          in environment: EnvironmentValues) -> (nodes: [ResolvedNode], values: [K.Value]) {
        let collector = PreferenceCollector()
        var inner = environment
        inner.preferenceCollectors[ObjectIdentifier(K.self)] = collector
        let nodes = resolveView(content, in: inner)
        let values = collector.values.compactMap { $0 as? K.Value }
        return (nodes, values)
    }

    /// `values` folded into `K`'s default value with its `reduce`.
    static func reduced<K: PreferenceKey>(_ values: [K.Value], _ key: K.Type) -> K.Value {
        var value = K.defaultValue
        for next in values { K.reduce(value: &value, nextValue: { next }) }
        return value
    }

    /// Passes `values` on to the reader of `K` around, if any.
    static func pass<K: PreferenceKey>(_ values: [K.Value], _ key: K.Type, in environment: EnvironmentValues) {
        environment.preferenceCollectors[ObjectIdentifier(K.self)]?.values += values.map { $0 as Any }
    }
}

/// `preference(key:value:)`: the content, its value set for the reader around.
nonisolated struct PreferenceSetter<Content: View, K: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: K.Value
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        PreferenceGathering.pass([value], K.self, in: environment)
        return resolveView(content, in: environment)
    }
}

/// `transformPreference`: the values set inside, folded and changed, passed up as one.
nonisolated struct PreferenceTransformer<Content: View, K: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let callback: (inout K.Value) -> Void
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let (nodes, values) = PreferenceGathering.resolve(content, K.self, in: environment)
        var value = PreferenceGathering.reduced(values, K.self)
        callback(&value)
        PreferenceGathering.pass([value], K.self, in: environment)
        return nodes
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the view made from the folded
/// value laid over or behind the content, as an overlay or a background is.
nonisolated struct PreferenceDecoration<Content: View, K: PreferenceKey, Decoration: View>: View, PrimitiveView {
    let content: Content
    let alignment: Alignment
    let isOverlay: Bool
    let make: (K.Value) -> Decoration
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let (nodes, values) = PreferenceGathering.resolve(content, K.self, in: environment)
        PreferenceGathering.pass(values, K.self, in: environment)
        let decoration = resolveView(make(PreferenceGathering.reduced(values, K.self)), in: environment)
        if isOverlay { return nodes.map { .overlay($0, above: decoration, alignment: alignment) } }
        // Placed after the view, so that the anchors set inside it are known when it reads them.
        let behind = decoration.map { ResolvedNode.effect(.placedAfterContent, $0) }
        return nodes.map { .background($0, behind: behind, alignment: alignment) }
    }
}

nonisolated extension View {
    /// Draws the view `transform` makes from the value the views inside set for `key` over this
    /// view, as an overlay with `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceDecoration<Self, K, V>(content: self, alignment: alignment, isOverlay: true, make: transform)
    }

    /// Draws the view `transform` makes from the value the views inside set for `key` behind
    /// this view, as a background with `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceDecoration<Self, K, V>(content: self, alignment: alignment, isOverlay: false, make: transform)
    }
}
