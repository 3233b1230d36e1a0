/// The fields of a PNG's IHDR chunk, read from the file's first 33 bytes (the signature, then
/// IHDR, which must come first): enough to check the size against the limits and to see whether
/// the rows are interlaced before any image data is read.
struct PNGFileHeader: Equatable {
    /// The signature, IHDR's length and type, its 13 bytes and its CRC.
    static let byteCount = 8 + 8 + 13 + 4

    let width: Int
    let height: Int
    let bitDepth: Int
    let colourType: Int
    /// True for Adam7 interlacing (method 1).
    let interlaced: Bool

    /// The header in `bytes` (the file's first bytes, at most `byteCount` of them); throws
    /// `ImageCodecError.badImage` naming `name` when they are not the start of a PNG, with the
    /// whole decoder's wording.
    init(_ bytes: [UInt8], name: String) throws {
        guard !bytes.isEmpty else { throw ImageCodecError.badImage(name: name, reason: "the file is empty") }
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGSignature.bytes) else {
            throw ImageCodecError.badImage(name: name, reason: "not a PNG (no PNG signature)")
        }
        guard bytes.count >= Self.byteCount else {
            throw ImageCodecError.badImage(name: name, reason: "corrupt PNG: the file ends early (truncated) inside its header")
        }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        guard word(8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw ImageCodecError.badImage(name: name, reason: "corrupt PNG: the first chunk is not a valid IHDR header")
        }
        width = word(16)
        height = word(20)
        bitDepth = Int(bytes[24])
        colourType = Int(bytes[25])
        interlaced = bytes[28] == 1
    }
}
