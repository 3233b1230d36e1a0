import Foundation

/// Controls that belong together, as SwiftUI's `ControlGroup`: in a screen's content, its
/// controls side by side in equal shares of one rounded panel, a thin divider between each two,
/// each still its own button. With a `.menu` or `.compactMenu` style, drawn closed as a menu of
/// its label (a snapshot never opens it). The look is a guess where Apple does not publish it
/// (`ControlGroupMetrics`).
public nonisolated struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    @Environment(\.controlGroupStyleKind) private var style

    /// A group of the controls the builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    init(content: Content, label: AnyView) {
        self.content = content
        self.label = label
    }

    /// The group, or its closed menu.
    public var body: some View {
        if style == .menu, let label {
            Menu { content } label: { label }
        } else {
            // One line each, as a segment's: set on the content, where the controls are made.
            Group(subviews: content.lineLimit(1)) { controls in
                HStack(spacing: 0) {
                    ForEach(controls) { control in
                        if control.id != controls.first?.id {
                            Rectangle()
                                .fill(ControlGroupMetrics.dividerColor)
                                .frame(width: ControlGroupMetrics.dividerWidth, height: ControlGroupMetrics.dividerHeight)
                        }
                        control
                            .padding(.horizontal, ControlGroupMetrics.controlPadding)
                            .frame(maxWidth: .infinity, minHeight: ControlGroupMetrics.height)
                            // The whole share is the control's target, as a segment's is.
                            .expandingTapTarget()
                    }
                }
                .background(RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius).fill(ControlGroupMetrics.fill))
            }
        }
    }
}

/// A control group's controls with the label its menu styles show, as SwiftUI's
/// `LabeledControlGroupContent`: drawn as the controls.
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls.
    public var body: some View { content }
}

nonisolated extension ControlGroup {
    /// A group with a label, shown when a menu style draws it as a menu.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.init(content: LabeledControlGroupContent(content: content(), label: label), label: AnyView(label))
    }

    /// A group titled by a localized key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled by a string, shown as given.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group titled by a localized key with a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

/// How control groups below are drawn, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle: Sendable {
    /// The kit's drawing of the style.
    var kind: ControlGroupStyleKind { get }
}

/// The drawings the control group styles come to.
public nonisolated enum ControlGroupStyleKind: Sendable, Hashable {
    /// The controls side by side in one panel (`.automatic`, `.navigation`, `.palette`).
    case grouped
    /// A closed menu of the group's label (`.menu`, `.compactMenu`).
    case menu
}

/// The style a control group takes where none is set: its controls in one panel.
public nonisolated struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var kind: ControlGroupStyleKind { .grouped }
}

/// Back and forward controls, drawn grouped.
public nonisolated struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var kind: ControlGroupStyleKind { .grouped }
}

/// A row of controls in a menu, drawn grouped where it is not in one.
public nonisolated struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// Grouped.
    public var kind: ControlGroupStyleKind { .grouped }
}

/// A menu of the group's controls, drawn closed.
public nonisolated struct MenuControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// A closed menu.
    public var kind: ControlGroupStyleKind { .menu }
}

/// A compact menu of the group's controls, drawn closed.
public nonisolated struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// A closed menu.
    public var kind: ControlGroupStyleKind { .menu }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default: the controls in one panel.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Back and forward controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row of controls.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ControlGroupStyleKey: EnvironmentKey {
        static var defaultValue: ControlGroupStyleKind { .grouped }
    }

    /// The style control groups below draw in.
    package var controlGroupStyleKind: ControlGroupStyleKind {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how control groups inside are drawn, as SwiftUI's `controlGroupStyle(_:)`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyleKind, style.kind)
    }
}

/// A control group's measurements and colours: guesses at iOS's (Apple does not publish them),
/// one constant each.
public nonisolated enum ControlGroupMetrics {
    /// The panel's least height, a tap target's.
    public static let height: CGFloat = 44
    /// The panel's corner radius.
    public static let cornerRadius: CGFloat = 10
    /// Space either side of each control.
    public static let controlPadding: CGFloat = 8
    /// The panel: iOS's tertiary system fill, as a bordered button's.
    public static let fill = SegmentedMetrics.trackColor
    /// The dividers' width.
    public static let dividerWidth: CGFloat = 1
    /// The dividers' height.
    public static let dividerHeight: CGFloat = 20
    /// The dividers: iOS's separator.
    public static let dividerColor = SegmentedMetrics.dividerColor
}
