import Drawing
import Foundation
import ViewKit

/// A text view's spec and its measurements for one pass: the spec is made once, and each width
/// is measured once, found again by comparing widths alone. The first two widths are held in
/// the slot itself, any more in an array made when a third comes: a text in a stack is asked
/// about its ideal width and its share (in the long stacks, every text exactly these two), and
/// two more empty entries cost 208 bytes a text, more than an array for the texts that need it.
///
/// The pass keeps one slot a text in one array (`LayoutPass.textSlots`), reserved for the page's
/// texts before layout starts. This replaces, for texts whose spec does not depend on the space
/// offered (no `minimumScaleFactor` below 1), a pass-wide dictionary keyed by spec and width,
/// which held every measurement of the page, was hashed on every question and doubled as it
/// filled. Measuring is deterministic, so two equal texts measured each in its own slot come out
/// as they did from the shared table (the renderer keeps its own cache between pages).
///
/// A measurement within no width at all is not kept. Every text in a stack along its width is
/// asked about it (how narrow it can be), the answer is one line a character, about a tenth of
/// a page's memory kept to the end of the pass; and the node's own memory of the size chosen
/// already answers the same question again (asked about no width under another height, the
/// text is measured again). A text is never placed at no width: it is at least as wide as its
/// widest character.
struct TextSlot {
    typealias Entry = (width: CGFloat?, measurement: TextMeasurement)

    /// The text's spec as drawn.
    let spec: TextSpec
    private var first: Entry?
    private var second: Entry?
    private var more: [Entry] = []

    init(spec: TextSpec) {
        self.spec = spec
    }

    /// The measurement within `width`, if made, or one the measurer said holds at `width` too
    /// (`TextMeasurement.widthsWithSameLines`): a text placed in a frame as wide as its widest
    /// line is not measured again for it.
    func measurement(width: CGFloat?) -> TextMeasurement? {
        if let made = madeMeasurement(width: width) { return made }
        guard let width else { return nil }
        func holds(_ entry: Entry?) -> TextMeasurement? {
            guard let measurement = entry?.measurement, measurement.widthsWithSameLines?.contains(width) == true else { return nil }
            return measurement
        }
        if let found = holds(first) ?? holds(second) { return found }
        for entry in more { if let found = holds(entry) { return found } }
        return nil
    }

    /// The measurement made within exactly `width`, if any.
    private func madeMeasurement(width: CGFloat?) -> TextMeasurement? {
        guard let first else { return nil }
        if first.width == width { return first.measurement }
        guard let second else { return nil }
        if second.width == width { return second.measurement }
        for entry in more where entry.width == width { return entry.measurement }
        return nil
    }

    /// Remembers the measurement within `width`.
    mutating func remember(_ measurement: TextMeasurement, width: CGFloat?) {
        let entry = (width, measurement)
        if first == nil {
            first = entry
        } else if second == nil {
            second = entry
        } else {
            more.append(entry)
        }
    }
}

extension LayoutPass {
    /// `text` (the view of `node`) fitted to `width` × `height` and measured within `width`:
    /// from the node's text slot when its spec is fixed, from the pass's dictionary when it is
    /// shrunk to fit.
    func measuredText(_ node: LayoutNode, _ text: ResolvedText, width: CGFloat?,
                      height: CGFloat?) -> (spec: TextSpec, measurement: TextMeasurement) {
        guard text.minimumScaleFactor >= 1 else {
            let spec = fittedSpec(text, width: width, height: height)
            return keepingLinesThatFit(spec, measure(spec, width: width), width: width, height: height)
        }
        if node.textSlot < 0 {
            node.textSlot = Int32(textSlots.count)
            textSlots.append(TextSlot(spec: textSpec(text)))
        }
        let slot = Int(node.textSlot)
        let spec = textSlots[slot].spec
        if let known = textSlots[slot].measurement(width: width) {
            return keepingLinesThatFit(spec, known, width: width, height: height)
        }
        let made = measurer.measure(spec, width: width)
        if width != 0 { textSlots[slot].remember(made, width: width) }
        return keepingLinesThatFit(spec, made, width: width, height: height)
    }
}
