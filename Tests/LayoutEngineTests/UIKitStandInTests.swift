import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The UIKit names screen code reaches through `import SwiftUI` on iOS: traits, device, screen
/// and fonts read the cell being rendered; the app, pasteboard, announcements and haptics are
/// kept or ignored without failing.
@Suite struct UIKitStandInTests {
    /// A view that shows what UIKit tells its body.
    private struct Reader: View {
        var body: some View {
            VStack {
                Text(verbatim: "screen \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) @\(Int(UIScreen.main.scale))")
                Text(verbatim: "idiom \(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") \(UIDevice.current.model)")
                Text(verbatim: "style \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")")
                Text(verbatim: "body \(UIFont.preferredFont(forTextStyle: .body).pointSize)")
                Text(verbatim: "metric \(UIFontMetrics.default.scaledValue(for: 10))")
                Text(verbatim: "accessibility \(UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory)")
            }
        }
    }

    private func read(_ environment: EnvironmentValues) throws -> [String] {
        try LayoutHarness.layout(Reader(), width: 400, environment: environment).displayList.textItems.map(\.spec.string)
    }

    @Test func aBodyReadsTheCellItIsRenderedIn() throws {
        var ipad = EnvironmentValues()
        ipad.colorScheme = .dark
        ipad.dynamicTypeSize = .accessibility5
        ipad.horizontalSizeClass = .regular
        ipad.displayScale = 2
        ipad.containerSize = ProposedViewSize(width: 1032, height: 1376)
        let body = DynamicTypeScale.pointSize(.body, at: .accessibility5)
        #expect(try read(ipad) == ["screen 1032x1376 @2", "idiom pad iPad", "style dark", "body \(CGFloat(body))",
                                   "metric \(10 * CGFloat(body / 17))", "accessibility true"])
        var phone = EnvironmentValues()
        phone.displayScale = 3
        phone.containerSize = ProposedViewSize(width: 320, height: 568)
        #expect(try read(phone) == ["screen 320x568 @3", "idiom phone iPhone", "style light", "body 17.0", "metric 10.0",
                                    "accessibility false"])
    }

    @Test func outsideABodyTheDefaultsAnswer() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }

    @Test func aUIFontDrawsAtItsFixedSize() throws {
        var big = EnvironmentValues()
        big.dynamicTypeSize = .accessibility5
        let list = try LayoutHarness.layout(Text("Fixed").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold))), environment: big).displayList
        let font = try #require(list.textItems.first).spec.font
        #expect(font.size == 20 && font.weight == .bold)
        let italic = try LayoutHarness.layout(Text("Slanted").font(Font(UIFont.italicSystemFont(ofSize: 15)))).displayList
        #expect(try #require(italic.textItems.first).spec.font.isItalic)
        #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28), maximumPointSize: 20).pointSize == 20)
    }

    @Test func sizeCategoriesAreDynamicTypeSizes() {
        for size in DynamicTypeSize.allCases {
            #expect(DynamicTypeSize(UIContentSizeCategory(size)) == size)
        }
        #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func actionsAreKeptOrIgnoredWithoutFailing() async throws {
        let url = try #require(URL(string: "https://www.nhs.uk"))
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened = await UIApplication.shared.open(url)
        #expect(!opened)
        UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { #expect(!$0) }
        UIPasteboard.general.string = "NHS number 485 777 3456"
        #expect(UIPasteboard.general.string == "NHS number 485 777 3456" && UIPasteboard.general.hasStrings)
        UIPasteboard.general.strings = nil
        #expect(!UIPasteboard.general.hasStrings)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        #expect(impact.style == .heavy)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
