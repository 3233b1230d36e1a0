import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `@AppStorage` draws what the store holds for its key, or its default, and writes to it; the
/// store is the one given, else `defaultAppStorage(_:)`'s, else the standard one.
@Suite struct AppStorageTests {
    enum Reminder: String {
        case daily, weekly
    }

    struct Settings: View {
        @AppStorage("showsBanner") private var showsBanner = true
        @AppStorage("name") private var name = "No name"
        @AppStorage("doses") private var doses = 1
        @AppStorage("reminder") private var reminder = Reminder.daily
        @AppStorage("surgery") private var surgery: String?
        var body: some View {
            VStack {
                if showsBanner { Text("Banner") }
                Text(name)
                Text("Doses: \(doses)")
                Text("Reminder: \(reminder.rawValue)")
                Text(surgery ?? "No surgery")
            }
        }
    }

    /// A store of its own, empty; `Store.remove()` deletes it.
    struct Store {
        let name = "AppStorageTests-\(UUID().uuidString)"
        let defaults: UserDefaults
        init() throws { defaults = try #require(UserDefaults(suiteName: name)) }
        func remove() { defaults.removePersistentDomain(forName: name) }
    }

    static func strings<V: View>(_ view: V) throws -> [String] {
        try LayoutHarness.layout(view, width: 300).displayList.textItems.map(\.spec.string)
    }

    @Test func anEmptyStoreDrawsTheDefaults() throws {
        let made = try Store(), store = made.defaults
        defer { made.remove() }
        do {
            #expect(try Self.strings(Settings().defaultAppStorage(store))
                    == ["Banner", "No name", "Doses: 1", "Reminder: daily", "No surgery"])
        }
    }

    @Test func storedValuesAreDrawn() throws {
        let made = try Store(), store = made.defaults
        defer { made.remove() }
        do {
            store.set(false, forKey: "showsBanner")
            store.set("Ada", forKey: "name")
            store.set(3, forKey: "doses")
            store.set("weekly", forKey: "reminder")
            store.set("Riverside", forKey: "surgery")
            #expect(try Self.strings(Settings().defaultAppStorage(store))
                    == ["Ada", "Doses: 3", "Reminder: weekly", "Riverside"])
        }
    }

    struct BannerSetting: View {
        @AppStorage("showsBanner") private var showsBanner = false
        var body: some View { Toggle("Show the banner", isOn: $showsBanner) }
    }

    /// A control reads its binding after the body that made it: from that body's store.
    @Test func aControlBoundToAStoredValueShowsIt() throws {
        let made = try Store(), store = made.defaults
        defer { made.remove() }
        let off = try LayoutHarness.layout(BannerSetting().defaultAppStorage(store), width: 300).displayList
        store.set(true, forKey: "showsBanner")
        let on = try LayoutHarness.layout(BannerSetting().defaultAppStorage(store), width: 300).displayList
        #expect(off.accessibilityElements.first?.spokenDescription.hasSuffix("Show the banner, Off.") == true)
        #expect(on.accessibilityElements.first?.spokenDescription.hasSuffix("Show the banner, On.") == true)
    }

    @Test func aValueOfAnotherKindIsReadAsTheDefault() throws {
        let made = try Store(), store = made.defaults
        defer { made.remove() }
        do {
            store.set("sometimes", forKey: "reminder")
            #expect(try Self.strings(Settings().defaultAppStorage(store)).contains("Reminder: daily"))
        }
    }

    @MainActor @Test func aStoreNamedByTheWrapperWinsOverTheEnvironments() throws {
        let namedStore = try Store(), environmentStore = try Store()
        defer { namedStore.remove(); environmentStore.remove() }
        let named = namedStore.defaults, environment = environmentStore.defaults
        do {
            do {
                struct Named: View {
                    let store: UserDefaults
                    var body: some View { Inner(storage: AppStorage(wrappedValue: "Default", "name", store: store)) }
                }
                struct Inner: View {
                    @AppStorage var name: String
                    init(storage: AppStorage<String>) { _name = storage }
                    var body: some View { Text(name) }
                }
                named.set("From the wrapper's store", forKey: "name")
                environment.set("From the environment's store", forKey: "name")
                #expect(try Self.strings(Named(store: named).defaultAppStorage(environment)) == ["From the wrapper's store"])
            }
        }
    }

    @Test func writesGoToTheStore() throws {
        let made = try Store(), store = made.defaults
        defer { made.remove() }
        do {
            let doses = AppStorage(wrappedValue: 1, "doses", store: store)
            doses.projectedValue.wrappedValue = 4
            #expect(store.integer(forKey: "doses") == 4)
            #expect(doses.wrappedValue == 4)
            let surgery = AppStorage<String?>("surgery", store: store)
            surgery.wrappedValue = "Hillside"
            #expect(store.string(forKey: "surgery") == "Hillside")
            surgery.wrappedValue = nil
            #expect(store.object(forKey: "surgery") == nil)
            let reminder = AppStorage(wrappedValue: Reminder.daily, "reminder", store: store)
            reminder.wrappedValue = .weekly
            #expect(store.string(forKey: "reminder") == "weekly")
            let page = AppStorage(wrappedValue: URL(string: "https://www.nhs.uk")!, "page", store: store)
            #expect(page.wrappedValue.absoluteString == "https://www.nhs.uk")
            page.wrappedValue = URL(string: "https://www.nhs.uk/conditions")!
            #expect(page.wrappedValue.absoluteString == "https://www.nhs.uk/conditions")
            #expect(store.string(forKey: "page") == "https://www.nhs.uk/conditions")
            let saved = AppStorage<URL?>("saved", store: store)
            #expect(saved.wrappedValue == nil)
            saved.wrappedValue = URL(string: "https://www.nhs.uk/nhs-app")
            #expect(saved.wrappedValue?.absoluteString == "https://www.nhs.uk/nhs-app")
        }
    }
}
