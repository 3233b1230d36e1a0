import Foundation
import ViewKit

/// What a `Chart` holds: marks, as Swift Charts' `ChartContent`. Here chart content is made of
/// views (deviation: a `ChartContent` is a `View`, and `ChartContentBuilder` is `ViewBuilder`),
/// so `ForEach`, `if` and content types of your own work as they do in Swift Charts.
public protocol ChartContent: View {}

/// Builds a chart's content, as Swift Charts' `ChartContentBuilder` (here the view builder).
public typealias ChartContentBuilder = ViewBuilder

nonisolated extension ForEach: ChartContent where Content: ChartContent {}
nonisolated extension Group: ChartContent where Content: ChartContent {}
nonisolated extension Optional: ChartContent where Wrapped: ChartContent {}
nonisolated extension ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}
nonisolated extension TupleView: ChartContent {}
nonisolated extension EmptyView: ChartContent {}
nonisolated extension AnyView: ChartContent {}

/// The marks of a chart, gathered by resolving its content once (each mark reports itself and
/// draws nothing: the chart draws them all, knowing the scales).
nonisolated final class ChartMarkCollector: @unchecked Sendable {
    var marks: [MarkRecord] = []
    /// Function plots without a domain of their own, sampled once the chart's x domain is known,
    /// with the mark edits around them.
    var pendingFunctions: [(sampling: FunctionSampling, identity: Int, edits: [(inout MarkRecord) -> Void])] = []
    private var functionCount = 0

    /// Takes `record` as the chart's next mark, with `edits` (outermost first) made to it.
    func report(_ record: MarkRecord, edits: [(inout MarkRecord) -> Void]) {
        var mark = record
        for edit in edits { edit(&mark) }
        mark.order = marks.count
        marks.append(mark)
    }

    /// A number telling a function plot's marks from another's.
    func nextFunctionIdentity() -> Int {
        functionCount += 1
        return functionCount
    }

    /// Samples the function plots that had no domain over `domain`.
    func samplePendingFunctions(over domain: ClosedRange<Double>) {
        for pending in pendingFunctions {
            for record in pending.sampling.sample(domain, pending.identity) { report(record, edits: pending.edits) }
        }
        pendingFunctions = []
    }
}

/// Changes a modifier makes to the marks inside it, outermost first (so the innermost wins, as
/// a view's innermost `foregroundStyle` does).
nonisolated struct MarkEdits: @unchecked Sendable {
    var list: [(inout MarkRecord) -> Void] = []
}

private nonisolated struct ChartCollectorKey: EnvironmentKey {
    static let defaultValue: ChartMarkCollector? = nil
}

private nonisolated struct MarkEditsKey: EnvironmentKey {
    static let defaultValue = MarkEdits()
}

nonisolated extension EnvironmentValues {
    var chartCollector: ChartMarkCollector? {
        get { self[ChartCollectorKey.self] }
        set { self[ChartCollectorKey.self] = newValue }
    }

    var markEdits: MarkEdits {
        get { self[MarkEditsKey.self] }
        set { self[MarkEditsKey.self] = newValue }
    }
}

/// A mark as it reports itself to the chart gathering it: outside a chart, nothing.
nonisolated struct MarkReporter: View, PrimitiveView {
    let record: MarkRecord

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        environment.chartCollector?.report(record, edits: environment.markEdits.list)
        return []
    }
}

/// Chart content with a modifier's change to every mark inside it.
public nonisolated struct EditedChartContent<Content: View>: ChartContent {
    let content: Content
    let edit: (inout MarkRecord) -> Void
    /// For a modifier a view has too (`opacity`, `offset`, `zIndex`...): the view's own, used
    /// where no chart is gathering marks. `AnyView`, `TupleView` and `EmptyView` are chart content
    /// whatever they hold, so in a file that imports Charts `AnyView(row).opacity(0.5)` finds this
    /// modifier; outside a chart it must still fade the row.
    let asView: ((AnyView) -> AnyView)?

    /// The content, its marks changed.
    public var body: some View {
        EditingMarks(content: content, edit: edit, asView: asView)
    }
}

private nonisolated struct EditingMarks<Content: View>: View, PrimitiveView {
    let content: Content
    let edit: (inout MarkRecord) -> Void
    let asView: ((AnyView) -> AnyView)?

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if environment.chartCollector == nil, let asView { return resolveView(asView(AnyView(content)), in: environment) }
        var inner = environment
        inner.markEdits.list.append(edit)
        return resolveView(content, in: inner)
    }
}

/// A view that is only a view, not chart content: the view modifiers called on it are the view
/// kit's, not the chart's of the same name (which an `AnyView` would find).
nonisolated struct PlainView: View {
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    var body: some View { content }
}

nonisolated extension ChartContent {
    /// This content with `edit` made to each of its marks; outside a chart's marks, `asView`
    /// (the view modifier of the same name) when given.
    func edited(_ edit: @escaping (inout MarkRecord) -> Void, asView: ((AnyView) -> AnyView)? = nil) -> EditedChartContent<Self> {
        EditedChartContent(content: self, edit: edit, asView: asView)
    }
}
