import Bitmaps
import CDeflate
import CJPEG
import Foundation
import ImageCodecs

// Writes the fuzzers' seed corpora into the folder given (Scripts/fuzz.sh calls it): every PNG
// writer's output with every filter, hand-made PNGs of every colour type, depth and interlacing,
// JPEGs in colour and grey, baseline and progressive, then truncations, bit flips and extreme
// headers of them; short command lines and random bytes for the other harnesses.

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Output/fuzz/seeds")

nonisolated(unsafe) var state: UInt64 = 0x9E37_79B9_7F4A_7C15
/// A fixed pseudo-random sequence (SplitMix64), so the seeds are the same every run.
func nextRandom() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
func randomBytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: nextRandom()) } }

func write(_ bytes: Data, _ harness: String, _ name: String) {
    let folder = root.appendingPathComponent(harness)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! bytes.write(to: folder.appendingPathComponent(name))
}

/// The file, then damaged copies: cut at several places, and single bits flipped.
func writeWithDamage(_ bytes: Data, _ harness: String, _ name: String) {
    write(bytes, harness, name)
    for cut in Set([8, 16, 33, bytes.count / 2, bytes.count - 12, bytes.count - 1]) where cut > 0 && cut < bytes.count {
        write(bytes.prefix(cut), harness, "\(name)-cut\(cut)")
    }
    for flip in 0..<4 {
        var damaged = bytes
        let bit = Int(nextRandom() % UInt64(bytes.count * 8))
        damaged[bit / 8] ^= UInt8(1 << (bit % 8))
        write(damaged, harness, "\(name)-flip\(flip)")
    }
}

// PNGs from the project's own writers.
let sizes = [(1, 1), (3, 2), (17, 5), (40, 33)]
for (width, height) in sizes {
    var pixels = randomBytes(width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 8) { pixels[index + 3] = 255 }  // half opaque
    let image = try! Bitmap(width: width, height: height, pixels: pixels)
    for writer in PNGWriter.allCases {
        for filter in PNGRowFilter.allCases {
            let settings = PNGEncodingSettings(writer: writer, level: writer == .pixelRuns ? 0 : 3, filter: filter)
            if let data = try? PNGCodec.encode(image, settings: settings) {
                writeWithDamage(data, "FuzzPNG", "\(writer.rawValue)-\(filter.rawValue)-\(width)x\(height).png")
            }
        }
    }
    writeWithDamage(try! PNGCodec.encodeQuickly(image), "FuzzPNG", "quick-\(width)x\(height).png")
}

// Hand-made PNGs of every colour type and depth, plain and interlaced (random samples: any bytes
// of the right length are a valid image).
func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typeAndBody = Array(type.utf8) + body
    let crc = typeAndBody.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    return bigEndian(UInt32(body.count)) + typeAndBody + bigEndian(crc)
}
func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }
func zlib(_ raw: [UInt8]) -> [UInt8] {
    let compressor = libdeflate_alloc_compressor(6)!
    defer { libdeflate_free_compressor(compressor) }
    var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
    let written = raw.withUnsafeBufferPointer { input in
        out.withUnsafeMutableBufferPointer { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
    }
    return Array(out.prefix(written))
}
func handMadePNG(width: Int, height: Int, depth: UInt8, colour: UInt8, interlaced: Bool, transparency: Bool) -> Data {
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colour)]!
    func rows(_ w: Int, _ h: Int) -> [UInt8] {
        guard w > 0 && h > 0 else { return [] }
        let rowBytes = (w * channels * Int(depth) + 7) / 8
        return (0..<h).flatMap { _ in [UInt8(nextRandom() % 5)] + randomBytes(rowBytes) }
    }
    var raw: [UInt8] = []
    if interlaced {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        for (x0, y0, dx, dy) in passes {
            raw += rows((width - x0 + dx - 1) / dx, (height - y0 + dy - 1) / dy)
        }
    } else {
        raw = rows(width, height)
    }
    var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colour, 0, 0, interlaced ? 1 : 0])
    if colour == 3 { file += chunk("PLTE", randomBytes(3 * (1 << Int(min(depth, 8))))) }
    if transparency && colour == 3 { file += chunk("tRNS", randomBytes(3)) }
    if transparency && colour == 0 { file += chunk("tRNS", [0, 1]) }
    if transparency && colour == 2 { file += chunk("tRNS", [0, 1, 0, 2, 0, 3]) }
    file += chunk("IDAT", zlib(raw))
    file += chunk("IEND", [])
    return Data(file)
}
let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
for (colour, allowed) in depths.sorted(by: { $0.key < $1.key }) {
    for depth in allowed {
        for interlaced in [false, true] {
            let data = handMadePNG(width: 13, height: 9, depth: depth, colour: colour, interlaced: interlaced, transparency: depth <= 8)
            writeWithDamage(data, "FuzzPNG", "type\(colour)-depth\(depth)\(interlaced ? "-interlaced" : "").png")
        }
    }
}
// Extreme headers: an RGBA file claiming absurd sizes, an empty one, a 1×100000 strip.
for (width, height) in [(0, 1), (1, 0), (0x7FFF_FFFF, 1), (100_000, 100_000), (1, 100_000), (16_385, 1), (65_536, 65_536)] {
    var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    file += chunk("IDAT", zlib(randomBytes(64)))
    file += chunk("IEND", [])
    write(Data(file), "FuzzPNG", "header-\(width)x\(height).png")
}

// JPEGs: colour and grey, baseline and progressive.
func jpeg(width: Int, height: Int, grey: Bool, progressive: Bool) -> Data {
    var info = jpeg_compress_struct()
    var errors = jpeg_error_mgr()
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    info.err = jpeg_std_error(&errors)
    jpeg_CreateCompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
    jpeg_mem_dest(&info, &output, &size)
    info.image_width = JDIMENSION(width)
    info.image_height = JDIMENSION(height)
    info.input_components = grey ? 1 : 3
    info.in_color_space = grey ? JCS_GRAYSCALE : JCS_RGB
    jpeg_set_defaults(&info)
    jpeg_set_quality(&info, 80, 1)
    if progressive { jpeg_simple_progression(&info) }
    jpeg_start_compress(&info, 1)
    let rowBytes = width * (grey ? 1 : 3)
    var samples = randomBytes(rowBytes * height)
    samples.withUnsafeMutableBufferPointer { buffer in
        while info.next_scanline < info.image_height {
            var row: JSAMPROW? = buffer.baseAddress! + Int(info.next_scanline) * rowBytes
            jpeg_write_scanlines(&info, &row, 1)
        }
    }
    jpeg_finish_compress(&info)
    jpeg_destroy_compress(&info)
    let data = Data(bytes: output!, count: Int(size))
    free(output)
    return data
}
for (width, height) in [(1, 1), (8, 8), (17, 9), (33, 40)] {
    for grey in [false, true] {
        for progressive in [false, true] {
            writeWithDamage(jpeg(width: width, height: height, grey: grey, progressive: progressive), "FuzzJPEG",
                            "\(grey ? "grey" : "colour")\(progressive ? "-progressive" : "")-\(width)x\(height).jpg")
        }
    }
}

// The other harnesses read their input as a stream of choices; random bytes of a few lengths.
for harness in ["FuzzCompare", "FuzzReports"] {
    for length in [0, 1, 16, 64, 300, 2000, 5000] {
        write(Data(randomBytes(length)), harness, "random-\(length)")
    }
}
let lines = [
    "diff\0a.png\0b.png\0--metric\0pixelmatch\0--threshold\0000.05", "render\0--matrix\0quick\0--jobs\02",
    "record\0--missing\0--prune", "verify\0--component\0CampaignCard\0--shard\02/4", "diff\0git:main\0Snapshots\0--report\0out",
    "report\0--merge\0a\0b\0--out\0c", "diff\0a\0b\0--max-diff-ratio\0000.5%\0--include-aa", "audit\0--json\0x.json",
]
for (index, line) in lines.enumerated() {
    write(Data([UInt8(index)] + Array(line.utf8)), "FuzzArguments", "line-\(index)")
}
print("seeds in \(root.path)")
