import Foundation

/// Splits a sheet's scenario blocks, kept in order, into columns.
enum SectionColumns {
    /// The column split (section indices per column) whose page has the shortest longer side.
    /// Each candidate count `k` fills columns greedily up to a `1/k` share of the total height.
    static func arrange(heights: [CGFloat], blockWidth: CGFloat, gap: CGFloat, top: CGFloat, margin: CGFloat) -> [[Int]] {
        guard !heights.isEmpty else { return [] }
        let total = heights.reduce(0, +)
        var best: (side: CGFloat, columns: [[Int]])?
        for count in 1...heights.count {
            let columns = split(heights, target: total / CGFloat(count), columns: count)
            let width = 2 * margin + CGFloat(columns.count) * blockWidth + CGFloat(columns.count - 1) * gap
            let height = top + margin + (columns.map { $0.reduce(0) { $0 + heights[$1] } }.max() ?? 0)
            let side = max(width, height)
            if best == nil || side < best!.side { best = (side, columns) }
        }
        return best!.columns
    }

    private static func split(_ heights: [CGFloat], target: CGFloat, columns: Int) -> [[Int]] {
        var result: [[Int]] = [[]]
        var filled: CGFloat = 0
        for (index, height) in heights.enumerated() {
            if !result[result.count - 1].isEmpty, filled + height / 2 > target, result.count < columns {
                result.append([])
                filled = 0
            }
            result[result.count - 1].append(index)
            filled += height
        }
        return result
    }
}
