import Drawing
import Foundation
import LayoutEngine
import MainActorWork
import NHSAppUI
import Observation
import Testing

/// Views are `@MainActor`, as SwiftUI's: Swift 6 screen code that keeps its state in `@MainActor`
/// models compiles unchanged (reading them in `body` and its helpers, calling them from actions
/// and tasks, making them as `@State` and `@StateObject` initial values), and the kit evaluates it
/// on the main actor whichever thread lays the page out.
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

    /// Everything the body touches is main-actor code; each piece checks where it runs. Its
    /// memberwise initialiser is not isolated (no isolated default values), so any thread may make it.
    private struct Home: View {
        let booked: Appointments

        var body: some View {
            VStack {
                Models()
                Button("Book") { booked.book() }
                GeometryReader { proxy in
                    Text(verbatim: "\(booked.count) at \(Int(proxy.size.width))")
                }
                .frame(height: 20)
            }
        }
    }

    /// Models made as `@StateObject` and `@State` initial values: its initialiser is main-actor
    /// code, called from `Home.body`.
    private struct Models: View {
        @StateObject private var appointments = Appointments()
        @State private var profile = Profile()

        var body: some View {
            VStack {
                Text(profile.greeting)
                Text(verbatim: "\(appointments.count) appointments")
                Button("Refresh") { Task { await profile.refresh() } }
                summary
            }
            .task { await profile.refresh() }
        }

        /// A helper reading the models, as SwiftUI code splits a body: main-actor code too.
        private var summary: some View {
            MainActor.preconditionIsolated("a helper ran off the main actor")
            return Text(verbatim: "\(profile.name): \(appointments.count)")
        }
    }

    @Test func mainActorModelsAreReadAndCalledFromTheBodyWhenLaidOutFromAnotherThread() async throws {
        #expect(!MainActorGate.isOnMainActor, "the test lays out off the main actor, as the renderer's threads do")
        let booked = await MainActor.run { Appointments() }
        let screen = try LayoutHarness.layout(Home(booked: booked), width: 300)
        #expect(screen.displayList.textItems.map(\.spec.string)
                == ["Hello, Sam Jones", "2 appointments", "Refresh", "Sam Jones: 2", "Book", "2 at 300"])
        // The action calls into the model, on the main actor.
        #expect(screen.displayList.tapTargets.map(\.label) == ["Refresh", "Book"])
        #expect(screen.tap(targetAt: 1))
        #expect(await booked.count == 3)
    }

    @MainActor @Test func onTheMainActorTheViewIsLaidOutAtOnce() throws {
        let booked = Appointments()
        let screen = try LayoutHarness.layout(Home(booked: booked), width: 300)
        #expect(screen.displayList.textItems.count == 6)
        #expect(screen.tap(targetAt: 1))
        #expect(booked.count == 3)
    }

    private struct Badged: ViewModifier {
        let appointments: Appointments
        func body(content: Content) -> some View {
            HStack { content; Text(verbatim: "\(appointments.count)") }
        }
    }

    @MainActor @Test func aModifiersBodyIsMainActorCodeToo() throws {
        let model = Appointments()
        let list = try LayoutHarness.layout(Text("Due").modifier(Badged(appointments: model)), width: 300).displayList
        #expect(list.textItems.map(\.spec.string) == ["Due", "2"])
    }

    @Test func aViewWithoutActorStateIsMadeAnywhere() throws {
        struct Counter: View {
            @State private var taps = 3
            let label: String
            var body: some View { Text(verbatim: "\(taps) \(label)") }
        }
        // A memberwise initialiser of plain values is not isolated: a nonisolated test may call it.
        #expect(try LayoutHarness.layout(Counter(label: "taps")).displayList.textItems.map(\.spec.string) == ["3 taps"])
    }
}
