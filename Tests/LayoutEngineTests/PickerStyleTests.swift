import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The inline and wheel picker styles: what is drawn, where, and what VoiceOver and a finger meet.
@Suite struct PickerStyleTests {
    typealias Controls = InputControlTests

    static func picker(selection: Int = 1) -> some View {
        Picker("Remind", selection: .constant(selection)) {
            Text("Never").tag(0)
            Text("Daily").tag(1)
            Text("Weekly").tag(2)
            Text("Monthly").tag(3)
        }
    }

    static func symbols(_ list: DisplayList) -> [TextItem] {
        Controls.texts(list).filter { $0.spec.font.family == "Material Icons" }
    }

    @Test func anInlinePickerInAListIsASectionOfOptionRowsWithACheckmarkOnTheChosenOne() throws {
        let list = try Controls.list(List { Self.picker().pickerStyle(.inline) }.tint(.blue), width: 300)
        let texts = Controls.texts(list).filter { $0.spec.font.family != "Material Icons" }
        #expect(texts.map(\.spec.string) == ["REMIND", "Never", "Daily", "Weekly", "Monthly"])
        #expect(list.accessibilityElements.map(\.label) == ["REMIND", "Never", "Daily", "Weekly", "Monthly"])
        #expect(list.accessibilityElements.first?.traits.contains(.isHeader) == true)
        #expect(list.accessibilityElements.map { $0.traits.contains(.isSelected) } == [false, false, true, false, false])
        #expect(list.accessibilityElements.dropFirst().allSatisfy { $0.traits.contains(.isButton) })
        // One checkmark, in the tint, trailing on the chosen row.
        let checks = Self.symbols(list)
        #expect(checks.count == 1)
        let check = try #require(checks.first)
        let daily = try #require(texts.first { $0.spec.string == "Daily" })
        #expect(check.color == Controls.rgba(.blue))
        #expect(check.frame.midY > daily.frame.minY && check.frame.midY < daily.frame.maxY)
        #expect(check.frame.maxX <= 300 - 16 && check.frame.minX > 200)
        // A 44 pt tall target per option, the rows one under another.
        #expect(list.tapTargets.count == 4)
        #expect(list.tapTargets.allSatisfy { $0.frame.height >= 44 })
        #expect(zip(list.tapTargets, list.tapTargets.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY })
    }

    @Test func anInlinePickerInsideASectionAddsRowsToThatSection() throws {
        let inSection = try Controls.list(List {
            Section("Reminders") {
                Text("Email")
                Self.picker().pickerStyle(.inline)
            }
        }, width: 300)
        let strings = Controls.texts(inSection).map(\.spec.string).filter { $0.count > 1 }
        #expect(strings == ["REMINDERS", "Email", "Never", "Daily", "Weekly", "Monthly"])
    }

    @Test func aWheelShowsTheChosenOptionCentredOnItsHighlightWithNeighboursFading() throws {
        let list = try Controls.list(Self.picker(selection: 2).pickerStyle(.wheel), width: 300)
        let texts = Controls.texts(list)
        #expect(texts.map(\.spec.string) == ["Never", "Daily", "Weekly", "Monthly", " "])
        #expect(texts.map { ($0.color.alpha * 100).rounded() / 100 } == [0.25, 0.55, 1, 0.55, 1])
        // Equal pitch; the chosen option in the middle of the wheel.
        let weekly = try #require(texts.first { $0.spec.string == "Weekly" })
        let wheelHeight = try #require(texts.map(\.frame.maxY).max()) - 0
        #expect(abs(weekly.frame.midY - list.size.height / 2) < 0.5, "\(weekly.frame) in \(list.size)")
        #expect(wheelHeight <= list.size.height)
        // The highlight band sits behind the chosen option, inset 8 pt from the sides.
        let band = try #require(Controls.fills(list).first)
        #expect(band.colour == Controls.rgba(WheelPickerMetrics.highlightColor))
        #expect(band.rect.minX == 8 && band.rect.maxX == 292)
        #expect(band.rect.minY <= weekly.frame.minY && band.rect.maxY >= weekly.frame.maxY)
        #expect(band.rect.height >= WheelPickerMetrics.rowHeight)
        // One adjustable element: the title and the chosen option.
        #expect(list.accessibilityElements.map(\.label) == ["Remind, Weekly"])
        #expect(list.accessibilityElements.first?.traits.contains(.isAdjustable) == true)
        #expect(list.tapTargets.isEmpty)
    }

    @Test func theWheelStaysCentredAtTheEndsAndInlineOutsideAListIsAWheel() throws {
        let first = try Controls.list(Self.picker(selection: 0).pickerStyle(.wheel), width: 300)
        let never = try #require(Controls.texts(first).first { $0.spec.string == "Never" })
        #expect(abs(never.frame.midY - first.size.height / 2) < 0.5)
        let inline = try Controls.list(Self.picker(selection: 0).pickerStyle(.inline), width: 300)
        #expect(LayoutHarness.frames(inline) == LayoutHarness.frames(first))
        #expect(inline.accessibilityElements == first.accessibilityElements)
    }
}
