import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The environment values iOS screen code reads (settings, the scene, actions) are there, with
/// the values a device at rest gives, and a test can set them to draw a user's variant.
@Suite struct EnvironmentReadingTests {
    struct Settings: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        @Environment(\.accessibilityShowButtonShapes) private var buttonShapes
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.isSearching) private var isSearching
        @Environment(\.isPresented) private var isPresented
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        @Environment(\.editMode) private var editMode
        @Environment(\.refresh) private var refresh

        var body: some View {
            VStack {
                Text(reduceMotion ? "still" : "moving")
                Text(reduceTransparency ? "opaque" : "translucent")
                Text(withoutColor ? "shapes" : "colours")
                Text(buttonShapes ? "button shapes" : "plain buttons")
                Text(voiceOver ? "voiceover" : "no voiceover")
                Text(legibilityWeight == .bold ? "bold" : "regular")
                Text(contrast == .increased ? "increased" : "standard")
                Text(verticalSizeClass == .regular ? "tall" : "short")
                Text(scenePhase == .active ? "active" : "not active")
                Text(isSearching || isPresented ? "busy" : "at rest")
                Text(isScrollEnabled ? "scrolls" : "fixed")
                Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
                Text(refresh == nil ? "no refresh" : "refreshable")
            }
        }
    }

    static func strings<V: View>(_ view: V) throws -> [String] {
        try LayoutHarness.layout(view, width: 300).displayList.textItems.map(\.spec.string)
    }

    @Test func aDeviceAtRestGivesTheDefaults() throws {
        #expect(try Self.strings(Settings()) == ["moving", "translucent", "colours", "plain buttons", "no voiceover", "regular",
                                                 "standard", "tall", "active", "at rest", "scrolls", "not editing", "no refresh"])
    }

    @Test func aTestSetsThemToDrawAUsersVariant() throws {
        let view = Settings()
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityDifferentiateWithoutColor, true)
            .environment(\.accessibilityShowButtonShapes, true)
            .environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.legibilityWeight, .bold)
            .environment(\.colorSchemeContrast, .increased)
            .environment(\.verticalSizeClass, .compact)
            .environment(\.scenePhase, .background)
            .environment(\.editMode, .constant(.active))
            .scrollDisabled(true)
            .refreshable {}
        #expect(try Self.strings(view) == ["still", "opaque", "shapes", "button shapes", "voiceover", "bold", "increased",
                                           "short", "not active", "at rest", "fixed", "editing", "refreshable"])
    }

    private struct DoseKey: EnvironmentKey {
        static let defaultValue: Int? = 2
    }

    /// A key of your own whose value is optional keeps its default until set (it read nil).
    @Test func anOptionalKeysDefaultIsReadUntilSet() {
        var environment = EnvironmentValues()
        #expect(environment[DoseKey.self] == 2)
        environment[DoseKey.self] = nil
        #expect(environment[DoseKey.self] == nil)
        environment[DoseKey.self] = 4
        #expect(environment[DoseKey.self] == 4)
    }

    @MainActor @Test func theRefreshActionRunsTheRefreshablesAction() async {
        final class Flag: @unchecked Sendable { var raised = false }
        let flag = Flag()
        var environment = EnvironmentValues()
        #expect(environment.refresh == nil)
        environment.refresh = nil
        struct Reads: View {
            @Environment(\.refresh) var refresh
            let found: (RefreshAction?) -> Void
            var body: some View {
                found(refresh)
                return Text("List")
            }
        }
        nonisolated(unsafe) var found: RefreshAction?
        _ = try? LayoutHarness.layout(Reads { found = $0 }.refreshable { flag.raised = true }, width: 100)
        await found?()
        #expect(flag.raised)
    }

    @Test func anOpenURLActionOfYourOwnIsCalled() {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        var environment = EnvironmentValues()
        environment.openURL(URL(string: "https://www.nhs.uk")!) // the system's: opens nothing
        environment.openURL = OpenURLAction { url in
            opened.urls.append(url)
            return url.host == "www.nhs.uk" ? .handled : .discarded
        }
        var answers: [Bool] = []
        environment.openURL(URL(string: "https://www.nhs.uk/conditions")!)
        environment.openURL(URL(string: "https://example.com")!) { answers.append($0) }
        #expect(opened.urls.map(\.absoluteString) == ["https://www.nhs.uk/conditions", "https://example.com"])
        #expect(answers == [false])
    }

    struct LeafletButton: View {
        @Environment(\.openURL) private var openURL
        @Environment(\.colorScheme) private var colorScheme
        let seen: (String) -> Void
        var body: some View {
            Button("Read the leaflet") {
                seen("\(colorScheme)")
                openURL(URL(string: "https://www.nhs.uk/medicines")!)
            }
        }
    }

    /// An action run later, by a tap, reads the environment where its view was drawn, as a
    /// SwiftUI view's properties hold it (it read the defaults: the system's action, light).
    @Test func anActionReadsTheEnvironmentOfItsView() throws {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        let view = LeafletButton { log.lines.append($0) }
            .environment(\.colorScheme, .dark)
            .environment(\.openURL, OpenURLAction { url in
                log.lines.append(url.absoluteString)
                return .handled
            })
        let laidOut = try LayoutHarness.layout(view, width: 300)
        #expect(laidOut.tap(targetAt: 0))
        #expect(log.lines == ["dark", "https://www.nhs.uk/medicines"])
    }
}

/// A style of your own reads the environment where its control stands, as SwiftUI evaluates a
/// style's body there (it read the environment of the body around the control).
@Suite struct StyleEnvironmentTests {
    struct EnabledAwareStyle: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.colorScheme) private var colorScheme
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(isEnabled ? "enabled" : "disabled")
                Text(colorScheme == .dark ? "dark" : "light")
            }
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                Button("Book") {}.buttonStyle(EnabledAwareStyle()).disabled(true)
                Button("Cancel") {}.buttonStyle(EnabledAwareStyle()).environment(\.colorScheme, .dark)
            }
        }
    }

    @Test func aButtonStyleReadsItsButtonsEnvironment() throws {
        let strings = try LayoutHarness.layout(Screen(), width: 300).displayList.textItems.map(\.spec.string)
        #expect(strings == ["Book", "disabled", "light", "Cancel", "enabled", "dark"])
    }
}
