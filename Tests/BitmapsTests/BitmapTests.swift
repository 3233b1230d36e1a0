import Bitmaps
import Testing

/// The one bitmap type and its one validation.
@Suite struct BitmapTests {
    @Test func aBitmapHoldsExactlyFourBytesAPixel() throws {
        let bitmap = try Bitmap(width: 2, height: 3, pixels: [UInt8](0..<24))
        #expect(bitmap.width == 2 && bitmap.height == 3 && bitmap.stride == 8)
        #expect(bitmap.pixel(x: 1, y: 2) == (20, 21, 22, 23))
        #expect(bitmap.contains(x: 1, y: 2) && !bitmap.contains(x: 2, y: 0) && !bitmap.contains(x: 0, y: -1))
    }

    @Test(arguments: [0, 1, 7, 8, 9, 17, 64])
    func anImageIsOpaqueOnlyWhenEveryAlphaIs255(pixelCount: Int) throws {
        let opaque = Bitmap(width: max(pixelCount, 1), height: pixelCount == 0 ? 0 : 1, red: 1, green: 2, blue: 3, alpha: 255)
        #expect(opaque.isOpaque)
        // One pixel less than opaque anywhere, in the vector part or the tail, makes it not opaque.
        for index in 0..<pixelCount {
            for alpha: UInt8 in [0, 254] {
                var image = opaque
                image[sample: index * 4 + 3] = alpha
                #expect(!image.isOpaque, "pixel \(index) of \(pixelCount) with alpha \(alpha)")
                // Colour bytes of 0 beside it change nothing.
                image[sample: index * 4 + 3] = 255
                image[sample: index * 4] = 0
                #expect(image.isOpaque)
            }
        }
    }

    @Test func theValidationNamesTheSizeAndWhatIsWrong() {
        #expect(throws: BitmapError("a 2x2 RGBA8 image needs 16 bytes, but 3 were given")) {
            try Bitmap(width: 2, height: 2, pixels: [1, 2, 3])
        }
        #expect(throws: BitmapError("image size -1x2 has a negative dimension")) {
            try Bitmap(width: -1, height: 2, pixels: [])
        }
        #expect(throws: BitmapError("image size \(Int.max)x2 is too large to hold in memory")) {
            try Bitmap.validate(width: Int.max, height: 2, byteCount: 0)
        }
        #expect(throws: Never.self) { try Bitmap(width: 0, height: 5, pixels: []) }
    }

    @Test func aFilledBitmapRepeatsItsColourInRGBAOrder() {
        let bitmap = Bitmap(width: 3, height: 2, red: 1, green: 2, blue: 3, alpha: 4)
        #expect(bitmap.pixels == [UInt8]([1, 2, 3, 4].repeated(6)))
        #expect(Bitmap(width: 2, height: 1).pixels == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Bitmap(width: -4, height: 3).pixels.isEmpty)
    }

    @Test func samplesChangeInPlaceAndCompareByValue() throws {
        var bitmap = Bitmap(width: 1, height: 1)
        let copy = bitmap
        bitmap[sample: 2] = 9
        #expect(bitmap.pixels == [0, 0, 9, 0])
        #expect(copy.pixels == [0, 0, 0, 0], "a copy keeps its own samples")
        #expect(bitmap != copy)
        #expect(try Bitmap(width: 1, height: 1, pixels: [0, 0, 9, 0]) == bitmap)
    }

    /// From another module, a change goes into the bitmap's own samples: no copy of the image is
    /// made (a property with an observer would be read, changed and written back, a whole copy
    /// for every change; a page of thumbnails made millions of page faults that way).
    @Test func changesFromAnotherModuleDoNotCopyTheSamples() {
        var bitmap = Bitmap(width: 64, height: 64)
        let before = bitmap.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        bitmap.withUnsafeMutableBytes { $0[0] = 7 }
        bitmap.withUnsafeMutableBufferPointer { $0[1] = 8 }
        bitmap[sample: 2] = 9
        let after = bitmap.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        #expect(before == after, "the samples were copied to be changed")
        #expect(Array(bitmap.pixels.prefix(4)) == [7, 8, 9, 0])
    }

    @Test func aSharedBitmapIsCopiedOnceWhenChanged() {
        var bitmap = Bitmap(width: 2, height: 1)
        let shared = bitmap
        bitmap.withUnsafeMutableBytes { $0[0] = 1 }
        #expect(shared.pixels[0] == 0 && bitmap.pixels[0] == 1, "the other holder keeps its samples")
    }
}

private extension Array {
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
