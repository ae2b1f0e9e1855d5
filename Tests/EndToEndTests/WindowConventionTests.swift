import Foundation
import XCTest

/// The window follows GNOME's conventions, checked with real keys and clicks on the real
/// binary: every command is an action reached through its accelerator, Escape in the
/// search entry stops the search, the primary menu opens About, and the window comes back
/// at the size it was left at (a bad saved size falls back visibly).
final class WindowConventionTests: ShybarWindowTestCase, @unchecked Sendable {
    private func panelShown(_ snapshot: AXSnapshot) -> Bool {
        (snapshot.objects ?? []).contains { $0.name == "Export PNG…" && $0.isMapped }
    }

    func testAcceleratorsActivateTheirActions() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        for (chord, page) in [("ctrl+2", Self.background), ("ctrl+3", Self.sticky), ("ctrl+1", Self.quickReturn)] {
            app.key(chord)
            guard app.waitFor("\(chord) shows the \(page) page", timeout: 5, { $0.showsContent(of: page) }) != nil else { return }
        }
        app.key("F9")
        guard app.waitFor("F9 opens the tuning panel", timeout: 5, panelShown) != nil else { return }
        app.key("F9")
        guard app.waitFor("F9 again closes the tuning panel", timeout: 5, { $0.complete == true && !self.panelShown($0) }) != nil
        else { return }
        let before = app.probe()?.windows?.count ?? 0
        app.key("ctrl+question")
        guard app.waitFor("Ctrl+? opens the shortcuts window", timeout: 5, { ($0.windows?.count ?? 0) > before }) != nil
        else { return }
        app.key("Escape")
        app.waitFor("Escape closes the shortcuts window", timeout: 5) { ($0.windows?.count ?? 0) == before }
    }

    /// Item titles of the quick-return list on screen (not prices or seller lines).
    private func titles(_ snapshot: AXSnapshot) -> [String] {
        (snapshot.rows ?? []).filter { $0.page == Self.quickReturn && $0.h >= 14 && !$0.name.hasPrefix("€") }
            .map(\.name).filter { !$0.contains(" · ") }
    }

    func testEscapeInTheSearchEntryStopsTheSearch() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        app.key("ctrl+f")
        guard app.waitFor("Ctrl+F focuses the search entry", timeout: 5, {
            $0.object("Search", page: Self.quickReturn)?.focusWithin == true
        }) != nil else { return }
        app.type("bike")
        guard app.waitFor("typing filtered the list to 'bike'", timeout: 5, rows: true, { snapshot in
            let titles = self.titles(snapshot)
            return !titles.isEmpty && titles.allSatisfy { $0.lowercased().contains("bike") }
        }) != nil else { return }
        app.key("Escape")
        guard let stopped = app.waitFor("Escape clears the search and the focus leaves the entry", timeout: 5, rows: true, {
            snapshot in
            guard let search = snapshot.object("Search", page: Self.quickReturn) else { return false }
            return !search.focusWithin && self.titles(snapshot).contains { !$0.lowercased().contains("bike") }
        }) else { return }
        XCTAssertTrue(isFullyShown(stopped), "the header stays shown: \(stopped.summary(page: Self.quickReturn))")
    }

    func testThePrimaryMenuOpensAbout() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        // F10 opens the primary menu with its first item selected: Tuning Panel, Compare
        // Presets, then (in the next section) Keyboard Shortcuts, About ShyBar, Quit.
        app.key("F10")
        guard app.waitFor("F10 opens the main menu", timeout: 5, { snapshot in
            (snapshot.objects ?? []).contains { $0.name == "About ShyBar" && $0.isMapped }
        }) != nil else { return }
        app.key("Down", "Down", "Down", "Return")
        app.waitFor("the About dialog is open", timeout: 5) { snapshot in
            (snapshot.windows ?? []).contains { $0.contains("About") }
        }
        XCTAssertTrue(app.isRunning, "the app still runs (Quit was not chosen)")
    }

    func testTheWindowSizeIsRememberedAndABadOneFallsBackVisibly() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        let sizeFile = home.config.appendingPathComponent("shybar/window.ini")

        var app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        guard let initial = app.xGeometry() else { return XCTFail("no X geometry") }
        app.resize(width: initial.w - 300, height: initial.h - 150)
        guard waitUntil(5, { app.xGeometry().map { $0.w < initial.w && $0.h < initial.h } ?? false }) else {
            return XCTFail("the window was not resized: \(String(describing: app.xGeometry()))")
        }
        // GTK's own answer to the new size (a size of its own, a redraw) has come: the
        // window's pixels unchanged for 450 ms.
        guard app.waitForStillPixels("the window drawn in its new size"), let resized = app.xGeometry() else { return }
        app.key("ctrl+q")
        XCTAssertTrue(waitUntil(5, { !app.isRunning }), "Ctrl+Q did not quit")
        let saved = (try? String(contentsOf: sizeFile, encoding: .utf8)) ?? ""
        XCTAssertTrue(saved.contains("width="), "the size was saved: \(saved)")
        app.terminate()

        app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        guard let restored = app.xGeometry() else { return XCTFail("no X geometry") }
        XCTAssertEqual(restored.w, resized.w, "the width comes back")
        XCTAssertEqual(restored.h, resized.h, "the height comes back")
        app.terminate()

        try "[window]\nwidth=wide\nheight=600\n".write(to: sizeFile, atomically: true, encoding: .utf8)
        app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        guard let fallback = app.xGeometry() else { return XCTFail("no X geometry") }
        XCTAssertEqual(fallback.w, initial.w, "a bad width falls back to the default")
        let log = app.logTail(20)
        XCTAssertTrue(log.contains(sizeFile.path + " line 2"), "the warning names the file and line: \(log)")
        XCTAssertTrue(log.contains("“wide”"), "the warning quotes the bad value: \(log)")
    }

    private func waitUntil(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}
