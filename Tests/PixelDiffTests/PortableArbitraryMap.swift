import Bitmaps
import Foundation
import PixelDiff

/// Reads and writes Netpbm PAM files (`P7`, `TUPLTYPE RGB_ALPHA`): the simplest lossless RGBA
/// format, so fixtures need no PNG codec and open in common image viewers.
enum PortableArbitraryMap {
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ image: Bitmap) -> Data {
        let header = "P7\nWIDTH \(image.width)\nHEIGHT \(image.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        return Data(header.utf8) + Data(image.pixels)
    }

    static func decode(_ data: Data, name: String) throws -> Bitmap {
        let bytes = [UInt8](data)
        let marker = Array("ENDHDR\n".utf8)
        guard let end = (0...(max(0, bytes.count - marker.count))).first(where: { Array(bytes[$0..<($0 + marker.count)]) == marker }) else {
            throw FormatError(description: "\(name): no ENDHDR line, not a PAM file")
        }
        let header = String(decoding: bytes[0..<end], as: UTF8.self)
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n").dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard header.hasPrefix("P7"), let width = fields["WIDTH"].flatMap(Int.init), let height = fields["HEIGHT"].flatMap(Int.init),
              fields["DEPTH"] == "4", fields["MAXVAL"] == "255" else {
            throw FormatError(description: "\(name): not an 8-bit RGBA PAM file")
        }
        return try Bitmap(width: width, height: height, pixels: Array(bytes[(end + marker.count)...]))
    }
}
