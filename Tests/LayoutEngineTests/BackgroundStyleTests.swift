import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `.background` as a shape style: the system background, or what `backgroundStyle(_:)` sets.
@Suite struct BackgroundStyleTests {
    static func fills<V: View>(_ view: V, _ scheme: ColorScheme = .light) throws -> [RGBAColor] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let list = try LayoutHarness.layout(view, width: 100, environment: environment).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(_, let colour) = entry.item { return colour }
            return nil
        }
    }

    @Test func theBackgroundIsTheSystemBackgroundInEitherScheme() throws {
        let view = Text("A").background(.background)
        #expect(try Self.fills(view) == [RGBAColor(hex: 0xffffff)])
        #expect(try Self.fills(view, .dark) == [RGBAColor(hex: 0x000000)])
        #expect(try Self.fills(Rectangle().fill(.background).frame(width: 10, height: 10)) == [RGBAColor(hex: 0xffffff)])
    }

    @Test func backgroundStyleSetsWhatTheBackgroundPaints() throws {
        let view = Text("A").background(.background, in: RoundedRectangle(cornerRadius: 4))
        #expect(try Self.fills(view.backgroundStyle(Color(hex: 0x005eb8))) == [RGBAColor(hex: 0x005eb8)])
        #expect(try Self.fills(view.backgroundStyle(.background)) == [RGBAColor(hex: 0xffffff)])
    }
}
