import CPangoCairo
import Foundation
import ImageCodecs

/// Finds the family of a folder of licensed fonts (`NHS_FONT_DIR`) and writes the fontconfig rule
/// that makes "NHS Sans" resolve to it.
enum OverrideFamily {
    /// The family of the upright face closest to regular weight; ties go to the first file by path.
    static func detect(in files: [URL]) throws -> String {
        var best: (score: Double, family: String)? = nil
        for file in files {
            guard let face = query(file) else { continue }
            let score = abs(face.weight - Double(FC_WEIGHT_REGULAR)) + (face.slant == 0 ? 0 : 1000)
            if best == nil || score < best!.score { best = (score, face.family) }
        }
        guard let best else {
            throw RasterError.fontConfiguration(reason: "no readable font in \(FontFiles.overrideVariable) (\(files.first?.deletingLastPathComponent().path ?? ""))")
        }
        return best.family
    }

    /// A fontconfig document that maps `alias` to `family`, parsed before the project's fonts.conf.
    static func rules(mapping alias: String, to family: String) -> String {
        """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="pattern">
            <test name="family"><string>\(escape(alias))</string></test>
            <edit name="family" mode="assign" binding="strong"><string>\(escape(family))</string></edit>
          </match>
        </fontconfig>
        """
    }

    private static func query(_ file: URL) -> (family: String, weight: Double, slant: Int32)? {
        var count: Int32 = 0
        let pattern = FontConfigText.withFcString(file.path) { FcFreeTypeQuery($0, 0, nil, &count) }
        guard let pattern else { return nil }
        defer { FcPatternDestroy(pattern) }
        var familyValue: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &familyValue) == FcResultMatch, let familyValue else { return nil }
        let family = String(cString: familyValue)
        var weight: Double = Double(FC_WEIGHT_REGULAR)
        var integerWeight: Int32 = 0
        if FcPatternGetInteger(pattern, FC_WEIGHT, 0, &integerWeight) == FcResultMatch {
            weight = Double(integerWeight)
        } else {
            _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight)
        }
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        return (family, weight, slant)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
