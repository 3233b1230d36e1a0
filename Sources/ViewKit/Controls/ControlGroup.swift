import Foundation

/// Controls that belong together, as SwiftUI's `ControlGroup`: in a screen's content, its
/// controls side by side in equal shares of one rounded panel, a thin divider between each two,
/// each still its own button. With a `.menu` or `.compactMenu` style, drawn closed as a menu of
/// its label (a snapshot never opens it). The look is a guess where Apple does not publish it
/// (`ControlGroupMetrics`).
public nonisolated struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    let label: AnyView?
    /// Made by a style from its configuration: drawn in the standard look, never a style of your own.
    private var fromConfiguration = false

    /// A group of the controls the builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    init(content: Content, label: AnyView) {
        self.content = content
        self.label = label
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let custom = environment.controlGroupStyle {
            // The style's own body sees no style of yours; the parts it is given see it again.
            var inner = environment
            inner.controlGroupStyle = nil
            let configuration = ControlGroupStyleConfiguration(
                content: _StyledPart(content: AnyView(content), restyle: { $0.controlGroupStyle = custom }),
                label: _StyledPart(content: label ?? AnyView(EmptyView()), restyle: { $0.controlGroupStyle = custom }),
                hasLabel: label != nil)
            return custom.body(configuration, in: inner)
        }
        return resolveView(StandardControlGroup(content: content, label: label, style: environment.controlGroupStyleKind),
                           in: environment)
    }
}

nonisolated extension ControlGroup {
    /// The group a style is given, drawn in the standard look (inside `makeBody(configuration:)`).
    public init(_ configuration: ControlGroupStyleConfiguration) where Content == ControlGroupStyleConfiguration.Content {
        content = configuration.content
        label = configuration.hasLabel ? AnyView(configuration.label) : nil
        fromConfiguration = true
    }
}

/// A control group in the built-in drawing `style`: its controls in one panel, or its closed menu.
private nonisolated struct StandardControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    let style: ControlGroupStyleKind

    var body: some View {
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

/// How control groups below are drawn, as SwiftUI's `ControlGroupStyle`: a built-in style, or
/// your own with `makeBody(configuration:)`, inside which `ControlGroup(configuration)` draws the
/// standard look.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group's parts, as the style sees them.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The whole group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a control group style is given: the controls and the label (empty when the group has
/// none), type-erased. Control groups inside them are drawn in the style again.
public nonisolated struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view.
    public typealias Content = _StyledPart
    /// The group's label, as a view.
    public typealias Label = _StyledPart

    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
    /// Whether the group has a label of its own (a menu style draws a group without one grouped).
    let hasLabel: Bool
}

/// The drawings the built-in control group styles come to.
package nonisolated enum ControlGroupStyleKind: Sendable, Hashable {
    /// The controls side by side in one panel (`.automatic`, `.navigation`, `.palette`).
    case grouped
    /// A closed menu of the group's label (`.menu`, `.compactMenu`).
    case menu
}

/// A built-in control group style: one of the kit's drawings.
nonisolated protocol BuiltInControlGroupStyle: ControlGroupStyle {
    /// The kit's drawing of the style.
    var kind: ControlGroupStyleKind { get }
}

nonisolated extension BuiltInControlGroupStyle {
    /// The standard look in this style's drawing.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).environment(\.controlGroupStyleKind, kind)
    }
}

/// The style a control group takes where none is set: its controls in one panel.
public nonisolated struct AutomaticControlGroupStyle: BuiltInControlGroupStyle {
    /// The style.
    public init() {}
    var kind: ControlGroupStyleKind { .grouped }
}

/// Back and forward controls, drawn grouped.
public nonisolated struct NavigationControlGroupStyle: BuiltInControlGroupStyle {
    /// The style.
    public init() {}
    var kind: ControlGroupStyleKind { .grouped }
}

/// A row of controls in a menu, drawn grouped where it is not in one.
public nonisolated struct PaletteControlGroupStyle: BuiltInControlGroupStyle {
    /// The style.
    public init() {}
    var kind: ControlGroupStyleKind { .grouped }
}

/// A menu of the group's controls, drawn closed.
public nonisolated struct MenuControlGroupStyle: BuiltInControlGroupStyle {
    /// The style.
    public init() {}
    var kind: ControlGroupStyleKind { .menu }
}

/// A compact menu of the group's controls, drawn closed.
public nonisolated struct CompactMenuControlGroupStyle: BuiltInControlGroupStyle {
    /// The style.
    public init() {}
    var kind: ControlGroupStyleKind { .menu }
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

/// A control group style with its type erased.
package typealias AnyControlGroupStyle = AnyStyle<ControlGroupStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct CustomControlGroupStyleKey: EnvironmentKey {
        static var defaultValue: AnyControlGroupStyle? { nil }
    }

    /// The style of your own control groups inside are drawn with; nil for a built-in one.
    package var controlGroupStyle: AnyControlGroupStyle? {
        get { self[CustomControlGroupStyleKey.self] }
        set { self[CustomControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how control groups inside are drawn, as SwiftUI's `controlGroupStyle(_:)`: a
    /// built-in style, or one of your own.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInControlGroupStyle)?.kind
        let custom = kind != nil ? nil : AnyControlGroupStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        return transformingEnvironment { environment in
            environment.controlGroupStyle = custom
            if let kind { environment.controlGroupStyleKind = kind }
        }
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
