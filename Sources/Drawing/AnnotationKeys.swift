/// The annotations that are not any one component's, defined once here where both their producers
/// (the layout engine, a view marking a graphic) and the general audits can see them. A component
/// library defines its own beside its components (NHSAppUI's `CampaignCardAnnotation`, …).
extension ComponentAnnotation {
    /// Left by the layout engine where a symbol name has no glyph (a placeholder is drawn).
    public enum UnknownSymbol {
        /// The annotation name.
        public static let component = "UnknownSymbol"
        /// Property: the symbol's name as written.
        public static let name = "name"
    }

    /// Marks a vector path or border that carries meaning, so its contrast is checked (3:1). Every
    /// path and border outside such a frame is treated as decorative.
    public enum MeaningfulGraphic {
        /// The annotation name.
        public static let component = "MeaningfulGraphic"
        /// Property: what the graphic means, for findings.
        public static let label = "label"
    }
}
