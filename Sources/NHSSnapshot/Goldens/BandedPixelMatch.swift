import Drawing
import Foundation
import ViewKit

extension SnapshotRenderer {
    /// Draws `view` in `configuration` band by band (``drawBands``), comparing each band with the
    /// next rows of the golden PNG at `golden` as they are decoded (`GoldenRowsSink`), and returns
    /// the page's display list when the golden has exactly the page's size and pixels and its file
    /// ends properly. Neither the page nor the golden is ever held whole.
    ///
    /// Nil in every other case — a pixel or size differs, the golden is missing, unreadable,
    /// corrupt or truncated, drawing fails, or the renderer cannot draw in bands — for the caller
    /// to take the whole-page path, whose comparator, messages and artefacts then say what is wrong.
    public func matchesPixels(of golden: URL, drawing view: AnyView, configuration: SnapshotConfiguration) -> DisplayList? {
        guard let drawBands else { return nil }
        let sink = GoldenRowsSink(golden: golden)
        do {
            let list = try drawBands(view, configuration, sink)
            try sink.finish()
            return list
        } catch {
            return nil
        }
    }
}
