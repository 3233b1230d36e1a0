import Foundation
import ViewKit

/// A value read from each element of a vectorized plot's data, with its label, as Swift
/// Charts' `PlottableProjection` (iOS 18): `.value("Label", \.keyPath)`, or one value for all.
public nonisolated struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    let read: (DataElement) -> DataValue

    /// Each element's value at `path`, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ path: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: Text(label).content) { $0[keyPath: path] }
    }

    /// Each element's value at `path`, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ path: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: String(label)) { $0[keyPath: path] }
    }

    /// Each element's value at `path`, labelled `label`.
    public static func value(_ label: Text, _ path: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: label.content) { $0[keyPath: path] }
    }

    /// `value` for every element, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: Text(label).content) { _ in value }
    }

    /// `value` for every element, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: String(label)) { _ in value }
    }

    /// `value` for every element, labelled `label`.
    public static func value(_ label: Text, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: label.content) { _ in value }
    }

    /// The plotted value of `element`.
    func plottable(_ element: DataElement) -> PlottableValue<DataValue> {
        PlottableValue(label: label, value: read(element), unit: nil)
    }
}

/// A mark's width or height in a vectorized plot, one for all or read from each element, as
/// Swift Charts' `MarkDimensions`.
public nonisolated struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    let read: (DataElement) -> MarkDimension

    /// The chart's choice.
    public static var automatic: MarkDimensions { MarkDimensions { _ in .automatic } }
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .fixed(value) } }
    /// Each element's points at `path`.
    public static func fixed(_ path: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .fixed($0[keyPath: path]) } }
    /// A share of the band between 0 and 1.
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .ratio(value) } }
    /// Each element's share of the band at `path`.
    public static func ratio(_ path: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .ratio($0[keyPath: path]) } }
    /// The band less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .inset(value) } }
    /// The band less each element's points at `path`.
    public static func inset(_ path: KeyPath<DataElement, CGFloat>) -> MarkDimensions { MarkDimensions { .inset($0[keyPath: path]) } }
    /// `value` points.
    public init(floatLiteral value: Double) { read = { _ in .fixed(CGFloat(value)) } }
    /// `value` points.
    public init(integerLiteral value: Int) { read = { _ in .fixed(CGFloat(value)) } }
    private init(read: @escaping (DataElement) -> MarkDimension) { self.read = read }
}
