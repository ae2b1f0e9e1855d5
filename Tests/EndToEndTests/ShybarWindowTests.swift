import Foundation
import XCTest

/// The real `shybar` window under X, driven with real X input (xdotool) and checked from
/// outside the process: header geometry through AT-SPI, colours through screenshots.
/// Failures keep a screenshot in the run's folder (`ShybarWindowSession.failureDirectory`).
final class ShybarWindowTests: ShybarWindowTestCase, @unchecked Sendable {
    /// 1) At start the header is fully shown at the top of the content, the search entry
    /// and filter button inside it, and the first row starts under it (not behind it).
    func testQuickReturnHeaderIsFullyShownAtStart() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        // The window is settled once launched: the first complete snapshot is the start.
        guard let snapshot = app.waitFor("a complete snapshot with the list rows", timeout: 10, rows: true, {
            $0.showsContent(of: Self.quickReturn) && !$0.visibleRows(page: Self.quickReturn).isEmpty
        }) else { return }
        let summary = snapshot.summary(page: Self.quickReturn)
        guard let header = snapshot.object("Header", page: Self.quickReturn),
              let search = snapshot.object("Search", page: Self.quickReturn),
              let filter = snapshot.object("Filter", page: Self.quickReturn) else {
            return app.fail("AT-SPI does not show the header, search and filter at start: \(summary)", label: "start")
        }
        if !isFullyShown(snapshot) {
            app.fail("the header is not fully shown at the top of the content at start: \(summary)", label: "start")
        }
        for part in [search, filter] where !(part.isMapped && part.y >= header.y && part.bottom <= header.bottom) {
            app.fail("\(part.name) is not shown inside the header: \(summary)", label: "start-parts")
        }
        let rows = snapshot.visibleRows(page: Self.quickReturn)
        guard let firstRow = rows.min(by: { $0.y < $1.y }) else {
            return app.fail("no list row visible at start", label: "start-rows")
        }
        if firstRow.y < header.bottom {
            app.fail("the first row '\(firstRow.name)' (y \(firstRow.y)) is under the header (bottom \(header.bottom))",
                     label: "start-first-row")
        }
    }

    /// 2) Wheel down: the header first moves up with the content, then is hidden, and stays
    /// hidden once input stops.
    func testWheelDownHidesTheHeader() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.wheel(down: true, steps: 1)
        // Moved up: above the content top, or already gone (hidden, in a complete snapshot).
        guard app.waitFor("the header moved up after one wheel step down", timeout: 5, { snapshot in
            guard let header = snapshot.object("Header", page: Self.quickReturn),
                  let top = snapshot.contentTop(page: Self.quickReturn) else { return self.isHidden(snapshot) }
            return self.isHidden(snapshot) || (header.isMapped && header.y < top)
        }) != nil else { return }
        // Input stopped after that one step: the header must end fully shown or fully hidden.
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !(isHidden(settled) || isFullyShown(settled)) {
            app.fail("after one wheel step down and a pause the header was left half-shown: "
                     + settled.summary(page: Self.quickReturn), label: "one-step-settled")
        }
        guard hideByWheel(app, steps: 4) else { return }
        guard let after = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isHidden(after) {
            app.fail("the header came back after input stopped: \(after.summary(page: Self.quickReturn))",
                     label: "settled")
        }
    }

    /// 2b) A longer wheel scroll down (8 steps, 100 ms apart): the header hides and stays
    /// hidden when input stops; scrolling down must never bring it back.
    func testLongWheelScrollDownKeepsTheHeaderHidden() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.wheel(down: true, steps: 8, delayMs: 100)
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isHidden(settled) {
            app.fail("after 8 wheel steps down (nothing but downward input) the header is shown again: "
                     + settled.summary(page: Self.quickReturn), label: "long-scroll")
        }
    }

    /// 3) Then one wheel step up brings it back fully within a second. Timed on the screen:
    /// the header's rectangle is pictured at the start (shown at the top) and again and again
    /// after the step; the end of the first picture equal to the start's bounds the reveal.
    func testWheelUpRevealsTheHeaderFullyWithinASecond() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard let atStart = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        guard isFullyShown(atStart), let header = atStart.object("Header", page: Self.quickReturn) else {
            return app.fail("the header is not fully shown at the start: \(atStart.summary(page: Self.quickReturn))",
                            label: "start")
        }
        let origin = app.windowOrigin(atStart)
        let rect = ShybarWindowSession.ScreenRect(x: origin.x + header.x, y: origin.y + header.y, w: header.w, h: header.h)
        guard case .success(let shown) = ShybarWindowSession.pixels(of: rect) else {
            return app.fail("no picture of the shown header at \(rect)", label: "no-picture")
        }
        guard hideByWheel(app) else { return }
        guard let hidden = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        guard isHidden(hidden) else {
            return app.fail("the header did not stay hidden before the step up: \(hidden.summary(page: Self.quickReturn))",
                            label: "not-hidden")
        }
        let start = Date()
        app.wheel(down: false, steps: 1)
        var elapsed: Double?
        var pictures = 0
        while elapsed == nil, Date().timeIntervalSince(start) < 3 {
            guard case .success(let now) = ShybarWindowSession.pixels(of: rect) else { continue }
            pictures += 1
            if now == shown { elapsed = Date().timeIntervalSince(start) }
        }
        guard let elapsed else {
            return app.fail("one wheel step up did not bring the header back as it was drawn at the start within 3 s "
                            + "(\(pictures) pictures of \(rect))", label: "no-reveal")
        }
        XCTAssertLessThan(elapsed, 1.0, "the header was whole on screen only \(elapsed) s after the wheel step up")
        print("REVEAL: the header whole on screen \(Int(elapsed * 1000)) ms after the wheel step up (\(pictures) pictures)")
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isFullyShown(settled) {
            app.fail("the revealed header did not stay fully shown: \(settled.summary(page: Self.quickReturn))",
                     label: "reveal-settled")
        }
    }

    /// 4) With focus in the list, Page_Down and End hide the header; Home brings it fully
    /// back at the top with the first row under it.
    func testKeyboardScrollingHidesAndHomeReveals() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.click(x: 480, y: 420)                       // a row: focus goes into the list
        guard app.waitForStable(page: Self.quickReturn, timeout: 8) != nil else { return }
        app.key("Page_Down")
        guard app.waitFor("the header hidden after Page_Down in the list", timeout: 5, isHidden) != nil else { return }
        app.key("Home")
        guard app.waitFor("the header fully shown after Home", timeout: 5, isFullyShown) != nil else { return }
        guard app.waitForStable(page: Self.quickReturn, timeout: 8) != nil else { return }
        app.key("End")
        guard app.waitFor("the header hidden after End in the list", timeout: 5, isHidden) != nil else { return }
        guard app.waitForStable(page: Self.quickReturn, timeout: 8) != nil else { return }
        app.key("Home")
        guard let shown = app.waitFor("the header fully shown after Home (after End)", timeout: 5, rows: true,
                                      isFullyShown) else { return }
        // At the top: the catalog's first item sits right under the header. (AT-SPI in GTK
        // 4.8 can still list labels of row widgets the list recycled or keeps alive for its
        // selection, with stale names or places, so the check looks for the right row in the
        // right place rather than trusting the topmost label it reports.)
        let header = shown.object("Header", page: Self.quickReturn)!
        let rows = shown.visibleRows(page: Self.quickReturn)
        let firstInPlace = rows.contains { row in
            row.name.hasPrefix("Road bike") && row.y >= header.bottom - 1 && row.y <= header.bottom + 20
        }
        if !firstInPlace {
            let near = rows.filter { $0.y >= header.bottom - 1 }.sorted { $0.y < $1.y }.prefix(3)
                .map { "'\($0.name)' at y \($0.y)" }.joined(separator: ", ")
            app.fail("after Home the catalog's first item is not right under the header (bottom \(header.bottom)); "
                     + "rows in view: \(near)", label: "home-rows")
        }
    }

    /// 5) Ctrl+F while the header is hidden reveals it and puts the focus in the search entry
    /// (typing then filters the list).
    func testControlFRevealsTheHeaderAndFocusesSearch() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard hideByWheel(app) else { return }
        guard let hidden = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        guard isHidden(hidden) else {
            return app.fail("the header did not stay hidden before Ctrl+F: \(hidden.summary(page: Self.quickReturn))",
                            label: "not-hidden")
        }
        app.key("ctrl+f")
        guard let shown = app.waitFor("Ctrl+F: the header fully shown with the focus in the search entry", timeout: 5, { snapshot in
            self.isFullyShown(snapshot) && snapshot.object("Search", page: Self.quickReturn)?.focusWithin == true
        }) else { return }
        XCTAssertTrue(shown.object("Search", page: Self.quickReturn)?.isMapped ?? false)
        app.type("bike")
        guard app.waitFor("typing after Ctrl+F filtered the list to 'bike'", timeout: 5, rows: true, { snapshot in
            let titles = (snapshot.rows ?? []).filter { $0.page == Self.quickReturn && $0.h >= 14 && !$0.name.hasPrefix("€") }
                .filter { !$0.name.contains(" · ") }
            return !titles.isEmpty && titles.allSatisfy { $0.name.lowercased().contains("bike") }
        }) != nil else { return }
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isFullyShown(settled) {
            app.fail("the header did not stay shown while searching: \(settled.summary(page: Self.quickReturn))",
                     label: "searching")
        }
    }

    /// 6) A filter that leaves few rows (the content fits the viewport): the header is
    /// fully shown and wheel or keys in the list cannot hide it.
    func testShortFilteredListKeepsTheHeaderShown() throws {
        let app = try launch(["--page", "quick-return", "--rows", "120"], page: Self.quickReturn)
        guard hideByWheel(app) else { return }
        app.key("ctrl+f")
        app.type("kallax")
        guard let filtered = app.waitFor("typing 'kallax' left two rows under a fully shown header", timeout: 5,
                                         rows: true, { snapshot in
            let titles = (snapshot.rows ?? []).filter { $0.page == Self.quickReturn && $0.name.contains("Kallax") }
            return titles.count == 2 && self.isFullyShown(snapshot)
        }) else { return }
        // Move the focus out of the header into the list (focus in the header would hold it).
        let row = (filtered.rows ?? []).first { $0.name.contains("Kallax") }!
        app.click(x: 480, y: row.y + 10 + app.windowOffset(filtered).y)
        guard app.waitFor("the focus left the header for the list", timeout: 5, {
            $0.object("Header", page: Self.quickReturn)?.focusWithin == false
        }) != nil else { return }
        guard app.waitForStable(page: Self.quickReturn, timeout: 8) != nil else { return }
        app.wheel(down: true, steps: 6)
        app.key("Page_Down")
        app.key("End")
        guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        if !isFullyShown(settled) {
            app.fail("the header hid although the filtered content fits the viewport: "
                     + settled.summary(page: Self.quickReturn), label: "short-hidden")
        }
    }

    // MARK: Background page (pixels)

    private enum HeaderLook: CustomStringConvertible {
        case transparentOverHero, solid, other(String)
        var description: String {
            switch self {
            case .transparentOverHero: return "transparent over the hero"
            case .solid: return "solid"
            case .other(let detail): return detail
            }
        }
    }

    /// Reads the background page's header from the screen: its top padding band (no
    /// widgets there: the hero's sky when transparent, the header colour #fbfbfa when
    /// solid; the page behind is #f6f5f4) and its title (white when transparent, dark
    /// when solid).
    private func backgroundHeaderLook(_ app: ShybarWindowSession) -> HeaderLook {
        guard let snapshot = app.probe() else { return .other(app.lastProbeError ?? "no AT-SPI snapshot") }
        guard let header = snapshot.object("Header", page: Self.background), header.isMapped else {
            return .other("AT-SPI shows no background header: \(snapshot.summary)")
        }
        guard let pixels = app.rootPixels() else { return .other("no screenshot") }
        guard let client = snapshot.client, let top = snapshot.contentTop(page: Self.background) else {
            return .other("AT-SPI shows no window or content pane: \(snapshot.summary)")
        }
        let origin = app.windowOrigin(snapshot)
        // The header (padding 8 px 12 px) never hides: its box starts at the content's top,
        // which AT-SPI gives the same on every GTK (it gives the header's content box on GTK
        // 4.8, its whole box on 4.18).
        let bandY = origin.y + top + 4
        let xs = [6, client.w / 8, client.w / 4, client.w * 3 / 4, client.w - 8].map { origin.x + client.x + $0 }
        let band = xs.map { pixels.at($0, bandY) }
        var darkestTitle = 255
        // GTK 4.18 gives the title's box without the header's padding (up to 8 px higher and
        // 12 px further left): it still lies over the title's text.
        if let title = snapshot.object("Lakeside cabin", page: Self.background), title.isMapped {
            for y in stride(from: title.y, to: title.bottom, by: 1) {
                for x in stride(from: title.x, to: title.x + title.w, by: 1) {
                    darkestTitle = min(darkestTitle, pixels.at(origin.x + x, origin.y + y).luminance)
                }
            }
        }
        if band.allSatisfy({ $0.b - $0.r > 30 && $0.luminance < 200 }) { return .transparentOverHero }
        let solidColor = RootPixels.RGB(r: 0xfb, g: 0xfb, b: 0xfa)
        if band.allSatisfy({ $0.isClose(to: solidColor, tolerance: 2) }) && darkestTitle < 100 { return .solid }
        return .other("padding band \(band), darkest title pixel \(darkestTitle)")
    }

    private func waitForLook(_ app: ShybarWindowSession, timeout: Double,
                             _ matches: (HeaderLook) -> Bool) -> HeaderLook {
        let deadline = Date().addingTimeInterval(timeout)
        var look = backgroundHeaderLook(app)
        while !matches(look) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            look = backgroundHeaderLook(app)
        }
        return look
    }

    /// 7) Background page: transparent over the hero at the top, solid once the content has
    /// scrolled past the hero, transparent again back at the top.
    func testBackgroundHeaderTurnsSolidPastTheHeroAndBack() throws {
        let app = try launch(["--page", "background"], page: Self.background)
        var look = waitForLook(app, timeout: 5) { if case .transparentOverHero = $0 { return true }; return false }
        guard case .transparentOverHero = look else {
            return app.fail("at the top the header is not transparent over the hero: \(look)", label: "top")
        }
        app.wheel(down: true, steps: 8)
        look = waitForLook(app, timeout: 5) { if case .solid = $0 { return true }; return false }
        guard case .solid = look else {
            return app.fail("past the hero the header is not solid: \(look)", label: "past-hero")
        }
        app.wheel(down: false, steps: 14)
        look = waitForLook(app, timeout: 5) { if case .transparentOverHero = $0 { return true }; return false }
        guard case .transparentOverHero = look else {
            return app.fail("back at the top the header is not transparent again: \(look)", label: "back-top")
        }
    }

    // MARK: Sticky page

    /// 8) Sticky page: past the tall header the toolbar pins at the top of the content;
    /// back at the top the tall header is fully visible again above the toolbar.
    func testStickyToolbarPinsAndHeaderComesBack() throws {
        let app = try launch(["--page", "sticky"], page: Self.sticky)
        guard let start = app.waitFor("the sticky header and toolbar shown at start", timeout: 10, {
            $0.showsContent(of: Self.sticky) && $0.object("Header", page: Self.sticky)?.isMapped == true
                && $0.object("Toolbar", page: Self.sticky)?.isMapped == true
        }) else { return }
        guard let top = start.contentTop(page: Self.sticky),
              let header0 = start.object("Header", page: Self.sticky),
              let toolbar0 = start.object("Toolbar", page: Self.sticky) else {
            return app.fail("AT-SPI shows the sticky page without its content pane's top, header or toolbar: "
                            + start.summary(page: Self.sticky), label: "start-geometry")
        }
        // The header box (200 px, padding 24) starts at the content top; the toolbar under it.
        let headerPadding = header0.y - top
        if !(header0.isMapped && headerPadding >= 0 && headerPadding <= 24 && toolbar0.y >= header0.bottom) {
            app.fail("at start the tall header is not at the top with the toolbar under it: \(start.summary(page: Self.sticky))",
                     label: "start")
        }
        let toolbarPadding = toolbar0.y - (top + 200)
        app.wheel(down: true, steps: 6)
        guard app.waitFor("the toolbar pinned at the top of the content after scrolling past the header",
                          timeout: 5, { snapshot in
            // Only a complete snapshot with the page's content pane where it was can show the
            // header gone; the toolbar, mapped, proves the page's parts were read.
            guard snapshot.showsContent(of: Self.sticky), snapshot.contentTop(page: Self.sticky) == top,
                  let toolbar = snapshot.object("Toolbar", page: Self.sticky) else { return false }
            // A header scrolled away is made invisible: AT-SPI stops listing it.
            let headerGone = snapshot.object("Header", page: Self.sticky).map {
                !$0.isMapped || $0.bottom + headerPadding <= top
            } ?? true
            return toolbar.isMapped && toolbar.y == top + toolbarPadding && headerGone
        }) != nil else { return }
        app.wheel(down: false, steps: 12)
        app.waitFor("back at the top: the tall header fully visible above the toolbar, as at start (\(start.summary(page: Self.sticky)))",
                    timeout: 5) { snapshot in
            guard let toolbar = snapshot.object("Toolbar", page: Self.sticky),
                  let header = snapshot.object("Header", page: Self.sticky) else { return false }
            return header.isMapped && header.y == header0.y && header.h == header0.h && toolbar.y == toolbar0.y
        }
    }

    // MARK: Resize

    /// 9) Resizing the window in the middle of wheel scrolling: nothing crashes, and once
    /// input stops the header is fully shown or fully hidden, never half-shown.
    func testResizeMidScrollNeverLeavesTheHeaderHalfShown() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        let rounds: [(down: Bool, steps: Int, width: Int, height: Int)] = [
            (true, 1, 760, 560), (true, 2, 1000, 700), (false, 1, 820, 480), (true, 1, 960, 720),
        ]
        // Each round must show that its input arrived: the window took the new size (every
        // round's width differs from the one before) and the list moved (every round
        // scrolls at least two notches one way, so its settled offset differs too).
        // Otherwise a header that never moved would pass as "never half-shown".
        guard let start = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
        var previousWidth = start.window?[2]
        var previousOffset = start.offsets?[Self.quickReturn]
        for (index, round) in rounds.enumerated() {
            app.wheel(down: round.down, steps: round.steps, x: 300, y: 300)
            app.resize(width: round.width, height: round.height)
            app.wheel(down: round.down, steps: 1, x: 300, y: 300, delayMs: 0)
            guard app.isRunning else {
                return XCTFail("shybar exited (status \(app.process.terminationStatus)) after a resize mid-scroll; log: \(app.logTail())")
            }
            guard let settled = app.waitForStable(page: Self.quickReturn, timeout: 8) else { return }
            if !(isFullyShown(settled) || isHidden(settled)) {
                app.fail("round \(index + 1) (resize to \(round.width)x\(round.height)): the header was left half-shown: "
                         + settled.summary(page: Self.quickReturn), label: "resize-\(index + 1)")
            }
            let width = settled.window?[2], offset = settled.offsets?[Self.quickReturn]
            if width == nil || width == previousWidth {
                app.fail("round \(index + 1): the window did not take the new size \(round.width)x\(round.height) "
                         + "(frame \(settled.window ?? []))", label: "no-resize-\(index + 1)")
            }
            if offset == nil || offset == previousOffset {
                app.fail("round \(index + 1): the wheel did not move the list (offset \(offset.map { "\($0)" } ?? "unreadable"))",
                         label: "no-scroll-\(index + 1)")
            }
            previousWidth = width
            previousOffset = offset
        }
        XCTAssertTrue(app.isRunning, "shybar exited during the resize rounds; log: \(app.logTail())")
    }
}
