import Foundation

/// A stand-in for UIKit's `UIViewController`, so the controllers a
/// `UIViewControllerRepresentable` makes compile: its `view` is made by `loadView()` on first
/// use and `viewDidLoad()` runs then, as in UIKit. What is drawn for it is what is drawn for its
/// view (README, UIKit views). Presenting does nothing here.
@MainActor @preconcurrency
open class UIViewController {
    private var loadedView: UIView?
    /// The title.
    open var title: String?
    /// The controllers inside.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is inside.
    public private(set) weak var parent: UIViewController?

    /// A controller with no nib (there are none here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A controller from an archive: there are no archives here, so always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView() }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: a plain `UIView` unless overridden.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (not called here: nothing appears).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (not called here).
    open func viewDidAppear(_ animated: Bool) {}

    /// Adds `child` as a child controller.
    open func addChild(_ child: UIViewController) {
        child.parent = self
        children.append(child)
    }

    /// Takes this controller out of its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called when moved to `parent` (nothing to do here).
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `controller` (nothing is presented in a snapshot; `completion` runs).
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }

    /// Dismisses this controller (nothing to dismiss; `completion` runs).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// A stand-in for UIKit's share sheet controller, `UIActivityViewController`: keeps the items.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// Kinds of activity left out (kept).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs when the sheet ends (never here).
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    /// Never from an archive here.
    public required init?(coder: NSCoder) { return nil }
}

/// A stand-in for UIKit's `UIActivity` (a service in the share sheet), here for its types.
@MainActor @preconcurrency
open class UIActivity {
    /// A service.
    public init() {}

    /// A kind of activity, as UIKit's `UIActivity.ActivityType`.
    public nonisolated struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// The type with identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type with identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copy.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assign to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Save to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Open in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Mark up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
