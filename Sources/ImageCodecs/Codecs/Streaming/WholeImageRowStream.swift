import Bitmaps
import Foundation

/// The writers that compress the whole image at once (libspng, libdeflate): the rows are kept
/// until the last one and the image is encoded as `PNGCodec.encode` would. Same bytes, but memory
/// grows with the image; `PNGStreamEncoder.streams(_:)` says which settings avoid it.
final class WholeImageRowStream: RowStreamEncoding {
    private let width: Int
    private let height: Int
    private let settings: PNGEncodingSettings
    private let workspace: CodecWorkspace
    private let output: any PNGByteOutput
    private var pixels: [UInt8] = []

    init(width: Int, height: Int, settings: PNGEncodingSettings, workspace: CodecWorkspace, output: any PNGByteOutput) {
        self.width = width
        self.height = height
        self.settings = settings
        self.workspace = workspace
        self.output = output
        pixels.reserveCapacity(width * height * 4)
    }

    func append(_ rows: UnsafePointer<UInt8>, count: Int) throws {
        pixels.append(contentsOf: UnsafeBufferPointer(start: rows, count: count * width * 4))
    }

    func finish() throws {
        let image = Bitmap(width: width, height: height, madePixels: pixels)
        pixels = []
        let data = try PNGCodec.encode(image, settings: settings, workspace: workspace)
        try data.withUnsafeBytes { try output.append($0) }
    }
}
