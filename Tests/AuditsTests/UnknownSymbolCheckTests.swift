import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `symbol-unknown`: a placeholder symbol is reported; a known one is not.
@Suite struct UnknownSymbolCheckTests {
    private func findings<V: View>(_ view: V) throws -> [Finding] {
        let screen = try ScreenLayout.layout(view, environment: EnvironmentValues(), width: 300, margins: 0, background: .white,
                                             measurer: FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25), images: nil)
        return UnknownSymbolCheck().findings(on: AuditedPage(list: screen.displayList, pixels: nil, configuration: .standard))
    }

    @Test func anUnknownNameIsAFinding() throws {
        let found = try findings(HStack { Image(systemName: "calendar"); Image(systemName: "no.such.symbol") })
        #expect(found.map(\.rule) == [.symbolUnknown])
        #expect(found.first?.subject == "no.such.symbol")
        #expect(found.first?.severity == .warning)
    }

    @Test func knownNamesAreNot() throws {
        #expect(try findings(HStack { Image(systemName: "calendar"); Image(systemName: "chevron.right") }).isEmpty)
    }

    @Test func theCheckIsStandard() {
        #expect(DesignAudit.standardChecks.contains { $0.rules.contains(.symbolUnknown) })
    }

    @Test func theVocabularyMatchesTheLayoutEngine() {
        #expect(ComponentAnnotation.UnknownSymbol.component == SymbolTable.unknownAnnotation)
        #expect(ComponentAnnotation.UnknownSymbol.name == SymbolTable.unknownNameKey)
    }
}
