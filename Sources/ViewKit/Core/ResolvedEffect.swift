import Foundation

/// A drawing effect as resolved: what layout turns into a display-list effect group.
package nonisolated enum ResolvedEffect: Sendable {
    /// `rotationEffect(_:anchor:)`.
    case rotation(Angle, anchor: UnitPoint)
    /// `scaleEffect(_:anchor:)`.
    case scale(CGSize, anchor: UnitPoint)
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, projected flat: x' = a·x + c·y,
    /// y' = b·x + d·y about `anchor`.
    case linear(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, anchor: UnitPoint)
    /// `shadow(color:radius:x:y:)`.
    case shadow(Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// `blur(radius:opaque:)`.
    case blur(radius: CGFloat, opaque: Bool)
    /// `opacity(_:)`: faded colour by colour where nothing inside overlaps, else as a group.
    case opacity(Double)
    /// `compositingGroup()`.
    case compositingGroup
    /// `clipShape(_:style:)` with a shape drawn from its path.
    case clipShape(ResolvedShape, evenOdd: Bool)
    /// `mask(alignment:_:)`: the mask views, laid out over the view as a z-stack.
    case mask(alignment: Alignment, [ResolvedNode])
    /// `zIndex(_:)`: the view's place in its container's drawing order.
    case zIndex(Double)
    /// `hidden()`: the view keeps its place in layout but draws nothing, is not read out and
    /// takes no taps.
    case hidden
    /// `allowsHitTesting(false)`: the view is drawn and read as it is, but takes no taps: the tap
    /// targets inside it are dropped.
    case hitTestingDisabled
    /// `disabled(true)`: as `hitTestingDisabled`, and VoiceOver says each element inside is dimmed.
    case disabled
    /// A control's label under `labelsHidden()`: not drawn, but read (it joins the control's
    /// VoiceOver label); its layout is the modifier's (`readOnlyByVoiceOver()` gives it no size).
    case unseen
    /// `anchorPreference`: the view placed as it is, its frame in the page kept in the record
    /// for the `Anchor`s made from it.
    case recordsFrame(FrameRecord)
    /// On a background's view (`backgroundPreferenceValue`): the background is placed after the
    /// view it is behind, so that the anchors set inside that view are known when it reads them,
    /// and drawn behind it all the same.
    case placedAfterContent
    /// `grayscale`, `brightness`, `contrast`, `saturation`, `colorInvert`, `colorMultiply`,
    /// `hueRotation`: the view's pixels through a 4 × 5 colour matrix, 20 values row by row.
    case colorMatrix([Double])
    /// `blendMode(_:)`: composited on its own, then blended with what is under it.
    case blend(BlendMode)
    /// A scroll view's content, inside the clip of its viewport: what lies outside that clip is
    /// reachable by scrolling, not hidden (audits read it so); drawn as it is.
    case scrollContent(vertical: Bool, horizontal: Bool)
    /// A view drawn as an image (`ImageRenderer`'s, shown by `Image(uiImage:)`): laid out at
    /// `proposal` (its natural size), and, when resizable, stretched or fitted to its frame as a
    /// resizable image's pixels are.
    case renderedImage(proposal: ProposedViewSize, isResizable: Bool, contentMode: ContentMode?)

    /// The effect with `transform` applied to the views it holds (a mask's).
    package func mappingNodes(_ transform: (ResolvedNode) -> ResolvedNode) -> ResolvedEffect {
        if case .mask(let alignment, let nodes) = self { return .mask(alignment: alignment, nodes.map(transform)) }
        return self
    }

    /// The views the effect holds besides the one it wraps (a mask's).
    package var extraNodes: [ResolvedNode] {
        if case .mask(_, let nodes) = self { return nodes }
        return []
    }
}
