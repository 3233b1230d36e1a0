/// What a profile card records in the display list for audits, so the spec's rules can be
/// checked: compact only for acting-for, a valid 10-digit NHS number, the two versions distinct.
public enum ProfileCardAnnotation {
    /// The component name in the annotation.
    public static let component = "ProfileCard"
    /// Property: `own` or `actingFor`.
    public static let variant = "variant"
    /// The value of `variant` for the user's own card.
    public static let ownVariant = "own"
    /// The value of `variant` for an acting-for card.
    public static let actingForVariant = "actingFor"
    /// Property: `regular` or `compact`.
    public static let size = "size"
    /// Property: the name shown.
    public static let name = "name"
    /// Property (own profile): the NHS number as the caller passed it.
    public static let nhsNumber = "nhsNumber"
    /// Property (own profile): the NHS number as shown.
    public static let nhsNumberShown = "nhsNumberShown"
    /// Property (own profile): `true` when the number has ten digits, else `false`.
    public static let nhsNumberIsValid = "nhsNumberIsValid"
    /// Property (own profile): `true` when the modulus-11 check digit matches; informational only.
    public static let nhsNumberCheckDigitIsValid = "nhsNumberCheckDigitIsValid"
    /// Property: the accessibility hint, present only when one is set.
    public static let accessibilityHint = "accessibilityHint"
    /// Property: the spec rules this card breaks, comma-separated (absent when none).
    public static let findings = "findings"

    /// Finding: a compact card for the user's own profile (compact is only for acting-for).
    public static let compactOwnProfileFinding = "compact-own-profile"
    /// Finding: the NHS number is not ten digits, so it is shown as given.
    public static let invalidNHSNumberFinding = "invalid-nhs-number"

    /// The properties of one card.
    static func properties(content: ProfileCard.Content, size: ProfileCard.Size,
                           accessibilityHint: String?) -> [String: String] {
        var properties = [self.size: size.rawValue]
        var findings: [String] = []
        switch content {
        case .own(let name, let number):
            properties[variant] = ownVariant
            properties[self.name] = name
            properties[nhsNumber] = number.raw
            properties[nhsNumberShown] = number.text
            properties[nhsNumberIsValid] = String(number.isValid)
            properties[nhsNumberCheckDigitIsValid] = String(number.hasValidCheckDigit)
            if size == .compact { findings.append(compactOwnProfileFinding) }
            if !number.isValid { findings.append(invalidNHSNumberFinding) }
        case .actingFor(let name):
            properties[variant] = actingForVariant
            properties[self.name] = name
        }
        if let accessibilityHint, !accessibilityHint.isEmpty { properties[self.accessibilityHint] = accessibilityHint }
        if !findings.isEmpty { properties[self.findings] = findings.joined(separator: ",") }
        return properties
    }
}
