import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `material-approximated`: each material drawn flat is one warning; colours and gradients are not.
@Suite struct MaterialCheckTests {
    private func findings<V: View>(_ view: V) throws -> [Finding] {
        let screen = try ScreenLayout.layout(view, environment: EnvironmentValues(), width: 300, margins: 0, background: .white,
                                             measurer: FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25), images: nil)
        return MaterialCheck().findings(on: AuditedPage(list: screen.displayList, pixels: nil, configuration: .standard))
    }

    @Test func eachMaterialIsAWarning() throws {
        let found = try findings(VStack {
            Text("Bar").background(.bar)
            Rectangle().fill(.thinMaterial).frame(height: 20)
        })
        #expect(found.map(\.rule) == [.materialApproximated, .materialApproximated])
        #expect(found.map(\.subject) == ["bar", "thin"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.first.flatMap { $0.frame.map { $0.height > 0 } } == true)
    }

    @Test func coloursAndGradientsAreNot() throws {
        let found = try findings(VStack {
            Text("Plain").background(Color.blue)
            Text("Gradient").background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        })
        #expect(found.isEmpty)
    }

    @Test func theCheckIsStandard() {
        #expect(DesignAudit.standardChecks.contains { $0.rules.contains(.materialApproximated) })
        #expect(AuditRule.general.contains(.materialApproximated))
    }

    @Test func theVocabularyMatchesTheViewKit() {
        #expect(ComponentAnnotation.ApproximatedMaterial.component == MaterialAnnotation.component)
        #expect(ComponentAnnotation.ApproximatedMaterial.name == MaterialAnnotation.name)
    }
}
