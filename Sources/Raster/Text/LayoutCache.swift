import CPangoCairo
import Drawing
import Foundation

/// Pango layouts already built, so a text is shaped once for measuring and drawing: the painter
/// draws the very layout the measurer read its lines from (a moment before, in the same cell), and
/// the other colour scheme or another device of the same text and wrap width draws it again.
/// Shaping every drawn text again was about 4 % of a render, all of it under `CairoLock`.
///
/// One layout is kept a spec: the one at the width it was last laid out at. Layout asks a text
/// about several widths and the painter finds the one it draws often enough that keeping every
/// width bought nothing: the layouts of the other widths are released at once, while their memory
/// is still in the processor's cache, instead of waiting for their generation to be dropped.
/// Against keeping every width (about three layouts a text), measured in pairs on the two cores:
/// layout alone 9–23 % less CPU and a quarter less memory (`LayoutBench --case "100 rows"
/// --layout-only`), renders the same CPU within 2 % and the same bytes.
///
/// A layout also serves every narrower wrap width its lines fit in, and an unwrapped one every
/// such width (`WrapFit`): a stack asks a text about unlimited width and then about its share,
/// and places it in a frame as wide as its widest line; a text that fits its share is shaped once,
/// one that does not twice, and the painter draws one of those layouts.
///
/// A layout depends only on the spec and the wrap width in Pango units (what
/// `PangoLayoutBuilder.makeLayout` sets) and on the engine's context. The context is shared: its
/// base direction is set for each spec, and Pango lays a layout out again, freeing its lines,
/// when its context changed since. So each layout is kept with the context's serial when it was
/// made, and is used only while the serial is the same (a right-to-left text between two
/// left-to-right ones makes them miss, never draw stale lines).
///
/// Bounded as `MeasurementCache` is, by two generations: a spec used within the last
/// `limit / 2` specs keeps its layout; a dropped generation's layouts are released. Used only under
/// `CairoLock`, by the engine that owns it.
final class LayoutCache {
    private typealias Key = TextSpec

    private struct Entry {
        let layout: TextLayout
        /// The context's serial when the layout was made.
        let serial: UInt32
    }

    private let generationLimit: Int
    private var young: [Key: Entry] = [:]
    private var old: [Key: Entry] = [:]

    /// A cache of at most `limit` layouts, one a spec (at least 2).
    init(limit: Int) {
        generationLimit = max(1, limit / 2)
    }

    deinit {
        for entry in young.values { entry.layout.release() }
        for entry in old.values { entry.layout.release() }
    }

    /// How many layouts are held.
    var count: Int { young.count + old.count }

    /// The layout of `spec` within `width` on `engine`'s context, built when not held or made
    /// under another context state. Owned by the cache: the caller must not release it, and must
    /// be done with it before the next call (which may drop it).
    func layout(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) -> TextLayout {
        let key = spec, pangoWidth = PangoLayoutBuilder.pangoWidth(width)
        PangoLayoutBuilder.setDirection(of: spec, on: engine.context)
        let serial = pango_context_get_serial(engine.context)
        if let entry = young[key] {
            if entry.serial == serial && entry.layout.serves(pangoWidth) { return entry.layout }
            young.removeValue(forKey: key)
            entry.layout.release()
        } else if let entry = old.removeValue(forKey: key) {
            if entry.serial == serial && entry.layout.serves(pangoWidth) {
                insert(entry, for: key)
                return entry.layout
            }
            entry.layout.release()
        }
        let made = TextLayout(spec, width: width, engine: engine)
        insert(Entry(layout: made, serial: pango_context_get_serial(engine.context)), for: key)
        return made
    }

    /// Puts `entry` in the young generation, ageing it first when full (the old generation's
    /// layouts are released).
    private func insert(_ entry: Entry, for key: Key) {
        if young.count >= generationLimit {
            for dropped in old.values { dropped.layout.release() }
            old = young
            young = Dictionary(minimumCapacity: generationLimit)
        }
        young[key] = entry
    }
}
