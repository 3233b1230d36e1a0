import CDeflate

/// A fast DEFLATE encoder for filtered RGBA rows of flat, user-interface pictures, written out as a
/// zlib stream (RFC 1950). It searches for no general matches: each block is the bytes as Huffman-
/// coded literals plus one kind of match, a run repeating the previous 4 bytes (`PixelRunScanner`).
/// Each block of whole rows, about `blockBytes` input bytes, gets its own optimal codes; a block that would not
/// shrink is stored instead. Blocks of mostly non-zero bytes are remembered (`EncodedBlockCache`)
/// and copied when the same input comes again. Same input, same output, on any thread.
enum PixelRunDeflate {
    /// Input bytes per block: small enough to follow a picture from flat areas into a photo, large
    /// enough that the code tables (about 100 bytes each) do not matter.
    static let blockBytes = 1 << 18

    /// The zlib stream of `rows` filtered rows of `rowLength` bytes each (type byte included) at
    /// `data`; `spans` gives, per row, the bytes after the type byte that may be non-zero.
    static func zlibStream(_ data: UnsafePointer<UInt8>, rowLength: Int, rows: Int,
                           spans: [PNGRowFiltering.NonZeroSpan], cache: EncodedBlockCache) -> DeflateOutput {
        let count = rowLength * rows
        let output = DeflateOutput(capacity: count / 4 + 1024)
        ZlibFraming.appendHeader(to: output)
        writeBlocks(data, rowLength: rowLength, rows: rows, spans: spans, final: true, cache: cache, into: output)
        ZlibFraming.appendTrailer(adler: Adler32.checksum(data, count: count), to: output)
        return output
    }

    /// Writes `rows` filtered rows at `data` as DEFLATE blocks (no zlib header or trailer) after
    /// what `output` holds, at any bit position; the last block is marked final when `final` is
    /// set. With `history` 0, runs never reach back before `data`, so the bits depend on these rows
    /// alone and may be joined after the blocks of other rows. With `history` 1…4, that many bytes
    /// before `data` are the stream's bytes before these rows, and runs may repeat them, exactly
    /// as when all the rows are written in one call: so a stream can be written block by block
    /// (`PixelRunRowStream`) with the bits of one call.
    static func writeBlocks(_ data: UnsafePointer<UInt8>, rowLength: Int, rows: Int,
                            spans: [PNGRowFiltering.NonZeroSpan], final isLast: Bool,
                            cache: EncodedBlockCache, history: Int = 0, into output: DeflateOutput) {
        precondition((0...4).contains(history), "at most 4 bytes of history")
        let rowsPerBlock = max(1, blockBytes / max(rowLength, 1))
        var scanner = PixelRunScanner(start: 0)
        scanner.lowest = -history
        var firstRow = 0
        repeat {
            let lastRow = min(rows, firstRow + rowsPerBlock)
            let start = firstRow * rowLength, end = lastRow * rowLength, final = isLast && lastRow == rows
            let blockSpans = spans[firstRow..<lastRow]
            let busyBytes = blockSpans.reduce(0) { $0 + ($1.end - $1.start) }
            func scanBlock() -> [PixelRunScanner.Segment] {
                scanner.reset(start: start)
                for row in firstRow..<lastRow {
                    let bytes = row * rowLength + 1, span = spans[row]
                    if span.start < span.end {
                        scanner.scanZeros(data, from: bytes, to: bytes + span.start)
                        scanner.scan(data, from: bytes + span.start, to: bytes + span.end)
                        scanner.scanZeros(data, from: bytes + span.end, to: bytes + rowLength - 1)
                    } else {
                        scanner.scanZeros(data, from: bytes, to: bytes + rowLength - 1)
                    }
                }
                scanner.finish(at: end)
                return scanner.segments
            }
            if busyBytes * 4 >= end - start {
                // Mostly non-zero residuals (a photo): slow to code, and often seen before.
                let lookback = min(4, start + history)
                let input = UnsafeBufferPointer(start: data + start - lookback, count: end - start + lookback)
                let checksum = Adler32.checksum(input.baseAddress!, count: input.count)
                if let bits = cache.bits(checksum: checksum, bytes: input, spans: blockSpans, final: final) {
                    output.append(bits)
                } else {
                    let alone = DeflateOutput(capacity: (end - start) / 2 + 1024)
                    if writeBlock(data, from: start, to: end, segments: scanBlock(), final: final, output: alone) {
                        let bits = alone.bits
                        cache.store(bits, checksum: checksum, bytes: input, spans: blockSpans, final: final)
                        output.append(bits)
                    } else {
                        writeStored(data + start, count: end - start, final: final, output: output)
                    }
                }
            } else if !writeBlock(data, from: start, to: end, segments: scanBlock(), final: final, output: output) {
                writeStored(data + start, count: end - start, final: final, output: output)
            }
            firstRow = lastRow
        } while firstRow < rows
    }

    /// Writes one block with dynamic Huffman codes and returns true; or, when storing the bytes
    /// would be no larger, writes nothing and returns false.
    private static func writeBlock(_ data: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                   segments: [PixelRunScanner.Segment], final: Bool, output: DeflateOutput) -> Bool {
        var frequencies = literalFrequencies(data, from: start, segments: segments)
        frequencies[256] = 1 // end of block
        var runPieces = 0
        for segment in segments where segment.run > 0 {
            DeflateLengthCodes.forEachPiece(of: segment.run) { piece in
                frequencies[Int(DeflateLengthCodes.table[piece].symbol)] += 1
                runPieces += 1
            }
        }
        let literals = HuffmanCode(frequencies: frequencies, maxLength: 15)
        let distances = HuffmanCode(lengths: [1, 0, 0, 1]) // distance 4 is code 3; code 0 completes the code
        let header = DynamicBlockHeader(literals: literals, distances: distances)
        var dataBits = runPieces // one distance bit each
        for symbol in frequencies.indices where frequencies[symbol] > 0 {
            dataBits += Int(frequencies[symbol]) * Int(literals.lengths[symbol])
            if symbol > 256 {
                dataBits += Int(frequencies[symbol]) * Int(DeflateLengthCodes.extraBits(ofSymbol: symbol))
            }
        }
        let dynamicBytes = (header.bitCount + dataBits + 7) / 8
        let storedBytes = (end - start) + 5 * ((end - start + 65534) / 65535) + 1
        if storedBytes <= dynamicBytes { return false }
        var writer = output.beginBits(reserving: dynamicBytes + 8)
        header.write(final: final, to: &writer)
        // Each entry: the bit-reversed code in the low 32 bits, its length in the high 32.
        var codes = [UInt64](repeating: 0, count: 256)
        for byte in 0..<256 { codes[byte] = UInt64(literals.reversedCodes[byte]) | UInt64(literals.lengths[byte]) << 32 }
        var runCodes = [UInt64](repeating: 0, count: 259) // a whole run piece: length code, extra bits, distance code
        for piece in 3...258 {
            let entry = DeflateLengthCodes.table[piece]
            let symbol = Int(entry.symbol)
            let length = UInt64(literals.lengths[symbol])
            guard length > 0 else { continue }
            let bits = UInt64(literals.reversedCodes[symbol]) | UInt64(entry.extraValue) << length
                | UInt64(distances.reversedCodes[3]) << (length + UInt64(entry.extraBits))
            runCodes[piece] = bits | (length + UInt64(entry.extraBits) + 1) << 32
        }
        codes.withUnsafeBufferPointer { codes in
            runCodes.withUnsafeBufferPointer { runCodes in
                let code = codes.baseAddress!, runCode = runCodes.baseAddress!
                let lowBits: UInt64 = 0xffff_ffff
                var position = start
                for segment in segments {
                    var index = position
                    let literalEnd = position &+ segment.literals
                    while index &+ 3 <= literalEnd { // three codes of at most 15 bits in one write
                        let first = code[Int(data[index])], second = code[Int(data[index &+ 1])], third = code[Int(data[index &+ 2])]
                        let firstLength = first &>> 32, bothLength = firstLength &+ second &>> 32
                        writer.write(first & lowBits | (second & lowBits) &<< firstLength | (third & lowBits) &<< bothLength,
                                     bits: bothLength &+ third &>> 32)
                        index &+= 3
                    }
                    while index < literalEnd {
                        let entry = code[Int(data[index])]
                        writer.write(entry & lowBits, bits: entry &>> 32)
                        index &+= 1
                    }
                    if segment.run > 0 {
                        DeflateLengthCodes.forEachPiece(of: segment.run) { piece in
                            let entry = runCode[piece]
                            writer.write(entry & lowBits, bits: entry &>> 32)
                        }
                    }
                    position = literalEnd &+ segment.run
                }
            }
        }
        writer.write(UInt32(literals.reversedCodes[256]), bits: UInt32(literals.lengths[256]))
        output.endBits(writer)
        return true
    }

    /// How often each byte value occurs in the literal stretches (indices 0…255 of a 286-entry
    /// literal/length table), counted in four interleaved tables to keep the loop fast.
    private static func literalFrequencies(_ data: UnsafePointer<UInt8>, from start: Int,
                                           segments: [PixelRunScanner.Segment]) -> [UInt32] {
        var lanes = [UInt32](repeating: 0, count: 4 * 256)
        lanes.withUnsafeMutableBufferPointer { lanes in
            let lane = lanes.baseAddress!
            var position = start
            for segment in segments {
                var index = position
                let literalEnd = position + segment.literals
                while index + 4 <= literalEnd {
                    lane[Int(data[index])] &+= 1
                    lane[256 + Int(data[index + 1])] &+= 1
                    lane[512 + Int(data[index + 2])] &+= 1
                    lane[768 + Int(data[index + 3])] &+= 1
                    index += 4
                }
                while index < literalEnd {
                    lane[Int(data[index])] &+= 1
                    index += 1
                }
                position = literalEnd + segment.run
            }
        }
        var frequencies = [UInt32](repeating: 0, count: 286)
        for byte in 0..<256 { frequencies[byte] = lanes[byte] &+ lanes[256 + byte] &+ lanes[512 + byte] &+ lanes[768 + byte] }
        return frequencies
    }

    /// Writes `count` bytes as stored blocks of at most 65 535 bytes each.
    private static func writeStored(_ data: UnsafePointer<UInt8>, count: Int, final: Bool, output: DeflateOutput) {
        var offset = 0
        repeat {
            let length = min(65_535, count - offset)
            let last = final && offset + length == count
            var writer = output.beginBits(reserving: 8)
            writer.write(UInt64(last ? 1 : 0), bits: 3) // stored block type 0
            writer.flushToByte()
            output.endBits(writer)
            let sizes: [UInt8] = [UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8 & 0xff)]
            output.append(sizes, count: 4)
            output.append(data + offset, count: length)
            offset += length
        } while offset < count
    }
}
