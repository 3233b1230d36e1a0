import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `AnyShape` and `AnyShapeStyle` draw as what they wrap; a `PrimitiveButtonStyle` makes the whole
/// button, its taps through `trigger()`; transactions change nothing drawn.
@Suite struct TypeErasureAndPrimitiveStyleTests {
    static func items<V: View>(_ view: V) throws -> [DisplayItem] {
        try LayoutHarness.layout(view, width: 200).displayList.items
    }

    @Test func erasedShapesAndStylesDrawAsWhatTheyWrap() throws {
        #expect(try Self.items(AnyShape(Circle()).fill(Color.red).frame(width: 40, height: 40))
                    == Self.items(Circle().fill(Color.red).frame(width: 40, height: 40)))
        #expect(try Self.items(AnyShape(RoundedRectangle(cornerRadius: 6)).fill(Color.red).frame(width: 40, height: 20))
                    == Self.items(RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 40, height: 20)))
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(try Self.items(Rectangle().fill(AnyShapeStyle(gradient)).frame(width: 40, height: 20))
                    == Self.items(Rectangle().fill(gradient).frame(width: 40, height: 20)))
        #expect(try Self.items(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(Color.green))).frame(width: 40, height: 20))
                    == Self.items(Rectangle().fill(Color.green).frame(width: 40, height: 20)))
        #expect(try Self.items(Text("Saved").foregroundStyle(AnyShapeStyle(Color.red))) == Self.items(Text("Saved").foregroundStyle(Color.red)))
        #expect(try Self.items(Text("Saved").foregroundStyle(AnyShapeStyle(Color.red))) != Self.items(Text("Saved")))
        #expect(try Self.items(Text("Saved").transaction { $0.animation = nil }) == Self.items(Text("Saved")))
        #expect(withTransaction(Transaction(animation: .default)) { 7 } == 7)
    }

    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(8)
                .onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    final class Taps: @unchecked Sendable { var count = 0 }

    @Test func aPrimitiveStyleMakesTheWholeButton() throws {
        let taps = Taps()
        let screen = try LayoutHarness.layout(Button("Renew") { taps.count += 1 }.buttonStyle(DoubleTapStyle()), width: 200)
        // One target, the style's (the button adds none); tapping it triggers the action.
        #expect(screen.displayList.tapTargets.count == 1)
        #expect(screen.tap(targetAt: 0) && taps.count == 1)
        // Read as a button.
        let element = try #require(screen.displayList.accessibilityElements.first)
        #expect(element.label == "Renew" && element.traits.contains(.isButton))
        // A button style set nearer wins over the primitive one.
        let nearer = try LayoutHarness.layout(Button("Renew") {}.buttonStyle(.bordered).buttonStyle(DoubleTapStyle()), width: 200)
        let bordered = try LayoutHarness.layout(Button("Renew") {}.buttonStyle(.bordered), width: 200)
        #expect(nearer.displayList.items == bordered.displayList.items)
    }
}
