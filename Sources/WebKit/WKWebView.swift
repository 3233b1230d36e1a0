import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ViewKit

/// A stand-in for WebKit's `WKWebView`, so a screen that wraps a web view compiles with `import
/// WebKit` removed: it keeps what it was asked to load and never loads it (there is no web engine
/// here, and a snapshot must not depend on the network). It is drawn as a placeholder box named
/// "WKWebView" with the address it was given, and the audits report `uikit-view-not-drawn`
/// (README, UIKit views).
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// Told of navigations (never called here: nothing navigates).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Told of the page's UI requests (never called here).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The address last asked for.
    public private(set) var url: URL?
    /// The HTML last given to `loadHTMLString(_:baseURL:)`.
    public private(set) var htmlString: String?
    /// The page's title (never known here).
    open var title: String? { nil }
    /// Whether a page is loading (never here).
    open var isLoading: Bool { false }
    /// How much is loaded, 0…1 (nothing is loaded here).
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }
    /// Whether swipes go back and forward (kept).
    open var allowsBackForwardNavigationGestures = false
    /// Whether the page is opaque (kept).
    open var isOpaque = true
    /// Whether the view can be inspected (kept).
    open var isInspectable = false
    /// A user agent to send instead of the default (kept).
    open var customUserAgent: String?
    /// The scroll view the page is in.
    public let scrollView = UIScrollView()

    /// A web view of `frame` with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view of `frame` with the default configuration.
    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }

    /// Never from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// Keeps `request`'s address; nothing is loaded.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Keeps `string`; nothing is loaded.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        htmlString = string
        url = baseURL
        return WKNavigation()
    }

    /// Keeps `url`; nothing is loaded.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }

    /// Reloads (nothing here).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Goes back (nothing here).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (nothing here).
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Stops loading (nothing here).
    open func stopLoading() {}

    /// Runs `javaScriptString` in the page: there is no page, so the completion is told of an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }
}

extension WKWebView: PlaceholderDescribing {
    package var placeholderDetail: String? { url?.absoluteString ?? (htmlString == nil ? nil : "HTML") }
}

/// What a web view is made with, as WebKit's `WKWebViewConfiguration` (kept, not used).
@MainActor @preconcurrency
open class WKWebViewConfiguration {
    /// Whether media plays in the page rather than full screen.
    open var allowsInlineMediaPlayback = false
    /// Which media need a tap to play.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Where the page's scripts may post messages.
    open var userContentController = WKUserContentController()
    /// The page's preferences.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies and caches are kept.
    open var websiteDataStore = WKWebsiteDataStore.default()

    /// The default configuration.
    public init() {}
}

/// Kinds of media, as WebKit's `WKAudiovisualMediaTypes`.
public nonisolated struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The types of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    /// Every kind.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// Script messages and user scripts of a page, as WebKit's `WKUserContentController` (kept).
@MainActor @preconcurrency
open class WKUserContentController {
    /// A controller.
    public init() {}
    /// Adds a handler for messages called `name` (never called here).
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    /// Removes the handler for `name`.
    open func removeScriptMessageHandler(forName name: String) {}
}

/// A page's preferences, as WebKit's `WKWebpagePreferences` (kept).
@MainActor @preconcurrency
open class WKWebpagePreferences {
    /// Whether the page's JavaScript runs.
    open var allowsContentJavaScript = true
    /// Preferences.
    public init() {}
}

/// Where a web view keeps cookies and caches, as WebKit's `WKWebsiteDataStore`.
@MainActor @preconcurrency
open class WKWebsiteDataStore {
    init() {}
    /// The store kept between launches.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    /// A store kept in memory only.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

/// One navigation, as WebKit's `WKNavigation`.
@MainActor @preconcurrency
open class WKNavigation {
    init() {}
}

/// A web view's error, as WebKit's `WKError`.
public nonisolated struct WKError: Error, Hashable, Sendable {
    /// The kinds of error.
    public nonisolated enum Code: Int, Hashable, Sendable {
        /// Something unknown went wrong.
        case unknown = 1
        /// The page's script threw.
        case javaScriptExceptionOccurred = 4
    }
    /// The kind.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}
