import Foundation

/// Masks and clips.
nonisolated extension View {
    /// Draws this view only where `mask` draws, through its alpha: the mask is laid out over
    /// the view, sized to it, with `alignment`. The mask adds nothing for VoiceOver.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let content = mask()
        return wrappingNodes { node, environment in
            .effect(.mask(alignment: alignment, resolveView(content, in: environment)), node)
        }
    }

    /// Draws this view only where `mask` draws (SwiftUI's older form).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }

    /// Clips this view to `shape` fitted to its frame; `style` picks the fill rule of a shape's path.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let shape = shape.resolvedShape.shape
        let evenOdd = style.isEOFilled
        return wrappingNodes { node, environment in
            let outline = shape.directed(environment.layoutDirection)
            if case .custom = outline { return .effect(.clipShape(outline, evenOdd: evenOdd), node) }
            return .clip(outline, node)
        }
    }

    /// Clips this view to a rectangle with corners of `radius` (SwiftUI's older form, with
    /// circular corners); `antialiased` is accepted (edges are always antialiased).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}
