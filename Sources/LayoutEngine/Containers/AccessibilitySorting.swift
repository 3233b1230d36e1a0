import Drawing
import Foundation

/// A run of accessibility elements that `accessibilitySortPriority(_:)` moves as one.
struct AccessibilitySortGroup {
    /// The elements' indices in `LayoutOutput.elements` when the run was placed.
    let range: Range<Int>
    /// Higher is read first.
    let priority: Double
}

extension LayoutOutput {
    /// Orders the elements from `start` to the end, VoiceOver's order within one container (an
    /// `accessibilityElement(children: .contain)`, a view with a sort priority, or the screen):
    /// each outermost sort group recorded there moves as one unit with its priority, every other
    /// element is a unit of priority 0, and units are read highest priority first, equal ones in
    /// the order they were placed. The groups used are forgotten; groups nested in them were
    /// ordered when their own container was.
    mutating func sortElements(from start: Int) {
        let end = elements.count
        guard sortGroups.contains(where: { $0.range.lowerBound >= start }) else { return }
        let inside = sortGroups.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end && !$0.range.isEmpty }
        sortGroups.removeAll { $0.range.lowerBound >= start }
        // Outermost first: by start, the longer of two that start together first.
        var outermost: [AccessibilitySortGroup] = []
        for group in inside.sorted(by: { ($0.range.lowerBound, $1.range.count) < ($1.range.lowerBound, $0.range.count) }) {
            if let last = outermost.last, group.range.lowerBound < last.range.upperBound { continue }
            outermost.append(group)
        }
        guard outermost.contains(where: { $0.priority != 0 }) else { return }
        var units: [AccessibilitySortGroup] = []
        var index = start
        for group in outermost {
            while index < group.range.lowerBound {
                units.append(AccessibilitySortGroup(range: index..<(index + 1), priority: 0))
                index += 1
            }
            units.append(group)
            index = group.range.upperBound
        }
        while index < end {
            units.append(AccessibilitySortGroup(range: index..<(index + 1), priority: 0))
            index += 1
        }
        let ordered = units.enumerated().sorted { first, second in
            first.element.priority != second.element.priority
                ? first.element.priority > second.element.priority : first.offset < second.offset
        }
        let sorted = ordered.flatMap { elements[$0.element.range] }
        elements.replaceSubrange(start..<end, with: sorted)
    }
}
