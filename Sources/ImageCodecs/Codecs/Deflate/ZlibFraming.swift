/// The two bytes before and the four after the DEFLATE blocks of a zlib stream (RFC 1950).
enum ZlibFraming {
    /// CMF and FLG: deflate with a 32 KiB window, "fastest" compression, no dictionary.
    static let header: [UInt8] = [0x78, 0x01]

    /// Appends the header; `output` must be empty or on a byte boundary.
    static func appendHeader(to output: DeflateOutput) {
        output.append(header, count: header.count)
    }

    /// Pads the blocks to a whole byte and appends the Adler-32 of the uncompressed bytes, big-endian.
    static func appendTrailer(adler: UInt32, to output: DeflateOutput) {
        output.alignToByte()
        let trailer: [UInt8] = [UInt8(adler >> 24), UInt8(adler >> 16 & 0xff), UInt8(adler >> 8 & 0xff), UInt8(adler & 0xff)]
        output.append(trailer, count: trailer.count)
    }
}
