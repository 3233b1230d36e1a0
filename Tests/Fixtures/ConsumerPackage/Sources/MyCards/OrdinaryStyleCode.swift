import NHSAppUI

// Ordinary SwiftUI styling code: gradients, materials, hierarchical styles and Markdown titles.

struct StyledHeader: View {
    @State private var remindersOn = false
    @State private var doses = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Good morning")
                .font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Text("Your next appointment")
                .foregroundStyle(.secondary)
            Text("Updated today")
                .foregroundStyle(.tertiary)
            Image(systemName: "heart.fill")
                .foregroundStyle(.quaternary)
            HStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(gradient: Gradient(stops: [
                        Gradient.Stop(color: .green, location: 0),
                        Gradient.Stop(color: .teal, location: 1),
                    ]), startPoint: .top, endPoint: .bottom))
                    .frame(height: 44)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 22))
                    .frame(width: 44, height: 44)
                Capsule()
                    .fill(Color.red.gradient)
                    .frame(width: 80, height: 44)
            }
            Label("Open **inbox**", systemImage: "envelope")
                .padding(8)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
            Toggle("Get **reminders**", isOn: $remindersOn)
            Stepper("Doses: **\(doses)**", value: $doses, in: 1...4)
            Button("**Save**") {}
                .foregroundStyle(.primary, .secondary)
        }
        .padding()
        .background(.ultraThinMaterial)
        .background(LinearGradient(colors: [.mint, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// UIKit's semantic colours as iOS code names them, and strokes in the foreground colour.
struct StatusBadge: View {
    var isActive: Bool

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .stroke(lineWidth: 2)
                .foregroundColor(isActive ? .green : Color(.systemGray3))
                .frame(width: 12, height: 12)
            Text(isActive ? "Active" : "Paused").foregroundStyle(.tint)
            Image(systemName: "checkmark").foregroundStyle(.tint)
            Text("Updated today").foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .padding(8)
        .background(Color(.secondarySystemBackground))
        .overlay(Capsule().strokeBorder(lineWidth: 1).foregroundColor(Color(.separator)))
    }
}

/// A warning line whose icon sits on the text's baseline, and an indented detail line, lined up
/// with alignment guides as iOS code does.
struct WarningLine: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: "exclamationmark.triangle")
                    .symbolVariant(.fill)
                    .alignmentGuide(.firstTextBaseline) { dimensions in dimensions[.bottom] * 0.8 }
                Text("Your prescription is overdue")
                Image("welcome-sunrise").renderingMode(.template).resizable().frame(width: 20, height: 8)
            }
            Text("Order it today")
                .font(.footnote)
                .grayscale(0.3)
                .saturation(1.2)
                .brightness(-0.05)
                .contrast(1.1)
                .hueRotation(.degrees(10))
                .colorMultiply(.white)
                .environment(\.sizeCategory, .extraExtraLarge)
                .alignmentGuide(.leading) { dimensions in dimensions[.leading] - 28 }
        }
    }
}

/// Where a summary's values start: their leading edge unless a view says otherwise.
private struct ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    /// The column the summary's values line up in, across its rows.
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// Labels and values whose values line up in one column across rows, on a guide of the
/// screen's own, as iOS code lines up a summary.
struct DoseSummary: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 8) {
            HStack {
                Text("Medicine")
                Text("Amoxicillin").alignmentGuide(.valueColumn) { dimensions in dimensions[.leading] }
            }
            HStack {
                Text("Dose")
                Text("500 mg").alignmentGuide(.valueColumn) { dimensions in dimensions[.leading] }
            }
            HStack(alignment: .lastTextBaseline) {
                Text("Charge")
                Text("£9.90").font(.title).alignmentGuide(.valueColumn) { dimensions in dimensions[.leading] }
                Text("per item").font(.footnote)
            }
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .valueColumn, vertical: .center))
    }
}

/// Where a step goes in `StepsLayout`: lowest first.
private struct StepOrder: LayoutValueKey {
    static let defaultValue = 0
}

/// A title over steps in the order their `StepOrder` values say, stacked by a `VStackLayout`
/// over the rest of the children, as SwiftUI code composes its own layouts; its two gaps are
/// animatable, as iOS code declares them.
struct StepsLayout: Layout {
    var titleGap: CGFloat = 8
    var stepGap: CGFloat = 4

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(titleGap, stepGap) }
        set { (titleGap, stepGap) = (newValue.first, newValue.second) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let title = subviews.first else { return .zero }
        let head = title.sizeThatFits(proposal)
        var none: Void = ()
        let rest = VStackLayout(alignment: .leading, spacing: stepGap)
            .sizeThatFits(proposal: proposal, subviews: subviews.dropFirst(), cache: &none)
        return CGSize(width: max(head.width, rest.width), height: head.height + titleGap + rest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let title = subviews.first else { return }
        let head = title.sizeThatFits(proposal)
        title.place(at: bounds.origin, proposal: proposal)
        var y = bounds.minY + head.height + titleGap
        for step in subviews.dropFirst().sorted(by: { $0[StepOrder.self] < $1[StepOrder.self] }) {
            step.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
            y += step.sizeThatFits(proposal).height + stepGap
        }
    }
}

/// The part of a ring a progress value has filled, animatable as iOS code writes its shapes.
struct ProgressArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

struct RepeatPrescriptionSteps: View {
    var body: some View {
        StepsLayout {
            Text("How to order").font(.headline)
            Text("Collect it from your pharmacy").layoutValue(key: StepOrder.self, value: 3)
            Text("Choose your medicines").layoutValue(key: StepOrder.self, value: 1)
            Text("Confirm your order").layoutValue(key: StepOrder.self, value: 2)
        }
    }
}

/// Today's activity against its goal, as iOS 16 code shows it.
struct ActivityGauge: View {
    var steps = 6_200.0

    var body: some View {
        Gauge(value: steps, in: 0...10_000) {
            Text("Steps today")
        } currentValueLabel: {
            Text(steps, format: .number)
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10,000")
        }
        .gaugeStyle(.accessoryLinearCapacity)
        .tint(.green)
    }
}

/// Steps towards a goal as a ring, with the layout's gaps widened as an animation would leave them.
struct GoalRing: View {
    var progress = 0.62

    var body: some View {
        var steps = StepsLayout()
        steps.animatableData = AnimatablePair(12, 6)
        return HStack {
            ProgressArc(progress: progress)
                .stroke(Color.green, lineWidth: 4)
                .frame(width: 40, height: 40)
            steps {
                Text("Goal").font(.headline)
                Text("6,200 of 10,000 steps")
            }
        }
    }
}
