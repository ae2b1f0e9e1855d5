import Foundation
import XCTest

/// What AT-SPI shows of the running window (see `atspi_probe.py`). Extents are in window
/// coordinates (see `client`); a widget that is not mapped has `w == 0 && h == 0`. GTK
/// 4.18 leaves the padding of an object's containers out of its extents (a header's search
/// entry lies up to the header's padding left of and above where it is drawn): exact places
/// are read only of objects in containers without padding (pages, scroll panes, headers,
/// list rows, the article's paragraphs).
struct AXSnapshot: Decodable {
    struct Object: Decodable {
        var name: String
        var role: String
        var page: String?
        var focused: Bool
        var focusWithin: Bool
        var text: String?
        /// AT-SPI's `expandable` and `expanded` states (a collapsible header shows or not).
        var expandable: Bool?
        var expanded: Bool?
        /// AT-SPI's `pressed` or `checked` state (a toggle button that is on).
        var pressed: Bool?
        var x: Int, y: Int, w: Int, h: Int
        var isMapped: Bool { w > 0 && h > 0 }
        var bottom: Int { y + h }
    }
    struct Row: Decodable {
        var name: String
        var page: String?
        var x: Int, y: Int, w: Int, h: Int
    }
    var app: Bool
    /// Set by the probe only after it read the whole tree (it fails rather than print less).
    var complete: Bool?
    /// The app's GTK version, as it tells AT-SPI ("4.18.6").
    var toolkit: String?
    /// The AT-SPI role name the probe reads for each GTK role ("group", "button", "entry",
    /// "toolbar", "list", "img"): which AT-SPI role GTK gives a widget of that role changed
    /// between GTK versions, and how AT-SPI spells a role between at-spi2-core versions.
    var roles: [String: String]?
    var window: [Int]?
    /// The page whose tab in the stack switcher is selected: AT-SPI lists the parts of
    /// every page that was ever built, with extents, whether the stack shows it or not.
    var visiblePage: String?
    /// The stack switcher's tabs by page: where a person clicks to change pages.
    var tabs: [String: [Int]]?
    var panes: [String: [Int]]?
    /// Each page's vertical scroll offset (its scrolled window's vertical scrollbar value).
    var offsets: [String: Double]?
    /// The names of the app's top-level windows and dialogs (the main window, About, …).
    var windows: [String]?
    var objects: [Object]?
    var rows: [Row]?

    /// Whether this is a whole snapshot in which `page` is the page on screen and its
    /// content pane (its scrolled window) is listed with a size: the proof needed before an
    /// absent header may mean "hidden".
    func showsContent(of page: String) -> Bool {
        complete == true && window != nil && visiblePage == page && contentTop(page: page) != nil
    }

    /// The window's client area (inside the client-side border), in AT-SPI's window
    /// coordinates. GTK 4.8 reports the frame as exactly that, at (0, 0). GTK 4.18 reports
    /// the frame with its border, at (-border, -border), and every object inside it shifted
    /// by that same (-border, -border) from where it lies in the client area: the client
    /// area is then at (frame.x, frame.y), as wide as the frame less the border each side.
    var client: (x: Int, y: Int, w: Int, h: Int)? {
        guard let frame = window, frame.count == 4 else { return nil }
        return (frame[0], frame[1], frame[2] + 2 * frame[0], frame[3] + 2 * frame[1])
    }

    /// The labelled object `name` on `page` (the first, which is the outermost).
    func object(_ name: String, page: String) -> Object? {
        objects?.first { $0.name == name && $0.page == page }
    }
    /// The top of `page`'s scrolled window (the content area), window coordinates.
    func contentTop(page: String) -> Int? {
        guard let pane = panes?[page], pane.count == 4, pane[3] > 0 else { return nil }
        return pane[1]
    }
    /// List labels of `page` whose top lies inside its scrolled window (rows on screen).
    func visibleRows(page: String) -> [Row] {
        guard let pane = panes?[page], pane.count == 4 else { return [] }
        return (rows ?? []).filter { $0.page == page && $0.y >= pane[1] && $0.y < pane[1] + pane[3] }
    }
    /// One-line summary for failure messages.
    func summary(page: String) -> String {
        let parts = (objects ?? []).filter { $0.page == page }
            .map { "\($0.name)=(\($0.x),\($0.y) \($0.w)x\($0.h)\($0.focused ? " focused" : ""))" }
        return "content top \(contentTop(page: page).map(String.init) ?? "?"); " + parts.joined(separator: " ")
    }
    /// Every page the snapshot shows, one summary each (for failure messages).
    var summary: String {
        let pages = Set((panes ?? [:]).keys).union((objects ?? []).compactMap(\.page)).sorted()
        let shown = "page on screen: \(visiblePage ?? "none")"
        if pages.isEmpty { return shown + "; no page parts (\((objects ?? []).count) labelled objects)" }
        return shown + "; " + pages.map { "[\($0)] " + summary(page: $0) }.joined(separator: " ")
    }
}

/// Pixels of the X root window (a screenshot read as raw RGB).
struct RootPixels {
    var width: Int, height: Int
    var bytes: [UInt8]

    /// The RGB bytes of `columns` (clipped to the picture), row after row.
    func columns(_ columns: Range<Int>) -> [UInt8] {
        let from = max(0, columns.lowerBound), to = min(width, columns.upperBound)
        guard from < to else { return [] }
        return (0..<height).flatMap { row in bytes[(row * width + from) * 3..<(row * width + to) * 3] }
    }

    struct RGB: CustomStringConvertible {
        var r: Int, g: Int, b: Int
        var description: String { "rgb(\(r),\(g),\(b))" }
        var luminance: Int { (r * 3 + g * 6 + b) / 10 }
        func isClose(to other: RGB, tolerance: Int) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }
    }

    /// A screenshot of the whole X screen (ImageMagick's `import`, as raw RGB).
    static func capture() -> RootPixels? {
        let result = ShybarWindowSession.command("/usr/bin/import", ["-window", "root", "-depth", "8", "rgb:-"], timeout: 10)
        guard result.status == 0 else { return nil }
        let info = ShybarWindowSession.command("/usr/bin/xdotool", ["getdisplaygeometry"]).text.split(separator: " ")
        guard info.count == 2, let w = Int(info[0]), let h = Int(info[1].trimmingCharacters(in: .whitespacesAndNewlines)),
              result.stdout.count >= w * h * 3 else { return nil }
        return RootPixels(width: w, height: h, bytes: [UInt8](result.stdout))
    }

    func at(_ x: Int, _ y: Int) -> RGB {
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        let i = (cy * width + cx) * 3
        return RGB(r: Int(bytes[i]), g: Int(bytes[i + 1]), b: Int(bytes[i + 2]))
    }
}

/// Result of an external command.
struct CommandResult {
    var status: Int32
    var stdout: Data
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
}

/// The X display, the real `shybar` window on it, and AT-SPI: everything the end-to-end GUI
/// tests need to act as a person and look from outside the process.
final class ShybarWindowSession {
    /// Where failure screenshots and frame logs go: under the run's own folder
    /// (`SHYBAR_RUN_DIR`, which scripts/run-tests.sh makes, keeps when a test failed and
    /// removes otherwise), else a folder of this test process in the temporary directory.
    static let failureDirectory: String = {
        if let run = ProcessInfo.processInfo.environment["SHYBAR_RUN_DIR"], run.hasPrefix("/") { return run + "/failures" }
        return FileManager.default.temporaryDirectory.appendingPathComponent("shybar-e2e-failures-\(getpid())").path
    }()
    static let probeScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("atspi_probe.py").path

    /// Fails (or, with `SHYBAR_ALLOW_NO_DISPLAY=1`, skips loudly) when there is no X display.
    static func requireDisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        if let display = environment["DISPLAY"], !display.isEmpty { return }
        let message = "DISPLAY is not set: the end-to-end GUI tests need an X server. "
            + "Run them through scripts/test.sh (xvfb-run -a -s \"-screen 0 1280x800x24\" dbus-run-session -- swift test)."
        if environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" {
            FileHandle.standardError.write(Data("\n*** SKIPPING END-TO-END GUI TEST: \(message) ***\n\n".utf8))
            throw XCTSkip("SHYBAR_ALLOW_NO_DISPLAY=1 and " + message)
        }
        throw Failure(message + " (Set SHYBAR_ALLOW_NO_DISPLAY=1 to skip them instead.)")
    }

    /// Runs `executable arguments…` with a hard timeout (through coreutils `timeout`).
    @discardableResult
    static func command(_ executable: String, _ arguments: [String], timeout: Double = 10,
                        environment: [String: String]? = nil) -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "2", String(timeout), executable] + arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return CommandResult(status: -1, stdout: Data(), stderr: "cannot run \(executable): \(error)")
        }
        // Drain stderr on another thread so neither pipe can fill up and block the child.
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, stdout: data,
                             stderr: String(decoding: errorBox.data, as: UTF8.self))
    }

    final class DataBox: @unchecked Sendable { var data = Data() }

    let process = Process()
    let logURL: URL
    private(set) var windowID = ""
    let testName: String
    /// The window's own home, settings and data directories (removed when it is terminated).
    let home: PrivateHome
    /// The private settings directory of this window.
    var configURL: URL { home.config }
    /// Whether terminating removes ``home``.
    private let ownsHome: Bool
    /// Why the last probe gave no snapshot (nil after a good one).
    private(set) var lastProbeError: String?

    /// Starts `shybar arguments…` and waits until its window is mapped and AT-SPI shows
    /// the header of `page`, settled.
    /// `home`: a private home to share with a later session (a restart); its owner removes
    /// it. Without it the window gets its own, removed when it is terminated.
    /// `environment`: variables set for the app on top of the test's own (after the private
    /// home's, so a test can point the app somewhere on purpose).
    init(arguments: [String], page: String, testName: String, home sharedHome: PrivateHome? = nil,
         environment extra: [String: String] = [:]) throws {
        self.testName = testName
        // Each window starts from defaults (a panel left open or a page saved by an earlier
        // test must not change what this one sees), and leaves nothing in the person's home.
        home = try sharedHome ?? PrivateHome()
        ownsHome = sharedHome == nil
        logURL = home.root.appendingPathComponent("shybar.log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let binary = ShybarProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            home.remove()
            throw Failure("shybar binary not found at \(binary.path): build it first (swift build)")
        }
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        environment["NO_AT_BRIDGE"] = "0"
        environment["GTK_A11Y"] = "atspi"
        home.apply(to: &environment)
        environment.merge(extra) { $1 }
        process.environment = environment
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            home.remove()
            throw error
        }
        try log.close()

        do {
            try waitForWindow(page: page)
        } catch {
            terminate()
            throw error
        }
    }

    private func waitForWindow(page: String) throws {
        let deadline = Date().addingTimeInterval(15)
        while windowID.isEmpty {
            guard process.isRunning else {
                throw Failure("shybar exited with status \(process.terminationStatus) before showing a window; log: \(logTail())")
            }
            guard Date() < deadline else { throw Failure("no visible shybar window after 15 s; log: \(logTail())") }
            let found = Self.command("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(process.processIdentifier)",
                                                          "--class", "shybar"], timeout: 5)
            windowID = found.text.split(separator: "\n").first.map(String.init) ?? ""
            if windowID.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        }
        focusWindow()
        let ready = poll(timeout: 15, rows: false) { snapshot in
            snapshot.showsContent(of: page) && snapshot.object("Header", page: page)?.isMapped == true
        }
        guard ready.snapshot != nil else {
            throw Failure("AT-SPI never showed the \(page) header in 15 s; last seen: \(ready.lastSeen); log: \(logTail())")
        }
        // Let the first frames (and any start-up animation) settle.
        let settled = settle(page: page, timeout: 10)
        guard settled.snapshot != nil else {
            throw Failure("the \(page) header did not settle within 10 s of start-up; last seen: \(settled.lastSeen)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Ends the app (SIGTERM, then SIGKILL) and removes its log and private home.
    func terminate() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        if ownsHome { home.remove() }
    }

    /// Everything the app printed so far (standard output and error).
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    func logTail(_ count: Int = 6) -> String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").filter { !$0.contains("Screen coordinates not supported") }
        return lines.suffix(count).joined(separator: " | ")
    }

    // MARK: Input

    /// Gives the window the keyboard; fails the test here, naming the window that has it,
    /// when it does not take it within 2 s.
    @discardableResult
    func focusWindow(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        Self.command("/usr/bin/xdotool", ["windowfocus", windowID])
        let deadline = Date().addingTimeInterval(2)
        var focused = ""
        repeat {
            focused = Self.command("/usr/bin/xdotool", ["getwindowfocus"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
            if focused == windowID { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        fail("the window \(windowID) did not take the keyboard within 2 s (X focus on \(focused.isEmpty ? "nothing" : focused))",
             label: "no-focus", file: file, line: line)
        return false
    }

    /// The name of the X window that has the keyboard (the input focus), "" when none.
    func focusedWindowName() -> String {
        Self.command("/usr/bin/xdotool", ["getwindowfocus", "getwindowname"]).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Chooses `path` in the file chooser titled `title` that the app is opening, as a person
    /// does: once the dialog has the keyboard, types the path into its location entry, clears
    /// whatever the entry put after it, presses Return, and waits for the dialog to go. GTK
    /// 4.18's location entry completes inline while the path is typed, and a completion that
    /// arrives between two keys lands after the cursor ("…/hide.jsonl" reads
    /// "…/hide.jsonlp/"): Return then only shows the folder. Returns whether the dialog
    /// closed; the test fails here (with what it saw) when it did not.
    @discardableResult
    func chooseFile(_ path: String, in title: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var focused = focusedWindowName()
        while focused != title {
            guard Date() < deadline else {
                fail("the \(title) dialog did not take the keyboard within 10 s (X focus on \"\(focused)\"; the app's "
                     + "windows: \(probe()?.windows ?? [])); log: \(logTail())", label: "no-dialog", file: file, line: line)
                return false
            }
            Thread.sleep(forTimeInterval: 0.05)
            focused = focusedWindowName()
        }
        key("ctrl+a")
        type(path)
        key("shift+End", "Delete")
        key("Return")
        let closed = poll(timeout: 10, rows: false) { snapshot in !(snapshot.windows ?? []).contains(title) }
        if closed.snapshot == nil {
            fail("the \(title) dialog did not close within 10 s of Return after typing \(path); last seen: "
                 + "\(closed.lastSeen); the app's windows: \(probe()?.windows ?? []); log: \(logTail())",
                 label: "dialog-open", file: file, line: line)
            return false
        }
        return true
    }

    /// Moves the pointer to (x, y) in the window (X window coordinates) .
    func pointer(x: Int, y: Int) {
        Self.command("/usr/bin/xdotool", ["mousemove", "--window", windowID, "\(x)", "\(y)"])
    }

    /// Real wheel steps with the pointer at (x, y): `down` true = button 5, else button 4.
    func wheel(down: Bool, steps: Int, x: Int = 480, y: Int = 420, delayMs: Int = 40) {
        pointer(x: x, y: y)
        Self.command("/usr/bin/xdotool", ["click", "--repeat", "\(steps)", "--delay", "\(delayMs)", down ? "5" : "4"])
    }

    func click(x: Int, y: Int) {
        pointer(x: x, y: y)
        Self.command("/usr/bin/xdotool", ["click", "1"])
    }

    /// Clicks the point (x, y) given in the window coordinates AT-SPI reports in `snapshot`.
    func click(windowX x: Int, windowY y: Int, in snapshot: AXSnapshot) {
        let origin = windowOrigin(snapshot)
        let geometry = xGeometry()
        click(x: origin.x - (geometry?.x ?? 0) + x, y: origin.y - (geometry?.y ?? 0) + y)
    }

    /// Where the pointer is on the root window, and where the app's window lies, for a
    /// message about a click that did nothing.
    func pointerReport() -> String {
        let location = Self.command("/usr/bin/xdotool", ["getmouselocation", "--shell"]).text
            .split(separator: "\n").filter { $0.hasPrefix("X=") || $0.hasPrefix("Y=") }.joined(separator: " ")
        let geometry = xGeometry().map { "at x \($0.x), y \($0.y), \($0.w)×\($0.h)" } ?? "nowhere X reports"
        return "the pointer at \(location); the app's X window \(geometry)"
    }

    func key(_ keys: String...) {
        Self.command("/usr/bin/xdotool", ["key", "--clearmodifiers"] + keys)
    }

    func type(_ text: String) {
        Self.command("/usr/bin/xdotool", ["type", "--delay", "30", text])
    }

    func resize(width: Int, height: Int) {
        Self.command("/usr/bin/xdotool", ["windowsize", windowID, "\(width)", "\(height)"])
    }

    // MARK: Looking

    /// One complete AT-SPI snapshot of the app, or nil when the probe failed (the app is
    /// not on the bus, or an error stopped the walk: see `lastProbeError`). A failed probe
    /// tells nothing about the header: callers must not read nil as "hidden".
    func probe(rows: Bool = false) -> AXSnapshot? {
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
        var arguments = [Self.probeScript, "--pid", "\(pid)"]
        if rows { arguments.append("--rows") }
        // A walk of the list rows too reads about 1,300 objects, one D-Bus call or more each:
        // seconds, and more on a busy machine.
        let result = Self.command(python == "python3" ? "/usr/bin/env" : python,
                                  (python == "python3" ? ["python3"] : []) + arguments, timeout: rows ? 20 : 10)
        let stderr = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0 else {
            lastProbeError = "AT-SPI probe failed (exit status \(result.status))" + (stderr.isEmpty ? "" : ": \(stderr)")
            return nil
        }
        let snapshot: AXSnapshot
        do {
            snapshot = try JSONDecoder().decode(AXSnapshot.self, from: result.stdout)
        } catch {
            lastProbeError = "AT-SPI probe printed no snapshot (\(error)): \(result.text.prefix(200))"
            return nil
        }
        guard snapshot.app, snapshot.complete == true else {
            lastProbeError = "AT-SPI probe gave an incomplete snapshot"
            return nil
        }
        lastProbeError = nil
        return snapshot
    }

    /// Polls AT-SPI until `condition` holds on a complete snapshot; returns that snapshot,
    /// or nil and what was seen last when `timeout` s pass first.
    /// The first snapshot within `timeout` that meets `condition`, or nil and what was
    /// last seen; it fails nothing (`waitFor` is the one that fails).
    func poll(timeout: Double, rows: Bool = false,
                      _ condition: (AXSnapshot) -> Bool) -> (snapshot: AXSnapshot?, lastSeen: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var lastSeen = "nothing (no probe ran)"
        repeat {
            if let snapshot = probe(rows: rows) {
                if condition(snapshot) { return (snapshot, snapshot.summary) }
                lastSeen = snapshot.summary
            } else {
                lastSeen = lastProbeError ?? "no snapshot"
            }
            Thread.sleep(forTimeInterval: 0.03)
        } while Date() < deadline
        return (nil, lastSeen)
    }

    /// Polls AT-SPI until `condition` holds; returns the snapshot that satisfied it. When
    /// `timeout` s pass first, the test fails here (with what was seen last and a
    /// screenshot) and nil is returned, so a caller can stop but never skip the check.
    @discardableResult
    func waitFor(_ what: String, timeout: Double, rows: Bool = false,
                 file: StaticString = #filePath, line: UInt = #line,
                 _ condition: (AXSnapshot) -> Bool) -> AXSnapshot? {
        let result = poll(timeout: timeout, rows: rows, condition)
        if result.snapshot == nil {
            fail("timed out after \(timeout) s waiting for: \(what); last seen: \(result.lastSeen); log: \(logTail())",
                 label: what, file: file, line: line)
        }
        return result.snapshot
    }

    /// Polls until two complete snapshots 250 ms apart agree on every header part of `page`
    /// and its content pane (input has stopped and animations have ended).
    private func settle(page: String, timeout: Double) -> (snapshot: AXSnapshot?, lastSeen: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: String?
        var lastSeen = "nothing (no probe ran)"
        repeat {
            if let snapshot = probe() {
                let key = snapshot.summary(page: page)
                if key == last, snapshot.showsContent(of: page) { return (snapshot, snapshot.summary) }
                last = key
                lastSeen = snapshot.summary
            } else {
                // A failed probe breaks the pair: stability is judged on consecutive snapshots.
                last = nil
                lastSeen = lastProbeError ?? "no snapshot"
            }
            Thread.sleep(forTimeInterval: 0.25)
        } while Date() < deadline
        return (nil, lastSeen)
    }

    /// Waits until `page` is settled (see `settle`) and returns the settled snapshot. When
    /// `timeout` s pass first, the test fails here (with what was seen last and a
    /// screenshot) and nil is returned.
    @discardableResult
    func waitForStable(page: String, timeout: Double,
                       file: StaticString = #filePath, line: UInt = #line) -> AXSnapshot? {
        let result = settle(page: page, timeout: timeout)
        if result.snapshot == nil {
            fail("the \(page) page did not settle within \(timeout) s (two equal snapshots 250 ms apart); "
                 + "last seen: \(result.lastSeen)", label: "unsettled", file: file, line: line)
        }
        return result.snapshot
    }

    /// The X geometry of the window: position and size on the root window.
    func xGeometry() -> (x: Int, y: Int, w: Int, h: Int)? {
        Self.geometry(of: windowID).map { ($0.x, $0.y, $0.w, $0.h) }
    }

    /// Where the X window `id` lies on the root window, as xdotool reads it.
    static func geometry(of id: String) -> ScreenRect? {
        let text = command("/usr/bin/xdotool", ["getwindowgeometry", "--shell", id]).text
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let w = values["WIDTH"], let h = values["HEIGHT"] else { return nil }
        return ScreenRect(x: x, y: y, w: w, h: h)
    }

    /// Where AT-SPI's window coordinates start in the X window (`AXSnapshot.client`): the
    /// X window is larger than the client area by the client-side border (the shadow) GTK
    /// draws around it, the same on every side, and AT-SPI's origin lies `client.x` before
    /// the client area's left edge (and `client.y` above its top).
    /// `scale`: the window's GDK_SCALE (AT-SPI's logical pixels to the X window's device
    /// pixels); the offset is in device pixels.
    func windowOffset(_ snapshot: AXSnapshot, scale: Int = 1) -> (x: Int, y: Int) {
        guard let geometry = xGeometry(), let client = snapshot.client else { return (0, 0) }
        return ((geometry.w - client.w * scale) / 2 - client.x * scale, (geometry.h - client.h * scale) / 2 - client.y * scale)
    }

    /// Where AT-SPI's window coordinates start on the root window.
    func windowOrigin(_ snapshot: AXSnapshot) -> (x: Int, y: Int) {
        guard let geometry = xGeometry() else { return (0, 0) }
        let offset = windowOffset(snapshot)
        return (geometry.x + offset.x, geometry.y + offset.y)
    }

    /// A screenshot of the whole screen as pixels.
    func rootPixels() -> RootPixels? { RootPixels.capture() }

    // MARK: Waiting for the screen to rest

    /// How long a picture must stay the same to count as at rest: longer than anything the
    /// library starts late (its longest timer, the 150 ms idle-snap delay, and the ~250 ms
    /// settle animation after it), so motion that begins late still falls inside the watch.
    static let stillness = 0.45

    /// A rectangle of the screen (root coordinates).
    struct ScreenRect: CustomStringConvertible {
        var x: Int, y: Int, w: Int, h: Int
        var description: String { "\(w)×\(h) at (\(x), \(y))" }
    }

    /// The pixels of `rect` as the X server shows them now, or why there are none.
    static func pixels(of rect: ScreenRect) -> Result<Data, StillnessPoll.ProbeMissing> {
        let result = command("/usr/bin/import", ["-window", "root", "-crop", "\(rect.w)x\(rect.h)+\(rect.x)+\(rect.y)",
                                                 "-depth", "8", "rgb:-"], timeout: 10)
        guard result.status == 0, result.stdout.count == rect.w * rect.h * 3 else {
            return .failure(.init(reason: "no picture of \(rect) (import exit status \(result.status), "
                                  + "\(result.stdout.count) bytes): \(result.stderr.prefix(200))"))
        }
        return .success(result.stdout)
    }

    /// Waits until the pixels of `rect` stay the same for `still` s (every picture taken in
    /// that time equal), or `timeout` s pass; nil when at rest, else what was seen.
    static func waitForStillPixels(_ rect: ScreenRect, still: Double = stillness, timeout: Double) -> String? {
        let seen = StillnessPoll.watch(still: still, until: Date().addingTimeInterval(timeout), interval: 0.05) {
            pixels(of: rect).map { (snapshot: (), key: $0) }
        }
        if seen.isStill { return nil }
        if let missing = seen.missing { return missing }
        let pictures = seen.changes.map(\.key)
        let changedPixels = pictures.count > 1 ? Self.differingPixels(pictures[pictures.count - 2], pictures[pictures.count - 1]) : 0
        return "the picture of \(rect) changed \(max(0, pictures.count - 1)) times over \(timeout) s "
            + "(\(changedPixels) pixels at the last change) and never stayed the same for \(still) s"
    }

    /// The part of `rect` on the screen (a popup may reach past the screen's edge, where there
    /// is nothing to picture); nil when the screen's size is unreadable or nothing is left.
    static func onScreen(_ rect: ScreenRect) -> ScreenRect? {
        let size = command("/usr/bin/xdotool", ["getdisplaygeometry"]).text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard size.count == 2 else { return nil }
        let x = max(rect.x, 0), y = max(rect.y, 0)
        let w = min(rect.x + rect.w, size[0]) - x, h = min(rect.y + rect.h, size[1]) - y
        return w > 0 && h > 0 ? ScreenRect(x: x, y: y, w: w, h: h) : nil
    }

    /// How many RGB pixels differ between two pictures of the same rectangle.
    private static func differingPixels(_ a: Data, _ b: Data) -> Int {
        let first = [UInt8](a), second = [UInt8](b)
        var count = 0
        var i = 0
        while i + 2 < min(first.count, second.count) {
            if first[i] != second[i] || first[i + 1] != second[i + 1] || first[i + 2] != second[i + 2] { count += 1 }
            i += 3
        }
        return count
    }

    /// This window's rectangle on the screen, without its last `rightStrip` columns (where the
    /// overlay scrollbars fade in under a moving pointer and out again a while after scrolling:
    /// motion of the scrollbar, not of the window's content).
    func windowRect(rightStrip: Int = 30) -> ScreenRect? { Self.windowRect(of: windowID, rightStrip: rightStrip) }

    /// The same for any X window `id` (a window the test started without a session).
    static func windowRect(of id: String, rightStrip: Int = 30) -> ScreenRect? {
        guard let geometry = geometry(of: id), geometry.w > rightStrip else { return nil }
        return onScreen(ScreenRect(x: geometry.x, y: geometry.y, w: geometry.w - rightStrip, h: geometry.h))
    }

    /// Waits until the pixels of `rect` (the window without its scrollbar column when nil)
    /// are at rest (see `waitForStillPixels`); fails the test here with what it saw when they
    /// are not within `timeout` s.
    @discardableResult
    func waitForStillPixels(_ what: String, rect: ScreenRect? = nil, timeout: Double = 10,
                            file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let rect = rect ?? windowRect() else {
            fail("no window geometry to watch for: \(what)", label: "no-geometry", file: file, line: line)
            return false
        }
        if let seen = Self.waitForStillPixels(rect, timeout: timeout) {
            fail("timed out after \(timeout) s waiting for \(what) (pixels unchanged for \(Self.stillness) s): \(seen)",
                 label: "not-still", file: file, line: line)
            return false
        }
        return true
    }

    /// The app's mapped X windows (its main window, and any popup or dialog it shows).
    func visibleWindows() -> Set<String> {
        let found = Self.command("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"], timeout: 5)
        return Set(found.text.split(separator: "\n").map(String.init))
    }

    /// Waits until the app maps an X window that is not in `before` (a popup or a dialog that
    /// a click or key opens) and its pixels are at rest; returns its id, or fails here with
    /// what it saw.
    @discardableResult
    func waitForNewWindow(_ what: String, besides before: Set<String>, timeout: Double = 10,
                          file: StaticString = #filePath, line: UInt = #line) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var now = visibleWindows()
        while now.subtracting(before).isEmpty {
            guard Date() < deadline else {
                fail("\(what) mapped no new window within \(timeout) s (the app's mapped windows: \(now.sorted()))",
                     label: "no-window", file: file, line: line)
                return nil
            }
            Thread.sleep(forTimeInterval: 0.05)
            now = visibleWindows()
        }
        guard let id = now.subtracting(before).sorted().first else { return nil }
        guard let rect = Self.geometry(of: id).flatMap(Self.onScreen) else {
            fail("\(what): no geometry of its window \(id)", label: "no-geometry", file: file, line: line)
            return nil
        }
        return waitForStillPixels("\(what) drawn", rect: rect,
                                  timeout: max(5, deadline.timeIntervalSinceNow), file: file, line: line) ? id : nil
    }

    /// Saves a screenshot of the screen and returns its path, or why there is none.
    @discardableResult
    func screenshot(_ label: String) -> String {
        do {
            try FileManager.default.createDirectory(atPath: Self.failureDirectory, withIntermediateDirectories: true)
        } catch {
            return "none: cannot make \(Self.failureDirectory): \(error)"
        }
        let safe = (testName + "-" + label.prefix(60)).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        let path = Self.failureDirectory + "/" + String(safe) + ".png"
        let result = Self.command("/usr/bin/import", ["-window", "root", path], timeout: 10)
        return result.status == 0 ? path : "none: import failed (\(result.status)): \(result.stderr.prefix(200))"
    }

    /// Records a failure with a screenshot of what the screen showed.
    func fail(_ message: String, label: String = "failure", file: StaticString = #filePath, line: UInt = #line) {
        let path = screenshot(label)
        XCTFail("\(message) [screenshot: \(path)]", file: file, line: line)
    }
}

/// A home of its own for one `shybar` that shows a window: `HOME` and the XDG base
/// directories (config, data, cache, state) in one temporary directory, removed with
/// `remove()`. GTK writes outside the settings file too — the file chooser adds every file
/// it opens or saves to `$XDG_DATA_HOME/recently-used.xbel`, Mesa and fontconfig keep caches
/// under `$XDG_CACHE_HOME` — and none of that may land in the home of the person running
/// the tests. GSettings use the in-memory backend: with dconf, the file chooser's settings
/// would be written by the session's dconf service, into the person's configuration.
final class PrivateHome: @unchecked Sendable {
    let root: URL
    var home: URL { root.appendingPathComponent("home") }
    var config: URL { root.appendingPathComponent("config") }
    var data: URL { root.appendingPathComponent("data") }
    var cache: URL { root.appendingPathComponent("cache") }
    var state: URL { root.appendingPathComponent("state") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-home-\(UUID().uuidString)")
        for directory in [home, config, data, cache, state] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    /// Points `environment` at the private directories.
    func apply(to environment: inout [String: String]) {
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = config.path
        environment["XDG_DATA_HOME"] = data.path
        environment["XDG_CACHE_HOME"] = cache.path
        environment["XDG_STATE_HOME"] = state.path
        environment["GSETTINGS_BACKEND"] = "memory"
    }

    /// Removes everything (safe to call more than once).
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The person's own recently-used list (where GTK would write without a private
    /// `XDG_DATA_HOME`), read from the test runner's environment.
    static var personsRecentFiles: URL {
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("recently-used.xbel")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/recently-used.xbel")
    }
}
