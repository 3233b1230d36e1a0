/// A canonical, length-limited prefix code for DEFLATE (RFC 1951, section 3.2.2): code lengths from
/// symbol frequencies by Huffman's algorithm (limited to a maximum length), and the canonical codes
/// bit-reversed for least-significant-bit-first output. Ties are broken by symbol number, so the
/// same frequencies always give the same code.
struct HuffmanCode {
    /// Bits per symbol; 0 for a symbol that is never used.
    let lengths: [UInt8]
    /// The code of each symbol, bit-reversed so it can be written starting from the lowest bit.
    let reversedCodes: [UInt16]

    /// The optimal code for `frequencies` with no code longer than `maxLength` bits. At least two
    /// symbols get a code (a complete code is what every decoder expects): when fewer are used,
    /// the lowest-numbered unused ones are added with the smallest weight.
    init(frequencies: [UInt32], maxLength: Int) {
        precondition(frequencies.count >= 2 && frequencies.count <= 1 << maxLength)
        // Weight and symbol packed into one integer (weights fit in 47 bits: sums of 32-bit counts
        // over at most 286 symbols), so integer order is weight order, ties by symbol.
        var keys: [UInt64] = []
        keys.reserveCapacity(frequencies.count)
        for symbol in frequencies.indices where frequencies[symbol] > 0 {
            keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
        }
        var filler = 0
        while keys.count < 2 {
            while frequencies[filler] > 0 || keys.contains(1 << 16 | UInt64(filler)) { filler += 1 }
            keys.append(1 << 16 | UInt64(filler))
        }
        self.init(lengths: HuffmanCode.limitedLengths(keys: &keys, symbolCount: frequencies.count, maxLength: maxLength))
    }

    /// The canonical code for the given lengths (each 0…15).
    init(lengths: [UInt8]) {
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + countPerLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            let code = nextCode[length]
            let reversed = UInt16(HuffmanCode.reversedBytes[code & 0xff]) << 8 | UInt16(HuffmanCode.reversedBytes[code >> 8 & 0xff])
            codes[symbol] = reversed >> (16 - length)
            nextCode[length] += 1
        }
        self.lengths = lengths
        self.reversedCodes = codes
    }

    /// Each byte with its bits in reverse order.
    private static let reversedBytes: [UInt8] = (0..<256).map { UInt8(reverse(UInt16($0), bits: 8)) }

    /// The low `bits` bits of `value` in reverse order.
    static func reverse(_ value: UInt16, bits: Int) -> UInt16 {
        var result: UInt16 = 0
        var rest = value
        for _ in 0..<bits {
            result = result << 1 | rest & 1
            rest >>= 1
        }
        return result
    }

    /// Huffman's algorithm on the used symbols sorted by weight (ties by symbol number), with the
    /// two-queue method: leaves and merged nodes each come out in order of weight, a leaf first on a
    /// tie. When the deepest leaf is deeper than `maxLength`, the length counts are rebalanced as
    /// zlib does (a leaf from the deepest level moves up beside a shallower leaf, which moves down)
    /// and the lengths are handed out again, shortest to the heaviest symbols.
    private static func limitedLengths(keys: inout [UInt64], symbolCount: Int, maxLength: Int) -> [UInt8] {
        keys.withUnsafeMutableBufferPointer { sortUnique($0) }
        let sorted = keys.map { Int($0 & 0xffff) }
        let weights = keys.map { $0 >> 16 }
        let leafCount = sorted.count
        // Nodes 0..<leafCount are the leaves in sorted order; merged nodes follow.
        var nodeWeight = weights
        nodeWeight.reserveCapacity(2 * leafCount)
        var parent = [Int](repeating: -1, count: 2 * leafCount - 1)
        var nextLeaf = 0, nextMerged = leafCount
        func takeSmallest() -> Int {
            if nextLeaf < leafCount && (nextMerged == nodeWeight.count || nodeWeight[nextLeaf] <= nodeWeight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        for _ in 1..<leafCount {
            let first = takeSmallest(), second = takeSmallest()
            nodeWeight.append(nodeWeight[first] + nodeWeight[second])
            parent[first] = nodeWeight.count - 1
            parent[second] = nodeWeight.count - 1
        }
        var depth = [Int](repeating: 0, count: nodeWeight.count)
        for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [UInt8](repeating: 0, count: symbolCount)
        let deepest = depth[0..<leafCount].max() ?? 0
        if deepest <= maxLength {
            for leaf in 0..<leafCount { lengths[sorted[leaf]] = UInt8(depth[leaf]) }
            return lengths
        }
        var countPerLength = [Int](repeating: 0, count: maxLength + 1)
        for leaf in 0..<leafCount { countPerLength[min(depth[leaf], maxLength)] += 1 }
        // Kraft sum in units of 2^-maxLength; over 2^maxLength means the clamped code is over-full.
        var excess = countPerLength.indices.reduce(0) { $0 + countPerLength[$1] << (maxLength - $1) } - 1 << maxLength
        while excess > 0 {
            var bits = maxLength - 1
            while countPerLength[bits] == 0 { bits -= 1 }
            countPerLength[bits] -= 1
            countPerLength[bits + 1] += 2
            countPerLength[maxLength] -= 1
            excess -= 1 // one unit of 2^-maxLength: −2^(max−bits) + 2·2^(max−bits−1) − 1
        }
        // Longest codes to the lightest symbols (the front of `sorted`).
        var leaf = 0
        for bits in stride(from: maxLength, through: 1, by: -1) {
            for _ in 0..<countPerLength[bits] {
                lengths[sorted[leaf]] = UInt8(bits)
                leaf += 1
            }
        }
        return lengths
    }

    /// Sorts distinct integers in place, ascending: insertion sort for short stretches, otherwise
    /// quicksort around the median of three (at most 286 keys, so no allocation and no recursion
    /// depth to fear). The keys are distinct, so any correct sort gives the same order.
    static func sortUnique(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        var low = 0, high = keys.count - 1
        while high - low > 16 {
            let middle = low + (high - low) / 2
            if keys[middle] < keys[low] { keys.swapAt(middle, low) }
            if keys[high] < keys[low] { keys.swapAt(high, low) }
            if keys[high] < keys[middle] { keys.swapAt(high, middle) }
            let pivot = keys[middle]
            var left = low, right = high
            while left <= right {
                while keys[left] < pivot { left += 1 }
                while keys[right] > pivot { right -= 1 }
                if left <= right {
                    keys.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            // The smaller side first, by recursion; the larger by the loop.
            if right - low < high - left {
                sortUnique(UnsafeMutableBufferPointer(rebasing: keys[low...right]))
                low = left
            } else {
                sortUnique(UnsafeMutableBufferPointer(rebasing: keys[left...high]))
                high = right
            }
        }
        guard high > low else { return }
        for index in (low + 1)...high {
            let key = keys[index]
            var place = index
            while place > low && keys[place - 1] > key {
                keys[place] = keys[place - 1]
                place -= 1
            }
            keys[place] = key
        }
    }
}
