import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A presented `alert`: the page veiled, a 270 pt panel in its middle, its actions side by side
/// or stacked as iOS arranges them; VoiceOver and taps reach only the alert.
@Suite struct AlertTests {
    final class Counter: @unchecked Sendable {
        var taps: [String] = []
    }

    static func screen(_ view: some View, width: CGFloat = 393) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: width)
    }

    static func page(presented: Bool, counter: Counter = Counter(), @ViewBuilder actions: @escaping () -> some View) -> some View {
        VStack(spacing: 12) {
            Text("Your prescription")
            Button("Cancel prescription") { counter.taps.append("page") }
        }
        .frame(maxWidth: .infinity, minHeight: 400)
        .alert("Cancel it?", isPresented: .constant(presented), actions: actions) {
            Text("You will need to request it again.")
        }
    }

    /// The alert's texts, in reading order.
    static func read(_ screen: LaidOutScreen) -> [String] { screen.displayList.accessibilityElements.map(\.label) }

    @Test func notPresentedItDrawsNothing() throws {
        let plain = try Self.screen(VStack(spacing: 12) {
            Text("Your prescription")
            Button("Cancel prescription") {}
        }.frame(maxWidth: .infinity, minHeight: 400))
        let page = try Self.screen(Self.page(presented: false) { Button("OK") {} })
        #expect(page.displayList == plain.displayList)
    }

    @Test func presentedTheAlertIsAllThatIsReadAndTapped() throws {
        let counter = Counter()
        let screen = try Self.screen(Self.page(presented: true, counter: counter) {
            Button("Keep") { counter.taps.append("keep") }
            Button("Drop", role: .destructive) { counter.taps.append("drop") }
        })
        #expect(Self.read(screen) == ["Cancel it?", "You will need to request it again.", "Keep", "Drop"])
        #expect(screen.displayList.tapTargets.count == 2)
        #expect(screen.tap(targetAt: 1) && counter.taps == ["drop"])
        // The page is still drawn, under a veil from edge to edge, then the panel.
        let items = DisplayList.flatten(screen.displayList.items).map(\.item)
        #expect(screen.displayList.textItems.map(\.spec.string).prefix(2) == ["Your prescription", "Cancel prescription"])
        let veil = try #require(items.firstIndex { item in
            if case .fill(let shape, _) = item { return shape.rect == CGRect(origin: .zero, size: screen.displayList.size) }
            return false
        })
        let title = try #require(items.firstIndex { item in
            if case .text(let text) = item { return text.spec.string == "Cancel it?" }
            return false
        })
        #expect(veil < title)
    }

    @Test func thePanelIs270PointsWideInTheMiddleOfThePage() throws {
        let list = try Self.screen(Self.page(presented: true) { Button("OK") {} }).displayList
        let panel = try #require(DisplayList.flatten(list.items).compactMap { entry -> RoundedRect? in
            if case .fill(let shape, _) = entry.item, shape.radii == CornerRadii(all: 14) { return shape }
            return nil
        }.first)
        #expect(panel.rect.width == 270)
        #expect(abs(panel.rect.midX - list.size.width / 2) < 0.01 && abs(panel.rect.midY - list.size.height / 2) < 0.01)
    }

    @Test func twoActionsThatFitHalvesSitSideBySideTheCancelActionLeading() throws {
        let list = try Self.screen(Self.page(presented: true) {
            Button("Drop", role: .destructive) {}
            Button("Keep", role: .cancel) {}
        }).displayList
        let keep = try #require(list.textItems.first { $0.spec.string == "Keep" })
        let drop = try #require(list.textItems.first { $0.spec.string == "Drop" })
        #expect(abs(keep.frame.midY - drop.frame.midY) < 0.01 && keep.frame.midX < drop.frame.midX)
        #expect(keep.spec.font.weight == .semibold && drop.spec.font.weight == .regular)
        #expect(drop.color == DisabledTests.rgba(.red))
        #expect(list.tapTargets.allSatisfy { $0.frame.width == 135 && $0.frame.height >= 44 })
    }

    @Test func longerOrMoreActionsStackTheCancelActionLast() throws {
        let long = try Self.screen(Self.page(presented: true) {
            Button("Keep", role: .cancel) {}
            Button("Cancel this prescription now and forever", role: .destructive) {}
        }).displayList
        let keep = try #require(long.textItems.first { $0.spec.string == "Keep" })
        let other = try #require(long.textItems.first { $0.spec.string.hasPrefix("Cancel this") })
        #expect(keep.frame.minY > other.frame.maxY)
        let three = try Self.screen(Self.page(presented: true) {
            Button("Not now", role: .cancel) {}
            Button("Email") {}
            Button("Text message") {}
        }).displayList
        let order = three.textItems.map(\.spec.string).filter { ["Not now", "Email", "Text message"].contains($0) }
        #expect(order == ["Email", "Text message", "Not now"])
        let tops = three.tapTargets.map(\.frame.minY)
        #expect(tops == tops.sorted() && Set(tops).count == 3)
    }

    @Test func withNoActionsItHasAnOKButton() throws {
        let screen = try Self.screen(Text("Page").alert("Saved", isPresented: .constant(true)) {})
        #expect(Self.read(screen) == ["Saved", "OK"])
        #expect(screen.displayList.tapTargets.count == 1)
    }

    @Test func itsActionsTakeTheTintWhereItWasPresented() throws {
        let list = try Self.screen(Text("Page").alert("Saved", isPresented: .constant(true)) {
            Button("Done") {}
            Button("Undo", role: .destructive) {}
        }.tint(.green)).displayList
        #expect(list.textItems.first { $0.spec.string == "Done" }?.color == DisabledTests.rgba(.green))
        #expect(list.textItems.first { $0.spec.string == "Undo" }?.color == DisabledTests.rgba(.red))
    }

    @Test func aPageShorterThanThePanelGrowsToHoldIt() throws {
        let screen = try Self.screen(Text("Short").alert("A title", isPresented: .constant(true)) {
            Button("One") {}
            Button("Two") {}
            Button("Three") {}
        } message: { Text("A message") })
        let panelHeight = try #require(screen.displayList.tapTargets.map(\.frame.maxY).max())
        #expect(screen.displayList.size.height >= panelHeight + 40)
    }
}

/// The alerts that present data, and an error's alert.
@Suite struct AlertDataTests {
    struct Booking { let place: String }
    enum BookingError: LocalizedError {
        case full
        var errorDescription: String? { "The clinic is full" }
    }

    @Test func anAlertPresentingDataShowsWhileTheDataIsThere() throws {
        let booking: Booking? = Booking(place: "Park Road")
        let shown = try AlertTests.screen(Text("Page").alert("Booked", isPresented: .constant(true), presenting: booking) { _ in
            Button("OK") {}
        } message: { Text("At \($0.place)") })
        #expect(AlertTests.read(shown) == ["Booked", "At Park Road", "OK"])
        let none: Booking? = nil
        let hidden = try AlertTests.screen(Text("Page").alert("Booked", isPresented: .constant(true), presenting: none) { _ in
            Button("OK") {}
        })
        #expect(AlertTests.read(hidden) == ["Page"])
    }

    @Test func anErrorsAlertIsTitledWithItsDescription() throws {
        let screen = try AlertTests.screen(Text("Page").alert(isPresented: .constant(true), error: BookingError.full) { _ in
            Button("Try later") {}
        } message: { _ in Text("Choose another day.") })
        #expect(AlertTests.read(screen) == ["The clinic is full", "Choose another day.", "Try later"])
    }
}

/// A presented `confirmationDialog`: an action sheet at the bottom of the page on compact width,
/// its cancel action on a panel of its own; a centred panel without one on regular width.
@Suite struct ConfirmationDialogTests {
    static func page(visibility: Visibility = .automatic, cancel: Bool = false) -> some View {
        Text("Page").frame(maxWidth: .infinity, minHeight: 500)
            .confirmationDialog("Share your record", isPresented: .constant(true), titleVisibility: visibility) {
                Button("Share as PDF") {}
                Button("Delete", role: .destructive) {}
                if cancel { Button("Not now", role: .cancel) {} }
            } message: { Text("Choose how to share it.") }
    }

    static func screen(_ view: some View, regular: Bool = false) throws -> LaidOutScreen {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = regular ? .regular : .compact
        return try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 393, environment: environment)
    }

    @Test func onCompactWidthItIsASheetAtTheBottomWithACancelPanel() throws {
        let screen = try Self.screen(Self.page())
        let list = screen.displayList
        // The title is hidden unless asked for; iOS adds Cancel, last, on a panel of its own.
        #expect(AlertTests.read(screen) == ["Choose how to share it.", "Share as PDF", "Delete", "Cancel"])
        let cancel = try #require(list.tapTargets.last)
        #expect(abs(cancel.frame.maxY - (list.size.height - 8)) < 0.01)
        #expect(cancel.frame.minX == 8 && cancel.frame.width == 393 - 16)
        let delete = list.tapTargets[1]
        #expect(cancel.frame.minY - delete.frame.maxY == 8 && delete.frame.height >= 57)
        #expect(list.modalLayerStart != nil)
    }

    @Test func aVisibleTitleShowsAndAGivenCancelActionIsUsed() throws {
        let screen = try Self.screen(Self.page(visibility: .visible, cancel: true))
        #expect(AlertTests.read(screen) == ["Share your record", "Choose how to share it.", "Share as PDF", "Delete", "Not now"])
    }

    @Test func onRegularWidthItIsAPanelInTheMiddleWithoutCancelOrVeil() throws {
        let list = try Self.screen(Self.page(cancel: true), regular: true).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Choose how to share it.", "Share as PDF", "Delete"])
        let veiled = list.items.contains { item in
            if case .fill(let shape, _) = item { return shape.rect == CGRect(origin: .zero, size: list.size) }
            return false
        }
        #expect(!veiled)
        let top = try #require(list.tapTargets.first?.frame.minY), bottom = try #require(list.tapTargets.last?.frame.maxY)
        #expect(top > 100 && bottom < list.size.height - 100)
    }
}
