import Bitmaps
import Foundation
import ImageCodecs
import Raster

/// Times PNG encoder settings over a folder of real snapshots: each setting encodes every image
/// once per run; reported are the median total thread CPU time, ms per image, MB/s of raw pixels and the
/// total file size against the goldens' `compact` settings, and the time libpng takes to decode them.
enum CorpusBench {
    static let candidates: [PNGEncodingSettings] = {
        var list: [PNGEncodingSettings] = [.compact, PNGEncodingSettings(writer: .libpng, level: 1, filter: .sub),
                                           PNGEncodingSettings(writer: .libpng, level: 1, filter: .up)]
        for filter in PNGRowFilter.allCases {
            list.append(PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: filter))
        }
        for level in [1, 6] {
            for filter in PNGRowFilter.allCases {
                list.append(PNGEncodingSettings(writer: .libdeflate, level: level, filter: filter))
            }
        }
        return list
    }()

    static func run(folder: URL, runs: Int, writer: String?, filter: String?) throws {
        let candidates = CorpusBench.candidates.filter {
            (writer == nil || $0.writer.rawValue == writer) && (filter == nil || $0.filter.rawValue == filter)
        }
        guard !candidates.isEmpty else { throw BenchError("no settings with writer \(writer ?? "any") and filter \(filter ?? "any")") }
        let images = try load(folder)
        let rawBytes = images.reduce(0) { $0 + $1.pixels.count }
        print("corpus: \(images.count) images from \(folder.path), \(rawBytes / 1_000_000) MB of RGBA; median thread CPU time of \(runs) runs")
        var sizes: [Int] = []
        var files: [[Data]] = []
        for settings in candidates {
            var total = 0
            var encoded: [Data] = []
            for image in images {
                let data = try PNGCodec.encode(image, settings: settings)
                for library in PNGLibrary.allCases where try PNGCodec.decode(data, name: "bench", library: library) != image {
                    throw BenchError("\(settings): \(library.rawValue) decodes different pixels")
                }
                total += data.count
                encoded.append(data)
            }
            sizes.append(total)
            files.append(encoded)
        }
        let medians = try Timing.interleavedMedians(runs, threadCPU: true, candidates.map { settings in
            { for image in images { _ = try PNGCodec.encode(image, settings: settings) } }
        })
        let decodeMedians = try Timing.interleavedMedians(runs, threadCPU: true, files.map { encoded in
            { for data in encoded { _ = try PNGCodec.decode(data, name: "bench", library: .libpng) } }
        })
        print("| settings | encode ms / image | encode MB/s | total size | vs compact | decode ms / image (libpng) |")
        print("|---|---:|---:|---:|---:|---:|")
        for (index, settings) in candidates.enumerated() {
            print(String(format: "| %@ | %.2f | %.0f | %.2f MB | %+.1f %% | %.2f |", settings.description,
                         medians[index] * 1000 / Double(images.count), Double(rawBytes) / medians[index] / 1e6,
                         Double(sizes[index]) / 1e6, (Double(sizes[index]) / Double(sizes[0]) - 1) * 100,
                         decodeMedians[index] * 1000 / Double(images.count)))
        }
    }

    private static func load(_ folder: URL) throws -> [Bitmap] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw BenchError("cannot read \(folder.path)")
        }
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw BenchError("no PNG files under \(folder.path)") }
        return try files.map { try PNGCodec.decode(try Data(contentsOf: $0), name: $0.path) }
    }
}
