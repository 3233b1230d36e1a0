@testable import Charts
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Swift Charts' marks drawn with the view kit: scales, stacking, axes, legends, annotations
/// and what VoiceOver reads, worked out by hand with the fixed-advance text fake.
@MainActor
@Suite struct ChartTests {
    private func list(_ view: some View, width: CGFloat = 200) throws -> DisplayList {
        try LayoutHarness.layout(view, width: width).displayList
    }

    private func fills(_ list: DisplayList) -> [CGRect] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item, colour.alpha > 0 { return shape.rect }
            return nil
        }
    }

    private func paths(_ list: DisplayList) -> [CGRect] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .path(let path) = entry.item { return path.bounds }
            return nil
        }
    }

    private func texts(_ list: DisplayList) -> [TextItem] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .text(let text) = entry.item { return text }
            return nil
        }
    }

    private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    // MARK: Scales

    @Test func aNumberScaleIncludesZeroAndRoundsToItsTicks() {
        let scale = ChartScale(values: [.number(4_200), .number(12_600)], vertical: true, domain: nil, includesZero: true, unitEnds: [],
                               desiredTicks: 5)
        #expect(scale.lower == 0 && scale.upper == 15_000)
        #expect(scale.ticks(.automatic) == [0, 5_000, 10_000, 15_000].map { PlottedValue.number($0) })
        #expect(scale.ticks(.automatic).map(scale.label) == ["0", "5,000", "10,000", "15,000"])
        // Up the plot: zero at the bottom.
        #expect(scale.position(.number(0)) == 1 && scale.position(.number(15_000)) == 0)
        let fixed = ChartScale(values: [.number(80)], vertical: true, domain: .range(.number(74), .number(84)), includesZero: true,
                               unitEnds: [], desiredTicks: 5)
        #expect(fixed.ticks(.automatic).map(fixed.label) == ["74", "76", "78", "80", "82", "84"])
        #expect(fixed.ticks(.stride(by: 5.0)).map(fixed.label) == ["75", "80"])
        let fractions = ChartScale(values: [.number(0.3)], vertical: false, domain: nil, includesZero: true, unitEnds: [], desiredTicks: 5)
        #expect(fractions.ticks(.automatic).map(fractions.label) == ["0", "0.1", "0.2", "0.3"])
    }

    @Test func aDateScaleTicksByTheCalendar() {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026, midnight in London
        let end = start.addingTimeInterval(70 * 86_400)
        let scale = ChartScale(values: [.date(start), .date(end)], vertical: false, domain: nil, includesZero: true, unitEnds: [],
                               desiredTicks: 5)
        #expect(scale.kind == .date)
        #expect(scale.ticks(.automatic).map(scale.label) == ["Jan", "Feb", "Mar"])
        #expect(scale.ticks(.stride(by: .weekOfYear, count: 4)).count == 2, "5 and 2 February are Mondays four weeks apart")
        let categories = ChartScale(values: [.category("B"), .category("A"), .category("B")], vertical: false, domain: nil,
                                    includesZero: true, unitEnds: [], desiredTicks: 5)
        #expect(categories.categories == ["B", "A"] && categories.position(.category("A")) == 0.75)
    }

    @Test func aLogScaleSpacesPowersOfTenEvenlyAndMarksThem() {
        let scale = ChartScale(values: [.number(3), .number(420)], vertical: false, domain: nil, includesZero: true, unitEnds: [],
                               desiredTicks: 5, transform: .log)
        // Out to whole powers of ten, zero left out.
        #expect(scale.lower == 1 && scale.upper == 1_000)
        #expect(scale.ticks(.automatic).map(scale.label) == ["1", "10", "100", "1,000"])
        #expect(abs(scale.position(.number(10))! - 1.0 / 3) < 1e-9 && abs(scale.position(.number(100))! - 2.0 / 3) < 1e-9)
        // Zero and below lie at the low end, where bars start.
        #expect(scale.position(continuous: 0) == 0 && scale.position(continuous: -5) == 0)
        #expect(abs(scale.continuous(atShare: 0.5) - pow(10, 1.5)) < 1e-9)
        // Within one decade: the 2 and 5 multiples too; small values keep their decimals.
        let narrow = ChartScale(values: [.number(0.02), .number(0.09)], vertical: true, domain: nil, includesZero: true, unitEnds: [],
                                desiredTicks: 5, transform: .log)
        #expect(narrow.ticks(.automatic).map(narrow.label) == ["0.01", "0.02", "0.05", "0.1"])
        // A fixed domain from zero starts at the data's lowest power of ten instead.
        let fixed = ChartScale(values: [.number(5), .number(50)], vertical: true, domain: .range(.number(0), .number(100)),
                               includesZero: true, unitEnds: [], desiredTicks: 5, transform: .log)
        #expect(fixed.lower == 1 && fixed.upper == 100)
    }

    @Test func powerAndSymmetricLogScalesKeepLinearTicksAndSpaceThemByTheirFunction() {
        let root = ChartScale(values: [.number(0), .number(100)], vertical: false, domain: nil, includesZero: true, unitEnds: [],
                              desiredTicks: 5, transform: .power(exponent: 0.5))
        #expect(root.ticks(.automatic).map(root.label) == ["0", "20", "40", "60", "80", "100"])
        #expect(abs(root.position(.number(25))! - 0.5) < 1e-9, "the square root of 25 is half that of 100")
        #expect(abs(root.continuous(atShare: 0.5) - 25) < 1e-9)
        let symmetric = ChartScale(values: [.number(-100), .number(100)], vertical: false, domain: nil, includesZero: true, unitEnds: [],
                                   desiredTicks: 5, transform: .symmetricLog(slopeAtZero: 1))
        #expect(symmetric.position(.number(0)) == 0.5)
        let ten = symmetric.position(.number(10))!
        #expect(abs(ten - (0.5 + 0.5 * log1p(10) / log1p(100))) < 1e-9)
        #expect(abs(symmetric.continuous(atShare: Double(ten)) - 10) < 1e-9)
        // A transform that cannot spread the domain is drawn linear.
        for transform in [ScaleTransform.power(exponent: -1), .symmetricLog(slopeAtZero: 0), .power(exponent: 0)] {
            let scale = ChartScale(values: [.number(0), .number(10)], vertical: false, domain: nil, includesZero: true, unitEnds: [],
                                   desiredTicks: 5, transform: transform)
            #expect(scale.transform == .linear && scale.position(.number(5)) == 0.5, "\(transform)")
        }
    }

    @Test func barsOnALogAxisGrowFromItsLowEnd() throws {
        func chart() -> some View {
            Chart {
                BarMark(x: .value("Day", "A"), y: .value("Copies", 10))
                BarMark(x: .value("Day", "B"), y: .value("Copies", 1_000))
                BarMark(x: .value("Day", "C"), y: .value("Copies", 2))
            }
        }
        let list = try list(chart().chartYScale(type: .log).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 90), width: 300)
        // 1 to 1,000 over 90 pt: 10 is a third of the way up, 2 is log10(2) of a third.
        let two = CGFloat(90 * log10(2.0) / 3)
        let expected = [CGRect(x: 20, y: 60, width: 60, height: 30), CGRect(x: 120, y: 0, width: 60, height: 90),
                        CGRect(x: 220, y: 90 - two, width: 60, height: two)]
        let drawn = fills(list)
        #expect(drawn.count == 3 && zip(drawn, expected).allSatisfy { near($0, $1) }, "\(drawn)")
        // The domain modifier's type does the same; a nil type changes nothing.
        let typed = try self.list(chart().chartYScale(domain: .automatic(includesZero: false), type: .log).chartYScale(type: nil)
            .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 90), width: 300)
        #expect(fills(typed) == drawn)
    }

    // MARK: Marks

    @Test func barsStandInTheirCategoriesBandsFromZero() throws {
        let list = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("Steps", 10))
            BarMark(x: .value("Day", "B"), y: .value("Steps", 20))
            BarMark(x: .value("Day", "C"), y: .value("Steps", 5))
            BarMark(x: .value("Day", "D"), y: .value("Steps", 15))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // Four bands of 50 pt, each bar 0.6 of its band, on a 0–20 scale 100 pt high.
        let expected = [CGRect(x: 10, y: 50, width: 30, height: 50), CGRect(x: 60, y: 0, width: 30, height: 100),
                        CGRect(x: 110, y: 75, width: 30, height: 25), CGRect(x: 160, y: 25, width: 30, height: 75)]
        let drawn = fills(list)
        #expect(drawn.count == 4 && zip(drawn, expected).allSatisfy { near($0, $1) }, "\(drawn)")
        #expect(list.accessibilityElements.map(\.label) == ["A, 10", "B, 20", "C, 5", "D, 15"])
        #expect(list.accessibilityElements.map(\.frame) == expected)
    }

    @Test func barsOfOneCategoryStackInTheOrderDeclaredAndTheLegendNamesTheirGroups() throws {
        let list = try list(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 6)).foregroundStyle(by: .value("Vaccine", "Flu"))
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 4)).foregroundStyle(by: .value("Vaccine", "RSV"))
            BarMark(x: .value("Month", "Feb"), y: .value("Doses", 2)).foregroundStyle(by: .value("Vaccine", "Flu"))
            BarMark(x: .value("Month", "Feb"), y: .value("Doses", 8)).foregroundStyle(by: .value("Vaccine", "RSV"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 123))
        // The legend (a caption line, 15 pt, and 8 pt above it) leaves a plot 100 pt high, 0–10.
        let expected = [CGRect(x: 20, y: 40, width: 60, height: 60), CGRect(x: 20, y: 0, width: 60, height: 40),
                        CGRect(x: 120, y: 80, width: 60, height: 20), CGRect(x: 120, y: 0, width: 60, height: 80)]
        let bars = Array(fills(list).prefix(4))
        #expect(zip(bars, expected).allSatisfy { near($0, $1) }, "\(bars)")
        let colours = DisplayList.flatten(list.items).compactMap { entry -> RGBAColor? in
            if case .fill(_, let colour) = entry.item, colour.alpha > 0 { return colour }
            return nil
        }
        let blue = Color.blue.resolve(in: .light).rgbaForTests, green = Color.green.resolve(in: .light).rgbaForTests
        #expect(Array(colours.prefix(4)) == [blue, green, blue, green], "the palette's first colours, by group")
        let legend = texts(list).map { "\($0.spec.string) \(DumpFormat.rect($0.frame))" }
        #expect(legend == ["Flu 12,108 18x15", "RSV 54,108 18x15"])
        #expect(list.accessibilityElements.map(\.label) == ["Jan, Flu, 6", "Jan, RSV, 4", "Feb, Flu, 2", "Feb, RSV, 8"])
        // Centred, the legend (two entries of 8 + 4 + 18 pt, 12 pt apart: 72 pt) stands in the middle.
        let centred = try self.list(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 6)).foregroundStyle(by: .value("Vaccine", "Flu"))
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 4)).foregroundStyle(by: .value("Vaccine", "RSV"))
        }
        .chartLegend(position: .bottom, alignment: .center).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 123))
        let starts: [CGFloat] = texts(centred).map(\.frame.minX)
        #expect(starts == [76, 118])
        // Beside the plot, the entries stand one under another, and the plot gives up their column
        // (the widest entry, 30 pt, and 8 pt beside it).
        let beside = try self.list(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 6)).foregroundStyle(by: .value("Vaccine", "Flu"))
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 4)).foregroundStyle(by: .value("Vaccine", "RSV"))
        }
        .chartLegend(position: .trailing).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let entries: [CGPoint] = texts(beside).map(\.frame.origin)
        #expect(entries == [CGPoint(x: 182, y: 0), CGPoint(x: 182, y: 19)])
        let bar = try #require(fills(beside).first)
        #expect(abs(bar.minX - (162 - 162 * 0.6) / 2) < 0.01 && abs(bar.width - 162 * 0.6) < 0.01, "\(bar)")
    }

    @Test func normalizedStacksFillTheAxisAndPositionedBarsStandSideBySide() throws {
        let normalized = try list(Chart {
            BarMark(x: .value("M", "A"), y: .value("N", 1), stacking: .normalized).foregroundStyle(by: .value("G", "x"))
            BarMark(x: .value("M", "A"), y: .value("N", 3), stacking: .normalized).foregroundStyle(by: .value("G", "y"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).frame(height: 100))
        #expect(zip(fills(normalized), [CGRect(x: 40, y: 75, width: 120, height: 25), CGRect(x: 40, y: 0, width: 120, height: 75)])
            .allSatisfy { near($0, $1) }, "\(fills(normalized))")
        let grouped = try list(Chart {
            BarMark(x: .value("M", "A"), y: .value("N", 5)).position(by: .value("G", "x"))
            BarMark(x: .value("M", "A"), y: .value("N", 10)).position(by: .value("G", "y"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        #expect(zip(fills(grouped), [CGRect(x: 40, y: 50, width: 60, height: 50), CGRect(x: 100, y: 0, width: 60, height: 100)])
            .allSatisfy { near($0, $1) }, "\(fills(grouped))")
    }

    @Test func aCategoryOnYMakesBarsHorizontal() throws {
        let list = try list(Chart {
            BarMark(x: .value("Steps", 50), y: .value("Day", "Mon"))
            BarMark(x: .value("Steps", 100), y: .value("Day", "Tue"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // Two bands of 50 pt down the plot, each bar 0.6 of its band, on a 0–100 scale 200 pt wide.
        #expect(zip(fills(list), [CGRect(x: 0, y: 10, width: 100, height: 30), CGRect(x: 0, y: 60, width: 200, height: 30)])
            .allSatisfy { near($0, $1) }, "\(fills(list))")
    }

    @Test func rectanglesOfTwoCategoriesFillTheirCellsAndRulesCrossThePlot() throws {
        let cells = try list(Chart {
            ForEach(["A", "B"], id: \.self) { column in
                ForEach(["X", "Y"], id: \.self) { row in
                    RectangleMark(x: .value("Column", column), y: .value("Row", row))
                }
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let expected = [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 50),
                        CGRect(x: 100, y: 0, width: 100, height: 50), CGRect(x: 100, y: 50, width: 100, height: 50)]
        #expect(fills(cells).count == 4 && zip(fills(cells), expected).allSatisfy { near($0, $1) }, "\(fills(cells))")
        let rules = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("N", 10))
            RuleMark(y: .value("Target", 5))
            RuleMark(x: .value("Day", "A"), yStart: .value("Low", 2), yEnd: .value("High", 8))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // Across the whole plot at 5 (half way up); down the middle of A's band from 8 to 2.
        #expect(rules.accessibilityElements.map(\.label) == ["A, 10", "Target, 5", "A, 2 to 8"])
        let frames = rules.accessibilityElements.map(\.frame)
        #expect(near(frames[1], CGRect(x: 0, y: 49.5, width: 200, height: 1)) && near(frames[2], CGRect(x: 99.5, y: 20, width: 1, height: 60)),
                "\(frames)")
    }

    @Test func aScaleRangeKeepsRoomClearAtTheAxisEnds() throws {
        func centres(_ range: some ScaleRange) throws -> [CGFloat] {
            let drawn = try list(Chart {
                LineMark(x: .value("Day", 0), y: .value("N", 1))
                LineMark(x: .value("Day", 10), y: .value("N", 2))
            }
            .chartXScale(range: range).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
            return drawn.accessibilityElements.map(\.frame.midX)
        }
        #expect(try centres(.plotDimension(padding: 20)) == [20, 180])
        #expect(try centres(.plotDimension(startPadding: 0, endPadding: 40)) == [0, 160])
        #expect(try centres(CGFloat(50)...CGFloat(150)) == [50, 150])
    }

    @Test func anAreaOfIntervalsAlongYRunsAcrossFromEachStartToItsEnd() throws {
        let drawn = try list(Chart {
            AreaMark(xStart: .value("Low", 2), xEnd: .value("High", 8), y: .value("Depth", 0))
            AreaMark(xStart: .value("Low", 4), xEnd: .value("High", 6), y: .value("Depth", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // 0–8 across 200 pt, 0–10 up 100 pt: from 2–8 at the bottom to 4–6 at the top.
        let outline = try #require(paths(drawn).first)
        #expect(near(outline, CGRect(x: 50, y: 0, width: 150, height: 100)), "\(outline)")
        #expect(drawn.accessibilityElements.map(\.label) == ["0, 2 to 8", "10, 4 to 6"])
    }

    @Test func aMonotoneLineNeverOvershootsWhereCatmullRomDoes() throws {
        func line(_ method: InterpolationMethod) throws -> CGRect {
            let drawn = try list(Chart {
                ForEach(Array([0.0, 10, 10, 0].enumerated()), id: \.offset) { index, value in
                    LineMark(x: .value("Day", index), y: .value("Value", value)).interpolationMethod(method)
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
            return try #require(paths(drawn).first)
        }
        // 10 is the plot's top edge (0–10 on a plot 100 pt high); the straight line's stroke
        // reaches half its width above it, and a curve that never overshoots no further.
        let straight = try line(.linear).minY
        #expect(abs(straight - -1) < 0.01)
        #expect(try line(.monotone).minY >= straight - 0.01)
        #expect(try line(.catmullRom).minY < straight - 1)
    }

    @Test func aBarOfADaySpansItsDayOnADateAxisWithDayLabels() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let list = try list(Chart {
            ForEach(0..<3, id: \.self) { day in
                BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 10))
            }
        }
        .chartYAxis(.hidden).frame(height: 120))
        // Three days fill the 200 pt plot; each bar takes 0.8 of its day.
        let day = 200.0 / 3
        let bars = fills(list)
        #expect(bars.count == 3 && bars.enumerated().allSatisfy { index, bar in
            abs(bar.midX - day * (Double(index) + 0.5)) < 0.01 && abs(bar.width - day * 0.8) < 0.01
        }, "\(bars)")
        #expect(texts(list).map(\.spec.string).prefix(3) == ["1 Jan", "2 Jan", "3 Jan"])
        // Each label starts at its day's tick.
        let first = try #require(texts(list).first)
        #expect(abs(first.frame.minX) < 0.01)
        // Centred, a label stands in the middle of its day.
        let centred = try self.list(Chart {
            ForEach(0..<3, id: \.self) { day in
                BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 10))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartYAxis(.hidden).frame(height: 120))
        let days = texts(centred)
        #expect(days.prefix(3).map(\.spec.string) == ["Thu", "Fri", "Sat"], "1 January 2026 is a Thursday")
        #expect(days.prefix(3).enumerated().allSatisfy { index, label in abs(label.frame.midX - day * (Double(index) + 0.5)) < 0.01 },
                "\(days.map(\.frame))")
    }

    @Test func aPointOfADayStandsInItsMiddleAndTheAxisHoldsTheWholeDay() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let list = try list(Chart {
            ForEach(0..<4, id: \.self) { day in
                LineMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("N", 1))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // Four whole days across 200 pt: the points at 25, 75, 125 and 175.
        #expect(list.accessibilityElements.map(\.frame.midX) == [25, 75, 125, 175])
    }

    @Test func symbolGroupsTakeTheScalesShapesOrThePalettesInTurn() throws {
        func model(_ scale: [(value: PlottedValue, shape: BasicChartSymbolShape)]?) -> [BasicChartSymbolShape?] {
            var settings = ChartSettings()
            settings.symbolScale = scale
            let records = ["a", "b", "a"].map { group -> MarkRecord in
                var record = MarkRecord(kind: .point, x: .value(.value("X", 1)), y: .value(.value("Y", 1)))
                record.symbolGroup = .category(group)
                return record
            }
            let chart = ChartModel(records: records, settings: settings)
            return records.map(chart.symbol(of:))
        }
        #expect(model(nil) == [.circle, .square, .circle])
        #expect(model([(.category("b"), .diamond), (.category("a"), .triangle)]) == [.triangle, .diamond, .triangle])
    }

    @Test func styleSymbolSizeAndLineStyleScalesGiveTheirRangesInTurnOrByValue() throws {
        func records(_ set: (inout MarkRecord, String) -> Void) -> [MarkRecord] {
            ["a", "b", "c"].map { group in
                var record = MarkRecord(kind: .point, x: .value(.value("X", 1)), y: .value(.value("Y", 1)))
                set(&record, group)
                return record
            }
        }
        var settings = ChartSettings()
        settings.symbolRange = [.square, .triangle]
        settings.sizeScale = [(.category("b"), 300)]
        settings.sizeRange = [40, 80]
        settings.lineStyleScale = [(.category("a"), StrokeStyle(lineWidth: 5))]
        settings.lineStyleRange = [StrokeStyle(lineWidth: 1, dash: [1, 1]), StrokeStyle(lineWidth: 3)]
        let marks = records { record, group in
            (record.symbolGroup, record.symbolSizeGroup, record.lineStyleGroup) = (.category(group), .category(group), .category(group))
        }
        let model = ChartModel(records: marks, settings: settings)
        #expect(marks.map(model.symbol(of:)) == [.square, .triangle, .square], "the range's shapes in turn")
        #expect(marks.map(model.symbolArea(of:)) == [40, 300, 40], "by value first, then the range in turn by group")
        #expect(marks.map { model.lineStroke(of: $0).lineWidth } == [5, 3, 1])
        // Numbers spread over a closed range of areas.
        var spread = ChartSettings()
        spread.sizeAreas = 10...110
        let numbers = [1.0, 2, 3].map { value -> MarkRecord in
            var record = MarkRecord(kind: .point, x: .value(.value("X", 1)), y: .value(.value("Y", 1)))
            record.symbolSizeGroup = .number(value)
            return record
        }
        #expect(numbers.map(ChartModel(records: numbers, settings: spread).symbolArea(of:)) == [10, 60, 110])

        // Through the modifiers: the style range colours the groups, the domain orders the legend.
        let list = try list(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Doses", 6)).foregroundStyle(by: .value("Vaccine", "Flu"))
            BarMark(x: .value("Month", "Feb"), y: .value("Doses", 4)).foregroundStyle(by: .value("Vaccine", "RSV"))
        }
        .chartForegroundStyleScale(range: [Color.red, Color.orange])
        .chartForegroundStyleScale(domain: ["RSV", "Flu"])
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 123))
        let colours = DisplayList.flatten(list.items).compactMap { entry -> RGBAColor? in
            if case .fill(_, let colour) = entry.item, colour.alpha > 0 { return colour }
            return nil
        }
        let red = Color.red.resolve(in: .light).rgbaForTests, orange = Color.orange.resolve(in: .light).rgbaForTests
        #expect(Array(colours.prefix(2)) == [orange, red], "RSV first in the domain takes the range's first style")
        #expect(texts(list).map(\.spec.string) == ["RSV", "Flu"])
    }

    @Test func aHigherZIndexDrawsOverAndAnAxisTitleMayBeAViewOfYourOwn() throws {
        let red = Color.red.resolve(in: .light).rgbaForTests, green = Color.green.resolve(in: .light).rgbaForTests
        let list = try list(Chart {
            RectangleMark(x: .value("X", "A"), y: .value("Y", "A")).foregroundStyle(.red).zIndex(1)
            RectangleMark(x: .value("X", "A"), y: .value("Y", "A")).foregroundStyle(.green)
        }
        .chartXAxisLabel(position: .bottom, alignment: .center) { Text("Week").bold() }
        .chartGesture { _ in DragGesture() }
        .chartYAxis(.hidden).frame(height: 120))
        let colours = DisplayList.flatten(list.items).compactMap { entry -> RGBAColor? in
            if case .fill(_, let colour) = entry.item, colour == red || colour == green { return colour }
            return nil
        }
        #expect(colours == [green, red], "declared first, drawn last")
        #expect(texts(list).contains { $0.spec.string == "Week" && $0.spec.font.weight == .bold })
    }

    @Test func aBarCutToAShapeAndAnAxisLabelGivenAsAString() throws {
        let list = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("Steps", 10)).clipShape(Circle())
        }
        .chartYAxis { AxisMarks(values: [0, 10]) { value in AxisValueLabel("\(value.as(Int.self) ?? 0)%") } }
        .chartXAxis(.hidden).frame(height: 100))
        #expect(list.dump().contains("clip 46.63,6.88 86.25x86.25 r43.13"), "the bar drawn inside a circle as tall as it")
        #expect(texts(list).map(\.spec.string) == ["0%", "10%"])
    }

    @Test func aTickExtendedPastItsLabelTakesRoomFromThePlot() throws {
        func barWidth(_ length: AxisTick.Length) throws -> CGFloat? {
            let list = try list(Chart { BarMark(x: .value("Day", "A"), y: .value("Steps", 10)) }
                .chartYAxis { AxisMarks(values: [10]) { _ in AxisTick(length: length); AxisValueLabel() } }
                .chartXAxis(.hidden).frame(height: 100))
            return fills(list).first?.width
        }
        // The plot 6 pt narrower; the bar 0.6 of it.
        let plain = try #require(try barWidth(.automatic)), extended = try #require(try barWidth(.label(extendPastBy: 6)))
        #expect(abs((plain - extended) - 3.6) < 0.01, "\(plain) \(extended)")
    }

    @Test func aViewsModifiersNamedAsAMarksStayTheViewsOutsideAChart() throws {
        // AnyView and TupleView are chart content whatever they hold, so in a file that imports
        // Charts these find the marks' modifiers; outside a chart's marks they act as the view kit's.
        let list = try LayoutHarness.layout(VStack(spacing: 0) {
            AnyView(Color.red.frame(width: 10, height: 10)).opacity(0.5)
            AnyView(Color.green.frame(width: 10, height: 10)).clipShape(Circle()).offset(x: 5)
            AnyView(Text("Hidden")).accessibilityHidden(true)
        }, width: 100).displayList
        let dump = list.dump()
        #expect(dump.contains("fill 45,0 10x10 #ff3b3080"), "faded: \(dump)")
        #expect(dump.contains("clip 50,10 10x10 r5"), "cut to a circle and moved: \(dump)")
        #expect(list.accessibilityElements.isEmpty)
    }

    @Test func aSymbolShapeOfYourOwnIsDrawnAtTheSymbolsSize() throws {
        struct Cross: ChartSymbolShape {
            var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        let drawn = try list(Chart {
            PointMark(x: .value("X", 5), y: .value("Y", 5)).symbol(Cross()).symbolSize(100)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // 0–5 both ways (steps of 1): the point at the top-right corner, a 10 pt square about it.
        #expect(paths(drawn).map { near($0, CGRect(x: 195, y: -5, width: 10, height: 10)) } == [true], "\(paths(drawn))")
    }

    @Test func anOffsetMovesAMarkFromWhereItsValuesPutIt() throws {
        let drawn = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("N", 10)).offset(x: 5, y: -3)
            RuleMark(y: .value("Goal", 5)).offset(y: 2)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let frames = drawn.accessibilityElements.map(\.frame)
        #expect(frames.count == 2 && near(frames[0], CGRect(x: 45, y: -3, width: 120, height: 100)) && near(frames[1], CGRect(x: 0, y: 51.5, width: 200, height: 1)),
                "\(frames)")
    }

    @Test func pointsSizedByANumberAndLinesDashedByAGroup() throws {
        let bubbles = try list(Chart {
            ForEach([10.0, 20, 30], id: \.self) { size in
                PointMark(x: .value("X", size), y: .value("Y", 1)).symbolSize(by: .value("Size", size))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // Areas from the smallest to the largest, in proportion: 20, 210 and 400 square points.
        let sides = bubbles.accessibilityElements.map(\.frame.width)
        #expect(sides.count == 3 && zip(sides, [20.0, 210, 400].map { $0.squareRoot() }).allSatisfy { abs($0 - $1) < 0.01 }, "\(sides)")
        let dashed = try list(Chart {
            ForEach(0..<3, id: \.self) { day in
                LineMark(x: .value("Day", day), y: .value("N", day)).lineStyle(by: .value("Kind", "Measured"))
                LineMark(x: .value("Day", day), y: .value("N", 2 - day)).lineStyle(by: .value("Kind", "Target"))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let dashes = DisplayList.flatten(dashed.items).compactMap { entry -> [CGFloat]? in
            if case .path(let path) = entry.item, case .styledStroke(_, let stroke) = path.paint { return stroke.dash }
            return nil
        }
        #expect(dashes == [[], [6, 3]], "a line for each group, the second dashed")
    }

    @Test func sectorsShareTheCircleClockwiseFromTheTop() throws {
        let list = try list(Chart {
            SectorMark(angle: .value("Taken", 1)).foregroundStyle(by: .value("State", "Taken"))
            SectorMark(angle: .value("Taken", 1)).foregroundStyle(by: .value("State", "Due"))
            SectorMark(angle: .value("Taken", 2)).foregroundStyle(by: .value("State", "Missed"))
        }
        .chartLegend(.hidden).frame(height: 100))
        // No axes: the circle is the plot's, radius 50 about (100, 50).
        let frames = list.accessibilityElements.map(\.frame)
        let expected = [CGRect(x: 100, y: 0, width: 50, height: 50), CGRect(x: 100, y: 50, width: 50, height: 50),
                        CGRect(x: 50, y: 0, width: 50, height: 100)]
        #expect(frames.count == 3 && zip(frames, expected).allSatisfy { near($0, $1, 0.5) }, "\(frames)")
        #expect(list.accessibilityElements.map(\.label) == ["Taken, 1", "Due, 1", "Missed, 2"])
        #expect(texts(list).isEmpty, "no axis labels")
    }

    // MARK: Axes

    @Test func aSectorsCornerRadiusRoundsItsFourCornersAndFitsTheRing() throws {
        func halves(_ radius: CGFloat) throws -> [CGRect] {
            paths(try list(Chart {
                SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.5)).cornerRadius(radius)
                SectorMark(angle: .value("B", 1), innerRadius: .ratio(0.5)).cornerRadius(radius)
            }.frame(width: 200, height: 200)))
        }
        let sharp = try halves(0), round = try halves(10)
        // The right half of a ring 50 to 100 pt from the middle: sharp, it touches the top and the
        // bottom; rounded, its ends stop where the corner arcs leave the outer arc, 10 pt corners
        // 90 pt from the middle turning asin(10 / 90) from each straight edge.
        #expect(round.count == 2 && sharp.count == 2)
        #expect(abs(sharp[0].minY) < 0.01 && abs(sharp[0].minX - 100) < 0.01)
        // (The bounds are the curves' control points', a little outside the curves.)
        let top = 100 - 100 * cos(asin(10.0 / 90))
        #expect(round[0].minY > 0.25 && round[0].minY <= top && abs(round[0].maxY - (200 - round[0].minY)) < 0.01, "\(round[0])")
        #expect(abs(round[0].minX - 100) < 0.01 && abs(round[0].maxX - 200) < 0.01, "the straight edges and the arc's middle stay")
        // A radius wider than half the ring is cut to it.
        #expect(SectorPath.fittedRadius(40, inner: 50, outer: 100, sweep: .pi) == 25)
        #expect(SectorPath.fittedRadius(5, inner: 0, outer: 100, sweep: 0) == 0)
    }

    @Test func aScrollingChartShowsItsVisibleDomainFromItsScrollPosition() throws {
        let days = (0..<10).map { String(UnicodeScalar(UInt8(65 + $0))) }
        func bars(_ modify: (AnyView) -> AnyView) throws -> (fills: [CGRect], labels: [String]) {
            let chart = AnyView(Chart {
                ForEach(days, id: \.self) { day in BarMark(x: .value("Day", day), y: .value("Steps", 10)) }
            }.chartYAxis(.hidden))
            let drawn = try list(modify(chart).frame(height: 100))
            return (fills(drawn), texts(drawn).map(\.spec.string))
        }
        // Four of ten categories, from the first: bands of 50 pt.
        let first = try bars { AnyView($0.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 4)) }
        #expect(first.labels == ["A", "B", "C", "D"])
        #expect(first.fills.count == 4 && first.fills.first.map { abs($0.width - 30) < 0.01 } == true, "\(first.fills)")
        // From a scroll position; near the end, as far as the last four.
        let later = try bars { AnyView($0.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 4).chartScrollPosition(initialX: "C")) }
        #expect(later.labels == ["C", "D", "E", "F"])
        let end = try bars { AnyView($0.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 4).chartScrollPosition(initialX: "I")) }
        #expect(end.labels == ["G", "H", "I", "J"])
        // Not scrollable: the whole domain, whatever the length.
        #expect(try bars { AnyView($0.chartXVisibleDomain(length: 4)) }.fills.count == 10)

        let scale = ChartScale(values: [.number(0), .number(100)], vertical: false, domain: nil, includesZero: true, unitEnds: [], desiredTicks: 5)
        let window = ScrollWindow(scrolls: true, length: 10, position: .number(50)).visible(scale)
        #expect(window?.lower == 50 && window?.upper == 60 && window?.ticks(.automatic).map(window!.label) == ["50", "52", "54", "56", "58", "60"])
        #expect(ScrollWindow(scrolls: true, length: 10, position: .number(95)).visible(scale)?.lower == 90)
        #expect(ScrollWindow(scrolls: true, length: 200, position: nil).visible(scale) == nil)
    }

    @Test func aScrollingPlotIsCutOffAlongTheAxisThatScrolls() throws {
        let list = try list(Chart {
            ForEach(0..<20, id: \.self) { day in PointMark(x: .value("Day", day), y: .value("Steps", day)) }
        }
        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 5).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // The points past the visible part are drawn inside a clip as wide as the plot and taller than the page.
        #expect(list.dump().contains("clip-path 0,-10000 200x20100 "), "\(list.dump())")
        #expect(list.accessibilityElements.count == 20, "every point is still an element")
    }

    @Test func anAxisOfYourOwnPlacesItsLabelsWhereItSays() throws {
        let list = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("Share", 100))
        }
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 50, 100]) { value in
                AxisGridLine()
                AxisValueLabel { Text("\(value.as(Int.self) ?? -1)%") }
            }
        }
        .frame(height: 100))
        let labels = texts(list)
        #expect(labels.map(\.spec.string) == ["0%", "50%", "100%"])
        // Before the plot, each centred on its line, in the axis's font (caption 2, 11 pt) since
        // the text sets none; the widest (4 characters) sets the column, and the plot starts
        // after it and the gap.
        #expect(labels.allSatisfy { $0.frame.height == 11 * 1.25 })
        let column = 4 * 5.5, plotX = column + 4
        let bar = try #require(fills(list).first)
        #expect(abs(bar.minX - (plotX + (200 - plotX) * 0.2)) < 0.01, "\(bar)")
        #expect(labels.allSatisfy { $0.frame.maxX <= plotX - 4 + 0.01 })
        #expect(abs(labels[1].frame.midY - labels[0].frame.midY - (labels[2].frame.midY - labels[1].frame.midY)) < 0.01, "evenly spaced")
        #expect(paths(list).count == 3, "a grid line for each value")
    }

    @Test func aCrowdedAxisLeavesLabelsOutRatherThanOverlapThem() throws {
        let list = try list(Chart {
            ForEach(1...12, id: \.self) { index in
                BarMark(x: .value("Category", "Category \(index)"), y: .value("N", index))
            }
        }
        .chartYAxis(.hidden).frame(height: 120))
        let labels = texts(list).map(\.frame)
        #expect(labels.count > 1 && labels.count < 12)
        #expect(texts(list).first?.spec.string == "Category 1")
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] { #expect(!label.intersects(other), "\(label) \(other)") }
            #expect(label.minX >= 0 && label.maxX <= 200)
        }
    }

    @Test func anOverlayFindsValuesInThePlotThroughTheProxy() throws {
        final class Seen: @unchecked Sendable { var category: String?; var top: Double?; var size: CGSize? }
        let seen = Seen()
        let list = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("N", 1))
            BarMark(x: .value("Day", "B"), y: .value("N", 2))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = geometry[proxy.plotFrame!].origin
                let _ = (seen.category = proxy.value(atX: 30, as: String.self), seen.top = proxy.value(atY: 0, as: Double.self),
                         seen.size = proxy.plotSize)
                Color.red.frame(width: 2, height: 10).position(x: origin.x + (proxy.position(forX: "B") ?? 0), y: origin.y + 5)
            }
        })
        #expect(seen.category == "A" && seen.top == 2 && seen.size == CGSize(width: 200, height: 100))
        let red = Color.red.resolve(in: .light).rgbaForTests
        let marker = DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, let colour) = entry.item, colour == red { return shape.rect }
            return nil
        }
        #expect(marker == [CGRect(x: 149, y: 0, width: 2, height: 10)], "in the middle of B's band")
    }

    @Test func noAxisLabelOverlapsAnotherAtAnySize() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        for size in [DynamicTypeSize.large, .accessibility3, .accessibility5] {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let list = try LayoutHarness.layout(Chart {
                ForEach(0..<10, id: \.self) { week in
                    LineMark(x: .value("Week", start.addingTimeInterval(Double(week) * 7 * 86_400)), y: .value("Kg", 80 + week % 3))
                }
            }
            .chartYScale(domain: 74...84).frame(height: 200), width: 200, environment: environment).displayList
            let labels = texts(list)
            #expect(labels.count >= 3, "\(size): \(labels.map(\.spec.string))")
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...] {
                    #expect(!label.frame.intersects(other.frame), "\(size): \(label.spec.string) \(other.spec.string)")
                }
            }
        }
    }

    @Test func anUnevenlySpacedAxisKeepsEachLabelThatStandsClearOfTheLastKept() throws {
        // A symmetric log axis from -500 to 1,000 marks ±1, ±10, ±100, 0 and 1,000: crowded near
        // zero, roomy at the ends. Kept: the lowest, then every label clear of the last kept.
        let list = try list(Chart {
            ForEach(Array([-500.0, -20, 2, 30, 800].enumerated()), id: \.offset) { item in
                BarMark(x: .value("Index", "\(item.offset)"), y: .value("Change", item.element))
            }
        }
        .chartYScale(type: .symmetricLog).chartXAxis(.hidden).frame(height: 120))
        let labels = texts(list).sorted { $0.frame.minY > $1.frame.minY }
        #expect(labels.first?.spec.string == "-100", "\(labels.map(\.spec.string))")
        #expect(labels.count >= 4 && labels.count < 8, "\(labels.map(\.spec.string))")
        for (below, above) in zip(labels, labels.dropFirst()) {
            #expect(below.frame.minY >= above.frame.maxY, "\(below.spec.string) \(above.spec.string)")
        }
    }

    @Test func emptyNegativeAndNonFiniteDataDrawOnlyFiniteThings() throws {
        let cases: [(String, AnyView)] = [
            ("empty", AnyView(Chart { EmptyView() })),
            ("negative", AnyView(Chart {
                BarMark(x: .value("D", "A"), y: .value("N", -5))
                BarMark(x: .value("D", "B"), y: .value("N", 3))
            })),
            ("one point", AnyView(Chart { PointMark(x: .value("X", 5), y: .value("Y", 5)) })),
            ("not finite", AnyView(Chart {
                LineMark(x: .value("X", 1), y: .value("Y", Double.nan))
                LineMark(x: .value("X", 2), y: .value("Y", Double.infinity))
                LineMark(x: .value("X", 3), y: .value("Y", 4))
                BarMark(x: .value("X", 4), y: .value("Y", -Double.infinity))
            })),
            ("huge", AnyView(Chart { BarMark(x: .value("D", "A"), y: .value("N", 1e300)) })),
            ("no angle", AnyView(Chart { SectorMark(angle: .value("A", 0)) })),
        ]
        for (name, chart) in cases {
            let list = try list(chart.frame(height: 150))
            for line in LayoutHarness.frames(list) {
                #expect(!line.contains("nan") && !line.contains("inf"), "\(name): \(line)")
            }
            for element in list.accessibilityElements {
                #expect(element.frame.minX.isFinite && element.frame.minY.isFinite && element.frame.width.isFinite, "\(name)")
            }
        }
        let negative = try list(Chart {
            BarMark(x: .value("D", "A"), y: .value("N", -5))
            BarMark(x: .value("D", "B"), y: .value("N", 5))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        // −5 to 5 in steps of 2 rounds out to −6 to 6: zero is the middle, 5 is 5/12 of the
        // plot, and the negative bar hangs below zero.
        let five = 100.0 * 5 / 12
        #expect(zip(fills(negative), [CGRect(x: 20, y: 50, width: 60, height: five), CGRect(x: 120, y: 50 - five, width: 60, height: five)])
            .allSatisfy { near($0, $1) }, "\(fills(negative))")
    }

    // MARK: Content

    @Test func anAnnotationSitsAboveItsBar() throws {
        let list = try list(Chart {
            BarMark(x: .value("Day", "A"), y: .value("N", 10)).annotation { Text("10") }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let label = try #require(texts(list).first)
        #expect(abs(label.frame.maxY - -4) < 0.01 && abs(label.frame.midX - 100) < 0.01, "\(label.frame)")
    }

    @Test func theInnermostStyleWinsAndMarksOutsideAChartDrawNothing() throws {
        let list = try list(Chart {
            ForEach(0..<2, id: \.self) { index in
                BarMark(x: .value("I", "\(index)"), y: .value("N", 1)).foregroundStyle(.red)
            }
            .foregroundStyle(.green)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 100))
        let colours = DisplayList.flatten(list.items).compactMap { entry -> RGBAColor? in
            if case .fill(_, let colour) = entry.item, colour.alpha > 0 { return colour }
            return nil
        }
        #expect(colours == Array(repeating: Color.red.resolve(in: .light).rgbaForTests, count: 2))
        let alone = try self.list(BarMark(x: .value("I", "A"), y: .value("N", 1)))
        #expect(LayoutHarness.frames(alone).isEmpty)
        #expect(AxisValue(plotted: .number(3), index: 0, count: 1).as(Int.self) == 3)
        #expect(AxisValue(plotted: .category("x"), index: 0, count: 1).as(Double.self) == nil)
    }
}
