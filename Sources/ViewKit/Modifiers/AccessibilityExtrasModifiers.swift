import Foundation

/// Which view VoiceOver's cursor is on, as SwiftUI's `@AccessibilityFocusState`: the same type
/// as `FocusState` here (a snapshot has no cursor; the value stays what it was set to).
public typealias AccessibilityFocusState = FocusState

/// What kind of text an element holds, as SwiftUI's `AccessibilityTextContentType` (VoiceOver
/// reads some kinds differently; a transcript does not).
public nonisolated struct AccessibilityTextContentType: Hashable, Sendable {
    private let name: String

    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A console's output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File names and paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How much custom content matters, as Accessibility's `AXCustomContent.Importance`.
public nonisolated enum AccessibilityCustomContentImportance: Hashable, Sendable {
    /// Read on request, from the More Content rotor.
    case `default`
    /// Read after the element's value.
    case high
}

nonisolated extension View {
    /// Lets VoiceOver's cursor be moved to this view when `binding` is true: accepted, as a
    /// snapshot has no cursor.
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Lets VoiceOver's cursor be moved to this view when `binding` holds `value`: accepted.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { self }

    /// Accepted: whether the element takes actions does not change what is read.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Accepted: a snapshot is drawn with colours as they are.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Accepted: where VoiceOver taps the element does not change what is read or which area is
    /// tapped in the snapshot's tap targets.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// Accepted, as `accessibilityActivationPoint(_: CGPoint)`.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Accepted: a three-finger scroll is not something a still shows or a transcript lists.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Accepted: linked groups change how VoiceOver moves between elements, not what it reads.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Accepted: the kind of text does not change the transcript.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Accepted: custom content at the default importance is read only from the More Content
    /// rotor, which a transcript does not list (README, deviations: high importance is not read
    /// either).
    public func accessibilityCustomContent(_ label: Text, _ value: Text?,
                                           importance: AccessibilityCustomContentImportance = .default) -> some View { self }

    /// Accepted, as `accessibilityCustomContent(_:_:importance:)` with texts.
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text?,
                                           importance: AccessibilityCustomContentImportance = .default) -> some View { self }

    /// Accepted, as `accessibilityCustomContent(_:_:importance:)` with texts.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V,
                                                              importance: AccessibilityCustomContentImportance = .default)
        -> some View { self }

    /// The actions of the buttons in `content`, listed after this view's element under their
    /// labels, as `accessibilityAction(named:_:)` lists one (SwiftUI's iOS 16 form):
    /// `.accessibilityActions { Button("Archive") { ... }; Button("Delete") { ... } }`.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let actions = content()
        return wrappingNodes { node, environment in
            let names = ResolvedNode.buttonLabels(resolveView(actions, in: environment))
            if case .accessibility(var spec, let child) = node {
                spec.actionNames += names
                return .accessibility(spec, child)
            }
            var spec = AccessibilitySpec()
            spec.actionNames = names
            return .accessibility(spec, node)
        }
    }

    /// Reads `representation` in place of this view, as SwiftUI's
    /// `accessibilityRepresentation(representation:)`: this view is drawn and keeps its taps, and
    /// VoiceOver reads the representation (laid out over it, in its frame, not drawn, no taps)
    /// instead of what this view would read: `.accessibilityRepresentation { Toggle("Reminders",
    /// isOn: $isOn) }` on a switch of your own.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let read = representation()
        return RepresentationLayout {
            accessibilityHidden(true)
            read.allowsHitTesting(false).wrappingNodes { node, _ in .effect(.unseen, node) }
        }
    }
}

/// A view (the first subview) and what VoiceOver reads in its place (the second): as large as
/// the view, both placed in its frame. (A background or overlay would not do: what decorates a
/// view is not read.)
private nonisolated struct RepresentationLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: index == 0 ? proposal : ProposedViewSize(bounds.size))
        }
    }
}

nonisolated extension ResolvedNode {
    /// The labels of the buttons in `nodes`, in order (each its texts joined as VoiceOver reads them).
    static func buttonLabels(_ nodes: [ResolvedNode]) -> [String] {
        var labels: [String] = []
        func visit(_ node: ResolvedNode) {
            if case .button(let label, _) = node {
                let text = plainText([label])
                if !text.isEmpty { labels.append(text) }
                return
            }
            _ = node.mappingChildren { child in visit(child); return child }
        }
        nodes.forEach(visit)
        return labels
    }
}

/// Accessibility's `AXCustomContent`, for its `Importance` (`AXCustomContent.Importance.high`).
public nonisolated enum AXCustomContent {
    /// How much custom content matters.
    public typealias Importance = AccessibilityCustomContentImportance
}
