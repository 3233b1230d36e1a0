/// `.tag(_:)` and the collector a `Picker` reads its options through.
nonisolated extension View {
    /// Names this view as the option `tag` of an enclosing `Picker`, or as the tab `tag` of an
    /// enclosing `TabView`; elsewhere it changes nothing.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}

/// A view with a picker tag.
nonisolated struct TaggedView<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: AnyHashable
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let collector = environment.pickerOptions {
            collector.options.append(PickerOption(tag: tag, label: AnyView(content)))
        } else if let tabs = environment.tabItems {
            let index = tabs.register(tag: tag)
            return resolveView(content, in: environment).map {
                .annotation(component: TabItemCollector.tagMarker, properties: ["index": String(index)], $0)
            }
        }
        return resolveView(content, in: environment)
    }
}

/// One option of a picker: its tag and its label.
nonisolated struct PickerOption {
    let tag: AnyHashable
    let label: AnyView
}

/// Gathers the options of a picker's content while it resolves, in order. `ForEach` adds the
/// element's id for a row that sets no tag, as SwiftUI tags `ForEach` rows implicitly.
final nonisolated class PickerOptionCollector: @unchecked Sendable {
    var options: [PickerOption] = []
}

nonisolated extension EnvironmentValues {
    private nonisolated struct PickerOptionsKey: EnvironmentKey {
        static var defaultValue: PickerOptionCollector? { nil }
    }

    /// Where tags below are gathered, when a picker's content is resolving.
    var pickerOptions: PickerOptionCollector? {
        get { self[PickerOptionsKey.self] }
        set { self[PickerOptionsKey.self] = newValue }
    }
}
