import Foundation
import ShyBarCore
import XCTest

/// Every input source × every page × three start positions, on the real `shybar` under
/// the headless Wayland compositor: a finger drag (stop after a pause: no momentum), a
/// finger fling (stop at speed: momentum), a continuous scroll (never a stop), wheel
/// notches, a high-resolution wheel, keys (Page_Down / End / Page_Up / Home) and a
/// scrollbar drag, each forward and then back, from the top, mid-list and near the bottom.
///
/// Each cell checks what applies to its page (docs/behaviours.md):
/// - quick return: while the header follows forward input it moves exactly with the content
///   (±3 px, measured on pairs of grim pictures taken during the input); 1 s after the
///   input the header is fully shown or fully hidden (AT-SPI and pixels) and neither over
///   the first row nor leaving the spacer as a gap; reverse input reveals it;
/// - finger fling: the list keeps moving after the fingers lift, and the release velocity
///   the tracker receives (read from a trace recorded with Ctrl+R) is within 20 % of what
///   GTK computes from the input as it really went out (the times `shy-pointer` stamped on
///   the fling's frames and stop, which come late and bunched on a busy machine);
/// - sticky toolbar: the toolbar is always right under the tall header's visible part
///   (pinned at the top once the header is gone), and the header's visible height is
///   always 200 px minus the content's offset: it leaves and comes back pixel by pixel;
/// - background: the header is transparent over the hero exactly while the hero still
///   reaches the header's bottom, solid past it, and never toggles back and forth during
///   one input.
///
/// In every cell, on every page: a forward input that did not move the content fails the
/// cell (the input never arrived, or the list ignored it); on quick return a forward input
/// that moved the content more than one header must leave the header hidden at rest (a
/// header that never hides cannot pass), and a follow pair whose content movement cannot be
/// read while the header is still partly shown fails instead of being skipped. Keys take
/// pictures after each press like every other source.
///
/// One app per page runs all its cells; every cell is recorded, the table is printed
/// (`MATRIX source × page × start: ok`), and each failing cell fails on its own.
/// `testInputMatrix` runs every cell; `testStressMatrixWithBusyCores` a subset with two
/// CPU hogs (the names differ in their start, so `--filter` can pick either alone).
final class WaylandInputMatrixTests: WaylandWindowTestCase, @unchecked Sendable {
    enum Source: String, CaseIterable {
        case fingerDrag = "finger-drag", fingerFling = "finger-fling", continuous, wheel
        case hiRes = "hi-res-wheel", keys, scrollbar = "scrollbar-drag"
    }

    enum Start: String, CaseIterable {
        case top, mid, nearBottom = "near-bottom"
    }

    enum Kind { case quickReturn, background, sticky }

    struct PageInfo {
        var kind: Kind
        var flag: String
        var name: String
        /// Where a click puts the keyboard focus into the page's content.
        var focusPoint: (x: Int, y: Int)
        /// Wheel notches down from the top to mid-content (one goes back up after them):
        /// the background page is about two screens long, the lists are long.
        var midNotches: Int
    }

    static let pages = [
        PageInfo(kind: .quickReturn, flag: "quick-return", name: quickReturn, focusPoint: (480, 420), midNotches: 20),
        PageInfo(kind: .background, flag: "background", name: background, focusPoint: (480, 600), midNotches: 4),
        PageInfo(kind: .sticky, flag: "sticky", name: sticky, focusPoint: (480, 500), midNotches: 20),
    ]

    /// `SHYBAR_MATRIX_ONLY`: comma-separated parts of cell names (`keys × sticky`,
    /// `× mid`); only the cells whose name contains one of them run. Unset: every cell.
    static let only: [String]? = ProcessInfo.processInfo.environment["SHYBAR_MATRIX_ONLY"]
        .map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }

    /// Rows of the lists: enough for a mid-list far from both ends, few enough for a
    /// scrollbar thumb that moves the content a few hundred pixels per 20 px.
    static let rows = 300
    /// Where the scroll input happens (the row there is highlighted, and the cursor drawn:
    /// pixel rows around it are left out of every comparison).
    static let inputPoint = (x: 640, y: 450)
    static let pointerRows = 392...512
    /// The finger fling: 120 axis units in 10 frames 20 ms apart, then the stop.
    static let fling = (units: 120.0, durationMs: 200, steps: 10)

    struct Cell {
        var name: String
        var problems: [String] = []
        var notes: [String] = []
        var ok: Bool { problems.isEmpty }
    }

    /// What a page's run knows: the window, the content top, the picture at offset 0.
    final class Run {
        let app: WaylandWindowSession
        let page: PageInfo
        let top: Int
        let reference: RootPixels
        lazy var referenceSignatures = MatrixPixels.signatures(reference)
        /// The background header box's bottom (its label's extents plus the 8 px padding).
        let backgroundHeaderBottom: Int
        /// The sticky header's full height on screen at offset 0.
        let stickyHeight: Int
        let scratch: URL
        var traces = 0
        /// The last forward fling's events as `shy-pointer` stamped them (nil: not answered).
        var flingEvents: [StampedScroll]?
        /// Whether the last Ctrl+R showed the Record button pressed (the recording began).
        var recordingStarted = false
        /// For the pictures the last input returned: whether the idle settle may have moved a
        /// partly shown header since the picture before (empty: never).
        var settleMayRunBefore: [Bool] = []
        /// Where the cell under way started.
        var start = Start.top

        init(app: WaylandWindowSession, page: PageInfo, top: Int, reference: RootPixels,
             backgroundHeaderBottom: Int, stickyHeight: Int, scratch: URL) {
            self.app = app
            self.page = page
            self.top = top
            self.reference = reference
            self.backgroundHeaderBottom = backgroundHeaderBottom
            self.stickyHeight = stickyHeight
            self.scratch = scratch
        }
    }

    private var hogs: [Process] = []
    /// Both cores busy: every rule of the unloaded matrix is checked, with these tolerances:
    /// - rest: the header must be still 2 s after the input (1 s unloaded), judged over a
    ///   longer span of pictures (see `stillWindow`);
    /// - following: the same 1 px rule; pictures are taken further apart, so the content
    ///   moves further between two of them (the look-alike rows are told apart as unloaded);
    /// - momentum: grim takes longer, so the list may have moved beyond the 600 px the two
    ///   pictures can measure: pictures that differ with no readable shift count as moving;
    /// - release velocity: within 20 % of GTK's rule applied to the stamped input, or exactly
    ///   what GTK's rule gives when GDK merges some of the queued events (as unloaded).
    private var underLoad = false
    /// The output's scale while the cells run (the windows' `deviceScale`).
    private var deviceScale = 1
    /// How long after input ends the header must be at rest.
    private var restDelay: TimeInterval { underLoad ? 2.0 : 1.0 }
    /// How long the screen must stay the same to count as at rest: three times the quiet rule
    /// (`idleSnapDelay`, after which a partly shown header starts to settle), so a settle that
    /// starts late is seen starting; twice that with both cores busy, where timers fire late.
    private var stillWindow: TimeInterval { (underLoad ? 6 : 3) * Self.idleSnapDelay / 1000 }
    /// How much longer than other input the matrix's fling (released at about 1700 px/s) may
    /// take to come to rest, s: GTK's kinetic scrolling decelerates it exponentially and was
    /// seen moving the list 1.2 s after the lift, still under 2.5 s in all.
    static let momentumLength = 2.0
    /// The catalog rows' pitch: two pictures of the look-alike rows may match as well at
    /// shifts this far apart.
    static let rowPitch = 52
    /// How long input must pause before a partly shown header settles (the default), ms.
    static let idleSnapDelay = QuickReturnOptions().idleSnapDelay
    /// Seconds spent per part of the run, for the table's last line (where the time goes).
    private var spent: [String: TimeInterval] = [:]

    @discardableResult
    private func timed<T>(_ part: String, _ body: () throws -> T) rethrows -> T {
        let began = Date()
        defer { spent[part, default: 0] += Date().timeIntervalSince(began) }
        return try body()
    }

    override func tearDown() {
        stopHogs()
        super.tearDown()
    }

    // MARK: The tests

    func testInputMatrix() throws {
        let began = Date()
        var cells: [Cell] = []
        for page in Self.pages {
            let plan = Start.allCases.flatMap { start in Source.allCases.map { ($0, start) } }
            cells += try runPage(page, plan: plan)
        }
        report(cells, title: "MATRIX", began: began)
    }

    /// The quick-return page's cells from the top (every source) at output scale 2 (2560×1600
    /// device pixels, the same 1280×800 logical), where GTK scales every input and every
    /// allocation: the same rules, read in pictures of one pixel per logical pixel (each
    /// logical pixel is a 2 × 2 block there). That the header and the rows also land on the
    /// same device rows at 1.25, 1.5 and 2 is `WaylandScaleTests`' check, frame by frame.
    func testInputMatrixAtScale2() throws {
        let setup = try WaylandWindowSession.requireWayland()
        guard WaylandScaleTests.setScale(2, setup: setup) else { return XCTFail("sway did not take the output scale 2") }
        deviceScale = 2
        defer { WaylandScaleTests.setScale(1, setup: setup); deviceScale = 1 }
        let began = Date()
        report(try runPage(Self.pages[0], plan: Source.allCases.map { ($0, Start.top) }), title: "SCALE 2", began: began)
    }

    /// A representative subset while both cores are busy with two CPU hogs: the same rules
    /// must hold when frames come late and events arrive merged.
    func testStressMatrixWithBusyCores() throws {
        let began = Date()
        startHogs(count: 2)
        underLoad = true
        defer { stopHogs(); underLoad = false }
        var cells: [Cell] = []
        let quick: [Source] = [.fingerFling, .continuous, .wheel, .keys]
        cells += try runPage(Self.pages[0], plan: [Start.top, .mid].flatMap { start in quick.map { ($0, start) } })
        cells += try runPage(Self.pages[2], plan: [Start.top, .mid].flatMap { start in [Source.fingerFling, .wheel].map { ($0, start) } })
        report(cells, title: "STRESS", began: began)
    }

    private func report(_ cells: [Cell], title: String, began: Date) {
        var table = "\n"
        for cell in cells {
            table += "\(title) \(cell.name): " + (cell.ok ? "ok" : "FAIL") + (cell.notes.isEmpty ? "" : " (" + cell.notes.joined(separator: "; ") + ")") + "\n"
        }
        if cells.isEmpty { XCTFail("\(title): no cell ran (SHYBAR_MATRIX_ONLY=\(Self.only ?? []) matches none)") }
        let failed = cells.filter { !$0.ok }.count
        let total = Date().timeIntervalSince(began)
        let parts = spent.sorted { $0.value > $1.value }.map { "\($0.key) \(Int($0.value.rounded())) s" }
        table += "\(title) time: " + parts.joined(separator: ", ")
            + ", other \(Int((total - spent.values.reduce(0, +)).rounded())) s\n"
        spent = [:]
        table += "\(title): \(cells.count - failed) of \(cells.count) cells ok, \(Int(total)) s\n"
        FileHandle.standardOutput.write(Data(table.utf8))
        for cell in cells where !cell.ok {
            XCTFail("\(cell.name): " + cell.problems.joined(separator: " | "))
        }
    }

    // MARK: CPU hogs

    private func startHogs(count: Int) {
        for _ in 0..<count {
            let hog = Process()
            hog.executableURL = URL(fileURLWithPath: "/bin/sh")
            hog.arguments = ["-c", "while :; do :; done"]
            hog.standardInput = FileHandle.nullDevice
            hog.standardOutput = FileHandle.nullDevice
            hog.standardError = FileHandle.nullDevice
            do { try hog.run(); hogs.append(hog) } catch { XCTFail("cannot start a CPU hog: \(error)") }
        }
    }

    private func stopHogs() {
        for hog in hogs where hog.isRunning {
            kill(hog.processIdentifier, SIGKILL)
            hog.waitUntilExit()
        }
        hogs = []
    }

    // MARK: One page

    private func runPage(_ page: PageInfo, plan allCells: [(Source, Start)]) throws -> [Cell] {
        let plan = allCells.filter { source, start in
            Self.only.map { parts in parts.contains { name(source, page, start).contains($0) } } ?? true
        }
        if plan.isEmpty { return [] }
        let app = try timed("launch") { try launch(["--page", page.flag, "--rows", "\(Self.rows)"], page: page.name) }
        app.deviceScale = deviceScale
        // Short: the traces' paths are typed into the file chooser, 30 ms a character.
        let scratch = URL(fileURLWithPath: "/tmp/shybar-m\(String(UUID().uuidString.prefix(6)))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer {
            app.terminate()
            wayland = nil
            try? FileManager.default.removeItem(at: scratch)
        }
        guard let first = app.firstSnapshot, let top = first.contentTop(page: page.name) else {
            app.fail("no AT-SPI snapshot of the \(page.name) page")
            return []
        }
        rest(app)
        guard waitUntilStill(app), let reference = app.outputPixels() else {
            app.fail("the \(page.name) page never came to rest at start")
            return []
        }
        let headerBottom = (first.object("Header", page: Self.background)?.bottom ?? top) + 8
        let run = Run(app: app, page: page, top: top, reference: reference, backgroundHeaderBottom: headerBottom,
                      stickyHeight: MatrixPixels.sticky(reference, top: top).header, scratch: scratch)
        if page.kind == .sticky && run.stickyHeight < 150 {
            app.fail("the sticky header is not on screen at start: \(MatrixPixels.sticky(reference, top: top))")
        }
        app.click(x: page.focusPoint.x, y: page.focusPoint.y)     // keys go to the content
        rest(app)
        var cells: [Cell] = []
        for (source, start) in plan {
            guard app.isRunning else {
                cells.append(Cell(name: name(source, page, start), problems: ["shybar is gone: \(app.logTail())"]))
                continue
            }
            cells.append(runCell(run, source, start))
        }
        return cells
    }

    private func name(_ source: Source, _ page: PageInfo, _ start: Start) -> String {
        "\(source.rawValue) × \(page.flag) × \(start.rawValue)"
    }

    private func rest(_ app: WaylandWindowSession) {
        app.movePointer(x: WaylandWindowSession.restPoint.x, y: WaylandWindowSession.restPoint.y)
    }

    /// Waits until the pictures have stayed the same for 150 ms (momentum, snaps, animations
    /// over); false after `timeout`.
    @discardableResult
    private func waitUntilStill(_ app: WaylandWindowSession, timeout: Double = 4) -> Bool {
        app.watchOutput(still: 0.15, timeout: timeout, interval: 0.15).isStill
    }

    // MARK: One cell

    private func runCell(_ run: Run, _ source: Source, _ start: Start) -> Cell {
        var cell = Cell(name: name(source, run.page, start))
        run.start = start
        let app = run.app
        // Start position. Keys move the keyboard focus, and a list or text view scrolls only
        // when the focus leaves the view, so keys alone do not land anywhere predictable:
        // Home (or wheel notches up) to the top, proven by the picture at offset 0; then
        // wheel notches (about 83 px each) down to mid-list, or End and notches back up. The
        // last notch goes back up, so the quick-return header starts shown.
        let startBegan = Date()
        rest(app)
        app.key("Home")
        waitUntilStill(app, timeout: 2)
        if !isAtTop(run) {
            app.wheel(notches: -80, delayMs: 4)
            waitUntilStill(app, timeout: 3)
            if !isAtTop(run) { cell.notes.append("start: not at the top after Home and 80 notches up") }
        }
        switch start {
        case .top: break
        case .mid:
            app.wheel(notches: run.page.midNotches, delayMs: 15)
            waitUntilStill(app, timeout: 2)
            app.wheel(notches: -1)
        case .nearBottom:
            app.key("End")
            waitUntilStill(app, timeout: 2)
            app.wheel(notches: -3, delayMs: 60)
        }
        if source == .keys {
            // The keys act on the focused row: one on screen (the wheel scrolled the last
            // focused one away, and Page_Down from a row above the screen scrolls back up).
            app.click(x: run.page.focusPoint.x, y: run.page.focusPoint.y)
        }
        rest(app)
        if !waitUntilStill(app) { cell.notes.append("start position still moving after 4 s") }
        spent["start positions", default: 0] += Date().timeIntervalSince(startBegan)
        checkRest(run, &cell, phase: "at the start position (after the reset keys)", reveal: false)
        let startPixels = run.app.outputPixels()

        // Forward.
        var forward = timed("input") { perform(run, source, start, forward: true, cell: &cell) }
        let forwardEnd = Date()
        if source == .fingerFling { forward = checkMomentum(run, &cell, start: start) }
        checkFollow(run, &cell, shots: forward, forward: true, phase: "forward")
        let forwardRest = timed("rest waits") { waitForRest(app, since: forwardEnd, source: source, cell: &cell, phase: "forward") }
        checkRest(run, &cell, phase: "at rest after the forward input", reveal: false, lookSequence: forward,
                  forward: true, startPixels: startPixels, pixels: forwardRest)
        if source == .fingerFling { timed("trace save") { stopRecording(run, &cell) } }

        // Back (from rest: the wait above saw the screen still).
        let backward = timed("input") { perform(run, source, start, forward: false, cell: &cell) }
        let backwardEnd = Date()
        checkFollow(run, &cell, shots: backward, forward: false, phase: "back")
        let backRest = timed("rest waits") { waitForRest(app, since: backwardEnd, source: source, cell: &cell, phase: "back") }
        checkRest(run, &cell, phase: "at rest after the input back", reveal: true, lookSequence: backward, forward: false,
                  pixels: backRest)
        // No wait for stillness here: the next cell's Home stops whatever still moves (a
        // person's key ends momentum and glides) and waits until the picture is still.
        return cell
    }

    /// Pixel rows below the content top that the page's header parts cover in `pixels`.
    private func coveredRows(_ run: Run, _ pixels: RootPixels) -> Int {
        switch run.page.kind {
        case .quickReturn: return (MatrixPixels.quickReturnExtent(pixels, top: run.top) ?? Self.quickReturnHeaderHeight) + 3
        case .sticky: return MatrixPixels.sticky(pixels, top: run.top).header + 55
        case .background: return run.backgroundHeaderBottom - run.top + 3
        }
    }

    /// Whether the content is at offset 0: the picture below the header parts matches the
    /// one taken at start.
    private func isAtTop(_ run: Run) -> Bool {
        guard let pixels = run.app.outputPixels() else { return false }
        let covered: Int
        switch run.page.kind {
        case .quickReturn: covered = 93
        case .sticky: covered = run.stickyHeight + 55
        case .background: covered = run.backgroundHeaderBottom - run.top + 3
        }
        let low = run.top + covered
        return MatrixPixels.shift(from: run.reference, to: pixels, shifts: -5...120, beforeSignatures: run.referenceSignatures,
                                  validBefore: { $0 >= low && $0 < 790 }, validAfter: { $0 >= low && $0 < 790 }) == 0
    }

    /// Waits until the screen has stayed the same for `stillWindow` (every picture in that
    /// span the same left of the scrollbar), which must happen within `restDelay` of the
    /// input's end plus that window (after a fling, `momentumLength` more for GTK's
    /// momentum); the last picture, which the rest rules then read. When the deadline comes
    /// first the cell fails saying how often the screen changed (a header that settles too
    /// slowly, or never stops), and the rules read the last picture anyway.
    private func waitForRest(_ app: WaylandWindowSession, since end: Date, source: Source, cell: inout Cell,
                             phase: String) -> RootPixels? {
        let limit = restDelay + (source == .fingerFling ? Self.momentumLength : 0)
        // Compared left of the overlay scrollbar, which fades out on its own a while after
        // any scroll: the page and its header are what must rest. Pictures about 50 ms
        // apart: the stillness is judged on many frames, not two.
        let seen = StillnessPoll.watch(still: stillWindow, until: end.addingTimeInterval(limit + stillWindow), interval: 0.05) {
            () -> Result<(snapshot: RootPixels, key: [Int]), StillnessPoll.ProbeMissing> in
            guard let pixels = app.outputPixels() else { return .failure(.init(reason: "grim gave no picture")) }
            return .success((pixels, MatrixPixels.signatures(pixels)))
        }
        if !seen.isStill {
            cell.problems.append("\(phase): not at rest \(String(format: "%.1f", limit)) s after the input: the screen "
                                 + "changed \(seen.changes.count) times while watched, still for the last "
                                 + "\(Int(seen.stillFor * 1000)) ms" + (seen.missing.map { " (\($0))" } ?? ""))
        }
        return seen.last
    }

    private func waitUntil(_ date: Date) {
        let wait = date.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }

    // MARK: Input

    /// Sends one input and returns the pictures taken while it ran (pointer over the list).
    private func perform(_ run: Run, _ source: Source, _ start: Start, forward: Bool, cell: inout Cell) -> [RootPixels] {
        let app = run.app
        let point = "move \(Self.inputPoint.x) \(Self.inputPoint.y)"
        let sign = forward ? 1.0 : -1.0
        run.settleMayRunBefore = []
        switch source {
        case .keys:
            // A picture before the keys and after each press, like the pictures taken during
            // every other input. Arrows first: once the focus reaches the edge each press
            // scrolls a row, which two pictures measure while the header follows; then the
            // page keys (twice: the first press may only move the focus in the view), whose
            // jumps are beyond what two pictures can measure.
            var shots = app.outputPixels().map { [$0] } ?? []
            // A picture can take longer than the idle delay after which a partly shown
            // header settles: which pairs of pictures a settle may have come between.
            var lastKey: Date?
            run.settleMayRunBefore = shots.map { _ in true }   // before the first key: no pause known
            let jumps: [String]
            if forward && start == .nearBottom {
                jumps = ["End"]
            } else if !forward && start == .top {
                jumps = ["Home"]
            } else {
                jumps = Array(repeating: forward ? "Page_Down" : "Page_Up", count: 2)
            }
            for key in Array(repeating: forward ? "Down" : "Up", count: 12) + jumps {
                let sent = Date()
                app.key(key)
                guard let pixels = app.outputPixels() else { continue }
                shots.append(pixels)
                run.settleMayRunBefore.append(lastKey.map { sent.timeIntervalSince($0) * 1000 >= Self.idleSnapDelay - 20 } ?? true)
                lastKey = sent
            }
            return shots
        case .fingerFling:
            if forward { startRecording(run) }
            let f = Self.fling
            let units = forward ? f.units : -80
            let shots = send(app, [point, "swipe finger \(units) \(f.durationMs) \(f.steps) stop"], durationMs: f.durationMs,
                             shotsAt: [])
            if forward { run.flingEvents = app.lastSwipeEvents() }
            return shots
        case .fingerDrag:
            let units = forward ? 60.0 : -40.0
            return send(app, [point, "swipe finger \(units) 500 25 nostop", "sleep 250", "stop"], durationMs: 750,
                        shotsAt: [150, 400])
        case .continuous:
            let units = forward ? 60.0 : -40.0
            return send(app, [point, "swipe continuous \(units) 500 25 nostop"], durationMs: 500, shotsAt: [150, 400])
        case .wheel:
            return send(app, [point, "wheel \(forward ? 3 : -2) 100"], durationMs: 300, shotsAt: [60, 170])
        case .hiRes:
            return send(app, [point, "hires \(sign * (forward ? 45 : 30)) \(forward ? 15 : 10) 25"],
                        durationMs: forward ? 375 : 250, shotsAt: [100, 260])
        case .scrollbar:
            // Hover the scrollbar so it shows, find its thumb below whatever header covers it,
            // and drag it 20 px (a press on the trough first moves the thumb under the pointer).
            // The overlay scrollbar fades in under the pointer: the thumb is read once two
            // pictures in a row show it in the same place (at most a second, as a person waits).
            app.run(["move 1271 600"], durationMs: 0, what: "scrollbar hover")
            var grab = 600
            var found: (pixels: RootPixels, cover: Int, thumb: ClosedRange<Int>?)?
            let hoverEnd = Date().addingTimeInterval(1)
            repeat {
                guard let pixels = app.outputPixels() else { break }
                let cover: Int
                switch run.page.kind {
                case .quickReturn: cover = (MatrixPixels.quickReturnExtent(pixels, top: run.top) ?? 90) + 2
                case .sticky: cover = MatrixPixels.sticky(pixels, top: run.top).header + 50
                case .background: cover = run.backgroundHeaderBottom - run.top + 2
                }
                let thumb = MatrixPixels.scrollbarThumb(pixels, from: run.top + cover)
                let shown = thumb != nil && thumb == found?.thumb
                    && pixels.at(1271, thumb!.lowerBound + 2).luminance == found!.pixels.at(1271, thumb!.lowerBound + 2).luminance
                found = (pixels, cover, thumb)
                if shown { break }
            } while Date() < hoverEnd
            if let found {
                if let thumb = found.thumb {
                    grab = (thumb.lowerBound + thumb.upperBound) / 2
                } else {
                    let cover = found.cover
                    grab = run.top + cover + 20
                    cell.notes.append("\(forward ? "forward" : "back"): thumb hidden, drag from the trough at y \(grab)")
                }
            }
            let to = grab + (forward ? 20 : -20)
            var commands = ["move 1271 \(grab)", "button left press"]
            for step in 1...10 {
                commands += ["sleep 30", "move 1271 \(grab + (to - grab) * step / 10)"]
            }
            commands.append("button left release")
            return send(app, commands, durationMs: 300, shotsAt: [110, 250])
        }
    }

    /// Sends `commands`, takes a picture at each of `shotsAt` ms, and waits until the
    /// compositor has handled everything.
    private func send(_ app: WaylandWindowSession, _ commands: [String], durationMs: Int, shotsAt: [Int]) -> [RootPixels] {
        let began = Date()
        guard app.pointer.send(commands) else {
            app.fail("the pointer is gone: \(app.pointer.logTail())")
            return []
        }
        var shots: [RootPixels] = []
        for ms in shotsAt {
            waitUntil(began.addingTimeInterval(Double(ms) / 1000))
            if let pixels = app.outputPixels() { shots.append(pixels) }
        }
        if !app.sync() { app.fail("the input never reached the compositor: \(app.pointer.logTail())") }
        rest(app)
        return shots
    }

    // MARK: Checks

    private func screenshot(_ run: Run, _ cell: Cell, _ phase: String) -> String {
        run.app.screenshot(cell.name + "-" + phase) ?? "none: grim failed"
    }

    /// The content's movement between two pictures, leaving out the rows under the header
    /// parts of each (`coveredBefore`/`coveredAfter` rows below the content top) and around the pointer.
    private func contentShift(_ run: Run, _ a: RootPixels, _ b: RootPixels, coveredBefore: Int, coveredAfter: Int,
                              shifts: ClosedRange<Int> = -300...300) -> Int? {
        let low = run.top, high = WaylandWindowSession.outputHeight - 8
        return MatrixPixels.shift(from: a, to: b, shifts: shifts,
                                  validBefore: { $0 >= low + coveredBefore + 3 && $0 < high && !Self.pointerRows.contains($0) },
                                  validAfter: { $0 >= low + coveredAfter + 3 && $0 < high && !Self.pointerRows.contains($0) })
    }

    /// While the header follows, it moves exactly as the content, within the 1 px by which
    /// GTK places each of them on its own: in every pair of pictures taken during the input,
    /// pairs where the content stood still included (then the header stands still too).
    private func checkFollow(_ run: Run, _ cell: inout Cell, shots: [RootPixels], forward: Bool, phase: String) {
        guard shots.count >= 2 else { return }
        for (index, (a, b)) in zip(shots, shots.dropFirst()).enumerated() {
            let settleMayRun = run.settleMayRunBefore.indices.contains(index + 1) && run.settleMayRunBefore[index + 1]
            switch run.page.kind {
            case .quickReturn:
                guard let extentA = MatrixPixels.quickReturnExtent(a, top: run.top),
                      let extentB = MatrixPixels.quickReturnExtent(b, top: run.top) else {
                    cell.problems.append("\(phase): the header's extent is unreadable in a picture taken during the input "
                                         + "[screenshot: \(screenshot(run, cell, "follow-unreadable"))]")
                    continue
                }
                guard forward else {
                    // Back, the header comes back (by default with its reveal animation) or
                    // waits out the tolerance: it never hides further.
                    if extentB < extentA - 1 {
                        cell.problems.append("\(phase): during the input back the header went from \(extentA) to \(extentB) px "
                                             + "[screenshot: \(screenshot(run, cell, "back-hides"))]")
                    }
                    continue
                }
                guard let shift = contentShift(run, a, b, coveredBefore: extentA, coveredAfter: extentB) else {
                    // Beyond what two pictures can measure: following, the header is gone.
                    if extentB > 1 {
                        cell.problems.append("\(phase): the content's movement between two pictures is unreadable while the "
                                             + "header went from \(extentA) to \(extentB) px "
                                             + "[screenshot: \(screenshot(run, cell, "follow-unreadable"))]")
                    } else {
                        cell.notes.append("\(phase) follow: header \(extentA)→\(extentB), content beyond 300 px")
                    }
                    continue
                }
                guard shift >= 0 else {
                    cell.notes.append("\(phase): content read \(shift) px back between two pictures of the forward input")
                    continue
                }
                guard extentA > 0 || extentB > 0 else { continue }
                let expected = max(0, extentA - shift)
                cell.notes.append("\(phase) follow: header \(extentA)→\(extentB), content \(shift)")
                // A partly shown header the idle settle had begun to take to its nearer end
                // follows from wherever the settle had brought it.
                let settled = extentA * 2 >= Self.quickReturnHeaderHeight ? Self.quickReturnHeaderHeight : 0
                let settleRange = min(expected, max(0, settled - shift))...max(expected, max(0, settled - shift))
                if settleMayRun, abs(extentB - expected) > 1, settleRange.contains(extentB) {
                    cell.notes.append("\(phase): header \(extentA)→\(extentB) against a shift of \(shift): on the way to its "
                                      + "settle (\(settled)) when the key came")
                    continue
                }
                checkFollowed(run, &cell, phase: phase, what: "header", from: extentA, to: extentB, shift: shift,
                              expected: { max(0, extentA - $0) }, pictures: (a, b),
                              covered: (extentA, extentB))
            case .sticky:
                let stickyA = MatrixPixels.sticky(a, top: run.top), stickyB = MatrixPixels.sticky(b, top: run.top)
                // With the tall header gone the content's offset is unknown (anywhere past it):
                // nothing to compare the header with.
                guard stickyA.header > 0,
                      let shift = contentShift(run, a, b, coveredBefore: stickyA.header + 55, coveredAfter: stickyB.header + 55)
                else { continue }
                let height = run.stickyHeight
                cell.notes.append("\(phase) follow: header \(stickyA.header)→\(stickyB.header), content \(shift)")
                checkFollowed(run, &cell, phase: phase, what: "tall header", from: stickyA.header, to: stickyB.header,
                              shift: shift, expected: { min(max(stickyA.header - $0, 0), height) }, pictures: (a, b),
                              covered: (stickyA.header + 55, stickyB.header + 55))
            case .background:
                continue
            }
        }
    }

    /// The header went from `from` to `to` px while the content moved `shift`: following, it
    /// shows `expected(shift)`, within 1 px. The catalog's rows look alike, so the pictures
    /// may not tell a shift from one a row pitch or two away; such a shift is taken only when
    /// it explains the second picture exactly as well and the header agrees with it.
    private func checkFollowed(_ run: Run, _ cell: inout Cell, phase: String, what: String, from: Int, to: Int, shift: Int,
                               expected: (Int) -> Int, pictures: (RootPixels, RootPixels), covered: (Int, Int)) {
        if abs(to - expected(shift)) <= 1 { return }
        let low = run.top, high = WaylandWindowSession.outputHeight - 8
        for rows in [-2, -1, 1, 2] {
            let other = shift + rows * Self.rowPitch
            guard abs(to - expected(other)) <= 1,
                  MatrixPixels.explainsAsWell(other, as: shift, from: pictures.0, to: pictures.1,
                                              validBefore: { $0 >= low + covered.0 + 3 && $0 < high && !Self.pointerRows.contains($0) },
                                              validAfter: { $0 >= low + covered.1 + 3 && $0 < high && !Self.pointerRows.contains($0) })
            else { continue }
            cell.notes.append("\(phase): \(what) \(from)→\(to): the pictures match a shift of \(shift) and of \(other) px "
                              + "equally (look-alike rows); the header follows the second")
            return
        }
        cell.problems.append("\(phase): the content moved \(shift) px while the \(what) went from \(from) to \(to) px "
                             + "on screen (following, it would be \(expected(shift))) [screenshot: \(screenshot(run, cell, "follow"))]")
    }

    /// After a fling the list keeps moving once the fingers have lifted.
    @discardableResult
    private func checkMomentum(_ run: Run, _ cell: inout Cell, start: Start) -> [RootPixels] {
        // Two pictures one grim apart (about 50 ms idle, longer on busy cores, when a fling
        // covers more: the range of shifts allows 600 px forward).
        let began = Date()
        guard let a = run.app.outputPixels() else { return [] }
        Thread.sleep(forTimeInterval: 0.05)
        guard let b = run.app.outputPixels() else { return [] }
        let elapsed = Int(Date().timeIntervalSince(began) * 1000)
        let covered: Int
        switch run.page.kind {
        case .quickReturn: covered = 92
        case .sticky: covered = run.stickyHeight + 55
        case .background: covered = run.backgroundHeaderBottom - run.top + 2
        }
        let shift = contentShift(run, a, b, coveredBefore: covered, coveredAfter: covered, shifts: -150...600)
        cell.notes.append("momentum \(shift.map { "\($0) px" } ?? "unmeasured") over \(elapsed) ms")
        if let shift, shift > 0 { return [a, b] }
        // A pair of pictures of the catalog's look-alike rows can match at a wrong shift (a
        // busy machine takes them further apart): a third picture, compared with the first,
        // tells a list still moving forward from one that stopped or went back.
        if let c = run.app.outputPixels(),
           let again = contentShift(run, a, c, coveredBefore: covered, coveredAfter: covered, shifts: -150...900), again > 0 {
            cell.notes.append("momentum: the first pair read \(shift.map { "\($0) px" } ?? "nothing"), "
                              + "a third picture \(again) px forward of the first")
            return [a, c]
        }
        if underLoad, shift == nil, a.bytes != b.bytes {
            cell.notes.append("under load: the pictures differ beyond the measurable 600 px: moving")
            return [a, b]
        }
        // The fling may have reached the end already: near the bottom, and anywhere below the
        // top of the background page, whose text is about two screens long.
        if shift == 0 && (start == .nearBottom || (run.page.kind == .background && start != .top)) {
            cell.notes.append("at the end: momentum not visible")
            return [a, b]
        }
        cell.problems.append("forward: the list did not keep moving after the fingers lifted (moved \(shift.map(String.init) ?? "?") px "
            + "in the \(elapsed) ms after the stop) [screenshot: \(screenshot(run, cell, "momentum"))]")
        return [a, b]
    }

    /// 1 s after input: the rules of rest for the page.
    private func checkRest(_ run: Run, _ cell: inout Cell, phase: String, reveal: Bool,
                           lookSequence: [RootPixels] = [], forward: Bool = true, startPixels: RootPixels? = nil,
                           pixels restPixels: RootPixels? = nil) {
        let app = run.app
        // Only the quick-return rules, and the sticky ones from the top, read AT-SPI (a probe
        // takes a python start-up and a walk of the accessibility tree). How far the content
        // rests from the top is read there, from the page's scrollbar: pictures of the
        // catalog's look-alike rows also match (85 % of their pixel rows) at a wrong distance
        // when the content moved beyond the distances compared.
        let readsAtspi = run.page.kind == .quickReturn || (run.page.kind == .sticky && run.start == .top)
        let snapshot = readsAtspi ? timed("AT-SPI probes") { app.probe() } : nil
        let offset = snapshot?.offsets?[run.page.name]
        guard let pixels = restPixels ?? app.outputPixels() else {
            cell.problems.append("\(phase): grim gave no pixels")
            return
        }
        let top = run.top
        var problems: [String] = []
        // How far the forward input moved the content: 0 fails the cell, more than one
        // header must hide the quick-return header (nil: beyond the 120 px measured).
        var movedMoreThanAHeader = false
        if let startPixels {
            let covered = coveredRows(run, pixels), coveredBefore = coveredRows(run, startPixels)
            let moved = MatrixPixels.shift(from: startPixels, to: pixels, shifts: -5...120,
                                           validBefore: { $0 >= top + coveredBefore && $0 < 790 },
                                           validAfter: { $0 >= top + covered && $0 < 790 })
            if moved == 0 {
                problems.append("the forward input did not move the content")
            }
            movedMoreThanAHeader = moved.map { $0 > Self.quickReturnHeaderHeight } ?? (startPixels.bytes != pixels.bytes)
            cell.notes.append("moved \(moved.map { "\($0) px" } ?? "more than 120 px")")
        }
        switch run.page.kind {
        case .quickReturn:
            let atspi = snapshot.map { isFullyShown($0) ? "shown" : isHidden($0) ? "hidden" : "half" } ?? "no AT-SPI answer"
            let extent = MatrixPixels.quickReturnExtent(pixels, top: top)
            if atspi == "half" {
                problems.append("the header is neither fully shown nor hidden: \(snapshot!.summary(page: run.page.name))")
            }
            if extent != 0 && extent != Self.quickReturnHeaderHeight {
                problems.append("the header shows \(extent.map(String.init) ?? "an unreadable number of") px in the picture, not 0 or 90")
            }
            // Any cell can end near the top (a fling back from mid-list); the distance is the
            // scrollbar's, so it is read in every cell.
            if let offset {
                let shift = Int(offset.rounded(.up))
                if offset >= 0.5, shift < Self.quickReturnHeaderHeight {
                    problems.append("the content rests \(String(format: "%.1f", offset)) px from the top (AT-SPI), inside the top "
                                    + "zone: the header (\(extent.map(String.init) ?? "?") px) covers the first row or leaves a gap")
                } else if offset < 0.5, extent != Self.quickReturnHeaderHeight {
                    problems.append("at offset 0 the header is not fully shown (\(extent.map(String.init) ?? "?") px)")
                }
            } else {
                problems.append("AT-SPI gave no scroll offset to check the top zone against")
            }
            if movedMoreThanAHeader && (atspi != "hidden" || extent != 0) {
                problems.append("the forward input moved the content more than one header, but the header rests "
                                + "\(atspi) (\(extent.map(String.init) ?? "?") px in the picture), not hidden")
            }
            if reveal && (atspi != "shown" || extent != Self.quickReturnHeaderHeight) {
                problems.append("the input back did not reveal the header (AT-SPI: \(atspi), pixels: \(extent.map(String.init) ?? "?") px)")
            }
            cell.notes.append("\(phase.hasPrefix("at the start") ? "start" : forward ? "fwd" : "back"): \(atspi)/\(extent.map(String.init) ?? "?")")
        case .sticky:
            let sticky = MatrixPixels.sticky(pixels, top: top)
            if sticky.toolbarTop == nil {
                problems.append("the toolbar is not right under the tall header's visible part (\(sticky))")
            }
            // The header's visible height is H minus the content's offset (AT-SPI's scrollbar
            // value). Only from the top can the content end within one tall header of it.
            if run.start == .top {
                if let offset {
                    let expected = max(0, run.stickyHeight - Int(offset.rounded()))
                    if abs(sticky.header - expected) > 2 {
                        problems.append("the content is \(String(format: "%.1f", offset)) px from the top (AT-SPI) but the tall "
                                        + "header shows \(sticky.header) px, not \(expected)")
                    }
                } else {
                    problems.append("AT-SPI gave no scroll offset to check the tall header against")
                }
            }
            cell.notes.append("\(phase.hasPrefix("at the start") ? "start" : forward ? "fwd" : "back"): header \(sticky.header)")
        case .background:
            let look = MatrixPixels.backgroundLook(pixels, top: top)
            switch look {
            case .transparent:
                if !MatrixPixels.showsHero(pixels, y: run.backgroundHeaderBottom - 3) {
                    problems.append("transparent, but the hero no longer reaches the header's bottom (y \(run.backgroundHeaderBottom)): past the threshold")
                }
            case .solid:
                if MatrixPixels.showsHero(pixels, y: run.backgroundHeaderBottom + 3) {
                    problems.append("solid, but the hero still reaches below the header's bottom (y \(run.backgroundHeaderBottom)): before the threshold")
                }
            case .other(let detail):
                problems.append("the header is neither transparent nor solid: \(detail)")
            }
            // One input toggles at most once, in its direction. (Pictures taken while the
            // CSS transition runs show neither look: they are left out.)
            let looks = (lookSequence.map { MatrixPixels.backgroundLook($0, top: top) } + [look])
                .filter { $0 == .solid || $0 == .transparent }
            let toggles = zip(looks, looks.dropFirst()).filter { $0.0 != $0.1 }
            if toggles.count > 1 || toggles.contains(where: { forward ? $0.0 == .solid : $0.0 == .transparent }) {
                problems.append("the background toggled \(looks.map(\.description)) during one \(forward ? "forward" : "back") input")
            }
            cell.notes.append("\(phase.hasPrefix("at the start") ? "start" : forward ? "fwd" : "back"): \(look == .solid ? "solid" : look == .transparent ? "transparent" : "other")")
        }
        if !problems.isEmpty {
            let path = app.screenshot(cell.name + "-" + phase) ?? "none: grim failed"
            cell.problems.append("\(phase): " + problems.joined(separator: "; ") + " [screenshot: \(path)]")
        }
    }

    // MARK: Momentum, as the app reported it

    /// What the app itself reported after the fingers lifted (the recorded trace's scroll
    /// lines in the second after its `end` line, up to a pause): the content went on
    /// forward as momentum, and never back on screen. Pictures alone can tell neither for
    /// sure: two grim pictures are 50 ms or more apart and the catalog's rows look alike.
    ///
    /// GtkListView corrects its estimate of the rows above the view now and then (a tall
    /// spacer row measured, or estimated as high as the others again): the value and the
    /// content height then change together while the rows stay where they are on screen,
    /// so a value change counts on screen net of the content height's change since the
    /// line before (the pages' rows below the spacer all have one height, so every change
    /// of the content height is such a correction). A momentum that sets the value from
    /// where it started undoes each correction in the next frame: the content jumps back
    /// by the correction, about 200 px on the sticky page.
    private func checkReportedMomentum(_ run: Run, _ lines: [[String: Any]], _ cell: inout Cell) {
        func number(_ object: [String: Any], _ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
        guard let endIndex = lines.firstIndex(where: { $0["type"] as? String == "end" }) else { return }
        var content = lines[..<endIndex].last(where: { $0["type"] as? String == "geometry" }).flatMap { number($0, "content") }
        var offset = lines[..<endIndex].last(where: { $0["type"] as? String == "scroll" }).flatMap { number($0, "offset") }
        let endTime = number(lines[endIndex], "t") ?? 0
        var lastTime = endTime, moved = false
        var correction = 0.0, travelled = 0.0, back: [String] = [], sources = Set<String>()
        scan: for line in lines[(endIndex + 1)...] {
            switch line["type"] as? String {
            case "geometry":
                if let new = number(line, "content"), let old = content { correction += new - old }
                content = number(line, "content") ?? content
            case "scroll":
                guard let time = number(line, "t"), let value = number(line, "offset") else { continue }
                // The momentum's first second, up to a pause once it has begun: what follows a
                // pause is a settle, not the fling (a busy machine may start it late).
                if time - endTime > 1000 || (moved && time - lastTime > 150) { break scan }
                lastTime = time
                moved = true
                if let old = offset {
                    let onScreen = value - old - correction
                    travelled += onScreen
                    if onScreen < -2 { back.append("\(Int(onScreen.rounded())) px at \(Int(time)) ms") }
                }
                offset = value
                correction = 0
                sources.insert(line["source"] as? String ?? "?")
            default:
                continue
            }
        }
        cell.notes.append("reported momentum \(Int(travelled.rounded())) px on screen (\(sources.sorted().joined(separator: ",")))")
        if !back.isEmpty {
            cell.problems.append("forward: after the fingers lifted the content went back on screen as the app reported it "
                                 + "(value changes net of the list's corrections): \(back.joined(separator: ", "))")
        }
        let atEnd = run.start == .nearBottom || (run.page.kind == .background && run.start != .top)
        if travelled < 20 && !atEnd {
            cell.problems.append("forward: the app reported \(Int(travelled.rounded())) px of movement after the fingers lifted: "
                                 + "no momentum")
        }
    }

    // MARK: Release velocity, from a recorded trace

    /// Ctrl+R, then waits until the Record button shows pressed: the recording has begun.
    private func startRecording(_ run: Run) {
        run.app.key("r", modifiers: ["ctrl"])
        run.recordingStarted = run.app.waitFor("the Record button pressed", timeout: 5) { snapshot in
            snapshot.objects?.contains { $0.name == "Record" && $0.pressed == true } == true
        } != nil
    }

    /// Stops the recording (Ctrl+R), saves it through the file chooser, and checks its
    /// `end` line's velocity against the fling's.
    private func stopRecording(_ run: Run, _ cell: inout Cell) {
        let app = run.app
        guard run.recordingStarted else {
            cell.problems.append("Ctrl+R did not start a recording: the Record button did not show pressed within 5 s")
            return
        }
        run.traces += 1
        let path = run.scratch.appendingPathComponent("f\(run.traces).jsonl").path
        app.key("r", modifiers: ["ctrl"])
        app.chooseFile(path, in: "Save Trace")
        // The recording is written once the chooser has answered: give it a moment to land.
        let deadline = Date().addingTimeInterval(4)
        while !FileManager.default.fileExists(atPath: path), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            cell.problems.append("the recorded trace was not saved at \(path) (Ctrl+R, file chooser) "
                                 + "[screenshot: \(screenshot(run, cell, "trace"))]")
            return
        }
        let lines: [[String: Any]] = text.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let ends: [Double] = lines.compactMap { object in
            guard object["type"] as? String == "end" else { return nil }
            return (object["velocity"] as? NSNumber)?.doubleValue ?? 0
        }
        checkReportedMomentum(run, lines, &cell)
        // GTK's decelerate, from the times the frames and the stop really carried (on a busy
        // machine they go out late and bunched, and GTK measures that): the axis units of the
        // events within 150 ms of the stop, over the time from the first of them to the stop,
        // times 2.5 px per unit in a GtkScrolledWindow. With the ideal spacing (k frames Δ
        // apart) that is k/(k−1) of the true rate.
        let f = Self.fling
        let interval = Double(f.durationMs) / Double(f.steps)
        let k = (1...f.steps).filter { Double(f.steps - $0) * interval <= 150 }.count
        let ideal = 2.5 * f.units / Double(f.durationMs) * 1000 * Double(k) / Double(k - 1)
        guard let events = run.flingEvents, events.count == f.steps + 1, events.last?.dy == 0 else {
            cell.problems.append("forward: shy-pointer did not report the fling's \(f.steps) frames and stop as stamped "
                                 + "(times: \(run.flingEvents.map { "\($0)" } ?? "no answer"))")
            return
        }
        let expected = 2.5 * StampedScroll.gtkKineticVelocity(events)
        let gaps = zip(events, events.dropFirst()).map { Int($0.1.time &- $0.0.time) }
        guard let velocity = ends.max(by: { abs($0) < abs($1) }) else {
            cell.problems.append("forward: the recorded trace has no end line (the gesture never ended): "
                                 + "\(text.split(separator: "\n").count) lines")
            return
        }
        cell.notes.append("release \(Int(velocity.rounded())) px/s, expected \(Int(expected.rounded())) from the stamps "
                          + "(ideal \(Int(ideal.rounded())); gaps \(gaps.map(String.init).joined(separator: ",")) ms)")
        if expected <= 0 || abs(velocity - expected) > 0.2 * expected {
            // GDK merges scroll events that queue up while the app waits for a core (one event
            // with their summed amount and the last one's time); GTK's estimate from merged
            // events is exact arithmetic, so a value that some merging of the stamped events
            // gives to within 0.5 % is what GTK measured from this very input.
            if let merges = StampedScroll.mergesExplaining(velocity / 2.5, in: events) {
                cell.notes.append("release explained exactly by GDK merging the events stamped \(merges)")
                return
            }
            cell.problems.append("forward: the fling's release velocity reached the tracker as \(velocity) px/s, "
                                 + "not within 20 % of \(Int(expected.rounded())) px/s, what GTK makes of the input as "
                                 + "stamped (\(f.units) units in \(f.steps) frames and a stop at \(events.map(\.description)); "
                                 + "ideal spacing: \(Int(ideal.rounded())) px/s; end lines: \(ends)"
                                 + (StampedScroll.mergesExplaining(velocity / 2.5, in: events).map {
                                     "; GTK's rule gives exactly this if GDK merged the events stamped \($0)" } ?? "") + ")")
        }
    }
}
