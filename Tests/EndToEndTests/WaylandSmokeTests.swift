import Foundation
import XCTest

/// The Wayland harness itself, on the real binary: the window comes up on the headless
/// compositor and fills its output, AT-SPI sees it, touchpad swipes (with the stop that
/// X11 cannot send) hide and reveal the quick-return header, a wheel notch moves the list,
/// and grim takes screenshots.
final class WaylandSmokeTests: WaylandWindowTestCase, @unchecked Sendable {
    func testTheWindowStartsUnderWaylandAndFillsTheOutput() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard let snapshot = app.probe() else { return app.fail("AT-SPI does not answer") }
        if !isFullyShown(snapshot) {
            app.fail("the quick-return header is not fully shown at start: \(snapshot.summary(page: Self.quickReturn))")
        }
        // The compositor tiles the window over the whole output: window coordinates are
        // output coordinates, which the pointer's absolute positions rely on.
        let output = [0, 0, WaylandWindowSession.outputWidth, WaylandWindowSession.outputHeight]
        XCTAssertEqual(snapshot.window, output, "the window does not fill the 1280x800 output")
        XCTAssertEqual(snapshot.panes?[Self.quickReturn]?[2], WaylandWindowSession.outputWidth,
                       "the list is not as wide as the output")
    }

    func testAFingerSwipeDownHidesTheHeaderAndOneUpRevealsIt() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        // 120 units in 200 ms, then the fingers lift: about 270 px and a fling.
        app.fingerSwipe(dy: 120, durationMs: 200, steps: 10, stop: true)
        guard app.waitFor("hidden after the swipe down", timeout: 2, isHidden) != nil else {
            return app.fail("a finger swipe down did not hide the header: \(summary(app))", label: "swipe-down")
        }
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 10) else { return }
        guard isHidden(settled) else {
            return app.fail("the header came back after the swipe down and its momentum: \(summary(app))",
                            label: "swipe-down-settled")
        }
        app.fingerSwipe(dy: -40, durationMs: 150, steps: 8, stop: true)
        if app.waitFor("shown after the swipe up", timeout: 2, isFullyShown) == nil {
            app.fail("a finger swipe up did not bring the header back: \(summary(app))", label: "swipe-up")
        }
    }

    func testAWheelNotchMovesTheList() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        // Away from the top first: near it, the quick-return page snaps the content to a
        // whole header when input stops, which would add to the notch.
        app.wheel(notches: 6)
        // The pointer rests on the header bar while pictures are taken: over the list it
        // would be drawn into them (a software cursor) and highlight the row under it.
        app.movePointer(x: WaylandWindowSession.restPoint.x, y: WaylandWindowSession.restPoint.y)
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 10) else { return }
        guard let pane = settled.panes?[Self.quickReturn], pane.count == 4,
              let before = app.outputPixels() else { return app.fail("no list pane in AT-SPI, or no screenshot") }
        app.wheel(notches: 1)
        app.movePointer(x: WaylandWindowSession.restPoint.x, y: WaylandWindowSession.restPoint.y)
        // GtkScrolledWindow scrolls a notch by page height ^ (2/3): about 83 px here. The
        // list is compared by its pixels, left of the overlay scrollbar, under the header.
        let expected = pow(Double(pane[3]), 2.0 / 3.0)
        let band = (x: 0..<(pane[2] - 60), y: (pane[1] + 150)..<(pane[1] + pane[3] - 50))
        var shift: Int?
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if let after = app.outputPixels(),
               let found = WaylandWindowSession.verticalShift(from: before, to: after, x: band.x, y: band.y), found != 0 {
                shift = found
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let shift else { return app.fail("one wheel notch did not move the list", label: "wheel") }
        XCTAssertEqual(Double(shift), expected, accuracy: 1.5, "one wheel notch moved the list by \(shift) px, not ~\(Int(expected))")
    }

    func testKeysFromWtypeReachTheWindow() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.click(x: WaylandWindowSession.listPoint.x, y: WaylandWindowSession.listPoint.y)
        app.key("Page_Down")
        app.key("Page_Down")
        guard app.waitFor("hidden after Page_Down", timeout: 2, isHidden) != nil else {
            return app.fail("Page_Down twice (wtype) did not hide the header: \(summary(app))", label: "page-down")
        }
        guard app.waitForStable(page: Self.quickReturn, timeout: 10) != nil else { return }
        app.key("f", modifiers: ["ctrl"])                       // search: reveals the header, focuses the entry
        guard let shown = app.waitFor("shown after Ctrl+F", timeout: 2, isFullyShown) else {
            return app.fail("Ctrl+F (wtype) did not bring the header back: \(summary(app))", label: "ctrl-f")
        }
        XCTAssertEqual(shown.object("Search", page: Self.quickReturn)?.focused, true, "Ctrl+F did not focus the search entry")
    }

    func testDraggingTheScrollbarHidesTheHeader() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard let top = app.firstSnapshot?.contentTop(page: Self.quickReturn) else { return app.fail("no content top") }
        // The scrollbar runs down the output's right edge; at offset 0 its thumb starts
        // under the header.
        let grab = top + Self.quickReturnHeaderHeight + 20
        app.dragScrollbar(fromY: grab, toY: grab + 200)
        if app.waitFor("hidden after the drag", timeout: 2, isHidden) == nil {
            app.fail("dragging the scrollbar down did not hide the header: \(summary(app))", label: "drag")
        }
    }

    func testGrimTakesScreenshotsOfTheWholeOutput() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-wayland-shot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let path = app.screenshot("smoke", directory: directory.path),
              let png = FileManager.default.contents(atPath: path) else {
            return XCTFail("grim wrote no screenshot")
        }
        let bytes = [UInt8](png)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        if bytes.count >= 24 {                                   // IHDR: width and height, big-endian
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual([width, height], [WaylandWindowSession.outputWidth, WaylandWindowSession.outputHeight])
        }
        guard let pixels = app.outputPixels() else { return app.fail("grim gave no pixels") }
        // The compositor's background is black: every corner shows the window instead.
        for (x, y) in [(0, 0), (pixels.width - 1, 0), (0, pixels.height - 1), (pixels.width - 1, pixels.height - 1)] {
            let colour = pixels.at(x, y)
            if colour.luminance < 40 {
                app.fail("the output's corner (\(x), \(y)) is \(colour): the window does not cover it", label: "corner")
            }
        }
    }
}
