import Foundation
import ViewKit

/// A value a chart can plot, as Swift Charts' `Plottable`: numbers, strings and dates are
/// plottable; a type of your own is plottable through a primitive plottable value (a
/// `String`-backed enum is, through its raw value).
public protocol Plottable {
    /// The plottable value this one is plotted as.
    associatedtype PrimitivePlottable: Plottable
    /// The value plotted.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive one stands for, or nil.
    init?(primitivePlottable: PrimitivePlottable)
}

/// What a plotted value is to a chart's scale: a number, a date or a category.
nonisolated enum PlottedValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a number on a continuous scale (a date's seconds since 1970), nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): return value
        case .date(let date): return date.timeIntervalSince1970
        case .category: return nil
        }
    }

    /// The value as a category's name.
    var categoryName: String {
        switch self {
        case .number(let value): return ChartFormatting.number(value)
        case .date(let date): return ChartFormatting.date(date)
        case .category(let name): return name
        }
    }

    /// What `value` is plotted as: numbers, dates and strings as themselves, other types through
    /// their primitive plottable value.
    static func of(_ value: any Plottable) -> PlottedValue {
        var current: any Plottable = value
        // A chain of primitive values ends in a number, a date or a string; a type that answers
        // itself is plotted as its description.
        for _ in 0..<8 {
            if let known = direct(current) { return known }
            let next = current.primitivePlottable
            if type(of: next) == type(of: current) { break }
            current = next
        }
        return .category(String(describing: current))
    }

    private static func direct(_ value: any Plottable) -> PlottedValue? {
        switch value {
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as CGFloat: return .number(Double(number))
        case let number as Decimal: return .number(NSDecimalNumber(decimal: number).doubleValue)
        case let number as any BinaryInteger: return .number(Double(number))
        case let number as any BinaryFloatingPoint: return .number(Double(number))
        case let date as Date: return .date(date)
        case let text as String: return .category(text)
        default: return nil
        }
    }
}

/// A value plotted in a chart with its label, as Swift Charts' `PlottableValue`: made with
/// `.value("Label", value)`.
public nonisolated struct PlottableValue<Value: Plottable> {
    /// The label (the axis's title, and what VoiceOver reads before the value).
    let label: String
    /// The value.
    let value: Value
    /// For dates: the calendar unit a bar spans.
    let unit: Calendar.Component?

    /// `value` labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label).content, value: value, unit: nil)
    }

    /// `value` labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil)
    }

    /// `value` labelled `label`.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.content, value: value, unit: nil)
    }

    /// What the scale sees.
    var plotted: PlottedValue { PlottedValue.of(value) }
}

nonisolated extension PlottableValue where Value == Date {
    /// A date labelled `label` that stands for the whole `unit` it falls in (a bar spans it).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: Text(label).content, value: ChartFormatting.start(of: unit, containing: value), unit: unit)
    }

    /// A date labelled `label` that stands for the whole `unit` it falls in (a bar spans it).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: ChartFormatting.start(of: unit, containing: value), unit: unit)
    }
}

nonisolated extension String: Plottable {
    /// Itself.
    public var primitivePlottable: String { self }
    /// Itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

nonisolated extension Date: Plottable {
    /// Itself.
    public var primitivePlottable: Date { self }
    /// Itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

nonisolated extension Int: Plottable {
    /// Itself.
    public var primitivePlottable: Int { self }
    /// Itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}

nonisolated extension Int8: Plottable {
    /// Itself.
    public var primitivePlottable: Int8 { self }
    /// Itself.
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
}

nonisolated extension Int16: Plottable {
    /// Itself.
    public var primitivePlottable: Int16 { self }
    /// Itself.
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
}

nonisolated extension Int32: Plottable {
    /// Itself.
    public var primitivePlottable: Int32 { self }
    /// Itself.
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
}

nonisolated extension Int64: Plottable {
    /// Itself.
    public var primitivePlottable: Int64 { self }
    /// Itself.
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
}

nonisolated extension UInt: Plottable {
    /// Itself.
    public var primitivePlottable: UInt { self }
    /// Itself.
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
}

nonisolated extension Double: Plottable {
    /// Itself.
    public var primitivePlottable: Double { self }
    /// Itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}

nonisolated extension Float: Plottable {
    /// Itself.
    public var primitivePlottable: Float { self }
    /// Itself.
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}

nonisolated extension CGFloat: Plottable {
    /// Itself.
    public var primitivePlottable: CGFloat { self }
    /// Itself.
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
}

nonisolated extension Decimal: Plottable {
    /// Itself.
    public var primitivePlottable: Decimal { self }
    /// Itself.
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
}

nonisolated extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with that raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}
