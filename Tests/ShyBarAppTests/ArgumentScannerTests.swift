import XCTest
@testable import ShyBarApp

final class ArgumentScannerTests: XCTestCase {
    func testFlagsInlineValuesAndOperands() throws {
        var scanner = ArgumentScanner(["--a", "1", "--b=2", "--c=", "file", "-", "--d=x=y"])
        let a = try XCTUnwrap(scanner.next())
        XCTAssertEqual(a.flag, "--a")
        XCTAssertEqual(try scanner.value(of: a), "1")
        let b = try XCTUnwrap(scanner.next())
        XCTAssertEqual(try scanner.value(of: b), "2")
        let c = try XCTUnwrap(scanner.next())
        XCTAssertEqual(try scanner.value(of: c), "", "an empty inline value stays empty")
        XCTAssertEqual(scanner.next()?.flag, "file", "and does not swallow the next argument")
        XCTAssertEqual(scanner.next()?.flag, "-")
        let d = try XCTUnwrap(scanner.next())
        XCTAssertEqual(d.flag, "--d")
        XCTAssertEqual(d.inline, "x=y", "only the first = splits")
        XCTAssertNil(scanner.next())
    }

    func testAMissingValueNamesTheFlag() {
        var scanner = ArgumentScanner(["--rows"])
        let rows = scanner.next()!
        XCTAssertThrowsError(try scanner.value(of: rows)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--rows needs a value")
        }
    }

    func testAnEmptyReplayFlagValueIsRejectedByName() {
        XCTAssertThrowsError(try ReplayCommand.parse(["--behavior", "sticky", "--duration=", "-"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--duration expects a number from 0 to 10000, got \"\"")
        }
    }

    func testLongBadValuesAreQuotedShort() {
        let long = String(repeating: "z", count: 10_000)
        XCTAssertThrowsError(try ReplayCommand.parse(["--behavior", "sticky", "--snap", long, "-"])) { error in
            let message = (error as? UsageError)?.message ?? ""
            XCTAssertLessThan(message.count, 200, message)
            XCTAssertTrue(message.contains("10000 bytes"), message)
        }
    }
}
