import Foundation

/// The padding `padding()` adds when given no length.
public let defaultPadding: CGFloat = 16

nonisolated extension View {
    /// Padding fit for the scene's edges, as SwiftUI's `scenePadding(_:)`: on iPhone and iPad
    /// the system padding (16 pt), as `padding(_:)` with no length gives.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Adds `length` points (16 by default) on the given edges. A negative length takes room
    /// away, as in SwiftUI: the content is offered more than the padded view and spills past it.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = sanitisedInset(length ?? defaultPadding)
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return padding(insets)
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets (negative ones take room away).
    public func padding(_ insets: EdgeInsets) -> some View {
        let clean = EdgeInsets(top: sanitisedInset(insets.top), leading: sanitisedInset(insets.leading),
                               bottom: sanitisedInset(insets.bottom), trailing: sanitisedInset(insets.trailing))
        return wrappingNodes { node, _ in .padding(clean, node) }
    }

    /// A fixed size on either axis; an axis left nil takes the content's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(width: width.map(sanitisedLength), height: height.map(sanitisedLength),
                             alignment: alignment, isFixed: true)
        return wrappingNodes { node, _ in .frame(spec, node) }
    }

    /// Flexible bounds on each axis; `.infinity` as a maximum takes all the space offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(
            minWidth: minWidth.map(sanitisedLength), idealWidth: idealWidth.map(sanitisedLength),
            maxWidth: maxWidth.map(sanitisedMaximum), minHeight: minHeight.map(sanitisedLength),
            idealHeight: idealHeight.map(sanitisedLength), maxHeight: maxHeight.map(sanitisedMaximum),
            alignment: alignment, isFixed: false)
        return wrappingNodes { node, _ in .frame(spec, node) }
    }

    /// Gives this view a higher or lower claim on space in its stack.
    public func layoutPriority(_ value: Double) -> some View {
        wrappingNodes { node, _ in .layoutPriority(value.isFinite ? value : 0, node) }
    }

    /// Keeps the content's ideal size on the given axes instead of the size offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        wrappingNodes { node, _ in .fixedSize(horizontal: horizontal, vertical: vertical, node) }
    }
}

/// Lengths are finite and not negative: NaN and negatives become 0, infinity stays only where allowed.
func sanitisedLength(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
}

/// Padding is finite and may be negative: NaN and infinities become 0.
func sanitisedInset(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// A maximum may be infinite; NaN and negatives become 0.
func sanitisedMaximum(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(0, value)
}

nonisolated extension FrameSpec {
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment, isFixed: Bool) {
        self.init(width: width, height: height, minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil,
                  idealHeight: nil, maxHeight: nil, alignment: alignment, isFixed: isFixed)
    }

    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
         maxHeight: CGFloat?, alignment: Alignment, isFixed: Bool) {
        self.init(width: nil, height: nil, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment,
                  isFixed: isFixed)
    }
}
