import Audits
import SnapshotCore
import ViewKit

/// One named view of a component, rendered across a matrix: the unit of the catalogue.
///
/// ```swift
/// Scenario(component: "CampaignCard", name: "spec-example") {
///     CampaignCard(title: "Organ donors save lives", …)
/// }
/// ```
public struct Scenario: Sendable, Identifiable, CustomStringConvertible {
    /// The component it shows, for example `CampaignCard`; the first folder under `Snapshots/`.
    public let component: String
    /// The scenario's name within its component, for example `spec-example`.
    public let name: String
    /// Audit findings this scenario triggers on purpose (a deliberately long title, say). Each must
    /// occur in the cells it applies to, and the findings it matches never fail a run.
    public let expectedFindings: [ExpectedFinding]
    /// Builds the view; called once per rendered cell, from any thread. The scenario's closure runs
    /// on the main actor when the view is laid out.
    public let makeView: @Sendable () -> AnyView
    /// How the view is put on the page: a component (the default) or a whole screen.
    public let presentation: SnapshotPresentation
    /// The cells its goldens cover when not the `golden` matrix's: whole screens are tall, and a
    /// group of goldens picks its cells so that `Snapshots/` stays small.
    public let goldenMatrix: SnapshotMatrix?

    /// A scenario built by a view builder.
    public init<Content: View>(component: String, name: String, expectedFindings: [ExpectedFinding] = [],
                               presentation: SnapshotPresentation = .component, goldenMatrix: SnapshotMatrix? = nil,
                               @ViewBuilder view: @escaping @MainActor @Sendable () -> Content) {
        self.component = component
        self.name = name
        self.expectedFindings = expectedFindings
        self.presentation = presentation
        self.goldenMatrix = goldenMatrix
        self.makeView = ViewEraser(make: view).erasedView
    }

    /// The cells of `matrix` this scenario is drawn in, presented as it asks: the scenario's own
    /// golden cells stand in for the `golden` matrix's.
    public func configurations(in matrix: SnapshotMatrix) -> [SnapshotConfiguration] {
        let cells = matrix.name == SnapshotMatrix.golden.name ? (goldenMatrix ?? matrix) : matrix
        return cells.configurations.map { $0.presented(as: presentation) }
    }

    /// `Component/name`.
    public var id: String { component + "/" + name }

    /// `Component/name`.
    public var description: String { id }

    /// Where `configuration` of this scenario is stored, relative to a snapshot folder.
    public func goldenPath(for configuration: SnapshotConfiguration) -> GoldenPath {
        GoldenPath(component: component, scenario: name, configuration: configuration)
    }
}

/// Wraps a view-making closure so it can be stored type-erased: the view is made when it is
/// resolved, in the same visit to the main actor that lays it out (`MainActorGate`), not in a
/// visit of its own.
private struct ViewEraser<Content: View>: @unchecked Sendable {
    let make: @MainActor @Sendable () -> Content

    /// A view that makes the scenario's view when the page is laid out.
    @Sendable func erasedView() -> AnyView { AnyView(MadeWhenResolved(make: make)) }
}

/// Makes its content on the main actor when it is resolved, and is that content.
private nonisolated struct MadeWhenResolved<Content: View>: View, PrimitiveView {
    let make: @MainActor () -> Content
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(onMainActor(make) { $0() }, in: environment)
    }
}
