import CCodecShims
import CPangoCairo
import CRasterShims
import CSPNG
import Foundation
import ImageCodecs

/// The run-time versions of the C libraries that decide the pixels and the PNG bytes.
enum LibraryVersions {
    static func all() -> [String: String] {
        [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": freeType(),
            "fontconfig": fontconfig(),
            "pixman": String(cString: nhs_pixman_version()),
            "libpng": String(cString: nhs_libpng_version()),
            "libspng": String(cString: spng_version_string()),
            "zlib": String(cString: nhs_zlib_version()),
            "libjpeg-turbo": String(cString: nhs_jpeg_turbo_version()),
        ]
    }

    private static func freeType() -> String {
        var library: FT_Library? = nil
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static func fontconfig() -> String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }
}

/// SHA-256 of a file's bytes, as lowercase hex, computed with GLib's checksum.
enum FileDigest {
    static func sha256(of url: URL) throws -> String {
        let data = try ImageFile.readBytes(url)
        return data.withUnsafeBytes { raw -> String in
            guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count)) else {
                return "unknown"
            }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }
}
