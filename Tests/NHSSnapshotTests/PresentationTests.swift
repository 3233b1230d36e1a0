import Drawing
import Foundation
import NHSSnapshot
import NHSAppUI
import SnapshotTestSupport
import Testing
import ViewKit

/// How a view is put on the page: a component in the margins, a screen edge to edge with its
/// whole content, or a device screen clipped to the device's height.
@Suite
struct PresentationTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    /// A scroll view much taller than any device.
    static var tallScreen: some View {
        NavigationStack {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40) { index in
                    Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
                }
            }
        }
        .navigationTitle("Tall")
        }
    }

    @Test func aScreenShowsItsWholeContentEdgeToEdge() throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, scale: 1, presentation: .screen)
        let snapshot = try render(Self.tallScreen, configuration: configuration)
        #expect(snapshot.displayList.size.height > 40 * 60)
        let title = try #require(snapshot.accessibilityElements.first { $0.label == "Tall" })
        // No page margins: the title sits at the navigation bar's own 16 pt margin.
        #expect(title.frame.minX == NavigationBarMetrics.compactMargin)
    }

    /// `containerRelativeFrame` measures against the device's screen, in every presentation.
    @Test func theContainerOfAContainerRelativeFrameIsTheDevicesScreen() throws {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0)
        for presentation in SnapshotPresentation.allCases {
            for device in [Device.iPhone16, .iPad] {
                let configuration = SnapshotConfiguration(device: device, scale: 1, presentation: presentation)
                let list = try render(view, configuration: configuration).displayList
                let fill = try #require(list.items.compactMap { item -> CGRect? in
                    if case .fill(let shape, _) = item { return shape.rect } else { return nil }
                }.first)
                #expect(fill.size == CGSize(width: device.width / 2, height: device.height / 2), "\(device) \(presentation)")
            }
        }
    }

    @Test func aDeviceScreenIsTheDevicesHeightAndClipsItsScrollView() throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, scale: 1, presentation: .deviceScreen)
        let snapshot = try render(Self.tallScreen, configuration: configuration)
        #expect(snapshot.height == Int(Device.iPhone16.height))
        #expect(snapshot.displayList.size.height == Device.iPhone16.height)
        // The rows below the fold are drawn inside the scroll view's clip, not past the page.
        let clip = try #require(snapshot.displayList.items.compactMap { item -> RoundedRect? in
            if case .clipped(let shape, _) = item { return shape } else { return nil }
        }.first)
        #expect(clip.rect.maxY <= Device.iPhone16.height + 0.5)
    }

    @Test func aComponentKeepsThePageMargins() throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, scale: 1)
        let snapshot = try render(Text("Card").frame(maxWidth: .infinity, alignment: .leading), configuration: configuration)
        let text = try #require(snapshot.accessibilityElements.first)
        #expect(text.frame.minX == NHSMetrics.screenMarginCompact)
    }
}
