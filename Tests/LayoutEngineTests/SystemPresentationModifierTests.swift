import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 16–18 modifiers a still screen cannot show are accepted and change nothing drawn, read or
/// tapped; `symbolEffect(.disappear, isActive: true)` hides its symbol.
@Suite struct SystemPresentationModifierTests {
    struct Item: Identifiable, Hashable {
        let id: Int
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    static func card() -> some View {
        VStack(alignment: .leading) {
            Label("Messages", systemImage: "envelope")
            Button("Open") {}
        }
    }

    @Test func acceptedModifiersChangeNothing() throws {
        struct Model: Equatable, View {
            let title: String
            var body: some View { Text(title) }
        }
        let plain = try Self.list(VStack { Self.card(); Model(title: "Inbox") })
        let accepted = try Self.list(VStack {
            Self.card()
                .navigationDestination(item: .constant(Optional<Item>.none)) { Text("\($0.id)") }
                .inspector(isPresented: .constant(false)) { Text("Details") }
                .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(24)
                .presentationCompactAdaptation(.popover)
                .presentationContentInteraction(.scrolls)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .searchScopes(.constant(1)) { Text("All").tag(1) }
                .toolbarRole(.editor)
                .toolbarVisibility(.hidden, for: .navigationBar)
                .toolbarTitleMenu { Button("Rename") {} }
                .persistentSystemOverlays(.hidden)
                .defersSystemGestures(on: .bottom)
                .badgeProminence(.decreased)
                .focusable()
                .focusEffectDisabled()
                .deleteDisabled(true)
                .moveDisabled(true)
                .widgetURL(URL(string: "nhsapp://messages"))
                .menuStyle(.button)
                .menuActionDismissBehavior(.disabled)
                .menuIndicator(.hidden)
                .menuOrder(.fixed)
                .onHover { _ in }
                .hoverEffect(.lift)
                .onKeyPress(.return) { .handled }
                .onKeyPress(characters: .alphanumerics) { _ in .ignored }
                .scrollIndicatorsFlash(onAppear: true)
                .scrollIndicatorsFlash(trigger: 3)
                .defaultScrollAnchor(.bottom)
                .speechAnnouncementsQueued()
                .speechAlwaysIncludesPunctuation()
                .speechSpellsOutCharacters()
                .speechAdjustedPitch(0.2)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: 3)
                .symbolEffect(.pulse, isActive: true)
                .symbolEffect(.variableColor.iterative.reversing)
                .symbolEffectsRemoved()
                .contentTransition(.symbolEffect(.replace.downUp))
                .fontWidth(.condensed)
                .typesettingLanguage(Locale.Language(identifier: "cy"))
                .allowedDynamicRange(.high)
                .presentationSizing(.form)
                .navigationTransition(.zoom(sourceID: 1, in: Namespace().wrappedValue))
                .matchedTransitionSource(id: 1, in: Namespace().wrappedValue)
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }, action: { _, _ in })
                .onScrollPhaseChange { _, phase in _ = phase.isScrolling }
                .scrollPosition(.constant(ScrollPosition(edge: .bottom)))
                .scrollPosition(.constant(ScrollPosition(id: 7, anchor: .center)), anchor: .top)
                .onScrollVisibilityChange(threshold: 0.2) { _ in }
                .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
                .listItemTint(.fixed(.red))
                .listItemTint(.monochrome)
                .listItemTint(Color.green)
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .textEditorStyle(.plain)
                .containerBackground(Color.blue, for: .navigation)
                .labelsVisibility(.visible)
                .font(.body.width(.expanded))
            Model(title: "Inbox").equatable()
        })
        #expect(accepted.items == plain.items.map { $0 })
        #expect(accepted.accessibilityElements == plain.accessibilityElements)
        #expect(accepted.tapTargets == plain.tapTargets)
    }

    /// A timer's progress view is the bar of the time left (or gone) at the reference date, with
    /// the timer's text below it.
    @Test func aTimersProgressViewIsTheBarOfItsTime() throws {
        let now = TextFormatting.referenceDate
        let interval = now.addingTimeInterval(-30)...now.addingTimeInterval(90)
        #expect(try Self.list(ProgressView(timerInterval: interval))
                    == Self.list(ProgressView(value: 0.75) { EmptyView() } currentValueLabel: { Text("1:30") }))
        #expect(try Self.list(ProgressView(timerInterval: interval, countsDown: false) { Text("Boiling") })
                    == Self.list(ProgressView(value: 0.25) { Text("Boiling") } currentValueLabel: { Text("0:30") }))
        #expect(try Self.list(ProgressView(timerInterval: interval) { Text("Left") } currentValueLabel: { Text("Soon") })
                    == Self.list(ProgressView(value: 0.75) { Text("Left") } currentValueLabel: { Text("Soon") }))
    }

    /// A variable symbol is drawn whole, and keyframes of the whole value may go without a track.
    @Test func variableSymbolsAndTracklessKeyframesAreAccepted() throws {
        #expect(try Self.list(Image(systemName: "wifi", variableValue: 0.3)) == Self.list(Image(systemName: "wifi")))
        let animated = Text("Pulse").keyframeAnimator(initialValue: 1.0, repeating: false) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            LinearKeyframe(1.2, duration: 0.2)
            SpringKeyframe(1.0)
        }
        #expect(try Self.list(animated) == Self.list(Text("Pulse").scaleEffect(1.0)))
    }

    /// iOS 18's `ScrollPosition` keeps what it was set to, as SwiftUI's does, though nothing scrolls.
    @Test func aScrollPositionKeepsWhatItWasSetTo() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.edge == nil && position.point == nil && position.viewID == nil && !position.isPositionedByUser)
        position.scrollTo(id: 3, anchor: .top)
        #expect(position.viewID(type: Int.self) == 3)
        #expect(position.viewID(type: String.self) == nil)
        #expect(position == ScrollPosition(id: 3, anchor: .top))
        #expect(position != ScrollPosition(id: 3))
        #expect(position != ScrollPosition(id: "3", anchor: .top))
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        position.scrollTo(y: 120)
        #expect(position.point == CGPoint(x: 0, y: 120))
        position.scrollTo(x: 40)
        #expect(position.point == CGPoint(x: 40, y: 120))
        #expect(position == ScrollPosition(x: 40, y: 120))
        #expect(ScrollPosition(point: CGPoint(x: 1, y: 2)).point == CGPoint(x: 1, y: 2))
        #expect(ScrollPosition(y: 5) == ScrollPosition(x: 0, y: 5))
    }

    @Test func anActiveDisappearEffectHidesTheSymbolAndKeepsItsPlace() throws {
        let shown = try Self.list(HStack { Image(systemName: "bell"); Text("Reminders") }
            .symbolEffect(.disappear, isActive: false))
        let hidden = try Self.list(HStack { Image(systemName: "bell").symbolEffect(.disappear, isActive: true); Text("Reminders") })
        #expect(hidden.items.count < shown.items.count)
        let reminders = { (list: DisplayList) in list.textItems.filter { $0.spec.string == "Reminders" }.map(\.frame) }
        #expect(reminders(hidden) == reminders(shown))
        #expect(hidden.accessibilityElements.count == shown.accessibilityElements.count - 1)
    }

    @Test func hiddenLabelsVisibilityIsLabelsHidden() throws {
        let toggle = Toggle("Reminders", isOn: .constant(true))
        #expect(try Self.list(toggle.labelsVisibility(.hidden)).items == (try Self.list(toggle.labelsHidden())).items)
        #expect(try Self.list(toggle.labelsVisibility(.hidden)).items != (try Self.list(toggle)).items)
    }
}
