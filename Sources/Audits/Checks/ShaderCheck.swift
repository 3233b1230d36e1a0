import Drawing
import Foundation

extension AuditRule {
    /// A Metal shader (an effect or a shape style) that was not run, so the picture lacks it (warning).
    public static let shaderNotDrawn = AuditRule("shader-not-drawn", severity: .warning)
}

/// `shader-not-drawn` (warning): each use of a Metal shader, which cannot run here: a view with a
/// shader effect is drawn without it, a shape styled with one is drawn empty, a text keeps its
/// colour. Found from the `UndrawnShader` annotations the view kit leaves; one finding per use.
public struct ShaderCheck: AnnotationFindingCheck {
    /// A shader check.
    public init() {}

    /// The rule reported.
    public var rule: AuditRule { .shaderNotDrawn }
    /// The annotation read.
    public var annotationName: String { ComponentAnnotation.UndrawnShader.component }

    /// The finding for one shader.
    public func finding(for shader: ComponentAnnotation) -> Finding {
        typealias Keys = ComponentAnnotation.UndrawnShader
        let name = shader.properties[Keys.name] ?? ""
        let use = shader.properties[Keys.use] ?? ""
        return Finding(rule: .shaderNotDrawn, component: "Shader", subject: name,
                       measured: "not run (\(use))", threshold: "the shader's output",
                       message: "the Metal shader \"\(name)\" (\(use)) cannot run here: \(ShaderCheck.consequence(of: use)) (README, Shaders)",
                       frame: shader.frame)
    }

    /// What is drawn in place of a shader used as `use`.
    static func consequence(of use: String) -> String {
        switch use {
        case "fill", "stroke": return "the shape is drawn empty"
        case "foreground": return "the view keeps its foreground colour"
        default: return "the view is drawn without the effect"
        }
    }
}
