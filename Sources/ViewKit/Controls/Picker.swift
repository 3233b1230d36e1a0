import Foundation

/// A choice of one option, as SwiftUI's `Picker`: the options are the content's views, each named
/// by `.tag(_:)` (or, under `ForEach`, by its id). Drawn as iOS 17 draws the style
/// `.pickerStyle(_:)` sets: the menu style (the default) as a list row with the title leading and
/// the chosen option and an up/down chevron trailing in the tint, or, outside a list, the
/// chosen option and chevron alone; the segmented style as a track with the chosen segment raised;
/// the inline style in a list as a row per option with a checkmark on the chosen one (a section of
/// its own, titled by the label, unless it is inside a section); the wheel style (and inline
/// outside a list) as a still wheel, the chosen option centred on a highlight.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let collector = PickerOptionCollector()
        var gathering = environment
        gathering.pickerOptions = collector
        _ = resolveView(content, in: gathering)
        let options = collector.options
        let chosen = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        switch environment.pickerStyleKind {
        case .segmented:
            let binding = selection
            let segments = SegmentedControl(options: options, chosen: chosen) { index in
                if let value = options[index].tag.base as? SelectionValue { binding.wrappedValue = value }
            }
            return resolveView(segments, in: environment)
        case .inline where environment.isListContent:
            let binding = selection
            let rows = InlinePickerRows(options: options, chosen: chosen) { index in
                if let value = options[index].tag.base as? SelectionValue { binding.wrappedValue = value }
            }
            if environment.isSectionContent { return resolveView(rows, in: environment) }
            return resolveView(Section(header: label) { rows }, in: environment)
        case .inline, .wheel:
            let title = ResolvedNode.plainText(resolveView(label, in: environment))
            let value = chosen.map { ResolvedNode.plainText(resolveView(options[$0].label, in: environment)) } ?? ""
            return resolveView(WheelPicker(options: options, chosen: chosen, title: title, value: value), in: environment)
        case .menu:
            let title = ResolvedNode.plainText(resolveView(label, in: environment))
            let value = chosen.map { ResolvedNode.plainText(resolveView(options[$0].label, in: environment)) } ?? ""
            let menu = MenuPickerRow(label: label, chosen: chosen.map { options[$0].label }, showsLabel: environment.isListContent)
                .accessibilityLabel(title)
                .accessibilityValue(value)
            return resolveView(menu, in: environment)
        case .navigationLink:
            let title = ResolvedNode.plainText(resolveView(label, in: environment))
            let value = chosen.map { ResolvedNode.plainText(resolveView(options[$0].label, in: environment)) } ?? ""
            let row = NavigationPickerRow(label: label, chosen: chosen.map { options[$0].label })
                .accessibilityLabel(title)
                .accessibilityValue(value)
            return resolveView(row, in: environment)
        }
    }
}

nonisolated extension Picker {
    /// The older order: a picker with a label view given before its content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

nonisolated extension Picker where Label == Text {
    /// A picker with a text title.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a text title.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The menu style: one button that would open the menu of options. At the accessibility text
/// sizes the title sits above the chosen option, as iOS stacks form rows.
nonisolated struct MenuPickerRow<Label: View>: View, PrimitiveView {
    let label: Label
    let chosen: AnyView?
    let showsLabel: Bool
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let stacked = environment.dynamicTypeSize.isAccessibilitySize
        let button = Button(action: {}) {
            ControlRow(isStacked: stacked, spacing: PickerMetrics.labelSpacing) {
                if showsLabel { label }
            } control: {
                ChosenOption(option: chosen)
            }
            .frame(minWidth: ButtonMetrics.minimumHeight, minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        return resolveView(button, in: environment)
    }
}

/// The chosen option and the up/down chevron, in the tint.
nonisolated struct ChosenOption: View, PrimitiveView {
    let option: AnyView?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let view = HStack(spacing: PickerMetrics.chevronSpacing) {
            if let option { option.lineLimit(1) }
            Image(systemName: "chevron.up.chevron.down")
                .imageScale(.small)
                .accessibilityHidden(true)
        }
        .foregroundColor(environment.isEnabled ? environment.tint ?? .blue : DisabledMetrics.labelColor)
        .fixedSize()
        return resolveView(view, in: environment)
    }
}

nonisolated extension ResolvedNode {
    /// The strings of the texts in `nodes`, in order, joined with ", ": what VoiceOver would read.
    package static func plainText(_ nodes: [ResolvedNode]) -> String {
        var parts: [String] = []
        func visit(_ node: ResolvedNode) {
            if case .text(let text) = node { parts.append(text.string); return }
            if case .accessibility(let spec, _) = node, spec.isHidden { return }
            _ = node.mappingChildren { child in visit(child); return child }
        }
        nodes.forEach(visit)
        return parts.joined(separator: ", ")
    }
}

/// The picker's measurements, one constant each.
public nonisolated enum PickerMetrics {
    /// The least space between the title and the chosen option.
    public static let labelSpacing: CGFloat = 8
    /// Space between the chosen option and the chevron.
    public static let chevronSpacing: CGFloat = 4
    /// The inline picker's checkmark: semibold body, as iOS's list checkmark.
    public static let checkmarkFont = Font.body.weight(.semibold)
}

/// The navigation-link style: in a list, the label leading, the chosen option in the secondary
/// colour and the disclosure chevron trailing, as iOS draws a row that pushes the options; outside
/// a list, the label as a button, as a `NavigationLink` is drawn there.
nonisolated struct NavigationPickerRow<Label: View>: View, PrimitiveView {
    let label: Label
    let chosen: AnyView?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard environment.isListContent else { return resolveView(Button(action: {}) { label }, in: environment) }
        let row = NavigationLink(value: 0) {
            ControlRow(isStacked: environment.dynamicTypeSize.isAccessibilitySize, spacing: PickerMetrics.labelSpacing) {
                label
            } control: {
                if let chosen {
                    chosen.lineLimit(1).foregroundColor(environment.isEnabled ? Color.secondary : DisabledMetrics.labelColor)
                }
            }
        }
        return resolveView(row, in: environment)
    }
}
