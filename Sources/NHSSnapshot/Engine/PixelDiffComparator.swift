import Bitmaps
import Foundation
import ImageCodecs
import PixelDiff
import Raster
import SnapshotCore

extension SnapshotComparator {
    /// Compares with the pixel-diff engine: identical bytes match at once; otherwise the golden is
    /// decoded and compared pixel by pixel under `options` (exact by default, as goldens need), and a
    /// failure carries the engine's summary and its diff picture. PNGs are decoded and encoded in
    /// `workspace` (a fresh one when not given; the live backend passes its renderer's).
    /// It passes identical pixels under any `options`: `PixelDiff.compare` passes a pair of the
    /// same size and bytes before any threshold, antialiasing or allowance is looked at.
    public static func pixelDiff(options: CompareOptions = .exact, workspace: CodecWorkspace = CodecWorkspace()) -> SnapshotComparator {
        var options = options
        options.makesDiffImage = true
        let chosen = options
        return SnapshotComparator(name: "pixel diff", passesIdenticalPixels: true) { golden, image in
            if golden == image.pngData { return SnapshotComparison(matches: true, summary: "identical bytes") }
            let decoded = try PNGCodec.decode(golden, name: "golden", workspace: workspace)
            let result = PixelDiff.compare(decoded, image.bitmap, options: chosen)
            guard !result.passes else { return SnapshotComparison(matches: true, summary: result.summary) }
            let diff = try result.diffImage.map { try PNGCodec.encode($0, settings: .compact, workspace: workspace) }
            return SnapshotComparison(matches: false, summary: result.summary, diffPNG: diff)
        }
    }
}
