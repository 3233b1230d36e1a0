import Foundation

/// A box grouping content under an optional label, as SwiftUI's `GroupBox` draws it on iOS: the
/// label in headline text over the content, padded, on a rounded secondary background (a box in a
/// box on the tertiary one). The measurements are guesses from screenshots (`GroupBoxMetrics`).
/// A `GroupBoxStyle` of your own (`groupBoxStyle(_:)`) draws it instead.
public nonisolated struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label?
    let content: Content
    /// Made by a style from its configuration: drawn in the standard look, never a style of your own.
    private var fromConfiguration = false

    /// A box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let custom = environment.groupBoxStyle {
            // The style's own body sees no style of yours (a group box inside it draws the
            // standard look); the label and content it is given see the style again.
            var inner = environment
            inner.groupBoxStyle = nil
            let configuration = GroupBoxStyleConfiguration(
                label: .init(content: label.map { AnyView($0) } ?? AnyView(EmptyView()), restyle: { $0.groupBoxStyle = custom }),
                content: .init(content: AnyView(content), restyle: { $0.groupBoxStyle = custom; $0.isInGroupBox = true }))
            return custom.body(configuration, in: inner)
        }
        let nested = environment.isInGroupBox
        var inner = environment
        inner.isInGroupBox = true
        let fill = nested ? GroupBoxMetrics.nestedBackground : GroupBoxMetrics.background
        let box = VStack(alignment: .leading, spacing: GroupBoxMetrics.labelSpacing) {
            if let label { label.font(.headline) }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous).fill(fill))
        return resolveView(box, in: inner)
    }
}

nonisolated extension GroupBox {
    /// The box a style is given, drawn in the standard look (inside `makeBody(configuration:)`).
    public init(_ configuration: GroupBoxStyleConfiguration)
    where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
        self.label = configuration.label
        self.content = configuration.content
        fromConfiguration = true
    }
}

nonisolated extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

nonisolated extension GroupBox where Label == Text {
    /// A box titled with a string literal's key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box titled with a string shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension GroupBox {
    /// A box with a label view given first (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

/// The group box's measurements and colours (guesses from iOS 17 screenshots; the colours are
/// UIKit's secondary and tertiary system backgrounds).
public nonisolated enum GroupBoxMetrics {
    /// Space around the label and content inside the box.
    public static let padding: CGFloat = 16
    /// Space between the label and the content.
    public static let labelSpacing: CGFloat = 8
    /// The box's corner radius (continuous corners).
    public static let cornerRadius: CGFloat = 8
    /// The box's fill.
    public static let background = Color(uiColor: .secondarySystemBackground)
    /// The fill of a box inside a box.
    public static let nestedBackground = Color(uiColor: .tertiarySystemBackground)
}

nonisolated extension EnvironmentValues {
    private nonisolated struct InGroupBoxKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether the views are inside a group box (a box inside takes the tertiary background).
    var isInGroupBox: Bool {
        get { self[InGroupBoxKey.self] }
        set { self[InGroupBoxKey.self] = newValue }
    }
}
