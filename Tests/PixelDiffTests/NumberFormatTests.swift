import Testing
import PixelDiff

@Suite struct NumberFormatTests {
    @Test func fixedRoundsHalfAwayFromZero() {
        #expect(NumberFormat.fixed(6.1561, places: 2) == "6.16")
        #expect(NumberFormat.fixed(0.005, places: 2) == "0.01")
        #expect(NumberFormat.fixed(2, places: 2) == "2.00")
        #expect(NumberFormat.fixed(-1.25, places: 1) == "-1.3")
        #expect(NumberFormat.fixed(-0.001, places: 2) == "0.00")
        #expect(NumberFormat.fixed(12.7, places: 0) == "13")
    }

    @Test func percentageKeepsSmallSharesVisible() {
        #expect(NumberFormat.percentage(0) == "0%")
        #expect(NumberFormat.percentage(0.0823) == "8.23%")
        #expect(NumberFormat.percentage(0.0000169) == "0.0017%")
        #expect(NumberFormat.percentage(1) == "100.00%")
    }
}
