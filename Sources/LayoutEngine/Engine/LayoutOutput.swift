import Drawing
import Foundation

/// What placing a tree produces, gathered in paint order.
struct LayoutOutput {
    var items: [DisplayItem] = []
    var elements: [AccessibilityElement] = []
    var tapTargets: [TapTarget] = []
    /// Tap targets' action numbers, parallel to `tapTargets`.
    var actionIDs: [Int] = []
    var annotations: [ComponentAnnotation] = []
    /// Runs of `elements` that set a sort priority and are not yet ordered among their
    /// neighbours (`sortElements(from:)` orders and forgets them).
    var sortGroups: [AccessibilitySortGroup] = []
    /// Where a presented alert's layer starts in `items` (`DisplayList.modalLayerStart`).
    var modalLayerStart: Int?
}

/// How accessibility is gathered while placing a subtree.
enum AccessibilityMode {
    /// Elements are emitted as found.
    case normal
    /// Inside a hidden subtree: nothing is emitted.
    case hidden
    /// Inside a combining element: labels are collected into the enclosing element.
    case combining
}
