import Foundation
import XCTest

/// 10) Start-up mistakes as a person meets them: one line on stderr and the documented exit
/// status. These need no display.
final class ShybarStartupErrorTests: XCTestCase {
    private func oneLine(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true)
    }

    func testUnknownPageExitsTwoWithOneLine() throws {
        let result = try ShybarProcess.run(["--page", "nope"])
        XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)")
        let lines = oneLine(result.stderr)
        XCTAssertEqual(lines.count, 1, "expected exactly one line on stderr, got: \(result.stderr)")
        XCTAssertTrue(lines.first?.hasPrefix("shybar: ") ?? false, result.stderr)
        XCTAssertTrue(result.stderr.contains("nope"), "the message should name the bad page: \(result.stderr)")
        XCTAssertEqual(result.stdout, "", "nothing on stdout")
    }

    /// `--record` must be able to write its trace where it says: a folder that is not there,
    /// or a folder given as the file, is refused at once (before any window), by name.
    func testARecordingThatCannotBeWrittenExitsTwoNamingThePlace() throws {
        for (path, named) in [("/nonexistent-shybar-folder/session.jsonl", "/nonexistent-shybar-folder"),
                              (NSTemporaryDirectory(), NSTemporaryDirectory())] {
            let result = try ShybarProcess.run(["--record", path])
            XCTAssertEqual(result.status, 2, "--record \(path): stderr: \(result.stderr)")
            let lines = oneLine(result.stderr)
            XCTAssertEqual(lines.count, 1, "expected exactly one line on stderr, got: \(result.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("shybar: --record") ?? false, result.stderr)
            XCTAssertTrue(result.stderr.contains(String(named.prefix(40))), "the message should name \(named): \(result.stderr)")
        }
    }

    func testNoDisplayExitsOneWithOneLine() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["GDK_BACKEND"] = nil
        let result = try ShybarProcess.run([], environment: environment)
        XCTAssertEqual(result.status, 1, "stderr: \(result.stderr)")
        let lines = oneLine(result.stderr)
        XCTAssertEqual(lines.count, 1, "expected exactly one line on stderr, got: \(result.stderr)")
        XCTAssertTrue(lines.first?.hasPrefix("shybar: ") ?? false, result.stderr)
        XCTAssertTrue(result.stderr.contains("display"), "the message should say the display is missing: \(result.stderr)")
    }
}
