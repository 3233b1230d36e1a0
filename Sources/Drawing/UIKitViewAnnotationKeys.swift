extension ComponentAnnotation {
    /// Left by the view kit around a UIKit view a representable made that the kit cannot draw (a
    /// web view, a map, a view of your own): a placeholder box stands in; the audits report it as
    /// `uikit-view-not-drawn`. ViewKit's `UIKitViewAnnotation` spells the same keys.
    public enum UndrawnUIKitView {
        /// The annotation name.
        public static let component = "UIKitView"
        /// Property: the UIKit class's name.
        public static let name = "name"
        /// Property: the representable's type.
        public static let owner = "owner"
    }
}
