/// The text-input modifiers screen code sets on fields. They change the keyboard, autofill or
/// focus on a device; a snapshot shows no keyboard and no focus, so they are accepted and draw
/// nothing (README lists them).
nonisolated extension View {
    /// The keyboard a field inside shows. No look in a snapshot.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What a field inside holds, for autofill. No look in a snapshot.
    public func textContentType(_ type: UITextContentType?) -> some View { self }

    /// Turns autocorrection off for fields inside. No look in a snapshot.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// How fields inside capitalise what is typed. No look in a snapshot.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// The return key's label for fields inside. No look in a snapshot.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// What runs when a field inside is submitted. Never run: a snapshot types nothing.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Ties this view's focus to a Boolean focus state. A snapshot draws no focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties this view's focus to one value of a focus state. A snapshot draws no focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// The keyboards iOS offers, as UIKit's `UIKeyboardType`.
public nonisolated enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard.
    case `default`
    /// ASCII letters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For search terms.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// What a field holds, for autofill, as UIKit's `UITextContentType`.
public nonisolated struct UITextContentType: Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A postcode.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization`.
public nonisolated struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label, as SwiftUI's `SubmitLabel`.
public nonisolated struct SubmitLabel: Sendable, Hashable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits, as SwiftUI's `SubmitTriggers`.
public nonisolated struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// Bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field's return key.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// Which view has keyboard focus, as SwiftUI's `@FocusState`. A snapshot has no focus: the value
/// stays what it was set to and nothing draws it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let storage: StateStorage<Value>

    /// A Boolean focus state, initially false.
    public init() where Value == Bool {
        storage = StateStorage(value: false)
    }

    /// An optional focus state, initially nil.
    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(value: nil)
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The binding `.focused` takes, for `$isFocused`.
    public var projectedValue: Binding { Binding(storage: storage) }

    /// A focus state's binding, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        fileprivate let storage: StateStorage<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

nonisolated extension FocusState: @unchecked Sendable {}
