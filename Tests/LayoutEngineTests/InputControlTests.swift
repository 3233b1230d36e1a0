import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Text fields, pickers, steppers, disclosure groups and forms as layout places them and as
/// VoiceOver and a finger meet them, read from the display list.
@Suite struct InputControlTests {
    static let font = Font.custom("Fake", size: 10)

    static func list<V: View>(_ view: V, width: CGFloat = 200, in environment: EnvironmentValues = EnvironmentValues()) throws -> DisplayList {
        try LayoutHarness.layout(view.font(font), width: width, environment: environment).displayList
    }

    static func texts(_ list: DisplayList) -> [TextItem] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
    }

    static func fills(_ list: DisplayList) -> [(rect: CGRect, colour: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
    }

    static func rgba(_ colour: Color, _ scheme: ColorScheme = .light) -> RGBAColor { colour.resolve(in: scheme).rgbaForTests }

    // MARK: Text fields

    @Test func anEmptyFieldShowsItsTitleInThePlaceholderColourAndAFullValueInTheLabelColour() throws {
        let empty = try Self.list(TextField("Email", text: .constant("")))
        #expect(Self.texts(empty).map(\.spec.string) == ["Email"])
        #expect(Self.texts(empty).first?.color == Self.rgba(TextFieldMetrics.placeholderColor))
        let prompted = try Self.list(TextField("Email", text: .constant(""), prompt: Text("you@example.com")))
        #expect(Self.texts(prompted).map(\.spec.string) == ["you@example.com"])
        let full = try Self.list(TextField("Email", text: .constant("jo@nhs.net")))
        #expect(Self.texts(full).map(\.spec.string) == ["jo@nhs.net"])
        #expect(Self.texts(full).first?.color == Self.rgba(.defaultLabel))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Self.texts(try Self.list(TextField("Email", text: .constant("")), in: dark)).first?.color
                    == Self.rgba(TextFieldMetrics.placeholderColor, .dark))
    }

    @Test func aFieldIsOneTextFieldElementWithItsTitleAndValueAndAFullWidthTarget() throws {
        let list = try Self.list(VStack {
            TextField("Email", text: .constant("jo@nhs.net"))
            TextField("Name", text: .constant(""))
        })
        #expect(list.accessibilityElements.map(\.label) == ["Email, jo@nhs.net", "Name"])
        #expect(list.accessibilityElements.allSatisfy { $0.traits.contains(.isTextField) && !$0.traits.contains(.isButton) })
        #expect(list.accessibilityElements.first?.spokenDescription == "Text field. Email, jo@nhs.net.")
        #expect(list.tapTargets.count == 2)
        #expect(list.tapTargets.allSatisfy { $0.frame.height == 44 && $0.frame.width == 200 })
    }

    @Test func theRoundedBorderStyleDrawsABoxAroundThePaddedTextAndThePlainStyleNone() throws {
        let rounded = try Self.list(TextField("Email", text: .constant("x")).textFieldStyle(.roundedBorder))
        let frames = LayoutHarness.frames(rounded)
        // 12.5 pt of text plus 6 pt above and below is a 24.5 pt box, centred in the 44 pt target.
        #expect(frames.contains("fill 0,9.75 200x24.5 r5c"))
        #expect(frames.contains { $0.hasPrefix("border 0,9.75 200x24.5 r5c") })
        #expect(frames.contains("text 7,15.75 5x12.5 x"))
        for style in [AnyView(TextField("E", text: .constant("x")).textFieldStyle(.plain)),
                      AnyView(TextField("E", text: .constant("x")).textFieldStyle(.automatic))] {
            #expect(LayoutHarness.frames(try Self.list(style)) == ["text 0,15.75 5x12.5 x"])
        }
    }

    @Test func aSingleLineFieldKeepsToOneLineAndAVerticalOneWraps() throws {
        let long = String(repeating: "word ", count: 20)
        let single = try Self.list(TextField("Notes", text: .constant(long)), width: 100)
        #expect(Self.texts(single).first?.spec.lineLimit == 1)
        let growing = try Self.list(TextField("Notes", text: .constant(long), axis: .vertical), width: 100)
        #expect(try #require(Self.texts(growing).first).frame.height >= 12.5 * 4)
    }

    @Test func aSecureFieldShowsADotPerCharacterAndReadsTheCount() throws {
        let list = try Self.list(VStack {
            SecureField("Password", text: .constant("secret12"))
            SecureField("PIN", text: .constant(""))
        })
        #expect(Self.texts(list).map(\.spec.string) == [String(repeating: "\u{2022}", count: 8), "PIN"])
        #expect(list.accessibilityElements.map(\.label) == ["Password, 8 characters", "PIN"])
        #expect(list.accessibilityElements.allSatisfy { $0.traits.contains(.isTextField) })
    }

    @Test func aFieldWithALabelViewReadsAndShowsTheLabelsText() throws {
        let list = try Self.list(VStack {
            TextField(text: .constant("")) { Text("Postcode") }
            SecureField(text: .constant("ab"), prompt: Text("PIN")) { Text("Code") }
        })
        #expect(Self.texts(list).map(\.spec.string) == ["Postcode", "\u{2022}\u{2022}"])
        #expect(list.accessibilityElements.map(\.label) == ["Postcode", "Code, 2 characters"])
    }

    @Test func inputModifiersChangeNothingDrawn() throws {
        @FocusState var focused: Bool
        let plain = try Self.list(TextField("Email", text: .constant("a")))
        let modified = try Self.list(TextField("Email", text: .constant("a"))
            .keyboardType(.emailAddress).textContentType(.emailAddress).autocorrectionDisabled()
            .textInputAutocapitalization(.never).submitLabel(.done).onSubmit { }.focused($focused))
        #expect(LayoutHarness.frames(plain) == LayoutHarness.frames(modified))
        #expect(plain.accessibilityElements == modified.accessibilityElements)
    }

    // MARK: Pickers

    static func reminderPicker() -> some View {
        Picker("Remind", selection: .constant(1)) {
            Text("Never").tag(0)
            Text("Daily").tag(1)
        }
    }

    @Test func aMenuPickerInAListShowsTitleLeadingAndTheChosenOptionTrailingInTheTint() throws {
        let list = try Self.list(List { Self.reminderPicker() }.tint(.blue), width: 300)
        let texts = Self.texts(list)
        #expect(texts.map(\.spec.string).first == "Remind")
        let daily = try #require(texts.first { $0.spec.string == "Daily" })
        #expect(daily.color == Self.rgba(.blue))
        #expect(texts.contains { $0.spec.string == "Never" } == false)
        // The chosen option and its chevron end at the row's trailing inset (16 pt).
        #expect(texts.map(\.frame.minX).first == 16)
        #expect(daily.frame.maxX < 300 - 16 && daily.frame.minX > 200)
        #expect(list.accessibilityElements.map(\.label) == ["Remind, Daily"])
        #expect(list.accessibilityElements.first?.traits.contains(.isButton) == true)
        #expect(list.tapTargets.count == 1 && list.tapTargets[0].frame.height >= 44)
    }

    @Test func aMenuPickerOutsideAListShowsOnlyTheChosenOptionButReadsItsTitle() throws {
        let list = try Self.list(Self.reminderPicker())
        #expect(Self.texts(list).map(\.spec.string).filter { $0.count > 1 } == ["Daily"])
        #expect(list.accessibilityElements.map(\.label) == ["Remind, Daily"])
        let target = try #require(list.tapTargets.first)
        #expect(target.frame.height >= 44 && target.frame.width >= 44)
    }

    @Test func theOlderOrderTakesTheLabelFirst() throws {
        let list = try Self.list(Picker(selection: .constant(2), label: Text("Size")) {
            Text("Small").tag(1)
            Text("Large").tag(2)
        })
        #expect(list.accessibilityElements.map(\.label) == ["Size, Large"])
    }

    @Test func forEachRowsAreTaggedWithTheirIds() throws {
        let list = try Self.list(Picker("Day", selection: .constant("Tue")) {
            ForEach(["Mon", "Tue"], id: \.self) { Text($0) }
        })
        #expect(list.accessibilityElements.map(\.label) == ["Day, Tue"])
    }

    @Test func aSegmentedPickerIsOneSelectableButtonPerOptionOnA32PointTrack() throws {
        let list = try Self.list(Self.reminderPicker().pickerStyle(.segmented), width: 200)
        #expect(list.accessibilityElements.map(\.label) == ["Never", "Daily"])
        #expect(list.accessibilityElements.map { $0.traits.contains(.isSelected) } == [false, true])
        #expect(list.accessibilityElements.allSatisfy { $0.traits.contains(.isButton) })
        #expect(list.accessibilityElements.last?.spokenDescription == "Button. Selected. Daily.")
        #expect(list.tapTargets.count == 2)
        #expect(list.tapTargets.allSatisfy { $0.frame.height == 44 })
        // Equal segments: the track's 196 pt inside less the 1 pt divider, halved.
        #expect(list.tapTargets.map(\.frame.width) == [97.5, 97.5])
        let fills = Self.fills(list)
        let track = try #require(fills.first)
        #expect(track.rect == CGRect(x: 0, y: 6, width: 200, height: 32))
        let chosen = try #require(fills.first { $0.colour == RGBAColor(hex: 0xffffff) })
        #expect(chosen.rect == CGRect(x: 100.5, y: 8, width: 97.5, height: 28))
    }

    // MARK: Steppers

    @Test func aStepperIsOneAdjustableElementWithItsValueAndTwoTargets() throws {
        let list = try Self.list(Stepper("Tablets", value: .constant(2), in: 1...8), width: 300)
        #expect(list.accessibilityElements.map(\.label) == ["Tablets, 2"])
        let element = try #require(list.accessibilityElements.first)
        #expect(element.traits.contains(.isAdjustable) && !element.traits.contains(.isButton))
        #expect(element.spokenDescription == "Adjustable. Tablets, 2.")
        #expect(list.tapTargets.map(\.frame) == [CGRect(x: 206, y: 0, width: 47, height: 44),
                                                 CGRect(x: 253, y: 0, width: 47, height: 44)])
        let panel = try #require(Self.fills(list).first)
        #expect(panel.rect == CGRect(x: 206, y: 6, width: 94, height: 32))
        #expect(Self.fills(list).contains { $0.rect == CGRect(x: 252.5, y: 13, width: 1, height: 18) })
    }

    @Test func aStepperAtItsBoundGreysThatHalf() throws {
        let list = try Self.list(Stepper("Days", value: .constant(8), in: 1...8))
        let symbols = Self.texts(list).filter { $0.spec.font.family == "Material Icons" }
        #expect(symbols.map(\.color) == [Self.rgba(.defaultLabel), Self.rgba(StepperMetrics.disabledColor)])
    }

    @Test func aStepperKeepsItsSizeAtTheLargestTextSize() throws {
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility5
        let list = try LayoutHarness.layout(Stepper("Repeats", onIncrement: { }, onDecrement: { }), width: 300,
                                            environment: large).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Repeats"])
        let panel = try #require(Self.fills(list).first)
        #expect(panel.rect.size == CGSize(width: 94, height: 32))
        let symbols = Self.texts(list).filter { $0.spec.font.family == "Material Icons" }
        #expect(symbols.count == 2 && symbols.allSatisfy { $0.frame.width < 47 })
        // At the accessibility sizes the control sits under the label, leading.
        let label = try #require(Self.texts(list).first { $0.spec.string == "Repeats" })
        #expect(panel.rect.minX == 0 && panel.rect.minY >= label.frame.maxY)
    }

    @Test func labeledContentStacksAtTheAccessibilitySizes() throws {
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility1
        let list = try LayoutHarness.layout(LabeledContent("NHS number", value: "485"), width: 300, environment: large).displayList
        let texts = Self.texts(list)
        #expect(texts.map(\.spec.string) == ["NHS number", "485"])
        #expect(texts[1].frame.minX == 0 && texts[1].frame.minY == texts[0].frame.maxY + ControlRowMetrics.stackedSpacing)
        #expect(list.accessibilityElements.map(\.label) == ["NHS number, 485"])
    }

    // MARK: Disclosure groups

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = try Self.list(DisclosureGroup("More", isExpanded: .constant(false)) { Text("Inside") })
        #expect(Self.texts(collapsed).map(\.spec.string) == ["More"])
        #expect(collapsed.accessibilityElements.map(\.label) == ["More, Collapsed"])
        #expect(collapsed.accessibilityElements.first?.traits.contains(.isButton) == true)
        let expanded = try Self.list(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") })
        #expect(Self.texts(expanded).map(\.spec.string).filter { $0.count > 1 } == ["More", "Inside"])
        #expect(expanded.accessibilityElements.map(\.label) == ["More, Expanded", "Inside"])
        let target = try #require(expanded.tapTargets.first)
        #expect(target.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        let inside = try #require(Self.texts(expanded).first { $0.spec.string == "Inside" })
        #expect(inside.frame.minY == 44 + DisclosureMetrics.contentSpacing)
        // Without a binding it starts collapsed.
        #expect(Self.texts(try Self.list(DisclosureGroup("More") { Text("Inside") })).map(\.spec.string) == ["More"])
    }

    @Test func theChevronPointsRightWhenCollapsedAndDownWhenExpanded() throws {
        let collapsed = try Self.list(DisclosureGroup("More", isExpanded: .constant(false)) { Text("Inside") })
        #expect(DisplayList.flatten(collapsed.items).contains { if case .path = $0.item { return true } else { return false } })
        let expanded = try Self.list(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") })
        let glyph = try #require(Self.texts(expanded).first { $0.spec.font.family == "Material Icons" })
        #expect(glyph.spec.string == "\u{E5CF}")
    }

    @Test func anExpandedGroupInAListPutsEachContentViewInARowOfItsOwn() throws {
        let list = try Self.list(List {
            DisclosureGroup("More", isExpanded: .constant(true)) {
                Text("One")
                Text("Two")
            }
        })
        let rows = ["More", "One", "Two"].compactMap { name in Self.texts(list).first { $0.spec.string == name } }
        #expect(rows.count == 3)
        // Rows are at least 44 pt apart (the minimum row height) and separated by separators.
        #expect(rows[1].frame.minY - rows[0].frame.minY >= 44 && rows[2].frame.minY - rows[1].frame.minY >= 44)
    }

    // MARK: Forms

    @Test func aFormIsAnInsetGroupedList() throws {
        let form = try Self.list(Form { Section("A") { Text("Row") } }.listStyle(.plain))
        let list = try Self.list(List { Section("A") { Text("Row") } }.listStyle(.insetGrouped))
        #expect(LayoutHarness.frames(form) == LayoutHarness.frames(list))
        #expect(form.accessibilityElements == list.accessibilityElements)
    }

    @Test func labeledContentIsOneElementWithTheValueTrailingInTheSecondaryColour() throws {
        let list = try Self.list(LabeledContent("NHS number", value: "485"))
        #expect(list.accessibilityElements.map(\.label) == ["NHS number, 485"])
        let value = try #require(Self.texts(list).last)
        #expect(value.frame.maxX == 200)
        #expect(value.color == Self.rgba(.secondary))
    }

    @Test func controlsCostALinearNumberOfSizes() throws {
        func form(_ count: Int) -> some View {
            VStack {
                ForEach(0..<count, id: \.self) { index in
                    TextField("Field \(index)", text: .constant("")).textFieldStyle(.roundedBorder)
                    Stepper("Step \(index)", value: .constant(index), in: 0...100)
                    Self.reminderPicker().pickerStyle(.segmented)
                    DisclosureGroup("Group \(index)", isExpanded: .constant(true)) { Text("Inside") }
                }
            }
        }
        let ten = try LayoutHarness.layout(form(10), width: 393).statistics
        let hundred = try LayoutHarness.layout(form(100), width: 393).statistics
        #expect(hundred.sizeComputations <= 10 * ten.sizeComputations + 20,
                "10 rows: \(ten.sizeComputations) sizes, 100 rows: \(hundred.sizeComputations)")
        #expect(hundred.computationsPerView <= 6)
    }
}
