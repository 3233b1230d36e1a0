import Foundation
import NHSSnapshot
import Testing
import ViewKit

/// The render entry point: the card-style.md examples drawn with real Pango and Cairo.
@Suite struct RenderTests {
    static var defaultCard: some View {
        VStack(alignment: .leading, spacing: 8) {
        Text("Card title")
            .font(.nhsHeadline)
        Text("Some supporting body text inside a card.")
            .font(.nhsBody)
    }
        .foregroundStyle(.nhsText)
        .nhsCardStyle()
    }

    @Test func drawsAtTheDeviceWidthAndScaleWithContentHeight() throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        let snapshot = try render(RenderTests.defaultCard, configuration: configuration)
        #expect(snapshot.width == 393 * 3)
        #expect(snapshot.height == Int((snapshot.displayList.size.height * 3).rounded(.up)))
        #expect(snapshot.pixels.count == snapshot.width * snapshot.height * 4)
        // The top-left pixel is the screen background, #f0f4f5.
        #expect(Array(snapshot.pixels[0..<4]) == [0xf0, 0xf4, 0xf5, 0xff])
        #expect(snapshot.displayList.textItems.count == 2)
    }

    @Test func sameViewGivesSameBytes() throws {
        let configuration = SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark)
        let first = try render(RenderTests.defaultCard, configuration: configuration).pngData()
        let second = try render(RenderTests.defaultCard, configuration: configuration).pngData()
        #expect(first == second)
        if let folder = ProcessInfo.processInfo.environment["NHS_SNAPSHOTS_LOOK"] {
            try first.write(to: URL(fileURLWithPath: folder).appendingPathComponent("render-card-style.png"))
        }
    }

    @Test func textGrowsWithDynamicType() throws {
        let small = try render(RenderTests.defaultCard, configuration: SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large))
        let large = try render(RenderTests.defaultCard, configuration: SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5))
        #expect(large.height > small.height * 2)
    }

    @Test func unknownImageNameIsAClearError() {
        let configuration = SnapshotConfiguration(device: .iPhone16)
        #expect {
            _ = try render(Image("no-such-photo"), configuration: configuration)
        } throws: { error in
            "\(error)".contains("no-such-photo")
        }
    }
}
