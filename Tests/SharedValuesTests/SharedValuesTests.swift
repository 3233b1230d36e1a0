import Drawing
import SharedValues
import Testing
import ViewKit

/// The view kit and the display list name one type for each shared value, so the layout engine
/// passes them through without converting.
@Suite struct SharedValuesTests {
    @Test func theViewKitAndTheDisplayListShareOneDeclaration() {
        #expect(ViewKit.LayoutDirection.self == Drawing.LayoutDirection.self)
        #expect(ViewKit.TextAlignment.self == Drawing.TextAlignment.self)
        #expect(ViewKit.AccessibilityTraits.self == Drawing.AccessibilityTraits.self)
        let direction: Drawing.LayoutDirection = ViewKit.LayoutDirection.rightToLeft
        #expect(direction == .rightToLeft)
    }

    @Test func directionsAndAlignmentsListEveryCaseByTheirSwiftUINames() {
        #expect(LayoutDirection.allCases.map(\.rawValue) == ["leftToRight", "rightToLeft"])
        #expect(TextAlignment.allCases.map(\.rawValue) == ["leading", "center", "trailing"])
    }

    @Test func traitsCombineAsAnOptionSetAndNameThemselvesInAnnouncementOrder() {
        let traits: AccessibilityTraits = [.isHeader, .isButton]
        #expect(traits.contains(.isButton) && traits.contains(.isHeader) && !traits.contains(.isLink))
        #expect(traits.names == ["Button", "Heading"])
        #expect(AccessibilityTraits([.isLink, .isButton]).names == ["Link"])
    }
}
