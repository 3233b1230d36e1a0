import Foundation
@testable import Raster
import Testing

/// `UTF16Offsets`: byte to UTF-16 offsets, and the white space a line's end drops.
struct UTF16OffsetsTests {
    /// The ASCII shortcut answers as the Unicode property does, for every scalar there is.
    @Test func trailingSpaceAgreesWithTheUnicodePropertyForEveryScalar() {
        let kept: Set<UInt32> = [0x00A0, 0x2007, 0x202F]
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = scalar.properties.isWhitespace && !kept.contains(value)
            if UTF16Offsets.isTrailingSpace(scalar) != expected { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "scalars answered otherwise than by the property: \(disagreements.prefix(10))")
        #expect(UTF16Offsets.isTrailingSpace(" ") && UTF16Offsets.isTrailingSpace("\t") && UTF16Offsets.isTrailingSpace("\u{2003}"))
        #expect(!UTF16Offsets.isTrailingSpace("a") && !UTF16Offsets.isTrailingSpace("\u{00A0}"))
    }

    /// Offsets of a string mixing one-, two-, three- and four-byte characters, and trimming.
    @Test func offsetsAndTrimming() {
        let offsets = UTF16Offsets("a é\u{2003}😀 ")
        // Bytes: a(0) space(1) é(2,3) em space(4,5,6) 😀(7…10) space(11); UTF-16: a, space, é, em space, two for 😀, space.
        #expect([0, 1, 2, 3, 4, 7, 11, 12, 99].map(offsets.utf16) == [0, 1, 2, 2, 3, 4, 6, 7, 7])
        #expect(offsets.trimmingTrailingWhitespace(0..<12) == 11)
        #expect(offsets.trimmingTrailingWhitespace(0..<7) == 4)
        #expect(offsets.trimmingTrailingWhitespace(0..<2) == 1)
    }
}
