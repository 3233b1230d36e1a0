import Foundation

/// A button style that makes the whole control, its interaction included, as SwiftUI's
/// `PrimitiveButtonStyle`: `makeBody` gets the label and a `trigger()` that runs the button's
/// action, and decides itself what a tap is (`configuration.label.onTapGesture { configuration.trigger() }`).
/// The button is read as a button; its tap targets are the ones the style's body makes.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's properties, as the style sees them.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The whole button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given.
public nonisolated struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The label.
    public let label: Label
    /// The button's role, if any.
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A primitive button style with its type erased.
package typealias AnyPrimitiveButtonStyle = AnyStyle<PrimitiveButtonStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct PrimitiveButtonStyleKey: EnvironmentKey {
        static var defaultValue: AnyPrimitiveButtonStyle? { nil }
    }

    /// The primitive style buttons inside are made by, if one is set nearer than any other style.
    package var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes buttons inside with `style`, a primitive style of your own.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { environment in
            environment.isPlainButtonStyle = false
            environment.buttonStyle = nil
            environment.primitiveButtonStyle = AnyPrimitiveButtonStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        }
    }
}
