import Foundation

/// A presented alert, drawn as iOS draws one over the screen: the screen dimmed, and a 270 pt
/// panel (narrower on a narrower page) in its middle with the title (headline), the message (footnote), both centred, and the
/// actions under a hairline: two side by side when both fit half the panel (the cancel action
/// leading), otherwise one above the other (the cancel action last); with no actions, "OK".
/// Cancel actions are semibold, destructive ones red, the rest in the tint. While it shows,
/// VoiceOver reads and taps reach only the alert. Made by `alert(_:isPresented:actions:message:)`
/// when the binding is true; drawn by the screen's layout (`ScreenLayout`).
package nonisolated struct PresentedAlert {
    let title: AnyView
    let message: AnyView?
    let actions: AnyView
    /// The tint where the alert was presented, its actions' colour.
    var tint: Color? = nil
    /// Nil for an alert; for a confirmation dialog, whether its title shows.
    var dialogTitleShows: Bool? = nil
}

/// A presented alert or dialog, resolved: its panel, and where it goes.
package nonisolated struct PresentedPanel {
    /// The panel, one view.
    package let node: ResolvedNode
    /// True for a confirmation dialog on compact width: at the bottom of the page, not in its middle.
    package let atBottom: Bool
    /// False for a dialog on regular width, shown as iOS shows a popover: the page under it not veiled.
    package var dims = true
}

/// The alerts and sheets presented while a screen resolves, in the order their modifiers were met.
package final nonisolated class PresentationCollector: @unchecked Sendable {
    package var alerts: [PresentedAlert] = []
    package var sheets: [PresentedSheet] = []
    package init() {}
}

/// The roles of the buttons resolved while an alert's actions resolve, in order.
final nonisolated class ButtonRoleRecorder: @unchecked Sendable {
    var roles: [ButtonRole?] = []
}

nonisolated extension EnvironmentValues {
    private nonisolated struct PresentationCollectorKey: EnvironmentKey {
        static var defaultValue: PresentationCollector? { nil }
    }
    private nonisolated struct ButtonRoleRecorderKey: EnvironmentKey {
        static var defaultValue: ButtonRoleRecorder? { nil }
    }

    /// Where presented alerts are gathered (set by the screen's layout).
    package var presentationCollector: PresentationCollector? {
        get { self[PresentationCollectorKey.self] }
        set { self[PresentationCollectorKey.self] = newValue }
    }

    /// Where buttons note their roles (an alert's actions).
    var buttonRoleRecorder: ButtonRoleRecorder? {
        get { self[ButtonRoleRecorderKey.self] }
        set { self[ButtonRoleRecorderKey.self] = newValue }
    }
}

/// The alert modifiers: the content, and the alert handed to the screen when presented.
nonisolated struct AlertPresenter<Content: View>: View, PrimitiveView {
    let content: Content
    let alert: PresentedAlert?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if var alert {
            alert.tint = environment.tint
            environment.presentationCollector?.alerts.append(alert)
        }
        return resolveView(content, in: environment)
    }
}

nonisolated extension PresentedAlert {
    /// The alert's or dialog's panel, resolved in `environment`.
    package func panel(in environment: EnvironmentValues) -> PresentedPanel {
        var inner = environment
        inner.tint = tint ?? environment.tint
        inner.buttonStyle = nil
        if let dialogTitleShows {
            return dialogPanel(titleShows: dialogTitleShows, in: inner, environment: environment)
        }
        let recorder = ButtonRoleRecorder()
        inner.buttonRoleRecorder = recorder
        var buttons = resolveView(actions.buttonStyle(PresentedActionStyle.alert), in: inner)
        var roles = recorder.roles
        if buttons.isEmpty {
            buttons = resolveView(Button("OK") {}.buttonStyle(PresentedActionStyle.alert), in: inner)
            roles = [nil]
        }
        // Each button one view, its role known: the cancel action leads a pair side by side and
        // ends a column.
        var column = buttons, pair = buttons
        if roles.count == buttons.count, let cancel = roles.firstIndex(where: { $0 == .cancel }) {
            let button = column.remove(at: cancel)
            column.append(button)
            pair = [button] + column.dropLast()
        }
        let view = AlertPanel(title: title, message: message, buttons: column, pair: pair)
        return PresentedPanel(node: PresentedAlert.single(resolveView(view, in: environment)), atBottom: false)
    }

    /// `nodes` as one view.
    static func single(_ nodes: [ResolvedNode]) -> ResolvedNode {
        nodes.count == 1 ? nodes[0] : .vstack(nodes)
    }
}

/// The alert's panel.
nonisolated struct AlertPanel: View {
    let title: AnyView
    let message: AnyView?
    /// The actions in a column's order (the cancel action last).
    let buttons: [ResolvedNode]
    /// The same in a row's order (the cancel action leading).
    let pair: [ResolvedNode]

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: AlertMetrics.messageSpacing) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(Color.primary)
            .padding(.horizontal, AlertMetrics.textInset)
            .padding(.vertical, AlertMetrics.textVerticalInset)
            .frame(maxWidth: .infinity)
            Divider()
            if buttons.count == 2 {
                ViewThatFits(in: .horizontal) {
                    EqualHalves {
                        ResolvedViews(nodes: [pair[0]])
                        ResolvedViews(nodes: [pair[1]])
                    }
                    // A hairline between the two, the whole row tall.
                    .overlay { HStack(spacing: 0) { Divider() } }
                    column
                }
            } else {
                column
            }
        }
        .frame(maxWidth: AlertMetrics.width)
        .background(AlertMetrics.panel, in: RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius))
        .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius))
    }

    /// The actions one above the other, a hairline between each.
    private var column: some View {
        VStack(spacing: 0) {
            ForEach(buttons.indices, id: \.self) { index in
                if index > 0 { Divider() }
                ResolvedViews(nodes: [buttons[index]])
            }
        }
    }
}

/// Two views side by side, each half the width: as wide as twice the wider one wants.
nonisolated struct EqualHalves: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let half = proposal.width.map { $0 / 2 }
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: half, height: nil)) }
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? 2 * (ideal.map(\.width).max() ?? 0), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let half = bounds.width / 2
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * half, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: half, height: bounds.height))
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? { nil }
}

/// An alert's or dialog's action: the label centred on its row, semibold for a cancel action,
/// red for a destructive one, in the tint (the accent colour unless set) otherwise.
nonisolated struct PresentedActionStyle: ButtonStyle {
    let font: Font
    let verticalInset: CGFloat
    let minHeight: CGFloat

    /// An alert's: body text on a 44 pt row.
    static let alert = PresentedActionStyle(font: .body, verticalInset: AlertMetrics.buttonVerticalInset,
                                            minHeight: ButtonMetrics.minimumHeight)
    /// A dialog's: title 3 on a 57 pt row.
    static let dialog = PresentedActionStyle(font: .title3, verticalInset: DialogMetrics.buttonVerticalInset,
                                             minHeight: DialogMetrics.rowHeight)

    func makeBody(configuration: Configuration) -> some View {
        AlertActionLabel(label: configuration.label, role: configuration.role)
            .font(configuration.role == .cancel ? font.weight(.semibold) : font)
            .multilineTextAlignment(.center)
            .padding(.horizontal, AlertMetrics.textInset)
            .padding(.vertical, verticalInset)
            .frame(maxWidth: .infinity, minHeight: minHeight)
    }
}

/// An alert action's label in its colour.
nonisolated struct AlertActionLabel: View, PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var coloured = environment
        coloured.foregroundColor = role == .destructive ? .red : environment.tint ?? .accentColor
        return resolveView(label, in: coloured)
    }
}

/// The alert's measurements and colours, one constant each (iOS draws them; Apple does not
/// document the values: guesses from screenshots).
public nonisolated enum AlertMetrics {
    /// The panel's width.
    public static let width: CGFloat = 270
    /// The panel's corner radius.
    public static let cornerRadius: CGFloat = 14
    /// Space between the panel's sides and its texts.
    public static let textInset: CGFloat = 16
    /// Space above the title and below the message.
    public static let textVerticalInset: CGFloat = 19
    /// Space between the title and the message.
    public static let messageSpacing: CGFloat = 2
    /// Space above and below an action's label.
    public static let buttonVerticalInset: CGFloat = 11
    /// The panel (iOS's alert material, drawn opaque).
    public static let panel = Color(hex: 0xf2f2f2, darkHex: 0x2c2c2e)
    /// The least space above and below the panel on a page as tall as its content.
    public static let pageMargin: CGFloat = 40
    /// The veil over the screen under an alert.
    public static let dimming = Color.black.opacity(0.2)
}
