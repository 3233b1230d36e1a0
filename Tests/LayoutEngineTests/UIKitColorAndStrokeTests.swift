import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS code names semantic colours through UIKit (`Color(.systemBackground)`) and strokes shapes
/// in the foreground colour (`Circle().stroke(lineWidth: 2)`): both as on iOS.
@Suite struct UIKitColorAndStrokeTests {
    private func hex(_ color: Color, _ scheme: ColorScheme) -> String {
        let value = color.resolve(in: scheme)
        let byte = { (channel: Double) in String(format: "%02x", Int((channel * 255).rounded())) }
        return byte(value.red) + byte(value.green) + byte(value.blue) + "@" + String(format: "%.2f", value.opacity)
    }

    @Test func semanticColoursHaveIOSsLightAndDarkValues() {
        #expect(hex(Color(.systemBackground), .light) == "ffffff@1.00")
        #expect(hex(Color(.systemBackground), .dark) == "000000@1.00")
        #expect(hex(Color(uiColor: .secondarySystemBackground), .light) == "f2f2f7@1.00")
        #expect(hex(Color(uiColor: .secondarySystemBackground), .dark) == "1c1c1e@1.00")
        #expect(hex(Color(.systemGroupedBackground), .dark) == "000000@1.00")
        #expect(hex(Color(.secondaryLabel), .light) == "3c3c43@0.60")
        #expect(hex(Color(.separator), .dark) == "545458@0.60")
        #expect(hex(Color(.systemGray4), .dark) == "3a3a3c@1.00")
        // The system colours are SwiftUI's; UIKit's fixed `red` is pure red in both schemes.
        #expect(Color(.systemRed) == Color.red)
        #expect(Color(.label) == Color.primary)
        #expect(hex(Color(.red), .dark) == "ff0000@1.00")
        #expect(hex(Color(uiColor: UIColor(white: 0.5, alpha: 0.5)), .light) == "808080@0.50")
    }

    @Test func aStrokeWithoutAColourTakesTheForegroundColour() throws {
        func dump(_ view: some View, scheme: ColorScheme = .light) throws -> String {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            return try LayoutHarness.layout(view.frame(width: 40, height: 40), width: 40, environment: environment).displayList.dump()
        }
        // `stroke` is centred on the edge: the border of the shape grown by half the width.
        #expect(try dump(Circle().stroke(lineWidth: 2)) == dump(Circle().inset(by: -1).strokeBorder(Color.primary, lineWidth: 2)))
        #expect(try dump(Circle().stroke(lineWidth: 2), scheme: .dark)
            == dump(Circle().inset(by: -1).strokeBorder(Color.primary, lineWidth: 2), scheme: .dark))
        #expect(try dump(Capsule().strokeBorder(lineWidth: 3).foregroundColor(.red))
            == dump(Capsule().strokeBorder(Color.red, lineWidth: 3)))
        #expect(try dump(Rectangle().stroke()) == dump(Rectangle().inset(by: -0.5).strokeBorder(Color.primary, lineWidth: 1)))
    }

    @Test func theTintStyleIsTheTintOrTheAccentColour() throws {
        func dump(_ view: some View) throws -> String {
            try LayoutHarness.layout(view.frame(width: 40, height: 40), width: 40).displayList.dump()
        }
        #expect(try dump(Circle().fill(.tint)) == dump(Circle().fill(Color.accentColor)))
        #expect(try dump(Circle().fill(.tint).tint(.red)) == dump(Circle().fill(Color.red)))
        #expect(try dump(Text("Book").foregroundStyle(.tint)) == dump(Text("Book").foregroundColor(.accentColor)))
        #expect(try dump(Text("Book").foregroundStyle(.tint).tint(.green)) == dump(Text("Book").foregroundColor(.green)))
    }
}
