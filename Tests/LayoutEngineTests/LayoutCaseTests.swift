import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Runs every case under `Cases/`: lays the view out with the fixed-advance fake and compares
/// every item's frame (and, where given, every accessibility element's) with the expected ones.
@Suite struct LayoutCaseTests {
    @Test(arguments: LayoutCases.all)
    func frames(_ testCase: LayoutCase) throws {
        let screen = try LayoutHarness.layout(testCase.view(), width: testCase.width)
        #expect(LayoutHarness.frames(screen.displayList) == testCase.expected)
        if let elements = testCase.expectedElements {
            let found = screen.displayList.accessibilityElements.map { "\($0.label) \(DumpFormat.rect($0.frame))" }
            #expect(found == elements)
        }
    }

    @Test func everyCaseHasAUniqueName() {
        let names = LayoutCases.all.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
