import Drawing
import Foundation
import Raster

/// `RasterBench [--runs N] [--sample PATH]`: times draw+encode of the sample card at 3x and the
/// PNG encode/decode of the same pixels with each library; prints medians as a table.
enum BenchCommand {
    static func run(_ arguments: [String]) throws {
        var runs = 30
        var samplePath: String? = nil
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--runs":
                index += 1
                guard index < arguments.count, let value = Int(arguments[index]), value > 0 else {
                    throw BenchError("--runs needs a positive number")
                }
                runs = value
            case "--sample":
                index += 1
                guard index < arguments.count else { throw BenchError("--sample needs a path") }
                samplePath = arguments[index]
            default:
                throw BenchError("unknown argument \(arguments[index]); usage: RasterBench [--runs N] [--sample PATH]")
            }
            index += 1
        }
        let measurer = try PangoTextMeasurer()
        let rasterizer = try Rasterizer(scale: 3, assets: try AssetCatalog.project())
        let list = SampleCard.displayList(measurer: measurer)
        let image = try rasterizer.render(list)
        if let samplePath {
            try ImageFile.writePNG(image, to: URL(fileURLWithPath: samplePath))
            print("wrote \(samplePath) (\(image.width)×\(image.height))")
            return
        }
        var rows: [(String, Double)] = []
        rows.append(("draw 393×300 pt at 3x (\(image.width)×\(image.height) px)", try Timing.median(runs) { _ = try rasterizer.render(list) }))
        rows.append(("draw + encode (default \(PNGCodec.defaultLibrary.rawValue))", try Timing.median(runs) {
            _ = try PNGCodec.encode(try rasterizer.render(list))
        }))
        for library in PNGLibrary.allCases {
            let encoded = try PNGCodec.encode(image, library: library)
            rows.append(("encode only, \(library.rawValue) (\(encoded.count) bytes)", try Timing.median(runs) {
                _ = try PNGCodec.encode(image, library: library)
            }))
            rows.append(("decode only, \(library.rawValue)", try Timing.median(runs) {
                _ = try PNGCodec.decode(encoded, name: "bench", library: library)
            }))
        }
        print("| measurement (median of \(runs) runs) | ms |")
        print("|---|---:|")
        for (name, seconds) in rows { print("| \(name) | \(String(format: "%.2f", seconds * 1000)) |") }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Median wall-clock time of repeated runs, after one warm-up run.
enum Timing {
    static func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return samples.count % 2 == 1 ? samples[samples.count / 2] : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
    }
}
