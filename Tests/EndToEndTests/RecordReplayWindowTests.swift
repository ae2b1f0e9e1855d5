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

        let base = trace.deletingPathExtension().path
        let text = try String(contentsOf: trace, encoding: .utf8)
        let arguments = try String(contentsOfFile: base + ".args", encoding: .utf8)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let drawn = try String(contentsOfFile: base + ".frames.jsonl", encoding: .utf8).split(separator: "\n")
        let inputs = text.split(separator: "\n")
        XCTAssertEqual(drawn.count, inputs.count, "one drawn frame for each recorded input")
        // What was recorded is the session: the wheel, the keys, the focus and what it held.
        for (what, needle) in [("a wheel scroll", "\"source\":\"wheel\""), ("a key's scroll", "\"source\":\"keyboard\""),
                               ("the focus entering the header", "\"type\":\"focus\""),
                               ("a focused row", "\"type\":\"focus-item\""),
                               ("a settle's step", "\"source\":\"settle\"")] {
            XCTAssertTrue(text.contains(needle), "the recording has no \(what)")
        }

        let replay = try ShybarProcess.run(["replay"] + arguments + [trace.path])
        XCTAssertEqual(replay.status, 0, "shybar replay \(arguments.joined(separator: " ")): \(replay.stderr)")
        let replayed = replay.stdout.split(separator: "\n")
        XCTAssertEqual(replayed.count, drawn.count, "shybar replay gave another number of frames")
        var differing: [String] = []
        for (index, (live, again)) in zip(drawn, replayed).enumerated() {
            // `scrollTo` is the tracker's request, not part of the frame drawn (null in the
            // recording's frames); every other field must be the same.
            let a = try frameFields(live), b = try frameFields(again)
            if a != b { differing.append("line \(index + 1): drew \(live), replayed \(again)") }
        }
        XCTAssertTrue(differing.isEmpty, "\(differing.count) of \(drawn.count) frames differ; the first: "
                      + differing.prefix(3).joined(separator: "\n"))
    }

    /// A frame line's fields but `scrollTo`, as text.
    private func frameFields(_ line: Substring) throws -> [String: String] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        var fields: [String: String] = [:]
        for (key, value) in object where key != "scrollTo" { fields[key] = "\(value)" }
        return fields
    }
}
