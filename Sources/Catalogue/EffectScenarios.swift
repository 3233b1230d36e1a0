import Audits
import NHSAppUI
import NHSSnapshot

/// A speech-bubble shape of a user's own, drawn from `path(in:)`: a rounded box with a tail.
struct SpeechBubble: Shape {
    func path(in rect: CGRect) -> Path {
        let tail: CGFloat = 12
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - tail)
        var path = Path(roundedRect: body, cornerRadius: 16)
        path.move(to: CGPoint(x: rect.minX + 24, y: body.maxY - 1))
        path.addLine(to: CGPoint(x: rect.minX + 30, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX + 48, y: body.maxY - 1), control: CGPoint(x: rect.minX + 36, y: body.maxY + 2))
        path.closeSubpath()
        return path
    }
}

/// The `Effects` scenarios: shadows, rotation and scale, blur, masks and clips, z-index and
/// group opacity, in both schemes at the smallest and the largest text size. Photo scenes are
/// kept small: photographs are most of a golden's bytes.
enum EffectScenarios {
    /// The cells these goldens cover: the common phone at the smallest text size in light and at
    /// the largest in dark, at 1x. Two cells, not four, so that `Snapshots/` stays under 50 MB;
    /// every cell of the `full` matrix still renders for review.
    static let goldenMatrix = SnapshotMatrix(name: "golden-effects", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .xSmall, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5, colorScheme: .dark, scale: 1),
    ])

    /// The effects, by kebab-case name.
    static var all: [Scenario] {
        [
            effect("card-shadows") {
                VStack(alignment: .leading, spacing: 20) {
                    Text("Appointments")
                        .font(.headline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .nhsCardStyle()
                        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                    Text("Prescriptions")
                        .font(.headline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .nhsCardStyle()
                        .shadow(color: .nhsBlue.opacity(0.5), radius: 10, x: 0, y: 6)
                }
                .foregroundStyle(.nhsText)
                .padding(.vertical, 16)
            },
            effect("badges") {
                VStack(alignment: .leading, spacing: 24) {
                    HStack(spacing: 28) {
                        Text("New")
                            .font(.caption.weight(.bold))
                            .foregroundStyle(.nhsWhiteOnly)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(Capsule().fill(Color.nhsBlueOnly))
                            .rotationEffect(.degrees(-12))
                        Text("2")
                            .font(.caption.weight(.bold))
                            .foregroundStyle(.nhsWhiteOnly)
                            .padding(6)
                            .background(Circle().fill(Color.nhsDarkBlueOnly))
                            .scaleEffect(1.5, anchor: .center)
                        Image(systemName: "bell.fill")
                            .foregroundStyle(.nhsBlue)
                            .scaleEffect(x: 1.4, y: 0.8)
                    }
                    ZStack {
                        Circle().fill(Color.nhsBlue).frame(width: 60, height: 60).offset(x: -30).zIndex(1)
                        Circle().fill(Color.nhsGreen).frame(width: 60, height: 60)
                        Circle().fill(Color.nhsRed).frame(width: 60, height: 60).offset(x: 30)
                    }
                    .opacity(0.6)
                    .accessibilityHidden(true)
                }
                .padding(16)
            },
            effect("photos") {
                HStack(spacing: 12) {
                    Image("campaign-organ-donation")
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 96, height: 96)
                        .blur(radius: 3, opaque: true)
                        .clipped()
                    Image("campaign-organ-donation")
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 96, height: 96)
                        .clipShape(Ellipse())
                    Image("campaign-organ-donation")
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 110, height: 96)
                        .mask { SpeechBubble() }
                }
                .accessibilityHidden(true)
                .padding(16)
            },
            Scenario(component: "Effects", name: "gradients",
                     // The label sits on the photo with only a material under it: the house rule
                     // still reports text over a photo, and the flat materials are reported too.
                     expectedFindings: ["regular", "ultraThin"].map { ExpectedFinding(rule: .materialApproximated, subjectContains: $0) }
                         + [ExpectedFinding(rule: .textOverImage, subjectContains: "Organ donation")],
                     goldenMatrix: goldenMatrix) {
                GradientScene()
            },
            effect("angular-elliptical-gradients") { ConicGradientScene() },
        ]
    }

    private static func effect<Content: View>(_ name: String, @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Effects", name: name, goldenMatrix: goldenMatrix, view: view)
    }
}
