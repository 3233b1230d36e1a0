@testable import ImageCodecs
import Testing

/// The scanner probes eight pixels at a time and grows runs 32 bytes at a time; what it finds must
/// be what probing one pixel and growing one byte at a time finds (the reference below, the scan
/// written plainly).
@Suite struct PixelRunScannerTests {
    static func reference(_ data: [UInt8], from start: Int, to end: Int, lowest: Int) -> [[Int]] {
        var segments: [[Int]] = [], literalStart = start, index = max(start, lowest + 4)
        func word(_ at: Int) -> [UInt8] { Array(data[at..<(at + 4)]) }
        while index + 4 <= end {
            if word(index) != word(index - 4) {
                index += 4
                continue
            }
            var runStart = index
            while runStart > max(literalStart, lowest + 4) && data[runStart - 1] == data[runStart - 5] { runStart -= 1 }
            var runEnd = index + 4
            while runEnd < end && data[runEnd] == data[runEnd - 4] { runEnd += 1 }
            if runEnd - runStart >= PixelRunScanner.minimumRun {
                segments.append([runStart - literalStart, runEnd - runStart])
                literalStart = runEnd
            }
            index = runEnd
        }
        if literalStart < end { segments.append([end - literalStart, 0]) }
        return segments
    }

    /// Bytes with runs of every length, repeats a few bytes off a pixel, and noise.
    static func bytes(count: Int, seed: UInt32) -> [UInt8] {
        var state = seed &* 2_654_435_761 &+ 1, out: [UInt8] = []
        while out.count < count {
            state = state &* 1_664_525 &+ 1_013_904_223
            switch state >> 29 {
            case 0, 1: out += [UInt8](repeating: UInt8(truncatingIfNeeded: state >> 8), count: Int(state >> 16 & 127))
            case 2: let pixel = (0..<4).map { UInt8(truncatingIfNeeded: state >> (8 * $0)) }
                for _ in 0..<Int(state >> 20 & 15) { out += pixel }
            case 3: out += [UInt8(truncatingIfNeeded: state >> 9), UInt8(truncatingIfNeeded: state >> 17), 0]
            default: out += (0..<Int(state >> 24 & 31)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ Int(state >> 3)) }
            }
        }
        return Array(out.prefix(count))
    }

    @Test func vectorProbesFindWhatSingleProbesFind() {
        for seed: UInt32 in 0..<40 {
            for count in [0, 3, 4, 9, 31, 32, 33, 64, 200, 1_000, 4_099] {
                let data = Self.bytes(count: count + 8, seed: seed &+ UInt32(count))
                for (start, lowest) in [(0, 0), (4, 0), (8, 4), (5, 1)] where start <= count {
                    var scanner = PixelRunScanner(start: start)
                    scanner.lowest = lowest
                    data.withUnsafeBufferPointer { scanner.scan($0.baseAddress!, from: start, to: count) }
                    scanner.finish(at: count)
                    let found = scanner.segments.map { [$0.literals, $0.run] }
                    #expect(found == Self.reference(data, from: start, to: count, lowest: lowest),
                            "seed \(seed), \(count) bytes from \(start), lowest \(lowest)")
                }
            }
        }
    }
}
