import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The accessibility overlay's display list.
@Suite struct AccessibilityOverlayTests {
    static func sample() throws -> DisplayList {
        let view = VStack(alignment: .leading, spacing: 16) {
            Text("GP surgery").font(.nhsHeadline).accessibilityAddTraits(.isHeader)
            Button {} label: {
                Text("Request a repeat prescription").foregroundStyle(.nhsText)
            }
            .accessibilityHint("Opens in a web browser")
            .nhsCardStyle()
        }
        return try AuditHarness.layout(view, width: 320)
    }

    static func texts(_ list: DisplayList) -> [String] { list.textItems.map(\.spec.string) }

    @Test func thePageIsDrawnFirstClippedToItself() throws {
        let page = try Self.sample()
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer)
        let pageRect = CGRect(origin: .zero, size: page.size)
        #expect(overlay.items[0] == .fill(RoundedRect(rect: pageRect), page.background))
        #expect(overlay.items[1] == .clipped(RoundedRect(rect: pageRect), page.items))
        #expect(overlay.size.width == page.size.width + 16 + 320 + 16)
        #expect(overlay.size.height >= page.size.height)
        #expect(overlay.accessibilityElements == page.accessibilityElements)
    }

    @Test func eachElementIsBoxedInItsOwnColour() throws {
        let page = try Self.sample()
        let style = AccessibilityOverlayStyle()
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer, style: style)
        let borders = overlay.items.compactMap { item -> (CGRect, RGBAColor)? in
            if case .border(let shape, let color, _) = item { return (shape.rect, color) } else { return nil }
        }
        #expect(borders.map(\.0) == page.accessibilityElements.map(\.frame))
        #expect(borders.map(\.1) == [style.palette[0], style.palette[1]])
    }

    @Test func theLegendListsNumberLabelHintAndTraitsInTheBoxColour() throws {
        let page = try Self.sample()
        let style = AccessibilityOverlayStyle()
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer, style: style)
        let legend = overlay.textItems.filter { $0.frame.minX > page.size.width }
        #expect(legend.map(\.spec.string) == [
            "1", "GP surgery", "Traits: Heading",
            "2", "Request a repeat prescription", "Hint: Opens in a web browser", "Traits: Button",
        ])
        let colours = legend.filter { $0.spec.string.count > 1 }.map(\.color)
        #expect(colours == [style.palette[0], style.palette[0], style.palette[1], style.palette[1], style.palette[1]])
        let badges = overlay.textItems.filter { $0.spec.string == "1" || $0.spec.string == "2" }
        #expect(badges.count == 4, "a badge on the page and one in the legend for each element")
        #expect(legend.first { $0.spec.string == "GP surgery" }?.spec.font.weight == .bold)
    }

    @Test func theLegendReadsWellAndFitsItsLines() throws {
        let page = try Self.sample()
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer)
        let findings = DesignAudit.findings(for: overlay, checks: [TextContrastCheck(), TextFitCheck()])
            .filter { ($0.frame?.minX ?? 0) > page.size.width }
        #expect(overlay.textItems.filter { $0.frame.minX > page.size.width }.count == 7)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func thePaletteIsLegibleBothWays() {
        for color in AccessibilityOverlayStyle.defaultPalette {
            #expect(WCAGContrast.ratio(color, on: .white) >= 4.5, "\(color) on white")
            #expect(WCAGContrast.ratio(.white, on: color) >= 4.5, "white on \(color)")
        }
        #expect(Set(AccessibilityOverlayStyle.defaultPalette).count == AccessibilityOverlayStyle.defaultPalette.count)
    }

    @Test func longLegendsGrowTheCanvas() {
        let elements = (0..<12).map { AccessibilityElement(label: "Element number \($0) with a label long enough to wrap",
                                                           traits: .isButton, frame: CGRect(x: 0, y: CGFloat($0) * 4, width: 50, height: 4)) }
        let page = DisplayList(size: CGSize(width: 100, height: 50), background: .white, accessibilityElements: elements)
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer)
        let lowest = overlay.textItems.map(\.frame.maxY).max() ?? 0
        #expect(overlay.size.height == lowest + 16)
        #expect(overlay.size.height > 50)
        let ninth = overlay.items.compactMap { item -> RGBAColor? in
            if case .border(_, let color, _) = item { return color } else { return nil }
        }[8]
        #expect(ninth == AccessibilityOverlayStyle.defaultPalette[0], "colours repeat after eight")
    }

    @Test func theSameInputGivesTheSameOverlay() throws {
        let page = try Self.sample()
        #expect(AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer)
                == AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer))
    }

    @Test func anEmptyPageHasAnEmptyLegendLine() {
        let page = DisplayList(size: CGSize(width: 100, height: 50), background: .white)
        let overlay = AccessibilityOverlay.displayList(for: page, measurer: AuditHarness.measurer)
        #expect(Self.texts(overlay) == ["(no accessibility elements)"])
    }
}
