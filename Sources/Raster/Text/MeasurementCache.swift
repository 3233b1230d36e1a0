import Drawing
import Foundation

/// Text measurements already made, shared by every `PangoTextMeasurer` of a renderer. A cell's
/// text is measured again in the other colour scheme and often on other devices (same string, font
/// and wrap width); shaping it once is enough, since a measurement depends only on the spec, the
/// width and the pinned font stack. Bounded: when full it is emptied and starts again.
final class MeasurementCache: @unchecked Sendable {
    private struct Key: Hashable {
        var spec: TextSpec
        var width: CGFloat?
    }

    private let lock = NSLock()
    private let limit: Int
    private var measurements: [Key: TextMeasurement] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// The measurement of `spec` within `width`, made with `measure` when not known.
    func measurement(of spec: TextSpec, width: CGFloat?, measure: () -> TextMeasurement) -> TextMeasurement {
        let key = Key(spec: spec, width: width)
        lock.lock()
        if let known = measurements[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = measure()
        lock.lock()
        if measurements.count >= limit { measurements.removeAll(keepingCapacity: true) }
        measurements[key] = made
        lock.unlock()
        return made
    }
}
