import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Fields and steppers that show a value through a `FormatStyle`, `LabeledContent` with a format
/// and with a style of one's own, and `formStyle`: what is drawn, what VoiceOver reads, what a
/// write does.
@Suite struct FormattedControlTests {
    typealias Controls = InputControlTests

    @Test func aFormattedFieldShowsItsValueInTheFixedLocale() throws {
        let number = try Controls.list(TextField("Steps", value: .constant(12_500), format: .number))
        #expect(Controls.texts(number).map(\.spec.string) == ["12,500"])
        #expect(number.accessibilityElements.map(\.label) == ["Steps, 12,500"])
        let money = try Controls.list(TextField("Charge", value: .constant(9.9), format: .currency(code: "GBP")))
        #expect(Controls.texts(money).map(\.spec.string) == ["£9.90"])
        #expect(Controls.texts(money).first?.color == Controls.rgba(.defaultLabel))
    }

    @Test func aNilValueShowsThePromptInThePlaceholderColour() throws {
        let empty: Double? = nil
        let list = try Controls.list(TextField("Weight", value: .constant(empty), format: .number, prompt: Text("kg")))
        #expect(Controls.texts(list).map(\.spec.string) == ["kg"])
        #expect(Controls.texts(list).first?.color == Controls.rgba(TextFieldMetrics.placeholderColor))
        #expect(list.accessibilityElements.map(\.label) == ["Weight"])
    }

    @Test func aFormattedStepperReadsItsValueThroughTheFormat() throws {
        let list = try Controls.list(Stepper("Dose", value: .constant(2.5), in: 0...10, step: 0.5, format: .number), width: 300)
        #expect(list.accessibilityElements.map(\.label) == ["Dose, 2.5"])
        let onEdit = try Controls.list(Stepper("Cups", value: .constant(3), in: 0...8, onEditingChanged: { _ in }), width: 300)
        #expect(onEdit.accessibilityElements.map(\.label) == ["Cups, 3"])
        #expect(onEdit.tapTargets.count == 2)
        let money = try Controls.list(Stepper(value: .constant(4.0), step: 0.5, format: .currency(code: "GBP")) { Text("Budget") }, width: 300)
        #expect(money.accessibilityElements.map(\.label) == ["Budget, £4.00"])
    }

    @Test func labeledContentFormatsItsValue() throws {
        let list = try Controls.list(LabeledContent("Paid", value: 12.5, format: .currency(code: "GBP")))
        #expect(Controls.texts(list).map(\.spec.string) == ["Paid", "£12.50"])
        #expect(list.accessibilityElements.map(\.label) == ["Paid, £12.50"])
    }

    struct StackedStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label.font(.custom("Fake", size: 8))
                configuration.content
            }
        }
    }

    @Test func aLabeledContentStyleOfOnesOwnDrawsTheLabelAndContent() throws {
        let list = try Controls.list(LabeledContent("NHS number", value: "485").labeledContentStyle(StackedStyle()))
        let texts = Controls.texts(list)
        #expect(texts.map(\.spec.string) == ["NHS number", "485"])
        #expect(texts[0].spec.font.size == 8)
        #expect(texts[1].frame.minX == texts[0].frame.minX && texts[1].frame.minY == texts[0].frame.maxY + 2)
        // `.automatic` is the standard look.
        let automatic = try Controls.list(LabeledContent("NHS number", value: "485").labeledContentStyle(.automatic))
        let standard = try Controls.list(LabeledContent("NHS number", value: "485"))
        #expect(LayoutHarness.frames(automatic) == LayoutHarness.frames(standard))
        #expect(automatic.accessibilityElements == standard.accessibilityElements)
    }

    @Test func formStylesGroupedAndAutomaticAreTheInsetListAndColumnsHasNoPanels() throws {
        func form() -> some View { Form { Section("A") { Text("Row") } } }
        let plain = try Controls.list(form())
        #expect(LayoutHarness.frames(try Controls.list(form().formStyle(.automatic))) == LayoutHarness.frames(plain))
        #expect(LayoutHarness.frames(try Controls.list(form().formStyle(.grouped))) == LayoutHarness.frames(plain))
        let columns = try Controls.list(form().formStyle(.columns))
        let plainList = try Controls.list(List { Section("A") { Text("Row") } }.listStyle(.plain))
        #expect(LayoutHarness.frames(columns) == LayoutHarness.frames(plainList))
        #expect(LayoutHarness.frames(columns) != LayoutHarness.frames(plain))
    }
}

/// A `FormStyle` of one's own draws what its `makeBody` makes, and `Form(configuration)` inside it
/// is the grouped form.
@Suite struct CustomFormStyleTests {
    struct FramedForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                Text("Header")
                Form(configuration)
            }
        }
    }

    @Test func aFormStyleOfOnesOwnWrapsTheGroupedForm() throws {
        func form() -> some View { Form { Section("A") { Text("Row") } } }
        let custom = try InputControlTests.list(form().formStyle(FramedForm()))
        let strings = InputControlTests.texts(custom).map(\.spec.string)
        #expect(strings == ["Header", "A", "Row"])
        let grouped = try InputControlTests.list(form())
        let header = try #require(InputControlTests.texts(custom).first)
        // The grouped form's own frames, moved down under the header.
        let shifted = try #require(InputControlTests.fills(custom).first)
        let original = try #require(InputControlTests.fills(grouped).first)
        #expect(shifted.rect.minY == original.rect.minY + header.frame.height)
        #expect(shifted.rect.size == original.rect.size)
    }
}
