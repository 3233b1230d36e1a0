/// What a campaign card records in the display list for audits: the spec's rules (one card per
/// screen, the 23- and 75-character content targets, the layout) need these facts.
public enum CampaignCardAnnotation {
    /// The component name in the annotation.
    public static let component = "CampaignCard"
    /// Property: the title as given.
    public static let title = "title"
    /// Property: the subtitle as given.
    public static let subtitle = "subtitle"
    /// Property: the image's asset name.
    public static let image = "image"
    /// Property: `stacked` or `sideBySide` (`CampaignCardArrangement`).
    public static let layout = "layout"
    /// Property: the accessibility hint, present only when one is set.
    public static let accessibilityHint = "accessibilityHint"

    /// The properties for one card.
    static func properties(image: String, title: String, subtitle: String, accessibilityHint: String?,
                           arrangement: CampaignCardArrangement) -> [String: String] {
        var properties = [
            self.title: title,
            self.subtitle: subtitle,
            self.image: image,
            layout: arrangement.rawValue,
        ]
        if let accessibilityHint, !accessibilityHint.isEmpty { properties[self.accessibilityHint] = accessibilityHint }
        return properties
    }
}
