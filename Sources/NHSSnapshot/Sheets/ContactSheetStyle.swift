import Drawing
import Foundation
import ViewKit

/// The look of a contact sheet; every value has a documented default.
public struct ContactSheetStyle: Sendable {
    /// Sheet points per device point: 1 draws a 393 pt phone 393 pt wide, the card at 1x. Never
    /// changed to make a sheet fit: a tall sheet gets more pages instead.
    public var thumbnailScale: CGFloat = 1
    /// Pixels per sheet point when drawn: 1, so a card is one pixel a point, as on a 1x screen.
    public var drawingScale: Int = 1
    /// Space around the sheet, in points.
    public var margin: CGFloat = 24
    /// Space between columns and rows, in points.
    public var gap: CGFloat = 12
    /// Space above each scenario's section, in points.
    public var sectionGap: CGFloat = 32
    /// The sheet title's size.
    public var titleSize: CGFloat = 32
    /// Each scenario heading's size.
    public var headingSize: CGFloat = 24
    /// Column and row label size: 16 pt, at 1 px a point body-text size on a 1440 px screen.
    public var labelSize: CGFloat = 16
    /// The caption under each thumbnail (device and text size).
    public var captionSize: CGFloat = 14
    /// Space between a thumbnail and its caption.
    public var captionGap: CGFloat = 4
    /// Height of the box drawn for a cell with no image.
    public var missingCellHeight: CGFloat = 40
    /// The tallest page in pixels: about seven screens of a 1440 × 900 display, scrolled; a sheet
    /// taller than this is split into pages (`ContactSheetPaginator`), and a page, as wide as one
    /// scenario's devices side by side (1,658 px for the four phones, 2,714 for the three iPads),
    /// stays under 70 MB to draw. Only a single row taller than this makes a taller page.
    public var maximumPageHeight: Int = 6_000

    /// The default style.
    public init() {}

    /// The page colour: the scheme's own, so cards are seen against what they sit on.
    public func background(for scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(hex: 0x000000) : RGBAColor(hex: 0xf0f4f5)
    }

    /// Label colour, readable on `background(for:)`.
    public func labelColor(for scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(hex: 0xffffff) : RGBAColor(hex: 0x212b32)
    }

    /// The thin frame around each cell.
    public func cellBorderColor(for scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(hex: 0x4c6272) : RGBAColor(hex: 0xaeb7bd)
    }
}
