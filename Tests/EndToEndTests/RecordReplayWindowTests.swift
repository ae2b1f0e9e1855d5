import Foundation
import XCTest

/// A recording made in the real window (`shybar --record FILE`, what Ctrl+R saves too)
/// replays with `shybar replay` to the frames the window drew, line by line: a wheel run
/// down and back up, then a walk with the keyboard (Ctrl+F into the header's search, Tab
/// into the list, arrows, Page Down and Up, Home, Shift+Tab back into the header and out
/// again), with the settles near the top it causes, on the quick-return page under real X
/// input.
final class RecordReplayWindowTests: ShybarWindowTestCase, @unchecked Sendable {
    func testARecordingOfTheWindowReplaysToTheFramesItDrew() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-record-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session.jsonl")
        let app = try launch(["--page", "quick-return", "--record", trace.path], page: Self.quickReturn)

        guard hideByWheel(app, steps: 8) else { return }
        app.wheel(down: false, steps: 3)
        guard app.waitFor("the header back after the wheel up", timeout: 5, isFullyShown) != nil else { return }
        guard app.focusWindow() else { return }
        for key in ["ctrl+f", "Tab", "Tab", "Down", "Down", "Page_Down", "Page_Down", "Down", "Page_Up", "Up", "Home",
                    "shift+Tab", "Tab", "Page_Down"] {
            app.key(key)
            Thread.sleep(forTimeInterval: 0.15)
        }
        guard app.waitForStable(page: Self.quickReturn, timeout: 6) != nil else { return app.fail("the page never came to rest") }
        app.key("ctrl+q")
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(app.isRunning, "Ctrl+Q did not end the app")

        let session = try RecordedSession(trace: trace)
        XCTAssertEqual(session.drawn.count, session.inputs.count, "one drawn frame for each recorded input")
        // What was recorded is the session: the wheel, the keys, the focus and what it held.
        for (what, needle) in [("a wheel scroll", "\"source\":\"wheel\""), ("a key's scroll", "\"source\":\"keyboard\""),
                               ("the focus entering the header", "\"type\":\"focus\""),
                               ("a focused row", "\"type\":\"focus-item\""),
                               ("a settle's step", "\"source\":\"settle\"")] {
            XCTAssertTrue(session.text.contains(needle), "the recording has no \(what)")
        }
        let (replayed, differing) = try session.replayDifferences()
        XCTAssertEqual(replayed, session.drawn.count, "shybar replay gave another number of frames")
        XCTAssertTrue(differing.isEmpty, "\(differing.count) of \(session.drawn.count) frames differ; the first: "
                      + differing.prefix(3).joined(separator: "\n"))
    }
}
