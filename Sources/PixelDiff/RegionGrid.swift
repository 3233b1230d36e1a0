/// Groups counted differing pixels into rectangles.
///
/// 1. The image is divided into square cells of ``cellSize`` pixels; each cell records how many
///    counted pixels fell in it and their bounding box.
/// 2. Non-empty cells that touch (including diagonally) form one cluster; a cluster's rectangle
///    is the union of its cells' boxes, so it hugs the pixels, not the cells.
/// 3. Rectangles that overlap or touch are merged until none do.
/// 4. The `limit` clusters with the most pixels are kept, listed top to bottom, left to right.
struct RegionGrid {
    static let cellSize = 16
    private static let shift = 4
    let columns: Int
    let rows: Int
    /// One cell's count and the bounding box of its pixels (kept together: one array write per pixel).
    private struct Cell {
        var count: Int32 = 0
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
    }
    private var cells: [Cell]

    init(width: Int, height: Int) {
        columns = max(1, (width + Self.cellSize - 1) >> Self.shift)
        rows = max(1, (height + Self.cellSize - 1) >> Self.shift)
        cells = [Cell](repeating: Cell(), count: columns * rows)
    }

    /// Records one counted pixel.
    @inline(__always)
    mutating func add(x: Int, y: Int) {
        let index = (y >> Self.shift) * columns + (x >> Self.shift)
        let px = Int32(truncatingIfNeeded: x), py = Int32(truncatingIfNeeded: y)
        var cell = cells[index]
        cell.count &+= 1
        if px < cell.minX { cell.minX = px }
        if px > cell.maxX { cell.maxX = px }
        if py < cell.minY { cell.minY = py }
        if py > cell.maxY { cell.maxY = py }
        cells[index] = cell
    }

    /// Adds the pixels `other` (a grid of the same size) recorded.
    mutating func merge(_ other: RegionGrid) {
        for index in 0..<cells.count where other.cells[index].count > 0 {
            let theirs = other.cells[index]
            cells[index].count &+= theirs.count
            cells[index].minX = min(cells[index].minX, theirs.minX)
            cells[index].minY = min(cells[index].minY, theirs.minY)
            cells[index].maxX = max(cells[index].maxX, theirs.maxX)
            cells[index].maxY = max(cells[index].maxY, theirs.maxY)
        }
    }

    /// Records every pixel of a rectangle (used for the parts of the canvas only one image covers).
    mutating func add(rectangleX x: Int, y: Int, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        for row in y..<(y + height) {
            for column in x..<(x + width) { add(x: column, y: row) }
        }
    }

    /// The clusters, largest `limit` kept, and how many were left out.
    func regions(limit: Int) -> (regions: [DiffRegion], omitted: Int) {
        Self.finalise(clusters(), limit: limit)
    }

    /// Merges touching rectangles, keeps the `limit` with the most pixels, orders them top to bottom.
    static func finalise(_ regions: [DiffRegion], limit: Int) -> (regions: [DiffRegion], omitted: Int) {
        var found = mergeTouching(regions)
        found.sort { ($0.pixelCount, $1.y, $1.x) > ($1.pixelCount, $0.y, $0.x) }
        let kept = Array(found.prefix(max(0, limit)))
        let ordered = kept.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        return (ordered, found.count - kept.count)
    }

    private func clusters() -> [DiffRegion] {
        var visited = [Bool](repeating: false, count: cells.count)
        var result: [DiffRegion] = []
        var stack: [Int] = []
        for start in 0..<cells.count where cells[start].count > 0 && !visited[start] {
            visited[start] = true
            stack.append(start)
            var box = DiffRegion(x: Int(cells[start].minX), y: Int(cells[start].minY), width: 0, height: 0, pixelCount: 0)
            var right = Int(cells[start].maxX), bottom = Int(cells[start].maxY)
            while let cell = stack.popLast() {
                box.x = min(box.x, Int(cells[cell].minX))
                box.y = min(box.y, Int(cells[cell].minY))
                right = max(right, Int(cells[cell].maxX))
                bottom = max(bottom, Int(cells[cell].maxY))
                box.pixelCount += Int(cells[cell].count)
                let column = cell % columns, row = cell / columns
                for neighbourRow in max(0, row - 1)...min(rows - 1, row + 1) {
                    for neighbourColumn in max(0, column - 1)...min(columns - 1, column + 1) {
                        let neighbour = neighbourRow * columns + neighbourColumn
                        if cells[neighbour].count > 0 && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            box.width = right - box.x + 1
            box.height = bottom - box.y + 1
            result.append(box)
        }
        return result
    }

    /// Merges rectangles that overlap or touch until none do.
    static func mergeTouching(_ input: [DiffRegion]) -> [DiffRegion] {
        var regions = input
        var merging = true
        while merging {
            merging = false
            var index = 0
            while index < regions.count {
                var other = index + 1
                while other < regions.count {
                    if regions[index].touches(regions[other]) {
                        regions[index] = regions[index].merged(with: regions[other])
                        regions.remove(at: other)
                        merging = true
                    } else {
                        other += 1
                    }
                }
                index += 1
            }
        }
        return regions
    }
}
