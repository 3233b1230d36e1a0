import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Typography a screen written for iOS uses that the kit accepts and draws plainly: small
/// capitals (the typeface has none), `Font.leading` and `textScale` (Apple documents neither amount).
@Suite struct AcceptedTypographyTests {
    static func dump<V: View>(_ view: V) throws -> String {
        try LayoutHarness.layout(view, width: 300).displayList.dump()
    }

    @Test func theyDrawAsThePlainFontDoes() throws {
        let plain = try Self.dump(Text("Repeat prescription").font(.body))
        #expect(try Self.dump(Text("Repeat prescription").font(.body.smallCaps())) == plain)
        #expect(try Self.dump(Text("Repeat prescription").font(.body.uppercaseSmallCaps().lowercaseSmallCaps())) == plain)
        #expect(try Self.dump(Text("Repeat prescription").font(.body.leading(.loose))) == plain)
        #expect(try Self.dump(Text("Repeat prescription").font(.body).textScale(.secondary)) == plain)
        #expect(try Self.dump(VStack { Text("Repeat prescription").font(.body) }.textScale(.secondary))
                    == Self.dump(VStack { Text("Repeat prescription").font(.body) }))
    }
}
