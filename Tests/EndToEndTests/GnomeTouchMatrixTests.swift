import Foundation
import XCTest

/// A touchscreen on every page of the real `shybar`, on headless mutter (GNOME's
/// compositor), from the same start positions as the sway matrix (top, mid-list, near the
/// bottom); plus a finger-source axis scroll that ends with mutter's finish flag and
/// discrete wheel clicks. Input goes through mutter's RemoteDesktop API
/// (`Tests/GNOME/remote-desktop.py`); everything is read back over AT-SPI: the scroll
/// offset (the page's vertical scrollbar), the header's and toolbar's extents, by the quick
/// sampler (`GnomeSample`, a few ms a reading). "At rest" is the page kept exactly the same
/// for ``GnomeWindowSession/stillWindow`` (half a second, longer than the library's latest
/// timer takes to show): waited for, never slept.
///
/// Cells (each forward, a finger moving up the screen, unless named otherwise):
/// - `drag-hold`: a 200 px drag, the finger stays down: the content moved with the finger
///   (200 ± 20 px, or up to the end of the content when that is nearer), and while the
///   finger rests nothing moves (content, header, toolbar) in any state read from the one
///   the drag landed in until the page has kept still; then the finger lifts and the
///   page's rest rules hold at rest;
/// - `drag-lift`: a 200 px drag, the finger still for 250 ms, then lifted: moved 200 ± 20 px,
///   rest rules at rest;
/// - `flick`: 300 px in 100 ms, lifted while moving: the content keeps moving after the lift
///   (unless already at the end) in the 300 ms after it, rest rules at rest;
/// - `drag-back`: a 200 px drag, then a 100 px drag back down: the content came back
///   100 ± 20 px, and on quick return the header is revealed, fully;
/// - `tap`: a short tap on the list: not a scroll, nothing moves until it has kept still;
/// - `near-top` (from the top): a slow 40 px drag, held, then lifted: nothing moves
///   while the finger rests, and at rest the header is never over the first row and never
///   half-shown;
/// - `finger-axis` (mid-list): finger-source axis events with the finish flag at the end,
///   forward then back (reveal on quick return). Mutter 43 passes no stop on to the client
///   for a virtual device's finish flag (GTK shows no `scroll-end`, no `decelerate`), so to
///   GTK the fingers are still on the touchpad: nothing may move by itself until the page
///   has kept still (a finger scroll on Wayland ends only with its stop). Later mutter
///   (48 here) passes it on as the stop: GTK's momentum may then carry the content on, only
///   forward, until it rests. Either way the scroll back must reveal the header;
/// - `wheel` (mid-list): three discrete clicks down, then one up (reveal on quick return).
///
/// The rest rules (docs/behaviours.md), read from AT-SPI:
/// - quick return: the header is fully shown (at the content top, 90 px) or hidden, never
///   in between; the content never rests 1–89 px from the top (the header would cover the
///   first row, or leave a gap); at offset 0 the header is shown;
/// - sticky toolbar: the toolbar is right under the tall header's visible part: at the
///   content top plus the header's height minus the offset (pinned at the top once the
///   header is gone), ±2 px;
/// - background: the header stays where it is (it does not scroll); its look (transparent
///   over the hero, solid past it) is in pixels, which mutter gives no screenshot tool for:
///   not checked here (the sway matrix checks it).
///
/// One app per page runs all its cells; the table is printed (`GNOME-MATRIX cell: ok`) and
/// each failing cell fails on its own.
final class GnomeTouchMatrixTests: XCTestCase, @unchecked Sendable {
    enum Kind { case quickReturn, background, sticky }

    struct PageInfo {
        var kind: Kind
        var flag: String
        var name: String
    }

    static let pages = [
        PageInfo(kind: .quickReturn, flag: "quick-return", name: ShybarWindowTestCase.quickReturn),
        PageInfo(kind: .background, flag: "background", name: ShybarWindowTestCase.background),
        PageInfo(kind: .sticky, flag: "sticky", name: ShybarWindowTestCase.sticky),
    ]
    /// Rows of the lists: 60 (about 3100 px) leave room for mid-list and keep the ends a
    /// few dozen wheel clicks away.
    static let rows = 60
    static let headerHeight = ShybarWindowTestCase.quickReturnHeaderHeight
    /// The sticky page's tall header: the toolbar sits this far below its pinned place at
    /// offset 0 and rises with the content until it is pinned.
    static let stickyHeaderHeight = 200

    enum Start: String, CaseIterable { case top, mid, nearBottom = "near-bottom" }

    enum Gesture: String {
        case dragHold = "drag-hold", dragLift = "drag-lift", flick, dragBack = "drag-back", tap
        case nearTop = "near-top", fingerAxis = "finger-axis", wheel
    }

    /// Every cell: the touch gestures from each start, then the ones that have one start.
    static let plan: [(Gesture, Start)] =
        Start.allCases.flatMap { start in [Gesture.dragHold, .dragLift, .flick, .dragBack, .tap].map { ($0, start) } }
        + [(.nearTop, .top), (.fingerAxis, .mid), (.wheel, .mid)]

    struct Cell {
        var name: String
        var problems: [String] = []
        var notes: [String] = []
        var ok: Bool { problems.isEmpty }
    }

    /// What one sample (``GnomeSample``) shows of the page under test.
    typealias State = GnomeSample

    /// A page's run: the window, where its content starts, its parts at offset 0.
    final class Run {
        let app: GnomeWindowSession
        let page: PageInfo
        let top: Int
        let initial: State
        /// The largest offset (the end of the content), measured once at the start.
        var maxOffset = Double.infinity
        /// The last state read (each probe costs a few hundred ms: not repeated when known).
        var last: State?
        var start = Start.top
        init(app: GnomeWindowSession, page: PageInfo, top: Int, initial: State) {
            self.app = app
            self.page = page
            self.top = top
            self.initial = initial
        }
        /// How far a forward move of `distance` px from `offset` can go before the end.
        func room(from offset: Double, _ distance: Double) -> Double { min(distance, max(0, maxOffset - offset)) }
    }

    var gnome: GnomeWindowSession?

    override func tearDown() {
        gnome?.terminate()
        gnome = nil
        super.tearDown()
    }

    // MARK: The test

    func testGnomeTouchMatrix() throws {
        // No mutter: one clear failure (or, with SHYBAR_ALLOW_NO_GNOME=1, a loud skip).
        do { _ = try GnomeWindowSession.requireGnome() } catch let failure as GnomeWindowSession.Failure {
            XCTFail(failure.description)
            return
        }
        let began = Date()
        var cells: [Cell] = []
        for page in Self.pages {
            do {
                cells += try runPage(page)
            } catch {
                cells.append(Cell(name: "start × \(page.flag)", problems: ["shybar --page \(page.flag) did not start on mutter: \(error)"]))
            }
        }
        var table = "\n"
        for cell in cells {
            table += "GNOME-MATRIX \(cell.name): " + (cell.ok ? "ok" : "FAIL")
                + (cell.notes.isEmpty ? "" : " (" + cell.notes.joined(separator: "; ") + ")") + "\n"
        }
        let failed = cells.filter { !$0.ok }.count
        table += "GNOME-MATRIX: \(cells.count - failed) of \(cells.count) cells ok, \(Int(Date().timeIntervalSince(began))) s\n"
        FileHandle.standardOutput.write(Data(table.utf8))
        for cell in cells where !cell.ok {
            XCTFail("\(cell.name): " + cell.problems.joined(separator: " | "))
        }
    }

    // MARK: One page

    private func runPage(_ page: PageInfo) throws -> [Cell] {
        let app: GnomeWindowSession
        // The quick-return page records the whole run (`--record`): every touch drag, flick
        // and wheel of the matrix then replays with `shybar replay` to the frames it drew.
        let recording = page.kind == .quickReturn
            ? FileManager.default.temporaryDirectory.appendingPathComponent("shybar-gnome-matrix-\(getpid()).jsonl") : nil
        defer {
            if let recording {
                for suffix in [".jsonl", ".args", ".frames.jsonl"] {
                    try? FileManager.default.removeItem(atPath: recording.deletingPathExtension().path + suffix)
                }
            }
        }
        do {
            app = try GnomeWindowSession(arguments: ["--page", page.flag, "--rows", "\(Self.rows)"]
                                            + (recording.map { ["--record", $0.path] } ?? []),
                                         page: page.name, testName: "GnomeTouchMatrix-\(page.flag)")
        }
        gnome = app
        defer {
            app.terminate()
            gnome = nil
        }
        guard case .success(let initial) = app.sample() else {
            XCTFail("no AT-SPI sample of the \(page.name) page with its scroll offset: \(app.lastSampleError ?? "?")")
            return []
        }
        let top = initial.contentTop
        if initial.offset != 0 {
            XCTFail("the \(page.name) page did not open at offset 0: \(initial)")
        }
        let run = Run(app: app, page: page, top: top, initial: initial)
        // The end of the content, with wheel clicks (no keys, no click: nothing in the
        // content gets the keyboard focus, which could scroll it on its own).
        var probeCell = Cell(name: "end of \(page.flag)")
        if let end = wheelToEnd(run, &probeCell, down: true), end.offset > 0 {
            run.maxOffset = end.offset
        } else {
            XCTFail("could not find the end of the \(page.name) page: \(probeCell.problems)")
        }
        var cells: [Cell] = []
        for (gesture, start) in Self.plan {
            let name = "\(gesture.rawValue) × \(page.flag) × \(start.rawValue)"
            guard app.isRunning else {
                cells.append(Cell(name: name, problems: ["shybar is gone: \(app.logTail())"]))
                continue
            }
            var cell = Cell(name: name)
            runCell(run, gesture, start, &cell)
            cells.append(cell)
            // As it goes, so a run that is cut short still shows what it saw.
            FileHandle.standardError.write(Data("gnome-matrix: \(cell.name): \(cell.ok ? "ok" : "FAIL: " + cell.problems.joined(separator: " | ")) [\(cell.notes.joined(separator: "; "))]\n".utf8))
        }
        if let recording { cells.append(replayOfTheRecording(recording, app: app)) }
        return cells
    }

    /// Ends the app as a session ending does (SIGTERM, which closes the window and saves the
    /// recording) and replays what it recorded.
    private func replayOfTheRecording(_ trace: URL, app: GnomeWindowSession) -> Cell {
        var cell = Cell(name: "recording × quick-return replays to the frames drawn")
        kill(app.process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !app.isRunning else {
            cell.problems.append("SIGTERM did not end the app")
            return cell
        }
        do {
            let session = try RecordedSession(trace: trace)
            for (what, needle) in [("touch", "\"source\":\"touch\""), ("momentum", "\"source\":\"momentum\""),
                                   ("a gesture's end", "\"type\":\"end\""), ("the wheel", "\"source\":\"wheel\"")]
            where !session.text.contains(needle) {
                cell.problems.append("the recording has no \(what)")
            }
            let (replayed, differing) = try session.replayDifferences()
            if replayed != session.drawn.count { cell.problems.append("\(replayed) frames replayed for \(session.drawn.count) drawn") }
            if !differing.isEmpty {
                cell.problems.append("\(differing.count) of \(session.drawn.count) frames differ; the first: \(differing[0])")
            }
            cell.notes.append("\(session.drawn.count) frames")
        } catch {
            cell.problems.append("the recording could not be read: \(error)")
        }
        return cell
    }

    // MARK: Reading

    /// One sample of the page (retried a few times: an object can die mid-read).
    private func read(_ run: Run, _ cell: inout Cell, _ phase: String) -> State? {
        var seen = "nothing"
        for _ in 0..<3 {
            switch run.app.sample() {
            case .success(let state):
                run.last = state
                return state
            case .failure(let failure):
                seen = failure.description
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        cell.problems.append("\(phase): AT-SPI gave no sample of the page with its scroll offset (\(seen))")
        return nil
    }

    /// Waits until the page has kept still for ``GnomeWindowSession/stillWindow``; a page that
    /// does not within `timeout` s is a problem of the cell, named with what was seen.
    @discardableResult
    private func settle(_ run: Run, _ cell: inout Cell, _ phase: String, timeout: Double = 6) -> GnomeStillness? {
        switch run.app.waitForStill(timeout: timeout) {
        case .success(let stillness):
            run.last = stillness.still
            return stillness
        case .failure(let failure):
            run.last = nil
            cell.problems.append("\(phase): \(failure)")
            return nil
        }
    }

    // MARK: One cell

    private func send(_ run: Run, _ cell: inout Cell, _ commands: [String]) -> Bool {
        if let problem = run.app.send(commands) {
            cell.problems.append("input failed: \(problem)")
            return false
        }
        return true
    }

    /// Brings the content to the start position with wheel clicks only (the pointer on the
    /// list; keys would need the keyboard focus in the content, and a focused row can scroll
    /// the list on its own), then parks the pointer on the header bar. The last wheel click
    /// goes up, so on quick return the header starts shown. Mid-list is 20 clicks down (on
    /// the background page, whose text is about two screens long, 4), then one up; near the
    /// bottom is the end and three clicks back.
    private func goTo(_ start: Start, _ run: Run, _ cell: inout Cell) -> State? {
        let rest = "pmove \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y)"
        guard let now = run.last ?? read(run, &cell, "before the start position") else { return nil }
        // Enough clicks (about 80 px each) to pass the end aimed at, in one burst.
        let clicksUp = Int(now.offset / 80) + 3
        switch start {
        case .top:
            guard send(run, &cell, ["pmove 640 450", "wheel -\(clicksUp) 20"]) else { return nil }
        case .mid:
            let clicks = run.page.kind == .background ? 4 : 20
            // The pause is a person's, between wheeling up and wheeling down.
            guard send(run, &cell, ["pmove 640 450", "wheel -\(clicksUp) 20", "sleep 300", "wheel \(clicks) 25"]) else { return nil }
            guard settle(run, &cell, "wheeling to mid-list") != nil else { return nil }
            guard send(run, &cell, ["wheel -1"]) else { return nil }
        case .nearBottom:
            let clicksDown = run.maxOffset.isFinite ? Int(max(0, run.maxOffset - now.offset) / 80) + 3 : 60
            guard send(run, &cell, ["pmove 640 450", "wheel \(clicksDown) 20"]) else { return nil }
            guard settle(run, &cell, "wheeling to the end") != nil else { return nil }
            guard send(run, &cell, ["wheel -3 60"]) else { return nil }
        }
        guard send(run, &cell, [rest]) else { return nil }
        guard var state = settle(run, &cell, "at the start position")?.still else { return nil }
        if start == .top && state.offset >= 0.5 {
            // A burst that did not get there (clicks lost on a busy machine): click on.
            guard let top = wheelToEnd(run, &cell, down: false), send(run, &cell, [rest]) else { return nil }
            state = top
        }
        if start != .top && state.offset < 100 {
            cell.problems.append("the \(start.rawValue) start position is only \(Int(state.offset)) px down: \(state)")
            return nil
        }
        cell.notes.append("start \(Int(state.offset.rounded()))")
        return state
    }

    /// Wheel clicks, 40 at a time 25 ms apart, until the content is at the top, or
    /// (`down`) no longer moves; the pointer stays on the list.
    ///
    /// Not finger-axis scrolls: mutter passes no stop on for them, so GTK's scrolled window
    /// never sees the end of the gesture and keeps the overshoot of a scroll past an edge
    /// (up to 100 px, invisible: the adjustment stays clamped) for the rest of its life; a
    /// later touch drag away from that edge then first spends 100 px of finger taking the
    /// overshoot back (a 200 px drag moved the content 100 px). Wheel clicks past an edge
    /// are taken back 50 ms later, as long as no finger-axis scroll came before.
    private func wheelToEnd(_ run: Run, _ cell: inout Cell, down: Bool) -> State? {
        var last: State?
        for _ in 0..<4 {
            guard send(run, &cell, ["pmove 640 450", "wheel \(down ? 40 : -40) 25"]) else { return nil }
            guard let state = settle(run, &cell, "wheeling to the \(down ? "end" : "top")")?.still else { return nil }
            if !down && state.offset < 0.5 { return state }
            if down, let last, abs(state.offset - last.offset) < 1 { return state }
            last = state
        }
        cell.problems.append("160 wheel clicks did not reach the \(down ? "end" : "top"): \(last.map(\.description) ?? "?")")
        return nil
    }

    private func runCell(_ run: Run, _ gesture: Gesture, _ start: Start, _ cell: inout Cell) {
        run.start = start
        guard let before = goTo(start, run, &cell) else { return }
        // Measured on mutter 43 + GTK 4.8: the first touch sequence after pointer input
        // (motion, wheel) is dropped, like the very first one: a tap on an empty spot of the
        // header bar takes that place, so the gesture under test arrives whole. The pause
        // after it is input pacing: a person's finger comes back down some time later.
        if gesture != .fingerAxis && gesture != .wheel {
            guard send(run, &cell, ["tap \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y) 40", "sleep 300"]) else { return }
        }
        let p = GnomeWindowSession.listPoint
        switch gesture {
        case .dragHold:
            guard send(run, &cell, ["drag \(p.x) \(p.y) 200 400 20 hold"]) else { liftFinger(run); return }
            guard let held = landed(run, &cell, "finger held") else { liftFinger(run); return }
            checkMoved(before, held, expected: run.room(from: before.offset, 200), &cell, what: "the 200 px drag")
            let resting = settle(run, &cell, "with the finger resting after the drag")
            guard send(run, &cell, ["up 0"]) else { return }
            if let resting { checkStill(held, resting, &cell, phase: "while the finger rested after the drag") }
            restCheck(run, &cell, phase: "at rest after the lift", reveal: false)
        case .dragLift:
            guard send(run, &cell, ["drag \(p.x) \(p.y) 200 400 20 lift 250"]) else { return }
            if let lifted = read(run, &cell, "at the lift") {
                checkMoved(before, lifted, expected: run.room(from: before.offset, 200), &cell, what: "the 200 px drag")
            }
            restCheck(run, &cell, phase: "at rest after the lift", reveal: false)
        case .flick:
            guard send(run, &cell, ["flick \(p.x) \(p.y) 300 100 5"]) else { return }
            let lift = read(run, &cell, "at the lift")
            // A measurement over time, not a wait: how far momentum carries the content in
            // the 300 ms after the lift.
            if let lift { pause(until: lift.at.addingTimeInterval(0.3)) }
            let after = read(run, &cell, "300 ms after the lift")
            if let lift, let after {
                let moved = after.offset - lift.offset
                cell.notes.append("flick \(Int((lift.offset - before.offset).rounded())) then momentum \(Int(moved.rounded())) px in 300 ms")
                if lift.offset - before.offset < run.room(from: before.offset, 100) {
                    cell.problems.append("the flick moved the content only \(Int(lift.offset - before.offset)) px forward "
                                         + "by the lift (\(before) → \(lift))")
                } else if moved < 20 {
                    // Near the end the momentum may reach it at once.
                    if after.offset >= run.maxOffset - 1 {
                        cell.notes.append("at the end: momentum not visible")
                    } else {
                        cell.problems.append("the content did not keep moving after the flick's lift: "
                                             + "\(lift) at the lift, \(after) 300 ms later")
                    }
                }
            }
            restCheck(run, &cell, phase: "at rest after the flick", reveal: false)
        case .dragBack:
            guard send(run, &cell, ["drag \(p.x) \(p.y) 200 400 20 lift 250"]) else { return }
            guard let middle = settle(run, &cell, "after the forward drag")?.still else { return }
            checkMoved(before, middle, expected: run.room(from: before.offset, 200), &cell, what: "the forward 200 px drag")
            guard send(run, &cell, ["drag \(p.x) 300 -100 400 20 lift 250"]) else { return }
            if let back = read(run, &cell, "at the lift of the drag back") {
                checkMoved(middle, back, expected: -min(100, middle.offset), &cell, what: "the 100 px drag back")
            }
            restCheck(run, &cell, phase: "at rest after the drag back", reveal: true)
        case .tap:
            guard send(run, &cell, ["tap \(p.x) \(p.y) 60"]) else { return }
            // Watched from the tap until still: every state on the way is held to "nothing
            // moved", so a move that comes late (a timer) is seen too.
            guard let after = settle(run, &cell, "after the tap") else { return }
            checkStill(before, after, &cell, phase: "a tap (not a scroll) moved things:")
            restCheck(run, &cell, phase: "at rest after the tap", reveal: false, at: after.still)
        case .nearTop:
            guard send(run, &cell, ["drag \(p.x) \(p.y) 40 800 20 hold"]) else { liftFinger(run); return }
            guard let held = landed(run, &cell, "finger held") else { liftFinger(run); return }
            checkMoved(before, held, expected: 40, &cell, what: "the slow 40 px drag", tolerance: 15)
            let resting = settle(run, &cell, "with the finger resting near the top")
            guard send(run, &cell, ["up 0"]) else { return }
            if let resting { checkStill(held, resting, &cell, phase: "while the finger rested near the top") }
            restCheck(run, &cell, phase: "at rest after the lift near the top", reveal: false)
        case .fingerAxis:
            guard send(run, &cell, ["pmove 640 450", "finger 40 200 10 finish"]) else { return }
            let finish = read(run, &cell, "at the finish")
            // A measurement over time, not a wait: what the content does in the 300 ms after
            // the finish.
            if let finish { pause(until: finish.at.addingTimeInterval(0.3)) }
            let after = read(run, &cell, "300 ms after the finish")
            if let finish, let after {
                let scrolled = finish.offset - before.offset
                cell.notes.append("axis 40 units: \(Int(scrolled.rounded())) px by the finish, then \(Int((after.offset - finish.offset).rounded())) px in 300 ms")
                if scrolled < run.room(from: before.offset, 20) || scrolled <= 0 {
                    cell.problems.append("the finger axis scroll (40 units) moved the content \(Int(scrolled)) px, not forward: \(before) → \(finish)")
                }
            }
            if GnomeWindowSession.mutterPassesFinish {
                // The stop reaches GTK: its momentum may go on, forward only, and must end.
                if let finish, let rested = settle(run, &cell, "after the finger axis scroll's finish")?.still {
                    cell.notes.append("mutter \(GnomeWindowSession.mutterMajorVersion ?? 0) passes the finish on: "
                                      + "\(Int((rested.offset - finish.offset).rounded())) px of momentum")
                    if let after, after.offset < finish.offset - 1 || rested.offset < after.offset - 1 {
                        cell.problems.append("after the finish the content went back: \(finish) at the finish, \(after) "
                                             + "300 ms later, \(rested) at rest")
                    }
                }
            } else if let after, let watched = settle(run, &cell, "with the fingers (to GTK) still on the touchpad") {
                // No stop reaches GTK (see above): the gesture is on, and nothing moves by itself.
                checkStill(after, watched, &cell, phase: "with the fingers (to GTK) still on the touchpad,")
            }
            // Back from where the content came to rest (the momentum after the finish took it on).
            let forward = run.last
            guard send(run, &cell, ["finger -40 200 10 finish", "pmove \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y)"]) else { return }
            if let back = read(run, &cell, "at the finish back"), let forward {
                if back.offset >= forward.offset { cell.problems.append("the finger axis scroll back did not move the content back: \(forward) → \(back)") }
            }
            restCheck(run, &cell, phase: "at rest after the finger axis scroll back", reveal: true)
        case .wheel:
            guard send(run, &cell, ["pmove 640 450", "wheel 3 40"]) else { return }
            guard let after = settle(run, &cell, "after 3 clicks down")?.still else { return }
            cell.notes.append("3 clicks: \(Int((after.offset - before.offset).rounded())) px")
            if after.offset - before.offset < run.room(from: before.offset, 100) || after.offset <= before.offset {
                cell.problems.append("3 wheel clicks down moved the content \(Int(after.offset - before.offset)) px: \(before) → \(after)")
            }
            restCheck(run, &cell, phase: "at rest after 3 wheel clicks down", reveal: false, at: after)
            guard send(run, &cell, ["wheel -1", "pmove \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y)"]) else { return }
            restCheck(run, &cell, phase: "at rest after 1 wheel click up", reveal: true)
        }
    }

    /// The page once the input just sent has landed: two samples 100 ms apart agree (GTK
    /// draws the last move a frame or two after mutter took it). Shorter than the library's
    /// idle snap (150 ms after the last input), so a move the library makes by itself comes
    /// after this state, where a resting check sees it.
    private func landed(_ run: Run, _ cell: inout Cell, _ phase: String) -> State? {
        switch run.app.waitForStill(window: 0.1, timeout: 3) {
        case .success(let stillness):
            run.last = stillness.still
            return stillness.still
        case .failure(let failure):
            cell.problems.append("\(phase): \(failure)")
            return nil
        }
    }

    private func pause(until moment: Date) {
        let left = moment.timeIntervalSinceNow
        if left > 0 { Thread.sleep(forTimeInterval: left) }
    }

    /// Lifts a finger a failed gesture may have left down (an error when none is: ignored).
    private func liftFinger(_ run: Run) {
        run.app.send(["up 0"])
    }

    // MARK: Checks

    /// The content moved by `expected` px (± `tolerance`): a finger drags it 1:1.
    private func checkMoved(_ from: State, _ to: State, expected: Double, _ cell: inout Cell, what: String,
                            tolerance: Double = 20) {
        let moved = to.offset - from.offset
        cell.notes.append("\(what.replacingOccurrences(of: "the ", with: "")): \(Int(moved.rounded()))")
        if abs(moved - expected) > tolerance {
            cell.problems.append("\(what) moved the content \(String(format: "%.1f", moved)) px, not \(Int(expected)) ± \(Int(tolerance)): "
                                 + "\(from) → \(to)")
        }
    }

    /// Header and toolbar extents, for "did anything move".
    private func parts(_ state: State) -> String {
        "header \(state.header.map { "\($0.y),\($0.h),\($0.isMapped)" } ?? "none") toolbar \(state.toolbar.map { "\($0.y),\($0.h)" } ?? "none")"
    }

    /// Nothing moved from `from` in any state the page went through while it was watched
    /// until still (a late move that came back is caught too).
    private func checkStill(_ from: State, _ watched: GnomeStillness, _ cell: inout Cell, phase: String) {
        for state in watched.changes + [watched.still] {
            var moved: [String] = []
            if abs(state.offset - from.offset) > 1 { moved.append("the content by \(String(format: "%.1f", state.offset - from.offset)) px") }
            if parts(from) != parts(state) { moved.append("the header parts (\(parts(from)) → \(parts(state)))") }
            if !moved.isEmpty {
                cell.problems.append("\(phase) " + moved.joined(separator: " and ") + " moved \(Int(state.at.timeIntervalSince(from.at) * 1000)) ms on: "
                                     + "\(from) → \(state)")
                return
            }
        }
    }

    /// The page's rules of rest (see the class comment), on `state`, or (nil) once the page has
    /// kept still for ``GnomeWindowSession/stillWindow``.
    private func restCheck(_ run: Run, _ cell: inout Cell, phase: String, reveal: Bool, at state: State? = nil) {
        guard let state = state ?? settle(run, &cell, phase)?.still else { return }
        var problems: [String] = []
        let top = run.top
        switch run.page.kind {
        case .quickReturn:
            let header = state.header
            let shown = header.map { $0.isMapped && $0.y == top && $0.h == Self.headerHeight } ?? false
            let hidden = header.map { !$0.isMapped || $0.bottom <= top } ?? true
            let look = shown ? "shown" : hidden ? "hidden" : "half"
            if look == "half" {
                problems.append("the header is neither fully shown nor hidden (\(state))")
            }
            let offset = state.offset
            if offset >= 0.5 && offset < Double(Self.headerHeight) {
                problems.append("the content rests \(String(format: "%.1f", offset)) px from the top, inside the header's zone: "
                                + "the header (\(look)) " + (shown ? "covers the first row" : "leaves a gap above it"))
            } else if offset < 0.5 && !shown {
                problems.append("at offset 0 the header is not fully shown (\(state))")
            }
            if reveal && !shown {
                problems.append("the input back did not reveal the header (\(state))")
            }
            cell.notes.append("\(reveal ? "back" : "rest"): \(look)@\(Int(offset.rounded()))")
        case .sticky:
            guard let toolbar = state.toolbar, toolbar.isMapped, let toolbar0 = run.initial.toolbar else {
                problems.append("the toolbar is not on screen (\(state))")
                break
            }
            let expected = toolbar0.y - Int(min(state.offset, Double(Self.stickyHeaderHeight)).rounded())
            if abs(toolbar.y - expected) > 2 {
                problems.append("the toolbar is at y \(toolbar.y), not right under the tall header's visible part "
                                + "(y \(expected) at offset \(String(format: "%.1f", state.offset)))")
            }
            cell.notes.append("rest: toolbar@\(toolbar.y)/offset \(Int(state.offset.rounded()))")
        case .background:
            let header0 = run.initial.header
            if state.header?.y != header0?.y || state.header?.h != header0?.h {
                problems.append("the header moved: \(run.initial) at start, \(state) now (it must stay put)")
            }
            cell.notes.append("rest: offset \(Int(state.offset.rounded()))")
        }
        if !problems.isEmpty {
            cell.problems.append("\(phase): " + problems.joined(separator: "; "))
        }
    }
}
