import Foundation
import ViewKit

/// A stand-in for SafariServices' `SFSafariViewController`, so a screen that shows a page in
/// Safari's controller compiles with `import SafariServices` removed: it keeps its address and
/// is drawn as a placeholder box named "SFSafariViewController" with that address (and a
/// `uikit-view-not-drawn` warning); nothing is loaded (README, UIKit views).
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// How the controller is set up, as SafariServices' `SFSafariViewController.Configuration`.
    @MainActor @preconcurrency
    open class Configuration {
        /// Whether the reader view opens by itself.
        open var entersReaderIfAvailable = false
        /// Whether the bars shrink as the page scrolls.
        open var barCollapsingEnabled = true
        /// A configuration.
        public init() {}
    }

    /// The close button's title, as SafariServices' `DismissButtonStyle`.
    public nonisolated enum DismissButtonStyle: Int, Hashable, Sendable {
        /// Done.
        case done
        /// Close.
        case close
        /// Cancel.
        case cancel
    }

    /// The address shown.
    public let url: URL
    /// The configuration.
    public let configuration: Configuration
    /// The bars' tint (kept).
    open var preferredBarTintColor: UIColor?
    /// The controls' tint (kept).
    open var preferredControlTintColor: UIColor?
    /// The close button's title (kept).
    open var dismissButtonStyle: DismissButtonStyle = .done
    /// Told when the user closes it (never here).
    open weak var delegate: (any SFSafariViewControllerDelegate)?

    /// A controller showing `url` set up as `configuration`.
    public init(url: URL, configuration: Configuration) {
        self.url = url
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller showing `url`.
    public convenience init(url: URL) { self.init(url: url, configuration: Configuration()) }

    /// Never from an archive here.
    public required init?(coder: NSCoder) { return nil }
}

extension SFSafariViewController: PlaceholderDescribing {
    package var placeholderDetail: String? { url.absoluteString }
}

/// Told when the user closes an `SFSafariViewController` (never called here).
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Nothing to do.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
