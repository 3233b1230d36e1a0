import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `ControlGroup`: its controls side by side in equal shares of one rounded panel with dividers
/// between them, each its own button; a menu style draws it as a closed menu of its label.
@Suite struct ControlGroupTests {
    static let font = Font.custom("Fake", size: 10)

    private func layout(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
    }

    @Test func eachControlTakesAnEqualShareOfOnePanel() throws {
        let list = try layout(ControlGroup {
            Button("Copy") {}
            Button("Paste") {}
            Button("Share this") {}
        })
        let targets = list.tapTargets
        #expect(targets.map(\.label) == ["Copy", "Paste", "Share this"])
        // 300 pt less two 1 pt dividers, in three equal shares, each at least 44 pt tall.
        let widths = targets.map { $0.frame.width }
        #expect(widths.allSatisfy { abs($0 - 298.0 / 3) < 0.01 })
        #expect(targets.allSatisfy { $0.frame.height >= ControlGroupMetrics.height })
        #expect(targets[1].frame.minX == targets[0].frame.maxX + 1)
        let frames = LayoutHarness.frames(list)
        #expect(frames.first == "fill 0,0 300x44 r10c")
        #expect(frames.filter { $0.hasSuffix("1x20") }.count == 2)
    }

    @Test func aMenuStyleDrawsTheClosedMenuOfItsLabel() throws {
        let list = try layout(ControlGroup("Edit") {
            Button("Copy") {}
            Button("Paste") {}
        }.controlGroupStyle(.menu))
        #expect(list.tapTargets.map(\.label) == ["Edit"])
        #expect(list.textItems.map(\.spec.string) == ["Edit"])
    }

    @Test func theAutomaticStyleIgnoresTheLabel() throws {
        let list = try layout(ControlGroup {
            Button("Back") {}
            Button("Forward") {}
        } label: {
            Text("History")
        }.controlGroupStyle(.navigation))
        #expect(list.textItems.map(\.spec.string) == ["Back", "Forward"])
    }
}
