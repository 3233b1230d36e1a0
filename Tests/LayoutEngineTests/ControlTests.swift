import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Controls as VoiceOver and a finger meet them: one element each with the right traits and
/// value, and targets of at least 44 points.
@Suite struct ControlTests {
    static let font = Font.custom("Fake", size: 10)

    @Test func aToggleIsOneButtonReadWithItsStateAndAFullHeightTarget() throws {
        let list = try LayoutHarness.layout(VStack {
            Toggle("Reminders", isOn: .constant(true))
            Toggle("Marketing", isOn: .constant(false))
        }.font(Self.font), width: 200).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Reminders, On", "Marketing, Off"])
        #expect(list.accessibilityElements.allSatisfy { $0.traits.contains(.isButton) })
        #expect(list.tapTargets.count == 2)
        #expect(list.tapTargets.allSatisfy { $0.frame.height >= 44 && $0.frame.width == 200 })
    }

    @Test func theSwitchsKnobSitsAtTheEndOfItsState() throws {
        func knobX(_ on: Bool) throws -> CGFloat {
            let list = try LayoutHarness.layout(Toggle("T", isOn: .constant(on)).font(Self.font), width: 200).displayList
            let circles = DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
                if case .fill(let shape, let colour) = entry.item, colour == RGBAColor(hex: 0xffffff) { return shape.rect }
                return nil
            }
            return try #require(circles.first).minX
        }
        // The track is the last 51 pt of the row; the 27 pt knob is inset 2 pt from either end.
        #expect(try knobX(true) == 200 - 2 - 27)
        #expect(try knobX(false) == 200 - 51 + 2)
    }

    @Test func aLabelReadsItsTitleAndHidesItsIcon() throws {
        let list = try LayoutHarness.layout(Label("Messages", systemImage: "person.fill").font(Self.font), width: 200).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Messages"])
        let titleOnly = try LayoutHarness.layout(Label("Messages", systemImage: "person.fill").labelStyle(.titleOnly)
            .font(Self.font), width: 200).displayList
        #expect(DisplayList.flatten(titleOnly.items).count == 1)
    }

    @Test func aDestructiveButtonIsRedAndAProminentOneIsWhiteOnTheTint() throws {
        func textColour<V: View>(_ view: V) throws -> RGBAColor {
            let list = try LayoutHarness.layout(view.font(Self.font), width: 200).displayList
            let text = try #require(DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
                if case .text(let item) = entry.item { return item } else { return nil }
            }.first)
            return text.color
        }
        #expect(try textColour(Button("Delete", role: .destructive) { }) == Color.red.resolve(in: .light).rgbaForTests)
        #expect(try textColour(Button("Go") { }.buttonStyle(.borderedProminent).tint(.blue)) == RGBAColor(hex: 0xffffff))
    }

    @Test func aBorderedButtonIsA44PointTarget() throws {
        let list = try LayoutHarness.layout(Button("Go") { }.buttonStyle(.bordered).font(Self.font), width: 200).displayList
        let target = try #require(list.tapTargets.first)
        #expect(target.frame.height >= 44)
    }

    @Test func aCustomButtonStyleDrawsAroundTheLabel() throws {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(4)
                    .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(.gray, lineWidth: 1))
            }
        }
        let list = try LayoutHarness.layout(Button("Go") { }.buttonStyle(Outlined()).font(Self.font), width: 200).displayList
        let frames = LayoutHarness.frames(list)
        #expect(frames.contains("text 95,4 10x12.5 Go"))
        #expect(frames.contains { $0.hasPrefix("border 91,0 18x20.5") })
        #expect(list.accessibilityElements.map(\.label) == ["Go"])
    }

    @Test func opacityFadesColoursAndOffsetMovesWithoutMovingNeighbours() throws {
        let list = try LayoutHarness.layout(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.blue.frame(width: 10, height: 10).offset(x: 5, y: 3)
            Color.green.frame(width: 10, height: 10)
        }, width: 100).displayList
        let fills = DisplayList.flatten(list.items).compactMap { entry -> (CGRect, RGBAColor)? in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
        #expect(fills.count == 3)
        #expect(abs(fills[0].1.alpha - 0.5) < 0.001)
        #expect(fills[1].0 == CGRect(x: 50, y: 13, width: 10, height: 10))
        #expect(fills[2].0 == CGRect(x: 45, y: 20, width: 10, height: 10))
    }
}

extension Color.Resolved {
    /// The display-list colour, as the engine makes it.
    var rgbaForTests: RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: opacity) }
}
