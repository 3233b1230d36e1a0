extension ComponentAnnotation {
    /// Left by MapKit's `Map` here: no map tiles are drawn (plain land stands in; markers are
    /// placed by their coordinates); the audits report it as `map-not-drawn`. MapKit's
    /// `MapAnnotationKeys` spells the same name.
    public enum UndrawnMap {
        /// The annotation name.
        public static let component = "Map"
    }
}
