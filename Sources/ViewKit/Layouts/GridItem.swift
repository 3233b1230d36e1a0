import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public nonisolated struct GridItem: Sendable, Hashable {
    /// How the track is sized.
    public nonisolated enum Size: Sendable, Hashable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space left, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each at least `minimum` long, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the track is sized.
    public var size: Size
    /// The gap after this track, or nil for the default 8 points.
    public var spacing: CGFloat?
    /// How a child sits in its cell, or nil for centred.
    public var alignment: Alignment?

    /// A track; flexible by default.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks of a grid worked out for a length: each track's length, the gap after it, and how
/// its children sit.
nonisolated struct GridTracks {
    var lengths: [CGFloat] = []
    var gaps: [CGFloat] = []
    var alignments: [Alignment?] = []

    /// The default gap between tracks.
    static let defaultSpacing: CGFloat = 8

    /// Step 1: adaptive items become as many flexible tracks as fit what the fixed tracks leave.
    /// Step 2: fixed tracks take their length; the flexible ones share the rest equally, each
    /// within its bounds, those held at a bound first, the others sharing what then remains.
    /// With no length given, flexible tracks take their minimum.
    init(items: [GridItem], length: CGFloat?) {
        var tracks: [(size: GridItem.Size, spacing: CGFloat, alignment: Alignment?)] = []
        let fixedTotal = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let value) = item.size { return total + value + (item.spacing ?? GridTracks.defaultSpacing) }
            return total
        }
        for item in items {
            let spacing = item.spacing ?? GridTracks.defaultSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                let room = max(0, (length ?? minimum) - fixedTotal)
                let count = max(1, Int(((room + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
                for _ in 0..<count { tracks.append((.flexible(minimum: minimum, maximum: maximum), spacing, item.alignment)) }
            } else {
                tracks.append((item.size, spacing, item.alignment))
            }
        }
        gaps = tracks.dropLast().map(\.spacing)
        alignments = tracks.map(\.alignment)
        lengths = Array(repeating: 0, count: tracks.count)
        var open: [Int] = []
        for (index, track) in tracks.enumerated() {
            switch track.size {
            case .fixed(let value): lengths[index] = max(0, value)
            case .flexible(let minimum, _), .adaptive(let minimum, _):
                lengths[index] = max(0, minimum)
                open.append(index)
            }
        }
        guard let length else { return }
        var remaining = length - gaps.reduce(0, +) - (0..<tracks.count).filter { !open.contains($0) }.reduce(0) { $0 + lengths[$1] }
        while !open.isEmpty {
            let share = max(0, remaining) / CGFloat(open.count)
            let held = open.filter { index in
                let (minimum, maximum) = GridTracks.bounds(tracks[index].size)
                return share < minimum || share > maximum
            }
            if held.isEmpty {
                for index in open { lengths[index] = share }
                return
            }
            for index in held {
                let (minimum, maximum) = GridTracks.bounds(tracks[index].size)
                lengths[index] = min(max(share, minimum), maximum)
                remaining -= lengths[index]
            }
            open.removeAll { held.contains($0) }
        }
    }

    private static func bounds(_ size: GridItem.Size) -> (CGFloat, CGFloat) {
        switch size {
        case .fixed(let value): return (value, value)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): return (minimum, maximum)
        }
    }

    /// Every track and gap.
    var total: CGFloat { lengths.reduce(0, +) + gaps.reduce(0, +) }
}
