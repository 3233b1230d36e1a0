import Foundation

/// A key for a value a view hands its nearest container, as SwiftUI's `ContainerValueKey`
/// (iOS 18). Declare the value as a property of `ContainerValues`:
///
/// ```swift
/// private struct BadgeKey: ContainerValueKey {
///     static let defaultValue: String? = nil
/// }
/// extension ContainerValues {
///     var badge: String? {
///         get { self[BadgeKey.self] }
///         set { self[BadgeKey.self] = newValue }
///     }
/// }
/// ```
///
/// (SwiftUI's `@Entry` macro writes those lines for you; the kit has no macros, so write them.)
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view hands its nearest container, as SwiftUI's `ContainerValues`: set with
/// `containerValue(_:_:)`, read from `LayoutSubview.containerValues` in a `Layout` or from
/// `Subview.containerValues` in `Group(subviews:)` and `ForEach(subviews:)`.
///
/// Modifiers that wrap one view (padding, frames, backgrounds, effects...) pass the values on;
/// a container (a stack, a layout, a list) does not: values set inside it stay inside it. Set
/// twice, the outermost value wins.
public nonisolated struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values set: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when none is set.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a container value of this view, for its nearest container to read, as SwiftUI's
    /// `containerValue(_:_:)` (iOS 18).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        let writer = ContainerValueWriter { $0[keyPath: keyPath] = value }
        let layout = LayoutValueLayout(key: ContainerValueWriter.key, value: writer)
        return wrappingNodes { node, _ in .layout(AnyLayout(layout), children: [node]) }
    }
}

/// One `containerValue(_:_:)`: carried by a `LayoutValueLayout` under its own key, which no
/// `LayoutValueKey` of a user's can be.
package nonisolated struct ContainerValueWriter: @unchecked Sendable {
    /// The key the writers are kept under.
    package static let key = ObjectIdentifier(ContainerValueWriter.self)
    /// Sets the value.
    package let write: (inout ContainerValues) -> Void
}

nonisolated extension ResolvedNode {
    /// The view a modifier that wraps one view (and passes layout and container values on)
    /// wraps; nil for any other node, containers included.
    package var wrappedView: ResolvedNode? {
        switch self {
        case .layout(let layout, let children) where layout.passesChildThrough:
            return children.first
        case .effect(_, let child), .accessibility(_, let child), .annotation(_, _, let child), .listRow(_, _, _, let child),
             .navigationRequest(_, let child), .gridCell(_, _, let child), .layoutPriority(_, let child),
             .padding(_, let child), .frame(_, let child), .offset(_, let child), .clip(_, let child),
             .background(let child, _, _), .overlay(let child, _, _), .fixedSize(_, _, let child), .tapArea(let child):
            return child
        default:
            return nil
        }
    }

    /// The value this view gives the layout key `key` with `layoutValue(key:value:)`, looking
    /// through the modifiers around it (the outermost value wins); nil if none.
    package func layoutValue(_ key: ObjectIdentifier) -> Any? {
        var node: ResolvedNode? = self
        while let current = node {
            if case .layout(let layout, _) = current, let set = layout.base(as: LayoutValueLayout.self), set.key == key {
                return set.value
            }
            node = current.wrappedView
        }
        return nil
    }

    /// The container values this view sets (`containerValue(_:_:)`), looking through the
    /// modifiers around it; set twice, the outermost wins.
    package var containerValues: ContainerValues {
        var writers: [ContainerValueWriter] = []
        var node: ResolvedNode? = self
        while let current = node {
            if case .layout(let layout, _) = current, let set = layout.base(as: LayoutValueLayout.self),
               set.key == ContainerValueWriter.key, let writer = set.value as? ContainerValueWriter {
                writers.append(writer)
            }
            node = current.wrappedView
        }
        var values = ContainerValues()
        for writer in writers.reversed() { writer.write(&values) }
        return values
    }
}
