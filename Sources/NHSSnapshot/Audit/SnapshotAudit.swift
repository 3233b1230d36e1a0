import Audits
import Drawing
import Foundation
import NHSAppRules
import Raster

/// The design audits run on a rendered cell: `DesignAudit` over its display list, with backdrop
/// pixels for text that sits on a photo, each finding placed in its scenario and matrix cell.
///
/// 1. Find the texts whose frames overlap a photo (an image item's frame inside its clip). A text
///    elsewhere is measured from the display list alone, so a page without such text is not drawn again.
/// 2. When there are some, draw the page without its text (`removingText()`) with the raster at the
///    cell's scale, band by band, keeping the rows under such texts: those pixels are the colours
///    under the glyphs.
/// 3. Run every check of `NHSAppRules.checks` (the general ones and the NHS cards') and locate each finding with `scenario` and `cell`.
public enum SnapshotAudit {
    /// The findings of `list`, drawn at `scale` pixels per point, located in `scenario` and `cell`
    /// (by convention the cell's file stem, `iphone16-393-AX5-dark`, which `ExpectedFinding.cellContains` matches).
    ///
    /// The backdrop is drawn with `renderer`; with none (a backend without the raster), a page
    /// with text over a photo throws `MissingRasterError`.
    ///
    /// - Throws: `RasterError` when the backdrop cannot be drawn (a bad asset, missing fonts).
    public static func findings(for list: DisplayList, scale: Int, scenario: String?, cell: String?,
                                configuration: AuditConfiguration = .standard,
                                images: [ImageSource] = [], renderer: Renderer?) throws -> [Finding] {
        var pixels: BackdropPixels? = nil
        if hasTextOverPhoto(list) {
            guard let renderer else { throw MissingRasterError(purpose: "audits of text over a photo") }
            pixels = try backdropPixels(for: list, scale: scale, images: images, renderer: renderer)
        }
        return DesignAudit.findings(for: list, pixels: pixels, configuration: configuration, checks: NHSAppRules.checks)
            .map { $0.located(scenario: scenario, cell: cell) }
    }

    /// The page drawn without its text at `scale`, or nil when no text overlaps a photo and the
    /// checks do not need pixels. Photos are found in `images`, then the project's; drawn with `renderer`.
    /// Only the page rows under texts that touch a photo's frame are kept (`BackdropRows`): the
    /// page is drawn band by band and the other rows are dropped, so a tall page is not held
    /// whole; every box the contrast check measures lies in those rows.
    public static func backdropPixels(for list: DisplayList, scale: Int, images: [ImageSource] = [],
                                      renderer: Renderer) throws -> BackdropPixels? {
        guard hasTextOverPhoto(list), let rows = BackdropRows.pageRows(of: list, scale: scale) else { return nil }
        let window = BackdropRows(rows)
        try renderer.draw(list, scale: CGFloat(scale), images: renderer.assets(for: images), options: .withoutText, into: window)
        return try BackdropPixels(bitmap: window.bitmap(), scale: Double(scale), top: window.top)
    }

    /// True when some text's frame shares area with a photo as it shows through its clip.
    public static func hasTextOverPhoto(_ list: DisplayList) -> Bool {
        let photos = list.imageItems.map { $0.frame.intersection($0.clip.rect) }.filter { !$0.isNull && !$0.isEmpty }
        guard !photos.isEmpty else { return false }
        return list.textItems.contains { text in
            photos.contains { photo in
                let shared = photo.intersection(text.frame)
                return !shared.isNull && shared.width > 0 && shared.height > 0
            }
        }
    }
}

extension RenderedSnapshot {
    /// The design audits of this render, each finding located in `scenario` (for example
    /// `CampaignCard/spec-example`) and in this cell's file stem; backdrops are drawn with
    /// `renderer` (the process's default, `Renderer.standard()`, when nil: a convenience for tests and scripts).
    public func auditFindings(scenario: String? = nil, configuration: AuditConfiguration = .standard,
                              renderer: Renderer? = nil) throws -> [Finding] {
        try SnapshotAudit.findings(for: displayList, scale: self.configuration.scale, scenario: scenario,
                                   cell: self.configuration.fileStem, configuration: configuration,
                                   images: self.configuration.images, renderer: renderer ?? Renderer.standard())
    }
}
