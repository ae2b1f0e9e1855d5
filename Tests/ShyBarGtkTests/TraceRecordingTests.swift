import CGtk
import Foundation
import XCTest
import ShyBarCore
@testable import ShyBarGtk
import ShyBarAppSupport

/// A recording made through `TraceRecorder` from a real window replays headlessly, with the
/// real `shybar replay` binary, to the same extents the window showed.
final class TraceRecordingTests: GtkTestCase, @unchecked Sendable {
    /// The built `shybar` (SHYBAR_BIN, else the package's debug build).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["SHYBAR_BIN"], !path.isEmpty { return path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/shybar").path
    }

    struct Replayed {
        var extent: Double
        var state: String
        var headerY: Double
    }

    /// Runs `shybar replay ARGS FILE` and returns one entry per output line.
    func replay(_ arguments: [String], file: String) throws -> [Replayed] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["replay"] + arguments + [file]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "shybar replay failed: \(errors)")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return Replayed(extent: (object["extent"] as! NSNumber).doubleValue, state: object["state"] as! String,
                            headerY: (object["headerY"] as! NSNumber).doubleValue)
        }
    }

    /// Drives wheel-like and touchpad-like scrolling through real adjustment changes: down
    /// in steps (hides), a pause (idle snap), back up (animated reveal), a gesture that ends
    /// with a fling, and waits for every animation to finish.
    @MainActor
    private func drive(_ fixture: ListFixture, observer: ScrollObserver) {
        for _ in 0..<8 {
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value += 23
            pump(30)
        }
        pump(300)
        for _ in 0..<3 {
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value -= 17
            pump(25)
        }
        pump(400)
        observer.simulateUserInput(.touchpad)
        for _ in 0..<5 {
            fixture.adjustment.value += 9
            pump(16)
        }
        observer.simulateGestureEnd(velocity: 900)
        pump(400)
        observer.simulateUserInput(.touchpad)
        for _ in 0..<4 {
            fixture.adjustment.value -= 6
            pump(16)
        }
        observer.simulateGestureEnd(velocity: -400)
        pump(400)
    }

    @MainActor
    private func checkRecording(_ recorder: TraceRecorder, arguments: [String], header: Widget?, overlay: Overlay,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertGreaterThan(recorder.inputs.count, 20, "the drive produced inputs", file: file, line: line)
        XCTAssertTrue(recorder.inputs.contains { $0.input == .tick }, "animation ticks are recorded", file: file, line: line)
        let states = Set(recorder.frames.map(\.state))
        XCTAssertTrue(states.count >= 3, "the drive went through several states: \(states)", file: file, line: line)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-recording-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").count, recorder.inputs.count, file: file, line: line)
        let replayed = try replay(arguments, file: path)
        XCTAssertEqual(replayed.count, recorder.frames.count, "one replayed frame per recorded input", file: file, line: line)
        var mismatches: [String] = []
        for (index, (shown, again)) in zip(recorder.frames, replayed).enumerated()
        where abs(shown.extent - again.extent) > 0.01 || shown.state.rawValue != again.state {
            mismatches.append("#\(index) \(TraceFormat.line(for: recorder.inputs[index])): window \(shown.extent) \(shown.state), replay \(again.extent) \(again.state)")
        }
        XCTAssertTrue(mismatches.isEmpty, "replay differs from the window:\n" + mismatches.prefix(10).joined(separator: "\n"),
                      file: file, line: line)
        // And the frames recorded are what the widgets showed: the header sits at the last headerY.
        if let header, let last = recorder.frames.last, last.extent > 0.5 {
            pump(until: { header.bounds(relativeTo: overlay)?.y == last.headerY.rounded() }, timeout: 500)
            XCTAssertEqual(header.bounds(relativeTo: overlay)?.y, last.headerY.rounded(), "the header shows the last frame",
                           file: file, line: line)
        }
    }

    func testQuickReturnRecordingReplaysToTheSameExtents() throws {
        try onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            ready(fixture)
            let recorder = record(behavior)
            drive(fixture, observer: behavior.attachment!.observer)
            recorder.stop()
            let arguments = ["--behavior", "quick-return"] + (Gtk.animationsEnabled ? [] : ["--no-animations"])
            try checkRecording(recorder, arguments: arguments, header: fixture.header, overlay: fixture.overlay)
            behavior.detach()
        }
    }

    func testQuickReturnWithFollowAndFadeReplaysToTheSameExtents() throws {
        try onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            var options = QuickReturnOptions()
            options.reveal = .follow
            options.snap = .nearest
            options.fade = true
            options.toleranceUp = 3
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset,
                                                      options: options)
            ready(fixture)
            let recorder = record(behavior)
            drive(fixture, observer: behavior.attachment!.observer)
            recorder.stop()
            let arguments = ["--behavior", "quick-return", "--reveal", "follow", "--snap", "nearest", "--fade", "--tolerance-up", "3"]
                + (Gtk.animationsEnabled ? [] : ["--no-animations"])
            try checkRecording(recorder, arguments: arguments, header: fixture.header, overlay: fixture.overlay)
            behavior.detach()
        }
    }

    func testStickyRecordingReplaysToTheSameExtents() throws {
        try onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            var options = StickyOptions()
            options.quickReturnHeader = true
            let behavior = StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                        toolbar: fixture.toolbar, inset: fixture.inset, options: options)
            ready(fixture)
            let recorder = record(behavior)
            fixture.adjustment.value = 0
            pump(50)
            drive(fixture, observer: behavior.attachment!.observer)
            recorder.stop()
            let arguments = ["--behavior", "sticky", "--quick-return-header"] + (Gtk.animationsEnabled ? [] : ["--no-animations"])
            try checkRecording(recorder, arguments: arguments, header: nil, overlay: fixture.overlay)
            behavior.detach()
        }
    }

    /// Records what `behavior` handles from now on (what a view's watch reports), after a
    /// fresh geometry and offset.
    @MainActor
    private func record(_ behavior: some HeaderViewBehavior) -> TraceRecorder {
        let recorder = TraceRecorder()
        recorder.start()
        behavior.attachment?.onHandled = { [weak recorder] input, frame in recorder?.record(input, frame) }
        behavior.attachment?.refresh()
        return recorder
    }

    func testAPausedAttachmentDropsLiveInputsUntilLetGo() throws {
        try onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            ready(fixture)
            let attachment = try XCTUnwrap(behavior.attachment)
            var seen = 0
            attachment.onHandled = { _, _ in seen += 1 }
            attachment.isLivePaused = true
            attachment.observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 400
            pump(100)
            XCTAssertEqual(seen, 0, "no live input reaches the tracker while paused")
            XCTAssertEqual(behavior.frame.extent, 90, "and the header did not move")
            attachment.isLivePaused = false
            attachment.refresh()
            XCTAssertGreaterThan(seen, 0, "live inputs flow again")
            behavior.detach()
        }
    }
}
