import Drawing
import Foundation
import ViewKit

/// `List`.
///
/// 1. Each section is a header, its rows and a footer. Within a section, consecutive ordinary
///    rows share one panel; a row with zero insets, a clear background and a hidden separator
///    (`nhsCardRowStyle()`) stands alone, edge to edge. Sections, and panels and lone rows within
///    one, follow one another `sectionSpacing` apart (16 pt by default; none in the plain style).
///    With a row spacing (`listRowSpacing(_:)`), every ordinary row is a panel of its own, and
///    neighbouring rows of a section, panels or lone, are that far apart.
/// 2. The list is as wide as proposed; panels are inset from its sides by its margin (0 where a
///    component snapshot's page margins stand in; 16 pt, or 20 on regular width, for a screen;
///    none in the grouped style). Offered a height it takes it and clips its rows; offered none,
///    it is as tall as its rows.
/// 3. An ordinary row is inset by the row insets (16 pt either side, 11 pt above and below by
///    default), is at least the list's minimum row height tall (44 pt unless
///    `EnvironmentValues.defaultMinListRowHeight` says otherwise), and sits on the panel's
///    background (none in the plain style).
/// 4. Panels have 10 pt rounded corners in the inset-grouped style and square ones in the grouped;
///    separators run between rows, inset like the content, never above the first or below the last;
///    one is hidden when the row above hides its bottom or the row below its top, and tinted by
///    whichever asks (`listRowSeparatorTint`).
///    A row whose content is one button is tapped anywhere in the row.
/// 5. A header sits `headerSpacing` above its panel, a footer `footerSpacing` below, both inset
///    like the rows' content and wrapped to that width.
extension LayoutPass {
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let sectionCornerRadius: CGFloat = 10
    /// Space between a section's header and its first row.
    static let headerSpacing: CGFloat = 7
    /// Space between a section's last row and its footer.
    static let footerSpacing: CGFloat = 7

    /// A row with its node for the pass.
    struct ListRowNode {
        let row: ResolvedListRow
        let node: LayoutNode
        /// The node of the row's background view, if it has one.
        var backgroundNode: LayoutNode? = nil
        var insets: EdgeInsets? { row.insets }
        var background: Color.Resolved? { row.background }
        var separator: Visibility { row.separator }
    }

    enum ListBlock {
        case header(LayoutNode)
        case section([ListRowNode])
        case edgeToEdge(ListRowNode)
        case footer(LayoutNode)

        /// Whether `sectionSpacing` separates this block from `previous` (nil for the first):
        /// panels, lone rows and headers start apart from what came before, except a section's
        /// first panel or row from its own header; a footer keeps to its panel.
        func startsApart(after previous: ListBlock?) -> Bool {
            guard let previous else { return false }
            switch self {
            case .footer: return false
            case .header: return true
            case .section, .edgeToEdge:
                if case .header = previous { return false }
                return true
            }
        }

        /// Whether the block is a row: a panel of rows or a lone one.
        var isRow: Bool {
            switch self {
            case .section, .edgeToEdge: return true
            case .header, .footer: return false
            }
        }
    }

    /// The blocks of `list` in order, each with the space above it: `sectionSpacing` where it
    /// starts apart from the block before (`startsApart`), the row spacing between two rows of one
    /// section when the list has one, none otherwise.
    static func spacedBlocks(_ list: ResolvedList, _ nodes: [LayoutNode]) -> [(block: ListBlock, gap: CGFloat)] {
        var spaced: [(block: ListBlock, gap: CGFloat)] = []
        var previous: ListBlock?
        for section in blocks(list, nodes) {
            for (index, block) in section.enumerated() {
                var gap: CGFloat = block.startsApart(after: previous) ? list.sectionSpacing : 0
                if let rowSpacing = list.rowSpacing, index > 0, block.isRow, section[index - 1].isRow { gap = rowSpacing }
                spaced.append((block, gap))
                previous = block
            }
        }
        return spaced
    }

    /// The blocks of `list`, whose child views are `nodes` in `ResolvedList.childNodes` order.
    static func blocks(_ list: ResolvedList, _ nodes: [LayoutNode]) -> [[ListBlock]] {
        var next = 0
        func take() -> LayoutNode {
            defer { next += 1 }
            return nodes[next]
        }
        return list.sections.map { section in
            var blocks: [ListBlock] = []
            if section.header != nil { blocks.append(.header(take())) }
            var pending: [ListRowNode] = []
            for row in section.rows.map({ ListRowNode(row: $0, node: take(), backgroundNode: $0.backgroundView == nil ? nil : take()) }) {
                let edgeToEdge = row.insets == EdgeInsets() && row.background?.opacity == 0
                if edgeToEdge {
                    if !pending.isEmpty { blocks.append(.section(pending)); pending = [] }
                    blocks.append(.edgeToEdge(row))
                } else if list.rowSpacing != nil {
                    blocks.append(.section([row]))
                } else {
                    pending.append(row)
                }
            }
            if !pending.isEmpty { blocks.append(.section(pending)) }
            if section.footer != nil { blocks.append(.footer(take())) }
            return blocks
        }
    }

    func rowHeight(_ row: ListRowNode, width: CGFloat?, minimum: CGFloat) -> CGFloat {
        let insets = row.insets ?? LayoutPass.rowInsets
        let inner = width.map { max(0, $0 - insets.leading - insets.trailing) }
        let content = size(row.node, ProposedSize(width: inner, height: nil)).height + insets.top + insets.bottom
        return row.insets == EdgeInsets() ? content : max(minimum, content)
    }

    /// A header's or footer's size inside a panel `width` wide.
    func captionSize(_ node: LayoutNode, panelWidth: CGFloat?) -> CGSize {
        let inset = LayoutPass.rowInsets.leading + LayoutPass.rowInsets.trailing
        return size(node, ProposedSize(width: panelWidth.map { max(0, $0 - inset) }, height: nil))
    }

    /// The rows' total height in a list `width` wide.
    func listContentHeight(_ list: ResolvedList, _ nodes: [LayoutNode], width: CGFloat?) -> CGFloat {
        let panelWidth = width.map { max(0, $0 - 2 * list.margin) }
        var height: CGFloat = 0
        for (block, gap) in LayoutPass.spacedBlocks(list, nodes) {
            height += gap
            switch block {
            case .header(let node): height += captionSize(node, panelWidth: panelWidth).height + LayoutPass.headerSpacing
            case .footer(let node): height += LayoutPass.footerSpacing + captionSize(node, panelWidth: panelWidth).height
            case .section(let members): for row in members { height += rowHeight(row, width: panelWidth, minimum: list.minimumRowHeight) }
            case .edgeToEdge(let row): height += rowHeight(row, width: panelWidth, minimum: list.minimumRowHeight)
            }
        }
        return height
    }

    func listSize(_ list: ResolvedList, _ nodes: [LayoutNode], _ proposal: ProposedSize) -> CGSize {
        let width: CGFloat
        if let proposed = proposal.width, proposed.isFinite {
            width = proposed
        } else {
            width = nodes.map { size($0, .unspecified).width }.max() ?? 0
        }
        let content = listContentHeight(list, nodes, width: proposal.width)
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: content)
    }

    /// Places the list's rows in `frame`; right to left (`rightToLeft`), everything a row's
    /// leading edge decides (insets, captions, separators) is mirrored within the frame.
    func placeList(_ list: ResolvedList, _ nodes: [LayoutNode], in frame: CGRect, rightToLeft: Bool, mode: AccessibilityMode,
                   into output: inout LayoutOutput) {
        let content = listContentHeight(list, nodes, width: frame.width)
        let placing = ListPlacing(frame: frame, rightToLeft: rightToLeft)
        guard content > frame.height + 0.5 else {
            placeListRows(list, nodes, placing, mode: mode, into: &output)
            return
        }
        // Taller than offered: the rows scroll, so they are clipped to the list's frame.
        var inner = output
        inner.items = []
        placeListRows(list, nodes, placing, mode: mode, into: &inner)
        let clipped = inner.items
        inner.items = output.items
        output = inner
        output.items.append(.clipped(RoundedRect(rect: frame), clipped))
    }

    private func placeListRows(_ list: ResolvedList, _ nodes: [LayoutNode], _ placing: ListPlacing, mode: AccessibilityMode,
                               into output: inout LayoutOutput) {
        let frame = placing.frame
        let panel = CGRect(x: frame.minX + list.margin, y: frame.minY, width: max(0, frame.width - 2 * list.margin),
                           height: frame.height)
        let radius = list.style == .insetGrouped ? LayoutPass.sectionCornerRadius : 0
        var y = frame.minY
        for (block, gap) in LayoutPass.spacedBlocks(list, nodes) {
            y += gap
            switch block {
            case .header(let node):
                let size = captionSize(node, panelWidth: panel.width)
                let rect = CGRect(x: panel.minX + LayoutPass.rowInsets.leading, y: y, width: size.width, height: size.height)
                placeCaption(node, in: placing.directed(rect), mode: mode, into: &output)
                y += size.height + LayoutPass.headerSpacing
            case .footer(let node):
                y += LayoutPass.footerSpacing
                let size = captionSize(node, panelWidth: panel.width)
                let rect = CGRect(x: panel.minX + LayoutPass.rowInsets.leading, y: y, width: size.width, height: size.height)
                placeCaption(node, in: placing.directed(rect), mode: mode, into: &output)
                y += size.height
            case .edgeToEdge(let row):
                let height = rowHeight(row, width: panel.width, minimum: list.minimumRowHeight)
                row.node.placementProposal = nil
                place(row.node, in: CGRect(x: panel.minX, y: y, width: panel.width, height: height), mode: mode, into: &output)
                y += height
            case .section(let members):
                y = placePanel(members, list, panel: panel, radius: radius, top: y, placing, mode: mode, into: &output)
            }
        }
    }

    /// Where the row's content sets `guide` itself (`listRowSeparatorLeading` or `…Trailing`),
    /// on the page, its content placed at the leading edge of `content`; nil when it does not.
    private func separatorGuide(_ guide: HorizontalAlignment, of node: LayoutNode, in content: CGRect) -> CGFloat? {
        guard node.hasExplicitGuides else { return nil }
        let offer = ProposedSize(width: content.width, height: content.height)
        return explicitGuide(node, offer, axis: .vertical, guide).map { content.minX + $0 }
    }

    private func placeCaption(_ node: LayoutNode, in rect: CGRect, mode: AccessibilityMode, into output: inout LayoutOutput) {
        node.placementProposal = ProposedSize(width: rect.width, height: nil)
        place(node, in: rect, mode: mode, into: &output)
    }

    /// A row's content in `frame`. A row as tall as its content is placed with the proposal it
    /// was measured with (its width, no height), so its views get the sizes that made the row's
    /// height; offered that height exactly, a stack shares it out by flexibility and can leave a
    /// wrapping text a line short (cut with an ellipsis). A row the least row height stretched is
    /// offered the whole height, for content that fills it.
    private func placeRowContent(_ node: LayoutNode, _ alignment: Alignment, in frame: CGRect, mode: AccessibilityMode,
                                 into output: inout LayoutOutput) {
        let natural = ProposedSize(width: frame.width, height: nil)
        let size = size(node, natural)
        guard size.height >= frame.height - 0.001 else {
            placeAligned(node, alignment, in: frame, mode: mode, into: &output)
            return
        }
        node.placementProposal = natural
        place(node, in: align(size, alignment, in: frame), mode: mode, into: &output)
    }

    /// A row's background view over the row's frame, clipped to `shape`: drawn, but neither read
    /// by VoiceOver nor tapped (it is decoration behind the row).
    private func placeRowBackground(_ node: LayoutNode, in shape: RoundedRect, into output: inout LayoutOutput) {
        let targets = output.tapTargets.count, actions = output.actionIDs.count, start = output.items.count
        place(node, in: shape.rect, mode: .hidden, into: &output)
        output.tapTargets.removeSubrange(targets...)
        output.actionIDs.removeSubrange(actions...)
        let drawn = Array(output.items[start...])
        output.items.removeSubrange(start...)
        output.items.append(.clipped(shape, drawn))
    }

    /// Draws one panel of rows from `top`; returns the y below it.
    private func placePanel(_ members: [ListRowNode], _ list: ResolvedList, panel: CGRect, radius: CGFloat, top: CGFloat,
                            _ placing: ListPlacing, mode: AccessibilityMode, into output: inout LayoutOutput) -> CGFloat {
        var y = top
        let heights = members.map { rowHeight($0, width: panel.width, minimum: list.minimumRowHeight) }
        let section = CGRect(x: panel.minX, y: y, width: panel.width, height: heights.reduce(0, +))
        if list.style != .plain {
            output.items.append(.fill(RoundedRect(rect: section, radii: CornerRadii(all: radius)), list.sectionBackground.rgba))
        }
        for (rowIndex, row) in members.enumerated() {
            let insets = row.insets ?? LayoutPass.rowInsets
            let rowFrame = CGRect(x: panel.minX, y: y, width: panel.width, height: heights[rowIndex])
            // A row's background lies inside the panel's rounded corners, as the panel clips it on iOS.
            let top = rowIndex == 0 ? radius : 0, bottom = rowIndex == members.count - 1 ? radius : 0
            let corners = CornerRadii(topLeading: top, topTrailing: top, bottomLeading: bottom, bottomTrailing: bottom)
            if let fill = row.background, fill.opacity > 0 {
                output.items.append(.fill(RoundedRect(rect: rowFrame, radii: corners), fill.rgba))
            }
            if let background = row.backgroundNode {
                placeRowBackground(background, in: RoundedRect(rect: rowFrame, radii: corners), into: &output)
            }
            let content = CGRect(x: rowFrame.minX + insets.leading, y: rowFrame.minY + insets.top,
                                 width: max(0, rowFrame.width - insets.leading - insets.trailing),
                                 height: max(0, rowFrame.height - insets.top - insets.bottom))
            let targetsBefore = output.tapTargets.count
            let elementsBefore = output.elements.count
            // Asked before the row is placed: placing lets go of its subtree.
            let start = separatorGuide(.listRowSeparatorLeading, of: row.node, in: content) ?? content.minX
            let end = separatorGuide(.listRowSeparatorTrailing, of: row.node, in: content) ?? panel.maxX
            placeRowContent(row.node, placing.rightToLeft ? .trailing : .leading, in: placing.directed(content), mode: mode,
                            into: &output)
            // A row made of one button (a navigation link) is tapped anywhere in the row.
            growSingleTapTarget(from: targetsBefore, elementsFrom: elementsBefore, to: rowFrame, in: &output)
            // The separator below: hidden when this row or the next asks, in the colour either asks.
            if rowIndex < members.count - 1, row.separator != .hidden, members[rowIndex + 1].row.separatorAbove != .hidden {
                let rule = CGRect(x: start, y: rowFrame.maxY - 0.5, width: max(0, end - start), height: 0.5)
                let colour = row.row.separatorTint ?? members[rowIndex + 1].row.separatorAboveTint ?? list.separator
                output.items.append(.rule(placing.directed(rule), colour.rgba))
            }
            y += heights[rowIndex]
        }
        return y
    }
}

/// Where a list is placed, and whether right to left: rects worked out from the leading edge are
/// then mirrored within the list's frame.
struct ListPlacing {
    let frame: CGRect
    let rightToLeft: Bool

    /// `rect`, worked out left to right, in the list's direction.
    func directed(_ rect: CGRect) -> CGRect {
        rightToLeft ? LayoutPass.mirrored(rect, in: frame) : rect
    }
}
