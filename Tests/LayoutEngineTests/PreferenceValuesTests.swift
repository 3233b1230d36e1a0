import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Preference values read in the same moment: `overlayPreferenceValue` and
/// `backgroundPreferenceValue` draw from what the views inside set, folded in written order;
/// `transformPreference` changes what passes up.
@Suite struct PreferenceValuesTests {
    struct Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    static func strings(_ view: some View) throws -> [String] {
        DisabledTests.texts(try LayoutHarness.layout(view, width: 300).displayList).map(\.spec.string)
    }

    @Test func anOverlayDrawsFromTheValuesSetInsideInWrittenOrder() throws {
        let view = VStack {
            Text("Ibuprofen").preference(key: Names.self, value: ["Ibuprofen"])
            HStack {
                Text("Paracetamol").preference(key: Names.self, value: ["Paracetamol"])
                Text("Aspirin").preference(key: Names.self, value: ["Aspirin"])
            }
        }
        .overlayPreferenceValue(Names.self, alignment: .bottom) { names in Text(names.joined(separator: ", ")) }
        #expect(try Self.strings(view) == ["Ibuprofen", "Paracetamol", "Aspirin", "Ibuprofen, Paracetamol, Aspirin"])
    }

    @Test func aBackgroundIsDrawnBehindAndNoValueGivesTheDefault() throws {
        let view = Text("Doses").preference(key: Total.self, value: 2)
            .backgroundPreferenceValue(Total.self) { total in Text("\(total) set") }
        #expect(try Self.strings(view) == ["2 set", "Doses"])
        let unset = Text("Doses").overlayPreferenceValue(Total.self) { total in Text("\(total) set") }
        #expect(try Self.strings(unset) == ["Doses", "0 set"])
    }

    @Test func aTransformChangesWhatPassesUpAndReadersNest() throws {
        let view = VStack {
            VStack {
                Text("A").preference(key: Total.self, value: 1)
                Text("B").preference(key: Total.self, value: 2)
            }
            .transformPreference(Total.self) { $0 *= 10 }
            Text("C").preference(key: Total.self, value: 4)
                .overlayPreferenceValue(Total.self) { Text("inner \($0)") }
        }
        .overlayPreferenceValue(Total.self) { Text("outer \($0)") }
        #expect(try Self.strings(view) == ["A", "B", "C", "inner 4", "outer 34"])
    }

    @Test func withoutAReaderAPreferenceChangesNothing() throws {
        let plain = try LayoutHarness.layout(Text("Doses"), width: 300).displayList.dump()
        #expect(try LayoutHarness.layout(Text("Doses").preference(key: Total.self, value: 3), width: 300).displayList.dump() == plain)
    }
}
