import NHSAppUI

// Ordinary chart code drawn with Canvas and custom shapes, with only the import changed.

struct ReadingsChart: View {
    let readings: [Double]

    var body: some View {
        Canvas { context, size in
            guard let highest = readings.max(), highest > 0 else { return }
            var line = Path()
            for (index, reading) in readings.enumerated() {
                let x = size.width * CGFloat(index) / CGFloat(max(1, readings.count - 1))
                let point = CGPoint(x: x, y: size.height * (1 - reading / highest))
                index == 0 ? line.move(to: point) : line.addLine(to: point)
            }
            context.stroke(line, with: .color(.accentColor), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            context.drawLayer { layer in
                layer.translateBy(x: 0, y: size.height - 12)
                layer.draw(Text("Week").font(.caption), at: .zero, anchor: .topLeading)
            }
        }
        .frame(height: 120)
        .accessibilityLabel("Readings over the week")
    }
}

struct Gridlines: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for step in 0...4 {
            let y = rect.minY + rect.height * CGFloat(step) / 4
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path.applying(CGAffineTransform(translationX: 0, y: 0.5))
    }
}

struct ChartCard: View {
    var body: some View {
        ReadingsChart(readings: [420, 450, 390, 470])
            .background(Gridlines().stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [2, 2])))
    }
}
