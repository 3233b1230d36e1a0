import Foundation

/// Recognises PNG files by their eight-byte signature.
enum PNGSignature {
    static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func matches(_ data: Data) -> Bool {
        data.count >= 8 && data.prefix(8).elementsEqual(bytes)
    }
}

/// Recognises JPEG files by their start-of-image marker.
enum JPEGSignature {
    static func matches(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }
}

/// Describes data that is no image, for error messages: empty, text (an HTML error page), or binary.
enum NotAnImage {
    static func describe(_ data: Data) -> String {
        if data.isEmpty { return "the file is empty" }
        let head = data.prefix(64)
        let printable = head.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || (32..<127).contains($0) }
        if printable, let text = String(data: head, encoding: .ascii) {
            let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let kind = firstLine.lowercased().contains("html") ? "an HTML page" : "text"
            return "not an image: it is \(kind), starting \"\(firstLine.prefix(40))\" (expected a PNG or JPEG)"
        }
        let hex = data.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
        return "not a PNG or JPEG image (it starts with bytes \(hex))"
    }
}
