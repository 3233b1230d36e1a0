extension ComponentAnnotation {
    /// Left by the view kit around a `Material` drawn flat as its tint (no backdrop blur); the
    /// audits report it as `material-approximated`. ViewKit's `MaterialAnnotation` spells the same keys.
    public enum ApproximatedMaterial {
        /// The annotation name.
        public static let component = "Material"
        /// Property: the material's name (`ultraThin`, `regular`, `bar`, …).
        public static let name = "name"
    }
}
