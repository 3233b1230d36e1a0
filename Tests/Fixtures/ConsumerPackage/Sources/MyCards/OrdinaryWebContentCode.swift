import NHSAppUI
import SafariServices
import WebKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Ordinary web content in an NHS screen, with only the SwiftUI import changed: a WebKit web view
// with a navigation delegate that sends outside links to Safari, and a Safari controller in a
// sheet. Both are drawn as placeholders named by their class, with the address they were given.
// (On Linux `URLRequest` lives in FoundationNetworking; on iOS the guarded import is skipped.)

struct HealthAToZPage: UIViewRepresentable {
    let url: URL
    @Binding var isLoading: Bool

    final class Coordinator: NSObject, WKNavigationDelegate {
        var parent: HealthAToZPage

        init(_ parent: HealthAToZPage) { self.parent = parent }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            parent.isLoading = true
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) {
            if navigationAction.navigationType == .linkActivated, navigationAction.request.url?.host != "www.nhs.uk" {
                decisionHandler(.cancel)
            } else {
                decisionHandler(.allow)
            }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.url != url { webView.load(URLRequest(url: url)) }
    }
}

struct SafariPage: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = UIColor(Color.accentColor)
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct ConditionScreen: View {
    @State private var isLoading = false
    @State private var showingSafari = false
    let page = URL(string: "https://www.nhs.uk/conditions/flu/")!

    var body: some View {
        VStack(spacing: 0) {
            if isLoading { ProgressView() }
            HealthAToZPage(url: page, isLoading: $isLoading)
            Button("Open in Safari") { showingSafari = true }
                .padding()
        }
        .navigationTitle("Flu")
        .sheet(isPresented: $showingSafari) { SafariPage(url: page) }
    }
}
