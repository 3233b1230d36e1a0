import Drawing
import Foundation
import ViewKit

/// Sizes and places a resolved view tree, SwiftUI-style: the parent proposes a size, the child
/// chooses its own, the parent places it. Text is measured through `TextMeasuring`, so the same
/// engine runs with real Pango or with a fixed-advance fake. One engine serves one layout pass.
final class LayoutEngine {
    let measurer: any TextMeasuring
    let images: (any ImageSizing)?
    var textCache: [TextCacheKey: TextMeasurement] = [:]
    var imageSizes: [String: CGSize] = [:]
    var firstError: LayoutError?
    /// Labels gathered for the combining elements being placed, innermost last.
    var combiningLabels: [[String]] = []
    var combiningHints: [[String]] = []
    var combiningTraits: [ViewKit.AccessibilityTraits] = []

    init(measurer: any TextMeasuring, images: (any ImageSizing)?) {
        self.measurer = measurer
        self.images = images
    }

    struct TextCacheKey: Hashable {
        let spec: TextSpec
        let width: CGFloat?
    }

    /// Measures text, remembering results for the pass.
    func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
        let key = TextCacheKey(spec: spec, width: width)
        if let cached = textCache[key] { return cached }
        let result = measurer.measure(spec, width: width)
        textCache[key] = result
        return result
    }

    /// The intrinsic size of an image asset; records the first failure and uses 0×0.
    func imageSize(_ name: String) -> CGSize {
        if let known = imageSizes[name] { return known }
        var size = CGSize.zero
        if let images {
            do {
                size = try images.imageSize(named: name)
            } catch {
                if firstError == nil { firstError = .imageAsset(name: name, reason: "\(error)") }
            }
        }
        imageSizes[name] = size
        return size
    }

    /// The size `node` chooses for `proposal`. `axis` is the enclosing stack's, for dividers.
    func size(_ node: ResolvedNode, _ proposal: ProposedSize, axis: StackAxis = .vertical) -> CGSize {
        switch node {
        case .text(let text): return textSize(text, proposal)
        case .image(let image): return imageSize(image, proposal)
        case .shape: return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .stack(let stackAxis, let alignment, let spacing, let children):
            return stackSize(StackLayout(axis: stackAxis.stackAxis, alignment: alignment, spacing: spacing, children: children), proposal)
        case .zstack(_, let children): return zstackSize(children, proposal)
        case .spacer(let minLength): return spacerSize(minLength, proposal, axis: axis)
        case .divider(_, let thickness): return dividerSize(thickness, proposal, axis: axis)
        case .padding(let insets, let child): return paddingSize(insets, child, proposal)
        case .frame(let spec, let child): return frameSize(spec, child, proposal)
        case .background(let child, _, _), .overlay(let child, _, _), .clip(_, let child),
             .accessibility(_, let child), .button(let child, _), .annotation(_, _, let child),
             .layoutPriority(_, let child), .listRow(_, _, _, let child), .tapArea(let child):
            return size(child, proposal, axis: axis)
        case .fixedSize(let horizontal, let vertical, let child):
            return size(child, ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), axis: axis)
        case .list(let rows, _, _): return listSize(rows, proposal)
        case .customLayout(let layout, let children): return customLayoutSize(layout, children, proposal)
        }
    }

    /// Places `node` in `frame` (a size it chose), appending what it draws and exposes to `output`.
    func place(_ node: ResolvedNode, in frame: CGRect, axis: StackAxis = .vertical, mode: AccessibilityMode,
               into output: inout LayoutOutput) {
        switch node {
        case .text(let text): placeText(text, in: frame, mode: mode, into: &output)
        case .image(let image): placeImage(image, in: frame, into: &output)
        case .shape(let shape, let paint): placeShape(shape, paint, in: frame, into: &output)
        case .stack(let stackAxis, let alignment, let spacing, let children):
            placeStack(StackLayout(axis: stackAxis.stackAxis, alignment: alignment, spacing: spacing, children: children),
                       in: frame, mode: mode, into: &output)
        case .zstack(let alignment, let children): placeZStack(alignment, children, in: frame, mode: mode, into: &output)
        case .spacer: break
        case .divider(let color, _): output.items.append(.rule(frame, color.rgba))
        case .padding(let insets, let child): placePadding(insets, child, in: frame, mode: mode, into: &output)
        case .frame(let spec, let child): placeFrame(spec, child, in: frame, mode: mode, into: &output)
        case .background(let child, let behind, let alignment):
            placeDecorations(behind, alignment: alignment, in: frame, into: &output)
            place(child, in: frame, axis: axis, mode: mode, into: &output)
        case .overlay(let child, let above, let alignment):
            place(child, in: frame, axis: axis, mode: mode, into: &output)
            placeDecorations(above, alignment: alignment, in: frame, into: &output)
        case .clip(let shape, let child): placeClip(shape, child, in: frame, axis: axis, mode: mode, into: &output)
        case .accessibility(let spec, let child): placeAccessibility(spec, child, in: frame, axis: axis, mode: mode, into: &output)
        case .button(let label, let actionID): placeButton(label, actionID, in: frame, mode: mode, into: &output)
        case .list(let rows, let background, let separator):
            placeList(rows, background: background, separator: separator, in: frame, mode: mode, into: &output)
        case .listRow(_, _, _, let child), .layoutPriority(_, let child), .fixedSize(_, _, let child):
            place(child, in: frame, axis: axis, mode: mode, into: &output)
        case .annotation(let component, let properties, let child):
            output.annotations.append(ComponentAnnotation(component: component, properties: properties, frame: frame))
            place(child, in: frame, axis: axis, mode: mode, into: &output)
        case .tapArea(let child): placeTapArea(child, in: frame, axis: axis, mode: mode, into: &output)
        case .customLayout(let layout, let children): placeCustomLayout(layout, children, in: frame, mode: mode, into: &output)
        }
    }

    /// Sizes a child for a proposal and places it aligned inside `frame`.
    func placeAligned(_ child: ResolvedNode, _ alignment: Alignment, in frame: CGRect, mode: AccessibilityMode,
                      into output: inout LayoutOutput) {
        let childSize = size(child, ProposedSize(width: frame.width, height: frame.height))
        place(child, in: align(childSize, alignment, in: frame), mode: mode, into: &output)
    }

    /// The rect of `size` aligned in `frame`.
    func align(_ size: CGSize, _ alignment: Alignment, in frame: CGRect) -> CGRect {
        let x: CGFloat
        switch alignment.horizontal {
        case .leading: x = frame.minX
        case .center: x = frame.minX + (frame.width - size.width) / 2
        case .trailing: x = frame.maxX - size.width
        }
        let y: CGFloat
        switch alignment.vertical {
        case .top, .firstTextBaseline: y = frame.minY
        case .center: y = frame.minY + (frame.height - size.height) / 2
        case .bottom: y = frame.maxY - size.height
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

extension ViewKit.Axis {
    var stackAxis: StackAxis { self == .horizontal ? .horizontal : .vertical }
}

extension Color.Resolved {
    /// The display-list colour.
    var rgba: RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: opacity) }
}
