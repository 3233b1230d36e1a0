import Drawing
import Foundation
import ViewKit

/// Accessibility modifiers and buttons.
///
/// 1. A hidden subtree is drawn but exposes nothing.
/// 2. A combining element (a button, or `accessibilityElement(children: .combine)`) gathers the
///    labels of the visible texts and labelled images inside, in reading order, joined with ", ",
///    and becomes one element with the subtree's frame. Its own label, hint and traits win.
/// 3. An ignoring element (`accessibilityElement(children: .ignore)`) hides the elements inside
///    and becomes one element with only its own label, value, hint, traits and actions.
/// 4. A container (`.contain`) keeps the elements inside and orders them by sort priority.
/// 5. Other accessibility modifiers change the elements their subtree produced (traits, hint,
///    label, actions); when the subtree produced none and a label is set, they make one. A sort
///    priority orders the subtree's elements among their neighbours (`sortElements(from:)`).
/// 6. A button adds a tap target with its frame and the label of its element.
extension LayoutPass {
    func placeAccessibility(_ spec: AccessibilitySpec, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                            mode: AccessibilityMode, into output: inout LayoutOutput) {
        if spec.isHidden || mode == .hidden {
            place(child, in: frame, axis: axis, mode: .hidden, into: &output)
            return
        }
        if spec.combinesChildren {
            placeCombined(spec, child, in: frame, axis: axis, mode: mode, into: &output)
            return
        }
        if mode == .combining {
            placeInsideCombined(spec, child, in: frame, axis: axis, into: &output)
            return
        }
        let before = output.elements.count
        if spec.ignoresChildren {
            placeIgnoring(spec, child, in: frame, axis: axis, into: &output)
        } else {
            place(child, in: frame, axis: axis, mode: mode, into: &output)
            if spec.isContainer || spec.sortPriority != nil { output.sortElements(from: before) }
            if !spec.isContainer { applyModifiers(spec, from: before, in: frame, into: &output) }
        }
        if spec.isContainer || spec.sortPriority != nil {
            // A container is read through before what follows it: one unit among its neighbours.
            output.sortGroups.append(AccessibilitySortGroup(range: before..<output.elements.count,
                                                            priority: spec.sortPriority ?? 0))
        }
    }

    /// Changes the elements placed from `before` on as `spec` says, or makes one with its label
    /// when there are none.
    private func applyModifiers(_ spec: AccessibilitySpec, from before: Int, in frame: CGRect,
                                into output: inout LayoutOutput) {
        if output.elements.count == before {
            if let label = spec.label {
                output.elements.append(AccessibilityElement(
                    label: label, hint: spec.hint, traits: LayoutPass.traits(spec.addedTraits), frame: frame,
                    actions: spec.actionNames))
            }
            return
        }
        for index in before..<output.elements.count {
            if let label = spec.label { output.elements[index].label = label }
            if let value = spec.value { output.elements[index].label += ", " + value }
            if let hint = spec.hint { output.elements[index].hint = hint }
            output.elements[index].traits.formUnion(LayoutPass.traits(spec.addedTraits))
            output.elements[index].traits.subtract(LayoutPass.traits(spec.removedTraits))
            if spec.addedTraits.contains(.isHeader) || spec.addedTraits.contains(.isButton) {
                output.elements[index].traits.remove(.isStaticText)
            }
            output.elements[index].actions += spec.actionNames
        }
        if spec.addedTraits.contains(.isLink) || spec.label != nil {
            relabelTargets(from: before, in: &output)
        }
    }

    /// Inside a combining element: contributes a label (its own, or its texts' unless it ignores
    /// its children), hint, traits and actions to the enclosing element instead of elements.
    private func placeInsideCombined(_ spec: AccessibilitySpec, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                                     into output: inout LayoutOutput) {
        if let label = spec.label {
            if !combiningLabels.isEmpty { combiningLabels[combiningLabels.count - 1].append(label) }
            place(child, in: frame, axis: axis, mode: .hidden, into: &output)
        } else {
            place(child, in: frame, axis: axis, mode: spec.ignoresChildren ? .hidden : .combining, into: &output)
        }
        if let hint = spec.hint, !combiningHints.isEmpty { combiningHints[combiningHints.count - 1].append(hint) }
        if !combiningTraits.isEmpty { combiningTraits[combiningTraits.count - 1].formUnion(spec.addedTraits) }
        if !combiningActions.isEmpty { combiningActions[combiningActions.count - 1] += spec.actionNames }
    }

    /// One element of `spec`'s own label, value, hint, traits and actions, over the subtree's
    /// frame; the elements inside are hidden, its buttons still take taps (named by the element).
    private func placeIgnoring(_ spec: AccessibilitySpec, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                               into output: inout LayoutOutput) {
        let targetsBefore = output.tapTargets.count
        place(child, in: frame, axis: axis, mode: .hidden, into: &output)
        let label = [spec.label, spec.value].compactMap { $0 }.joined(separator: ", ")
        var traits = LayoutPass.traits(spec.addedTraits)
        traits.subtract(LayoutPass.traits(spec.removedTraits))
        output.elements.append(AccessibilityElement(label: label, hint: spec.hint, traits: traits, frame: frame,
                                                    actions: spec.actionNames))
        for index in targetsBefore..<output.tapTargets.count where output.tapTargets[index].label.isEmpty {
            output.tapTargets[index].label = label
        }
    }

    private func placeCombined(_ spec: AccessibilitySpec, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                               mode: AccessibilityMode, into output: inout LayoutOutput) {
        if mode == .combining {
            // A combining element inside another simply contributes its parts.
            var inner = spec
            inner.combinesChildren = false
            placeAccessibility(inner, child, in: frame, axis: axis, mode: mode, into: &output)
            return
        }
        combiningLabels.append([])
        combiningHints.append([])
        combiningTraits.append([])
        combiningActions.append([])
        let targetsBefore = output.tapTargets.count
        place(child, in: frame, axis: axis, mode: .combining, into: &output)
        let parts = combiningLabels.removeLast()
        let hints = combiningHints.removeLast()
        let innerTraits = combiningTraits.removeLast()
        let innerActions = combiningActions.removeLast()
        let label = ([spec.label ?? parts.joined(separator: ", ")] + (spec.value.map { [$0] } ?? [])).joined(separator: ", ")
        var traits = LayoutPass.traits(spec.addedTraits.union(innerTraits))
        traits.subtract(LayoutPass.traits(spec.removedTraits))
        if let priority = spec.sortPriority {
            let index = output.elements.count
            output.sortGroups.append(AccessibilitySortGroup(range: index..<(index + 1), priority: priority))
        }
        output.elements.append(AccessibilityElement(label: label, hint: spec.hint ?? hints.first, traits: traits, frame: frame,
                                                    actions: innerActions + spec.actionNames))
        for index in targetsBefore..<output.tapTargets.count where output.tapTargets[index].label.isEmpty {
            output.tapTargets[index].label = label
        }
    }

    /// Keeps tap-target labels equal to the element labels after a label change.
    private func relabelTargets(from elementIndex: Int, in output: inout LayoutOutput) {
        for element in output.elements[elementIndex...] {
            for index in output.tapTargets.indices where output.tapTargets[index].frame == element.frame {
                output.tapTargets[index].label = element.label
            }
        }
    }

    func placeButton(_ label: LayoutNode, _ actionID: Int, in frame: CGRect, mode: AccessibilityMode,
                     into output: inout LayoutOutput) {
        let target = output.tapTargets.count, elementsBefore = output.elements.count
        output.tapTargets.append(TapTarget(frame: frame, label: ""))
        output.actionIDs.append(actionID)
        place(label, in: frame, mode: mode, into: &output)
        // A button's element is made around it (it combines its label) and names the target; a
        // tap gesture's content is read as it is, and its elements name the target.
        if mode == .normal, output.tapTargets[target].label.isEmpty {
            output.tapTargets[target].label = output.elements[elementsBefore...].map(\.label)
                .filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// Grows the single tap target inside to this frame (a card made of a button).
    func placeTapArea(_ child: LayoutNode, in frame: CGRect, axis: StackAxis, mode: AccessibilityMode,
                      into output: inout LayoutOutput) {
        let targetsBefore = output.tapTargets.count
        let elementsBefore = output.elements.count
        place(child, in: frame, axis: axis, mode: mode, into: &output)
        growSingleTapTarget(from: targetsBefore, elementsFrom: elementsBefore, to: frame, in: &output)
    }

    /// When exactly one tap target was added since `targetsBefore`, makes it (and the element
    /// with its frame) `frame`.
    func growSingleTapTarget(from targetsBefore: Int, elementsFrom elementsBefore: Int, to frame: CGRect,
                             in output: inout LayoutOutput) {
        guard output.tapTargets.count == targetsBefore + 1 else { return }
        let old = output.tapTargets[targetsBefore].frame
        output.tapTargets[targetsBefore].frame = frame
        for index in elementsBefore..<output.elements.count where output.elements[index].frame == old {
            output.elements[index].frame = frame
        }
    }

    static func traits(_ traits: ViewKit.AccessibilityTraits) -> Drawing.AccessibilityTraits {
        Drawing.AccessibilityTraits(rawValue: traits.rawValue)
    }
}
