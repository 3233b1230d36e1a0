import Foundation
import SharedValues

/// Traits that VoiceOver announces; declared once in `SharedValues` for the view kit and the display list.
public typealias AccessibilityTraits = SharedValues.AccessibilityTraits

extension AccessibilityTraits {
    /// Names in announcement order, for dumps: "Dimmed", "Button", "Link", "Heading", "Image",
    /// then the controls' "Selected", "Adjustable", "Text field".
    public var names: [String] {
        var result: [String] = []
        if contains(.isNotEnabled) { result.append("Dimmed") }
        if contains(.isLink) { result.append("Link") } else if contains(.isButton) { result.append("Button") }
        if contains(.isHeader) { result.append("Heading") }
        if contains(.isImage) { result.append("Image") }
        if contains(.isSelected) { result.append("Selected") }
        if contains(.isAdjustable) { result.append("Adjustable") }
        if contains(.isTextField) { result.append("Text field") }
        return result
    }
}

/// One element VoiceOver visits, in reading order.
public struct AccessibilityElement: Hashable, Sendable {
    /// What is read.
    public var label: String
    /// Read after a pause, when set.
    public var hint: String?
    /// Announced traits.
    public var traits: AccessibilityTraits
    /// Where it is on the page, in points.
    public var frame: CGRect
    /// The names of the actions VoiceOver offers on it (its actions rotor), in the order added.
    public var actions: [String]

    /// An element.
    public init(label: String, hint: String? = nil, traits: AccessibilityTraits = [], frame: CGRect,
                actions: [String] = []) {
        self.label = label
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.actions = actions
    }

    /// The line VoiceOver order dumps use: `Button. Title, Subtitle. Hint: …. Actions: ….`.
    public var spokenDescription: String {
        var parts: [String] = traits.names.map { $0 + "." }
        parts.append(label.hasSuffix(".") ? label : label + ".")
        if let hint, !hint.isEmpty { parts.append("Hint: " + (hint.hasSuffix(".") ? hint : hint + ".")) }
        if !actions.isEmpty { parts.append("Actions: " + actions.joined(separator: ", ") + ".") }
        return parts.joined(separator: " ")
    }
}

/// An area that responds to a tap.
public struct TapTarget: Hashable, Sendable {
    /// The hit area, in points.
    public var frame: CGRect
    /// The accessibility label of the control, for findings.
    public var label: String

    /// A tap target.
    public init(frame: CGRect, label: String) {
        self.frame = frame
        self.label = label
    }
}

/// A marker a component leaves in the display list so audits can check the spec's rules:
/// what it is and the facts the rules need (its style, its NHS number, whether it sits in a group…).
public struct ComponentAnnotation: Hashable, Sendable {
    /// The component's name, for example `CampaignCard`.
    public var component: String
    /// Facts for the rules, by name.
    public var properties: [String: String]
    /// The component's frame.
    public var frame: CGRect

    /// An annotation.
    public init(component: String, properties: [String: String] = [:], frame: CGRect) {
        self.component = component
        self.properties = properties
        self.frame = frame
    }
}
