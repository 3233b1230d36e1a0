import Foundation

/// A stable, line-per-item text form of a display list, for text goldens and test failures.
/// Numbers are printed with at most two decimals so small float noise does not churn goldens.
extension DisplayList {
    /// The dump, one item per line, nested clips indented.
    public func dump() -> String {
        var lines = ["page \(DumpFormat.size(size)) background \(background)"]
        DisplayList.dump(items, indent: "", into: &lines)
        for element in accessibilityElements {
            lines.append("a11y \(DumpFormat.rect(element.frame)) \(element.spokenDescription)")
        }
        for target in tapTargets {
            lines.append("tap \(DumpFormat.rect(target.frame)) \(target.label)")
        }
        for note in annotations {
            let props = note.properties.keys.sorted().map { "\($0)=\(note.properties[$0]!)" }.joined(separator: " ")
            lines.append("component \(note.component) \(DumpFormat.rect(note.frame)) \(props)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ items: [DisplayItem], indent: String, into lines: inout [String]) {
        for item in items {
            switch item {
            case .fill(let shape, let color):
                lines.append(indent + "fill \(DumpFormat.shape(shape)) \(color)")
            case .border(let shape, let color, let width):
                lines.append(indent + "border \(DumpFormat.shape(shape)) \(color) width \(DumpFormat.number(width))")
            case .rule(let rect, let color):
                lines.append(indent + "rule \(DumpFormat.rect(rect)) \(color)")
            case .text(let text):
                let font = text.spec.font
                lines.append(indent + "text \(DumpFormat.rect(text.frame)) \(font.family) \(DumpFormat.number(font.size)) "
                    + "w\(font.weight.rawValue) \(text.color) lines \(text.measurement.lineCount)"
                    + (text.measurement.isTruncated ? " TRUNCATED" : "") + " \(DumpFormat.quoted(text.spec.string))")
            case .image(let image):
                lines.append(indent + "image \(DumpFormat.rect(image.frame)) \(image.contentMode.rawValue) "
                    + "\(DumpFormat.quoted(image.assetName)) clip \(DumpFormat.shape(image.clip))"
                    + (image.tint.map { " tint \($0)" } ?? "") + (image.isPiece ? " piece" : ""))
            case .path(let path):
                lines.append(indent + "path \(DumpFormat.rect(path.bounds)) \(path.paint)")
            case .clipped(let shape, let children):
                lines.append(indent + "clip \(DumpFormat.shape(shape))")
                dump(children, indent: indent + "  ", into: &lines)
            case .effect(let effect, let children):
                lines.append(indent + DumpFormat.effect(effect))
                if case .mask(let mask) = effect {
                    lines.append(indent + "  mask-items")
                    dump(mask, indent: indent + "    ", into: &lines)
                    lines.append(indent + "  content")
                }
                dump(children, indent: indent + "  ", into: &lines)
            }
        }
    }
}

/// Number and shape formatting shared by the text dumps.
public enum DumpFormat {
    /// A number with at most two decimals and no trailing zeros.
    public static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `x,y wxh`.
    public static func rect(_ rect: CGRect) -> String {
        "\(number(rect.minX)),\(number(rect.minY)) \(number(rect.width))x\(number(rect.height))"
    }

    /// `wxh`.
    public static func size(_ size: CGSize) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    /// A rect plus its radii when any corner is rounded.
    public static func shape(_ shape: RoundedRect) -> String {
        let r = shape.radii
        if r.isZero { return rect(shape.rect) }
        let radii = [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map(number)
        let same = Set(radii).count == 1
        return rect(shape.rect) + " r" + (same ? radii[0] : radii.joined(separator: "/"))
            + (shape.style == .continuous ? "c" : "")
    }

    /// An effect group's heading line.
    public static func effect(_ effect: DisplayEffect) -> String {
        switch effect {
        case .transform(let m):
            return "transform [" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map { number($0) }.joined(separator: " ") + "]"
        case .opacity(let value): return "opacity \(number(CGFloat(value)))"
        case .compositingGroup: return "compositing-group"
        case .scrollContent(let vertical, let horizontal):
            return "scroll-content" + (vertical ? " vertical" : "") + (horizontal ? " horizontal" : "")
        case .shadow(let color, let radius, let offset):
            return "shadow \(color) radius \(number(radius)) offset \(number(offset.width)),\(number(offset.height))"
        case .blur(let radius, let opaque, let bounds):
            return "blur radius \(number(radius))" + (opaque ? " opaque \(rect(bounds))" : "")
        case .clipPath(let elements, let evenOdd):
            return "clip-path \(rect(VectorPath(elements: elements, paint: .fill(.clear)).bounds)) \(elements.count) elements"
                + (evenOdd ? " even-odd" : "")
        case .mask: return "mask"
        case .colorMatrix(let matrix): return "color-matrix [" + matrix.values.map { number(CGFloat($0)) }.joined(separator: " ") + "]"
        case .blend(let mode): return "blend \(mode.rawValue)"
        }
    }

    /// A string in double quotes with newlines and quotes escaped.
    public static func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
