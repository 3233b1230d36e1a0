import Foundation

/// How a view is blended with what is drawn under it, as SwiftUI's `BlendMode`.
public nonisolated enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

nonisolated extension View {
    /// Blends the view, composited on its own, with what is drawn under it (in its window, or in
    /// the nearest `compositingGroup()` around it). `.normal` draws it as it is; `.plusDarker`
    /// too, having no Cairo operator (README).
    public func blendMode(_ mode: BlendMode) -> some View {
        wrappingNodes { node, _ in
            mode == .normal || mode == .plusDarker ? node : .effect(.blend(mode), node)
        }
    }
}
