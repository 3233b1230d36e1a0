import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Shaders: SwiftUI's API compiles, nothing runs, and every use is a `shader-not-drawn` warning
/// naming the function; the view under an effect is drawn exactly as without it.
@Suite struct ShaderCheckTests {
    private func screen<V: View>(_ view: V) throws -> LaidOutScreen {
        try ScreenLayout.layout(view, environment: EnvironmentValues(), width: 300, margins: 0, background: .white,
                                measurer: FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25), images: nil)
    }

    private func findings<V: View>(_ view: V) throws -> [Finding] {
        ShaderCheck().findings(on: AuditedPage(list: try screen(view).displayList, pixels: nil, configuration: .standard))
    }

    private func card() -> some View {
        VStack(spacing: 4) {
            Text("Flu vaccination")
            Text("Book by 31 January").foregroundStyle(.secondary)
        }
        .padding(8)
        .background(Color.blue.opacity(0.2))
    }

    @Test func theLibraryNamesFunctionsAsSwiftUIsDoes() {
        let ripple = ShaderLibrary.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red), .boundingRect)
        #expect(ripple.function == ShaderFunction(library: .default, name: "ripple"))
        #expect(ripple.arguments == [.float(2.0), .float2(1.0, 2.0), .color(.red), .boundingRect])
        #expect(ripple != ShaderLibrary.ripple(.float(3)))
        let bundled = ShaderLibrary.bundle(.main).stripes(.floatArray([1, 2]), .image(Image(systemName: "heart")))
        #expect(bundled.function.name == "stripes")
        #expect(bundled.function.library != .default)
        #expect(ShaderLibrary.default.ripple == ShaderLibrary.ripple)
    }

    @Test func effectsDrawTheViewAsItIsAndEachIsAWarning() throws {
        let plain = try screen(card())
        let shader = ShaderLibrary.ripple(.float(0.5))
        let views: [(String, AnyView)] = [
            ("colorEffect", AnyView(card().colorEffect(shader))),
            ("distortionEffect", AnyView(card().distortionEffect(shader, maxSampleOffset: CGSize(width: 4, height: 4)))),
            ("layerEffect", AnyView(card().layerEffect(shader, maxSampleOffset: .zero))),
            ("colorEffect", AnyView(card().visualEffect { effect, _ in effect.colorEffect(shader) })),
        ]
        for (use, view) in views {
            let marked = try screen(view)
            #expect(marked.displayList.items == plain.displayList.items, "\(use)")
            #expect(marked.displayList.accessibilityElements == plain.displayList.accessibilityElements, "\(use)")
            let found = try findings(view)
            #expect(found.map(\.rule) == [.shaderNotDrawn], "\(use)")
            #expect(found.first?.subject == "ripple")
            #expect(found.first?.severity == .warning)
            #expect(found.first?.measured.contains(use) == true, "\(use)")
            #expect(found.first?.frame.map { $0.width > 0 && $0.height > 0 } == true)
        }
    }

    @Test func aDisabledEffectIsNotReported() throws {
        #expect(try findings(card().colorEffect(ShaderLibrary.ripple(), isEnabled: false)).isEmpty)
        #expect(try findings(card()).isEmpty)
    }

    @Test func aShapeStyledWithAShaderIsDrawnEmptyAndReported() throws {
        let view = VStack {
            Rectangle().fill(ShaderLibrary.stripes(.float(4))).frame(height: 40)
            Circle().stroke(ShaderLibrary.glow(), lineWidth: 3).frame(width: 30, height: 30)
            Text("Shimmer").foregroundStyle(ShaderLibrary.shimmer())
        }
        let found = try findings(view)
        #expect(found.map(\.subject) == ["stripes", "glow", "shimmer"])
        #expect(found.map(\.measured) == ["not run (fill)", "not run (stroke)", "not run (foreground)"])
        let list = try screen(view).displayList
        let drawn = DisplayList.flatten(list.items).map(\.item).filter {
            if case .text = $0 { return false }
            if case .fill(_, let color) = $0, color.alpha == 0 { return false }
            return true
        }
        #expect(drawn.isEmpty, "nothing but the text is drawn: \(drawn)")
        let plainText = try screen(Text("Shimmer")).displayList.textItems.map(\.color)
        #expect(list.textItems.map(\.color) == plainText)
    }

    @Test func theCheckIsStandard() {
        #expect(DesignAudit.standardChecks.contains { $0.rules.contains(.shaderNotDrawn) })
        #expect(AuditRule.general.contains(.shaderNotDrawn))
    }

    @Test func theVocabularyMatchesTheViewKit() {
        #expect(ComponentAnnotation.UndrawnShader.component == ShaderAnnotation.component)
        #expect(ComponentAnnotation.UndrawnShader.name == ShaderAnnotation.name)
        #expect(ComponentAnnotation.UndrawnShader.use == ShaderAnnotation.use)
    }
}
