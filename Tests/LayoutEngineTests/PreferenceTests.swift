import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Preferences and publishers are accepted so that iOS code compiles; their actions act in later
/// frames, so in a still they never run and nothing drawn or read changes.
@Suite struct PreferenceTests {
    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    final class Search: ObservableObject {
        @Published var query = "flu"
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    @Test func preferencesAndPublishersChangeNothingAndTheirActionsDoNotRun() throws {
        nonisolated(unsafe) var ran = false
        let search = Search()
        let plain = try Self.list(VStack { Text("Results"); Text("None") })
        let accepted = try Self.list(VStack {
            Text("Results").preference(key: HeightKey.self, value: 20)
            Text("None").transformPreference(HeightKey.self) { $0 += 1 }
        }
        .onPreferenceChange(HeightKey.self) { _ in ran = true }
        .onReceive(search.$query) { _ in ran = true }
        .onReceive(search.objectWillChange) { ran = true })
        #expect(!ran)
        #expect(accepted.items == plain.items)
        #expect(accepted.accessibilityElements == plain.accessibilityElements)
        var value: CGFloat = 3
        HeightKey.reduce(value: &value) { 5 }
        #expect(value == 5)
    }
}
