import Foundation

/// `containerRelativeFrame`, as SwiftUI's (iOS 17): a fixed frame whose length on the given axes
/// comes from the nearest container's. A snapshot has one container, the screen: the device's
/// width and height as the cell's configuration gives them (`EnvironmentValues.containerSize`;
/// no safe-area insets, bars or narrower scroll views are taken off). An axis the container has
/// no length on (a page laid out without a configuration, offered no height) is left to the
/// proposal, as a frame without a length on it is.
nonisolated extension View {
    /// Sizes the view on `axes` to the nearest container's length, placed in that frame by
    /// `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns (rows) of the nearest
    /// container, `spacing` between them: `(length - spacing × (count - 1)) / count × span +
    /// spacing × (span - 1)`. A count or span below 1 is taken as 1.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = max(1, span)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Sizes the view on `axes` to what `length` makes of the nearest container's length on
    /// each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrappingNodes { node, environment in
            let container = environment.containerSize
            let width = axes.contains(.horizontal) ? container.width.map { sanitisedLength(length($0, .horizontal)) } : nil
            let height = axes.contains(.vertical) ? container.height.map { sanitisedLength(length($0, .vertical)) } : nil
            return .frame(FrameSpec(width: width, height: height, alignment: alignment, isFixed: true), node)
        }
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ContainerSizeKey: EnvironmentKey {
        static var defaultValue: ProposedViewSize { .unspecified }
    }

    /// The size of the nearest container for `containerRelativeFrame`: in a snapshot, the
    /// device's screen; nil on an axis the container gives no length.
    package var containerSize: ProposedViewSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
