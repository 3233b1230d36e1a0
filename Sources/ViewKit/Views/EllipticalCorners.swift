import Foundation

/// Rounded rectangles whose corners are quarter ellipses, as SwiftUI's `cornerSize:` forms:
/// `RoundedRectangle(cornerSize:style:)`, `.rect(cornerSize:style:)`,
/// `Path(roundedRect:cornerSize:style:)` and `addRoundedRect(in:cornerSize:style:transform:)`.
///
/// A corner is `cornerSize.width` along the horizontal edges and `cornerSize.height` along the
/// vertical ones, each clamped to half its side. Equal sides are circular corners, drawn as the
/// `cornerRadius:` forms draw them (`.continuous` exactly, by the kit's own rounded rectangle);
/// unequal ones are drawn from the path, quarter ellipses in either style.
nonisolated extension Path {
    /// A rounded rectangle with corners `cornerSize` wide and tall.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with corners `cornerSize` wide and tall, as its own closed sub-path,
    /// `transform` applied.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width.isFinite ? cornerSize.width : 0, r.width / 2))
        let ry = max(0, min(cornerSize.height.isFinite ? cornerSize.height : 0, r.height / 2))
        var outline = Path()
        if rx == ry {
            outline.addRoundedRect(in: r, cornerRadius: rx)
        } else if rx == 0 || ry == 0 {
            outline.addRect(r)
        } else {
            outline.addEllipticalCorners(r, rx, ry)
        }
        addPath(outline, transform: transform)
    }

    /// The outline clockwise on screen from the top edge, each corner a quarter ellipse of radii
    /// `rx` and `ry` (cubic, with a quarter circle's handle length scaled to each radius).
    private mutating func addEllipticalCorners(_ r: CGRect, _ rx: CGFloat, _ ry: CGFloat) {
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1)
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                 control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                 control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        closeSubpath()
    }
}

nonisolated extension RoundedRectangle {
    /// A rounded rectangle whose corners are `cornerSize` wide and tall, as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(corners: cornerSize, style: style)
    }

    /// The outline of elliptical corners (unequal sides), drawn from the path.
    var ellipticalOutline: ResolvedShapeValue {
        let size = cornerSize, style = style
        return ResolvedShapeValue(.custom(ShapeOutline { Path(roundedRect: $0, cornerSize: size, style: style) }))
    }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners `cornerSize` wide and tall (`.rect(cornerSize:style:)`).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
