import Foundation

/// SwiftUI's shader effects (iOS 17). No shader runs here (see `Shader`): the view is drawn as
/// it is without the effect, laid out as it would be (the effects never change layout), and
/// marked so the audits report `shader-not-drawn` with the function's name. A disabled effect
/// (`isEnabled: false`) is not marked, as iOS does not run it either.
nonisolated extension View {
    /// Colours each pixel of this view with `shader` (`[[ stitchable ]] half4 f(float2
    /// position, half4 color, …)`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        markedShader(shader, use: "colorEffect", isEnabled: isEnabled)
    }

    /// Moves each pixel of this view to where `shader` says it comes from, up to
    /// `maxSampleOffset` away.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        markedShader(shader, use: "distortionEffect", isEnabled: isEnabled)
    }

    /// Draws each pixel of this view from `shader`, which may sample the view's layer up to
    /// `maxSampleOffset` away.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        markedShader(shader, use: "layerEffect", isEnabled: isEnabled)
    }

    private func markedShader(_ shader: Shader, use: String, isEnabled: Bool) -> TransformedView<Self> {
        wrappingNodes { node, _ in
            isEnabled ? ShaderAnnotation.marking(node, name: shader.function.name, use: use) : node
        }
    }
}

nonisolated extension VisualEffect {
    /// Colours each pixel with `shader`, as the view modifier of that name.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedVisualEffect {
        then { AnyView($0.colorEffect(shader, isEnabled: isEnabled)) }
    }

    /// Moves pixels as `shader` says, as the view modifier of that name.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedVisualEffect {
        then { AnyView($0.distortionEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }

    /// Draws pixels from `shader` sampling the layer, as the view modifier of that name.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedVisualEffect {
        then { AnyView($0.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }
}
