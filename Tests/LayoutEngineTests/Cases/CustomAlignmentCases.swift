import Foundation
import NHSAppUI

/// A guide of one's own: a third of the way down (by default).
private struct ThirdDown: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// A guide of one's own that falls on the centre unless a view sets it.
private struct Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

/// A horizontal guide of one's own on the centre unless a view sets it.
private struct MidLabel: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let thirdDown = VerticalAlignment(ThirdDown.self)
    fileprivate static let marker = VerticalAlignment(Marker.self)
}

extension HorizontalAlignment {
    fileprivate static let midLabel = HorizontalAlignment(MidLabel.self)
}

/// Guides of one's own (`AlignmentID`): each view's guide is its default value unless it sets
/// it; stacks line children up on it; frames and z-stacks meet the guide's default in their own
/// bounds; a guide set deep inside reaches the stack that aligns on it through stacks (the mean
/// of the children that set it) and frames, as SwiftUI passes guides of one's own on.
extension LayoutCases {
    static let customAlignments: [LayoutCase] = [
        // Guides 10 and 20: the line is 20 down; the stack reaches 40 past it.
        LayoutCase(name: "an hstack lines children up on a guide's default values", width: 100, view: {
            AnyView(HStack(alignment: .thirdDown, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 60)
            })
        }, expected: ["fill 40,10 10x30", "fill 50,0 10x60"]),
        // Default centre 10 for both: the line is 10 in, nothing reaches past 10.
        LayoutCase(name: "a vstack lines children up on a horizontal guide one sets", width: 100, view: {
            AnyView(VStack(alignment: .midLabel, spacing: 0) {
                Text("abcd")
                Text("ab").alignmentGuide(.midLabel) { dimensions in dimensions[.trailing] }
            }.font(font))
        }, expected: ["text 40,0 20x12.5 abcd", "text 40,12.5 10x12.5 ab"]),
        // The inner stack's guide is the blue view's (5) where it sits (20): 25. The red view's
        // default is 5, so it starts 20 down; the row is 25 + max(10 - 5, 30 - 25) = 30 tall.
        LayoutCase(name: "a guide set inside a nested stack reaches the outer stack", width: 100, view: {
            AnyView(HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                VStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 20)
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.marker) { dimensions in dimensions[VerticalAlignment.center] }
                }
            })
        }, expected: ["fill 40,20 10x10", "fill 50,0 10x20", "fill 50,20 10x10"]),
        // Two children set it: 0 + 0 and 20 + 4; the inner stack's guide is their mean, 12.
        LayoutCase(name: "a stack's guide is the mean of its children's", width: 100, view: {
            AnyView(HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                VStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 20).alignmentGuide(.marker) { _ in 0 }
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.marker) { _ in 4 }
                }
            })
        }, expected: ["fill 40,7 10x10", "fill 50,0 10x20", "fill 50,20 10x10"]),
        // The frame puts the blue view 30 down, so the frame's guide is 30 + 0.
        LayoutCase(name: "a frame passes a guide set inside on, where it places its content", width: 100, view: {
            AnyView(HStack(alignment: .marker, spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.marker) { _ in 0 }
                    .frame(width: 10, height: 40, alignment: .bottom)
            })
        }, expected: ["fill 40,25 10x10", "fill 50,30 10x10"]),
        // The frame's guide (30 / 3 = 10) meets the content's (6 / 3 = 2).
        LayoutCase(name: "a frame aligned on a guide of one's own", width: 100, view: {
            AnyView(Color.red.frame(width: 10, height: 6)
                .frame(width: 60, height: 30, alignment: Alignment(horizontal: .center, vertical: .thirdDown)))
        }, expected: ["fill 45,8 10x6"]),
        // Guides 10 and 2 down: the line is 10 down, nothing reaches past 20; across, centred.
        LayoutCase(name: "a z-stack aligned on a guide of one's own", width: 100, view: {
            AnyView(ZStack(alignment: Alignment(horizontal: .center, vertical: .thirdDown)) {
                Color.red.frame(width: 20, height: 30)
                Color.blue.frame(width: 10, height: 6)
            })
        }, expected: ["fill 40,0 20x30", "fill 45,8 10x6"]),
        // Each row passes its value's leading edge on (48 and 28 in): the rows start 0 and 20 in,
        // so both values start 48 in; the stack reaches 48 + 55 = 103 and is centred in 200.
        LayoutCase(name: "values line up in one column across rows", width: 200, view: {
            AnyView(VStack(alignment: .midLabel, spacing: 8) {
                HStack {
                    Text("Medicine")
                    Text("Amoxicillin").alignmentGuide(.midLabel) { dimensions in dimensions[.leading] }
                }
                HStack {
                    Text("Dose")
                    Text("500 mg").alignmentGuide(.midLabel) { dimensions in dimensions[.leading] }
                }
            }.font(font))
        }, expected: ["text 48.5,0 40x12.5 Medicine", "text 96.5,0 55x12.5 Amoxicillin",
                      "text 68.5,20.5 20x12.5 Dose", "text 96.5,20.5 30x12.5 500 mg"]),
        // The built-in guides stay where they were: a leading guide set inside a nested stack
        // does not reach the outer one (only guides of one's own are passed on).
        LayoutCase(name: "a built-in guide set inside a nested stack stays there", width: 100, view: {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 20, height: 10)
                VStack(spacing: 0) {
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 10 }
                }
            })
        }, expected: ["fill 40,0 20x10", "fill 40,10 10x10"]),
    ]
}
