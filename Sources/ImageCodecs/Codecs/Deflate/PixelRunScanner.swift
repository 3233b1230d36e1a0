/// Splits a byte range into literal stretches and runs that repeat the 4 bytes before them (for
/// filtered RGBA rows: a pixel, or a residual, equal to the one to its left — flat colour, and the
/// zeros the Up filter leaves where a row matches the one above). Such a run is one DEFLATE match at
/// distance 4. Positions are probed a pixel apart (eight at a time in a vector), then each run is
/// grown both ways byte by byte, so the result depends on the bytes alone.
struct PixelRunScanner {
    /// A stretch of `literals` bytes written as they are, then a run of `run` bytes (possibly 0).
    struct Segment {
        var literals: Int
        var run: Int
    }

    /// The shortest run taken as a match: one pixel. (Runs of 4, 8 or 12 bytes and up gave files
    /// within 0.3 % of each other on real snapshots; 4 was the smallest and no slower.)
    static let minimumRun = 4

    /// The segments so far; the last literal stretch is still open until `finish(at:)`.
    private(set) var segments: [Segment] = []
    private var literalStart: Int
    /// The lowest offset that may be read: 0, or up to 4 below when the bytes before `data` belong
    /// to the stream too (a block written on its own after the rows before it).
    var lowest = 0

    /// A scanner whose first literal stretch starts at `start`.
    init(start: Int) {
        literalStart = start
        segments.reserveCapacity(1024)
    }

    /// Starts again at `start`, keeping the segment storage.
    mutating func reset(start: Int) {
        segments.removeAll(keepingCapacity: true)
        literalStart = start
    }

    /// Scans `start..<end` of `data`, which must follow on from what was scanned before. Runs may
    /// look back up to 4 bytes before `start` (DEFLATE's window spans blocks) but never read past `end`.
    mutating func scan(_ data: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        let raw = UnsafeRawPointer(data)
        func word(_ offset: Int) -> UInt32 { raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        func double(_ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        var index = max(start, lowest + 4)
        while index + 4 <= end {
            if index + 32 <= end {
                // Eight probes at once: the first pixel equal to the one before it, if any.
                let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD8<UInt32>.self)
                let before = raw.loadUnaligned(fromByteOffset: index - 4, as: SIMD8<UInt32>.self)
                let equal = here .== before
                guard any(equal) else {
                    index += 32
                    continue
                }
                var lane = 0
                while !equal[lane] { lane += 1 }
                index += 4 * lane
            } else if word(index) != word(index - 4) {
                index += 4
                continue
            }
            var runStart = index
            let floor = max(literalStart, lowest + 4)
            while runStart > floor && data[runStart - 1] == data[runStart - 5] { runStart -= 1 }
            var runEnd = index + 4
            while runEnd + 32 <= end && raw.loadUnaligned(fromByteOffset: runEnd, as: SIMD8<UInt32>.self)
                == raw.loadUnaligned(fromByteOffset: runEnd - 4, as: SIMD8<UInt32>.self) { runEnd += 32 }
            while runEnd + 8 <= end && double(runEnd) == double(runEnd - 4) { runEnd += 8 }
            while runEnd < end && data[runEnd] == data[runEnd - 4] { runEnd += 1 }
            if runEnd - runStart >= PixelRunScanner.minimumRun {
                segments.append(Segment(literals: runStart - literalStart, run: runEnd - runStart))
                literalStart = runEnd
            }
            index = runEnd
        }
    }

    /// Takes `start..<end` as zeros, which it must be, without reading it: a run from `start` when
    /// the 4 bytes before are zeros too (continuing the last run if it ends there), else from
    /// `start + 4`. A stretch too short for a run stays literal.
    mutating func scanZeros(_ data: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        guard end > start else { return }
        let zerosBefore = start >= lowest + 4 && UnsafeRawPointer(data).loadUnaligned(fromByteOffset: start - 4, as: UInt32.self) == 0
        let runStart = zerosBefore ? start : start + 4
        if zerosBefore, literalStart == start, let last = segments.indices.last, segments[last].run > 0 {
            segments[last].run += end - start
            literalStart = end
            return
        }
        guard end - runStart >= PixelRunScanner.minimumRun else { return }
        segments.append(Segment(literals: runStart - literalStart, run: end - runStart))
        literalStart = end
    }

    /// Closes the last literal stretch at `end`.
    mutating func finish(at end: Int) {
        if literalStart < end { segments.append(Segment(literals: end - literalStart, run: 0)) }
        literalStart = end
    }
}
