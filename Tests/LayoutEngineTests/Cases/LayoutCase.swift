import Drawing
import Foundation
import LayoutEngine
import NHSAppUI

/// One layout case as data: a view tree, the width it is laid out at (the proposal is that
/// width and a nil height, as a screen proposes), and the expected frame of everything drawn,
/// in paint order, worked out by hand from SwiftUI's documented behaviour with the
/// fixed-advance measurer: a 10 pt font advances 5 pt a character, lines are 12.5 pt and the
/// first baseline is 10 pt down. As in SwiftUI, a root narrower than the page is centred.
struct LayoutCase: CustomStringConvertible, Sendable {
    let name: String
    let width: CGFloat
    let view: @Sendable () -> AnyView
    /// `kind x,y wxh [text]` for each item drawn (see `LayoutHarness.frames`).
    let expected: [String]
    /// `label x,y wxh` for each accessibility element, when the case is about accessibility.
    var expectedElements: [String]? = nil
    var description: String { name }
}

/// The cases, one file per container under `Cases/`.
enum LayoutCases {
    /// The fake font the cases use.
    static let font = Font.custom("Fake", size: 10)
    /// Twice as big: 10 pt a character, 25 pt lines, baseline 20 pt down.
    static let big = Font.custom("Fake", size: 20)

    static var all: [LayoutCase] {
        stacks + zstacks + frames + padding + spacers + fixedSizes + decorations + lists + accessibility + layouts
            + screenContainers + gridsAndListStyles + geometryReaders + safeAreaInsets + positions + alignmentGuides + customAlignments
            + containerRelativeFrames + contentMargins
    }
}
