import Foundation

/// A title with an icon, as SwiftUI's `Label`: `Label("Appointments", systemImage: "calendar")`.
/// Drawn icon then title, 8 points apart and centred on each other; VoiceOver reads the title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label from title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
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

extension Label where Title == Text, Icon == Image {
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
public enum LabelMetrics {
    /// Space between icon and title.
    public static let spacing: CGFloat = 8
}

/// Which parts of a label show, as SwiftUI's `LabelStyle`: `.titleAndIcon`, `.titleOnly`,
/// `.iconOnly` or `.automatic` (title and icon).
public struct LabelStyleKind: Sendable, Hashable {
    let rawValue: Int
    /// Icon and title.
    public static let titleAndIcon = LabelStyleKind(rawValue: 0)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(rawValue: 1)
    /// The icon alone (VoiceOver still reads the title, from the icon's label when set).
    public static let iconOnly = LabelStyleKind(rawValue: 2)
}

/// A label style, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {
    /// The parts it shows.
    var kind: LabelStyleKind { get }
}

/// Icon and title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Icon and title.
    public var kind: LabelStyleKind { .titleAndIcon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public var kind: LabelStyleKind { .titleOnly }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public var kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    /// The default: icon and title.
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
    private struct LabelStyleKey: EnvironmentKey {
        static var defaultValue: LabelStyleKind { .titleAndIcon }
    }

    /// Which parts labels inside show.
    public var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows labels inside in `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleKind, style.kind)
    }
}
