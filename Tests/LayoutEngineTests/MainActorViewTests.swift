import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Observation
import Testing

/// A view's `body` is main-actor code, as SwiftUI's: screen code written for iOS in Swift 6 that
/// keeps its state in `@MainActor` models compiles unchanged (reading them in `body`, calling them
/// from actions and tasks, making them as `@State` and `@StateObject` initial values) and is drawn
/// on the thread that renders the cell.
@Suite struct MainActorViewTests {
    @MainActor final class Appointments: ObservableObject {
        @Published var count = 2
        func book() { count += 1 }
    }

    @MainActor @Observable final class Profile {
        var name = "Sam Jones"
        var greeting: String { "Hello, \(name)" }
        func refresh() async {}
    }

    private struct Home: View {
        @StateObject private var appointments = Appointments()
        @State private var profile = Profile()
        var body: some View {
            VStack {
                Text(profile.greeting)
                Text(verbatim: "\(appointments.count) appointments")
                Button("Book") { appointments.book() }
                Button("Refresh") { Task { await profile.refresh() } }
                Text(summary())
            }
            .task { await profile.refresh() }
        }

        @MainActor private func summary() -> String { "\(profile.name): \(appointments.count)" }
    }

    @Test func mainActorModelsAreReadAndCalledFromTheBody() throws {
        #expect(!Thread.isMainThread, "the test is meant to render off the main thread, as the renderer's threads do")
        let screen = try LayoutHarness.layout(Home(), width: 300)
        #expect(screen.displayList.textItems.map(\.spec.string)
                == ["Hello, Sam Jones", "2 appointments", "Book", "Refresh", "Sam Jones: 2"])
        // An action calls into the model on the calling thread.
        #expect(screen.tap(targetAt: 0))
    }

    private struct Badged: ViewModifier {
        let appointments: Appointments
        func body(content: Content) -> some View {
            HStack { content; Text(verbatim: "\(appointments.count)") }
        }
    }

    @Test @MainActor func aModifiersBodyIsMainActorCodeToo() throws {
        let model = Appointments()
        let list = try LayoutHarness.layout(Text("Due").modifier(Badged(appointments: model)), width: 300).displayList
        #expect(list.textItems.map(\.spec.string) == ["Due", "2"])
    }

    @Test func stateKeepsAPlainInitialValue() throws {
        struct Counter: View {
            @State private var taps = 3
            @State private var label: String? = nil
            var body: some View { Text(verbatim: "\(taps) \(label ?? "none")") }
        }
        #expect(try LayoutHarness.layout(Counter()).displayList.textItems.map(\.spec.string) == ["3 none"])
        let state = State(initialValue: 5)
        #expect(state.wrappedValue == 5)
    }
}
