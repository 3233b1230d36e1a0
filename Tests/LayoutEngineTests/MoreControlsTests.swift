import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// ShareLink, TextEditor, GroupBox, DatePicker and Slider as iOS screen code writes them.
@Suite struct MoreControlsTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View, width: CGFloat = 200) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: width).displayList
    }

    private func fills(_ list: DisplayList) -> [(rect: CGRect, colour: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
    }

    @Test func aShareLinkIsAButtonWithTheShareSymbol() throws {
        let url = URL(string: "https://www.nhs.uk")!
        let share = try list(ShareLink(item: url))
        let label = try list(Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") })
        #expect(share.dump() == label.dump())
        #expect(share.accessibilityElements == label.accessibilityElements)
        #expect(share.tapTargets.count == 1)
        #expect(try list(ShareLink("Send", item: url)).dump()
                == list(Button(action: {}) { Label("Send", systemImage: "square.and.arrow.up") }).dump())
        #expect(try list(ShareLink(item: "Text to share") { Text("Copy") }).dump() == list(Button("Copy") {}).dump())
    }

    @Test func aTextEditorWrapsItsTextInsideUIKitsInsetsOnTheSystemBackground() throws {
        let editor = try list(TextEditor(text: .constant("one two three four five six")).frame(height: 80), width: 100)
        let texts = DisplayList.flatten(editor.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        let text = try #require(texts.first)
        #expect(text.frame.minX == TextEditorMetrics.horizontalInset && text.frame.minY == TextEditorMetrics.verticalInset)
        #expect(text.measurement.lineCount > 1)
        #expect(fills(editor).map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(fills(editor).first?.colour == RGBAColor(hex: 0xffffff))
        #expect(editor.tapTargets.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(editor.accessibilityElements.map(\.spokenDescription) == ["Text field. one two three four five six."])
        let hidden = try list(TextEditor(text: .constant("x")).scrollContentBackground(.hidden).frame(height: 80), width: 100)
        #expect(fills(hidden).allSatisfy { $0.colour.alpha == 0 })
    }

    @Test func aTextEditorKeepsTheHeightOfferedAndCutsOffTallerText() throws {
        let page = try list(VStack(spacing: 0) {
            TextEditor(text: .constant(String(repeating: "word ", count: 20))).frame(height: 40)
            Color.red.frame(height: 5)
        }, width: 100)
        let text = try #require(DisplayList.flatten(page.items).first { entry in
            if case .text = entry.item { return true } else { return false }
        })
        #expect(text.clips.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 40)])
        #expect(fills(page).contains { $0.rect == CGRect(x: 0, y: 40, width: 100, height: 5) })
    }

    @Test func offeredNoHeightATextEditorIsItsTextsHeightButAtLeast44() throws {
        let short = try list(VStack { TextEditor(text: .constant("Hi")) }, width: 100)
        #expect(short.tapTargets.map(\.frame.height) == [ButtonMetrics.minimumHeight])
        #expect(fills(short).first?.rect.height == ButtonMetrics.minimumHeight)
        let long = try list(VStack { TextEditor(text: .constant(String(repeating: "word ", count: 20))) }, width: 100)
        // Seven lines of 12.5 pt and the insets above and below.
        #expect(long.tapTargets.map(\.frame.height) == [7 * 12.5 + 2 * TextEditorMetrics.verticalInset])
    }

    @Test func aDatePickerShowsTheDateAndTimeOnFillsBesideItsLabel() throws {
        // 1 June 2026, 09:00 in London, and 1 January 1970 (01:00 in London that day).
        let june = Date(timeIntervalSince1970: 1_780_300_800)
        let page = try list(DatePicker("Appointment", selection: .constant(june)), width: 300)
        let texts = DisplayList.flatten(page.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        #expect(texts.map(\.spec.string) == ["Appointment", "1 Jun 2026", "09:00"])
        #expect(texts[0].frame.minX == 0 && texts[2].frame.maxX <= 300 - DatePickerMetrics.horizontalPadding + 0.01)
        let partFills = fills(page).filter { $0.colour == RGBAColor(hex: 0x767680, alpha: 0.12) }
        #expect(partFills.count == 2)
        #expect(partFills.allSatisfy { $0.rect.height < ButtonMetrics.minimumHeight })
        #expect(page.tapTargets.count == 2 && page.tapTargets.allSatisfy { $0.frame.height >= ButtonMetrics.minimumHeight })
        #expect(page.accessibilityElements.map(\.spokenDescription)
                == ["Button. Appointment, 1 Jun 2026.", "Button. Appointment, 09:00."])
        let dateOnly = try list(DatePicker("Date of birth", selection: .constant(Date(timeIntervalSince1970: 0)),
                                           in: ...june, displayedComponents: .date).datePickerStyle(.compact), width: 300)
        #expect(dateOnly.accessibilityElements.map(\.label) == ["Date of birth, 1 Jan 1970"])
    }

    @Test func atTheAccessibilitySizesADatePickersPartsStackUnderItsLabel() throws {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility3
        let page = try LayoutHarness.layout(DatePicker("Appointment", selection: .constant(Date(timeIntervalSince1970: 0)))
            .font(Self.font), width: 120, environment: environment).displayList
        let frames = DisplayList.flatten(page.items).compactMap { entry -> CGRect? in
            if case .text(let item) = entry.item { return item.frame } else { return nil }
        }
        #expect(frames.count == 3)
        #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
        #expect(frames.allSatisfy { $0.minX >= 0 && $0.maxX <= 120 })
    }

    @Test func aSliderDrawsItsValueAlongTheTrack() throws {
        let page = try list(Slider(value: .constant(7.5), in: 5...15) { Text("Volume") }, width: 228)
        let circles = fills(page).filter { $0.colour == RGBAColor(hex: 0xffffff) }
        let thumb = try #require(circles.first)
        // A quarter of the way: the thumb's centre is 14 + 0.25 × (228 − 28) = 64 from the leading edge.
        #expect(thumb.rect.midX == 64 && thumb.rect.width == SliderMetrics.thumbDiameter)
        let tinted = try #require(fills(page).first { $0.colour == RGBAColor(hex: 0x005eb8) || $0.colour == RGBAColor(hex: 0x007aff) })
        #expect(tinted.rect.minX == 0 && tinted.rect.width == 64 && tinted.rect.height == SliderMetrics.trackHeight)
        #expect(page.accessibilityElements.map(\.spokenDescription) == ["Adjustable. Volume, 25%."])
        #expect(page.tapTargets.count == 1 && page.tapTargets[0].frame.height >= ButtonMetrics.minimumHeight)
        #expect(!DisplayList.flatten(page.items).contains { if case .text = $0.item { return true } else { return false } })
    }

    @Test func aSlidersValueIsClampedAndItsValueLabelsSitAtTheEnds() throws {
        let over = try list(Slider(value: .constant(3.0), in: 0...2), width: 100)
        #expect(over.accessibilityElements.map(\.spokenDescription) == ["Adjustable. 100%."])
        let labelled = try list(Slider(value: .constant(0.5)) { Text("Size") } minimumValueLabel: { Text("A") }
                                maximumValueLabel: { Text("B") }, width: 200)
        let texts = DisplayList.flatten(labelled.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        #expect(texts.map(\.spec.string) == ["A", "B"])
        #expect(texts[0].frame.minX == 0 && texts[1].frame.maxX == 200)
        #expect(labelled.accessibilityElements.map(\.label) == ["Size, 50%"])
    }

    @Test func aGroupBoxPadsItsLabelAndContentOnARoundedBackground() throws {
        let box = try list(GroupBox("Title") { Text("Body") }, width: 200)
        let texts = DisplayList.flatten(box.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        #expect(texts.map(\.spec.string) == ["Title", "Body"])
        #expect(texts[0].frame.minX == GroupBoxMetrics.padding && texts[0].frame.minY == GroupBoxMetrics.padding)
        #expect(texts[1].frame.minY == texts[0].frame.maxY + GroupBoxMetrics.labelSpacing)
        #expect(texts[0].spec.font.weight == .semibold)
        let background = try #require(fills(box).first)
        #expect(background.rect == CGRect(x: 0, y: 0, width: 200, height: texts[1].frame.maxY + GroupBoxMetrics.padding))
        #expect(background.colour == RGBAColor(hex: 0xf2f2f7))
        let nested = try list(GroupBox { GroupBox { Text("Inner") } })
        #expect(fills(nested).map(\.colour) == [RGBAColor(hex: 0xf2f2f7), RGBAColor(hex: 0xffffff)])
    }
}
