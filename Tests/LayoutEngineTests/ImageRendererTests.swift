import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `ImageRenderer`: a view made into an image and shown with `Image(uiImage:)`, at its own size
/// or resized as an image's pixels are, in a fresh environment, one decorative image.
@MainActor
@Suite struct ImageRendererTests {
    static let font = Font.custom("Fake", size: 10)

    private func screen(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Self.font), width: 300, environment: environment)
    }

    private func badge() -> some View {
        VStack(spacing: 0) {
            Text("Flu jab booked").font(Self.font)
            Button("Change") {}.font(Self.font)
        }
        .padding(10)
    }

    private func image(_ content: some View, proposal: ProposedViewSize = .unspecified) throws -> Image {
        let renderer = ImageRenderer(content: content)
        renderer.proposedSize = proposal
        return Image(uiImage: try #require(renderer.uiImage))
    }

    private func transforms(_ list: DisplayList) -> [AffineMatrix] {
        func walk(_ items: [DisplayItem]) -> [AffineMatrix] {
            items.flatMap { item -> [AffineMatrix] in
                switch item {
                case .effect(.transform(let matrix), let inner): return [matrix] + walk(inner)
                case .effect(_, let inner), .clipped(_, let inner): return walk(inner)
                default: return []
                }
            }
        }
        return walk(list.items)
    }

    @Test func theImageIsTheViewAtItsOwnSizeReadAndTappedAsNothing() throws {
        let plain = try screen(badge())
        let shown = try screen(image(badge()))
        #expect(shown.displayList.size == plain.displayList.size)
        #expect(LayoutHarness.frames(shown.displayList) == LayoutHarness.frames(plain.displayList))
        #expect(shown.displayList.accessibilityElements.isEmpty && shown.displayList.tapTargets.isEmpty)
        #expect(!plain.displayList.tapTargets.isEmpty)
    }

    @Test func theProposedSizeLaysTheContentOut() throws {
        let wrapped = try screen(image(Text("one two three four").font(Self.font), proposal: ProposedViewSize(width: 40, height: nil)))
        let texts = DisabledTests.texts(wrapped.displayList)
        #expect(texts.first?.measurement.lines.count ?? 0 > 1)
        #expect(texts.first?.frame.width ?? 0 <= 40)
    }

    @Test func resizedItIsStretchedFittedOrFilledAsPixelsAre() throws {
        let tile = Rectangle().fill(Color.red).frame(width: 50, height: 20) // 50 × 20 at its own size
        let stretched = try screen(image(tile).resizable().frame(width: 100, height: 20))
        #expect(transforms(stretched.displayList).map { [$0.a, $0.d] } == [[2, 1]])
        let fitted = try screen(image(tile).resizable().scaledToFit().frame(width: 100, height: 10))
        #expect(transforms(fitted.displayList).map { [$0.a, $0.d] } == [[0.5, 0.5]])
        let filled = try screen(image(tile).resizable().scaledToFill().frame(width: 100, height: 20))
        #expect(transforms(filled.displayList).map { [$0.a, $0.d] } == [[2, 2]])
        // Filled, the 100 × 40 picture is centred on its 100 × 20 frame and cut to it.
        let fill = DisplayList.flatten(filled.displayList.items).first { entry in
            if case .fill = entry.item { return true } else { return false }
        }
        let clip = try #require(fill?.clips.last)
        #expect(clip.rect.size == CGSize(width: 100, height: 20))
        #expect(transforms(filled.displayList).first?.ty == clip.rect.minY - 10 - 2 * clip.rect.minY)
    }

    @Test func itIsDrawnInAFreshEnvironmentNotTheScreens() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let onDark = try screen(image(Text("Booked").font(Self.font)), environment: dark)
        let onLight = try screen(image(Text("Booked").font(Self.font)))
        #expect(DisabledTests.texts(onDark.displayList).map(\.color) == DisabledTests.texts(onLight.displayList).map(\.color))
        #expect(DisabledTests.texts(try screen(Text("Booked"), environment: dark).displayList).map(\.color)
                != DisabledTests.texts(onLight.displayList).map(\.color))
    }
}
