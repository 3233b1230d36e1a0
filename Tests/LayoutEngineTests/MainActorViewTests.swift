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

    /// A gesture of your own, as Swift 6 code writes one: main-actor code (SwiftUI's `Gesture` is
    /// `@MainActor`), its body reading a main-actor model.
    private struct BookOnDoubleTap: Gesture {
        let appointments: Appointments
        var body: some Gesture {
            MainActor.preconditionIsolated("a gesture's body ran off the main actor")
            return TapGesture(count: 2).onEnded { appointments.book() }
        }
    }

    @MainActor @Test func aGestureOfYourOwnIsLookedIntoOnTheMainActor() throws {
        let model = Appointments()
        let screen = try LayoutHarness.layout(VStack {
            Text("Book").gesture(BookOnDoubleTap(appointments: model))
            Text("Also").gesture(AnyGesture(BookOnDoubleTap(appointments: model)))
            Text("Masked").gesture(BookOnDoubleTap(appointments: model), including: .subviews)
        }, width: 300)
        // Its body is a tap with an action, so the view is a target that runs it, as on iOS.
        #expect(screen.displayList.tapTargets.map(\.label) == ["Book", "Also"])
        #expect(screen.tap(targetAt: 0) && screen.tap(targetAt: 1))
        #expect(model.count == 4)
    }

    @Test func aGestureOfYourOwnIsLookedIntoWhenLaidOutFromAnotherThread() async throws {
        let model = await MainActor.run { Appointments() }
        let screen = try LayoutHarness.layout(Text("Book").gesture(await BookOnDoubleTap(appointments: model)), width: 300)
        #expect(screen.displayList.tapTargets.count == 1)
        #expect(screen.tap(targetAt: 0))
        #expect(await model.count == 3)
    }

    /// Rotor content of your own, as Apple's example writes it (a `ForEach` with an `if`): main-actor
    /// code, as SwiftUI's `AccessibilityRotorContent` is.
    private struct VIPEntries: AccessibilityRotorContent {
        let senders: [String]
        let namespace: Namespace.ID
        var body: some AccessibilityRotorContent {
            ForEach(senders.indices, id: \.self) { index in
                if senders[index].hasPrefix("Dr") {
                    AccessibilityRotorEntry(senders[index], id: index, in: namespace)
                }
            }
        }
    }

    private struct Inbox: View {
        let senders: [String]
        @Namespace private var namespace
        var body: some View {
            VStack { ForEach(senders, id: \.self) { Text($0) } }
                .accessibilityRotor("VIPs") { VIPEntries(senders: senders, namespace: namespace) }
        }
    }

    @MainActor @Test func rotorContentOfYourOwnCompilesAndChangesNothingRead() throws {
        let screen = try LayoutHarness.layout(Inbox(senders: ["Dr Patel", "Pharmacy"]), width: 300)
        #expect(screen.displayList.accessibilityElements.map(\.label) == ["Dr Patel", "Pharmacy"])
    }
}
