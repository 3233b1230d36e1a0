import Drawing
import Foundation
import NHSAppUI
import Testing

/// Sizes across widths and Dynamic Type: every row at least 44 pt, long titles wrap and are never cut.
@Suite struct CardActionSizingTests {
    typealias H = CardActionHarness

    static let widths: [CGFloat] = [320, 393, 1032]
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3, .accessibility5]

    @Test(arguments: CardActionSpecExamples.all.map(\.name), widths)
    func everyRowIsAtLeast44PointsTall(name: String, width: CGFloat) throws {
        let example = try #require(CardActionSpecExamples.all.first { $0.name == name })
        for size in Self.sizes {
            let list = try H.layout(example.view, width: width, size: size).displayList
            #expect(list.tapTargets.count == example.actions)
            for target in list.tapTargets {
                #expect(target.frame.height >= 44, "\(name) \(target.label) at \(Int(width)) pt \(size.shortName)")
                #expect(target.frame.maxX <= width - H.margin + 0.001, "\(name) fits the screen")
            }
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func aLongTitleWrapsAndIsNeverTruncatedAt320AX5(scheme: ColorScheme) throws {
        #expect(CardActionSpecExamples.longTitle.count == 120)
        let view = CardActionGroup(header: "Messages", actions: [
            CardAction(title: CardActionSpecExamples.longTitle, subtitle: "From your GP surgery") { },
            CardAction(title: "Medicines record") { },
        ])
        let list = try H.layout(view, width: 320, size: .accessibility5, scheme: scheme).displayList
        let title = try #require(H.text(list, CardActionSpecExamples.longTitle))
        #expect(!title.measurement.isTruncated)
        #expect(title.spec.lineLimit == nil)
        #expect(title.measurement.lineCount > 1)
        let shown = title.measurement.lines.map(\.range).reduce(0) { $0 + $1.count }
        #expect(shown == CardActionSpecExamples.longTitle.utf16.count, "every character is on some line")
        #expect(title.measurement.lines.allSatisfy { $0.width <= title.wrapWidth + 0.001 })
        #expect(abs(title.frame.height - title.measurement.size.height) < 0.011, "the frame holds every line")
        let row = try #require(list.tapTargets.first).frame
        #expect(row.contains(title.frame))
        let chevron = try #require(H.paths(list).first).bounds
        #expect(chevron.minX >= title.frame.minX + title.wrapWidth + 12 - 0.01, "the chevron never overlaps the text")
        #expect(list.textItems.allSatisfy { !$0.measurement.isTruncated })
        let card = try #require(H.groupCard(list))
        #expect(list.tapTargets.allSatisfy { card.contains($0.frame) })
    }

    @Test func aGroupOfEightStacksItsRowsWithoutOverlap() throws {
        let actions = (1...8).map { CardAction(title: "Action \($0)", subtitle: $0 % 3 == 0 ? "Details" : nil) { } }
        let list = try H.layout(CardActionGroup(header: "Your health", actions: actions), width: 320,
                                size: .accessibility5).displayList
        let rows = list.tapTargets.map(\.frame)
        #expect(rows.count == 8)
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(upper.maxY <= lower.minY)
        }
        #expect(H.rules(list).count == 7)
    }

    @Test func layoutIsDeterministic() throws {
        let first = try H.layout(CardActionSpecExamples.seeAll, width: 320, size: .accessibility5, scheme: .dark)
        let second = try H.layout(CardActionSpecExamples.seeAll, width: 320, size: .accessibility5, scheme: .dark)
        #expect(first.displayList == second.displayList)
    }
}
