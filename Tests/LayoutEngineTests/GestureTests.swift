import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Gestures attached with `gesture(_:)` and its kin, as SwiftUI's: a snapshot runs none, a tap
/// gesture with an `onEnded` action is a tap target as `onTapGesture` is, and every other gesture
/// changes nothing drawn, read or tapped.
@Suite struct GestureTests {
    @Test func aTapGesturesEndedActionMakesTheSameTargetAsOnTapGesture() throws {
        let taps = TapGestureTests.Taps()
        let view = HStack { Text("Show more"); Spacer() }.padding(8)
        let gesture = try TapGestureTests.layout(view.gesture(TapGesture().onEnded { taps.count += 1 }))
        let modifier = try TapGestureTests.layout(view.onTapGesture {})
        #expect(gesture.displayList.tapTargets == modifier.displayList.tapTargets)
        #expect(gesture.displayList.tapTargets.count == 1)
        #expect(gesture.tap(targetAt: 0) && taps.count == 1)
        // Wrapped in AnyGesture, attached with a higher priority or alongside: the same target.
        for attached in [AnyView(view.gesture(AnyGesture(TapGesture().onEnded { taps.count += 1 }))),
                         AnyView(view.highPriorityGesture(TapGesture().onEnded { taps.count += 1 })),
                         AnyView(view.simultaneousGesture(TapGesture(count: 2).onEnded { taps.count += 1 }))] {
            let screen = try TapGestureTests.layout(attached)
            #expect(screen.displayList.tapTargets == modifier.displayList.tapTargets)
            #expect(screen.tap(targetAt: 0))
        }
        #expect(taps.count == 4)
    }

    /// Taps combined with other gestures, as iOS code writes a double tap that wins over a
    /// single one, or a tap alongside a long press: the view is one target; a test's tap runs the
    /// tap that would succeed first (exclusive), or every tap that happens together (simultaneous).
    @Test func combinedTapsMakeOneTarget() throws {
        let taps = TapGestureTests.Taps()
        let view = HStack { Text("Photo"); Spacer() }.padding(8)
        let modifier = try TapGestureTests.layout(view.onTapGesture {})
        let exclusive = view.gesture(TapGesture(count: 2).onEnded { taps.count += 10 }
            .exclusively(before: TapGesture().onEnded { taps.count += 1 }))
        let secondOnly = view.gesture(LongPressGesture().exclusively(before: TapGesture().onEnded { taps.count += 100 }))
        let together = view.gesture(TapGesture().onEnded { taps.count += 1000 }
            .simultaneously(with: LongPressGesture().simultaneously(with: TapGesture().onEnded { taps.count += 1000 })))
        for (attached, added) in [(AnyView(exclusive), 10), (AnyView(secondOnly), 100), (AnyView(together), 2000)] {
            let before = taps.count
            let screen = try TapGestureTests.layout(attached)
            #expect(screen.displayList.tapTargets == modifier.displayList.tapTargets)
            #expect(screen.tap(targetAt: 0))
            #expect(taps.count - before == added)
        }
    }

    /// A gesture of your own whose body is a tap, given an action with `onEnded`: a tap too.
    @Test func anEndedActionOnAGestureOfYourOwnThatIsATapMakesATarget() throws {
        struct Tap: Gesture {
            var body: some Gesture { TapGesture() }
        }
        struct Press: Gesture {
            var body: some Gesture { LongPressGesture() }
        }
        let taps = TapGestureTests.Taps()
        let view = HStack { Text("Open"); Spacer() }.padding(8)
        let screen = try TapGestureTests.layout(view.gesture(Tap().onEnded { _ in taps.count += 1 }))
        #expect(screen.displayList.tapTargets == (try TapGestureTests.layout(view.onTapGesture {})).displayList.tapTargets)
        #expect(screen.tap(targetAt: 0) && taps.count == 1)
        #expect(try TapGestureTests.layout(view.gesture(Press().onEnded { _ in })).displayList.tapTargets.isEmpty)
    }

    @Test func otherGesturesChangeNothing() throws {
        let view = Text("Drag me").padding(8)
        let plain = try TapGestureTests.layout(view)
        let drag = DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in }
        let attached: [AnyView] = [
            AnyView(view.gesture(drag)),
            AnyView(view.gesture(TapGesture())), // no action: nothing to run
            AnyView(view.gesture(TapGesture().onEnded {}, including: .subviews)), // its own gesture masked
            AnyView(view.gesture(TapGesture().onEnded {}, isEnabled: false)),
            AnyView(view.gesture(LongPressGesture().onEnded { _ in })),
            AnyView(view.gesture(MagnifyGesture().onChanged { _ in }.simultaneously(with: RotateGesture()))),
            AnyView(view.gesture(LongPressGesture().sequenced(before: DragGesture()))),
            AnyView(view.gesture(SpatialTapGesture().onEnded { _ in })),
            AnyView(view.gesture(TapGesture().map { 1 })),
        ]
        for view in attached {
            let screen = try TapGestureTests.layout(view)
            #expect(screen.displayList.tapTargets.isEmpty)
            #expect(screen.displayList.items == plain.displayList.items)
            #expect(screen.displayList.accessibilityElements == plain.displayList.accessibilityElements)
        }
    }

    /// `@GestureState` reads its initial value: no gesture is happening when a snapshot is drawn.
    @Test func gestureStateIsItsInitialValue() throws {
        struct Dragged: View {
            @GestureState private var offset = CGSize(width: 3, height: 4)
            @GestureState private var pressed: Bool? = nil
            var body: some View {
                Text(pressed == nil ? "x" : "y")
                    .offset(offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
            }
        }
        let frames = LayoutHarness.frames(try TapGestureTests.layout(Dragged()).displayList)
        let moved = LayoutHarness.frames(try TapGestureTests.layout(Text("x").offset(x: 3, y: 4)).displayList)
        #expect(frames == moved)
    }

    /// A preview provider's previews are a view: drawn as the view itself, the preview modifiers
    /// changing nothing.
    @Test func aPreviewProvidersPreviewsDrawAsTheView() throws {
        struct Card: View {
            var body: some View { Text("Prescriptions").padding() }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Card()
                    .previewDisplayName("Card")
                    .previewDevice("iPhone 16")
                    .previewLayout(.sizeThatFits)
                    .previewInterfaceOrientation(.portrait)
            }
        }
        #expect(Card_Previews.platform == nil)
        let previews = try TapGestureTests.layout(Card_Previews.previews)
        let card = try TapGestureTests.layout(Card())
        #expect(previews.displayList.items == card.displayList.items)
    }
}
