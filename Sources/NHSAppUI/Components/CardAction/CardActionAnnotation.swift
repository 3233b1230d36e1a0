/// What a card action records in the display list for audits: the spec forbids a `.reverse`
/// action inside a group or with `nhsCardStyle()`, and the content rules read its title and hint.
public enum CardActionAnnotation {
    /// The component name in the annotation.
    public static let component = "CardAction"
    /// Property: the title, for findings.
    public static let title = "title"
    /// Property: the style as the author wrote it (`CardActionStyle`'s raw value).
    public static let style = "style"
    /// Property: the style as drawn (a secondary group draws every action `.plain`).
    public static let drawnStyle = "drawnStyle"
    /// Property: `true` when the action sits in a `CardActionGroup`.
    public static let isInGroup = "isInGroup"
    /// Property: the enclosing group's style, or `none`.
    public static let groupStyle = "groupStyle"
    /// Property: `true` when an `nhsCardStyle()` card encloses the action.
    public static let isInsideNHSCard = "isInsideNHSCard"
    /// Property: `true` when the action has a subtitle.
    public static let hasSubtitle = "hasSubtitle"
    /// Property: `true` when the action has an accessibility hint.
    public static let hasHint = "hasHint"
}

/// What a card action group records for audits: its header is checked for sentence case.
public enum CardActionGroupAnnotation {
    /// The component name in the annotation.
    public static let component = "CardActionGroup"
    /// Property: the group's style.
    public static let style = "style"
    /// Property: the header text, or empty.
    public static let header = "header"
    /// Property: the footer text, or empty.
    public static let footer = "footer"
    /// Property: the header's text style and base size.
    public static let headerFont = "headerFont"
    /// Property: the number of actions in the group.
    public static let actionCount = "actionCount"
}

/// What a group header records for audits when no group annotation is around it.
public enum CardActionGroupHeaderAnnotation {
    /// The component name in the annotation.
    public static let component = "CardActionGroupHeader"
    /// Property: the header text.
    public static let text = "text"
    /// Property: `true` when `SentenceCase.looksLikeSentenceCase` accepts the text.
    public static let looksSentenceCase = "looksSentenceCase"
}

/// What `nhsCardStyle()` records for audits; the annotation's frame is the card's.
public enum NHSCardStyleAnnotation {
    /// The component name in the annotation.
    public static let component = "NHSCardStyle"
    /// Property: the border width in points.
    public static let borderWidth = "borderWidth"
}
