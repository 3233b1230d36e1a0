import Foundation
import LayoutEngine
import NHSSnapshot
import ViewKit

/// The layout benchmark behind Scripts/bench-layout.sh: median thread CPU time of laying out
/// (and of laying out, drawing and encoding) nested stacks by depth and long stacks by row
/// count, at 393 pt, 3x, Large text. Prints a Markdown table.
struct LayoutBench {
    var runs = 5
    var depths = [1, 2, 4, 6, 8, 10, 12, 14, 16]
    var rowCounts = [10, 50, 100, 200, 500, 1_000, 2_000]
    /// Only the cases whose name contains this, when set.
    var only: String?
    /// Only the case with exactly this name, when set.
    var exact: String?
    /// Laying out only, no drawing.
    var layoutOnly = false

    static func main() throws {
        var bench = LayoutBench()
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--runs":
                guard let value = arguments.next().flatMap(Int.init), value > 0 else {
                    throw BenchError("--runs takes a positive whole number")
                }
                bench.runs = value
            case "--only":
                guard let value = arguments.next() else { throw BenchError("--only takes a part of a case name, e.g. '1000 rows'") }
                bench.only = value
            case "--case":
                guard let value = arguments.next() else { throw BenchError("--case takes a whole case name, e.g. '100 rows'") }
                bench.exact = value
            case "--layout-only":
                bench.layoutOnly = true
            case "--tall-page":
                // --tall-page ROWS SCALE FILE [whole]: one page of ROWS rows drawn at SCALE into FILE
                // with the render command's settings, band by band, or (with `whole`) as the whole
                // bitmap then encoded, as the command did before; for /usr/bin/time -v.
                guard let rows = arguments.next().flatMap(Int.init), let scale = arguments.next().flatMap(Int.init),
                      let file = arguments.next() else { throw BenchError("--tall-page takes ROWS SCALE FILE [whole]") }
                let whole = arguments.next() == "whole"
                try TallPage.write(rows: rows, scale: scale, to: URL(fileURLWithPath: file), whole: whole)
                return
            case "--verify-tall-page":
                // --verify-tall-page ROWS SCALE FOLDER record|verify|verify-whole: one tall page's golden
                // recorded into FOLDER/Snapshots, or verified band by band or drawn whole; for /usr/bin/time -v.
                guard let rows = arguments.next().flatMap(Int.init), let scale = arguments.next().flatMap(Int.init),
                      let folder = arguments.next(), let mode = arguments.next()
                else { throw BenchError("--verify-tall-page takes ROWS SCALE FOLDER record|verify|verify-whole") }
                try TallPageVerify.run(rows: rows, scale: scale, folder: URL(fileURLWithPath: folder), mode: mode)
                return
            case "--turns":
                // --turns ROWS: lays out pages of ROWS rows on request from standard input (Turns).
                guard let rows = arguments.next().flatMap(Int.init), rows > 0 else { throw BenchError("--turns takes ROWS, a positive whole number") }
                try Turns.serve(rows: rows)
                return
            case "--help", "-h":
                print("""
                    usage: LayoutBench [--runs N] [--only NAME | --case NAME] [--layout-only]
                           LayoutBench --tall-page ROWS SCALE FILE [whole]
                           LayoutBench --verify-tall-page ROWS SCALE FOLDER record|verify|verify-whole
                           LayoutBench --turns ROWS
                      --runs N        median of N runs each (default 5)
                      --only NAME     only the cases whose name contains NAME ('nested depth 12', '1000 rows')
                      --case NAME     only the case named exactly NAME ('100 rows', not '100 rows at 1x')
                      --layout-only   time layout alone, not drawing and encoding
                      --tall-page     write one page of ROWS rows at SCALE to FILE band by band (or
                                      `whole`: the page's bitmap, then its PNG), for peak memory
                      --verify-tall-page  record that page's golden in FOLDER/Snapshots, or verify it
                                      band by band (`verify`) or drawing the whole page (`verify-whole`)
                      --turns ROWS    lay out N pages of ROWS rows for each line N read from standard
                                      input, answering each with their thread CPU seconds
                                      (for Scripts/layout_turns.py)
                    """)
                return
            default:
                throw BenchError("unknown argument \(argument); see --help")
            }
        }
        try bench.run()
    }

    func run() throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        print("| case | views | sizes worked out | layout ms | layout + draw + encode ms | page |")
        print("|---|--:|--:|--:|--:|---|")
        for depth in depths {
            try row("nested depth \(depth)", configuration) { BenchViews.nested(depth, salt: $0) }
        }
        for count in rowCounts {
            try row("\(count) rows", configuration) { BenchViews.rows(count, salt: $0) }
        }
        try row("100 rows with shadows", configuration) { BenchViews.shadowRows(100, salt: $0) }
        // Past 200 rows a page is over the 65,536 px limit at 3x; at 1x 400 rows fit.
        var oneX = configuration
        oneX.scale = 1
        for count in [100, 400] {
            try row("\(count) rows at 1x", oneX) { BenchViews.rows(count, salt: $0) }
            try row("\(count) rows with shadows at 1x", oneX) { BenchViews.shadowRows(count, salt: $0) }
        }
        try row("screen: title + 50-row list", configuration.presented(as: .screen)) { BenchViews.navigationList(50, salt: $0) }
        for count in [100, 1_000] {
            try row("chart of \(count) bars", configuration) { ChartViews.bars(count, salt: $0) }
        }
        for count in [100, 1_000, 10_000] {
            try row("chart of a \(count)-point line", configuration) { ChartViews.line(count, salt: $0) }
        }
        for count in [1_000, 10_000] {
            try row("chart of a \(count)-point line plot", configuration) { ChartViews.linePlot(count, salt: $0) }
        }
        for count in [100, 1_000] {
            try row("chart of \(count) day bars", configuration) { ChartViews.dayBars(count, salt: $0) }
        }
    }

    /// The last salt used: salts go on across cases, so no case finds texts an earlier case measured.
    nonisolated(unsafe) static var salt = 0

    /// One table row: `view(salt)` with a new salt for every run, so no run finds its texts
    /// already measured by an earlier one or by an earlier case (the renderer keeps measurements
    /// between pages; the rows' supporting texts do not name the row count, so with salts starting
    /// again at 0 the 100-row case found the 50-row case's texts measured and the 1,000-row case
    /// found none, which made 1,000 rows look 10.4 times as slow as 100).
    private func row<V: View>(_ name: String, _ configuration: SnapshotConfiguration, _ view: (Int) -> V) throws {
        if let only, !name.contains(only) { return }
        if let exact, name != exact { return }
        func next() -> V {
            LayoutBench.salt += 1
            return view(LayoutBench.salt)
        }
        let screen = try layoutScreen(next(), configuration: configuration)
        let layout = try Self.median(runs) { _ = try layoutScreen(next(), configuration: configuration) }
        let page = screen.displayList.size
        let pixelsHigh = Int((page.height * CGFloat(configuration.scale)).rounded(.up))
        var whole = "—"
        var pageNote = "\(Int(page.height)) pt"
        do {
            if layoutOnly { throw BenchError("--layout-only") }
            let time = try Self.median(runs) { _ = try render(next(), configuration: configuration).pngData(encoding: .fast) }
            whole = String(format: "%.2f", time * 1000)
            pageNote += ", \(pixelsHigh) px"
        } catch {
            pageNote += ", not drawn: \(error)"
        }
        let statistics = screen.statistics
        print("| \(name) | \(statistics.viewCount) | \(statistics.sizeComputations) | \(String(format: "%.2f", layout * 1000)) | \(whole) | \(pageNote) |")
    }

    /// The median thread CPU time of `runs` calls of `body`, after one warm-up call. The view is
    /// made inside the timed call, as a test would make it.
    static func median(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = threadTime()
            try body()
            samples.append(threadTime() - start)
        }
        samples.sort()
        let middle = samples.count / 2
        return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    }

    static func threadTime() -> Double {
        LayoutPhaseClock.threadSeconds()
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

do {
    try LayoutBench.main()
} catch {
    FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
    exit(1)
}
