import Foundation

/// A title with an icon, as SwiftUI's `Label`: `Label("Appointments", systemImage: "calendar")`.
/// Drawn icon then title, 8 points apart and centred on each other; VoiceOver reads the title.
public nonisolated struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    /// Made by a style from its configuration: drawn in a built-in style, never a style of your own.
    private var fromConfiguration = false

    /// A label from title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label a style is given, drawn in the built-in style around it (never a style of your
    /// own: inside `makeBody(configuration:)` this draws icon and title).
    public init(_ configuration: LabelStyleConfiguration)
    where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        fromConfiguration = true
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let custom = environment.labelStyle {
            var inner = environment
            inner.labelStyle = nil
            let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
            return custom.body(configuration, in: inner)
        }
        let style = environment.labelStyleKind
        if style == .emptyState {
            var inner = environment
            inner.labelStyleKind = .titleAndIcon
            let stacked = VStack(spacing: ContentUnavailableMetrics.iconSpacing) {
                icon.font(Font(textStyle: .largeTitle, baseSize: ContentUnavailableMetrics.iconSize))
                    .foregroundStyle(Color.secondary)
                    .accessibilityHidden(true)
                title
            }
            return resolveView(stacked, in: inner)
        }
        let view = HStack(spacing: LabelMetrics.spacing) {
            if style != .titleOnly { icon.accessibilityHidden(style == .titleAndIcon) }
            if style != .iconOnly { title }
        }
        return resolveView(view, in: environment)
    }
}

nonisolated extension Label where Title == Text, Icon == Image {
    /// A text title with a system symbol.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A text title with a system symbol.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A text title with a named image.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A text title with a named image.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The label's measurements.
public nonisolated enum LabelMetrics {
    /// Space between icon and title.
    public static let spacing: CGFloat = 8
}

/// Which parts of a label show, as SwiftUI's `LabelStyle`: `.titleAndIcon`, `.titleOnly`,
/// `.iconOnly` or `.automatic` (title and icon).
public nonisolated struct LabelStyleKind: Sendable, Hashable {
    let rawValue: Int
    /// Icon and title.
    public static let titleAndIcon = LabelStyleKind(rawValue: 0)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(rawValue: 1)
    /// The icon alone (VoiceOver still reads the title, from the icon's label when set).
    public static let iconOnly = LabelStyleKind(rawValue: 2)
}

/// How a label is drawn, as SwiftUI's `LabelStyle`: `.titleAndIcon` (`.automatic`),
/// `.titleOnly`, `.iconOnly`, or your own with `makeBody(configuration:)` (inside it
/// `Label(configuration)` draws icon and title).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's parts, as the style sees them.
    typealias Configuration = LabelStyleConfiguration
    /// The whole label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the title and the icon, type-erased.
public nonisolated struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public nonisolated struct Title: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The label's icon, as a view.
    public nonisolated struct Icon: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

/// Icon and title.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Icon and title.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The title alone.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// The icon alone.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    /// The default: icon and title.
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct LabelStyleKey: EnvironmentKey {
        static var defaultValue: LabelStyleKind { .titleAndIcon }
    }

    private nonisolated struct CustomLabelStyleKey: EnvironmentKey {
        static var defaultValue: AnyLabelStyle? { nil }
    }

    /// Which parts labels inside show.
    public var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// The style of your own labels inside are drawn with; nil for a built-in one.
    package var labelStyle: AnyLabelStyle? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows labels inside in `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind? = switch style {
        case is TitleAndIconLabelStyle: .titleAndIcon
        case is TitleOnlyLabelStyle: .titleOnly
        case is IconOnlyLabelStyle: .iconOnly
        default: nil
        }
        let custom = kind == nil ? AnyLabelStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } }) : nil
        return transformingEnvironment { environment in
            environment.labelStyle = custom
            if let kind { environment.labelStyleKind = kind }
        }
    }
}
