import Bitmaps
import Foundation
import PixelDiff

/// Compares one image's two versions, given as file bytes: byte-identical files match without
/// decoding; otherwise both are decoded and compared, and for a difference the diff image and
/// the composite are encoded.
public struct EntryComparer: Sendable {
    /// Pixel comparison options.
    public var options: CompareOptions
    /// Decoder and encoder.
    public var codec: ImageCodec
    /// Whether to keep images (diff, composite, both files) for entries that are not unchanged.
    public var keepsArtefacts: Bool
    /// Whether the kept images include the encoded diff image on its own; when `false` only the
    /// composite (which shows the diff as its third panel) is encoded, saving one encode per entry.
    public var keepsDiffImage: Bool

    /// A comparer with the given options and codec.
    public init(options: CompareOptions, codec: ImageCodec, keepsArtefacts: Bool = true, keepsDiffImage: Bool = true) {
        self.options = options
        self.codec = codec
        self.keepsArtefacts = keepsArtefacts
        self.keepsDiffImage = keepsDiffImage
    }

    /// Compares `expected` with `actual` (either may be missing: removed or added).
    ///
    /// - Parameters:
    ///   - name: the entry's name (relative path).
    ///   - expectedPath, actualPath: display paths for messages and for decode errors.
    /// - Throws: ``DiffError`` naming the file when one cannot be decoded, or when both are missing.
    public func compare(
        name: String, expected: Data?, actual: Data?, expectedPath: String? = nil, actualPath: String? = nil
    ) throws(DiffError) -> ComparedEntry {
        let expectedLabel = expectedPath ?? name, actualLabel = actualPath ?? name
        switch (expected, actual) {
        case (nil, nil):
            throw DiffError("\(name): neither side has this image")
        case (let expectedData?, nil):
            let image = try decode(expectedData, expectedLabel)
            return ComparedEntry(
                entry: DiffEntry(name: name, status: .removed, expectedPath: expectedPath, expectedSize: image.size,
                                 message: "removed: only the expected side has \(name) (\(image.size))"),
                artefacts: keepsArtefacts ? try artefacts(expected: expectedData, expectedImage: image, actual: nil, actualImage: nil, result: nil) : nil)
        case (nil, let actualData?):
            let image = try decode(actualData, actualLabel)
            return ComparedEntry(
                entry: DiffEntry(name: name, status: .added, actualPath: actualPath, actualSize: image.size,
                                 message: "added: only the actual side has \(name) (\(image.size))"),
                artefacts: keepsArtefacts ? try artefacts(expected: nil, expectedImage: nil, actual: actualData, actualImage: image, result: nil) : nil)
        case (let expectedData?, let actualData?):
            if expectedData == actualData {
                return ComparedEntry(
                    entry: DiffEntry(name: name, status: .unchanged, expectedPath: expectedPath, actualPath: actualPath,
                                     byteIdentical: true, message: "identical: the two files have the same bytes"),
                    artefacts: nil)
            }
            // Both files at once: decoding is most of the time a pair takes.
            let images = try parallelMap(count: 2, width: 2) { index throws(DiffError) in
                index == 0 ? try decode(expectedData, expectedLabel) : try decode(actualData, actualLabel)
            }
            let expectedImage = images[0], actualImage = images[1]
            var pixelOptions = options
            pixelOptions.makesDiffImage = keepsArtefacts
            let result = PixelDiff.compare(expectedImage, actualImage, options: pixelOptions)
            let entry = DiffEntry(
                name: name, status: result.passes ? .unchanged : .changed, expectedPath: expectedPath, actualPath: actualPath,
                expectedSize: expectedImage.size, actualSize: actualImage.size, metrics: DiffMetrics(result), message: result.summary)
            let keep = keepsArtefacts && !result.passes
            return ComparedEntry(
                entry: entry,
                artefacts: keep ? try artefacts(expected: expectedData, expectedImage: expectedImage, actual: actualData, actualImage: actualImage, result: result) : nil)
        }
    }

    private func decode(_ data: Data, _ label: String) throws(DiffError) -> Bitmap {
        do {
            return try codec.decode(data, label)
        } catch let error as DiffError {
            throw error
        } catch {
            throw DiffError("cannot decode \(label): \(error)")
        }
    }

    private func encode(_ image: Bitmap, _ what: String) throws(DiffError) -> Data {
        do {
            return try codec.encode(image)
        } catch {
            throw DiffError("cannot encode the \(what): \(error)")
        }
    }

    private func artefacts(
        expected: Data?, expectedImage: Bitmap?, actual: Data?, actualImage: Bitmap?, result: DiffResult?
    ) throws(DiffError) -> EntryArtefacts {
        let sheet = CompositeSheet(expected: expectedImage, actual: actualImage, result: result)
        return EntryArtefacts(
            expected: expected, actual: actual,
            diff: keepsDiffImage ? try result?.diffImage.map { image throws(DiffError) in try encode(image, "diff image") } : nil,
            composite: try encodeComposite(sheet))
    }

    /// The composite, streamed to the codec a few rows at a time when it can take rows, else drawn whole.
    private func encodeComposite(_ sheet: CompositeSheet) throws(DiffError) -> Data {
        guard let encodeRows = codec.encodeRows else { return try encode(sheet.draw(), "composite") }
        do {
            return try encodeRows(sheet.width, sheet.height) { rows in sheet.draw(rows: rows).pixels }
        } catch {
            throw DiffError("cannot encode the composite: \(error)")
        }
    }
}
