import Drawing
import Foundation
import ViewKit

/// `List`, in the iOS inset-grouped style.
///
/// 1. Rows are grouped: consecutive ordinary rows form one section; a row with zero insets, a
///    clear background and a hidden separator (`nhsCardRowStyle()`) stands alone, edge to edge.
/// 2. The list is as wide as proposed. Sections and lone rows follow one another with
///    `sectionSpacing` between them.
/// 3. An ordinary row is inset by the row insets (16 pt either side, 11 pt above and below by
///    default), is at least 44 pt tall, and sits on the section's background.
/// 4. Sections have 10 pt rounded corners; separators run between rows, inset like the content,
///    never above the first or below the last.
extension LayoutPass {
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let rowMinimumHeight: CGFloat = 44
    static let sectionCornerRadius: CGFloat = 10
    static let sectionSpacing: CGFloat = 16

    /// A row with its node for the pass.
    struct ListRowNode {
        let row: ResolvedListRow
        let node: LayoutNode
        var insets: EdgeInsets? { row.insets }
        var background: Color.Resolved? { row.background }
        var separator: Visibility { row.separator }
    }

    enum ListBlock {
        case section([ListRowNode])
        case edgeToEdge(ListRowNode)
    }

    static func blocks(_ rows: [ResolvedListRow], _ nodes: [LayoutNode]) -> [ListBlock] {
        var blocks: [ListBlock] = []
        var pending: [ListRowNode] = []
        for row in zip(rows, nodes).map(ListRowNode.init) {
            let edgeToEdge = row.insets == EdgeInsets() && row.background?.opacity == 0
            if edgeToEdge {
                if !pending.isEmpty { blocks.append(.section(pending)); pending = [] }
                blocks.append(.edgeToEdge(row))
            } else {
                pending.append(row)
            }
        }
        if !pending.isEmpty { blocks.append(.section(pending)) }
        return blocks
    }

    func rowHeight(_ row: ListRowNode, width: CGFloat?) -> CGFloat {
        let insets = row.insets ?? LayoutPass.rowInsets
        let inner = width.map { max(0, $0 - insets.leading - insets.trailing) }
        let content = size(row.node, ProposedSize(width: inner, height: nil)).height + insets.top + insets.bottom
        return row.insets == EdgeInsets() ? content : max(LayoutPass.rowMinimumHeight, content)
    }

    func listSize(_ rows: [ResolvedListRow], _ nodes: [LayoutNode], _ proposal: ProposedSize) -> CGSize {
        let blocks = LayoutPass.blocks(rows, nodes)
        var height: CGFloat = 0
        var width: CGFloat = 0
        for (index, block) in blocks.enumerated() {
            if index > 0 { height += LayoutPass.sectionSpacing }
            switch block {
            case .section(let members):
                for row in members { height += rowHeight(row, width: proposal.width) }
            case .edgeToEdge(let row):
                height += rowHeight(row, width: proposal.width)
            }
        }
        if let proposed = proposal.width, proposed.isFinite { width = proposed } else {
            width = nodes.map { size($0, .unspecified).width }.max() ?? 0
        }
        return CGSize(width: width, height: height)
    }

    func placeList(_ rows: [ResolvedListRow], _ nodes: [LayoutNode], background: Color.Resolved, separator: Color.Resolved, in frame: CGRect,
                   mode: AccessibilityMode, into output: inout LayoutOutput) {
        var y = frame.minY
        for (index, block) in LayoutPass.blocks(rows, nodes).enumerated() {
            if index > 0 { y += LayoutPass.sectionSpacing }
            switch block {
            case .edgeToEdge(let row):
                let height = rowHeight(row, width: frame.width)
                place(row.node, in: CGRect(x: frame.minX, y: y, width: frame.width, height: height), mode: mode, into: &output)
                y += height
            case .section(let members):
                let heights = members.map { rowHeight($0, width: frame.width) }
                let section = CGRect(x: frame.minX, y: y, width: frame.width, height: heights.reduce(0, +))
                output.items.append(.fill(RoundedRect(rect: section, radii: CornerRadii(all: LayoutPass.sectionCornerRadius)),
                                          background.rgba))
                for (rowIndex, row) in members.enumerated() {
                    let insets = row.insets ?? LayoutPass.rowInsets
                    let rowFrame = CGRect(x: frame.minX, y: y, width: frame.width, height: heights[rowIndex])
                    if let fill = row.background, fill.opacity > 0 {
                        output.items.append(.fill(RoundedRect(rect: rowFrame), fill.rgba))
                    }
                    let content = CGRect(x: rowFrame.minX + insets.leading, y: rowFrame.minY + insets.top,
                                         width: max(0, rowFrame.width - insets.leading - insets.trailing),
                                         height: max(0, rowFrame.height - insets.top - insets.bottom))
                    placeAligned(row.node, .leading, in: content, mode: mode, into: &output)
                    let isLast = rowIndex == members.count - 1
                    if !isLast, row.separator != .hidden {
                        let rule = CGRect(x: content.minX, y: rowFrame.maxY - 0.5, width: frame.maxX - content.minX, height: 0.5)
                        output.items.append(.rule(rule, separator.rgba))
                    }
                    y += heights[rowIndex]
                }
            }
        }
    }
}
