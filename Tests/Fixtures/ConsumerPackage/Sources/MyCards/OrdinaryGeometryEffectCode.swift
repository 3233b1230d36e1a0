import NHSAppUI

// Ordinary SwiftUI code with a geometry effect (a shake on a wrong code) and a projection,
// with only the import changed.

struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 8
    var shakes: CGFloat

    nonisolated var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(shakes * .pi * 2), y: 0))
    }
}

struct SecurityCodeField: View {
    @State private var code = ""
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 12) {
            TextField("6-digit code", text: $code)
                .modifier(ShakeEffect(shakes: CGFloat(attempts)))
            Text("Check the code and try again")
                .projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: -0.1, d: 1, tx: 0, ty: 0)))
            Button("Continue") { attempts += 1 }
        }
    }
}
