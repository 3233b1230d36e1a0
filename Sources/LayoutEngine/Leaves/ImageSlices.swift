import Drawing
import Foundation
import ViewKit

/// The pieces a sliced or tiled image is drawn as (`resizable(capInsets:resizingMode:)`,
/// `ImagePaint`): each piece is the whole image placed so that one part of it lands on the
/// piece's rectangle, clipped to that rectangle. So the raster backend draws them as any image.
///
/// 1. The image is cut into up to nine parts by its cap insets (none: one part, or for a paint
///    its source rectangle). Caps wider or taller than the frame share it in proportion.
/// 2. Corners keep their size; the middle and the edges are stretched to the rest of the frame,
///    or tiled along it at their own size (times the paint's scale) from its top left corner,
///    the last tiles cut off at the frame's edge.
enum ImageSlices {
    /// The most pieces one image is drawn as; a frame that needs more is refused with an error
    /// that names the image (each piece is a drawing of the image) [I].
    static let maximumPieces = 10_000

    /// One piece: where the whole image is drawn, and the rectangle it is clipped to.
    struct Piece: Equatable {
        let imageFrame: CGRect
        let clip: CGRect
    }

    /// The pieces of an image `natural` points large in `frame`; nil when more than `maximumPieces`.
    static func pieces(natural: CGSize, slicing: ImageSlicing, frame: CGRect) -> [Piece]? {
        guard natural.width > 0, natural.height > 0, frame.width > 0, frame.height > 0 else { return [] }
        let source = CGRect(x: slicing.source.minX * natural.width, y: slicing.source.minY * natural.height,
                            width: slicing.source.width * natural.width, height: slicing.source.height * natural.height)
            .intersection(CGRect(origin: .zero, size: natural))
        guard !source.isNull, source.width > 0, source.height > 0 else { return [] }
        let insets = slicing.capInsets
        let columns = bands(source.minX, source.width, start: insets.leading, end: insets.trailing, frame.minX, frame.width)
        let rows = bands(source.minY, source.height, start: insets.top, end: insets.bottom, frame.minY, frame.height)
        let scale = slicing.scale > 0 ? slicing.scale : 1
        var pieces: [Piece] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let part = CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                  width: column.source.upperBound - column.source.lowerBound,
                                  height: row.source.upperBound - row.source.lowerBound)
                let area = CGRect(x: column.frame.lowerBound, y: row.frame.lowerBound,
                                  width: column.frame.upperBound - column.frame.lowerBound,
                                  height: row.frame.upperBound - row.frame.lowerBound)
                guard part.width > 0, part.height > 0, area.width > 0, area.height > 0 else { continue }
                // A cap keeps its size across it; the middle band of an axis (or the only one) stretches or tiles.
                let tilesAcross = slicing.tiles && (columns.count == 1 || columnIndex == 1)
                let tilesDown = slicing.tiles && (rows.count == 1 || rowIndex == 1)
                let tile = CGSize(width: tilesAcross ? part.width * scale : area.width, height: tilesDown ? part.height * scale : area.height)
                // Counted in floating point first: a tiny tile's count does not fit an Int.
                let acrossCount = (area.width / tile.width - 1e-9).rounded(.up), downCount = (area.height / tile.height - 1e-9).rounded(.up)
                guard acrossCount.isFinite, downCount.isFinite, Double(pieces.count) + Double(acrossCount) * Double(downCount) <= Double(maximumPieces)
                else { return nil }
                let across = max(0, Int(acrossCount)), down = max(0, Int(downCount))
                for y in 0..<down {
                    for x in 0..<across {
                        let cell = CGRect(x: area.minX + CGFloat(x) * tile.width, y: area.minY + CGFloat(y) * tile.height,
                                          width: tile.width, height: tile.height)
                        let sx = cell.width / part.width, sy = cell.height / part.height
                        let imageFrame = CGRect(x: cell.minX - part.minX * sx, y: cell.minY - part.minY * sy,
                                                width: natural.width * sx, height: natural.height * sy)
                        pieces.append(Piece(imageFrame: imageFrame, clip: cell.intersection(area)))
                    }
                }
            }
        }
        return pieces
    }

    /// An axis cut into its caps and middle (one band when it has no caps, else three, some
    /// perhaps empty): each band's stretch of the image and of the frame. Caps larger than the
    /// frame share it in proportion.
    private static func bands(_ sourceStart: CGFloat, _ sourceLength: CGFloat, start: CGFloat, end: CGFloat,
                              _ frameStart: CGFloat, _ frameLength: CGFloat)
        -> [(source: ClosedRange<CGFloat>, frame: ClosedRange<CGFloat>)] {
        let capStart = min(max(0, start), sourceLength), capEnd = min(max(0, end), sourceLength - capStart)
        guard capStart > 0 || capEnd > 0 else {
            return [(sourceStart...(sourceStart + sourceLength), frameStart...(frameStart + frameLength))]
        }
        var drawnStart = capStart, drawnEnd = capEnd
        if capStart + capEnd > frameLength {
            let share = frameLength / (capStart + capEnd)
            (drawnStart, drawnEnd) = (capStart * share, capEnd * share)
        }
        let sourceEnd = sourceStart + sourceLength, frameEnd = frameStart + frameLength
        let all: [(ClosedRange<CGFloat>, ClosedRange<CGFloat>)] = [
            (sourceStart...(sourceStart + capStart), frameStart...(frameStart + drawnStart)),
            ((sourceStart + capStart)...(sourceEnd - capEnd), (frameStart + drawnStart)...(frameEnd - drawnEnd)),
            ((sourceEnd - capEnd)...sourceEnd, (frameEnd - drawnEnd)...frameEnd),
        ]
        return all.map { (source: $0.0, frame: $0.1) }
    }
}
