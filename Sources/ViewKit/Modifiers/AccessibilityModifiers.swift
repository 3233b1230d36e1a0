nonisolated extension View {
    /// The label VoiceOver reads instead of the content's text.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let text = String(label)
        return accessibility { $0.label = text }
    }

    /// The label VoiceOver reads, from a `Text`.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.content)
    }

    /// The element's current value (a switch's "On"), read after its label.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let text = String(value)
        return accessibility { $0.value = text.isEmpty ? nil : text }
    }

    /// The element's current value, from a `Text`.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.content)
    }

    /// What happens on activation, read after the label.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let text = String(hint)
        return accessibility { $0.hint = text.isEmpty ? nil : text }
    }

    /// What happens on activation, from a `Text`.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityHint(hint.content)
    }

    /// Adds traits, such as `.isLink` or `.isHeader`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.addedTraits.formUnion(traits) }
    }

    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removedTraits.formUnion(traits) }
    }

    /// Marks this view as a heading, as SwiftUI's `accessibilityHeading(_:)`: VoiceOver's rotor
    /// moves between headings. The level is accepted; every level is read as a heading
    /// (`isHeader`), as VoiceOver on iOS does.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// Accepted: an identifier is for UI tests to find a view by; VoiceOver never reads it, so
    /// the accessibility text does not change.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Hides this view and everything inside from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes this view an element of its own, as SwiftUI's `accessibilityElement(children:)`:
    /// `.ignore` (the default) makes one element that has only the label, value, hint and traits
    /// set on it with the accessibility modifiers, the elements inside hidden; `.combine` makes one
    /// element whose label joins the labels inside; `.contain` keeps the elements inside separate,
    /// as a container, ordered among themselves by `accessibilitySortPriority(_:)`.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { spec in
            spec.combinesChildren = children == .combine
            spec.ignoresChildren = children == .ignore
            spec.isContainer = children == .contain
        }
    }

    /// Merges accessibility changes into the spec directly around the content, if there is one.
    func accessibility(_ change: @escaping (inout AccessibilitySpec) -> Void) -> some View {
        wrappingNodes { node, _ in
            if case .accessibility(var spec, let child) = node {
                change(&spec)
                return .accessibility(spec, child)
            }
            var spec = AccessibilitySpec()
            change(&spec)
            return .accessibility(spec, node)
        }
    }
}

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public nonisolated enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}
