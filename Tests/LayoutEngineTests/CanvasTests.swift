import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `Canvas`: what its renderer fills, strokes and draws is drawn where the context's transform
/// puts it; VoiceOver reads nothing drawn on it, and its own label when it has one.
@Suite struct CanvasTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 200).displayList
    }

    static func paths(_ list: DisplayList) -> [VectorPath] {
        DisplayList.flatten(list.items).compactMap { entry -> VectorPath? in
            if case .path(let path) = entry.item { return path }
            return nil
        }
    }

    static func chart() -> some View { Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.blue))
        var moved = context
        moved.translateBy(x: 20, y: 30)
        moved.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 50, y: 0)) }, with: .color(.red), lineWidth: 2)
        moved.draw(Text("Peak flow"), at: CGPoint(x: 50, y: 20), anchor: .topLeading)
        context.drawLayer { layer in
            layer.opacity = 0.5
            layer.scaleBy(x: 2, y: 2)
            layer.fill(Path(ellipseIn: CGRect(x: 10, y: 40, width: 5, height: 5)), with: .foreground)
        }
    }
    .frame(height: 120) }

    @Test func whatTheRendererDrawsIsDrawnWhereTheTransformPutsIt() throws {
        let list = try Self.list(Self.chart())
        let bounds = Self.paths(list).map(\.bounds)
        #expect(bounds.count == 3)
        #expect(bounds.contains { abs($0.minX) < 0.01 && abs($0.width - 200) < 0.01 && abs($0.height - 10) < 0.01 })
        #expect(bounds.contains { abs($0.minX - 19) < 0.01 && abs($0.maxX - 71) < 0.01 }) // 2 pt line from (20, 30)
        #expect(bounds.contains { abs($0.minX - 20) < 0.01 && abs($0.minY - 80) < 0.01 && abs($0.width - 10) < 0.01 })
        let text = try #require(list.textItems.first)
        #expect(text.spec.string == "Peak flow")
        #expect(abs(text.frame.minX - 70) < 0.01 && abs(text.frame.minY - 50) < 0.01)
    }

    @Test func voiceOverReadsTheCanvasLabelNotItsDrawing() throws {
        #expect(try Self.list(Self.chart()).accessibilityElements.isEmpty)
        let labelled = try Self.list(Self.chart().accessibilityLabel("Peak flow chart"))
        #expect(labelled.accessibilityElements.map(\.label) == ["Peak flow chart"])
    }

    @Test func aClipHoldsForWhatIsDrawnAfterIt() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.gray))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 10)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        .frame(height: 50)
        let list = try Self.list(canvas)
        func clipCount(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { count, item in
                switch item {
                case .clipped(_, let inner): return count + 1 + clipCount(inner)
                case .effect(.clipPath, let inner): return count + 1 + clipCount(inner)
                case .effect(_, let inner): return count + clipCount(inner)
                default: return count
                }
            }
        }
        let clips = clipCount(list.items)
        #expect(Self.paths(list).count == 2)
        #expect(clips == 1)
        let plain = try Self.list(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.gray))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }.frame(height: 50))
        #expect(list.items != plain.items)
    }
}
