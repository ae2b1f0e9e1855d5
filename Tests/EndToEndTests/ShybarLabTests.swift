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
    private func choose(_ app: ShybarWindowSession, path: String) {
        Thread.sleep(forTimeInterval: 1.0)                 // the dialog maps and takes focus
        app.key("ctrl+a")
        app.type(path)
        Thread.sleep(forTimeInterval: 0.3)
        app.key("Return")
    }

    func testPlayingATraceBackHidesAndRevealsTheHeaderAsRecorded() throws {
        let trace = scratch.appendingPathComponent("hide.jsonl")
        try """
        {"t":0,"type":"geometry","viewport":600,"content":48000,"header":90}
        {"t":100,"type":"scroll","offset":2000,"source":"programmatic"}
        {"t":200,"type":"begin"}
        {"t":216,"type":"scroll","offset":2050,"source":"touchpad"}
        {"t":232,"type":"scroll","offset":2150,"source":"touchpad"}
        {"t":248,"type":"end","velocity":1500}
        {"t":600,"type":"tick"}
        """.write(to: trace, atomically: true, encoding: .utf8)
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.key("ctrl+o")
        choose(app, path: trace.path)
        if app.waitFor("hidden by the trace", timeout: 4, isHidden) == nil {
            app.fail("playing a trace that hides the header did not hide it: "
                     + (app.probe()?.summary(page: Self.quickReturn) ?? "") + "; log: \(app.logTail())",
                     label: "playback")
        }
    }

    func testThePlotExportsAsPNGAndSVG() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.key("F9")                                       // the panel with the plot
        app.wheel(down: true, steps: 3)
        for (button, name) in [("Export PNG…", "plot.png"), ("Export SVG…", "plot.svg")] {
            guard let snapshot = app.waitFor("\(button) shown", timeout: 3, rows: true, { $0.objects?.contains { $0.name == button } == true }),
                  let target = snapshot.objects?.first(where: { $0.name == button }) else {
                return app.fail("the panel shows no \(button) button", label: "no-export")
            }
            let origin = app.windowOrigin(snapshot)
            let geometry = app.xGeometry()
            app.click(x: origin.x - (geometry?.x ?? 0) + target.x + target.w / 2,
                      y: origin.y - (geometry?.y ?? 0) + target.y + target.h / 2)
            let path = scratch.appendingPathComponent(name).path
            choose(app, path: path)
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
    }
}
