import Foundation
import Testing
import ViewKit

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI; scene
/// storage reads its default in a snapshot's new scene.
@Suite struct BindingCollectionTests {
    struct Item: Identifiable, Equatable {
        let id: String
        var count: Int
    }

    final class Holder: @unchecked Sendable {
        var items = [Item(id: "a", count: 1), Item(id: "b", count: 2)]
    }

    @Test func eachElementsBindingReadsAndWritesItsElement() {
        let holder = Holder()
        let items = Binding(get: { holder.items }, set: { holder.items = $0 })
        #expect(items.count == 2)
        #expect(items.map(\.id) == ["a", "b"])
        #expect(items[1].wrappedValue == Item(id: "b", count: 2))
        items[1].count.wrappedValue = 5
        #expect(holder.items[1].count == 5)
        #expect(items.last?.wrappedValue.count == 5)
        for element in items { element.wrappedValue.count += 1 }
        #expect(holder.items.map(\.count) == [2, 6])
    }

    @Test func sceneStorageReadsItsDefaultAndKeepsWhatIsWritten() {
        struct Screen {
            @SceneStorage("tab") var tab = 2
            @SceneStorage("query") var query: String?
        }
        let screen = Screen()
        #expect(screen.tab == 2 && screen.query == nil)
        screen.$tab.wrappedValue = 3
        #expect(screen.tab == 3)
    }
}
