import NHSAppUI
import NHSSnapshot

/// The `Effects/gradients` scene: linear, radial and a colour's gradient on shapes and text, and
/// materials over a photo and over a colour.
struct GradientScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.nhsBlue, .nhsGreen], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 110, height: 56)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 30))
                    .frame(width: 56, height: 56)
                Capsule()
                    .fill(Color.nhsBlue.gradient)
                    .frame(width: 110, height: 56)
            }
            .accessibilityHidden(true)
            Text("Your health, your way")
                .font(.title.weight(.bold))
                .foregroundStyle(LinearGradient(
                    gradient: Gradient(stops: [Gradient.Stop(color: .nhsBlue, location: 0), Gradient.Stop(color: .purple, location: 1)]),
                    startPoint: .leading, endPoint: .trailing))
            ZStack(alignment: .bottomLeading) {
                Image("campaign-organ-donation")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 200, height: 80)
                    .clipped()
                    .accessibilityHidden(true)
                Text("Organ donation")
                    .font(.headline)
                    .foregroundStyle(.primary)
                    .padding(8)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    .padding(8)
            }
            Text("Messages")
                .font(.body)
                .foregroundStyle(.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(12)
                .background(.ultraThinMaterial)
                .background(LinearGradient(colors: [.nhsBlue, .nhsGreen], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
        .padding(16)
    }
}
