import Foundation

/// How `ProgressView` is drawn, as SwiftUI's `ProgressViewStyle`: `.automatic` (a bar with a
/// value, the activity indicator without), `.linear`, `.circular`, or your own with
/// `makeBody(configuration:)` (inside it `ProgressView(configuration)` draws the standard look).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view's parts, as the style sees them.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The whole progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given: how much is done and the labels, type-erased.
public nonisolated struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public nonisolated struct Label: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The label of its current value, as a view.
    public nonisolated struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// How much is done, from 0 to 1; nil when not known (an activity indicator).
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// The built-in looks a progress view is drawn in.
nonisolated enum ProgressViewKind: Hashable, Sendable {
    /// A bar with a value, the activity indicator without.
    case automatic
    /// A bar (the activity indicator without a value: iOS has no bar that does not know).
    case linear
    /// The activity indicator, with or without a value, as on iOS.
    case circular
}

/// The platform's look: a bar with a value, the activity indicator without.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// The standard look.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
    /// A bar.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// The activity indicator, as SwiftUI's `CircularProgressViewStyle` draws on iOS (with or
/// without a value).
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
    /// The activity indicator.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's look.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ProgressViewStyleKey: EnvironmentKey {
        static var defaultValue: AnyProgressViewStyle? { nil }
    }

    private nonisolated struct ProgressViewKindKey: EnvironmentKey {
        static var defaultValue: ProgressViewKind { .automatic }
    }

    /// The style of your own progress views inside are drawn with; nil for a built-in one.
    package var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    /// The built-in look progress views inside are drawn in.
    var progressViewKind: ProgressViewKind {
        get { self[ProgressViewKindKey.self] }
        set { self[ProgressViewKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the progress views inside with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressViewKind? = switch style {
        case is DefaultProgressViewStyle: .automatic
        case is LinearProgressViewStyle: .linear
        case is CircularProgressViewStyle: .circular
        default: nil
        }
        let custom = kind == nil ? AnyProgressViewStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } }) : nil
        return transformingEnvironment { environment in
            environment.progressViewStyle = custom
            if let kind { environment.progressViewKind = kind }
        }
    }
}
