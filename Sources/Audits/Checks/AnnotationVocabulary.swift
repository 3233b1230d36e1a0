/// The component annotation names and property keys the spec rules read, in one place so they
/// can be aligned with the components (`componentAnnotation(_:_:)` in NHSAppUI). Boolean facts are
/// the strings `true` / `false`.
public enum AnnotationVocabulary {
    /// `UnknownSymbol`: left by the layout engine where a symbol name has no glyph
    /// (`SymbolTable.unknownAnnotation` and `unknownNameKey` there).
    public enum UnknownSymbolKeys {
        /// The annotation name.
        public static let component = "UnknownSymbol"
        /// The symbol's name as written.
        public static let name = "name"
    }

    /// `CampaignCard`: `title`, `subtitle`.
    public enum CampaignCardKeys {
        /// The annotation name.
        public static let component = "CampaignCard"
        /// The title as written.
        public static let title = "title"
        /// The subtitle as written.
        public static let subtitle = "subtitle"
    }

    /// `CardAction`: `title`, `style` (as written), `isInGroup`, `isInsideNHSCard`.
    public enum CardActionKeys {
        /// The annotation name.
        public static let component = "CardAction"
        /// The title, for findings.
        public static let title = "title"
        /// The style as the author wrote it: `primary`, `plain` or `reverse`.
        public static let style = "style"
        /// The value of `style` for a reverse action.
        public static let reverseStyle = "reverse"
        /// `true` when the action sits in a `CardActionGroup`.
        public static let isInGroup = "isInGroup"
        /// `true` when an `nhsCardStyle()` card encloses the action.
        public static let isInsideNHSCard = "isInsideNHSCard"
    }

    /// `CardActionGroup`: `header` (empty when none).
    public enum CardActionGroupKeys {
        /// The annotation name.
        public static let component = "CardActionGroup"
        /// The header text, or empty.
        public static let header = "header"
    }

    /// `CardActionGroupHeader`: `text`; used when a header has no group annotation around it.
    public enum CardActionGroupHeaderKeys {
        /// The annotation name.
        public static let component = "CardActionGroupHeader"
        /// The header text.
        public static let text = "text"
    }

    /// `NHSCardStyle`: left by `nhsCardStyle()`; its frame is the card's.
    public enum NHSCardStyleKeys {
        /// The annotation name.
        public static let component = "NHSCardStyle"
    }

    /// `ProfileCard`: `variant` (`own` / `actingFor`), `size` (`regular` / `compact`), `name`,
    /// `nhsNumberShown` (as drawn) and `nhsNumber` (as passed).
    public enum ProfileCardKeys {
        /// The annotation name.
        public static let component = "ProfileCard"
        /// Whose card it is: `own` or `actingFor`.
        public static let variant = "variant"
        /// The value of `variant` for an acting-for card.
        public static let actingForVariant = "actingFor"
        /// `regular` or `compact`.
        public static let size = "size"
        /// The value of `size` for a compact card.
        public static let compactSize = "compact"
        /// The person's name, for findings.
        public static let name = "name"
        /// The NHS number exactly as passed to the card (only on the own card).
        public static let nhsNumber = "nhsNumber"
        /// The NHS number as the card draws it; checked in preference to `nhsNumber`.
        public static let nhsNumberShown = "nhsNumberShown"
    }

    /// `MeaningfulGraphic`: marks a vector path or border that carries meaning, so its contrast is
    /// checked (3:1). Every path and border outside such a frame is treated as decorative.
    public enum MeaningfulGraphicKeys {
        /// The annotation name.
        public static let component = "MeaningfulGraphic"
        /// What the graphic means, for findings.
        public static let label = "label"
    }
}
