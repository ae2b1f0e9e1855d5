import XCTest
@testable import ShyBarAppSupport

/// `format` as translators write templates: in order, by position, with precision.
final class FormatTests: XCTestCase {
    func testArgumentsInOrder() {
        XCTAssertEqual(format("Saved %d inputs to %@.", 12, "/tmp/a.jsonl"), "Saved 12 inputs to /tmp/a.jsonl.")
        XCTAssertEqual(format("%s and %ld", "text", 7), "text and 7")
    }

    func testPositionalArgumentsMayBeReordered() {
        XCTAssertEqual(format("%2$@ before %1$@", "one", "two"), "two before one")
        XCTAssertEqual(format("%1$d. %2$@ — %3$@", 3, "Bike", "€240"), "3. Bike — €240")
    }

    func testPrecisionAndPercent() {
        XCTAssertEqual(format("%.1f s", 1.25 + 0.01), "1.3 s")
        XCTAssertEqual(format("%.2f", 45.0), "45.00")
        XCTAssertEqual(format("%.0f", 9.3e18), "9300000000000000000")
        XCTAssertEqual(format("100%% of %d", 5), "100% of 5")
    }

    func testAConversionWithoutArgumentStaysVisible() {
        XCTAssertEqual(format("%@ and %@", "one"), "one and %@")
        XCTAssertEqual(format("ends with %"), "ends with %")
    }
}
