import Foundation

/// A presented confirmation dialog, drawn as iOS draws one: on compact width (iPhone) an action
/// sheet at the bottom of the page, its actions one above the other on a rounded panel (the title,
/// when it shows, and the message above them in small grey text), and the cancel action on a
/// panel of its own below ("Cancel" when none is given, as iOS adds); on regular width (iPad,
/// where iOS shows it in a popover by the view that presented it) the panel without a cancel
/// action, in the middle of the page, which is not veiled (popovers do not dim what they cover). The title shows with `titleVisibility: .visible` (iOS hides
/// it otherwise). Destructive actions are red, cancel semibold, the rest in the tint.
nonisolated extension PresentedAlert {
    func dialogPanel(titleShows: Bool, in inner: EnvironmentValues, environment: EnvironmentValues) -> PresentedPanel {
        var inner = inner
        let recorder = ButtonRoleRecorder()
        inner.buttonRoleRecorder = recorder
        var buttons = resolveView(actions.buttonStyle(PresentedActionStyle.dialog), in: inner)
        let roles = recorder.roles
        var cancel: ResolvedNode?
        if roles.count == buttons.count, let index = roles.firstIndex(where: { $0 == .cancel }) {
            cancel = buttons.remove(at: index)
        }
        let compact = environment.horizontalSizeClass != .regular
        if compact, cancel == nil {
            var plain = inner
            plain.buttonRoleRecorder = nil
            cancel = PresentedAlert.single(resolveView(Button("Cancel", role: .cancel) {}.buttonStyle(PresentedActionStyle.dialog), in: plain))
        }
        let view = DialogPanel(title: titleShows ? title : nil, message: message, buttons: buttons,
                               cancel: compact ? cancel : nil)
        return PresentedPanel(node: PresentedAlert.single(resolveView(view, in: environment)), atBottom: compact, dims: compact)
    }
}

/// The dialog's panels.
nonisolated struct DialogPanel: View {
    let title: AnyView?
    let message: AnyView?
    let buttons: [ResolvedNode]
    let cancel: ResolvedNode?

    var body: some View {
        VStack(spacing: DialogMetrics.panelSpacing) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: AlertMetrics.messageSpacing) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color.secondary)
                    .padding(.horizontal, AlertMetrics.textInset)
                    .padding(.vertical, DialogMetrics.textVerticalInset)
                    .frame(maxWidth: .infinity)
                    if !buttons.isEmpty { Divider() }
                }
                ForEach(buttons.indices, id: \.self) { index in
                    if index > 0 { Divider() }
                    ResolvedViews(nodes: [buttons[index]])
                }
            }
            .background(AlertMetrics.panel, in: RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius))
            .clipShape(RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius))
            if let cancel {
                ResolvedViews(nodes: [cancel])
                    .background(DialogMetrics.cancelPanel, in: RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius))
            }
        }
        .frame(maxWidth: DialogMetrics.maxWidth)
        .padding(DialogMetrics.margin)
    }
}

/// The confirmation dialog's measurements and colours, one constant each (guesses from
/// screenshots: Apple does not document them).
public nonisolated enum DialogMetrics {
    /// Space between the panels and the page's edges.
    public static let margin: CGFloat = 8
    /// Space between the actions' panel and the cancel panel.
    public static let panelSpacing: CGFloat = 8
    /// The panels' corner radius.
    public static let cornerRadius: CGFloat = 13
    /// An action row's least height.
    public static let rowHeight: CGFloat = 57
    /// Space above and below an action's label.
    public static let buttonVerticalInset: CGFloat = 16
    /// Space above and below the title and message.
    public static let textVerticalInset: CGFloat = 14
    /// The widest the panels get (an iPhone's width in landscape is more than a sheet needs).
    public static let maxWidth: CGFloat = 414
    /// The cancel action's panel (opaque, a step lighter than the actions' in dark mode).
    public static let cancelPanel = Color(hex: 0xffffff, darkHex: 0x2c2c2e)
}
