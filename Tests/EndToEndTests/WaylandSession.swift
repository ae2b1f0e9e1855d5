import Foundation
import XCTest

/// The real `shybar` window on a private headless Wayland compositor (sway, started by
/// `scripts/wayland-session.sh`), driven by one virtual pointer (`shy-pointer`, built by
/// `scripts/build-wayland-tools.sh`) and `wtype`, and checked from outside the process
/// through AT-SPI and `grim` screenshots. Under Wayland the tests can give the window what
/// X11 cannot: a touchpad scroll that ends with a stop (GTK then starts its kinetic
/// momentum), a continuous scroll that never stops, high-resolution wheel steps.
///
/// The compositor tiles the window over the whole 1280x800 output, so window coordinates
/// (AT-SPI's) are output coordinates (the pointer's).
final class WaylandWindowSession {
    static let failureDirectory = ShybarWindowSession.failureDirectory
    static let outputWidth = 1280, outputHeight = 800

    /// The compositor's socket (absolute path) and the pointer tool, from the environment
    /// `scripts/test.sh` sets up.
    struct Setup {
        var display: String
        var pointerTool: String
    }

    /// Fails (or, with `SHYBAR_ALLOW_NO_WAYLAND=1`, skips loudly) when there is no
    /// compositor to run on or the pointer tool is missing.
    static func requireWayland() throws -> Setup {
        let environment = ProcessInfo.processInfo.environment
        let howTo = "Run them through scripts/test.sh, or alone with scripts/test-wayland.sh."
        func unavailable(_ message: String) -> Error {
            if environment["SHYBAR_ALLOW_NO_WAYLAND"] == "1" {
                FileHandle.standardError.write(Data("\n*** SKIPPING WAYLAND END-TO-END TEST: \(message) ***\n\n".utf8))
                return XCTSkip("SHYBAR_ALLOW_NO_WAYLAND=1 and " + message)
            }
            return Failure(message + " (Set SHYBAR_ALLOW_NO_WAYLAND=1 to skip them instead.)")
        }
        guard let display = environment["SHYBAR_WAYLAND_DISPLAY"], !display.isEmpty else {
            throw unavailable("SHYBAR_WAYLAND_DISPLAY is not set: the Wayland end-to-end tests need the headless "
                              + "compositor of scripts/wayland-session.sh. " + howTo)
        }
        var isDirectory: ObjCBool = false
        guard display.hasPrefix("/"), FileManager.default.fileExists(atPath: display, isDirectory: &isDirectory),
              !isDirectory.boolValue else {
            throw unavailable("SHYBAR_WAYLAND_DISPLAY=\(display) is not the absolute path of a live Wayland socket "
                              + "(the compositor stopped?). " + howTo)
        }
        let tool = environment["SHYBAR_WAYLAND_POINTER"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ShybarProcess.buildDirectory.appendingPathComponent("wayland/shy-pointer").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw unavailable("the virtual pointer tool \(tool) is missing: build it with scripts/build-wayland-tools.sh. "
                              + howTo)
        }
        return Setup(display: display, pointerTool: tool)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let setup: Setup
    let testName: String
    let process = Process()
    let logURL: URL
    let pointer: VirtualPointer
    /// A `wtype` that only sleeps: its virtual keyboard keeps the seat's keyboard, so the
    /// window's keyboard stays bound between keys. Without it each `wtype` would add the
    /// seat's only keyboard and take it away again, and a key pressed before GTK had bound
    /// the new keyboard would arrive as already held (and be ignored).
    private var keyboardHolder: Process?
    /// Private settings, data, home and runtime directories of this window (removed by terminate()).
    private var scratchDirectories: [URL] = []
    /// What AT-SPI showed once the window was ready.
    private(set) var firstSnapshot: AXSnapshot?
    /// Device pixels per logical pixel in the pictures grim takes (the output's scale, when
    /// it is a whole number above 1): `outputPixels()` then reads them back one pixel per
    /// logical pixel, so a check written in logical pixels runs unchanged at that scale.
    var deviceScale = 1

    /// Starts the pointer and `shybar arguments…`, and waits until AT-SPI shows the header
    /// of `page` and the window has settled.
    init(arguments: [String], page: String, testName: String) throws {
        let setup = try Self.requireWayland()
        self.setup = setup
        self.testName = testName
        let tag = UUID().uuidString
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-wayland-\(tag).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        pointer = try VirtualPointer(tool: setup.pointerTool, display: setup.display,
                                     logURL: FileManager.default.temporaryDirectory
                                        .appendingPathComponent("shybar-wayland-pointer-\(tag).log"))
        do {
            try start(arguments: arguments, tag: tag)
            try waitUntilReady(page: page)
        } catch {
            terminate()
            throw error
        }
    }

    private func start(arguments: [String], tag: String) throws {
        guard pointer.send(["sync"]), pointer.sync(timeout: 10) else {
            throw Failure("the virtual pointer did not answer: \(pointer.logTail())")
        }
        let binary = ShybarProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure("shybar binary not found at \(binary.path): build it first (swift build)")
        }
        try holdKeyboard()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil                       // no way back to X11
        environment["GDK_BACKEND"] = "wayland"
        environment["WAYLAND_DISPLAY"] = setup.display
        environment["NO_AT_BRIDGE"] = "0"
        environment["GTK_A11Y"] = "atspi"
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        // Each window starts from defaults and leaves nothing behind.
        for (variable, name) in [("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                                 ("HOME", "home"), ("XDG_RUNTIME_DIR", "runtime")] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-wayland-\(name)-\(tag)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            scratchDirectories.append(url)
            environment[variable] = url.path
        }
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try log.close()
    }

    private func waitUntilReady(page: String) throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            guard process.isRunning else {
                throw Failure("shybar exited with status \(process.terminationStatus) before showing a window; log: \(logTail())")
            }
            if let snapshot = probe(), snapshot.app, snapshot.object("Header", page: page)?.isMapped == true,
               snapshot.contentTop(page: page) != nil {
                firstSnapshot = snapshot
                // Let the first frames (and any start-up animation) settle.
                guard waitForStable(page: page, timeout: 10) != nil else {
                    throw Failure("the window never settled after it showed the \(page) header")
                }
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure("AT-SPI never showed the \(page) header under Wayland within 15 s; log: \(logTail())")
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Starts the keyboard holder if it is not running (it sleeps ten minutes at most).
    private func holdKeyboard() throws {
        if let holder = keyboardHolder, holder.isRunning { return }
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/wtype")
        holder.arguments = ["-s", "600000"]
        holder.environment = clientEnvironment()
        holder.standardInput = FileHandle.nullDevice
        holder.standardOutput = FileHandle.nullDevice
        holder.standardError = FileHandle.nullDevice
        let before = keyboards()
        try holder.run()
        keyboardHolder = holder
        // Keys typed before sway has added the virtual keyboard to its seat are lost: wait
        // until sway lists one keyboard more.
        let deadline = Date().addingTimeInterval(5)
        var seen = before
        while seen.map({ $0 <= (before ?? 0) }) ?? true {
            guard holder.isRunning else {
                throw Failure("wtype could not add a keyboard to the compositor (exit \(holder.terminationStatus))")
            }
            guard Date() < deadline else {
                throw Failure("sway did not list wtype's keyboard within 5 s (keyboards before: \(before.map(String.init) ?? "unreadable"), "
                              + "now: \(seen.map(String.init) ?? "unreadable"))")
            }
            Thread.sleep(forTimeInterval: 0.02)
            seen = keyboards()
        }
    }

    /// How many keyboards sway's seat has now (nil: swaymsg gave no answer).
    private func keyboards() -> Int? {
        guard let result = Self.swaymsg(["-r", "-t", "get_inputs"], display: setup.display), result.status == 0,
              let inputs = try? JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]] else { return nil }
        return inputs.filter { $0["type"] as? String == "keyboard" }.count
    }

    /// Ends the pointer, the keyboard holder and the app (SIGTERM, then SIGKILL) and
    /// removes their files.
    func terminate() {
        pointer.quit()
        if let holder = keyboardHolder, holder.isRunning {
            holder.terminate()
            holder.waitUntilExit()
        }
        keyboardHolder = nil
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logURL)
        for url in scratchDirectories { try? FileManager.default.removeItem(at: url) }
        scratchDirectories = []
    }

    func logTail(_ count: Int = 6) -> String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(count).joined(separator: " | ")
    }

    // MARK: Input (each call returns once the compositor has handled it)

    /// The middle of the list, under the quick-return header: where a person scrolls.
    static let listPoint = (x: 640, y: 450)
    /// An empty spot of the header bar: where the pointer rests while screenshots are taken
    /// (the compositor draws the cursor into them, and a list row under it is highlighted).
    static let restPoint = (x: 1000, y: 12)

    /// A two-finger touchpad scroll: `dy` axis units (> 0 moves the content forward, down
    /// the list; one unit scrolls 2.5 px in a GtkScrolledWindow) in `steps` evenly spaced
    /// frames over `durationMs`, then, with `stop`, the fingers lift (axis_stop), which
    /// starts GTK's kinetic scrolling.
    func fingerSwipe(dy: Double, durationMs: Int = 200, steps: Int = 10, stop: Bool = true,
                     at point: (x: Int, y: Int) = WaylandWindowSession.listPoint, file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(point.x) \(point.y)", "swipe finger \(dy) \(durationMs) \(steps) \(stop ? "stop" : "nostop")"],
            durationMs: durationMs, what: "finger swipe", file: file, line: line)
    }

    /// A continuous scroll (a trackpoint, or an X11 touchpad as an app sees it): like a
    /// finger swipe, but no stop ever follows.
    func continuousScroll(dy: Double, durationMs: Int = 200, steps: Int = 10,
                          at point: (x: Int, y: Int) = WaylandWindowSession.listPoint, file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(point.x) \(point.y)", "swipe continuous \(dy) \(durationMs) \(steps) nostop"],
            durationMs: durationMs, what: "continuous scroll", file: file, line: line)
    }

    /// Lifts the fingers of a finger scroll that ended without a stop.
    func stopScroll(file: StaticString = #filePath, line: UInt = #line) {
        run(["stop"], durationMs: 0, what: "scroll stop", file: file, line: line)
    }

    /// Wheel clicks (> 0 down the list), `delayMs` apart: 15 axis units and one discrete
    /// step each.
    func wheel(notches: Int, delayMs: Int = 40, at point: (x: Int, y: Int) = WaylandWindowSession.listPoint,
               file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(point.x) \(point.y)", "wheel \(notches) \(delayMs)"],
            durationMs: abs(notches) * delayMs, what: "wheel", file: file, line: line)
    }

    /// A high-resolution wheel: `units` axis units (15 a notch) in `steps` wheel frames,
    /// `delayMs` apart; the frame that completes a notch also carries its discrete step.
    func hiResWheel(units: Double, steps: Int, delayMs: Int = 10, at point: (x: Int, y: Int) = WaylandWindowSession.listPoint,
                    file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(point.x) \(point.y)", "hires \(units) \(steps) \(delayMs)"],
            durationMs: steps * delayMs, what: "high-resolution wheel", file: file, line: line)
    }

    func movePointer(x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(x) \(y)"], durationMs: 0, what: "pointer move", file: file, line: line)
    }

    func click(x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line) {
        run(["move \(x) \(y)", "click left"], durationMs: 0, what: "click", file: file, line: line)
    }

    /// Drags the vertical scrollbar at `x` from `fromY` to `toY` with the left button, in
    /// `steps` moves `stepMs` apart, once the hovered overlay scrollbar has faded in (its
    /// columns unchanged for 450 ms); fails here when it never comes to rest.
    func dragScrollbar(x: Int = WaylandWindowSession.outputWidth - 6, fromY: Int, toY: Int, steps: Int = 10, stepMs: Int = 30,
                       file: StaticString = #filePath, line: UInt = #line) {
        movePointer(x: x, y: fromY, file: file, line: line)
        let columns = max(0, x - 12)..<min(WaylandWindowSession.outputWidth, x + 6)
        let seen = watchOutput(columns: columns, still: 0.45, timeout: 5)
        guard seen.isStill else {
            return fail("the scrollbar under the pointer at x \(x) did not come to rest in 5 s "
                        + "(\(seen.changes.count) pictures changed\(seen.missing.map { "; \($0)" } ?? ""))",
                        label: "scrollbar-hover", file: file, line: line)
        }
        var commands = ["button left press"]
        for step in 1...max(steps, 1) {
            commands.append("sleep \(stepMs)")
            commands.append("move \(x) \(fromY + (toY - fromY) * step / max(steps, 1))")
        }
        commands.append("button left release")
        run(commands, durationMs: steps * stepMs, what: "scrollbar drag", file: file, line: line)
    }

    /// Sends raw `shy-pointer` commands (see Tests/Wayland/shy-pointer.c) and waits until
    /// the compositor has handled them; `durationMs` is how long they take.
    func run(_ commands: [String], durationMs: Int, what: String = "pointer input",
             file: StaticString = #filePath, line: UInt = #line) {
        guard pointer.send(commands + ["sync"]), pointer.sync(timeout: 10 + Double(durationMs) / 1000) else {
            return fail("the \(what) never reached the compositor: \(pointer.logTail())", label: "pointer",
                        file: file, line: line)
        }
    }

    /// Waits until everything sent so far has reached the compositor.
    @discardableResult
    func sync() -> Bool {
        pointer.send(["sync"]) && pointer.sync(timeout: 10)
    }

    /// The events of the pointer's last `swipe` as it stamped them when they went out
    /// (frames, then the stop that ended it); nil when the pointer did not answer.
    func lastSwipeEvents() -> [StampedScroll]? {
        pointer.lastSwipeEvents(timeout: 10)
    }

    /// Presses a key with modifiers held, through `wtype` (key names as xkbcommon spells
    /// them: `Page_Down`, `F9`, `2`; modifiers `ctrl`, `shift`, `alt`, `logo`).
    func key(_ name: String, modifiers: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        var arguments: [String] = []
        for modifier in modifiers { arguments += ["-M", modifier] }
        arguments += ["-k", name]
        for modifier in modifiers.reversed() { arguments += ["-m", modifier] }
        wtype(arguments, file: file, line: line)
    }

    /// Types text through `wtype`.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        wtype(["-d", "30", "--", text], file: file, line: line)
    }

    private func wtype(_ arguments: [String], file: StaticString, line: UInt) {
        do { try holdKeyboard() } catch {
            return fail("\(error)", label: "wtype", file: file, line: line)
        }
        let result = ShybarWindowSession.command("/usr/bin/wtype", arguments, timeout: 10,
                                                 environment: clientEnvironment())
        if result.status != 0 {
            fail("wtype \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)",
                 label: "wtype", file: file, line: line)
        }
    }

    /// The title of the window sway gives the keyboard ("" when none or sway does not
    /// answer), read from sway's IPC socket beside its Wayland socket.
    func focusedWindowName() -> String {
        guard let result = Self.swaymsg(["-r", "-t", "get_tree"], display: setup.display), result.status == 0,
              let tree = try? JSONSerialization.jsonObject(with: result.stdout) else { return "" }
        func focused(_ node: Any) -> String? {
            guard let node = node as? [String: Any] else { return nil }
            if node["focused"] as? Bool == true { return node["name"] as? String ?? "" }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [Any] ?? [] { if let name = focused(child) { return name } }
            }
            return nil
        }
        return focused(tree) ?? ""
    }

    /// Runs `swaymsg arguments…` on the compositor of `display` (its IPC socket lies beside
    /// its Wayland socket); nil when there is no such socket.
    static func swaymsg(_ arguments: [String], display: String) -> CommandResult? {
        let runtime = (display as NSString).deletingLastPathComponent
        guard let socket = (try? FileManager.default.contentsOfDirectory(atPath: runtime))?
            .first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }) else { return nil }
        return ShybarWindowSession.command("/usr/bin/swaymsg", ["-s", runtime + "/" + socket] + arguments)
    }

    /// Chooses `path` in the file chooser titled `title` that the app is opening, as a person
    /// does: once sway gives the dialog the keyboard, types the path into its location
    /// entry, clears whatever the entry put after it (GTK 4.18's entry completes inline while
    /// the path is typed, and a completion arriving between two keys lands after the cursor),
    /// presses Return, and waits until the dialog has gone and the keyboard is back. Returns
    /// whether it closed; the test fails here, with what it saw, when it did not.
    @discardableResult
    func chooseFile(_ path: String, in title: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        func wait(_ what: String, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while !condition() {
                guard Date() < deadline else {
                    fail("\(what) within 10 s (sway's keyboard on \"\(focusedWindowName())\"; the app's windows: "
                         + "\(probe()?.windows ?? [])); log: \(logTail())", label: "file-chooser", file: file, line: line)
                    return false
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return true
        }
        guard wait("the \(title) dialog did not take the keyboard", { focusedWindowName() == title }) else { return false }
        key("a", modifiers: ["ctrl"], file: file, line: line)
        type(path, file: file, line: line)
        key("End", modifiers: ["shift"], file: file, line: line)
        key("Delete", file: file, line: line)
        key("Return", file: file, line: line)
        return wait("the \(title) dialog did not close after Return with \(path) typed", {
            let name = focusedWindowName()
            return !name.isEmpty && name != title
        })
    }

    /// The environment of a Wayland client of this compositor (wtype, grim).
    func clientEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = setup.display
        if environment["XDG_RUNTIME_DIR"] == nil { environment["XDG_RUNTIME_DIR"] = FileManager.default.temporaryDirectory.path }
        return environment
    }

    // MARK: Looking

    /// One AT-SPI snapshot of the app (nil when the probe failed).
    func probe(rows: Bool = false) -> AXSnapshot? {
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? ["/usr/bin/python3"] : ["/usr/bin/env", "python3"]
        var arguments = Array(python.dropFirst()) + [ShybarWindowSession.probeScript, "--pid", "\(pid)"]
        if rows { arguments.append("--rows") }
        let result = ShybarWindowSession.command(python[0], arguments, timeout: 10)
        guard result.status == 0 else { return nil }
        return try? JSONDecoder().decode(AXSnapshot.self, from: result.stdout)
    }

    /// Polls AT-SPI until `condition` holds; returns the snapshot that satisfied it.
    func waitFor(_ what: String, timeout: Double, rows: Bool = false,
                 _ condition: (AXSnapshot) -> Bool) -> AXSnapshot? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let snapshot = probe(rows: rows), snapshot.app, condition(snapshot) { return snapshot }
            Thread.sleep(forTimeInterval: 0.03)
        } while Date() < deadline
        return nil
    }

    /// Polls until two snapshots at least 250 ms apart agree on every header part of `page`
    /// (input, momentum and animations have ended); returns the second. When `timeout` s
    /// pass first, the test fails here, naming the last two states seen (with a
    /// screenshot), and nil is returned: a page that never settles is a finding, not a state
    /// to check the rules on.
    @discardableResult
    func waitForStable(page: String, timeout: Double, file: StaticString = #filePath, line: UInt = #line) -> AXSnapshot? {
        let outcome = StillnessPoll.wait(timeout: timeout) { () -> Result<(snapshot: AXSnapshot, key: String), StillnessPoll.ProbeMissing> in
            guard let snapshot = probe() else { return .failure(.init(reason: "no AT-SPI answer")) }
            return .success((snapshot, snapshot.summary(page: page)))
        }
        switch outcome {
        case .still(let snapshot): return snapshot
        case .moving(let seen):
            fail("the \(page) page did not settle within \(timeout) s (two equal snapshots 250 ms apart); last seen: \(seen)",
                 label: "unsettled", file: file, line: line)
            return nil
        }
    }

    /// A screenshot of the whole output, as `grim` writes it (PNG); returns its path or nil.
    @discardableResult
    func screenshot(_ label: String, directory: String = failureDirectory) -> String? {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let safe = ("wayland-" + testName + "-" + label).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        let path = directory + "/" + String(safe) + ".png"
        let result = ShybarWindowSession.command("/usr/bin/grim", [path], timeout: 10, environment: clientEnvironment())
        return result.status == 0 ? path : nil
    }

    /// Takes pictures of the output (only `columns` when given) every `interval` s until they
    /// stay the same for `still` s or `timeout` s pass (see ``StillnessPoll/watch(still:until:interval:probe:)``).
    func watchOutput(columns: Range<Int>? = nil, still: Double, timeout: Double,
                     interval: Double = 0.05) -> StillnessPoll.Watch<Void, [UInt8]> {
        StillnessPoll.watch(still: still, until: Date().addingTimeInterval(timeout), interval: interval) {
            () -> Result<(snapshot: Void, key: [UInt8]), StillnessPoll.ProbeMissing> in
            guard let pixels = outputPixels() else { return .failure(.init(reason: "grim gave no picture")) }
            return .success(((), columns.map { pixels.columns($0) } ?? pixels.bytes))
        }
    }

    /// The output's pixels (grim's PPM, read as RGB), one per logical pixel: at a
    /// `deviceScale` of n the first device pixel of each n × n block (the output is drawn in
    /// whole logical pixels there, each one such a block); nil when grim failed or its picture
    /// is not that many device pixels per logical pixel.
    func outputPixels() -> RootPixels? {
        let result = ShybarWindowSession.command("/usr/bin/grim", ["-t", "ppm", "-"], timeout: 10,
                                                 environment: clientEnvironment())
        guard result.status == 0, let pixels = Self.decodePPM(result.stdout) else { return nil }
        guard deviceScale > 1 else { return pixels }
        let n = deviceScale, width = Self.outputWidth, height = Self.outputHeight
        guard pixels.width == width * n, pixels.height == height * n else { return nil }
        var logical = [UInt8](repeating: 0, count: width * height * 3)
        pixels.bytes.withUnsafeBufferPointer { device in
            logical.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    var from = y * n * pixels.width * 3, to = y * width * 3
                    for _ in 0..<width {
                        out[to] = device[from]; out[to + 1] = device[from + 1]; out[to + 2] = device[from + 2]
                        from += n * 3
                        to += 3
                    }
                }
            }
        }
        return RootPixels(width: width, height: height, bytes: logical)
    }

    /// How far the picture inside `x` × `y` moved up from `before` to `after` (negative:
    /// down), by matching each pixel row's weighted luminance sum over `x`; nil when no
    /// shift up to `maxShift` matches (mean row difference above `tolerance`). A scrolled
    /// list moves by whole pixels, so the match is exact when nothing else changed.
    static func verticalShift(from before: RootPixels, to after: RootPixels, x: Range<Int>, y: Range<Int>,
                              maxShift: Int = 200, tolerance: Double = 2) -> Int? {
        func signatures(_ pixels: RootPixels) -> [Int] {
            (0..<pixels.height).map { row in
                x.reduce(0) { sum, column in sum + pixels.at(column, row).luminance * (1 + column % 5) }
            }
        }
        let old = signatures(before), new = signatures(after)
        var best: (shift: Int, error: Double)?
        for shift in -maxShift...maxShift {
            var total = 0, count = 0
            for row in y where row + shift >= 0 && row + shift < old.count && row < new.count {
                total += abs(old[row + shift] - new[row])
                count += 1
            }
            guard count >= y.count / 2 else { continue }
            let error = Double(total) / Double(count)
            if best == nil || error < best!.error { best = (shift, error) }
        }
        guard let best, best.error <= tolerance * Double(x.count) else { return nil }
        return best.shift
    }

    /// Binary PPM (P6, maxval 255) to pixels.
    static func decodePPM(_ data: Data) -> RootPixels? {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 && index < bytes.count {
            while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09) {
                index += 1
            }
            if index < bytes.count && bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            let start = index
            while index < bytes.count && !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09) {
                index += 1
            }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1                                            // the one whitespace after maxval
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]),
              fields[3] == "255", bytes.count - index >= width * height * 3 else { return nil }
        return RootPixels(width: width, height: height, bytes: Array(bytes[index..<(index + width * height * 3)]))
    }

    /// Records a failure with a screenshot of the output.
    func fail(_ message: String, label: String = "failure", file: StaticString = #filePath, line: UInt = #line) {
        let path = screenshot(label) ?? "none: grim failed"
        XCTFail("\(message) [screenshot: \(path)]", file: file, line: line)
    }
}

/// One `shy-pointer` process: one virtual pointer on the compositor for the whole test
/// (destroying it would make the seat lose its pointer), fed commands on standard input.
final class VirtualPointer: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    let logURL: URL
    private let lock = NSLock()
    private var answers = 0          // "ok" lines read and not yet consumed
    private var timesLines: [String] = []   // "times …" lines read and not yet consumed
    private var closed = false
    private var pending = ""         // output read after the last newline
    private let answered = DispatchSemaphore(value: 0)

    init(tool: String, display: String, logURL: URL) throws {
        self.logURL = logURL
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        // A write to a pointer that has died must be an error, not a signal that ends the tests.
        signal(SIGPIPE, SIG_IGN)
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = display
        environment["DISPLAY"] = nil
        process.executableURL = URL(fileURLWithPath: tool)
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        let log = try FileHandle(forWritingTo: logURL)
        process.standardError = log
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.read(handle.availableData, from: handle)
        }
        try process.run()
        try log.close()
    }

    /// Counts the "ok" answers in what the pointer printed; notes the end of its output.
    private func read(_ data: Data, from handle: FileHandle) {
        lock.lock()
        if data.isEmpty {
            handle.readabilityHandler = nil
            closed = true
        } else {
            pending += String(decoding: data, as: UTF8.self)
            while let newline = pending.firstIndex(of: "\n") {
                let line = pending[..<newline]
                if line == "ok" { answers += 1 }
                if line == "times" || line.hasPrefix("times ") { timesLines.append(String(line)) }
                pending = String(pending[pending.index(after: newline)...])
            }
        }
        lock.unlock()
        answered.signal()
    }

    /// Writes command lines; false when the pointer is gone.
    @discardableResult
    func send(_ commands: [String]) -> Bool {
        guard process.isRunning else { return false }
        let text = commands.map { $0 + "\n" }.joined()
        do { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) } catch { return false }
        return true
    }

    /// Waits for the answer to one `sync` sent earlier.
    func sync(timeout: Double) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while true {
            lock.lock()
            if answers > 0 { answers -= 1; lock.unlock(); return true }
            let isClosed = closed
            lock.unlock()
            if isClosed { return false }
            if answered.wait(timeout: deadline) == .timedOut { return false }
        }
    }

    /// Asks for the events of the last `swipe` as stamped (`times`) and waits for the
    /// answer; nil when none came within `timeout` or it could not be read.
    func lastSwipeEvents(timeout: Double) -> [StampedScroll]? {
        lock.lock()
        timesLines = []
        lock.unlock()
        guard send(["times"]) else { return nil }
        let deadline = DispatchTime.now() + timeout
        while true {
            lock.lock()
            if !timesLines.isEmpty {
                let line = timesLines.removeFirst()
                lock.unlock()
                return StampedScroll.parse(timesLine: line)
            }
            let isClosed = closed
            lock.unlock()
            if isClosed { return nil }
            if answered.wait(timeout: deadline) == .timedOut { return nil }
        }
    }

    /// Destroys the pointer (quit), and ends the process if it does not exit.
    func quit() {
        if process.isRunning {
            send(["quit"])
            try? input.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logURL)
    }

    func logTail(_ count: Int = 4) -> String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n").suffix(count).joined(separator: " | ")
        return tail.isEmpty ? (process.isRunning ? "(running, nothing on stderr)" : "(exited with \(process.terminationStatus))") : tail
    }
}

/// One scroll event as `shy-pointer` stamped it: the time in ms it carried to the client
/// (the compositor passes it on) and its axis value (0 for the stop).
struct StampedScroll: Equatable, CustomStringConvertible {
    var time: UInt32
    var dy: Double

    var description: String { "\(time):\(dy)" }

    /// Reads `times T1:DY1 … Tn:DYn` (see `times` in shy-pointer.c); nil when malformed.
    static func parse(timesLine line: String) -> [StampedScroll]? {
        let words = line.split(separator: " ")
        guard words.first == "times" else { return nil }
        var events: [StampedScroll] = []
        for word in words.dropFirst() {
            let parts = word.split(separator: ":")
            guard parts.count == 2, let time = UInt32(parts[0]), let dy = Double(parts[1]) else { return nil }
            events.append(StampedScroll(time: time, dy: dy))
        }
        return events
    }

    /// The vertical velocity GTK 4.8's `GtkEventControllerScroll` gives `decelerate` for
    /// these events (one gesture, delivered one by one), in axis units per second. As in
    /// gtkeventcontrollerscroll.c: `scroll_history_push` first drops the oldest entries
    /// whose time is below the new event's time − 150 ms (guint32 arithmetic) and then
    /// appends it, the stop too (dy 0); `scroll_history_finish` sums the dy of what is left
    /// and divides by the time from its first to its last entry (0 when they are the same
    /// millisecond): `accum_dy * 1000 / (last - first)`.
    ///
    /// GDK merges smooth scroll events still queued together into one carrying the sum of
    /// their deltas and the last one's time; when that happens the app sees fewer, bigger
    /// events than these, which this does not model.
    static func gtkKineticVelocity(_ events: [StampedScroll]) -> Double {
        var history: [StampedScroll] = []
        for event in events {
            let threshold = event.time &- 150
            let kept = history.firstIndex { $0.time >= threshold } ?? history.count
            history.removeFirst(kept)
            history.append(event)
        }
        guard let first = history.first, let last = history.last, last.time != first.time else { return 0 }
        let sum = history.reduce(0) { $0 + $1.dy }
        return sum * 1000 / Double(last.time &- first.time)
    }

    /// For a failure message: the fewest merges of neighbouring events (GDK's queue
    /// compression: one event with their summed dy and the last one's time) for which
    /// `gtkKineticVelocity` comes within 0.5 % of `observed` units/s, written as the merged
    /// groups' times ("670+690+710"); nil when none does (up to 16 events).
    static func mergesExplaining(_ observed: Double, in events: [StampedScroll]) -> String? {
        guard events.count >= 2, events.count <= 16 else { return nil }
        var best: (merges: Int, text: String)?
        for mask in 0..<(1 << (events.count - 1)) {
            let merges = mask.nonzeroBitCount
            if let best, merges >= best.merges { continue }
            var merged: [StampedScroll] = [], groups: [String] = [], group: [UInt32] = [], sum = 0.0
            for (index, event) in events.enumerated() {
                sum += event.dy
                group.append(event.time)
                if index == events.count - 1 || mask & (1 << index) == 0 {
                    merged.append(StampedScroll(time: event.time, dy: sum))
                    if group.count > 1 { groups.append(group.map(String.init).joined(separator: "+")) }
                    sum = 0
                    group = []
                }
            }
            if abs(gtkKineticVelocity(merged) - observed) <= 0.005 * abs(observed) {
                best = (merges, groups.joined(separator: ", "))
            }
        }
        return best.map { $0.merges == 0 ? "no merge" : $0.text }
    }
}
