import XCTest
@testable import ShyBarApp

final class MessageTemplateTests: XCTestCase {
    func testPlaceholdersInTurnAndByPosition() {
        XCTAssertEqual("%@ line %d".filling("settings.ini", 4), "settings.ini line 4")
        XCTAssertEqual("%2$@：%1$@".filling("a", "b"), "b：a")
        XCTAssertEqual("100%% of %d".filling(3), "100% of 3")
        XCTAssertEqual("no placeholders".filling(1), "no placeholders")
        XCTAssertEqual("%@ and %@".filling("one"), "one and ", "a missing argument is left out, never a crash")
        XCTAssertEqual("50% off %s".filling("x"), "50% off %s", "an unknown directive stays as written")
        XCTAssertEqual("trailing %".filling(), "trailing %")
    }
}
