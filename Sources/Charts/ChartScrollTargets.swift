import Foundation
import ViewKit

/// Where a scrolling chart comes to rest after a swipe, as Swift Charts' `ChartScrollTargetBehavior`.
/// A snapshot does not scroll, so the behaviours are kept and change nothing drawn (iOS 17).
public protocol ChartScrollTargetBehavior {}

/// Comes to rest on values a regular step apart, as Swift Charts' `ValueAlignedChartScrollTargetBehavior`.
public nonisolated struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// On dates matching `components`.
    public init(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// On multiples of `unit`.
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// On multiples of `xUnit` across and `yUnit` down.
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                                yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                                limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// On dates matching `xComponents` across and multiples of `yUnit` down.
    public init<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// On multiples of `xUnit` across and dates matching `yComponents` down.
    public init<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// On dates matching `xComponents` across and `yComponents` down.
    public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
                yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
}

nonisolated extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// On dates matching `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// On multiples of `unit`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// On multiples of `xUnit` across and `yUnit` down.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yUnit: yUnit, limitBehavior: limitBehavior)
    }

    /// On dates matching `xComponents` across and `yComponents` down.
    public static func valueAligned(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                                    xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xComponents, yMatching: yComponents, limitBehavior: limitBehavior)
    }
}

/// The larger steps a swipe snaps to, as Swift Charts' `MajorValueAlignment`.
public nonisolated struct MajorValueAlignment<Value> {
    /// A page: the visible length.
    public static var page: MajorValueAlignment { MajorValueAlignment() }
}

nonisolated extension MajorValueAlignment where Value: Numeric {
    /// Multiples of `value`.
    public static func unit(_ value: Value) -> MajorValueAlignment { MajorValueAlignment() }
}

nonisolated extension MajorValueAlignment where Value == Date {
    /// Dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
}

/// Whether a swipe may carry past more than one step, as Swift Charts' `ValueAlignedLimitBehavior`.
public nonisolated struct ValueAlignedLimitBehavior: Sendable {
    /// The chart's choice.
    public static let automatic = ValueAlignedLimitBehavior()
    /// One step a swipe.
    public static let always = ValueAlignedLimitBehavior()
    /// As far as the swipe carries.
    public static let never = ValueAlignedLimitBehavior()
}

nonisolated extension View {
    /// Where the charts inside come to rest after a swipe (kept: a snapshot does not scroll; iOS 17).
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }
}
