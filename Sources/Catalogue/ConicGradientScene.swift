import NHSAppUI
import NHSSnapshot

/// A ring of a conic gradient, as a progress or score ring is drawn: the gradient masked by a
/// circle's border.
struct GradientRing: View {
    var body: some View {
        Circle()
            .fill(AngularGradient(colors: [.nhsBlue, .nhsGreen, .nhsBlue], center: .center, angle: .degrees(-90)))
            .mask { Circle().strokeBorder(Color.black, lineWidth: 10) }
    }
}

/// The `Effects/angular-elliptical-gradients` scene: angular (conic) and elliptical gradients as
/// views and shape styles, on shapes and on text, and the `ShapeStyle` static members.
struct ConicGradientScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 56, height: 56)
                GradientRing()
                    .frame(width: 56, height: 56)
                RoundedRectangle(cornerRadius: 12)
                    .fill(.angularGradient(colors: [.nhsPurple, .nhsPink], center: .bottomLeading,
                                           startAngle: .degrees(-90), endAngle: .zero))
                    .frame(width: 110, height: 56)
            }
            .accessibilityHidden(true)
            HStack(spacing: 12) {
                EllipticalGradient(colors: [.white, .nhsBlue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
                    .frame(width: 110, height: 56)
                Capsule()
                    .fill(.ellipticalGradient(Color.nhsGreen.gradient, endRadiusFraction: 0.6))
                    .frame(width: 80, height: 56)
                Rectangle()
                    .fill(.radialGradient(colors: [.nhsWarmYellow, .nhsOrange], center: .center, startRadius: 0, endRadius: 28))
                    .frame(width: 56, height: 56)
            }
            .accessibilityHidden(true)
            Text("Your health score")
                .font(.title.weight(.bold))
                .foregroundStyle(.angularGradient(colors: [.nhsBlue, .nhsPurple, .nhsBlue], center: .center,
                                                  startAngle: .zero, endAngle: .degrees(360)))
            Capsule()
                .fill(.linearGradient(stops: [.init(color: .nhsBlue, location: 0), .init(color: .nhsAquaGreen, location: 0.7)],
                                      startPoint: .leading, endPoint: .trailing))
                .frame(height: 12)
                .accessibilityHidden(true)
        }
        .padding(16)
    }
}
