import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// SwiftUI's data flow, so that screens and view models written for iOS compile and draw what
/// their models hold: `ObservableObject` with `@Published`, `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`; `@Observable` objects in the environment; `@AppStorage`; preferences.
@Suite struct DataFlowTests {
    final class Profile: ObservableObject {
        @Published var name: String
        @Published var reminders = 2
        init(name: String = "Ada Lovelace") { self.name = name }
    }

    @Observable final class Surgery {
        var name: String
        init(name: String) { self.name = name }
    }

    static func strings<V: View>(_ view: V) throws -> [String] {
        try LayoutHarness.layout(view, width: 300).displayList.textItems.map(\.spec.string)
    }

    struct OwnsProfile: View {
        @StateObject private var profile = Profile()
        var body: some View {
            VStack {
                Text(profile.name)
                TextField("Name", text: $profile.name)
                Stepper("Reminders: \(profile.reminders)", value: $profile.reminders)
            }
        }
    }

    @Test func aStateObjectIsMadeByTheViewAndDrawnWithItsBindings() throws {
        let strings = try Self.strings(OwnsProfile())
        #expect(strings.filter { $0 == "Ada Lovelace" }.count == 2) // the text and the field's text
        #expect(strings.contains("Reminders: 2"))
    }

    @Test func aStateObjectIsMadeOnceOnFirstReadAndSharedByCopies() {
        final class Counter: ObservableObject {
            nonisolated(unsafe) static var made = 0
            init() { Counter.made += 1 }
        }
        Counter.made = 0
        let holder = StateObject(wrappedValue: Counter())
        #expect(Counter.made == 0)
        let copy = holder
        #expect(holder.wrappedValue === copy.wrappedValue)
        #expect(Counter.made == 1)
    }

    struct ShowsProfile: View {
        @ObservedObject var profile: Profile
        var body: some View { TextField("Name", text: $profile.name) }
    }

    @Test func anObservedObjectsBindingsReadAndWriteTheObject() throws {
        let profile = Profile(name: "Grace")
        let view = ShowsProfile(profile: profile)
        #expect(try Self.strings(view) == ["Grace"])
        let binding = view.$profile.name
        binding.wrappedValue = "Grace Hopper"
        #expect(profile.name == "Grace Hopper")
        #expect(try Self.strings(view) == ["Grace Hopper"])
        profile.objectWillChange.send() // compiles and changes nothing drawn
        #expect(try Self.strings(view) == ["Grace Hopper"])
    }

    struct ReadsProfile: View {
        @EnvironmentObject var profile: Profile
        var body: some View { Text("Signed in as \(profile.name)") }
    }

    @Test func anEnvironmentObjectIsFoundByTypeInsideTheViewThatSetsIt() throws {
        let outer = Profile(name: "Mary Seacole"), inner = Profile(name: "Florence Nightingale")
        let strings = try Self.strings(VStack {
            ReadsProfile()
            VStack { ReadsProfile() }.environmentObject(inner)
        }.environmentObject(outer))
        #expect(strings == ["Signed in as Mary Seacole", "Signed in as Florence Nightingale"])
    }

    struct ReadsSurgery: View {
        @Environment(Surgery.self) private var surgery
        var body: some View { Text(surgery.name) }
    }

    struct MaybeReadsSurgery: View {
        @Environment(Surgery.self) private var surgery: Surgery?
        var body: some View { Text(surgery?.name ?? "No surgery") }
    }

    @Test func anObservableObjectInTheEnvironmentIsReadByItsType() throws {
        let surgery = Surgery(name: "Riverside Practice")
        #expect(try Self.strings(ReadsSurgery().environment(surgery)) == ["Riverside Practice"])
        #expect(try Self.strings(MaybeReadsSurgery().environment(surgery)) == ["Riverside Practice"])
        #expect(try Self.strings(MaybeReadsSurgery()) == ["No surgery"])
        #expect(try Self.strings(MaybeReadsSurgery().environment(nil as Surgery?).environment(surgery)) == ["No surgery"])
        // Also a `Bindable` of it, as iOS 17 code writes `@Bindable var surgery = surgery`.
        let name = Bindable(surgery).name
        name.wrappedValue = "Hillside Practice"
        #expect(try Self.strings(ReadsSurgery().environment(surgery)) == ["Hillside Practice"])
    }

    @Observable final class Both: ObservableObject {
        var name = "Both"
    }

    struct MaybeReadsBoth: View {
        @Environment(Both.self) private var both: Both?
        var body: some View { Text(both?.name ?? "Not found") }
    }

    @Test func anObjectHandedDownOneWayIsNotFoundTheOther() throws {
        #expect(try Self.strings(MaybeReadsBoth().environmentObject(Both())) == ["Not found"])
        #expect(try Self.strings(MaybeReadsBoth().environment(Both())) == ["Both"])
    }

    /// As in SwiftUI, with a message that names the type and what to add.
    @Test func readingAMissingEnvironmentObjectStopsTheProgram() async throws {
        let object = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? DataFlowTests.strings(ReadsProfile())
        }
        let objectMessage = String(decoding: object.standardErrorContent, as: UTF8.self)
        #expect(objectMessage.contains("no object of type Profile") && objectMessage.contains(".environmentObject(_:)"))
        let observable = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? DataFlowTests.strings(ReadsSurgery())
        }
        let observableMessage = String(decoding: observable.standardErrorContent, as: UTF8.self)
        #expect(observableMessage.contains("no object of type Surgery") && observableMessage.contains(".environment(_:)"))
    }
}
