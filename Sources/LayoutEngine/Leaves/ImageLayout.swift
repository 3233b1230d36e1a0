import Drawing
import Foundation
import ViewKit

/// Images and symbols.
///
/// 1. A symbol is as large as its glyph at the current font size and image scale, whatever is
///    proposed (`SymbolGlyphLayout`: hand-drawn, a Material Icons glyph measured as text, or a placeholder).
/// 2. An asset that is not resizable is its own size in points (its pixels at 1x).
/// 3. A resizable asset takes the proposed size (its own where the proposal is nil). With
///    `.fit` it shrinks to keep its aspect ratio inside the proposal; with `.fill` it takes the
///    whole proposal and is cropped when drawn (SwiftUI would overflow until `.clipped()`).
extension LayoutPass {
    func imageSize(_ image: ResolvedImage, _ proposal: ProposedSize) -> CGSize {
        switch image.source {
        case .symbol(let name):
            return symbolSize(LayoutPass.drawnName(name, image.symbolVariants), pointSize: CGFloat(image.symbolPointSize))
        case .asset(let name):
            let natural = imageSize(AssetKey(name: name, bundleFolder: image.bundleFolder, isDark: image.isDark))
            guard image.isResizable else { return natural }
            return LayoutPass.resizedImageSize(natural, image.contentMode, proposal)
        }
    }

    /// The size of a resizable image `natural` points large offered `proposal` (step 3).
    static func resizedImageSize(_ natural: CGSize, _ contentMode: ContentMode?, _ proposal: ProposedSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height, contentMode) {
        case (nil, nil, _):
            return natural
        case (let w?, nil, _):
            return CGSize(width: w, height: natural.width > 0 ? w * natural.height / natural.width : 0)
        case (nil, let h?, _):
            return CGSize(width: natural.height > 0 ? h * natural.width / natural.height : 0, height: h)
        case (let w?, let h?, .fit?):
            guard natural.width > 0, natural.height > 0 else { return CGSize(width: w, height: h) }
            let scale = min(w / natural.width, h / natural.height)
            return CGSize(width: natural.width * scale, height: natural.height * scale)
        case (let w?, let h?, _):
            return CGSize(width: w, height: h)
        }
    }

    /// The name of `base` in `variants` that the engine draws: the most specific it has, else `base`.
    static func drawnName(_ base: String, _ variants: SymbolVariants) -> String {
        guard variants != .none else { return base }
        return variants.names(for: base).first { SymbolPaths.names.contains($0) || SymbolTable.glyph(for: $0) != nil } ?? base
    }

    func placeImage(_ image: ResolvedImage, in frame: CGRect, into output: inout LayoutOutput) {
        if image.isRedacted {
            // A placeholder box the image's size, in its colour, faded (`redacted(reason:)`).
            let box = RoundedRect(rect: frame, radii: CornerRadii(all: RedactionMetrics.imageCornerRadius))
            output.items.append(.fill(box, image.color.rgba.multiplyingAlpha(RedactionMetrics.opacity)))
            return
        }
        switch image.source {
        case .symbol(let name):
            placeSymbol(image, name: LayoutPass.drawnName(name, image.symbolVariants), in: frame, into: &output)
        case .asset(let name):
            let mode: ImageContentMode
            switch (image.isResizable, image.contentMode) {
            case (false, _): mode = .fill
            case (true, .fit?): mode = .fit
            case (true, .fill?): mode = .fill
            case (true, nil): mode = .stretch
            }
            let tint = image.tintsAsset ? image.color.rgba : nil
            if let slicing = image.slicing, image.isResizable {
                placeSlices(image, name: name, slicing: slicing, in: frame, tint: tint, into: &output)
                return
            }
            output.items.append(.image(ImageItem(assetName: name, frame: frame, contentMode: mode, tint: tint,
                                                 bundleFolder: image.bundleFolder, isDark: image.isDark)))
        }
    }

    /// A sliced or tiled asset's pieces (`ImageSlices`), each the whole image clipped to its piece.
    private func placeSlices(_ image: ResolvedImage, name: String, slicing: ImageSlicing, in frame: CGRect, tint: RGBAColor?,
                             into output: inout LayoutOutput) {
        let natural = imageSize(AssetKey(name: name, bundleFolder: image.bundleFolder, isDark: image.isDark))
        guard let pieces = ImageSlices.pieces(natural: natural, slicing: slicing, frame: frame) else {
            if firstError == nil {
                firstError = .imageAsset(name: name, reason: "tiled over a \(LayoutPass.describe(frame.size)) pt frame it would be "
                    + "more than \(ImageSlices.maximumPieces) pieces: tile a larger part (a larger image, ImagePaint's sourceRect "
                    + "or scale) or fill a smaller frame")
            }
            return
        }
        for piece in pieces {
            var item = ImageItem(assetName: name, frame: piece.imageFrame, contentMode: .stretch, clip: RoundedRect(rect: piece.clip),
                                 tint: tint, bundleFolder: image.bundleFolder, isDark: image.isDark)
            item.isPiece = true
            output.items.append(.image(item))
        }
    }

    /// A size written for an error: "20×20".
    static func describe(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value)) }
        return number(size.width) + "×" + number(size.height)
    }
}
