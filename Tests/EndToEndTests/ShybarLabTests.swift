import Foundation
import XCTest

/// The UX lab from outside: playing a trace back in the window (Ctrl+O) moves the header as
/// the trace says, and the plot exports to real PNG and SVG files — through GTK's own file
/// chooser, typed into as a person would.
final class ShybarLabTests: ShybarWindowTestCase, @unchecked Sendable {
    private var scratch: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    /// Types a path into the file chooser that is open (its name or location entry) and accepts.

    /// What `shybar replay` (the headless replayer) says the header's extent is at the end
    /// of `trace`: what playing it back in the window must leave drawn.
    private func replayedFinalExtent(_ trace: URL) throws -> Double? {
        let result = try ShybarProcess.run(["replay", "--behavior", "quick-return", trace.path])
        XCTAssertEqual(result.status, 0, "shybar replay \(trace.lastPathComponent): \(result.stderr)")
        guard let last = result.stdout.split(separator: "\n").last,
              let object = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any] else { return nil }
        return (object["extent"] as? NSNumber)?.doubleValue
    }

    /// No file chosen in GTK's file chooser may land in the person's recently-used list
    /// (each window has a private XDG_DATA_HOME).
    private func assertNothingInPersonsRecentFiles(file: StaticString = #filePath, line: UInt = #line) {
        let recent = PrivateHome.personsRecentFiles
        guard let text = try? String(contentsOf: recent, encoding: .utf8) else { return }
        XCTAssertFalse(text.contains(scratch.lastPathComponent),
                       "files chosen by the test were added to the person's \(recent.path)", file: file, line: line)
    }

    func testPlayingATraceBackHidesAndRevealsTheHeaderAsRecorded() throws {
        // A touchpad flick that hides the header; the trace ends with it hidden.
        let hide = scratch.appendingPathComponent("hide.jsonl")
        try """
        {"t":0,"type":"geometry","viewport":600,"content":48000,"header":90}
        {"t":100,"type":"scroll","offset":2000,"source":"programmatic"}
        {"t":200,"type":"begin"}
        {"t":216,"type":"scroll","offset":2050,"source":"touchpad"}
        {"t":232,"type":"scroll","offset":2150,"source":"touchpad"}
        {"t":248,"type":"end","velocity":1500}
        {"t":600,"type":"tick"}
        """.write(to: hide, atomically: true, encoding: .utf8)
        // Hidden from its first frame on (every input at t 0 is applied together), held
        // hidden for a second, then a short scroll back reveals it; it ends fully shown.
        let reveal = scratch.appendingPathComponent("reveal.jsonl")
        try """
        {"t":0,"type":"geometry","viewport":600,"content":48000,"header":90}
        {"t":0,"type":"scroll","offset":2150,"source":"programmatic"}
        {"t":0,"type":"begin"}
        {"t":0,"type":"scroll","offset":2250,"source":"touchpad"}
        {"t":0,"type":"end","velocity":1500}
        {"t":1000,"type":"tick"}
        {"t":1200,"type":"begin"}
        {"t":1216,"type":"scroll","offset":2200,"source":"touchpad"}
        {"t":1232,"type":"end","velocity":-1500}
        {"t":1500,"type":"tick"}
        {"t":1800,"type":"tick"}
        """.write(to: reveal, atomically: true, encoding: .utf8)
        // As recorded: the headless replayer says where each trace leaves the header.
        XCTAssertEqual(try replayedFinalExtent(hide), 0, "the hide trace ends with the header hidden")
        XCTAssertEqual(try replayedFinalExtent(reveal), Double(Self.quickReturnHeaderHeight),
                       "the reveal trace ends with the header fully shown")

        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.key("ctrl+o")
        guard app.chooseFile(hide.path, in: "Open Trace") else { return }
        guard app.waitFor("the header hidden by the played-back trace", timeout: 5, isHidden) != nil else { return }
        // The trace lasts 0.6 s: after its end the header must still be where the trace left
        // it. (It used to come back the moment the live tracker took over again.) While it
        // plays, the panel counts its time in tenths of a second, so the window's pixels stay
        // unchanged for 450 ms only once it has ended and whatever the hand-over started has
        // run its course.
        guard app.waitForStillPixels("the window at rest after the played-back trace ended") else { return }
        guard let afterHide = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isHidden(afterHide) {
            return app.fail("after the played-back trace ended the header is not hidden as the trace left it: "
                            + afterHide.summary(page: Self.quickReturn), label: "after-hide")
        }

        app.key("ctrl+o")
        guard app.chooseFile(reveal.path, in: "Open Trace") else { return }
        guard app.waitFor("the header revealed by the played-back trace", timeout: 6, isFullyShown) != nil else { return }
        guard app.waitForStillPixels("the window at rest after the 1.8 s trace ended") else { return }
        guard let afterReveal = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isFullyShown(afterReveal) {
            app.fail("after the played-back trace ended the header is not fully shown as the trace left it: "
                     + afterReveal.summary(page: Self.quickReturn), label: "after-reveal")
        }
        assertNothingInPersonsRecentFiles()
    }

    func testThePlotExportsAsPNGAndSVG() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.key("F9")                                       // the panel with the plot
        app.wheel(down: true, steps: 3)
        for (button, name, title) in [("Export PNG…", "plot.png", "Export Plot as PNG"),
                                      ("Export SVG…", "plot.svg", "Export Plot as SVG")] {
            guard let snapshot = app.waitFor("\(button) shown", timeout: 5, { $0.objects?.contains { $0.name == button } == true }),
                  let target = snapshot.objects?.first(where: { $0.name == button }) else {
                return app.fail("the panel shows no \(button) button", label: "no-export")
            }
            app.click(windowX: target.x + target.w / 2, windowY: target.y + target.h / 2, in: snapshot)
            let path = scratch.appendingPathComponent(name).path
            guard app.chooseFile(path, in: title) else { return }
            let deadline = Date().addingTimeInterval(4)
            while !FileManager.default.fileExists(atPath: path), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            guard let data = FileManager.default.contents(atPath: path) else {
                return app.fail("\(button) wrote nothing at \(path); log: \(app.logTail())", label: "export-\(name)")
            }
            if name.hasSuffix(".png") {
                XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
            } else {
                let text = String(decoding: data, as: UTF8.self)
                XCTAssertTrue(text.contains("<svg"), "an SVG document: \(text.prefix(200))")
            }
            XCTAssertGreaterThan(data.count, 1000, "\(name) has a drawn plot in it")
        }
        // GTK lists every file saved through its chooser as recently used: in the window's
        // own data directory, never in the person's.
        let privateRecent = app.home.data.appendingPathComponent("recently-used.xbel")
        let deadline = Date().addingTimeInterval(5)
        var recent = ""
        while !recent.contains("plot.svg"), Date() < deadline {
            recent = (try? String(contentsOf: privateRecent, encoding: .utf8)) ?? ""
            if !recent.contains("plot.svg") { Thread.sleep(forTimeInterval: 0.2) }
        }
        XCTAssertTrue(recent.contains("plot.svg"), "GTK's recently-used list is not in the private \(privateRecent.path)")
        assertNothingInPersonsRecentFiles()
    }
}
