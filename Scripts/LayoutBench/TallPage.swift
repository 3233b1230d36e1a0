import Foundation
import ImageCodecs
import NHSSnapshot
import Raster

/// One tall page written to a PNG file as `nhs-snapshots render` writes a cell: the rows benchmark
/// at 393 pt, Large text, with the `fast` settings; band by band (`renderPNG`), or as the whole
/// page's bitmap encoded afterwards (`render(_:configuration:).pngData`, what the command did
/// before). Prints the page's size and the thread CPU time; run under `/usr/bin/time -v` for the
/// peak memory.
enum TallPage {
    static func write(rows: Int, scale: Int, to file: URL, whole: Bool) throws {
        var configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        configuration.scale = scale
        let renderer = try Renderer.standard()
        let start = LayoutBench.threadTime()
        let size: (Int, Int)
        if whole {
            let snapshot = try render(BenchViews.rows(rows), configuration: configuration, renderer: renderer)
            try AtomicFile.write(snapshot.pngData(encoding: .fast, workspace: renderer.codecs), to: file)
            size = (snapshot.width, snapshot.height)
        } else {
            let written = try renderPNG(BenchViews.rows(rows), configuration: configuration, renderer: renderer, encoding: .fast, to: file)
            size = (written.width, written.height)
        }
        let seconds = LayoutBench.threadTime() - start
        print("\(rows) rows at \(scale)x: \(size.0)×\(size.1) px, \(whole ? "whole page" : "band by band"), \(String(format: "%.2f", seconds)) s CPU")
    }
}
