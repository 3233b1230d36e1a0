import Foundation

/// A type that names an alignment guide of your own, as SwiftUI's `AlignmentID`: give it a
/// default position and make a guide of it (`HorizontalAlignment(_:)`, `VerticalAlignment(_:)`).
///
/// ```swift
/// private struct FirstThird: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// Where the guide falls in a view that does not set it (`alignmentGuide`), from its top
    /// leading corner.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide named by an `AlignmentID` type: equal when the type is the same. Held as a small
/// number (`AlignmentRegistry`), so an alignment stays a word wide in every frame and stack.
package nonisolated struct CustomAlignmentGuide: Hashable, Sendable {
    /// The id type's number in the registry.
    let index: Int

    /// Where the guide falls in a view of `dimensions` that does not set it.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        AlignmentRegistry.id(at: index).defaultValue(in: dimensions)
    }
}

/// The `AlignmentID` types guides were made from, each numbered the first time a guide is made
/// of it. The numbers only tell guides apart: nothing drawn depends on them.
nonisolated enum AlignmentRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ids: [any AlignmentID.Type] = []
    nonisolated(unsafe) private static var indices: [ObjectIdentifier: Int] = [:]

    /// The most id types a program may make guides of (an alignment holds its number in 16 bits).
    static let capacity = 65_000

    /// The number of `id`, given it now if it has none.
    static func index(of id: any AlignmentID.Type) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        if let known = indices[ObjectIdentifier(id)] { return UInt16(known) }
        precondition(ids.count < capacity, "more than \(capacity) AlignmentID types made into guides")
        ids.append(id)
        indices[ObjectIdentifier(id)] = ids.count - 1
        return UInt16(ids.count - 1)
    }

    /// The id type numbered `index`.
    static func id(at index: Int) -> any AlignmentID.Type {
        lock.lock()
        defer { lock.unlock() }
        return ids[index]
    }
}

/// A guide across a view's width, as SwiftUI's `HorizontalAlignment`: where a vertical stack
/// lines its children up, and the horizontal part of an `Alignment`.
public nonisolated struct HorizontalAlignment: Hashable, Sendable {
    /// Which guide: a built-in one or one of your own.
    package nonisolated enum Kind: Hashable, Sendable {
        case leading, center, trailing
        case custom(CustomAlignmentGuide)
    }

    /// 0, 1, 2: leading, centre, trailing; from 3: guide `code - 3` of the registry.
    private let code: UInt16

    private init(code: UInt16) {
        self.code = code
    }

    /// The guide named by `id`, placed by its `defaultValue(in:)` in views that do not set it.
    public init(_ id: any AlignmentID.Type) {
        code = 3 + AlignmentRegistry.index(of: id)
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(code: 0)
    /// The centre.
    public static let center = HorizontalAlignment(code: 1)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(code: 2)

    /// Which guide this is.
    package var kind: Kind {
        switch code {
        case 0: return .leading
        case 1: return .center
        case 2: return .trailing
        default: return .custom(CustomAlignmentGuide(index: Int(code) - 3))
        }
    }

    /// The guide's own id, for a guide made from an `AlignmentID`; nil for a built-in one.
    package var custom: CustomAlignmentGuide? {
        code < 3 ? nil : CustomAlignmentGuide(index: Int(code) - 3)
    }
}

/// A guide down a view's height, as SwiftUI's `VerticalAlignment`: where a horizontal stack
/// lines its children up, and the vertical part of an `Alignment`.
public nonisolated struct VerticalAlignment: Hashable, Sendable {
    /// Which guide: a built-in one or one of your own.
    package nonisolated enum Kind: Hashable, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
        case custom(CustomAlignmentGuide)
    }

    /// 0…4: top, centre, bottom, first and last text baseline; from 5: guide `code - 5` of the
    /// registry.
    private let code: UInt16

    private init(code: UInt16) {
        self.code = code
    }

    /// The guide named by `id`, placed by its `defaultValue(in:)` in views that do not set it.
    public init(_ id: any AlignmentID.Type) {
        code = 5 + AlignmentRegistry.index(of: id)
    }

    /// The top edge.
    public static let top = VerticalAlignment(code: 0)
    /// The centre.
    public static let center = VerticalAlignment(code: 1)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(code: 2)
    /// The first line's baseline of text children (the bottom for other views).
    public static let firstTextBaseline = VerticalAlignment(code: 3)
    /// The last line's baseline of text children (the bottom for other views).
    public static let lastTextBaseline = VerticalAlignment(code: 4)

    /// Whether this is the first or the last text baseline.
    package var isTextBaseline: Bool { code == 3 || code == 4 }

    /// Which guide this is.
    package var kind: Kind {
        switch code {
        case 0: return .top
        case 1: return .center
        case 2: return .bottom
        case 3: return .firstTextBaseline
        case 4: return .lastTextBaseline
        default: return .custom(CustomAlignmentGuide(index: Int(code) - 5))
        }
    }

    /// The guide's own id, for a guide made from an `AlignmentID`; nil for a built-in one.
    package var custom: CustomAlignmentGuide? {
        code < 5 ? nil : CustomAlignmentGuide(index: Int(code) - 5)
    }
}

/// Placement on both axes.
public nonisolated struct Alignment: Hashable, Sendable {
    /// Horizontal part.
    public var horizontal: HorizontalAlignment
    /// Vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

nonisolated extension HorizontalAlignment {
    /// Where a list row's separator starts, as SwiftUI's: the row content's leading edge unless
    /// the row sets it (`alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends, as SwiftUI's: the row's trailing edge unless the row
    /// sets it.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

/// The id of `HorizontalAlignment.listRowSeparatorLeading`.
private nonisolated enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// The id of `HorizontalAlignment.listRowSeparatorTrailing`.
private nonisolated enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}
