import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ViewKit

/// Told of a web view's navigations, as WebKit's `WKNavigationDelegate`: every method is
/// optional, and none is called here (nothing navigates). The types its methods take are here
/// so a coordinator written for WebKit compiles.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    /// Whether to follow `navigationAction`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    /// Whether to show `navigationResponse`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void)
    /// A navigation started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation failed before the page began to arrive.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The page began to arrive.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page finished loading.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A navigation failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    /// Follows every navigation.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    /// Shows every response.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing to do.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// Told of a page's requests for windows and panels, as WebKit's `WKUIDelegate` (never called here).
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {
    /// A web view for a page that opens a new window; nil to open none.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
}

extension WKUIDelegate {
    /// Opens no window.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
}

/// Receives messages a page's scripts post, as WebKit's `WKScriptMessageHandler` (never called here).
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    /// `message` arrived.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message from a page's script, as WebKit's `WKScriptMessage`.
@MainActor @preconcurrency
open class WKScriptMessage {
    /// The handler's name.
    open var name: String { "" }
    /// The message.
    open var body: Any { () }
    init() {}
}

/// What a navigation asks for, as WebKit's `WKNavigationAction`.
@MainActor @preconcurrency
open class WKNavigationAction {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// What started it.
    open var navigationType: WKNavigationType { .other }
    /// The frame it is for; nil for a new window.
    open var targetFrame: WKFrameInfo? { nil }
    /// The frame it came from.
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    init() {}
}

/// A frame of a page, as WebKit's `WKFrameInfo`.
@MainActor @preconcurrency
open class WKFrameInfo {
    /// Whether it is the page's main frame.
    open var isMainFrame: Bool { true }
    init() {}
}

/// What a page asks of a new window, as WebKit's `WKWindowFeatures`.
@MainActor @preconcurrency
open class WKWindowFeatures {
    init() {}
}

/// A response to a navigation, as WebKit's `WKNavigationResponse`.
@MainActor @preconcurrency
open class WKNavigationResponse {
    /// The response.
    open var response: URLResponse {
        URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
    /// Whether it is for the main frame.
    open var isForMainFrame: Bool { true }
    /// Whether the web view can show it.
    open var canShowMIMEType: Bool { true }
    init() {}
}

/// What started a navigation, as WebKit's `WKNavigationType`.
public nonisolated enum WKNavigationType: Int, Hashable, Sendable {
    /// A link was followed.
    case linkActivated
    /// A form was sent.
    case formSubmitted
    /// Back or forward.
    case backForward
    /// A reload.
    case reload
    /// A form was sent again.
    case formResubmitted
    /// Anything else.
    case other = -1
}

/// Whether to follow a navigation, as WebKit's `WKNavigationActionPolicy`.
public nonisolated enum WKNavigationActionPolicy: Int, Hashable, Sendable {
    /// Do not follow it.
    case cancel
    /// Follow it.
    case allow
    /// Download it.
    case download
}

/// Whether to show a response, as WebKit's `WKNavigationResponsePolicy`.
public nonisolated enum WKNavigationResponsePolicy: Int, Hashable, Sendable {
    /// Do not show it.
    case cancel
    /// Show it.
    case allow
    /// Download it.
    case download
}
