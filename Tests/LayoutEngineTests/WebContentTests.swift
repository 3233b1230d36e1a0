import Audits
import Drawing
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutEngine
import NHSAppUI
import SafariServices
import Testing
import WebKit

private final class PageCoordinator: NSObject, WKNavigationDelegate {
    var policies: [WKNavigationActionPolicy] = []

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.cancel)
    }
}

private struct Page: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> PageCoordinator { PageCoordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.navigationDelegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        uiView.load(URLRequest(url: url))
    }
}

private struct Safari: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

/// WebKit's web view and SafariServices' controller: they keep the address they were given, load
/// nothing, and are drawn as placeholders named by their class with that address when it fits.
@MainActor
@Suite struct WebContentTests {
    static let font = Font.custom("Fake", size: 10)
    static let flu = URL(string: "https://www.nhs.uk/conditions/flu/")!

    private func screen(_ view: some View, width: CGFloat) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Self.font), width: width)
    }

    private func strings(_ screen: LaidOutScreen) -> [String] { DisabledTests.texts(screen.displayList).map(\.spec.string) }

    private func undrawn(_ screen: LaidOutScreen) -> [String] {
        UIKitViewCheck().findings(on: AuditedPage(list: screen.displayList, pixels: nil, configuration: .standard)).map(\.subject)
    }

    @Test func aWebViewKeepsItsAddressAndIsAPlaceholderSayingIt() throws {
        let wide = try screen(Page(url: Self.flu).frame(height: 200), width: 600)
        #expect(strings(wide) == ["WKWebView", "https://www.nhs.uk/conditions/flu/"])
        #expect(undrawn(wide) == ["WKWebView"])
        // Too narrow for the address on one line: the name alone, never cut or broken.
        let narrow = try screen(Page(url: Self.flu).frame(height: 200), width: 80)
        #expect(strings(narrow) == ["WKWebView"])
    }

    @Test func aWebViewLoadsNothingAndScriptsFail() {
        let view = WKWebView()
        view.loadHTMLString("<p>Hello</p>", baseURL: nil)
        #expect(view.htmlString == "<p>Hello</p>")
        #expect(!view.isLoading && view.title == nil && view.estimatedProgress == 0)
        var failed = false
        view.evaluateJavaScript("1 + 1") { _, error in failed = error != nil }
        #expect(failed)
    }

    @Test func aSafariControllerIsAPlaceholderWithItsAddress() throws {
        let laidOut = try screen(Safari(url: Self.flu).frame(height: 300), width: 600)
        #expect(strings(laidOut) == ["SFSafariViewController", "https://www.nhs.uk/conditions/flu/"])
        #expect(undrawn(laidOut) == ["SFSafariViewController"])
    }
}
