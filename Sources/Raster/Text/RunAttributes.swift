import CPangoCairo
import Drawing
import Foundation

/// The Pango attributes of a spec's runs (`Text + Text`, Markdown): each run's font (family, size,
/// weight, style), colour, underline, strikethrough, letter spacing, rise, digit features and an
/// inline object's box over its byte range, so Pango shapes and wraps the runs as one paragraph.
enum RunAttributes {
    /// Inserts every run's attributes into `list`; nothing for a plain spec.
    static func insert(_ spec: TextSpec, into list: OpaquePointer) {
        guard !spec.runs.isEmpty else { return }
        let bytes = UTF8Offsets(spec.string)
        for run in spec.runs {
            let start = UInt32(bytes.utf8(run.range.lowerBound))
            let end = UInt32(bytes.utf8(run.range.upperBound))
            guard end > start else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let font = PangoLayoutBuilder.fontDescription(run.font)
            add(pango_attr_font_desc_new(font))
            pango_font_description_free(font)
            let colour = channels(run.color)
            add(pango_attr_foreground_new(colour.red, colour.green, colour.blue))
            add(pango_attr_foreground_alpha_new(colour.alpha))
            if let underline = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                let line = channels(underline)
                add(pango_attr_underline_color_new(line.red, line.green, line.blue))
            }
            if let strikethrough = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                let line = channels(strikethrough)
                add(pango_attr_strikethrough_color_new(line.red, line.green, line.blue))
            }
            if run.letterSpacing != 0, run.letterSpacing.isFinite {
                add(pango_attr_letter_spacing_new(Int32((Double(run.letterSpacing) * Double(PANGO_SCALE)).rounded())))
            }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                add(pango_attr_rise_new(Int32((Double(run.baselineOffset) * Double(PANGO_SCALE)).rounded())))
            }
            if run.monospacedDigits {
                add(pango_attr_font_features_new("tnum"))
            }
            if let size = run.inlineObject {
                // An image's box standing on the baseline in place of the run's one character.
                var box = PangoRectangle(x: 0, y: -pangoUnits(size.height), width: pangoUnits(size.width), height: pangoUnits(size.height))
                add(pango_attr_shape_new(&box, &box))
            }
        }
    }

    /// Points in Pango units, rounded.
    private static func pangoUnits(_ value: CGFloat) -> Int32 {
        Int32((Double(max(0, value)) * Double(PANGO_SCALE)).rounded())
    }

    /// The byte ranges and sizes of `spec`'s inline objects (`TextRun.inlineObject`), by run index.
    static func inlineObjects(of spec: TextSpec) -> [LaidOutText.Object] {
        guard spec.runs.contains(where: { $0.inlineObject != nil }) else { return [] }
        let bytes = UTF8Offsets(spec.string)
        return spec.runs.enumerated().compactMap { index, run in
            guard let size = run.inlineObject else { return nil }
            return LaidOutText.Object(run: index, bytes: bytes.utf8(run.range.lowerBound)..<bytes.utf8(run.range.upperBound), size: size)
        }
    }

    /// A colour's channels as Pango's 16-bit values.
    private static func channels(_ colour: RGBAColor) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        func sixteen(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65_535).rounded()) }
        return (sixteen(colour.red), sixteen(colour.green), sixteen(colour.blue), sixteen(colour.alpha))
    }
}

/// Converts UTF-16 offsets (the runs' ranges) into the UTF-8 byte offsets Pango's attributes use.
struct UTF8Offsets {
    private var byteAtUnit: [Int]

    init(_ string: String) {
        var byteAtUnit: [Int] = []
        byteAtUnit.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            for _ in 0..<UTF16.width(scalar) { byteAtUnit.append(byte) }
            byte += UTF8.width(scalar)
        }
        byteAtUnit.append(byte)
        self.byteAtUnit = byteAtUnit
    }

    /// The UTF-8 offset of a UTF-16 offset (clamped to the string).
    func utf8(_ unit: Int) -> Int {
        byteAtUnit[min(max(0, unit), byteAtUnit.count - 1)]
    }
}
