import Foundation

/// An editable line of text, as SwiftUI's `TextField`, drawn as iOS draws it unfocused: the value
/// in the label colour, or, when the value is empty, the prompt (else the title) in iOS's
/// placeholder colour, on the border `.textFieldStyle(_:)` sets. It takes the width it is offered
/// and a 44 pt tall target; VoiceOver reads one text field with the title and the value.
public nonisolated struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis

    /// A field with a label view (read by VoiceOver, and shown as the placeholder when there is no
    /// prompt) and an optional prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field with a label view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: axis)
    }

    init(label: Label, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.axis = axis
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let value = text.wrappedValue
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let field = TextFieldBody(value: value, placeholder: prompt ?? Text(verbatim: title), isMultiline: axis == .vertical)
        return resolveView(field.accessible(title: title, value: value), in: environment)
    }
}

nonisolated extension TextField where Label == Text {
    /// A field whose title is also its placeholder.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: .horizontal)
    }

    /// A field whose title is also its placeholder.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text, prompt: nil, axis: .horizontal)
    }

    /// A field with a title (read by VoiceOver) and a prompt (shown while it is empty).
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field with a title (read by VoiceOver) and a prompt (shown while it is empty).
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field that grows along `axis`: `.vertical` wraps the value onto more lines.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: axis)
    }

    /// A field that grows along `axis`: `.vertical` wraps the value onto more lines.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), text: text, prompt: nil, axis: axis)
    }

    /// A field with a prompt that grows along `axis`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    /// A field with a prompt that grows along `axis`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(title), text: text, prompt: prompt, axis: axis)
    }
}

/// A field whose value is hidden, as SwiftUI's `SecureField`: one dot per character, or the
/// placeholder when empty; VoiceOver reads the title and how many characters it holds.
public nonisolated struct SecureField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: Text?

    /// A secure field with a label view and an optional prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt)
    }

    init(label: Label, text: Binding<String>, prompt: Text?) {
        self.label = label
        self.text = text
        self.prompt = prompt
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let count = text.wrappedValue.count
        let dots = String(repeating: TextFieldMetrics.secureDot, count: count)
        let field = TextFieldBody(value: dots, placeholder: prompt ?? Text(verbatim: title), isMultiline: false)
        let value = count == 0 ? "" : count == 1 ? "1 character" : "\(count) characters"
        return resolveView(field.accessible(title: title, value: value), in: environment)
    }
}

nonisolated extension SecureField where Label == Text {
    /// A secure field whose title is also its placeholder.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text, prompt: nil)
    }

    /// A secure field whose title is also its placeholder.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text, prompt: nil)
    }

    /// A secure field with a title and a prompt.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text, prompt: prompt)
    }

    /// A secure field with a title and a prompt.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text, prompt: prompt)
    }
}

/// What both fields draw: the value or placeholder, in the style the environment sets.
nonisolated struct TextFieldBody: View, PrimitiveView {
    let value: String
    let placeholder: Text
    let isMultiline: Bool
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let shown = value.isEmpty ? placeholder.foregroundColor(TextFieldMetrics.placeholderColor)
            : Text(verbatim: value).foregroundColor(environment.isEnabled ? nil : DisabledMetrics.labelColor)
        let line = shown
            .lineLimit(isMultiline ? nil : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        switch environment.textFieldStyleKind {
        case .plain:
            return resolveView(line, in: environment)
        case .roundedBorder:
            let shape = RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius)
            let bordered = line
                .padding(.horizontal, TextFieldMetrics.horizontalPadding)
                .padding(.vertical, TextFieldMetrics.verticalPadding)
                .background(shape.fill(TextFieldMetrics.roundedBackground))
                .overlay(shape.strokeBorder(TextFieldMetrics.borderColor, lineWidth: TextFieldMetrics.borderWidth))
            return resolveView(bordered, in: environment)
        }
    }

    /// The field as one VoiceOver text field and one 44 pt target.
    func accessible(title: String, value: String) -> some View {
        Button(action: {}) { frame(minHeight: ButtonMetrics.minimumHeight) }
            .buttonStyle(.plain)
            .accessibilityLabel(title)
            .accessibilityValue(value)
            .accessibilityAddTraits(.isTextField)
            .accessibilityRemoveTraits(.isButton)
    }
}

/// The text fields' measurements and colours (iOS 17), one constant each.
public nonisolated enum TextFieldMetrics {
    /// The rounded border's corner radius.
    public static let cornerRadius: CGFloat = 5
    /// Space between the rounded border and the text, either side.
    public static let horizontalPadding: CGFloat = 7
    /// Space between the rounded border and the text, above and below (34 pt tall at Large).
    public static let verticalPadding: CGFloat = 6
    /// The rounded border's thickness.
    public static let borderWidth: CGFloat = 1
    /// The rounded border: iOS's opaque separator.
    public static let borderColor = Color(hex: 0xc6c6c8, darkHex: 0x38383a)
    /// Inside the rounded border: the system background.
    public static let roundedBackground = Color(hex: 0xffffff, darkHex: 0x1c1c1e)
    /// The placeholder: iOS's placeholder text colour.
    public static let placeholderColor = Color(light: .init(hex: 0x3c3c43, opacity: 0.3), dark: .init(hex: 0xebebf5, opacity: 0.3))
    /// What a secure field shows for each character.
    public static let secureDot = "\u{2022}"
}
