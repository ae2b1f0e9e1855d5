import Foundation
import XCTest

/// libshybar-1's C API from C: Tests/CLib/header-view-api.c, built with `cc` and
/// `pkg-config --cflags --libs shybar-1` against the staged library alone (no Swift, no
/// package sources) with every warning an error, and run in a real window. It creates the
/// view, sets and reads every typed accessor and the matching properties, counts notify
/// signals (one per change, none for an unchanged value), attaches a scrolled list, hides
/// and shows the header (state-changed, extent, progress), switches behaviours, swaps the
/// content for a text view and lets the window finalize the view; each failed check is one
/// "FAIL:" line.
final class LibraryCAPITests: XCTestCase {
    func testTheCAPIDoesWhatItsHeaderSays() throws {
        try LibraryExampleTests.requireDisplay()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-capi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = try LibraryStage.environment(scratch: scratch)
        let source = ShybarProcess.packageRoot.appendingPathComponent("Tests/CLib/header-view-api.c").path
        let program = scratch.appendingPathComponent("header-view-api").path
        let build = runTool("/bin/sh", ["-c", "cc -std=c11 -Wall -Wextra -Werror -o \"$0\" \"$1\" $(pkg-config --cflags --libs shybar-1)",
                                        program, source], environment: environment, timeout: 120)
        XCTAssertEqual(build.status, 0, "building header-view-api.c against pkg-config shybar-1 failed: \(build.stdout)\(build.stderr)")
        guard build.status == 0 else { return }
        let run = runTool(program, [], environment: environment, timeout: 120)
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL:") }
        XCTAssertEqual(run.status, 0, "header-view-api failed (status \(run.status)):\n\(failures.joined(separator: "\n"))\n\(run.stderr.suffix(1500))")
        XCTAssertEqual(failures, [])
        // It got to the end: a crash or an early return would print no summary.
        let summary = run.stdout.split(separator: "\n").last { $0.hasPrefix("checks: ") } ?? ""
        XCTAssertTrue(summary.hasSuffix("failures: 0"), "no summary line: \(run.stdout.suffix(1500))")
        let checks = Int(summary.split(separator: " ")[safe: 1]?.dropLast() ?? "") ?? 0
        XCTAssertGreaterThanOrEqual(checks, 90, "fewer checks ran than the program has: \(summary)")
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
