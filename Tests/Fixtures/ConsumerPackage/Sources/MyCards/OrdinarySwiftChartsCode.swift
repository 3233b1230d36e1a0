import Accessibility
import Charts
import NHSAppUI

// An ordinary "your health readings" screen written with Swift Charts, with only the SwiftUI
// import changed: bars by day, a line of readings against a target, stacked groups with a
// legend, a doughnut, an axis of its own, an overlay reading the plot through the proxy, and a
// chart content type of its own.

struct HealthReading: Identifiable {
    let id = UUID()
    let date: Date
    let systolic: Int
    let diastolic: Int
}

enum DoseKind: String, Plottable, CaseIterable {
    case flu = "Flu"
    case covid = "COVID-19"
}

struct TargetBand: ChartContent {
    let low: Int
    let high: Int

    var body: some ChartContent {
        RectangleMark(yStart: .value("Low", low), yEnd: .value("High", high))
            .foregroundStyle(.green.opacity(0.12))
        RuleMark(y: .value("Target", high))
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
            .annotation(position: .top, alignment: .leading) { Text("Target").font(.caption2) }
    }
}

struct HealthReadingsScreen: View {
    let readings: [HealthReading]
    let steps: [(day: String, count: Int)]
    @State private var selectedDate: Date?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Chart(steps, id: \.day) { item in
                    BarMark(x: .value("Day", item.day), y: .value("Steps", item.count))
                        .foregroundStyle(Color.accentColor)
                        .cornerRadius(4)
                }
                .chartYAxis {
                    AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { value in
                        AxisGridLine()
                        AxisValueLabel {
                            if let steps = value.as(Int.self) { Text("\(steps / 1_000)k") }
                        }
                    }
                }
                .frame(height: 180)

                Chart {
                    TargetBand(low: 90, high: 120)
                    ForEach(readings) { reading in
                        LineMark(x: .value("Date", reading.date, unit: .day), y: .value("Systolic", reading.systolic))
                            .foregroundStyle(by: .value("Pressure", "Systolic"))
                            .symbol(by: .value("Pressure", "Systolic"))
                            .interpolationMethod(.catmullRom)
                        LineMark(x: .value("Date", reading.date, unit: .day), y: .value("Diastolic", reading.diastolic))
                            .foregroundStyle(by: .value("Pressure", "Diastolic"))
                            .symbol(by: .value("Pressure", "Diastolic"))
                    }
                    if let selectedDate {
                        RuleMark(x: .value("Selected", selectedDate)).foregroundStyle(.gray)
                    }
                }
                .chartForegroundStyleScale(["Systolic": Color.red, "Diastolic": Color.blue])
                .chartYScale(domain: 40...160)
                .chartXScale(range: .plotDimension(padding: 8))
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day, count: 2)) { _ in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel(format: .dateTime.day().month(.abbreviated))
                    }
                }
                .chartYAxisLabel("mmHg")
                .chartLegend(position: .top, alignment: .leading)
                .chartXSelection(value: $selectedDate)
                .frame(height: 240)

                Chart {
                    ForEach(DoseKind.allCases, id: \.self) { kind in
                        BarMark(x: .value("Month", "Jan"), y: .value("Doses", kind == .flu ? 12 : 5))
                            .foregroundStyle(by: .value("Vaccine", kind))
                        BarMark(x: .value("Month", "Feb"), y: .value("Doses", kind == .flu ? 9 : 7))
                            .foregroundStyle(by: .value("Vaccine", kind))
                    }
                }
                .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.05)) }
                .frame(height: 200)

                Chart {
                    SectorMark(angle: .value("Taken", 18), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("State", "Taken"))
                    SectorMark(angle: .value("Missed", 3), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("State", "Missed"))
                }
                .chartLegend(.visible)
                .frame(height: 160)

                Chart(steps, id: \.day) { item in
                    LineMark(x: .value("Day", item.day), y: .value("Steps", item.count))
                }
                .chartYScale(domain: 1_000...100_000, type: .log)
                .chartXScale(type: nil)
                .frame(height: 160)

                Chart(readings) { reading in
                    PointMark(x: .value("Systolic", reading.systolic), y: .value("Diastolic", reading.diastolic))
                        .symbolSize(60)
                        .accessibilityLabel("Reading")
                }
                .chartXScale(domain: .automatic(includesZero: false))
                .chartYScale(type: .squareRoot)
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        if let plot = proxy.plotFrame, let x = proxy.position(forX: 120) {
                            Rectangle().fill(.orange).frame(width: 1, height: geometry[plot].height)
                                .position(x: geometry[plot].minX + x, y: geometry[plot].midY)
                        }
                    }
                }
                .frame(height: 200)
            }
            .padding()
        }
    }
}

/// A chart described for audio graphs, as Apple's accessibility guidance asks.
struct StepsAudioGraphChart: View, AXChartDescriptorRepresentable {
    let steps: [(day: String, count: Int)]

    var body: some View {
        Chart(steps, id: \.day) { item in
            BarMark(x: .value("Day", item.day), y: .value("Steps", item.count))
        }
        .accessibilityChartDescriptor(self)
        .frame(height: 160)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let highest = Double(steps.map(\.count).max() ?? 0)
        let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: steps.map(\.day))
        let counts = AXNumericDataAxisDescriptor(title: "Steps", range: 0...max(highest, 1), gridlinePositions: []) { "\(Int($0)) steps" }
        let series = AXDataSeriesDescriptor(name: "Steps", isContinuous: false,
                                            dataPoints: steps.map { AXDataPoint(x: $0.day, y: Double($0.count)) })
        return AXChartDescriptor(title: "Steps this week", summary: nil, xAxis: days, yAxis: counts, additionalAxes: [], series: [series])
    }
}

/// iOS 18's vectorized plots: a collection and two functions at once.
struct VaccinationUptakePlot: View {
    struct Uptake: Identifiable {
        let id = UUID()
        let region: String
        let percent: Double
        let vaccine: String
    }

    let uptake: [Uptake]

    var body: some View {
        VStack {
            Chart {
                BarPlot(uptake, x: .value("Region", \.region), y: .value("Uptake", \.percent))
                    .foregroundStyle(by: .value("Vaccine", \.vaccine))
                    .position(by: .value("Vaccine", \.vaccine))
                    .cornerRadius(4)
                RulePlot(uptake.prefix(1), y: .value("Target", 75))
            }
            .frame(height: 200)
            Chart {
                LinePlot(x: "Day", y: "Protection", domain: 0...365) { day in 90 * exp(-day / 200) }
                AreaPlot(x: "Day", yStart: "Low", yEnd: "High") { day in (yStart: 80 * exp(-day / 180), yEnd: 95 * exp(-day / 220)) }
                    .foregroundStyle(.blue.opacity(0.2))
            }
            .chartXScale(domain: 0...365)
            .frame(height: 160)
        }
    }
}

/// A month of steps shown a week at a time, scrolled to the last week.
struct ScrollingStepsChart: View {
    let days: [(date: Date, steps: Int)]
    @State private var scrollPosition = Date(timeIntervalSince1970: 1_767_225_600)

    var body: some View {
        Chart(days, id: \.date) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3_600 * 24 * 7)
        .chartScrollPosition(x: $scrollPosition)
        .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0)))
        .frame(height: 180)
    }
}

/// Selection, gestures, scales of styles and a doughnut's total, as dashboards write them.
struct ReadingsDashboardChart: View {
    struct Sample: Identifiable { let id = UUID(); let date: Date; let value: Double; let kind: String }
    let samples: [Sample]
    @State private var selected: Date?
    @State private var range: ClosedRange<Date>?

    var body: some View {
        VStack {
            Chart(samples) { s in
                BarMark(x: .value("Date", s.date, unit: .weekOfYear), y: .value("Value", s.value))
                    .foregroundStyle(by: .value("Kind", s.kind))
                    .annotation(position: .top, alignment: .center, spacing: 2, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text(s.value, format: .number.precision(.fractionLength(1)))
                    }
            }
            .chartForegroundStyleScale(range: [Color.blue, Color.green])
            .chartYAxis {
                AxisMarks(format: IntegerFormatStyle<Int>.number.notation(.compactName))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
                }
            }
            .chartXSelection(value: $selected)
            .chartXSelection(range: $range)
            .chartLegend(position: .bottom, alignment: .center, spacing: 10)
            .chartPlotStyle { plot in plot.frame(height: 200).border(Color.gray, width: 0.5) }
            Chart {
                ForEach(samples) { s in
                    LineMark(x: .value("Date", s.date), y: .value("Value", s.value), series: .value("Kind", s.kind))
                        .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                        .symbol { Circle().fill(.red).frame(width: 6) }
                    PointMark(x: .value("Date", s.date), y: .value("Value", s.value))
                        .symbolSize(30)
                        .foregroundStyle(.red.gradient)
                }
                RuleMark(y: .value("Goal", 10)).annotation(position: .top, alignment: .leading) { Text("Goal") }
                if let selected {
                    RuleMark(x: .value("Selected", selected)).foregroundStyle(Color.gray.opacity(0.3)).zIndex(-1)
                        .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) { Text("x") }
                }
            }
            .chartYScale(domain: .automatic(includesZero: false, reversed: true))
            .chartXAxisLabel(position: .bottom, alignment: .center) { Text("Date") }
            .chartYAxis(.hidden)
            .chartGesture { proxy in DragGesture().onChanged { _ in } }
            Chart(samples) {
                SectorMark(angle: .value("V", $0.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("K", $0.kind))
                    .opacity(0.8)
            }
            .chartAngleSelection(value: $selected)
            .chartBackground { proxy in
                GeometryReader { geo in
                    if let frame = proxy.plotFrame { Text("Total").position(x: geo[frame].midX, y: geo[frame].midY) }
                }
            }
        }
    }
}

/// Grouped bars cut to a shape, labels of your own and a band around a line.
struct GroupedReadingsChart: View {
    struct Row: Identifiable { let id = UUID(); let day: String; let group: String; let value: Int; let date: Date }
    let rows: [Row]
    @State private var rawSelection: String?

    var body: some View {
        VStack {
            Chart(rows) { row in
                BarMark(x: .value("Day", row.day), y: .value("Value", row.value))
                    .foregroundStyle(by: .value("Group", row.group))
                    .position(by: .value("Group", row.group), axis: .horizontal, span: .ratio(1))
                    .clipShape(RoundedRectangle(cornerRadius: 4))
            }
            .chartYAxis {
                AxisMarks(values: [0, 50, 100]) { value in
                    AxisGridLine(centered: true, stroke: StrokeStyle(dash: [1, 2]))
                    AxisTick(centered: true, length: .label, stroke: StrokeStyle(lineWidth: 1))
                    AxisValueLabel("\(value.as(Int.self) ?? 0)%")
                }
            }
            .chartXAxis {
                AxisMarks(preset: .aligned, values: .automatic(desiredCount: 4, roundLowerBound: true, roundUpperBound: false)) { _ in
                    AxisValueLabel(collisionResolution: .greedy(minimumSpacing: 4))
                }
            }
            .chartXSelection(value: $rawSelection)
            .chartLegend(.hidden)
            Chart(rows) { row in
                LineMark(x: .value("Date", row.date, unit: .day), y: .value("Value", row.value))
                    .interpolationMethod(.cardinal(tension: 0.5))
                    .lineStyle(.init(lineWidth: 2))
                    .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                AreaMark(x: .value("Date", row.date, unit: .day), yStart: .value("Low", row.value - 5), yEnd: .value("High", row.value + 5))
                    .opacity(0.2)
                    .accessibilityLabel(Text(row.day))
                    .accessibilityValue("\(row.value)")
            }
            .chartXAxis { AxisMarks(values: .stride(by: .day, count: 7)) { _ in AxisValueLabel(format: .dateTime.day().month(.abbreviated)) } }
            .chartYScale(domain: 0...150, range: .plotDimension(startPadding: 4, endPadding: 4))
            .chartOverlay(alignment: .topLeading) { _ in EmptyView() }
            .chartPlotStyle { $0.background(.quaternary.opacity(0.3)).clipShape(RoundedRectangle(cornerRadius: 8)) }
        }
    }
}

/// A scatter with a highlighted band, a mean rule, sized symbols and a legend of your own.
struct ReadingsScatterChart: View {
    struct Point: Identifiable, Hashable { let id: Int; let x: Double; let y: Double; let name: String }
    let points: [Point]
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Chart {
            ForEach(points) { point in
                PointMark(x: .value("X", point.x), y: .value("Y", point.y))
                    .symbol(.asterisk)
                    .symbolSize(dynamicTypeSize.isAccessibilitySize ? 100 : 40)
                    .foregroundStyle(by: .value("Name", point.name))
                    .annotation(position: .overlay, alignment: .bottom) { Text(point.name).font(.caption2) }
                    .accessibilityLabel(point.name)
                    .accessibilityValue(Text("\(point.y, specifier: "%.1f")"))
                    .accessibilityHidden(false)
            }
            RectangleMark(xStart: .value("Start", 1.0), xEnd: .value("End", 2.0))
                .foregroundStyle(.yellow.opacity(0.2))
            RuleMark(x: .value("Mean", 1.5))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Mean").font(.caption).foregroundStyle(.secondary)
                }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic) { value in
                AxisGridLine().foregroundStyle(.gray.opacity(0.3))
                AxisTick(length: .longestLabel(extendPastBy: 2)).foregroundStyle(.gray)
                AxisValueLabel {
                    if let y = value.as(Double.self) {
                        Text(y, format: .number.precision(.fractionLength(0)))
                    }
                }
            }
        }
        .chartXAxis {
            AxisMarks { value in
                if value.index % 2 == 0 {
                    AxisValueLabel()
                }
            }
        }
        .chartXScale(domain: 0...3, range: .plotDimension(startPadding: 8, endPadding: 8))
        .chartLegend(position: .trailing, alignment: .top) {
            VStack(alignment: .leading) { Text("A"); Text("B") }
        }
        .chartSymbolScale([ "A": .circle, "B": .square ])
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Readings")
        .frame(height: 220)
        .padding()
    }
}

/// A week of steps as the Health app draws it, its day picked by a tap on the plot.
struct WeeklyStepsCard: View {
    struct Day: Identifiable { var id: Date { date }; let date: Date; let steps: Int }
    let days: [Day]
    @State private var picked: Date?
    var average: Double { Double(days.map(\.steps).reduce(0, +)) / Double(max(1, days.count)) }

    var body: some View {
        Chart {
            ForEach(days) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps), width: .ratio(0.6))
                    .foregroundStyle(Color.pink.gradient)
                    .cornerRadius(6, style: .continuous)
            }
            RuleMark(y: .value("Average", average))
                .foregroundStyle(.secondary)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("avg \(Int(average))").font(.caption2).padding(2).background(.thinMaterial, in: .rect(cornerRadius: 4))
                }
        }
        .chartYScale(domain: 0...(days.map(\.steps).max() ?? 10_000))
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartXAxis(.visible)
        .chartPlotStyle { $0.frame(height: 150) }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onTapGesture { location in
                        if let frame = proxy.plotFrame {
                            picked = proxy.value(atX: location.x - geometry[frame].origin.x, as: Date.self)
                        }
                    }
            }
        }
        .sensoryFeedback(.selection, trigger: picked)
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
    }
}
