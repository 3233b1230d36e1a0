import Foundation

/// A presented sheet, full-screen cover or popover, drawn as iOS draws it over the screen that
/// presents it (`SheetLayout` in the layout engine):
/// - a **sheet** on compact width rises from the page's bottom to its detent (`PresentationDetent`;
///   `large` unless its content chooses), with its top corners rounded; at `large` the screen
///   under it is shrunk back behind it, a card on black, as iOS stacks the two; lower, the screen
///   stays and is veiled. On regular width it is a form sheet in the page's middle over a veil.
/// - a **full-screen cover** takes the whole page.
/// - a **popover** on regular width is a bubble beside the view that presents it, its arrow
///   pointing at it; on compact width it shows as a sheet unless its content asks otherwise
///   (`presentationCompactAdaptation`).
/// While it shows, VoiceOver reads and taps reach only what it presents. Only the first
/// presentation met is drawn, and a sheet presented from a sheet is not.
package nonisolated struct PresentedSheet {
    /// What is presented.
    package nonisolated enum Kind {
        case sheet
        case fullScreenCover
        case popover(source: FrameRecord, arrowEdge: Edge?)
        /// iOS 17's inspector: a sheet on compact width; on regular width a trailing column (not drawn).
        case inspector
    }

    let content: AnyView
    let kind: Kind
    /// The environment where it was presented: the content sees it, as in SwiftUI.
    var environment = EnvironmentValues()
}

/// Where a presented view goes on the page.
package nonisolated enum SheetPlacement {
    /// At the page's bottom, at `detent` (compact width).
    case bottom(PresentationDetent)
    /// A form sheet in the page's middle (regular width).
    case form
    /// The whole page.
    case cover
    /// A bubble beside the view whose placement `source` records, its arrow on `arrowEdge`
    /// (nil: below the view when there is room, as iOS chooses).
    case popover(source: FrameRecord, arrowEdge: Edge?)
}

/// A presented view, resolved: its panel (content, background, drag indicator and corners) and
/// where it goes.
package nonisolated struct ResolvedSheet {
    /// The panel, one view; it takes any size offered and lays its content out in the middle.
    package let node: ResolvedNode
    package let placement: SheetPlacement
    /// The colour of a popover's arrow.
    package let arrowColor: Color
    /// The environment it was presented from (a custom detent reads it).
    package let environment: EnvironmentValues
    /// Whether the screen behind a sheet below `large` takes input (`presentationBackgroundInteraction`):
    /// then it is not veiled, and VoiceOver and taps still reach it.
    package var screenTakesInput = false
}

/// What a sheet's content asks of the sheet, with the presentation modifiers, gathered while it resolves.
final nonisolated class SheetOptions: @unchecked Sendable {
    var detents: [PresentationDetent] = []
    var selection: PresentationDetent?
    var dragIndicator: Visibility = .automatic
    var background: AnyView?
    var cornerRadius: CGFloat?
    var compactAdaptation: PresentationAdaptation = .automatic
    var backgroundInteraction: PresentationBackgroundInteraction = .automatic

    /// The detent the sheet shows at: the selection when it is one of the detents (and active),
    /// else the smallest active one, else `large`.
    func shownDetent(in environment: EnvironmentValues) -> PresentationDetent {
        let large = SheetMetrics.largeHeight(in: environment)
        let active = detents.compactMap { detent in detent.height(large: large, in: environment).map { (detent, $0) } }
        if let selection, active.contains(where: { $0.0 == selection }) { return selection }
        return active.min { $0.1 < $1.1 }?.0 ?? .large
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct SheetOptionsKey: EnvironmentKey {
        static var defaultValue: SheetOptions? { nil }
    }

    /// Where a sheet's content notes its presentation options (set while a sheet's content resolves).
    var sheetOptions: SheetOptions? {
        get { self[SheetOptionsKey.self] }
        set { self[SheetOptionsKey.self] = newValue }
    }

    private nonisolated struct NavigationFillsHeightKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether a navigation stack takes all the height it is offered (in a sheet, which it fills),
    /// its content in the middle of what the bar leaves, rather than its content's height (a page).
    var navigationFillsHeight: Bool {
        get { self[NavigationFillsHeightKey.self] }
        set { self[NavigationFillsHeightKey.self] = newValue }
    }
}

/// The sheet, cover and popover modifiers: the content, and what it presents handed to the screen.
nonisolated struct SheetPresenter<Content: View>: View, PrimitiveView {
    let content: Content
    let sheet: PresentedSheet?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let nodes = resolveView(content, in: environment)
        guard var sheet, let collector = environment.presentationCollector else { return nodes }
        if case .inspector = sheet.kind, environment.horizontalSizeClass == .regular { return nodes }
        sheet.environment = environment
        collector.sheets.append(sheet)
        if case .popover(let source, _) = sheet.kind {
            return nodes.map { .effect(.recordsFrame(source), $0) }
        }
        return nodes
    }
}

nonisolated extension PresentedSheet {
    /// The presented view, resolved in the environment it was presented in.
    package func resolved() -> ResolvedSheet {
        var inner = environment
        let options = SheetOptions()
        inner.sheetOptions = options
        inner.navigationFillsHeight = true
        let nodes = resolveView(content, in: inner)
        let regular = environment.horizontalSizeClass == .regular
        let placement: SheetPlacement
        switch kind {
        case .fullScreenCover: placement = .cover
        case .sheet: placement = regular ? .form : .bottom(options.shownDetent(in: environment))
        case .inspector: placement = .bottom(options.shownDetent(in: environment))
        case .popover(let source, let edge):
            switch options.compactAdaptation {
            case _ where regular, .popover, .none: placement = .popover(source: source, arrowEdge: edge)
            case .fullScreenCover: placement = .cover
            case .automatic, .sheet: placement = .bottom(options.shownDetent(in: environment))
            }
        }
        let system = SheetMetrics.cornerRadius
        let corners: (top: CGFloat, bottom: CGFloat)
        switch placement {
        case .bottom: corners = (options.cornerRadius ?? system, 0)
        case .form: corners = (options.cornerRadius ?? system, options.cornerRadius ?? system)
        case .cover: corners = (0, 0)
        case .popover: corners = (SheetMetrics.popoverCornerRadius, SheetMetrics.popoverCornerRadius)
        }
        var indicator = false, isPopover = false
        if case .popover = placement { isPopover = true }
        if case .bottom = placement {
            indicator = options.dragIndicator == .visible || (options.dragIndicator == .automatic && Set(options.detents).count > 1)
        }
        let fill: Color
        if case .cover = placement { fill = Color(uiColor: .systemBackground) } else { fill = SheetMetrics.background }
        let panel = SheetPanel(content: nodes, background: options.background ?? AnyView(Rectangle().fill(fill)),
                               topRadius: corners.top, bottomRadius: corners.bottom, showsDragIndicator: indicator,
                               castsShadow: isPopover)
        var resolved = ResolvedSheet(node: PresentedAlert.single(resolveView(panel, in: environment)), placement: placement,
                                     arrowColor: fill, environment: environment)
        if case .bottom(let detent) = placement, !detent.isLarge {
            let large = SheetMetrics.largeHeight(in: environment)
            resolved.screenTakesInput = options.backgroundInteraction.enables(at: detent, large: large, in: environment)
        }
        return resolved
    }
}

/// A sheet's panel: its content in the middle of whatever size it is given (at its top when taller,
/// as a navigation bar stays at a sheet's top), over its background, the drag indicator at its
/// top, its corners rounded.
nonisolated struct SheetPanel: View {
    let content: [ResolvedNode]
    let background: AnyView
    let topRadius: CGFloat
    let bottomRadius: CGFloat
    let showsDragIndicator: Bool
    /// A popover's shadow around it.
    let castsShadow: Bool

    var body: some View {
        if castsShadow {
            panel.shadow(color: SheetMetrics.popoverShadow, radius: SheetMetrics.popoverShadowRadius)
        } else {
            panel
        }
    }

    private var panel: some View {
        // In the middle when it fits; from the top, cut at the bottom, when it does not.
        ViewThatFits(in: .vertical) {
            ResolvedViews(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            ResolvedViews(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
            .background { background }
            .overlay(alignment: .top) {
                if showsDragIndicator {
                    Capsule()
                        .fill(SheetMetrics.dragIndicator)
                        .frame(width: SheetMetrics.dragIndicatorSize.width, height: SheetMetrics.dragIndicatorSize.height)
                        .padding(.top, SheetMetrics.dragIndicatorTop)
                }
            }
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius,
                                              bottomTrailingRadius: bottomRadius, topTrailingRadius: topRadius))
    }
}

/// The look of presented sheets and popovers. iOS draws them but documents no figures: every value
/// here is a guess from its screenshots, each a single constant.
public nonisolated enum SheetMetrics {
    /// A sheet's corner radius.
    public static let cornerRadius: CGFloat = 10
    /// A popover's corner radius.
    public static let popoverCornerRadius: CGFloat = 13
    /// The background of a sheet or popover: the system background, lifted in dark mode.
    public static let background = Color(hex: 0xffffff, darkHex: 0x1c1c1e)
    /// The drag indicator's colour, size and distance from the sheet's top.
    public static let dragIndicator = Color(hex: 0xc7c7cc, darkHex: 0x5a5a5e)
    public static let dragIndicatorSize = CGSize(width: 36, height: 5)
    public static let dragIndicatorTop: CGFloat = 5
    /// `medium`'s height as a share of `large`'s.
    public static let mediumShare: CGFloat = 0.5
    /// Behind a `large` sheet: the black above the presenting screen's shrunk top edge.
    public static let stackedScreenTop: CGFloat = 10
    /// Behind a `large` sheet: how far the presenting screen's sides move in.
    public static let stackedScreenInset: CGFloat = 16
    /// Behind a `large` sheet: the gap between the presenting screen's top edge and the sheet's.
    public static let stackedSheetGap: CGFloat = 10
    /// The colour behind the shrunk presenting screen.
    public static let stackedBackdrop = Color.black
    /// The veil over the screen under a sheet (and over the shrunk screen behind a `large` one).
    public static let dimming = Color.black.opacity(0.2)
    /// A form sheet's size on regular width (smaller on a smaller page).
    public static let formSize = CGSize(width: 540, height: 620)
    /// The least space between a form sheet or popover and the page's edges.
    public static let pageMargin: CGFloat = 20
    /// A popover arrow's height (from the bubble to its tip) and its width at the bubble.
    public static let arrowHeight: CGFloat = 13
    public static let arrowWidth: CGFloat = 26
    /// A popover's shadow.
    public static let popoverShadow = Color.black.opacity(0.15)
    public static let popoverShadowRadius: CGFloat = 20

    /// The height of `large` on the screen `environment` describes (its container's height below
    /// the stacked screen's top), for choosing between detents before layout; 800 pt of screen
    /// when no container is known. Layout places the sheet with the page's own height.
    static func largeHeight(in environment: EnvironmentValues) -> CGFloat {
        max(0, (environment.containerSize.height ?? 800) - stackedScreenTop - stackedSheetGap)
    }
}

nonisolated extension View {
    /// A sheet over the screen while `isPresented` is true (`PresentedSheet`); `onDismiss` never runs.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetPresenter(content: self, sheet: isPresented.wrappedValue ? PresentedSheet(content: AnyView(content()), kind: .sheet) : nil)
    }

    /// A sheet over the screen for `item` while it is not nil (`PresentedSheet`).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetPresenter(content: self, sheet: item.wrappedValue.map { PresentedSheet(content: AnyView(content($0)), kind: .sheet) })
    }

    /// A cover over the whole screen while `isPresented` is true (`PresentedSheet`).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetPresenter(content: self, sheet: isPresented.wrappedValue
                       ? PresentedSheet(content: AnyView(content()), kind: .fullScreenCover) : nil)
    }

    /// A cover over the whole screen for `item` while it is not nil (`PresentedSheet`).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetPresenter(content: self, sheet: item.wrappedValue.map { PresentedSheet(content: AnyView(content($0)), kind: .fullScreenCover) })
    }

    /// A popover beside this view while `isPresented` is true, a sheet on compact width (`PresentedSheet`).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetPresenter(content: self, sheet: isPresented.wrappedValue
                       ? PresentedSheet(content: AnyView(content()), kind: .popover(source: FrameRecord(), arrowEdge: arrowEdge)) : nil)
    }

    /// A popover beside this view for `item` while it is not nil, a sheet on compact width (`PresentedSheet`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        SheetPresenter(content: self, sheet: item.wrappedValue.map {
            PresentedSheet(content: AnyView(content($0)), kind: .popover(source: FrameRecord(), arrowEdge: arrowEdge))
        })
    }
}

/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor`: the arrow points at the
/// middle of the view's edge whatever is given (a deviation: a point or a smaller rect is not read).
public nonisolated enum PopoverAttachmentAnchor: Sendable {
    /// A rect of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}
