/// The box filter of `Thumbnail.shrink` for opaque images, one output row at a time: output
/// column `i` averages source columns `i·W/w ..< (i+1)·W/w` of the rows it is given.
///
/// A row of boxes is made in two steps. The box's rows are added column by column, eight columns
/// at a time in vectors, red and blue in one word and green and alpha in another (16-bit lanes, so
/// a box holds at most 256 pixels); then each output pixel adds its columns and looks its three
/// quotients up in a table made once for its box's pixel count `n`: entry `s` is
/// `(s + ⌊n/2⌋) / n`. With every alpha 255 that is the alpha-weighted average
/// `(Σ 255·c + ⌊255·n/2⌋) / (255·n)` of the weighted path, so the bytes are the same.
///
/// Holds scratch memory: one shrinker serves one thread.
final class OpaqueBoxShrinker {
    /// Source and output widths in pixels.
    let width: Int, outWidth: Int
    /// The first source column of each output column, then `width`.
    private let starts: [Int]
    /// Every box's width when they are all the same, else 0.
    private let uniformColumns: Int
    /// The tallest box `shrinkRow` may be given.
    let tallestBox: Int
    /// Quotient tables, one after another.
    private var quotients: [UInt8] = []
    /// Where the table for a box of `n` pixels starts in `quotients`, by `n`.
    private var tableStarts: [Int: Int] = [:]
    /// The table start of each output column's box, by the box's number of rows.
    private var columnTables: [Int: [Int]] = [:]
    /// For boxes all as wide: the division by the box's pixel count, by its number of rows (nil
    /// when it does not fit in 32 bits: the tables serve).
    private var divisions: [Int: BoxDivision?] = [:]
    /// Column sums of a box's rows, red and blue then green and alpha; then the sums of `factor`
    /// columns from each column, the same two.
    private let scratch: UnsafeMutablePointer<UInt32>

    /// The largest box, in pixels, the 16-bit lanes can add up.
    static let largestBox = 256

    /// A shrinker of rows `width` pixels wide to `outWidth`, or nil when a box `boxRows` rows tall
    /// could hold more than `largestBox` pixels (or the sizes are not a shrink).
    init?(width: Int, to outWidth: Int, tallestBox boxRows: Int) {
        guard width > 0, outWidth > 0, outWidth <= width, boxRows > 0 else { return nil }
        let starts = (0...outWidth).map { $0 * width / outWidth }
        let widest = zip(starts.dropFirst(), starts).map { $0 - $1 }.max() ?? 0
        guard widest * boxRows <= Self.largestBox else { return nil }
        self.width = width
        self.outWidth = outWidth
        self.starts = starts
        uniformColumns = width % outWidth == 0 ? width / outWidth : 0
        tallestBox = boxRows
        scratch = .allocate(capacity: 4 * width)
    }

    deinit { scratch.deallocate() }

    /// Averages the box of `boxRows` rows starting at `words` (rows `width` words apart) into
    /// `outWidth` RGBA pixels at `out`. Returns the AND of every word read: its top byte is 0xFF
    /// only when every pixel was opaque; otherwise what was written is not the average, and the
    /// weighted path must make the image.
    /// `boxRows` is from 1 to `tallestBox`.
    func shrinkRow(_ words: UnsafePointer<UInt32>, boxRows: Int, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        precondition(boxRows > 0 && boxRows <= tallestBox, "a box of \(boxRows) rows is taller than the shrinker's \(tallestBox)")
        let all = addColumns(words, boxRows: boxRows)
        if uniformColumns > 0, let division = division(boxRows: boxRows) {
            averageUniformInVectors(factor: uniformColumns, division: division, into: out)
            return all
        }
        let tables = tables(boxRows: boxRows)
        quotients.withUnsafeBufferPointer { table in
            let quotients = table.baseAddress!
            if uniformColumns > 0 {
                averageUniform(factor: uniformColumns, table: quotients + tables[0], into: out)
            } else {
                tables.withUnsafeBufferPointer { average(tables: $0.baseAddress!, quotients: quotients, into: out) }
            }
        }
        return all
    }

    /// Adds the box's rows column by column into `scratch`; returns the AND of the words read.
    private func addColumns(_ words: UnsafePointer<UInt32>, boxRows: Int) -> UInt32 {
        let redBlue = scratch, greenAlpha = scratch + width
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        var lanes = SIMD8<UInt32>(repeating: 0xFFFF_FFFF)
        var x = 0
        while x + 8 <= width {
            var rb = SIMD8<UInt32>(repeating: 0), ga = SIMD8<UInt32>(repeating: 0)
            var row = words + x
            for _ in 0..<boxRows {
                let value = UnsafeRawPointer(row).loadUnaligned(as: SIMD8<UInt32>.self)
                lanes &= value
                rb &+= value & mask
                ga &+= (value &>> 8) & mask
                row += width
            }
            UnsafeMutableRawPointer(redBlue + x).storeBytes(of: rb, as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(greenAlpha + x).storeBytes(of: ga, as: SIMD8<UInt32>.self)
            x += 8
        }
        var all: UInt32 = 0xFFFF_FFFF
        for lane in 0..<8 { all &= lanes[lane] }
        while x < width {
            var rb: UInt32 = 0, ga: UInt32 = 0
            for row in 0..<boxRows {
                let value = words[row &* width &+ x]
                all &= value
                rb &+= value & 0x00FF_00FF
                ga &+= (value >> 8) & 0x00FF_00FF
            }
            redBlue[x] = rb
            greenAlpha[x] = ga
            x += 1
        }
        return all
    }

    /// Output pixels of boxes all `factor` columns wide, eight at a time: each box's sums are
    /// gathered into vectors (for two columns, the even and odd columns added; else the sums of
    /// `factor` columns from every column are added in vectors first and every `factor`-th taken),
    /// divided by `division` and packed into RGBA words.
    private func averageUniformInVectors(factor: Int, division: BoxDivision, into out: UnsafeMutablePointer<UInt8>) {
        let redBlue = UnsafeRawPointer(scratch), greenAlpha = UnsafeRawPointer(scratch + width)
        let boxRB = scratch + 2 * width, boxGA = scratch + 3 * width
        let low = SIMD8<UInt32>(repeating: 0xFFFF), opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
        let target = UnsafeMutableRawPointer(out)
        func pack(_ rb: SIMD8<UInt32>, _ ga: SIMD8<UInt32>) -> SIMD8<UInt32> {
            division.quotients(rb & low) | division.quotients(ga & low) &<< 8 | division.quotients(rb &>> 16) &<< 16 | opaque
        }
        var index = 0
        if factor == 2 {
            while index + 8 <= outWidth {
                let rb = redBlue.loadUnaligned(fromByteOffset: index * 8, as: SIMD16<UInt32>.self)
                let ga = greenAlpha.loadUnaligned(fromByteOffset: index * 8, as: SIMD16<UInt32>.self)
                target.storeBytes(of: pack(rb.evenHalf &+ rb.oddHalf, ga.evenHalf &+ ga.oddHalf), toByteOffset: index * 4,
                                  as: SIMD8<UInt32>.self)
                index += 8
            }
        } else {
            // The sums of `factor` columns starting at every column a vector can reach.
            let starts = width - factor + 1
            var x = 0
            while x + 8 <= starts {
                var rb = redBlue.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                var ga = greenAlpha.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                for offset in 1..<factor {
                    rb &+= redBlue.loadUnaligned(fromByteOffset: (x + offset) * 4, as: SIMD8<UInt32>.self)
                    ga &+= greenAlpha.loadUnaligned(fromByteOffset: (x + offset) * 4, as: SIMD8<UInt32>.self)
                }
                UnsafeMutableRawPointer(boxRB + x).storeBytes(of: rb, as: SIMD8<UInt32>.self)
                UnsafeMutableRawPointer(boxGA + x).storeBytes(of: ga, as: SIMD8<UInt32>.self)
                x += 8
            }
            // Whole groups of eight boxes whose first columns had their sums made above.
            while index + 8 <= outWidth && (index + 7) * factor < x {
                let c = index * factor
                let rb = SIMD8<UInt32>(boxRB[c], boxRB[c + factor], boxRB[c + 2 * factor], boxRB[c + 3 * factor],
                                       boxRB[c + 4 * factor], boxRB[c + 5 * factor], boxRB[c + 6 * factor], boxRB[c + 7 * factor])
                let ga = SIMD8<UInt32>(boxGA[c], boxGA[c + factor], boxGA[c + 2 * factor], boxGA[c + 3 * factor],
                                       boxGA[c + 4 * factor], boxGA[c + 5 * factor], boxGA[c + 6 * factor], boxGA[c + 7 * factor])
                target.storeBytes(of: pack(rb, ga), toByteOffset: index * 4, as: SIMD8<UInt32>.self)
                index += 8
            }
        }
        // The last few boxes one at a time.
        let sums = scratch, greens = scratch + width
        while index < outWidth {
            var rb: UInt32 = 0, ga: UInt32 = 0
            for column in (index * factor)..<((index + 1) * factor) {
                rb &+= sums[column]
                ga &+= greens[column]
            }
            let word = division.quotient(rb & 0xFFFF) | division.quotient(ga & 0xFFFF) << 8 | division.quotient(rb >> 16) << 16
                | 0xFF00_0000
            target.storeBytes(of: word.littleEndian, toByteOffset: index * 4, as: UInt32.self)
            index += 1
        }
    }

    /// Output pixels of boxes all `factor` columns wide, their quotients in `table`.
    private func averageUniform(factor: Int, table: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        let redBlue = scratch, greenAlpha = scratch + width
        var column = 0
        for index in 0..<outWidth {
            var rb: UInt32, ga: UInt32
            switch factor {
            case 3:
                rb = redBlue[column] &+ redBlue[column &+ 1] &+ redBlue[column &+ 2]
                ga = greenAlpha[column] &+ greenAlpha[column &+ 1] &+ greenAlpha[column &+ 2]
            case 2:
                rb = redBlue[column] &+ redBlue[column &+ 1]
                ga = greenAlpha[column] &+ greenAlpha[column &+ 1]
            default:
                rb = 0
                ga = 0
                for offset in 0..<factor {
                    rb &+= redBlue[column &+ offset]
                    ga &+= greenAlpha[column &+ offset]
                }
            }
            Self.store(rb, ga, table: table, at: out + index &* 4)
            column &+= factor
        }
    }

    /// Output pixels of boxes of uneven widths, the quotients of column `i` at `quotients + tables[i]`.
    private func average(tables: UnsafePointer<Int>, quotients: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        let redBlue = scratch, greenAlpha = scratch + width
        starts.withUnsafeBufferPointer { starts in
            var column = 0
            for index in 0..<outWidth {
                let end = starts[index &+ 1]
                var rb: UInt32 = 0, ga: UInt32 = 0
                while column < end {
                    rb &+= redBlue[column]
                    ga &+= greenAlpha[column]
                    column &+= 1
                }
                Self.store(rb, ga, table: quotients + tables[index], at: out + index &* 4)
            }
        }
    }

    /// Writes the opaque pixel whose channel sums are in the lanes of `rb` and `ga`.
    @inline(__always)
    private static func store(_ rb: UInt32, _ ga: UInt32, table: UnsafePointer<UInt8>, at out: UnsafeMutablePointer<UInt8>) {
        out[0] = table[Int(rb & 0xFFFF)]
        out[1] = table[Int(ga & 0xFFFF)]
        out[2] = table[Int(rb >> 16)]
        out[3] = 255
    }

    /// The division of boxes all as wide and `boxRows` rows tall, found the first time.
    private func division(boxRows: Int) -> BoxDivision? {
        if let known = divisions[boxRows] { return known }
        let made = BoxDivision(pixels: uniformColumns * boxRows)
        divisions[boxRows] = made
        return made
    }

    /// The table start of each output column's box for boxes `boxRows` rows tall (one entry when
    /// the boxes are all as wide), making the tables the first time.
    private func tables(boxRows: Int) -> [Int] {
        if let known = columnTables[boxRows] { return known }
        let made: [Int]
        if uniformColumns > 0 {
            made = [table(pixels: uniformColumns * boxRows)]
        } else {
            made = (0..<outWidth).map { table(pixels: (starts[$0 + 1] - starts[$0]) * boxRows) }
        }
        columnTables[boxRows] = made
        return made
    }

    /// The start of the quotient table of a box of `count` pixels, made the first time.
    private func table(pixels count: Int) -> Int {
        if let start = tableStarts[count] { return start }
        let start = quotients.count, half = count / 2
        // Entry s is ⌊(s + half) / count⌋: quotient q covers sums q·count − half ..< (q+1)·count − half.
        quotients.reserveCapacity(start + 255 * count + 1)
        for quotient in 0...255 {
            let first = max(0, quotient * count - half), end = min(255 * count + 1, (quotient + 1) * count - half)
            if first < end { quotients.append(contentsOf: repeatElement(UInt8(quotient), count: end - first)) }
        }
        tableStarts[count] = start
        return start
    }
}
