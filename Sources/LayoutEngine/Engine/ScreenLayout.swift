import Drawing
import Foundation
import MainActorWork
import ViewKit

/// A laid-out screen: the display list and the actions its tap targets run.
public struct LaidOutScreen: @unchecked Sendable {
    /// What to draw, read and tap.
    public let displayList: DisplayList
    /// The action number of each tap target, parallel to `displayList.tapTargets`.
    public let actionIDs: [Int]
    /// The actions the view's buttons registered.
    public let actions: ActionStore
    /// What the layout pass cost.
    public let statistics: LayoutStatistics

    /// Runs the action of the tap target at `index`, tapped in its middle; false when there is none.
    @discardableResult
    public func tap(targetAt index: Int) -> Bool {
        guard actionIDs.indices.contains(index) else { return false }
        // An action is main-actor code, as the body that made it.
        let frame = displayList.tapTargets.indices.contains(index) ? displayList.tapTargets[index].frame : nil
        return MainActorGate.run { actions.run(actionIDs[index], targetFrame: frame) }
    }
}

/// What one layout pass cost: the yardstick of the engine's promise that layout grows linearly
/// with the number of views, whatever their nesting.
public struct LayoutStatistics: Sendable, Hashable {
    /// The resolved views in the tree (every text, shape, stack, modifier...).
    public let viewCount: Int
    /// How many sizes the pass worked out; an answer remembered and given again is not counted.
    public let sizeComputations: Int
    /// How many explicit alignment guides the pass worked out (`alignmentGuide`, and the guides of
    /// your own that containers pass on); remembered answers are not counted.
    public let guideComputations: Int

    /// Sizes worked out per view.
    public var computationsPerView: Double {
        viewCount == 0 ? 0 : Double(sizeComputations) / Double(viewCount)
    }
}

/// Lays out views for a screen.
public enum ScreenLayout {
    /// The tallest page laid out, in points: taller content is refused (`LayoutError.unbounded`)
    /// rather than laid out at a size no raster could draw.
    public static let maximumHeight: CGFloat = 1_000_000

    /// Lays `view` out at `width` points wide, with `margins` on every side and `background` under
    /// everything: its content's height tall, or, given a `height`, exactly that tall with the
    /// content offered what the margins leave of it.
    ///
    /// Views are evaluated on the main actor (`MainActorGate`), whichever thread calls it, as in
    /// SwiftUI: the view tree, a presented sheet's and alert's content, and a `GeometryReader`'s
    /// content when it is placed. Measuring and placing run on the calling thread.
    ///
    /// - Throws: `LayoutError` when an image names an unknown asset, or the view is not finite.
    public static func layout<V: View>(
        _ view: V, environment: EnvironmentValues, width: CGFloat, height fixedHeight: CGFloat? = nil, margins: CGFloat,
        background: Color,
        measurer: any TextMeasuring, images: (any ImageSizing)?
    ) throws -> LaidOutScreen {
        let clock = LayoutPhaseClock.current
        var mark = clock == nil ? 0 : LayoutPhaseClock.threadSeconds()
        var environment = environment
        let actions = environment.actionStore ?? ActionStore()
        environment.actionStore = actions
        // With no container given, the page is the container (`containerRelativeFrame`).
        if environment.containerSize == .unspecified {
            environment.containerSize = ProposedViewSize(width: width, height: fixedHeight)
        }
        let presentations = PresentationCollector()
        environment.presentationCollector = presentations
        let nodes = MainActorGate.run { resolveView(view, in: environment) }
        clock?.add(.resolve, since: &mark)
        let engine = LayoutPass(measurer: measurer, images: images, layoutDirection: environment.layoutDirection)
        let root = LayoutNode(nodes.count == 1 ? nodes[0] : .vstack(nodes), pass: engine)
        engine.textSlots.reserveCapacity(engine.textNodeCount)
        clock?.add(.build, since: &mark)
        let inner = max(0, width - 2 * margins)
        let rootProposal = ProposedSize(width: inner, height: fixedHeight.map { max(0, $0 - 2 * margins) })
        let contentSize = engine.size(root, rootProposal)
        var height = fixedHeight ?? contentSize.height + 2 * margins
        // Resolved before the alerts are read: an alert may be presented from inside the sheet.
        let sheet = presentations.sheets.first.map { presented in
            let content = MainActorGate.run { presented.resolved() }
            let measured = engine.measuredSheet(content, width: width, pageHeight: height, fixedHeight: fixedHeight,
                                                screenHeight: environment.containerSize.height ?? height,
                                                colorScheme: environment.colorScheme)
            height = measured.pageHeight
            return measured.sheet
        }
        let alert = presentations.alerts.first.map { presented in
            engine.measuredAlert(MainActorGate.run { presented.panel(in: environment) }, pageWidth: width)
        }
        if fixedHeight == nil, let alert { height = max(height, alert.size.height + 2 * AlertMetrics.pageMargin) }
        guard height.isFinite, height < maximumHeight else {
            throw LayoutError.unbounded(height: height)
        }
        clock?.add(.measure, since: &mark)
        var output = LayoutOutput()
        // About an item a view and an element a text: made once, not grown by doubling (a long
        // page's arrays are copied into the next size up several times otherwise).
        output.items.reserveCapacity(engine.nodeCount)
        output.elements.reserveCapacity(engine.textNodeCount)
        let slot = CGRect(x: margins, y: margins, width: inner, height: contentSize.height)
        let frame = engine.align(contentSize, .top, in: slot)
        root.placementProposal = rootProposal
        engine.place(root, in: frame, mode: .normal, into: &output)
        let pageBackground = background.resolve(in: environment.colorScheme).rgba
        if let sheet {
            height = engine.placeSheet(sheet, over: CGSize(width: width, height: height), background: pageBackground,
                                       colorScheme: environment.colorScheme, fixedHeight: fixedHeight, into: &output)
        }
        if let alert {
            engine.placeAlert(alert, over: CGSize(width: width, height: height),
                              dimming: AlertMetrics.dimming.resolve(in: environment.colorScheme).rgba, into: &output)
        }
        clock?.add(.place, since: &mark)
        // The screen is the outermost accessibility container.
        output.sortElements(from: 0)
        if let error = engine.firstError { throw error }
        var list = DisplayList(
            size: CGSize(width: width, height: height), background: pageBackground,
            items: output.items, accessibilityElements: output.elements, tapTargets: output.tapTargets,
            annotations: output.annotations)
        list.modalLayerStart = output.modalLayerStart
        clock?.add(.finish, since: &mark)
        clock?.countPass()
        let statistics = LayoutStatistics(viewCount: engine.nodeCount, sizeComputations: engine.sizeComputations,
                                          guideComputations: engine.guideComputations)
        return LaidOutScreen(displayList: list, actionIDs: output.actionIDs, actions: actions, statistics: statistics)
    }
}

