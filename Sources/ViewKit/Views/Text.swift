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
        let colour = (color ?? environment.foregroundColor ?? .defaultLabel).resolve(in: environment.colorScheme)
        let text = ResolvedText(
            string: content, pointSize: font.pointSize(at: environment.dynamicTypeSize), weight: weight,
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
