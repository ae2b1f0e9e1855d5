import Foundation
import XCTest

/// Presets in the real window, driven as a person would (real clicks and keys under X, read
/// back through AT-SPI and the files the app writes): the panel's preset drop-down, the
/// "modified" mark, the preset surviving a restart, and an A/B comparison of two presets on
/// a built-in trace exported from the plot.
final class PresetWindowTests: ShybarWindowTestCase, @unchecked Sendable {
    private var home: PrivateHome!
    private var settingsPath: String { home.config.path + "/shybar/settings.ini" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        home = try PrivateHome()
        try FileManager.default.createDirectory(atPath: home.config.path + "/shybar", withIntermediateDirectories: true)
        try "[window]\npage=quick-return\npanel=true\n".write(toFile: settingsPath, atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        super.tearDown()
        home?.remove()
    }

    /// The first object called `name` that is not a label (the control, not its title),
    /// on screen.
    private func control(_ name: String, in snapshot: AXSnapshot) -> AXSnapshot.Object? {
        snapshot.objects?.first { $0.name == name && $0.role != "label" && $0.isMapped }
    }

    private func isShown(_ name: String, in snapshot: AXSnapshot) -> Bool {
        snapshot.objects?.contains { $0.name == name && $0.isMapped } == true
    }

    /// Clicks `target` in the middle, or `fromEnd` px before its right edge.
    private func click(_ target: AXSnapshot.Object, in snapshot: AXSnapshot, _ app: ShybarWindowSession, fromEnd: Int? = nil) {
        app.click(windowX: target.x + (fromEnd.map { target.w - $0 } ?? target.w / 2),
                  windowY: target.y + target.h / 2, in: snapshot)
    }

    /// The control `name` once it is wholly inside the window, wheeling the panel (a
    /// little at a time) until it is.
    private func scrollPanel(down: Bool, to name: String, _ app: ShybarWindowSession) -> (AXSnapshot, AXSnapshot.Object)? {
        for attempt in 0..<12 {
            if attempt > 0 {
                app.wheel(down: down, steps: 3, x: 900, y: 450)
                // Clicked where AT-SPI shows it only once the panel has stopped moving.
                guard app.waitForStillPixels("the panel at rest after the wheel") else { return nil }
            }
            if let snapshot = app.probe(), let target = control(name, in: snapshot), let client = snapshot.client,
               target.y > client.y + 50, target.y + target.h < client.y + client.h {
                return (snapshot, target)
            }
        }
        return nil
    }

    private func settings(contain text: String, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let saved = try? String(contentsOfFile: settingsPath, encoding: .utf8), saved.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func testAChosenPresetShowsModifiedAfterAChangeAndIsRestored() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        app.waitFor("the panel", timeout: 10) { self.control("Export SVG…", in: $0) != nil }
        guard let (shown, drop) = scrollPanel(down: true, to: "Preset", app) else {
            return app.fail("the panel shows no preset drop-down", label: "no-preset")
        }
        XCTAssertFalse(isShown("modified", in: shown), "nothing is modified before a preset is chosen")
        // The list opens on "Custom"; headroom is two below (after shybar).
        let before = app.visibleWindows()
        click(drop, in: shown, app)
        // Its list is a popup of its own, which takes the keys once it is mapped.
        guard app.waitForNewWindow("the preset drop-down's list", besides: before) != nil else { return }
        app.key("Down")
        app.key("Down")
        app.key("Return")
        XCTAssertTrue(settings(contain: "preset=headroom"), "the chosen preset was not saved: \(app.logTail())")
        XCTAssertTrue(settings(contain: "tolerance-down=0") && settings(contain: "easing=linear"), "headroom's options were not set")
        guard let chosen = app.waitFor("the tolerance spin button", timeout: 5, { self.control("Tolerance up", in: $0) != nil }),
              let spin = control("Tolerance up", in: chosen) else { return }
        XCTAssertFalse(isShown("modified", in: chosen), "the preset's own values are not modified")

        click(spin, in: chosen, app, fromEnd: 15)          // its "+": 0 → 1 px
        app.waitFor("modified after changing an option", timeout: 5) { self.isShown("modified", in: $0) }
        XCTAssertTrue(settings(contain: "tolerance-up=1"), "the change was not saved")

        app.key("ctrl+q")
        let deadline = Date().addingTimeInterval(5)
        while app.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(app.isRunning, "Ctrl+Q did not quit")
        app.terminate()

        // Restarted: the preset and the change are back, and so is the mark.
        let again = try launch([], page: Self.quickReturn, home: home)
        again.waitFor("modified after a restart", timeout: 10) { self.isShown("modified", in: $0) }
        let saved = (try? String(contentsOfFile: settingsPath, encoding: .utf8)) ?? ""
        XCTAssertTrue(saved.contains("preset=headroom") && saved.contains("tolerance-up=1"), saved)
    }

    func testComparingTwoPresetsOverlaysBothCurvesInTheExportedPlot() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        app.waitFor("the panel", timeout: 10) { self.control("Export SVG…", in: $0) != nil }
        guard let (snapshot, button) = scrollPanel(down: true, to: "Compare", app) else {
            return app.fail("the panel shows no Compare button", label: "no-compare")
        }
        click(button, in: snapshot, app)                   // slow-drag through shybar (A) and headroom (B)
        app.waitFor("Live Plot offered after comparing", timeout: 5) { self.control("Live Plot", in: $0) != nil }

        guard let (top, svgButton) = scrollPanel(down: false, to: "Export SVG…", app) else {
            return app.fail("Export SVG… is not in view", label: "no-export")
        }
        click(svgButton, in: top, app)
        let path = home.root.appendingPathComponent("compare.svg").path
        guard app.chooseFile(path, in: "Export Plot as SVG") else { return }
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: path), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return app.fail("Export SVG… wrote nothing at \(path); log: \(app.logTail())", label: "compare-export")
        }
        // Two 2.5 px curves: preset A in orange (230, 97, 0), preset B in green (38, 162, 105).
        let strokes = Self.strokes(inSVG: String(decoding: data, as: UTF8.self))
        for (preset, rgb) in [("A", [90.0, 38.0, 0.0]), ("B", [14.9, 63.5, 41.2])] {
            XCTAssertTrue(strokes.contains { $0.width == 2.5 && zip($0.rgb, rgb).allSatisfy { abs($0 - $1) < 0.001 } },
                          "preset \(preset)'s curve (rgb \(rgb) %, 2.5 px) is not in the exported SVG: \(strokes)")
        }
    }

    /// The stroke colour (in percent) and width of each path of an SVG that cairo wrote:
    /// cairo 1.16 (Debian 12) puts them in a style attribute ("stroke:rgb(90%,38%,0%);
    /// stroke-width:2.5"), cairo 1.18 (Debian 13) in attributes of their own
    /// (stroke="rgb(90%, 38%, 0%)" stroke-width="2.5").
    static func strokes(inSVG svg: String) -> [(rgb: [Double], width: Double)] {
        func first(_ pattern: String, in text: String) -> [Double]? {
            guard let expression = try? NSRegularExpression(pattern: pattern),
                  let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            return (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).flatMap { Double(text[$0]) } }
        }
        return svg.components(separatedBy: "<path").dropFirst().compactMap { element in
            let tag = String(element.prefix { $0 != ">" })
            guard let rgb = first(#"stroke\s*[:=]\s*"?rgb\(\s*([0-9.]+)%\s*,\s*([0-9.]+)%\s*,\s*([0-9.]+)%\s*\)"#, in: tag),
                  rgb.count == 3, let width = first(#"stroke-width\s*[:=]\s*"?([0-9.]+)"#, in: tag)?.first else { return nil }
            return (rgb, width)
        }
    }
}
