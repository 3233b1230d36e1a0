import Foundation

/// A run of text, wrapped to the width it is offered and never truncated unless a line limit is set.
public struct Text: View, PrimitiveView, Equatable {
    /// The characters shown.
    public let content: String
    var font: Font?
    var isBold = false
    var color: Color?

    /// Text from a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text shown exactly as given.
    public init(verbatim content: String) { self.content = content }

    /// A primitive.
    public typealias Body = Never

    /// This text in another font.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.isBold = isActive
        return copy
    }

    /// This text in another colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let font = self.font ?? environment.font ?? .body
        let bold = isBold || environment.isBold
        let weight = bold ? max(font.weight, .bold) : font.weight
        let colour = environment.resolve(color ?? environment.foregroundColor ?? .defaultLabel)
        let text = ResolvedText(
            string: Text.applying(environment.textCase, to: content), pointSize: font.pointSize(at: environment.dynamicTypeSize), weight: weight,
            family: font.family, lineHeightMultiple: font.lineHeightMultiple, color: colour,
            alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit,
            direction: environment.layoutDirection)
        return [.text(text)]
    }
}

extension Color {
    /// The label colour when nothing sets one: near black, white in dark mode.
    public static let defaultLabel = Color(hex: 0x000000, darkHex: 0xffffff)
}

extension Text {
    /// Upper or lower case for display, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// `string` in `textCase`, with a fixed (POSIX) locale so snapshots do not depend on the machine.
    static func applying(_ textCase: Case?, to string: String) -> String {
        switch textCase {
        case .uppercase?: return string.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case .lowercase?: return string.lowercased(with: Locale(identifier: "en_US_POSIX"))
        case nil: return string
        }
    }
}

extension EnvironmentValues {
    private struct TextCaseKey: EnvironmentKey {
        static var defaultValue: Text.Case? { nil }
    }

    /// The case texts below are shown in; nil shows them as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the texts inside in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
