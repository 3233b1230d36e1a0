import Drawing
import Foundation
import ViewKit

/// A presented sheet, full-screen cover or popover (`PresentedSheet`).
///
/// 1. The page is the screen while something is presented: a page as tall as its content becomes
///    the device's screen tall (the container's height), or taller when a `large` sheet's or a
///    cover's content needs it, or a popover would run off its bottom.
/// 2. A sheet on compact width is offered the page's width and its detent's height (`large`: the
///    page below `SheetMetrics.stackedScreenTop + stackedSheetGap`) and sits at the page's bottom.
///    At `large` the screen under it is shrunk back (`stackedScreenInset` in from each side, its
///    top `stackedScreenTop` down), its corners rounded, on black and veiled; lower, it stays and
///    is veiled. A form sheet (regular width) is `formSize` in the middle, over a veil.
/// 3. A cover is offered the whole page and drawn alone.
/// 4. A popover is as wide as its content would be (no wider than the page's margins allow), beside
///    its source view on the arrow's side (below when there is room, as iOS chooses, unless an
///    edge is given), kept inside the page; its arrow points at the middle of the source's edge.
/// 5. As under an alert, the page's accessibility elements and tap targets are dropped, and the
///    display list marks where the presented layer starts (`DisplayList.modalLayerStart`); except
///    under a sheet below `large` whose content lets the screen take input
///    (`presentationBackgroundInteraction`): then the screen is not veiled and still read and tapped.
extension LayoutPass {
    /// A presented view, measured: its panel and where it goes.
    struct MeasuredSheet {
        let node: LayoutNode
        let placement: SheetPlacement
        let arrowColor: RGBAColor
        /// The panel's frame; for a popover, its size at the origin (placed once its source is).
        let frame: CGRect
        /// The screen behind takes input: not veiled, still read and tapped.
        let screenTakesInput: Bool
    }

    /// Measures `sheet` on a page `width` wide whose content makes it `pageHeight` tall (exactly
    /// `fixedHeight` when given), on a screen `screenHeight` tall; returns it and the page's height.
    func measuredSheet(_ sheet: ResolvedSheet, width: CGFloat, pageHeight: CGFloat, fixedHeight: CGFloat?,
                       screenHeight: CGFloat, colorScheme: ColorScheme) -> (sheet: MeasuredSheet, pageHeight: CGFloat) {
        let node = LayoutNode(sheet.node, pass: self)
        let screen = fixedHeight ?? screenHeight
        var height = screen
        let frame: CGRect
        switch sheet.placement {
        case .cover:
            height = fixedHeight ?? size(node, ProposedSize(width: width, height: nil)).height
            frame = CGRect(x: 0, y: 0, width: width, height: height)
        case .bottom(let detent):
            let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
            let large = max(0, screen - top)
            if detent.isLarge {
                var sheetHeight = large
                if fixedHeight == nil { sheetHeight = max(large, size(node, ProposedSize(width: width, height: nil)).height) }
                height = top + sheetHeight
                frame = CGRect(x: 0, y: top, width: width, height: sheetHeight)
            } else {
                let sheetHeight = detent.height(large: large, in: sheet.environment) ?? large
                frame = CGRect(x: 0, y: screen - sheetHeight, width: width, height: sheetHeight)
            }
        case .form:
            let margin = SheetMetrics.pageMargin
            let size = CGSize(width: max(0, min(SheetMetrics.formSize.width, width - 2 * margin)),
                              height: max(0, min(SheetMetrics.formSize.height, screen - 2 * margin)))
            frame = CGRect(x: (width - size.width) / 2, y: (screen - size.height) / 2, width: size.width, height: size.height)
        case .popover:
            height = fixedHeight ?? max(pageHeight, screenHeight)
            let ideal = size(node, ProposedSize(width: nil, height: nil))
            let panelWidth = max(0, min(ideal.width, width - 2 * SheetMetrics.pageMargin))
            frame = CGRect(origin: .zero, size: size(node, ProposedSize(width: panelWidth, height: nil)))
        }
        let measured = MeasuredSheet(node: node, placement: sheet.placement,
                                     arrowColor: sheet.arrowColor.resolve(in: colorScheme).rgba, frame: frame,
                                     screenTakesInput: sheet.screenTakesInput)
        return (measured, height)
    }

    /// Draws `sheet` over the placed page (`page` big, under it `background`); returns the page's
    /// height, grown when a popover needs room below.
    func placeSheet(_ sheet: MeasuredSheet, over page: CGSize, background: RGBAColor, colorScheme: ColorScheme,
                    fixedHeight: CGFloat?, into output: inout LayoutOutput) -> CGFloat {
        if sheet.screenTakesInput {
            // The screen stays as it is, read and tapped; the sheet is one more layer over it.
            sheet.node.placementProposal = ProposedSize(width: sheet.frame.width, height: sheet.frame.height)
            place(sheet.node, in: sheet.frame, mode: .normal, into: &output)
            return page.height
        }
        output.elements.removeAll()
        output.tapTargets.removeAll()
        output.actionIDs.removeAll()
        output.sortGroups.removeAll()
        let pageRect = CGRect(origin: .zero, size: page)
        let dimming = SheetMetrics.dimming.resolve(in: colorScheme).rgba
        var height = page.height
        var frame = sheet.frame
        switch sheet.placement {
        case .cover:
            output.items.removeAll()
        case .bottom(let detent) where detent.isLarge:
            output.items = stackedScreen(output.items, page: pageRect, background: background, dimming: dimming,
                                         backdrop: SheetMetrics.stackedBackdrop.resolve(in: colorScheme).rgba)
        case .bottom, .form:
            output.items.append(.fill(RoundedRect(rect: pageRect), dimming))
        case .popover(let source, let edge):
            frame = popoverFrame(size: frame.size, source: source.frame, edge: edge, page: page)
            if fixedHeight == nil, frame.maxY + SheetMetrics.pageMargin > height { height = frame.maxY + SheetMetrics.pageMargin }
        }
        output.modalLayerStart = output.items.count
        sheet.node.placementProposal = ProposedSize(width: frame.width, height: frame.height)
        place(sheet.node, in: frame, mode: .normal, into: &output)
        if case .popover(let source, _) = sheet.placement, let arrow = popoverArrow(frame, source: source.frame, page: page) {
            output.items.append(.path(VectorPath(elements: arrow, paint: .fill(sheet.arrowColor))))
        }
        return height
    }

    /// The page's items shrunk back behind a `large` sheet: on black, its corners rounded, veiled.
    private func stackedScreen(_ items: [DisplayItem], page: CGRect, background: RGBAColor, dimming: RGBAColor,
                               backdrop: RGBAColor) -> [DisplayItem] {
        let inset = min(SheetMetrics.stackedScreenInset, page.width / 4)
        let scale = page.width > 0 ? (page.width - 2 * inset) / page.width : 1
        let shrink = AffineMatrix(a: scale, b: 0, c: 0, d: scale, tx: inset, ty: SheetMetrics.stackedScreenTop)
        let card = RoundedRect(rect: page, radii: CornerRadii(all: SheetMetrics.cornerRadius / scale))
        let screen: [DisplayItem] = [.fill(RoundedRect(rect: page), background)] + items + [.fill(RoundedRect(rect: page), dimming)]
        return [.fill(RoundedRect(rect: page), backdrop), .effect(.transform(shrink), [.clipped(card, screen)])]
    }

    /// Where a popover of `size` goes beside `source` (nil: the page's middle) on a page `page` big.
    private func popoverFrame(size: CGSize, source: CGRect?, edge: Edge?, page: CGSize) -> CGRect {
        let margin = SheetMetrics.pageMargin, arrow = SheetMetrics.arrowHeight
        guard let source else {
            return CGRect(x: (page.width - size.width) / 2, y: max(margin, (page.height - size.height) / 2), width: size.width, height: size.height)
        }
        func clamped(_ value: CGFloat, _ length: CGFloat, within extent: CGFloat) -> CGFloat {
            max(margin, min(value, extent - margin - length))
        }
        let x = clamped(source.midX - size.width / 2, size.width, within: page.width)
        let y = clamped(source.midY - size.height / 2, size.height, within: page.height)
        let below = CGRect(x: x, y: source.maxY + arrow, width: size.width, height: size.height)
        let above = CGRect(x: x, y: source.minY - arrow - size.height, width: size.width, height: size.height)
        let rightToLeft = layoutDirection == .rightToLeft
        switch edge {
        case .top: return above
        case .bottom: return below
        case .leading, .trailing:
            let toTheRight = (edge == .trailing) != rightToLeft
            let left = toTheRight ? source.maxX + arrow : source.minX - arrow - size.width
            return CGRect(x: left, y: y, width: size.width, height: size.height)
        case nil:
            let fitsBelow = below.maxY + margin <= page.height
            return fitsBelow || above.minY < margin ? below : above
        }
    }

    /// The arrow from the popover at `frame` to the middle of `source`'s facing edge, or nil when
    /// the popover has no source or overlaps it.
    private func popoverArrow(_ frame: CGRect, source: CGRect?, page: CGSize) -> [PathElement]? {
        guard let source else { return nil }
        let half = SheetMetrics.arrowWidth / 2
        let inset = SheetMetrics.popoverCornerRadius + half
        func along(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            high - low < 2 * inset ? (low + high) / 2 : max(low + inset, min(value, high - inset))
        }
        let triangle: (CGPoint, CGPoint, CGPoint)
        if frame.minY >= source.maxY {
            let x = along(source.midX, frame.minX, frame.maxX)
            triangle = (CGPoint(x: x - half, y: frame.minY), CGPoint(x: x, y: source.maxY), CGPoint(x: x + half, y: frame.minY))
        } else if frame.maxY <= source.minY {
            let x = along(source.midX, frame.minX, frame.maxX)
            triangle = (CGPoint(x: x - half, y: frame.maxY), CGPoint(x: x, y: source.minY), CGPoint(x: x + half, y: frame.maxY))
        } else if frame.minX >= source.maxX {
            let y = along(source.midY, frame.minY, frame.maxY)
            triangle = (CGPoint(x: frame.minX, y: y - half), CGPoint(x: source.maxX, y: y), CGPoint(x: frame.minX, y: y + half))
        } else if frame.maxX <= source.minX {
            let y = along(source.midY, frame.minY, frame.maxY)
            triangle = (CGPoint(x: frame.maxX, y: y - half), CGPoint(x: source.minX, y: y), CGPoint(x: frame.maxX, y: y + half))
        } else {
            return nil
        }
        return [.move(to: triangle.0), .line(to: triangle.1), .line(to: triangle.2), .close]
    }
}
