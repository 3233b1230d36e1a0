import MyCards
import MyScreens
import NHSAppUI
import NHSSnapshot
import Testing

// Screens whose models are main-actor code, laid out from main-actor tests as iOS tests make them.

@MainActor @Test func aScreenWithMainActorModelsDrawsWhatTheyHold() throws {
    let screen = try layoutScreen(BookingsScreen(), configuration: SnapshotConfiguration(device: .iPhone16))
    let texts = screen.displayList.textItems.map(\.spec.string)
    #expect(texts.contains("GOOD MORNING, SAM"), "the section header, in capitals as a list's headers are")
    #expect(texts.contains("GP appointment, 12 December") && texts.contains("Dental check-up, 3 January"))
}

@MainActor @Test func aDefaultMainActorModuleDrawsItsStylesAndRunsItsActions() throws {
    let screen = try layoutScreen(InboxScreen(), configuration: SnapshotConfiguration(device: .iPhone16))
    // The envelope symbol is a glyph of the symbol font before the title.
    #expect(screen.displayList.textItems.map(\.spec.string).suffix(2) == ["3 unread", "Mark all read"])
    // The label is a target too: its gesture of its own is a double tap with an action.
    #expect(screen.displayList.tapTargets.count == 2)
    #expect(screen.displayList.tapTargets.last?.label == "Mark all read")
    #expect(screen.tap(targetAt: 0) && screen.tap(targetAt: 1))
}
