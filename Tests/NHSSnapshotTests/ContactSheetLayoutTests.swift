import Drawing
import Foundation
@testable import NHSSnapshot
import SnapshotTestSupport
import Testing
import ViewKit

@Suite struct ContactSheetLayoutTests {
    let measurer = FixedAdvanceMeasurer()

    func cell(_ device: Device, _ size: DynamicTypeSize, height: Int?) -> ContactSheetCell {
        let configuration = SnapshotConfiguration(device: device, dynamicTypeSize: size, colorScheme: .dark)
        let width = CGFloat(Int(device.width) * configuration.scale)
        return ContactSheetCell(configuration: configuration, imagePath: height.map { _ in "C/s/\(configuration.fileStem).png" },
                                pixelSize: height.map { CGSize(width: width, height: CGFloat($0)) })
    }

    func images(_ list: DisplayList) -> [ImageItem] { list.imageItems }

    @Test func imagesFormAGridOfDevicesBySizes() throws {
        let devices = [Device.iPhoneSE1, .iPadPro13], sizes: [DynamicTypeSize] = [.large, .accessibility5]
        let cells = [cell(.iPhoneSE1, .large, height: 200), cell(.iPadPro13, .large, height: 100),
                     cell(.iPhoneSE1, .accessibility5, height: 600), cell(.iPadPro13, .accessibility5, height: 300)]
        let sheet = ContactSheet(component: "Card", scheme: .dark, devices: devices, sizes: sizes,
                                 sections: [ContactSheetSection(scenario: "example", cells: cells)])
        var style = ContactSheetStyle()
        style.thumbnailScale = 0.5
        let list = ContactSheetLayout.displayList(for: sheet, style: style, measurer: measurer)
        let placed = images(list)
        #expect(placed.count == 4)
        // Widths follow the device at half a point per point; heights the image in points × 0.5.
        let se = placed.first { $0.assetName.contains("iphone-se1-320-L-") }!
        #expect(se.frame.width == 160 && se.frame.height == 50)  // 200 px at 2x = 100 pt → 50
        let ipad = placed.first { $0.assetName.contains("ipadpro13-1032-L-") }!
        #expect(ipad.frame.width == 516)
        // Columns: same x per device; rows: same y per size, AX5 below L by the L row's tallest image + gap.
        let seAX5 = placed.first { $0.assetName.contains("iphone-se1-320-AX5") }!
        let ipadAX5 = placed.first { $0.assetName.contains("ipadpro13-1032-AX5") }!
        #expect(se.frame.minX == seAX5.frame.minX && ipad.frame.minX == ipadAX5.frame.minX)
        #expect(se.frame.minY == ipad.frame.minY && seAX5.frame.minY == ipadAX5.frame.minY)
        #expect(ipad.frame.minX >= se.frame.maxX + style.gap)
        // The AX5 row starts below the L row's tallest image, its caption and a gap.
        let caption = try #require(list.textItems.first { $0.spec.string == "iPhone SE (1st gen) · L" })
        #expect(caption.frame.minY == se.frame.maxY + style.captionGap)
        #expect(seAX5.frame.minY == caption.frame.maxY + style.gap)
        // Every item fits on the page, with the dark scheme's background.
        #expect(placed.allSatisfy { CGRect(origin: .zero, size: list.size).contains($0.frame) })
        #expect(list.background == style.background(for: .dark))
    }

    @Test func labelsNameTheSheetScenarioDevicesAndSizes() {
        let sheet = ContactSheet(component: "Card", scheme: .dark, devices: [.iPhone16], sizes: [.large, .xxxLarge],
                                 sections: [ContactSheetSection(scenario: "<odd name>", cells: [cell(.iPhone16, .large, height: 90)])])
        let list = ContactSheetLayout.displayList(for: sheet, measurer: measurer)
        let labels = list.textItems.map(\.spec.string)
        #expect(labels.contains("Card — dark"))
        #expect(labels.contains("iPhone 16 · L"), "each thumbnail is captioned with its device and size")
        #expect(labels.contains("<odd name>"))
        #expect(labels.contains("iPhone 16 · 393 pt"))
        #expect(labels.contains("L") && labels.contains("xxxL"))
        #expect(labels.contains("no image"), "the xxxL cell has no image and gets a box")
        let page = CGRect(origin: .zero, size: list.size)
        #expect(list.textItems.allSatisfy { page.contains($0.frame) })
    }

    @Test func planMakesOneSheetPerComponentDeviceClassAndScheme() throws {
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        let sheets = plan.contactSheets(imageFolder: URL(fileURLWithPath: "/nonexistent"))
        #expect(sheets.map(\.fileName) == ["Alpha-light-phones.png", "Alpha-dark-phones.png", "Alpha-light-ipads.png",
                                           "Alpha-dark-ipads.png", "Beta-light-phones.png", "Beta-dark-phones.png",
                                           "Beta-light-ipads.png", "Beta-dark-ipads.png"])
        #expect(sheets[0].title == "Alpha — light — phones")
        #expect(sheets[0].sections.map(\.scenario) == ["one", "two"])
        #expect(sheets[0].devices == [.iPhoneSE1, .iPhone16] && sheets[2].devices == [.iPadPro13])
        #expect(sheets[0].sizes == [.large, .xxxLarge, .accessibility5], "Dynamic Type order")
        // Rendering in sheet order finishes one sheet's cells before the next sheet's.
        let order = plan.sheetOrder
        #expect(order.sorted() == Array(plan.cells.indices))
        let groups = order.map { index -> String in
            let cell = plan.cells[index]
            return "\(cell.scenario.component)-\(cell.configuration.colorScheme)-\(DeviceClass(cell.configuration.device))"
        }
        #expect(groups.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }.count == sheets.count)
        #expect(sheets.allSatisfy { $0.sections.allSatisfy { $0.cells.allSatisfy { $0.imagePath == nil } } })
    }

    @Test func sheetsReadImageSizesFromRenderedFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick)
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 2)
        _ = session.render(plan, into: folder.url)
        let sheets = plan.contactSheets(imageFolder: folder.url)
        let first = try #require(sheets.first?.sections.first?.cells.first)
        #expect(first.pixelSize == CGSize(width: 393 / 16, height: 4 + first.configuration.dynamicTypeSize.index))
        let result = session.makeSheets(plan, imageFolder: folder.url, sheetsFolder: folder.url.appendingPathComponent("sheets"))
        #expect(result.exitCode == 0)
        #expect(result.written.map(\.lastPathComponent) == sheets.map(\.fileName))
    }
}

@Suite struct ContactSheetColumnTests {
    @Test func scenariosAreStackedInOneColumnAtTheirOwnWidth() {
        let cells = DynamicTypeSize.allCases.map { size in
            ContactSheetCell(configuration: SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: size),
                             imagePath: "C/s/\(size.shortName).png", pixelSize: CGSize(width: 1179, height: 600))
        }
        let sheet = ContactSheet(component: "C", scheme: .light, devices: [.iPhone16], sizes: DynamicTypeSize.allCases,
                                 sections: [ContactSheetSection(scenario: "first", cells: cells),
                                            ContactSheetSection(scenario: "second", cells: cells)])
        let list = ContactSheetLayout.displayList(for: sheet, measurer: FixedAdvanceMeasurer())
        let headings = list.textItems.filter { ["first", "second"].contains($0.spec.string) }
        #expect(headings.count == 2)
        #expect(headings[0].frame.minX == headings[1].frame.minX && headings[0].frame.maxY < headings[1].frame.minY)
        // Every card at 1x (393 × 200 pt from 1179 × 600 px at 3x), none shrunk, all on the page.
        #expect(list.imageItems.allSatisfy { $0.frame.size == CGSize(width: 393, height: 200) })
        #expect(list.imageItems.allSatisfy { CGRect(origin: .zero, size: list.size).contains($0.frame) })
    }
}
