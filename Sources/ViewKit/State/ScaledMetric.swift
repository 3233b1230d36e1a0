import Foundation

/// A length that grows with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value given is for
/// the default size (Large) and scales by the same table as the text style it is relative to.
///
/// `@ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 32` is 32 at Large and
/// 32 × 58 / 28 at AX5. Read inside `body`, where the kit sets the environment.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// `baseValue` at Large, scaled like `relativeTo`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// `baseValue` at Large, scaled like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let size = EnvironmentValues.current.dynamicTypeSize
        let ratio = DynamicTypeScale.pointSize(textStyle, at: size) / DynamicTypeScale.pointSize(textStyle, at: .large)
        return baseValue * Value(ratio)
    }
}
