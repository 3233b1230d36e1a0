import Drawing
import Foundation

/// Text measurements already made, shared by every `PangoTextMeasurer` of a renderer. A cell's
/// text is measured again in the other colour scheme and often on other devices (same string, font
/// and wrap width); shaping it once is enough, since a measurement depends only on the spec, the
/// width and the pinned font stack.
///
/// Bounded by two generations of at most `limit / 2` entries each: new measurements go into the
/// young one; when it is full it becomes the old one (the previous old one is dropped) and a new
/// young one starts; a measurement found in the old generation moves back to the young one. So
/// whatever was used within the last `limit / 2` measurements stays, however many came before.
/// (Emptying the whole cache when it filled up, as it did, threw away everything a page had
/// measured once a page needed more than the limit: a 1,000-row page measured 6,000 texts and the
/// cache of 4,096 never helped it, while a 100-row page was measured once for both colour schemes.)
final class MeasurementCache: @unchecked Sendable {
    private struct Key: Hashable {
        var spec: TextSpec
        var width: CGFloat?
    }

    private let lock = NSLock()
    private let generationLimit: Int
    private var young: [Key: TextMeasurement] = [:]
    private var old: [Key: TextMeasurement] = [:]

    /// A cache of at most `limit` measurements (at least 2).
    init(limit: Int) {
        generationLimit = max(1, limit / 2)
    }

    /// How many measurements are held.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return young.count + old.count
    }

    /// The measurement of `spec` within `width`, made with `measure` when not known.
    func measurement(of spec: TextSpec, width: CGFloat?, measure: () -> TextMeasurement) -> TextMeasurement {
        let key = Key(spec: spec, width: width)
        lock.lock()
        if let known = young[key] {
            lock.unlock()
            return known
        }
        if let known = old.removeValue(forKey: key) {
            insert(known, for: key)
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = measure()
        lock.lock()
        insert(made, for: key)
        lock.unlock()
        return made
    }

    /// Puts `measurement` in the young generation, ageing it first when full; the lock is held.
    private func insert(_ measurement: TextMeasurement, for key: Key) {
        if young.count >= generationLimit {
            old = young
            young = Dictionary(minimumCapacity: generationLimit)
        }
        young[key] = measurement
    }
}
