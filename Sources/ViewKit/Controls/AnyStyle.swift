/// A style of your own with its type erased, for the environment: `makeBody(configuration:)`
/// evaluated as a body is, where its control stands (its `@Environment` properties read there).
/// One type serves every control's styles (`AnyButtonStyle`, `AnyToggleStyle`...).
package nonisolated struct AnyStyle<Configuration>: @unchecked Sendable {
    private let makeNodes: (Configuration, EnvironmentValues) -> [ResolvedNode]

    /// `style`, whose body for a configuration is `makeBody`.
    init<Body: View>(_ style: Any, makeBody: @escaping (Configuration) -> Body) {
        makeNodes = { configuration, environment in
            resolveView(EnvironmentValues.evaluate(style, in: environment) { makeBody(configuration) }, in: environment)
        }
    }

    /// The control drawn by the style in `environment`.
    func body(_ configuration: Configuration, in environment: EnvironmentValues) -> [ResolvedNode] {
        makeNodes(configuration, environment)
    }
}

/// A button style with its type erased.
package typealias AnyButtonStyle = AnyStyle<ButtonStyleConfiguration>
/// A form style with its type erased.
package typealias AnyFormStyle = AnyStyle<FormStyleConfiguration>
/// A labeled-content style with its type erased.
package typealias AnyLabeledContentStyle = AnyStyle<LabeledContentStyleConfiguration>
/// A progress view style with its type erased.
package typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>
/// A toggle style with its type erased.
package typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>
/// A label style with its type erased.
package typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>
