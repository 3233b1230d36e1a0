import Foundation

/// `foregroundStyle(_:)` on any view.
///
/// 1. A colour (or hierarchical level, or the tint) becomes the foreground colour inside.
/// 2. A gradient paints each resolved view through its own alpha: the view is drawn in the
///    gradient's audit stop (`ResolvedGradient.auditStop`, so text contrast is checked against
///    the worst stop), the gradient is drawn over it across its frame, and the pair is masked by the view.
/// 3. A material as a foreground (iOS's vibrancy) is drawn in the secondary label colour.
/// 4. A shader is not run: the view keeps the foreground it had, marked for the audit (`Shader`).
nonisolated struct ForegroundStyledView<Content: View, Style: ShapeStyle>: View, PrimitiveView {
    let content: Content
    let style: Style

    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard let style = style as? any ResolvableShapeStyle else { return resolveView(content, in: environment) }
        var inner = environment
        switch style.resolvedPaint(in: environment) {
        case .color(let resolved):
            // A colour keeps both schemes; another style that paints one colour (the tint) is
            // that colour in this environment's scheme.
            inner.foregroundColor = (style as? Color) ?? Color(light: resolved, dark: resolved)
            return resolveView(content, in: inner)
        case .material:
            inner.foregroundColor = .secondary
            return resolveView(content, in: inner)
        case .shader(let name):
            return resolveView(content, in: environment).map { ShaderAnnotation.marking($0, name: name, use: "foreground") }
        case .gradient(let gradient):
            let audit = gradient.auditStop(for: environment.colorScheme)
            inner.foregroundColor = Color(light: audit, dark: audit)
            var maskEnvironment = environment
            maskEnvironment.foregroundColor = .black
            let drawn = resolveView(content, in: inner)
            let masks = resolveView(content, in: maskEnvironment)
            return zip(drawn, masks).map { node, mask in
                .effect(.mask(alignment: .center, [mask]),
                        .overlay(node, above: [.shape(.rectangle, .gradient(gradient))], alignment: .center))
            }
        }
    }
}
