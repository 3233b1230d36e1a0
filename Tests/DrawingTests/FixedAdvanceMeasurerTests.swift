import Foundation
import Testing
@testable import Drawing

@Suite struct FixedAdvanceMeasurerTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)

    @Test func wrapsAtSpacesWithinTheWidth() {
        let spec = TextSpec(string: "aaaa bbbb cccc", font: FontSpec(size: 10))
        let result = measurer.measure(spec, width: 50)
        #expect(result.lineCount == 2)
        #expect(result.size.width == 45)
        #expect(result.size.height == 25)
        #expect(!result.isTruncated)
    }

    @Test func breaksAWordLongerThanTheLine() {
        let spec = TextSpec(string: "abcdefghij", font: FontSpec(size: 10))
        #expect(measurer.measure(spec, width: 20).lineCount == 3)
    }

    @Test func lineLimitTruncates() {
        let spec = TextSpec(string: "aaaa bbbb cccc", font: FontSpec(size: 10), lineLimit: 1)
        let result = measurer.measure(spec, width: 50)
        #expect(result.lineCount == 1)
        #expect(result.isTruncated)
    }

    @Test func emptyStringHasOneEmptyLine() {
        let result = measurer.measure(TextSpec(string: "", font: FontSpec(size: 10)), width: 100)
        #expect(result.lineCount == 1)
        #expect(result.size.width == 0)
    }
}
