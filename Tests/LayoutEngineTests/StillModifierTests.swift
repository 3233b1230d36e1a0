import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// SwiftUI's modifiers for what happens over time or under a finger (animations, transitions,
/// alerts, gestures, the device around the screen): a snapshot is one still moment, so they are
/// accepted and change nothing drawn or read out. And the few that do change the still: `hidden`,
/// `border`, `cornerRadius`, `dynamicTypeSize`.
@Suite struct StillModifierTests {
    struct Reminder: Identifiable {
        let id: Int
        let title: String
    }

    static let font = Font.custom("Fake", size: 10)

    private func list<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 200, environment: environment).displayList
    }

    private func card() -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Appointments")
            Button("Book") {}
        }
        .padding(8)
    }

    @Test func acceptedModifiersChangeNothingDrawnOrRead() throws {
        let plain = try list(card())
        let accepted = try list(card()
            .alert("Cancel?", isPresented: .constant(false)) { Button("Yes", role: .destructive) {} } message: { Text("Sure?") }
            .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) { Button("Copy") {} }
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: 3)
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .onLongPressGesture {}
            .contentShape(Rectangle())
            .allowsHitTesting(true)
            .contentTransition(.numericText(countsDown: true))
            .presentationDetents([.medium, .fraction(0.3), .height(200)])
            .presentationDragIndicator(.visible)
            .interactiveDismissDisabled()
            .matchedGeometryEffect(id: "card", in: Namespace().wrappedValue)
            .scrollTargetBehavior(.paging)
            .scrollTargetLayout()
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .geometryGroup()
            .scrollPosition(id: .constant(Optional<Int>.none), anchor: .top)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { _ in })
            .accessibilityInputLabels(["Appointments", "Bookings"])
            .accessibilityIdentifier("appointments-card")
            .ignoresSafeArea(.container, edges: .bottom)
            .statusBarHidden()
            .preferredColorScheme(.dark)
            .controlSize(.large)
            .sheet(item: .constant(Optional<Reminder>.none)) { Text($0.title) }
            .popover(isPresented: .constant(false)) { Text("More") }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
            .sensoryFeedback(.success, trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 2)
            .contextMenu { Button("Copy") {} }
            .contextMenu { Button("Share") {} } preview: { Text("Preview") }
            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
            .textSelection(.enabled)
            .privacySensitive()
            .scrollDismissesKeyboard(.interactively)
            .help("Books an appointment")
            .onOpenURL { _ in }
            .onContinueUserActivity("uk.nhs.app.prescriptions") { _ in Issue.record("never continued") }
            .userActivity("uk.nhs.app.prescriptions") { _ in Issue.record("never advertised") }
            .userActivity("uk.nhs.app.prescription", element: Optional("12345")) { _, _ in Issue.record("never advertised") }
            .allowsTightening(true)
            .accessibilityShowsLargeContentViewer()
            .toggleStyle(.switch))
        #expect(accepted.dump() == plain.dump())
        #expect(accepted.accessibilityElements == plain.accessibilityElements)
        #expect(accepted.tapTargets == plain.tapTargets)
    }

    @Test func aUserActivityKeepsWhatCodeSetsOnIt() {
        let activity = NSUserActivity(activityType: "uk.nhs.app.prescriptions")
        activity.title = "Repeat prescriptions"
        activity.addUserInfoEntries(from: ["id": "12345"])
        activity.addUserInfoEntries(from: ["id": "67890", "count": 2])
        #expect(activity.activityType == "uk.nhs.app.prescriptions" && activity.title == "Repeat prescriptions")
        #expect(activity.userInfo?["id"] as? String == "67890" && activity.userInfo?["count"] as? Int == 2)
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
    }

    @Test func aHeadingOfAnyLevelIsReadAsAHeading() throws {
        for level in [AccessibilityHeadingLevel.unspecified, .h1, .h3, .h6] {
            let heading = try list(Text("Prescriptions").accessibilityHeading(level))
            #expect(heading.accessibilityElements.first?.traits.contains(.isHeader) == true, "level \(level)")
        }
        #expect(try list(Text("Prescriptions")).accessibilityElements.first?.traits.contains(.isHeader) == false)
    }

    @Test func aDrawingGroupIsACompositingGroupAndEditingRowsChangesNothing() throws {
        let stack = VStack(spacing: 0) { Color.red.frame(height: 10); Color.blue.frame(height: 10).offset(y: -5) }
        #expect(try list(stack.drawingGroup()).dump() == list(stack.compositingGroup()).dump())
        let rows = List { ForEach(0..<3, id: \.self) { Text("Row \($0)") } }
        let editable = List { ForEach(0..<3, id: \.self) { Text("Row \($0)") }.onDelete { _ in }.onMove { _, _ in } }
        #expect(try list(editable).dump() == list(rows).dump())
    }

    @Test func withAnimationRunsItsBodyAtOnceAndReturnsItsResult() {
        var expanded = false
        let answer = withAnimation(.easeInOut(duration: 0.25)) { () -> Int in
            expanded.toggle()
            return 42
        }
        #expect(expanded && answer == 42)
        withAnimation { expanded = false }
        #expect(!expanded)
        @Environment(\.dismiss) var dismiss
        dismiss()
    }

    @Test func animationsCompareByWhatTheyAre() {
        #expect(Animation.easeInOut(duration: 0.3) == .easeInOut(duration: 0.3))
        #expect(Animation.easeInOut(duration: 0.3) != .easeInOut(duration: 0.4))
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.linear.delay(1) != .linear)
        #expect(Animation.default.repeatForever().description == "default.repeatForever(autoreverses: true)")
    }

    @Test func aHiddenViewKeepsItsPlaceButIsNeitherSeenNorRead() throws {
        let shown = try list(VStack(spacing: 0) { Text("One"); Text("Two"); Text("Three") })
        let hidden = try list(VStack(spacing: 0) { Text("One"); Text("Two").hidden(); Text("Three") })
        // The hidden text is not drawn; the one below it stays where it was.
        #expect(LayoutHarness.frames(hidden) == LayoutHarness.frames(shown).filter { !$0.hasSuffix(" Two") })
        #expect(LayoutHarness.frames(shown).count == 3)
        #expect(hidden.accessibilityElements.map(\.label) == ["One", "Three"])
        #expect(hidden.accessibilityElements.last?.frame == shown.accessibilityElements.last?.frame)
        // A hidden button takes no taps, and a hidden text is not read inside a combined element.
        let buttons = try list(VStack { Button("Book") {}.hidden(); Button("Cancel") {} })
        #expect(buttons.tapTargets.map(\.label) == ["Cancel"])
        let combined = try list(VStack { Text("Visible"); Text("Secret").hidden() }.accessibilityElement(children: .combine))
        #expect(combined.accessibilityElements.map(\.label) == ["Visible"])
    }

    @Test func aBorderIsDrawnInsideTheFrameOverTheView() throws {
        let plain = try list(Color.red.frame(width: 50, height: 20))
        let bordered = try list(Color.red.frame(width: 50, height: 20).border(Color.blue, width: 2))
        #expect(LayoutHarness.frames(bordered) == LayoutHarness.frames(plain) + ["border 75,0 50x20 2"])
        // A style other than a colour fills the border's ring, the same frame.
        let graded = try list(Color.red.frame(width: 50, height: 20)
            .border(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom), width: 3))
        #expect(LayoutHarness.frames(graded).first == LayoutHarness.frames(plain).first)
        #expect(graded.dump().contains("mask"))
    }

    @Test func cornerRadiusClipsToARoundedRectangleWithCircularCorners() throws {
        let rounded = try list(Color.red.frame(width: 50, height: 20).cornerRadius(6))
        let clipped = try list(Color.red.frame(width: 50, height: 20).clipShape(RoundedRectangle(cornerRadius: 6, style: .circular)))
        #expect(rounded.dump() == clipped.dump())
        #expect(rounded.dump().contains("clip"))
    }

    @Test func aRangeOfDynamicTypeSizesKeepsTheCellsSizeWithinIt() throws {
        func height(_ size: DynamicTypeSize, _ view: some View) throws -> CGFloat {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let laidOut = try LayoutHarness.layout(view, width: 300, environment: environment).displayList
            return try #require(laidOut.accessibilityElements.first).frame.height
        }
        let title = Text("Your prescriptions").font(.body)
        let capped = title.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #expect(try height(.accessibility5, capped) == height(.xxxLarge, title))
        #expect(try height(.accessibility5, title) > height(.xxxLarge, title))
        #expect(try height(.small, capped) == height(.small, title))
        let floored = title.dynamicTypeSize(DynamicTypeSize.large...)
        #expect(try height(.xSmall, floored) == height(.large, title))
        #expect(try height(.xSmall, title.dynamicTypeSize(.xxLarge)) == height(.xxLarge, title))
        #expect(try height(.accessibility2, title.dynamicTypeSize(.large..<DynamicTypeSize.xxLarge)) == height(.xLarge, title))
    }
}

/// iOS 17's `safeAreaPadding` is laid out as padding (a snapshot has no safe area and is at rest).
@Suite struct SafeAreaPaddingTests {
    @Test func itIsLaidOutAsPaddingInEveryForm() throws {
        func dump<V: View>(_ view: V) throws -> String {
            try LayoutHarness.layout(ScrollView { view }, width: 200).displayList.dump()
        }
        let content = Text("Your appointments")
        #expect(try dump(content.safeAreaPadding()) == dump(content.padding()))
        #expect(try dump(content.safeAreaPadding(.horizontal, 20)) == dump(content.padding(.horizontal, 20)))
        #expect(try dump(content.safeAreaPadding(12)) == dump(content.padding(12)))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(try dump(content.safeAreaPadding(insets)) == dump(content.padding(insets)))
        #expect(try dump(content.safeAreaPadding(12)) != dump(content))
    }
}
