@testable import Charts
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 18's vectorized plots: a collection or a function plotted at once, drawing as the marks
/// each element would make.
@MainActor
@Suite struct VectorizedPlotTests {
    private struct Vote { let party: String; let count: Int; let region: String; let radius: CGFloat }
    private let votes = [Vote(party: "A", count: 10, region: "North", radius: 2), Vote(party: "B", count: 20, region: "South", radius: 4),
                         Vote(party: "C", count: 5, region: "North", radius: 6)]

    private func list(_ view: some View, width: CGFloat = 200) throws -> DisplayList {
        try LayoutHarness.layout(view.frame(height: 100), width: width).displayList
    }

    private func paint(_ list: DisplayList) -> [String] {
        list.dump().split(separator: "\n").map(String.init)
    }

    @Test func aBarPlotDrawsWhatItsBarMarksWouldAndTakesKeyPathModifiersFirst() throws {
        let plotted = try list(Chart {
            BarPlot(votes, x: .value("Party", \.party), y: .value("Votes", \.count))
                .foregroundStyle(by: .value("Region", \.region))
                .cornerRadius(3)
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        let marked = try list(Chart {
            ForEach(votes, id: \.party) { vote in
                BarMark(x: .value("Party", vote.party), y: .value("Votes", vote.count))
                    .foregroundStyle(by: .value("Region", vote.region))
                    .cornerRadius(3)
            }
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(paint(plotted) == paint(marked))
        #expect(plotted.accessibilityElements.map(\.label) == marked.accessibilityElements.map(\.label))
        #expect(plotted.accessibilityElements.count == 3)
    }

    @Test func perElementDimensionsAndConstantProjectionsReadEachElement() throws {
        let plotted = try list(Chart {
            PointPlot(votes, x: .value("Party", \.party), y: .value("Votes", \.count)).symbolSize(\.radius)
            RulePlot(votes, y: .value("Target", 15))
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        let marked = try list(Chart {
            ForEach(votes, id: \.party) { vote in
                PointMark(x: .value("Party", vote.party), y: .value("Votes", vote.count)).symbolSize(vote.radius)
            }
            ForEach(votes, id: \.party) { _ in RuleMark(y: .value("Target", 15)) }
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(paint(plotted) == paint(marked))
    }

    @Test func aFunctionPlotSamplesItsDomainAndBreaksWhereTheFunctionIsNotANumber() throws {
        let list = try list(Chart {
            LinePlot(x: "x", y: "y", domain: 0...2) { $0 * $0 }
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        let paths = DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .path(let path) = entry.item { return path.bounds }
            return nil
        }
        // One line from (0, 0) to (2, 4): the whole 200×100 plot, the y scale 0 to 4.
        #expect(paths.count == 1)
        #expect(paths.first.map { abs($0.minX) < 1.5 && abs($0.maxX - 200) < 1.5 && abs($0.minY) < 1.5 && abs($0.maxY - 100) < 1.5 } == true,
                "\(paths)")
        #expect(list.accessibilityElements.isEmpty, "a function's samples are not read one by one")
        let broken = try self.list(Chart {
            LinePlot(x: "x", y: "y", domain: -1...1) { $0 == 0 || abs($0) < 0.3 ? .nan : 1 / $0 }
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        let pieces = DisplayList.flatten(broken.items).filter { if case .path = $0.item { return true } else { return false } }
        #expect(pieces.count == 2, "the graph breaks where it is not a number")
    }

    @Test func aFunctionWithoutADomainSpansTheChartsXDomain() throws {
        let list = try list(Chart {
            PointMark(x: .value("x", 0), y: .value("y", 0))
            PointMark(x: .value("x", 10), y: .value("y", 10))
            AreaPlot(x: "x", y: "y") { $0 / 2 }
            LinePlot(x: "x", y: "y", t: "t", domain: 0...1) { (x: 10 * $0, y: 10 * $0) }
        }.chartXAxis(.hidden).chartYAxis(.hidden))
        let shapes = DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .path(let path) = entry.item { return path.bounds }
            return nil
        }
        // The area from x 0 to 10 under y = x/2 (half the plot's height at its right end); the
        // parametric line corner to corner.
        #expect(shapes.contains { abs($0.minX) < 1.5 && abs($0.maxX - 200) < 1.5 && abs($0.minY - 50) < 1.5 && abs($0.maxY - 100) < 1.5 },
                "\(shapes)")
        #expect(shapes.contains { abs($0.minX) < 1.5 && abs($0.maxX - 200) < 1.5 && abs($0.minY) < 1.5 && abs($0.maxY - 100) < 1.5 })
    }
}
