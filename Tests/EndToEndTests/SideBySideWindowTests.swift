import Foundation
import XCTest

/// Compare Presets (Ctrl+B) in the real window under X: real wheel, keys and a scrollbar
/// drag on one side move both lists and both headers; a blind session chosen with real
/// keys is saved, and `shybar compare --summary` reads it back.
final class SideBySideWindowTests: ShybarWindowTestCase, @unchecked Sendable {
    static let left = SideBySideSnapshot.left
    static let right = SideBySideSnapshot.right
    /// The two sides last seen, for failure messages.
    var lastSeen = "none"

    /// Both sides agree: the headers are in the same state `state`, and the lists scrolled
    /// together by one hand's deltas (see `SideBySideSnapshot.listsApart`), to an offset
    /// `scrolled` accepts.
    func bothSides(_ state: @escaping (SideBySideSnapshot.Header) -> Bool,
                   scrolled: @escaping (Double) -> Bool) -> (AXSnapshot) -> Bool {
        { snapshot in
            guard let sides = SideBySideSnapshot(snapshot) else { return false }
            self.lastSeen = sides.description
            return state(sides.header(Self.left)) && state(sides.header(Self.right))
                && scrolled(sides.offset(Self.left)) && scrolled(sides.offset(Self.right)) && sides.listsApart()
        }
    }

    /// The window (X) coordinates of a point `dx, dy` into `side`'s content pane.
    func point(in side: String, _ snapshot: AXSnapshot, dx: Int, dy: Int) -> (x: Int, y: Int) {
        let pane = snapshot.panes?[side] ?? [0, 0, 0, 0]
        let offset = session?.windowOffset(snapshot) ?? (x: 0, y: 0)
        return (offset.x + pane[0] + (dx < 0 ? pane[2] + dx : dx), offset.y + pane[1] + dy)
    }

    func openSideBySide(_ home: PrivateHome, before: (ShybarWindowSession) -> Bool = { _ in true })
        throws -> (ShybarWindowSession, AXSnapshot)? {
        let app = try launch(["--page", "quick-return", "--preset", "headroom"], page: Self.quickReturn, home: home)
        app.focusWindow()
        guard before(app) else { return nil }
        app.key("ctrl+b")
        guard let snapshot = app.waitFor("both sides of Compare Presets, headers shown", timeout: 10,
                                         bothSides({ $0.shown }, scrolled: { $0 == 0 })) else { return nil }
        return (app, snapshot)
    }

    func testOneHandOnEitherSideMovesBothHeaders() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        guard let (app, opened) = try openSideBySide(home) else { return }

        // Wheel on the left: both lists go down by the same steps, both headers hide.
        let leftMiddle = point(in: Self.left, opened, dx: 200, dy: 300)
        app.wheel(down: true, steps: 6, x: leftMiddle.x, y: leftMiddle.y)
        guard app.waitFor("both headers hidden after wheel steps on the left", timeout: 10,
                          bothSides({ $0.hidden }, scrolled: { $0 > 100 })) != nil else { return }

        // Keys on the right (its list focused by a click): Home back to the top shows both.
        // Home alone, no Control: the inset's own Home moves the list, and that jump must
        // reach the left as the person's key.
        let rightRow = point(in: Self.right, opened, dx: 200, dy: 300)
        app.click(x: rightRow.x, y: rightRow.y)
        app.key("Home")
        guard app.waitFor("both headers shown at the top after Home on the right", timeout: 10,
                          bothSides({ $0.shown }, scrolled: { $0 == 0 })) != nil else { return }

        // The left scrollbar's thumb (at the top, it starts just under the header) dragged
        // down: both follow, both headers hide.
        guard let geometry = app.xGeometry() else { return app.fail("no window geometry") }
        let thumb = point(in: Self.left, opened, dx: -3, dy: Self.quickReturnHeaderHeight + 18)
        let (x, y) = (geometry.x + thumb.x, geometry.y + thumb.y)
        // Overlay scrollbars widen under a moving pointer: two moves, each followed by the
        // scrollbar's column coming to rest.
        let strip = ShybarWindowSession.ScreenRect(x: x - 20, y: geometry.y, w: 30, h: geometry.h)
        for nudge in [0, 1] {
            ShybarWindowSession.command("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y + nudge)"])
            guard app.waitForStillPixels("the left scrollbar under the pointer at rest", rect: strip) else { return }
        }
        ShybarWindowSession.command("/usr/bin/xdotool", ["mousedown", "1"])
        for step in 1...10 {
            ShybarWindowSession.command("/usr/bin/xdotool", ["mousemove", "\(x)", "\(y + step * 20)"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        ShybarWindowSession.command("/usr/bin/xdotool", ["mouseup", "1"])
        if app.waitFor("both headers hidden after dragging the left scrollbar", timeout: 10,
                       bothSides({ $0.hidden }, scrolled: { $0 > 100 })) == nil {
            XCTFail("last seen: \(lastSeen)")
        }
    }

    /// One wheel notch down from the top on the left, then nothing: the left (headroom,
    /// which snaps to the nearer edge) settles whole by moving its content to the top or one
    /// header down, while the right (android-enter-always, which never snaps) rests where the
    /// notch left it, its header as far out of view as its content is from the top. The
    /// left's settle is its own animation, not the person's input: it must not reach the
    /// right as more scrolling.
    func testEachSideSettlesByItsOwnPreset() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        guard let (app, opened) = try openSideBySide(home) else { return }
        let leftMiddle = point(in: Self.left, opened, dx: 200, dy: 300)
        app.wheel(down: true, steps: 1, x: leftMiddle.x, y: leftMiddle.y)
        let settled: (AXSnapshot) -> Bool = { snapshot in
            guard let sides = SideBySideSnapshot(snapshot) else { return false }
            self.lastSeen = sides.description
            let right = sides.offset(Self.right)
            return sides.restsWholeNearTheTop(Self.left) && right > 2 && right < Double(Self.quickReturnHeaderHeight) - 2
                && sides.restsPartlyShown(Self.right, at: right)
        }
        guard app.waitFor("the left settled whole, the right partly shown where the notch left it", timeout: 10,
                          settled) != nil else {
            return XCTFail("after one wheel notch on the left, last seen: \(lastSeen)")
        }
        // And it stays so: nothing else arrives at either side once both have settled. Every
        // snapshot of the watch must show it: 0.6 s, longer than the library's idle-snap
        // delay (150 ms) and a settle animation after it (~250 ms), so a late snap on either
        // side is seen moving.
        let watchEnds = Date().addingTimeInterval(0.6)
        var watched = 0
        repeat {
            guard let snapshot = app.probe() else { continue }
            guard settled(snapshot) else {
                return XCTFail("the sides moved again after settling (\(watched) snapshots still before it): \(lastSeen)")
            }
            watched += 1
        } while Date() < watchEnds || (watched < 2 && Date() < watchEnds.addingTimeInterval(5))
        XCTAssertGreaterThanOrEqual(watched, 2, "AT-SPI gave no snapshot to watch the settled sides with")
    }

    /// What the window says when Ctrl+R is pressed while the comparison is open.
    static let noRecording = "Recording works on one page: close Compare Presets (Ctrl+B) to record."

    /// Ctrl+R and Ctrl+O with Compare Presets open are about the comparison, never the page
    /// hidden behind it: Ctrl+R records nothing and the window says why; Ctrl+O then opens
    /// a trace at once (with a recording running it would stop it and ask where to save it
    /// first) and plays it on both sides.
    func testRecordAndOpenTraceWhileComparing() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        // A touchpad flick that hides the header, from mid-list; it ends at 2150 px, hidden
        // (a played trace moves the content too).
        let hide = home.root.appendingPathComponent("hide.jsonl")
        try """
        {"t":0,"type":"geometry","viewport":600,"content":48000,"header":90}
        {"t":100,"type":"scroll","offset":2000,"source":"programmatic"}
        {"t":200,"type":"begin"}
        {"t":216,"type":"scroll","offset":2050,"source":"touchpad"}
        {"t":232,"type":"scroll","offset":2150,"source":"touchpad"}
        {"t":248,"type":"end","velocity":1500}
        {"t":600,"type":"tick"}
        """.write(to: hide, atomically: true, encoding: .utf8)
        guard let (app, _) = try openSideBySide(home) else { return }

        app.key("ctrl+r")
        guard app.waitFor("the reason Ctrl+R records nothing", timeout: 5, {
            $0.objects?.contains { $0.name == Self.noRecording && $0.isMapped } == true
        }) != nil else { return }
        app.key("ctrl+o")
        guard let dialog = app.waitFor("a dialog after Ctrl+O", timeout: 5, {
            ($0.windows ?? []).contains { $0 == "Open Trace" || $0 == "Save Trace" }
        }) else { return }
        guard dialog.windows?.contains("Open Trace") == true else {
            return app.fail("Ctrl+O asked where to save a recording (Ctrl+R recorded the hidden page): \(dialog.windows ?? [])")
        }
        guard app.chooseFile(hide.path, in: "Open Trace") else { return }
        if app.waitFor("both headers hidden by the trace played on both sides", timeout: 10,
                       bothSides({ $0.hidden }, scrolled: { abs($0 - 2150) <= 2 })) == nil {
            XCTFail("last seen: \(lastSeen)")
        }
    }

    /// What the window says when F9 is pressed while the comparison is open.
    static let noPanel = "The tuning panel tunes one page: choose each side's preset above it, "
        + "or close Compare Presets (Ctrl+B) to tune."

    /// Whether the tuning panel is on screen.
    static func showsPanel(_ snapshot: AXSnapshot) -> Bool {
        snapshot.objects?.contains { ["Live Plot", "Export PNG…"].contains($0.name) && $0.isMapped } == true
    }

    /// Ctrl+F and F9 with Compare Presets open act on what is on screen, never on the page
    /// hidden behind it: the open panel steps aside when the comparison opens; with both
    /// headers scrolled away and the keyboard in the right list, Ctrl+F brings back the right
    /// header alone, its search entry focused; F9 opens no panel (it would tune the hidden
    /// page) and the window says why; closing the comparison brings the panel back.
    func testSearchAndPanelWhileComparing() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        guard let (app, opened) = try openSideBySide(home, before: { app in
            app.key("F9")
            return app.waitFor("the tuning panel after F9", timeout: 5, Self.showsPanel) != nil
        }) else { return }
        XCTAssertFalse(Self.showsPanel(opened), "the tuning panel stayed beside the comparison")
        let rightRow = point(in: Self.right, opened, dx: 200, dy: 300)
        app.click(x: rightRow.x, y: rightRow.y)
        app.wheel(down: true, steps: 6, x: rightRow.x, y: rightRow.y)
        guard app.waitFor("both headers hidden after wheel steps on the right", timeout: 10,
                          bothSides({ $0.hidden }, scrolled: { $0 > 100 })) != nil else { return }

        app.key("ctrl+f")
        let searching: (AXSnapshot) -> Bool = { snapshot in
            guard let sides = SideBySideSnapshot(snapshot) else { return false }
            self.lastSeen = sides.description
            return sides.header(Self.right).shown && sides.header(Self.left).hidden
                && snapshot.object("Search", page: Self.right)?.focusWithin == true
        }
        guard app.waitFor("Ctrl+F: the right header shown, its search focused, the left still hidden", timeout: 5,
                          searching) != nil else {
            return XCTFail("last seen: \(lastSeen)")
        }

        app.key("F9")
        guard let told = app.waitFor("the reason F9 opens no panel", timeout: 5, {
            $0.objects?.contains { $0.name == Self.noPanel && $0.isMapped } == true
        }) else { return }
        XCTAssertFalse(Self.showsPanel(told), "F9 opened the tuning panel beside the comparison")
        app.key("ctrl+b")
        if app.waitFor("the tuning panel back once the comparison closed", timeout: 5, Self.showsPanel) == nil {
            XCTFail("closing Compare Presets did not bring back the panel that was open")
        }
    }

    func testBlindSessionSavedAndSummarized() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        guard let (app, opened) = try openSideBySide(home),
              let start = opened.objects?.first(where: { $0.name == "Start Blind Test" && $0.isMapped }) else {
            XCTFail("no Start Blind Test button")
            return
        }
        app.click(windowX: start.x + start.w / 2, windowY: start.y + start.h / 2, in: opened)

        // 1 typed into a side's search (Ctrl+F) is text, not a choice; Escape leaves the search.
        app.key("ctrl+f")
        guard app.waitFor("the left side's search entry focused in the blind test", timeout: 5, {
            $0.object("Search", page: Self.left)?.focusWithin == true
        }) != nil else { return }
        // Typed into the search, 1 is text: no trial may be decided (and saved) by it. (The
        // trials below count the saved lines: one chosen here would put them off by one.)
        app.type("1")
        app.key("Escape")
        // (Were the focus still in the search, the trials' keys below would be text too.) The
        // app handles keys in the order they come: once Escape has left the search, the 1
        // before it has been handled too, and any trial it decided has been saved.
        guard app.waitFor("the search left with Escape", timeout: 5, {
            $0.object("Search", page: Self.left)?.focusWithin == false
        }) != nil else { return }
        let blindDirectory = home.data.appendingPathComponent("shybar/blind-ab")
        let savedEarly = ((try? FileManager.default.contentsOfDirectory(atPath: blindDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".csv") }
            .map { ((try? String(contentsOf: blindDirectory.appendingPathComponent($0), encoding: .utf8)) ?? "").split(separator: "\n").count - 1 }
            .reduce(0, +)
        guard savedEarly == 0 else {
            return app.fail("1 typed into the left side's search decided \(savedEarly) trial(s)", label: "search-key-chose")
        }

        // Four trials, each tried with the wheel on the left, then chosen by key: 1, 2, 1, 1.
        let keys = ["1", "2", "1", "1"]
        let directory = home.data.appendingPathComponent("shybar/blind-ab")
        var file: URL?
        for (index, key) in keys.enumerated() {
            let middle = point(in: Self.left, opened, dx: 200, dy: 300)
            app.wheel(down: true, steps: 2, x: middle.x, y: middle.y)
            app.key(key)
            let deadline = Date().addingTimeInterval(10)
            file = nil
            while Date() < deadline {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                if let name = names.first(where: { $0.hasSuffix(".csv") }) {
                    let url = directory.appendingPathComponent(name)
                    let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n")
                    if lines.count == index + 2 { file = url; break }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            guard file != nil else { app.fail("trial \(index + 1) (key \(key)) was not saved in \(directory.path)"); return }
        }
        guard let file else { return }
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.count, 1, "one file per session")

        // The file, line by line: the key chose the side it names, and the input was the wheel.
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(lines[0].joined(separator: ","), "trial,page,preset_a,preset_b,left,right,chosen,input,milliseconds")
        var winsA = 0
        for (index, fields) in lines.dropFirst().enumerated() {
            XCTAssertEqual(fields.count, 9)
            guard fields.count == 9 else { return }
            XCTAssertEqual(fields[0], String(index + 1))
            XCTAssertEqual(Array(fields[1...3]), ["quick-return", "headroom", "android-enter-always"])
            XCTAssertEqual(Set([fields[4], fields[5]]), ["headroom", "android-enter-always"])
            XCTAssertEqual(fields[6], keys[index] == "1" ? fields[4] : fields[5], "trial \(index + 1)")
            XCTAssertTrue(fields[7].hasPrefix("wheel"), "trial \(index + 1): \(fields[7])")
            if fields[6] == "headroom" { winsA += 1 }
        }

        // The summary, by hand for 4 trials (two-sided binomial at ½, 2·P(X ≤ min(k, 4−k)),
        // at most 1): k = 0 or 4: 2·1/16 = 0.125; k = 1 or 3: 2·(1+4)/16 = 0.625; k = 2: 1.
        let p = ["0.1250", "0.6250", "1.0000", "0.6250", "0.1250"][winsA]
        let winner = winsA > 2 ? "Winner: headroom" : winsA < 2 ? "Winner: android-enter-always" : "Winner: neither (a tie)"
        let result = try ShybarProcess.run(["compare", "--summary", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let printed = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(printed.prefix(6)), [
            "Session: quick-return, A headroom, B android-enter-always",
            "Trials: 4",
            "headroom preferred: \(winsA) of 4 (\(winsA * 25)%)",
            "android-enter-always preferred: \(4 - winsA) of 4 (\((4 - winsA) * 25)%)",
            winner,
            "Two-sided binomial p-value: \(p)",
        ])

        // Cut short mid-line, the file gives one clear message and stays as it was.
        let text = try String(contentsOf: file, encoding: .utf8)
        let cut = home.root.appendingPathComponent("cut.csv")
        try String(text.dropLast(7)).write(to: cut, atomically: true, encoding: .utf8)
        let bad = try ShybarProcess.run(["compare", "--summary", cut.path])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.hasPrefix("shybar compare: \(cut.path): line 5: "), bad.stderr)
        XCTAssertEqual(bad.stderr.split(separator: "\n").count, 1, bad.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
    }
}
