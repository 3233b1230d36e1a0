/// How text fields are drawn, as SwiftUI's `TextFieldStyle`: `.automatic`, `.plain` or
/// `.roundedBorder`, set with `.textFieldStyle(_:)`.
public protocol TextFieldStyle: Sendable {
    /// The kit's drawing of the style.
    var kind: TextFieldStyleKind { get }
}

/// The drawings the text field styles come to.
public nonisolated enum TextFieldStyleKind: Sendable, Hashable {
    /// The text alone.
    case plain
    /// The text in a rounded, bordered box.
    case roundedBorder
}

/// The platform's choice: on iOS, the text alone.
public nonisolated struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Drawn plain.
    public var kind: TextFieldStyleKind { .plain }
}

/// The text alone.
public nonisolated struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Drawn plain.
    public var kind: TextFieldStyleKind { .plain }
}

/// The text in a rounded, bordered box.
public nonisolated struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Drawn with a rounded border.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's choice.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded, bordered box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct TextFieldStyleKey: EnvironmentKey {
        static var defaultValue: TextFieldStyleKind { .plain }
    }

    /// The style text fields below draw in.
    package var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws text fields inside in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style.kind)
    }
}
