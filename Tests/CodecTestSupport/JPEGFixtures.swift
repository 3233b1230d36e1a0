import CJPEG
import Foundation

/// Writes baseline JPEG files with libjpeg-turbo, for decoder tests.
public enum JPEGFixtures {
    /// Encodes interleaved samples (3 per pixel for colour, 1 for grey) at quality 95.
    public static func encode(width: Int, height: Int, grey: Bool, samples: [UInt8]) -> Data {
        let info = UnsafeMutablePointer<jpeg_compress_struct>.allocate(capacity: 1)
        let errors = UnsafeMutablePointer<jpeg_error_mgr>.allocate(capacity: 1)
        let output = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: 1)
        let size = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        defer {
            info.deallocate()
            errors.deallocate()
            output.deallocate()
            size.deallocate()
        }
        info.initialize(to: jpeg_compress_struct())
        errors.initialize(to: jpeg_error_mgr())
        output.initialize(to: nil)
        size.initialize(to: 0)
        info.pointee.err = jpeg_std_error(errors)
        jpeg_CreateCompress(info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
        jpeg_mem_dest(info, output, size)
        info.pointee.image_width = JDIMENSION(width)
        info.pointee.image_height = JDIMENSION(height)
        info.pointee.input_components = grey ? 1 : 3
        info.pointee.in_color_space = grey ? JCS_GRAYSCALE : JCS_RGB
        jpeg_set_defaults(info)
        jpeg_set_quality(info, 95, 1)
        jpeg_start_compress(info, 1)
        let rowBytes = width * (grey ? 1 : 3)
        var rows = samples
        rows.withUnsafeMutableBufferPointer { buffer in
            while info.pointee.next_scanline < info.pointee.image_height {
                var row: JSAMPROW? = buffer.baseAddress! + Int(info.pointee.next_scanline) * rowBytes
                jpeg_write_scanlines(info, &row, 1)
            }
        }
        jpeg_finish_compress(info)
        jpeg_destroy_compress(info)
        let data = Data(bytes: output.pointee!, count: Int(size.pointee))
        free(output.pointee)
        return data
    }

    /// `data` with the frame header's height and width replaced.
    public static func withDeclaredSize(_ data: Data, width: UInt16, height: UInt16) -> Data {
        var bytes = [UInt8](data)
        for index in 0..<(bytes.count - 9) where bytes[index] == 0xFF && bytes[index + 1] == 0xC0 {
            bytes[index + 5] = UInt8(height >> 8)
            bytes[index + 6] = UInt8(height & 0xff)
            bytes[index + 7] = UInt8(width >> 8)
            bytes[index + 8] = UInt8(width & 0xff)
            break
        }
        return Data(bytes)
    }
}
