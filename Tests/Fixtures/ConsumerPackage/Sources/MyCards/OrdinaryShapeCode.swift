import NHSAppUI

// Ordinary SwiftUI shape code: gradient rings, filled-and-stroked badges, shadowed styles, shapes
// moved as shapes, mixed colours, negative padding, a disabled form and a bottom toolbar.

struct DoseProgressRing: View {
    var progress: Double
    @State private var notify = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ZStack {
                    Circle()
                        .stroke(.quaternary, lineWidth: 8)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(AngularGradient(colors: [.blue, .teal, .blue], center: .center),
                                style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Circle()
                        .fill(.yellow)
                        .stroke(.white, lineWidth: 2)
                        .frame(width: 16, height: 16)
                        .offset(y: -60)
                }
                .frame(width: 120, height: 120)
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(.background.shadow(.drop(radius: 4, y: 2)))
                    .overlay(alignment: .leading) { Text("Today").padding() }
                    .frame(height: 56)
                Rectangle()
                    .scale(x: 0.5, anchor: .leading)
                    .fill(Color.blue.mix(with: .white, by: 0.3))
                    .frame(height: 8)
                Text("Edge to edge")
                    .padding(.horizontal, -16)
                    .background(in: Capsule())
                MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.6, 1], [1, 1]],
                             colors: [.blue, .teal, .blue, .indigo, .blue, .teal])
                    .frame(height: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                Picker("Repeat", selection: .constant(1)) { Text("Daily").tag(1) }
                    .pickerStyle(.navigationLink)
                Text("Price").font(.body.smallCaps().leading(.tight)).textScale(.secondary)
                Form {
                    Toggle("Notify me", isOn: $notify)
                    Slider(value: .constant(0.4))
                }
                .disabled(!notify)
            }
            .padding()
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Button("Done") {}
                }
                ToolbarItem(placement: .status) { Text("Updated just now") }
            }
        }
    }
}

/// A notification bell with a notch cut for its count, and a reading in its unit, as iOS 17 code
/// combines shapes and formats measurements.
struct ReadingBadge: View {
    var weight = Measurement(value: 72.4, unit: UnitMass.kilograms)
    var temperature = Measurement(value: 37.8, unit: UnitTemperature.celsius)

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .subtracting(Circle().scale(0.45).offset(x: 14, y: -14))
                .fill(.blue)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text(weight, format: .measurement(width: .abbreviated, usage: .personWeight))
                Text("Temperature \(temperature, format: .measurement(width: .abbreviated, usage: .person))")
                Text(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
                    .union(Path(CGRect(x: 5, y: 0, width: 10, height: 10))).boundingRect.width.formatted())
            }
        }
    }
}

/// A message bubble stretched from its caps, a tiled header and a paint-filled badge.
struct StretchedBubble: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Your results are ready")
                .padding(16)
                .background(Image("welcome-sunrise").resizable(capInsets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)))
            Image("welcome-sunrise")
                .resizable(resizingMode: .tile)
                .frame(height: 40)
            Capsule()
                .fill(ImagePaint(image: Image("welcome-sunrise"), scale: 0.25))
                .frame(width: 120, height: 32)
            Rectangle()
                .fill(.image(Image("welcome-sunrise"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
                .frame(height: 24)
        }
    }
}
