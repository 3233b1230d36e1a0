import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Presented sheets, full-screen covers and popovers, drawn as iOS draws them over the screen
/// (`PresentedSheet`, `SheetLayout`): where each goes, what is veiled or shrunk under it, and that
/// VoiceOver and taps reach only what is presented.
@Suite struct SheetPresentationTests {
    struct Reminder: Identifiable {
        let id: Int
        let title: String
    }

    /// A phone's screen (393 × 852) or an iPad's (1032 × 1376), the page as tall as its content.
    static func screen(_ view: some View, regular: Bool = false, height: CGFloat? = nil) throws -> LaidOutScreen {
        var environment = EnvironmentValues()
        let size = regular ? CGSize(width: 1032, height: 1376) : CGSize(width: 393, height: 852)
        environment.containerSize = ProposedViewSize(width: size.width, height: size.height)
        environment.horizontalSizeClass = regular ? .regular : .compact
        return try ScreenLayout.layout(view.font(Font.custom("Fake", size: 10)), environment: environment, width: size.width,
                                       height: height, margins: 0, background: .white, measurer: LayoutHarness.measurer,
                                       images: FixedImages())
    }

    static func page(tapped: @escaping () -> Void = {}) -> some View {
        VStack(spacing: 12) {
            Text("Appointments")
            Button("Book") { tapped() }
        }
        .frame(maxWidth: .infinity, minHeight: 300)
    }

    static func text(_ screen: LaidOutScreen, _ string: String) -> TextItem? {
        screen.displayList.textItems.first { $0.spec.string == string }
    }

    /// The frame of the sheet's panel: its clip (the rounded panel around its content).
    static func panelClip(_ screen: LaidOutScreen) -> CGRect? {
        func find(_ items: ArraySlice<DisplayItem>) -> CGRect? {
            for item in items {
                if case .clipped(let shape, _) = item { return shape.rect }
                // A popover's panel is inside its shadow.
                if case .effect(.shadow, let inside) = item, let found = find(inside[...]) { return found }
            }
            return nil
        }
        return find(screen.displayList.items[(screen.displayList.modalLayerStart ?? 0)...])
    }

    static func read(_ screen: LaidOutScreen) -> [String] { screen.displayList.accessibilityElements.map(\.label) }

    @Test func notPresentedNothingChanges() throws {
        let plain = try Self.screen(Self.page())
        let page = try Self.screen(Self.page()
            .sheet(isPresented: .constant(false)) { Text("Details") }
            .sheet(item: .constant(Optional<Reminder>.none)) { Text($0.title) }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            .popover(isPresented: .constant(false)) { Text("Help") })
        #expect(page.displayList == plain.displayList)
    }

    @Test func aLargeSheetRisesOverTheScreenShrunkBehindIt() throws {
        var taps: [String] = []
        let screen = try Self.screen(Self.page { taps.append("page") }
            .sheet(isPresented: .constant(true)) {
                VStack {
                    Text("Details")
                    Button("Close") { taps.append("close") }
                }
            })
        // The page is the phone's screen; the sheet below the shrunk screen's edge, to the bottom.
        #expect(screen.displayList.size == CGSize(width: 393, height: 852))
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        #expect(Self.panelClip(screen) == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        // Black from edge to edge, then the page shrunk in from the sides, rounded, veiled.
        let items = screen.displayList.items
        let start = try #require(screen.displayList.modalLayerStart)
        #expect(start == 2)
        guard case .fill(let backdrop, let black) = items[0], case .effect(.transform(let shrink), let shrunk) = items[1] else {
            Issue.record("expected the backdrop and the shrunk screen, got \(items.prefix(2))")
            return
        }
        #expect(backdrop.rect == CGRect(x: 0, y: 0, width: 393, height: 852) && black == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(shrink.apply(CGPoint(x: 0, y: 0)) == CGPoint(x: SheetMetrics.stackedScreenInset, y: SheetMetrics.stackedScreenTop))
        #expect(abs(shrink.apply(CGPoint(x: 393, y: 0)).x - (393 - SheetMetrics.stackedScreenInset)) < 1e-9)
        let pageTexts = DisplayList.flatten(shrunk).compactMap { entry -> String? in
            if case .text(let text) = entry.item { return text.spec.string }
            return nil
        }
        #expect(pageTexts == ["Appointments", "Book"])
        // The sheet's content in its middle; it alone is read and tapped.
        let details = try #require(Self.text(screen, "Details"))
        #expect(abs(details.frame.midY - (top + (852 - top) / 2) + 12.5 / 2 + 4) < 8)
        #expect(Self.read(screen) == ["Details", "Close"])
        #expect(screen.displayList.tapTargets.map(\.label) == ["Close"])
        #expect(screen.tap(targetAt: 0) && taps == ["close"])
    }

    @Test func aSheetShowsAtItsSmallestDetentUnlessOneIsSelected() throws {
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        let large = 852 - top
        func clip(_ detents: Set<PresentationDetent>, selection: PresentationDetent? = nil) throws -> CGRect? {
            let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
                if let selection {
                    Text("Details").presentationDetents(detents, selection: .constant(selection))
                } else {
                    Text("Details").presentationDetents(detents)
                }
            })
            return Self.panelClip(screen)
        }
        #expect(try clip([.medium, .large]) == CGRect(x: 0, y: 852 - large / 2, width: 393, height: large / 2))
        #expect(try clip([.height(200), .large]) == CGRect(x: 0, y: 652, width: 393, height: 200))
        #expect(try clip([.fraction(0.25)]) == CGRect(x: 0, y: 852 - large / 4, width: 393, height: large / 4))
        #expect(try clip([.medium, .large], selection: .large) == CGRect(x: 0, y: top, width: 393, height: large))
        // A selection that is not one of the detents is not shown.
        #expect(try clip([.medium, .height(100)], selection: .large) == CGRect(x: 0, y: 752, width: 393, height: 100))
        // Taller than the screen, a detent is `large`.
        #expect(try clip([.height(5_000)]) == CGRect(x: 0, y: top, width: 393, height: large))
    }

    /// A bar a tenth of the sheet's height, at least 44 pt; inactive at accessibility sizes.
    struct BarDetent: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            context.dynamicTypeSize.isAccessibilitySize ? nil : max(44, context.maxDetentValue * 0.1)
        }
    }

    @Test func aCustomDetentWorksItsHeightOut() throws {
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        let large = 852 - top
        let view = Self.page().sheet(isPresented: .constant(true)) {
            Text("Details").presentationDetents([.custom(BarDetent.self), .medium])
        }
        let bar = try Self.screen(view)
        #expect(Self.panelClip(bar) == CGRect(x: 0, y: 852 - large * 0.1, width: 393, height: large * 0.1))
        // Inactive where its rule says so: the smallest active detent shows.
        let inactive = try Self.screen(view.environment(\.dynamicTypeSize, .accessibility1))
        #expect(Self.panelClip(inactive) == CGRect(x: 0, y: 852 - large / 2, width: 393, height: large / 2))
    }

    @Test func underALowerDetentTheScreenStaysVeiledAndTheIndicatorShows() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            Text("Details").presentationDetents([.medium, .large])
        })
        let start = try #require(screen.displayList.modalLayerStart)
        let under = Array(screen.displayList.items[..<start])
        // The page as it was (no transform), then the veil over the whole screen.
        #expect(!under.contains { if case .effect(.transform, _) = $0 { return true } else { return false } })
        guard case .fill(let veil, let colour) = under.last else {
            Issue.record("expected the veil last under the sheet")
            return
        }
        #expect(veil.rect == CGRect(x: 0, y: 0, width: 393, height: 852) && colour.alpha > 0 && colour.alpha < 1)
        // Two detents to drag between: the indicator, centred at the sheet's top.
        let panel = try #require(Self.panelClip(screen))
        let indicator = DisplayList.flatten(Array(screen.displayList.items[start...])).contains { entry in
            if case .fill(let shape, _) = entry.item {
                return shape.rect == CGRect(x: (393 - 36) / 2, y: panel.minY + SheetMetrics.dragIndicatorTop, width: 36, height: 5)
            }
            return false
        }
        #expect(indicator)
        // One detent: no indicator unless asked for.
        let single = try Self.screen(Self.page().sheet(isPresented: .constant(true)) { Text("Details").presentationDetents([.medium]) })
        let asked = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            Text("Details").presentationDetents([.medium]).presentationDragIndicator(.visible)
        })
        func fills(_ screen: LaidOutScreen) -> Int {
            DisplayList.flatten(screen.displayList.items).filter { if case .fill = $0.item { return true } else { return false } }.count
        }
        #expect(fills(asked) == fills(single) + 1)
    }

    @Test func whileTheScreenTakesInputItIsNeitherVeiledNorSilenced() throws {
        func screen(_ interaction: PresentationBackgroundInteraction, _ detents: Set<PresentationDetent> = [.medium, .large]) throws -> LaidOutScreen {
            try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
                Button("Close") {}.presentationDetents(detents).presentationBackgroundInteraction(interaction)
            })
        }
        let open = try screen(.enabled(upThrough: .medium))
        #expect(open.displayList.modalLayerStart == nil)
        #expect(Self.read(open) == ["Appointments", "Book", "Close"])
        #expect(open.displayList.tapTargets.map(\.label) == ["Book", "Close"])
        let veiled = { (list: DisplayList) in
            list.items.contains { if case .fill(let shape, _) = $0 { return shape.rect == CGRect(x: 0, y: 0, width: 393, height: 852) } else { return false } }
        }
        #expect(!veiled(open.displayList))
        // Enabled only up through a lower detent than the one shown; or not enabled: modal.
        for closed in [try screen(.enabled(upThrough: .height(100))), try screen(.automatic), try screen(.enabled, [.large])] {
            #expect(Self.read(closed).last == "Close" && !Self.read(closed).contains("Book"))
        }
        #expect(veiled((try screen(.disabled)).displayList))
    }

    @Test func aSheetsContentSetsItsBackgroundAndCorners() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            Text("Details")
                .presentationDetents([.medium])
                .presentationBackground(Color(red: 1, green: 0, blue: 0))
                .presentationCornerRadius(24)
        })
        let start = try #require(screen.displayList.modalLayerStart)
        guard case .clipped(let panel, let inside) = screen.displayList.items[start] else {
            Issue.record("expected the panel's clip")
            return
        }
        #expect(panel.radii == CornerRadii(topLeading: 24, topTrailing: 24, bottomLeading: 0, bottomTrailing: 0))
        let red = inside.contains { item in
            if case .fill(let shape, let colour) = item { return shape.rect == panel.rect && colour == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1) }
            return false
        }
        #expect(red)
    }

    @Test func aNavigationStackFillsItsSheetItsBarAtTheTop() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            NavigationStack {
                Text("Blood test").navigationTitle("Appointment")
            }
        })
        let panel = try #require(Self.panelClip(screen))
        let title = try #require(Self.text(screen, "Appointment"))
        #expect(title.frame.minY == panel.minY + NavigationBarMetrics.barHeight + NavigationBarMetrics.largeTitleTop)
        // The content in the middle of what the bar leaves.
        let body = try #require(Self.text(screen, "Blood test"))
        let below = title.frame.maxY + NavigationBarMetrics.largeTitleBottom
        #expect(abs(body.frame.midY - (below + panel.maxY) / 2) < 1)
    }

    @Test func contentTallerThanItsSheetStartsAtTheTop() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Line \($0)").fixedSize() } }
                .presentationDetents([.height(100)])
        })
        let panel = try #require(Self.panelClip(screen))
        #expect(try #require(Self.text(screen, "Line 0")).frame.minY == panel.minY)
    }

    @Test func onAPageOfGivenHeightTheSheetMeetsItsBottom() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) { Text("Details").presentationDetents([.height(120)]) },
                                     height: 600)
        #expect(screen.displayList.size.height == 600)
        #expect(Self.panelClip(screen) == CGRect(x: 0, y: 480, width: 393, height: 120))
    }

    @Test func aLargeSheetsContentTallerThanTheScreenMakesThePageTaller() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            VStack(spacing: 0) { ForEach(0..<100, id: \.self) { Text("Line \($0)").fixedSize() } }
        })
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        #expect(screen.displayList.size.height == top + 100 * 12.5)
        #expect(Self.read(screen).count == 100)
    }

    @Test func anItemSheetShowsItsItem() throws {
        let screen = try Self.screen(Self.page().sheet(item: .constant(Reminder(id: 1, title: "Flu jab"))) { Text($0.title) })
        #expect(Self.read(screen) == ["Flu jab"])
    }

    @Test func onRegularWidthASheetIsAFormSheetInTheMiddle() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            Text("Details").presentationDetents([.medium])
        }, regular: true)
        let size = SheetMetrics.formSize
        #expect(Self.panelClip(screen) == CGRect(x: (1032 - size.width) / 2, y: (1376 - size.height) / 2, width: size.width, height: size.height))
        let start = try #require(screen.displayList.modalLayerStart)
        guard case .clipped(let panel, _) = screen.displayList.items[start] else {
            Issue.record("expected the panel")
            return
        }
        #expect(panel.radii == CornerRadii(all: SheetMetrics.cornerRadius))
    }

    @Test func aFullScreenCoverIsAllThatIsDrawn() throws {
        let screen = try Self.screen(Self.page().fullScreenCover(isPresented: .constant(true)) {
            VStack { Text("Welcome"); Button("Start") {} }.frame(maxWidth: .infinity, maxHeight: .infinity)
        }, height: 852)
        #expect(screen.displayList.textItems.map(\.spec.string) == ["Welcome", "Start"])
        #expect(Self.panelClip(screen) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.read(screen) == ["Welcome", "Start"])
        // On a page as tall as its content, the cover's content sets the height.
        let content = try Self.screen(Self.page().fullScreenCover(isPresented: .constant(true)) { Text("Welcome") })
        #expect(content.displayList.size.height == 12.5)
    }

    @Test func onRegularWidthAPopoverPointsAtItsView() throws {
        func popover(_ edge: Edge?) -> some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 300)
                Button("Help") {}.popover(isPresented: .constant(true), arrowEdge: edge) { Text("Call 111").padding(10) }
                Color.clear.frame(height: 300)
            }
            .frame(maxWidth: .infinity)
        }
        let below = try Self.screen(popover(nil), regular: true)
        let help = CGRect(x: (1032 - 20) / 2, y: 300, width: 20, height: 12.5)
        let panel = try #require(Self.panelClip(below))
        #expect(panel == CGRect(x: help.midX - 30, y: help.maxY + SheetMetrics.arrowHeight, width: 60, height: 32.5))
        // The page stays unveiled; the popover alone is read.
        #expect(Self.read(below) == ["Call 111"])
        let arrow = try #require(below.displayList.items.last)
        guard case .path(let path) = arrow else {
            Issue.record("expected the arrow last, got \(arrow)")
            return
        }
        #expect(path.bounds == CGRect(x: help.midX - SheetMetrics.arrowWidth / 2, y: help.maxY, width: SheetMetrics.arrowWidth,
                                      height: SheetMetrics.arrowHeight))
        // The arrow on the view's top edge: the popover above it.
        let above = try #require(Self.panelClip(try Self.screen(popover(.top), regular: true)))
        #expect(above.maxY == help.minY - SheetMetrics.arrowHeight)
    }

    @Test func onCompactWidthAPopoverIsASheetUnlessItAsks() throws {
        let sheet = try Self.screen(Self.page().popover(isPresented: .constant(true)) { Text("Call 111") })
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        #expect(Self.panelClip(sheet) == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        let bubble = try Self.screen(Self.page().popover(isPresented: .constant(true)) {
            Text("Call 111").presentationCompactAdaptation(.popover)
        })
        #expect(Self.panelClip(bubble)?.size == CGSize(width: 40, height: 12.5))
    }

    @Test func anInspectorIsASheetOnCompactWidthOnly() throws {
        let compact = try Self.screen(Self.page().inspector(isPresented: .constant(true)) { Text("Filters") })
        #expect(Self.read(compact) == ["Filters"])
        let top = SheetMetrics.stackedScreenTop + SheetMetrics.stackedSheetGap
        #expect(Self.panelClip(compact) == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        let regular = try Self.screen(Self.page().inspector(isPresented: .constant(true)) { Text("Filters") }, regular: true)
        #expect(regular.displayList == (try Self.screen(Self.page(), regular: true)).displayList)
    }

    @Test func anAlertFromASheetIsDrawnOverIt() throws {
        let screen = try Self.screen(Self.page().sheet(isPresented: .constant(true)) {
            Text("Details")
                .alert("Discard changes?", isPresented: .constant(true)) { Button("Discard", role: .destructive) {} }
        })
        #expect(Self.read(screen) == ["Discard changes?", "Discard"])
        let strings = screen.displayList.textItems.map(\.spec.string)
        #expect(strings.firstIndex(of: "Details")! < strings.firstIndex(of: "Discard changes?")!)
    }
}
