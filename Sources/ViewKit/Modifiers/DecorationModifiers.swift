import Foundation

nonisolated extension View {
    /// Draws `background` behind this view, sized to it.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ background: () -> B) -> some View {
        let behind = background()
        return wrappingNodes { node, environment in
            .background(node, behind: resolveView(behind, in: environment), alignment: alignment)
        }
    }

    /// Draws `background` behind this view, sized to it.
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Fills this view's frame with a style (a colour, gradient or material) behind it.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { StyleFill(style: style) }
    }

    /// Fills this view's frame with the background style (`backgroundStyle(_:)`, else the
    /// system background) behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` with a style behind this view, by `fillStyle`'s rule.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills `shape` with `color` behind this view, by `fillStyle`'s rule.
    public func background<S: Shape>(_ color: Color, in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(color, style: fillStyle) }
    }

    /// Fills `shape` with the background style (`backgroundStyle(_:)`, else the system
    /// background) behind this view, as SwiftUI's `background(in:fillStyle:)`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills this view's frame with a style in front of it.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { StyleFill(style: style) }
    }

    /// Fills `shape` with a style in front of this view, by `fillStyle`'s rule.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> O) -> some View {
        let above = overlay()
        return wrappingNodes { node, environment in
            .overlay(node, above: resolveView(above, in: environment), alignment: alignment)
        }
    }

    /// Draws `overlay` in front of this view, sized to it.
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Draws a border of `width` points inside this view's frame, in `content`, as SwiftUI's
    /// `border(_:width:)`: over the view, changing neither its size nor what VoiceOver reads.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay {
            if let color = content as? Color {
                Rectangle().strokeBorder(color, lineWidth: width)
            } else {
                Rectangle().fill(content).mask(Rectangle().strokeBorder(Color.black, lineWidth: width))
            }
        }
    }

    /// Clips this view to its frame.
    public func clipped() -> some View {
        wrappingNodes { node, _ in .clip(.rectangle, node) }
    }

    /// Makes a single button inside respond to taps anywhere in this view's frame.
    package func expandingTapTarget() -> some View {
        wrappingNodes { node, _ in .tapArea(node) }
    }

    /// Tags this view as a design-system component, so audits can check the spec's rules for it.
    package func componentAnnotation(_ component: String, _ properties: [String: String] = [:]) -> some View {
        wrappingNodes { node, _ in .annotation(component: component, properties: properties, node) }
    }
}
