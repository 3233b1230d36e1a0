import Foundation

/// `TextField(_:value:format:prompt:)`: a field that shows a value through a format style, as
/// SwiftUI's. The value is shown formatted in the fixed locale (`TextFormatting`: en_GB), so
/// `.number` gives `1,250` and `.currency(code: "GBP")` `£12.50`; a `nil` value shows the prompt
/// (else the title) as the placeholder. A write to the field's text is parsed back with the
/// format; text that does not parse leaves the value as it was.
nonisolated extension TextField {
    /// A field showing `value` through `format`, with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field showing an optional `value` through `format` (empty when `nil`), with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }
}

nonisolated extension TextField where Label == Text {
    /// A field showing `value` through `format`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field showing `value` through `format`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field showing an optional `value` through `format` (the placeholder when `nil`).
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field showing an optional `value` through `format` (the placeholder when `nil`).
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), text: FormattedValue.text(value, format), prompt: prompt, axis: .horizontal)
    }
}

/// A value's binding seen as the text a field shows.
nonisolated enum FormattedValue {
    /// The value formatted in the fixed locale; a write parses the text back, keeping the value when it does not parse.
    static func text<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
        where F.FormatOutput == String {
        Binding(get: { TextFormatting.format(value.wrappedValue, format) },
                set: { text in
                    if let parsed = try? format.locale(TextFormatting.locale).parseStrategy.parse(text) { value.wrappedValue = parsed }
                })
    }

    /// An optional value formatted, or empty when `nil`; writing empty text makes it `nil`.
    static func text<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
        where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map { TextFormatting.format($0, format) } ?? "" },
                set: { text in
                    if text.isEmpty {
                        value.wrappedValue = nil
                    } else if let parsed = try? format.locale(TextFormatting.locale).parseStrategy.parse(text) {
                        value.wrappedValue = parsed
                    }
                })
    }
}
