import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Counts the calls a representable gets, in order.
@MainActor private final class CallLog {
    var calls: [String] = []
}

@MainActor private final class LabelCoordinator {
    let log: CallLog
    init(log: CallLog) { self.log = log }
}

/// A label wrapped as an iOS developer wraps one.
private struct WrappedLabel: UIViewRepresentable {
    let text: String
    let log: CallLog

    func makeCoordinator() -> LabelCoordinator {
        log.calls.append("coordinator")
        return LabelCoordinator(log: log)
    }

    func makeUIView(context: Context) -> UILabel {
        context.coordinator.log.calls.append("make \(context.environment.colorScheme)")
        let label = UILabel()
        label.numberOfLines = 0
        label.textColor = .systemRed
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        log.calls.append("update")
        uiView.text = text
    }
}

/// A web view of the app's own, which the kit cannot draw.
private final class WebView: UIView {}

private struct WrappedWebView: UIViewRepresentable {
    var size: CGSize?
    var label: String?

    func makeUIView(context: Context) -> WebView {
        let view = WebView()
        view.accessibilityLabel = label
        return view
    }

    func updateUIView(_ uiView: WebView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: WebView, context: Context) -> CGSize? { size }
}

private struct WrappedTextView: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.text = "Terms"
        view.isEditable = false
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {}
}

private struct Divider1pt: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemBlue
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

private final class NoticeController: UIViewController {
    var loads = 0
    override func loadView() {
        let label = UILabel()
        label.text = "Notice"
        view = label
    }
    override func viewDidLoad() { loads += 1 }
}

private struct WrappedNotice: UIViewControllerRepresentable {
    let made: (NoticeController) -> Void
    func makeUIViewController(context: Context) -> NoticeController {
        let controller = NoticeController()
        made(controller)
        return controller
    }
    func updateUIViewController(_ uiViewController: NoticeController, context: Context) {}
}

private struct ShareSheet: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: ["NHS number"], applicationActivities: nil)
        controller.excludedActivityTypes = [.airDrop]
        return controller
    }
    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// `UIViewRepresentable` and `UIViewControllerRepresentable`: made and updated once in the view's
/// environment, the kit's UIKit stand-ins drawn as their SwiftUI views, anything else a named
/// placeholder reported as `uikit-view-not-drawn`, sized by `sizeThatFits` when it gives a size.
@MainActor
@Suite struct RepresentableTests {
    static let font = Font.custom("Fake", size: 10)

    private func screen(_ view: some View, width: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues()) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Self.font), width: width, environment: environment)
    }

    private func undrawn(_ screen: LaidOutScreen) -> [Finding] {
        UIKitViewCheck().findings(on: AuditedPage(list: screen.displayList, pixels: nil, configuration: .standard))
    }

    @Test func aLabelIsMadeOnceInItsEnvironmentAndDrawnAsItsText() throws {
        let log = CallLog()
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let list = try screen(WrappedLabel(text: "Your GP surgery", log: log), environment: environment).displayList
        #expect(log.calls == ["coordinator", "make dark", "update"])
        let texts = DisabledTests.texts(list)
        #expect(texts.map(\.spec.string) == ["Your GP surgery"])
        let red = UIColor.systemRed.color.resolve(in: .dark)
        #expect(texts.first?.color == RGBAColor(red: red.red, green: red.green, blue: red.blue, alpha: red.opacity))
        #expect(list.accessibilityElements.map(\.label) == ["Your GP surgery"])
        #expect(undrawn(try screen(WrappedLabel(text: "x", log: CallLog()))).isEmpty)
    }

    @Test func aViewTheKitCannotDrawIsANamedPlaceholderAndAWarning() throws {
        let laidOut = try screen(VStack(spacing: 0) { WrappedWebView().frame(height: 120) })
        let frames = LayoutHarness.frames(laidOut.displayList)
        #expect(frames.contains("fill 0,0 200x120"), "\(frames)")
        #expect(frames.contains { $0.hasPrefix("text") && $0.hasSuffix("WebView") }, "the class names the box")
        #expect(laidOut.displayList.accessibilityElements.isEmpty, "nothing to read unless the view has a label")
        let found = undrawn(laidOut)
        #expect(found.map(\.rule) == [.uiKitViewNotDrawn])
        #expect(found.first?.subject == "WebView")
        #expect(found.first?.component == "WrappedWebView")
        #expect(found.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
        let labelled = try screen(WrappedWebView(label: "NHS website").frame(height: 120))
        #expect(labelled.displayList.accessibilityElements.map(\.label) == ["NHS website"])
    }

    @Test func sizeThatFitsSizesTheView() throws {
        let sized = try screen(VStack(spacing: 0) { WrappedWebView(size: CGSize(width: 120, height: 44)) })
        #expect(sized.displayList.size.height == 44)
        #expect(LayoutHarness.frames(sized.displayList).contains("fill 40,0 120x44"))
        // With no size of its own and no height offered, a placeholder is 10 pt tall, as SwiftUI's
        // default ideal size.
        let unsized = try screen(ScrollView { WrappedWebView() }.frame(height: 300))
        #expect(LayoutHarness.frames(unsized.displayList).contains("fill 0,0 200x10"))
    }

    @Test func aTextViewIsInsetAsUIKitInsetsIt() throws {
        let list = try screen(WrappedTextView()).displayList
        let text = try #require(DisabledTests.texts(list).first)
        #expect(text.spec.string == "Terms")
        #expect(text.frame.minX == 5)
        #expect(abs(list.size.height - (text.frame.height + 16)) < 1e-9)
    }

    @Test func aPlainViewIsItsBackgroundColour() throws {
        let list = try screen(Divider1pt().frame(height: 1)).displayList
        #expect(LayoutHarness.frames(list) == ["fill 0,0 200x1"])
        #expect(undrawn(try screen(Divider1pt())).isEmpty)
    }

    @Test func aControllerIsDrawnAsItsViewAndAShareSheetIsAPlaceholder() throws {
        var controller: NoticeController?
        let list = try screen(WrappedNotice { controller = $0 }).displayList
        #expect(DisabledTests.texts(list).map(\.spec.string) == ["Notice"])
        #expect(controller?.loads == 1)
        let sheet = try screen(ShareSheet().frame(height: 200))
        #expect(undrawn(sheet).map(\.subject) == ["UIActivityViewController"])
    }

    @Test func theVocabularyMatchesTheAudits() {
        #expect(ComponentAnnotation.UndrawnUIKitView.component == UIKitViewAnnotation.component)
        #expect(ComponentAnnotation.UndrawnUIKitView.name == UIKitViewAnnotation.name)
        #expect(ComponentAnnotation.UndrawnUIKitView.owner == UIKitViewAnnotation.owner)
        #expect(DesignAudit.standardChecks.contains { $0.rules.contains(.uiKitViewNotDrawn) })
    }
}
