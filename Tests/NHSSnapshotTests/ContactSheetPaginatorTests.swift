import Bitmaps
import Drawing
import Foundation
@testable import NHSSnapshot
import SnapshotTestSupport
import Testing
import ViewKit

/// Pages of contact sheets: every card at 1x, a tall sheet split into pages in order.
@Suite struct ContactSheetPaginatorTests {
    let measurer = FixedAdvanceMeasurer()
    let phones = Device.presets.filter { DeviceClass($0) == .phones }

    /// A cell rendered at the device's own scale, `points` tall at 1x.
    func cell(_ device: Device, _ size: DynamicTypeSize, points: Int) -> ContactSheetCell {
        let configuration = SnapshotConfiguration(device: device, dynamicTypeSize: size, colorScheme: .light)
        return ContactSheetCell(configuration: configuration, imagePath: "C/\(configuration.fileStem).png",
                                pixelSize: CGSize(width: device.width * CGFloat(configuration.scale),
                                                  height: CGFloat(points * configuration.scale)))
    }

    func section(_ name: String, points: (DynamicTypeSize) -> Int) -> ContactSheetSection {
        ContactSheetSection(scenario: name, cells: phones.flatMap { device in
            DynamicTypeSize.allCases.map { cell(device, $0, points: points($0)) }
        })
    }

    func sheet(_ sections: [ContactSheetSection]) -> ContactSheet {
        ContactSheet(component: "Card", scheme: .light, devices: phones, sizes: DynamicTypeSize.allCases,
                     sections: sections, deviceClass: .phones)
    }

    @Test func tallSheetsArePagedWithEveryCardAt1x() throws {
        // 6 scenarios of 12 rows of 100–650 pt cards: far taller than one page.
        let sections = (1...6).map { index in section("s\(index)") { 100 + 50 * $0.index } }
        let style = ContactSheetStyle()
        let pages = ContactSheetPaginator.pages(of: sheet(sections), measurer: measurer)
        #expect(pages.count > 1)
        #expect(pages.map(\.page) == Array(1...pages.count))
        var seen: [String] = []
        for page in pages {
            let list = ContactSheetLayout.displayList(for: page, style: style, measurer: measurer)
            #expect(list.size.height <= CGFloat(style.maximumPageHeight), "\(page.fileName) is \(list.size.height) tall")
            for item in list.imageItems {
                let cell = try #require(page.sections.flatMap(\.cells).first { $0.imagePath == item.assetName })
                let device = cell.configuration.device
                // 1 point a device point: the card's own size, as on a 1x screen.
                #expect(item.frame.width == device.width)
                #expect(item.frame.height == CGFloat(100 + 50 * cell.configuration.dynamicTypeSize.index))
                seen.append(item.assetName)
            }
        }
        let all = sections.flatMap(\.cells).compactMap(\.imagePath)
        #expect(seen.count == all.count && Set(seen) == Set(all), "every card once")
        // Pages keep the scenarios' order and, within each, the rows' Dynamic Type order.
        let order = pages.flatMap { $0.sections.flatMap { section in (section.rows ?? DynamicTypeSize.allCases).map { (section.scenario, $0) } } }
        let expected = sections.flatMap { section in DynamicTypeSize.allCases.map { (section.scenario, $0) } }
        #expect(order.map(\.0) == expected.map(\.0) && order.map(\.1) == expected.map(\.1))
        #expect(pages.map(\.fileName).prefix(3) == ["Card-light-phones.png", "Card-light-phones-page2.png", "Card-light-phones-page3.png"])
        #expect(pages[1].title == "Card — light — phones — page 2")
    }

    @Test func aScenarioTallerThanAPageIsSplitBetweenRows() {
        var style = ContactSheetStyle()
        style.maximumPageHeight = 2_000
        let tall = section("tall") { _ in 400 }   // 12 rows of 400 pt
        let pages = ContactSheetPaginator.pages(of: sheet([tall]), style: style, measurer: measurer)
        #expect(pages.count >= 3)
        #expect(pages[0].sections.count == 1 && !pages[0].sections[0].continued)
        #expect(pages.dropFirst().allSatisfy { $0.sections.allSatisfy(\.continued) })
        let headings = ContactSheetLayout.displayList(for: pages[1], style: style, measurer: measurer).textItems.map(\.spec.string)
        #expect(headings.contains("tall (continued)"))
        #expect(pages.flatMap { $0.sections.flatMap { $0.rows ?? [] } } == DynamicTypeSize.allCases)
        // Each part holds the cells of its own rows only, and draws no "no image" box.
        for page in pages {
            let rows = Set(page.sections.flatMap { $0.rows ?? [] })
            #expect(page.sections.flatMap(\.cells).allSatisfy { rows.contains($0.configuration.dynamicTypeSize) })
            let list = ContactSheetLayout.displayList(for: page, style: style, measurer: measurer)
            #expect(!list.textItems.contains { $0.spec.string == "no image" })
            #expect(list.size.height <= 2_000)
        }
    }

    /// A scenario taller than any page starts in the space the one before it left, so the end of
    /// one tall scenario and the start of the next share a page; one that fits a page of its own
    /// starts a new page whole.
    @Test func aTallScenarioStartsWhereThePageHasRoom() {
        var style = ContactSheetStyle()
        style.maximumPageHeight = 2_000
        let first = section("first") { _ in 300 }, second = section("second") { _ in 300 }
        let pages = ContactSheetPaginator.pages(of: sheet([first, second]), style: style, measurer: measurer)
        let scenarios = pages.map { $0.sections.map(\.scenario) }
        let shared = pages.firstIndex { $0.sections.map(\.scenario) == ["first", "second"] }
        #expect(shared != nil, "the last rows of the first and the first rows of the second share a page: \(scenarios)")
        if let shared {
            #expect(pages[shared].sections[0].continued && !pages[shared].sections[1].continued)
        }
        // No page but the last is left with room for another row and a heading.
        let measured = ContactSheetLayout.heights(of: second, in: sheet([]), style: style, measurer: measurer)
        for page in pages.dropLast() {
            let height = ContactSheetLayout.displayList(for: page, style: style, measurer: measurer).size.height
            #expect(height + measured.header + measured.rows[0] > 2_000, "\(page.fileName) is only \(height) tall")
        }
        let fitting = section("fitting") { _ in 20 }
        let after = ContactSheetPaginator.pages(of: sheet([first, fitting]), style: style, measurer: measurer)
        let whole = after.filter { $0.sections.contains { $0.scenario == "fitting" } }
        #expect(whole.count == 1 && whole[0].sections.first { $0.scenario == "fitting" }?.continued == false,
                "a scenario that fits a page is never split")
    }

    @Test func shortScenariosShareAPageAndARowTallerThanAPageGetsItsOwn() {
        var style = ContactSheetStyle()
        style.maximumPageHeight = 3_000
        let short = (1...3).map { index in section("short\(index)") { _ in 10 } }
        let one = ContactSheetPaginator.pages(of: sheet(short), style: style, measurer: measurer)
        #expect(one.count == 1 && one[0].sections.map(\.scenario) == ["short1", "short2", "short3"])
        #expect(one[0].fileName == "Card-light-phones.png" && one[0].title == "Card — light — phones")
        let giant = section("giant") { $0 == .accessibility5 ? 5_000 : 10 }
        let pages = ContactSheetPaginator.pages(of: sheet([giant]), style: style, measurer: measurer)
        #expect(pages.map { $0.sections.flatMap { $0.rows ?? [] } } == [Array(DynamicTypeSize.allCases.dropLast()), [.accessibility5]])
        let last = ContactSheetLayout.displayList(for: pages[1], style: style, measurer: measurer)
        #expect(last.size.height > 5_000, "the row is not shrunk")
        #expect(last.imageItems.map(\.frame.height) == Array(repeating: 5_000, count: phones.count))
    }

    @Test func pagesAreTheSameWhateverOrderTheCellsComeIn() throws {
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .full)
        var style = ContactSheetStyle()
        style.maximumPageHeight = 700
        func assemble(_ order: [Int]) throws -> [String: String] {
            let folder = try TemporaryFolder()
            defer { folder.delete() }
            let drawer = SheetDrawer(measurer: FixedAdvanceMeasurer()) { list, _, images in
                // The page's list, and whether it came with exactly the thumbnails it shows.
                let exact = Set(images.keys) == Set(list.imageItems.map(\.assetName)) && !images.isEmpty
                return Data((list.dump() + (exact ? "thumbnails: exact" : "thumbnails: WRONG")).utf8)
            }
            let assembler = SheetAssembler(plan: plan, sheetsFolder: folder.url, drawer: drawer, style: style)
            for index in order {
                let cell = plan.cells[index], scale = cell.configuration.scale
                let width = Int(cell.configuration.device.width) * scale, height = (20 + cell.configuration.dynamicTypeSize.index) * scale
                assembler.add(cell, width: width, height: height,
                              pixels: [UInt8](repeating: 255, count: width * height * 4))
            }
            let result = assembler.finish()
            #expect(result.problems == [])
            return try Dictionary(uniqueKeysWithValues: result.written.map {
                ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
            })
        }
        let inOrder = try assemble(plan.sheetOrder)
        #expect(inOrder.keys.contains("Alpha-light-phones-page2.png"), "small pages: the sheets are split")
        #expect(try assemble(plan.sheetOrder.reversed()) == inOrder)
        // Every page got exactly the thumbnails it shows.
        for (name, text) in inOrder { #expect(text.hasSuffix("thumbnails: exact"), "\(name)") }
    }
}
