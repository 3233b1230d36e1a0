import Drawing
import Foundation
import ViewKit

/// A text view's spec and its measurements for one pass, kept on its node: the spec is made once,
/// and each width is measured once, found again by comparing widths alone.
///
/// This replaces, for texts whose spec does not depend on the space offered (no
/// `minimumScaleFactor` below 1), a pass-wide dictionary keyed by spec and width: that table held
/// every text of the page, was hashed on every question and doubled as it filled, so a long
/// page's table was large and scattered in memory, and the next page's allocations were carved
/// from what it left. Measuring is deterministic, so two equal texts measured each on its own node
/// come out as they did from the shared table (the renderer keeps its own cache between pages).
final class TextNodeMemory {
    /// The text's spec as drawn.
    let spec: TextSpec
    /// Measurements by wrap width (`nil`: unwrapped).
    private var measurements = InlineMemory<CGFloat?, TextMeasurement>()

    init(spec: TextSpec) {
        self.spec = spec
    }

    /// The spec's measurement within `width`, made with `measurer` the first time.
    func measurement(width: CGFloat?, measurer: any TextMeasuring) -> TextMeasurement {
        if let known = measurements.value(for: width) { return known }
        let made = measurer.measure(spec, width: width)
        measurements.remember(made, for: width)
        return made
    }
}

extension LayoutPass {
    /// `text` (the view of `node`) fitted to `width` × `height` and measured within `width`:
    /// from the node's memory when its spec is fixed, from the pass's when it is shrunk to fit.
    func measuredText(_ node: LayoutNode, _ text: ResolvedText, width: CGFloat?,
                      height: CGFloat?) -> (spec: TextSpec, measurement: TextMeasurement) {
        guard text.minimumScaleFactor >= 1 else {
            let spec = fittedSpec(text, width: width, height: height)
            return (spec, measure(spec, width: width))
        }
        let memory: TextNodeMemory
        if let known = node.text {
            memory = known
        } else {
            memory = TextNodeMemory(spec: textSpec(text))
            node.text = memory
        }
        return (memory.spec, memory.measurement(width: width, measurer: measurer))
    }
}
