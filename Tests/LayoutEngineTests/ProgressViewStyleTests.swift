import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `progressViewStyle(_:)`: the built-in looks as iOS draws them, and styles of your own.
@Suite struct ProgressViewStyleTests {
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))% done")
                ProgressView(configuration)
            }
        }
    }

    static func layout<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    static func labels(_ list: DisplayList) -> [String] { list.accessibilityElements.map(\.label) }

    @Test func theBuiltInLooks() throws {
        let bar = ProgressView("Uploading", value: 0.4)
        #expect(Self.labels(try Self.layout(bar)) == ["Uploading", "40 percent"])
        #expect(try Self.layout(bar.progressViewStyle(.linear)).items == (try Self.layout(bar)).items)
        #expect(try Self.layout(bar.progressViewStyle(.automatic)).items == (try Self.layout(bar)).items)
        // On iOS a circular progress view is the activity indicator, value or not.
        let circular = try Self.layout(bar.progressViewStyle(.circular))
        #expect(Self.labels(circular) == ["In progress", "Uploading"])
        #expect(circular.items == (try Self.layout(ProgressView("Uploading"))).items)
        // Without a value a linear one is the activity indicator too.
        #expect(Self.labels(try Self.layout(ProgressView("Loading").progressViewStyle(.linear))) == ["In progress", "Loading"])
    }

    @Test func labelsAroundTheBar() throws {
        let list = try Self.layout(ProgressView(value: 3, total: 4) {
            Text("Doses taken")
        } currentValueLabel: {
            Text("3 of 4")
        })
        #expect(Self.labels(list) == ["Doses taken", "75 percent", "3 of 4"])
        let texts = list.textItems
        let title = try #require(texts.first { $0.spec.string == "Doses taken" })
        let value = try #require(texts.first { $0.spec.string == "3 of 4" })
        #expect(value.frame.minY > title.frame.maxY)
        #expect(value.color != title.color)
    }

    @Test func aStyleOfYourOwnDrawsItAndCanDrawTheStandardLookInside() throws {
        let list = try Self.layout(VStack {
            ProgressView("Uploading", value: 0.25)
            ProgressView("Waiting")
        }.progressViewStyle(PercentStyle()))
        #expect(list.textItems.map(\.spec.string) == ["Uploading", "25% done", "Uploading", "Waiting", "0% done", "Waiting"])
        #expect(Self.labels(list).contains("25 percent"))
        #expect(Self.labels(list).contains("In progress"))
    }
}
