import NHSAppUI

// Ordinary iOS 17 code with Metal shader effects, with only the import changed. The shaders
// themselves (a .metal file) cannot run here: the views are drawn without the effects, and the
// audit reports each use as `shader-not-drawn`.

struct ShimmeringPlaceholder: View {
    @State private var phase: Double = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(ShaderLibrary.default.stripes(.float(6), .colorArray([.gray.opacity(0.2), .gray.opacity(0.3)])))
                .frame(height: 20)
            Text("Loading your appointments")
                .colorEffect(ShaderLibrary.shimmer(.float(phase), .boundingRect), isEnabled: phase > 0)
            Image(systemName: "heart.fill")
                .distortionEffect(ShaderLibrary.wave(.float(phase)), maxSampleOffset: CGSize(width: 0, height: 4))
                .layerEffect(ShaderLibrary.bundle(.main).glow(.float2(2, 2)), maxSampleOffset: .zero)
                .visualEffect { content, proxy in
                    content.colorEffect(ShaderLibrary.tint(.float2(proxy.size)))
                }
        }
        .task { try? await ShaderLibrary.shimmer().compile(as: .colorEffect) }
    }
}
