import Charts
import Foundation
import ViewKit

/// Charts of many marks, for the chart cases: a chart's cost should grow with its marks alone.
enum ChartViews {
    /// `count` bars, one a category, values varying with `salt`, in a chart 300 pt high.
    static func bars(_ count: Int, salt: Int) -> some View {
        Chart {
            ForEach(0..<count, id: \.self) { index in
                BarMark(x: .value("Day", "D\(index)"), y: .value("Steps", (index * 37 + salt) % 1_000))
            }
        }
        .frame(height: 300)
    }

    /// `count` bars, one a day (a date with a unit), in a chart 300 pt high.
    static func dayBars(_ count: Int, salt: Int) -> some View {
        Chart {
            ForEach(0..<count, id: \.self) { index in
                BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 86_400), unit: .day),
                        y: .value("Steps", (index * 37 + salt) % 1_000))
            }
        }
        .frame(height: 300)
    }

    /// A line through `count` points by date with a symbol at each, and a rule, in a chart 300 pt high.
    static func line(_ count: Int, salt: Int) -> some View {
        Chart {
            ForEach(0..<count, id: \.self) { index in
                LineMark(x: .value("Time", Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 3_600)),
                         y: .value("Reading", Double((index * 53 + salt) % 200) / 2))
                    .symbol(.circle)
            }
            RuleMark(y: .value("Target", 50))
        }
        .frame(height: 300)
    }

    /// The same line as `line` (a symbol at every point, and the rule), through one `LinePlot` of
    /// `count` readings (iOS 18's vectorized plot).
    static func linePlot(_ count: Int, salt: Int) -> some View {
        let readings = (0..<count).map { index in
            Reading(time: Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 3_600), value: Double((index * 53 + salt) % 200) / 2)
        }
        return Chart {
            LinePlot(readings, x: .value("Time", \.time), y: .value("Reading", \.value)).symbol(.circle)
            RuleMark(y: .value("Target", 50))
        }
        .frame(height: 300)
    }

    /// One reading of `linePlot`.
    struct Reading {
        let time: Date
        let value: Double
    }
}
