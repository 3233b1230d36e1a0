import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 17's shorthands where a shape is expected (`.rect(cornerRadius:)`, `.capsule`...) draw the
/// shapes they name; `accentColor(_:)` tints as `tint(_:)`; `.separator` is iOS's separator grey.
@Suite struct ShapeShorthandTests {
    /// Everything drawn, clip shapes included.
    static func frames<V: View>(_ view: V) throws -> [DisplayItem] {
        try LayoutHarness.layout(view, width: 100).displayList.items
    }

    @Test func eachShorthandDrawsTheShapeItNames() throws {
        func both<S: Shape>(_ short: S, _ long: some Shape) throws -> Bool {
            let a = try Self.frames(Color.red.frame(width: 60, height: 30).clipShape(short))
            let b = try Self.frames(Color.red.frame(width: 60, height: 30).clipShape(long))
            return a == b && !a.isEmpty
        }
        #expect(try both(.rect, Rectangle()))
        #expect(try both(.rect(cornerRadius: 8), RoundedRectangle(cornerRadius: 8)))
        #expect(try both(.rect(cornerRadius: 8, style: .circular), RoundedRectangle(cornerRadius: 8, style: .circular)))
        #expect(try both(.rect(topLeadingRadius: 6, bottomTrailingRadius: 4),
                         UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 4)))
        // iOS 17's corner radii, as a value: each radius at its own corner (not the same four
        // numbers in the initialiser's order, which lists trailing corners bottom first).
        let radii = RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8)
        #expect(try both(.rect(cornerRadii: radii), UnevenRoundedRectangle(topLeadingRadius: 2, bottomLeadingRadius: 4,
                                                                           bottomTrailingRadius: 6, topTrailingRadius: 8)))
        #expect(try both(UnevenRoundedRectangle(cornerRadii: radii, style: .circular),
                         UnevenRoundedRectangle(topLeadingRadius: 2, bottomLeadingRadius: 4, bottomTrailingRadius: 6,
                                                topTrailingRadius: 8, style: .circular)))
        #expect(UnevenRoundedRectangle(cornerRadii: radii).cornerRadii == radii)
        #expect(try !both(.rect(cornerRadii: radii), UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 2)))
        #expect(try both(.capsule, Capsule()))
        #expect(try both(.capsule(style: .continuous), Capsule(style: .circular)))
        #expect(try both(.circle, Circle()))
        #expect(try both(.ellipse, Ellipse()))
        #expect(try both(.containerRelative, ContainerRelativeShape()))
        // Where an insettable shape is expected too.
        let filled = try Self.frames(Text("").frame(width: 60, height: 30).background(Color.blue, in: .rect(cornerRadius: 8)))
        let written = try Self.frames(Text("").frame(width: 60, height: 30).background(Color.blue, in: RoundedRectangle(cornerRadius: 8)))
        #expect(filled == written)
        // And they differ from one another.
        #expect(try Self.frames(Color.red.frame(width: 60, height: 30).clipShape(.capsule))
                    != (try Self.frames(Color.red.frame(width: 60, height: 30).clipShape(.rect))))
    }

    @Test func accentColorTintsAsTint() throws {
        let accent = try LayoutHarness.layout(Button("Book") {}.accentColor(.red), width: 100).displayList.items
        let tint = try LayoutHarness.layout(Button("Book") {}.tint(.red), width: 100).displayList.items
        let plain = try LayoutHarness.layout(Button("Book") {}, width: 100).displayList.items
        #expect(accent == tint)
        #expect(accent != plain)
    }

    @Test func separatorIsIOSsSeparatorGrey() {
        let light = Color.separator.resolve(in: .light), dark = Color.separator.resolve(in: .dark)
        #expect(abs(light.red - 0x3c / 255.0) < 1e-6 && abs(light.opacity - 0.29) < 1e-6)
        #expect(abs(dark.red - 0x54 / 255.0) < 1e-6 && abs(dark.opacity - 0.6) < 1e-6)
    }
}
