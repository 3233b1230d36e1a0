import Drawing
import Foundation
import ImageCodecs
import Raster

/// `RasterBench [--runs N] [--sample PATH] [--corpus DIR]`: times draw+encode of the sample card at
/// 3x and the PNG encode/decode of the same pixels with each library; prints medians as a table.
/// With `--corpus`, times every encoder setting (or those of one writer or filter) over the PNGs in a folder instead.
enum BenchCommand {
    static func run(_ arguments: [String]) throws {
        var runs = 30
        var samplePath: String? = nil
        var corpus: String? = nil
        var writer: String? = nil
        var filter: String? = nil
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
            case "--corpus":
                index += 1
                guard index < arguments.count else { throw BenchError("--corpus needs a folder") }
                corpus = arguments[index]
            case "--filter":
                index += 1
                guard index < arguments.count else { throw BenchError("--filter needs a name") }
                filter = arguments[index]
            case "--writer":
                index += 1
                guard index < arguments.count else { throw BenchError("--writer needs a name") }
                writer = arguments[index]
            default:
                throw BenchError("unknown argument \(arguments[index]); usage: RasterBench [--runs N] [--sample PATH] [--corpus DIR [--writer NAME] [--filter NAME]]")
            }
            index += 1
        }
        if let corpus {
            try CorpusBench.run(folder: URL(fileURLWithPath: corpus), runs: runs, writer: writer, filter: filter)
            return
        }
        let renderer = try Renderer.load()
        let measurer = renderer.measurer
        let rasterizer = try Rasterizer(scale: 3, assets: try renderer.assets(), renderer: renderer)
        let list = SampleCard.displayList(measurer: measurer)
        let image = try rasterizer.render(list)
        if let samplePath {
            try ImageFile.writePNG(image, to: URL(fileURLWithPath: samplePath))
            print("wrote \(samplePath) (\(image.width)×\(image.height))")
            return
        }
        var cases: [(String, () throws -> Void)] = []
        cases.append(("draw 393×300 pt at 3x (\(image.width)×\(image.height) px)", { _ = try rasterizer.render(list) }))
        cases.append(("draw + encode (default \(PNGCodec.defaultLibrary.rawValue))", { _ = try PNGCodec.encode(try rasterizer.render(list)) }))
        for library in PNGLibrary.allCases {
            let encoded = try PNGCodec.encode(image, library: library)
            cases.append(("encode only, \(library.rawValue) (\(encoded.count) bytes)", { _ = try PNGCodec.encode(image, library: library) }))
            cases.append(("decode only, \(library.rawValue)", { _ = try PNGCodec.decode(encoded, name: "bench", library: library) }))
        }
        let medians = try Timing.interleavedMedians(runs, cases.map(\.1))
        print("| measurement (median of \(runs) interleaved runs) | ms |")
        print("|---|---:|")
        for (index, entry) in cases.enumerated() { print("| \(entry.0) | \(String(format: "%.2f", medians[index] * 1000)) |") }
        let same = try PNGCodec.encode(image, library: .libpng) == PNGCodec.encode(image, library: .libspng)
        print("libpng and libspng files are \(same ? "byte-identical" : "different") with \(PNGEncodingSettings.compact)")
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Median times of several bodies run in rotation (so background load hits them all alike), after
/// one warm-up run of each: wall-clock time, or with `threadCPU` the calling thread's CPU time,
/// which other processes on a busy machine disturb less.
enum Timing {
    static func interleavedMedians(_ runs: Int, threadCPU: Bool = false, _ bodies: [() throws -> Void]) throws -> [Double] {
        func now() -> Double {
            guard threadCPU else { return Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        for body in bodies { try body() }
        var samples = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let start = now()
                try body()
                samples[index].append(now() - start)
            }
        }
        return samples.map { values in
            let sorted = values.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }
}
