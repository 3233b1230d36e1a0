import Foundation

/// Edges sorted into horizontal bands of equal height, each edge in every band its height
/// overlaps: the edges a horizontal ray can cross, and the pairs of edges that can meet, are then
/// found among the few in one band instead of among all (`PathArrangement`). About eight edges a
/// band, at most 4,096 bands.
nonisolated struct PathEdgeBands {
    private let top: CGFloat
    private let bandHeight: CGFloat
    /// The indices of the edges in each band, in increasing order.
    private(set) var members: [[Int]]

    init(_ edges: [PathArrangement.Edge]) {
        let lows = edges.map { min($0.from.y, $0.to.y) }, highs = edges.map { max($0.from.y, $0.to.y) }
        top = lows.min() ?? 0
        let height = (highs.max() ?? 0) - top
        let count = height > 0 && height.isFinite ? max(1, min(4_096, edges.count / 8)) : 1
        bandHeight = height > 0 && height.isFinite ? height / CGFloat(count) : 1
        members = [[Int]](repeating: [], count: count)
        for index in edges.indices {
            for band in band(of: lows[index])...band(of: highs[index]) { members[band].append(index) }
        }
    }

    /// The band `y` falls in (the first or last for a `y` above or below them all).
    func band(of y: CGFloat) -> Int {
        guard y.isFinite else { return 0 }
        return min(members.count - 1, max(0, Int(((y - top) / bandHeight).rounded(.down))))
    }

    /// Each pair of edges (lower index first) that share a band, once: in the first band they share.
    func forEachPair(of edges: [PathArrangement.Edge], _ body: (Int, Int) -> Void) {
        for (band, indices) in members.enumerated() {
            for (position, first) in indices.enumerated() {
                let firstBand = self.band(of: min(edges[first].from.y, edges[first].to.y))
                for second in indices[(position + 1)...] {
                    let secondBand = self.band(of: min(edges[second].from.y, edges[second].to.y))
                    if max(firstBand, secondBand) == band { body(first, second) }
                }
            }
        }
    }
}
