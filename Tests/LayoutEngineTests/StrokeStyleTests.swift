import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `StrokeStyle` as SwiftUI draws it: a shape or path of your own stroked along its path with the
/// style's caps, joins and dashes (butt caps and miter joins by default); a built-in shape with
/// dashes stroked along its outline (inset by half the width for `strokeBorder`); without dashes,
/// the border of its outline, grown by half the width for `stroke`, as SwiftUI centres it.
@Suite struct StrokeStyleTests {
    static let line = Path { path in
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 10))
    }

    @Test func aPathIsStrokedWithButtCapsAndMiterJoinsByDefault() throws {
        let lines = try ShapeStylingTests.dump(Self.line.stroke(.red, lineWidth: 2).frame(width: 60, height: 20))
        #expect(lines.count == 1 && lines[0].hasSuffix("styledStroke(#ff3b30, width 2 butt miter)"), "\(lines)")
    }

    @Test func aPathKeepsItsCapsJoinsAndDashes() throws {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [6, 3], dashPhase: 1)
        let lines = try ShapeStylingTests.dump(Self.line.stroke(.red, style: style).frame(width: 60, height: 20))
        #expect(lines.count == 1 && lines[0].hasSuffix("styledStroke(#ff3b30, width 4 round bevel dash 6 3 phase 1)"), "\(lines)")
        // In a gradient too: the gradient is seen through the dashed outline.
        let gradient = try ShapeStylingTests.dump(Self.line.stroke(LinearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                                 endPoint: .trailing), style: style)
                                                    .frame(width: 60, height: 20))
        #expect(gradient.contains { $0.contains("styledStroke(#000000, width 4 round bevel dash 6 3 phase 1)") }, "\(gradient)")
    }

    @Test func aBuiltInShapesStrokeIsCentredOnItsEdgeAndItsBorderInside() throws {
        let dashed = try ShapeStylingTests.dump(RoundedRectangle(cornerRadius: 8)
            .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 20))
        // Along the edge: its ink 1 pt either side.
        #expect(dashed == ["path 79,-1 42x22 styledStroke(#007aff, width 2 butt miter dash 4 2)"])
        let dashedBorder = try ShapeStylingTests.dump(RoundedRectangle(cornerRadius: 8)
            .strokeBorder(.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 20))
        // The outline inset by 1 pt, its ink reaching back to the frame.
        #expect(dashedBorder == ["path 80,0 40x20 styledStroke(#007aff, width 2 butt miter dash 4 2)"])
        // Without dashes, the exact border of the outline grown by half the width, its corners concentric.
        let solid = try ShapeStylingTests.dump(RoundedRectangle(cornerRadius: 8)
            .stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round)).frame(width: 40, height: 20))
        #expect(solid == ["border 79,-1 42x22 r9c #007aff width 2"])
        let border = try ShapeStylingTests.dump(RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 2).frame(width: 40, height: 20))
        #expect(border == ["border 80,0 40x20 r8c #007aff width 2"])
        // An inset shape's stroke: inset by 2, grown by 1, its corners still concentric.
        let inset = try ShapeStylingTests.dump(RoundedRectangle(cornerRadius: 8).inset(by: 2).stroke(.blue, lineWidth: 2).frame(width: 40, height: 20))
        #expect(inset == ["border 81,1 38x18 r7c #007aff width 2"])
    }

    @Test func aTrackAndATrimmedRingOfTheSameWidthMeet() throws {
        // The progress ring iOS code draws: a full circle as the track, a trimmed one over it.
        let track = try ShapeStylingTests.dump(Circle().stroke(.gray, lineWidth: 10).frame(width: 100, height: 100))
        let ring = try ShapeStylingTests.dump(Circle().trim(from: 0, to: 1).stroke(.gray, lineWidth: 10).frame(width: 100, height: 100))
        #expect(track == ["border 45,-5 110x110 r55 #8e8e93 width 10"])
        // The trimmed circle is stroked along the same edge: its ink the same 5 pt either side.
        #expect(ring.count == 1 && ring[0].hasPrefix("path 45,-5 110x110 styledStroke"), "\(ring)")
    }

    @Test func aCanvasStrokeKeepsItsStyleScaled() throws {
        let canvas = Canvas { context, _ in
            var scaled = context
            scaled.scaleBy(x: 2, y: 2)
            scaled.stroke(Self.line, with: .color(.red), style: StrokeStyle(lineWidth: 1, lineCap: .square, dash: [3, 1]))
        }
        .frame(width: 120, height: 40)
        let lines = try ShapeStylingTests.dump(canvas)
        #expect(lines.contains { $0.hasSuffix("styledStroke(#ff3b30, width 2 square miter dash 6 2)") }, "\(lines)")
    }
}
