import Foundation
import XCTest

/// The real `shybar` window on a private headless KWin (`kwin_wayland --virtual`, started by
/// `scripts/kwin-session.sh`), driven by one `shy-kwin-input` (KWin's fake input: touch,
/// pointer, scroll, keys; built by `scripts/build-kwin-tools.sh`) and checked from outside
/// the process through AT-SPI; screenshots come from KWin's D-Bus (ScreenShot2).
///
/// KWin opens the window maximized and borderless over the whole 1280x800 output (the
/// session's kwinrc), so window coordinates (AT-SPI's) are output coordinates (the
/// injector's).
final class KWinWindowSession {
    static let outputWidth = 1280, outputHeight = 800

    /// What `scripts/kwin-session.sh start` prints, from the environment `scripts/test.sh` sets up.
    struct Setup {
        var display: String
        /// Runs a command as the compositor's user, as its client.
        var runAsKWin: String
        var injector: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Fails (or, with `SHYBAR_ALLOW_NO_KWIN=1`, skips loudly) when there is no KWin to run
    /// on or the injector is missing.
    static func requireKWin() throws -> Setup {
        let environment = ProcessInfo.processInfo.environment
        let howTo = "Run them through scripts/test.sh, which starts one with scripts/kwin-session.sh."
        func unavailable(_ message: String) -> Error {
            if environment["SHYBAR_ALLOW_NO_KWIN"] == "1" {
                FileHandle.standardError.write(Data("\n*** SKIPPING KWIN END-TO-END TEST: \(message) ***\n\n".utf8))
                return XCTSkip("SHYBAR_ALLOW_NO_KWIN=1 and " + message)
            }
            return Failure(message + " (Set SHYBAR_ALLOW_NO_KWIN=1 to skip them instead.)")
        }
        guard let display = environment["SHYBAR_KWIN_DISPLAY"], !display.isEmpty else {
            throw unavailable("SHYBAR_KWIN_DISPLAY is not set: the KWin end-to-end tests need the headless KWin of "
                              + "scripts/kwin-session.sh. " + howTo)
        }
        var isDirectory: ObjCBool = false
        guard display.hasPrefix("/"), FileManager.default.fileExists(atPath: display, isDirectory: &isDirectory),
              !isDirectory.boolValue else {
            throw unavailable("SHYBAR_KWIN_DISPLAY=\(display) is not the absolute path of a live Wayland socket "
                              + "(KWin stopped?). " + howTo)
        }
        guard let run = environment["SHYBAR_KWIN_RUN"], FileManager.default.isExecutableFile(atPath: run) else {
            throw unavailable("SHYBAR_KWIN_RUN (the wrapper scripts/kwin-session.sh prints) is not set or not executable. "
                              + howTo)
        }
        let tool = environment["SHYBAR_KWIN_INJECTOR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ShybarProcess.buildDirectory.appendingPathComponent("kwin/shy-kwin-input").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw unavailable("the input injector \(tool) is missing: build it with scripts/build-kwin-tools.sh. " + howTo)
        }
        return Setup(display: display, runAsKWin: run, injector: tool)
    }

    let setup: Setup
    let testName: String
    let process = Process()
    let logURL: URL
    let injector: KWinInjector
    private var scratchDirectories: [URL] = []

    /// Starts the injector and `shybar arguments…`, waits until AT-SPI shows the header of
    /// `page`, and makes sure the window gets pointer and touch input.
    init(arguments: [String], page: String, testName: String) throws {
        let setup = try Self.requireKWin()
        self.setup = setup
        self.testName = testName
        let tag = UUID().uuidString
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-kwin-\(tag).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        injector = try KWinInjector(setup: setup, logURL: FileManager.default.temporaryDirectory
            .appendingPathComponent("shybar-kwin-input-\(tag).log"))
        do {
            guard injector.run(["sync"], timeout: 10) else {
                throw Failure("the injector did not answer: \(injector.logTail())")
            }
            try start(arguments: arguments, tag: tag)
            try waitUntilReady(page: page)
            // The seat gains its pointer when the fake device appears, and a motion sent
            // before GTK bound the new wl_pointer is lost: a few, at slightly different spots.
            var warmUp: [String] = []
            for step in 0..<8 { warmUp += ["abs \(1000 + step % 2) 12", "sleep 25"] }
            _ = injector.run(warmUp, timeout: 5)
        } catch {
            terminate()
            throw error
        }
    }

    private func start(arguments: [String], tag: String) throws {
        let binary = ShybarProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure("shybar binary not found at \(binary.path): build it first (swift build)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["GDK_BACKEND"] = "wayland"
        environment["WAYLAND_DISPLAY"] = setup.display
        environment["NO_AT_BRIDGE"] = "0"
        environment["GTK_A11Y"] = "atspi"
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        for (variable, name) in [("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                                 ("HOME", "home"), ("XDG_RUNTIME_DIR", "runtime")] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-kwin-\(name)-\(tag)")
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
        var lastFrame: [Int]?
        while Date() < deadline {
            guard process.isRunning else {
                throw Failure("shybar exited with status \(process.terminationStatus) before showing a window; log: \(logTail())")
            }
            // KWin maps the window at its own size first and maximizes it right after.
            if let snapshot = probe(), snapshot.app, snapshot.object("Header", page: page)?.isMapped == true,
               snapshot.contentTop(page: page) != nil {
                lastFrame = snapshot.window
                if snapshot.window == [0, 0, Self.outputWidth, Self.outputHeight] {
                    return                      // each test waits for a settled start itself
                }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        if let lastFrame {
            throw Failure("KWin did not put the window over the whole output within 15 s: AT-SPI frame \(lastFrame)")
        }
        throw Failure("AT-SPI never showed the \(page) header on KWin within 15 s; log: \(logTail())")
    }

    var pid: Int32 { process.processIdentifier }

    func terminate() {
        injector.quit()
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

    // MARK: Input (each call returns once KWin has handled it)

    /// Where a person touches and scrolls: the middle of the list, under the header.
    static let listX = 640

    /// One finger down at (x, fromY), moved to toY in `steps` motions `stepMs` apart; then,
    /// with `lift`, up at once. Returns false when the injector did not answer.
    @discardableResult
    func touchDrag(x: Int = listX, fromY: Int, toY: Int, steps: Int, stepMs: Int, lift: Bool) -> Bool {
        var commands = ["tdown 0 \(x) \(fromY)", "tframe", "sleep \(stepMs)"]
        for step in 1...steps {
            let y = Double(fromY) + Double(toY - fromY) * Double(step) / Double(steps)
            commands += ["tmotion 0 \(x) \(y)", "tframe", "sleep \(stepMs)"]
        }
        if lift { commands += ["tup 0", "tframe"] }
        return injector.run(commands, timeout: 5 + Double(steps * stepMs) / 1000)
    }

    @discardableResult
    func touchLift() -> Bool { injector.run(["tup 0", "tframe"], timeout: 5) }

    @discardableResult
    func tap(x: Int, y: Int) -> Bool {
        injector.run(["tdown 0 \(x) \(y)", "tframe", "sleep 60", "tup 0", "tframe"], timeout: 5)
    }

    /// Smooth scroll steps of `units` each, `stepMs` apart, then (with `stop`) the axis stop
    /// (KWin 5.27 sends them as a wheel without discrete steps).
    @discardableResult
    func scroll(x: Int = listX, y: Int, units: Double, steps: Int, stepMs: Int, stop: Bool) -> Bool {
        var commands = ["abs \(x + 1) \(y)", "sleep 20", "abs \(x) \(y)", "sleep 20"]
        for _ in 0..<steps { commands += ["axis v \(units)", "sleep \(stepMs)"] }
        if stop { commands.append("axis v 0") }
        return injector.run(commands, timeout: 5 + Double(steps * stepMs) / 1000)
    }

    @discardableResult
    func click(x: Int, y: Int) -> Bool {
        injector.run(["abs \(x + 1) \(y)", "sleep 20", "abs \(x) \(y)", "sleep 20",
                      "button 272 1", "sleep 30", "button 272 0"], timeout: 5)
    }

    /// Presses and releases an evdev key (`KEY_PAGEDOWN` 109, `KEY_PAGEUP` 104).
    @discardableResult
    func key(_ code: Int) -> Bool {
        injector.run(["key \(code) 1", "sleep 30", "key \(code) 0"], timeout: 5)
    }

    static let keyPageDown = 109, keyPageUp = 104, keyHome = 102

    // MARK: Looking

    func probe(rows: Bool = false) -> AXSnapshot? {
        var arguments = [ShybarWindowSession.probeScript, "--pid", "\(pid)"]
        if rows { arguments.append("--rows") }
        let result = ShybarWindowSession.command("/usr/bin/python3", arguments, timeout: 10)
        guard result.status == 0 else { return nil }
        return try? JSONDecoder().decode(AXSnapshot.self, from: result.stdout)
    }

    func waitFor(timeout: Double, rows: Bool = false, _ condition: (AXSnapshot) -> Bool) -> AXSnapshot? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let snapshot = probe(rows: rows), snapshot.app, condition(snapshot) { return snapshot }
            Thread.sleep(forTimeInterval: 0.03)
        } while Date() < deadline
        return nil
    }

    /// Polls until two snapshots at least 250 ms apart agree on the header parts and the
    /// rows of `page`; returns the second (with rows). When `timeout` s pass first, the test
    /// fails here, naming the last two states seen (with a screenshot), and nil is returned:
    /// a page that never settles is a finding, not a state to check the rules on.
    @discardableResult
    func waitForStable(page: String, timeout: Double, file: StaticString = #filePath, line: UInt = #line) -> AXSnapshot? {
        let outcome = StillnessPoll.wait(timeout: timeout) { () -> Result<(snapshot: AXSnapshot, key: String), StillnessPoll.ProbeMissing> in
            guard let snapshot = probe(rows: true) else { return .failure(.init(reason: "no AT-SPI answer")) }
            return .success((snapshot, snapshot.summary(page: page) + " "
                + snapshot.visibleRows(page: page).map { "\($0.name)@\($0.y)" }.joined(separator: ",")))
        }
        switch outcome {
        case .still(let snapshot): return snapshot
        case .moving(let seen):
            let shot = screenshot("unsettled") ?? "none: \(lastScreenshotError)"
            XCTFail("[\(testName)] the \(page) page did not settle on KWin within \(timeout) s (two equal snapshots 250 ms "
                    + "apart); last seen: \(seen) [screenshot: \(shot)]", file: file, line: line)
            return nil
        }
    }

    /// How far the content of `page` moved forward (up the screen, down the list) from `a` to
    /// `b`, in pixels: the most common change of y of the row labels that appear once in
    /// each. `.beyondPane` when no label is in both (it moved more than the pane's height).
    enum Shift: Equatable, CustomStringConvertible {
        case pixels(Int)
        case beyondPane
        /// One of the snapshots lists fewer than 3 row labels: nothing can be said.
        case unreadable
        var description: String {
            switch self {
            case .pixels(let value): return "\(value) px"
            case .beyondPane: return "more than a pane"
            case .unreadable: return "unreadable (too few rows in AT-SPI)"
            }
        }
    }

    static func shift(from a: AXSnapshot, to b: AXSnapshot, page: String) -> Shift {
        func unique(_ snapshot: AXSnapshot) -> [String: Int] {
            var count: [String: Int] = [:], y: [String: Int] = [:]
            for row in snapshot.visibleRows(page: page) {
                count[row.name, default: 0] += 1
                y[row.name] = row.y
            }
            return y.filter { count[$0.key] == 1 }
        }
        let before = unique(a), after = unique(b)
        guard before.count >= 3, after.count >= 3 else { return .unreadable }
        var votes: [Int: Int] = [:]
        for (name, y) in before { if let y2 = after[name] { votes[y - y2, default: 0] += 1 } }
        guard let best = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && abs($0.key) > abs($1.key)) })
        else { return .beyondPane }
        return .pixels(best.key)
    }

    /// Why the last screenshot failed. KWin 6 offers ScreenShot2 only when it composites
    /// with OpenGL, which its virtual backend does only on a DRM render node: where there is
    /// none (no /dev/dri), it composites with QPainter and there is no screenshot.
    private(set) var lastScreenshotError = ""

    /// A screenshot of the output through KWin's ScreenShot2; returns its path or nil.
    @discardableResult
    func screenshot(_ label: String, directory: String = ShybarWindowSession.failureDirectory) -> String? {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let safe = ("kwin-" + testName + "-" + label).map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        let path = directory + "/" + String(safe) + ".png"
        let script = ShybarProcess.packageRoot.appendingPathComponent("Tests/KWin/kwin-screenshot.py").path
        let result = ShybarWindowSession.command(setup.runAsKWin, ["/usr/bin/python3", script], timeout: 15)
        guard result.status == 0, result.stdout.count > 8 else {
            lastScreenshotError = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return nil
        }
        return FileManager.default.createFile(atPath: path, contents: result.stdout) ? path : nil
    }
}

/// One `shy-kwin-input`, run as KWin's user through `SHYBAR_KWIN_RUN`, kept for the whole
/// test (its fake device is the seat's pointer, touch and keyboard), fed commands on
/// standard input.
final class KWinInjector: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    let logURL: URL
    private let lock = NSLock()
    private var answers = 0
    private var closed = false
    private var pending = ""
    private let answered = DispatchSemaphore(value: 0)

    init(setup: KWinWindowSession.Setup, logURL: URL) throws {
        self.logURL = logURL
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: setup.runAsKWin)
        process.arguments = [setup.injector]
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

    private func read(_ data: Data, from handle: FileHandle) {
        lock.lock()
        if data.isEmpty {
            handle.readabilityHandler = nil
            closed = true
        } else {
            pending += String(decoding: data, as: UTF8.self)
            while let newline = pending.firstIndex(of: "\n") {
                if pending[..<newline] == "ok" { answers += 1 }
                pending = String(pending[pending.index(after: newline)...])
            }
        }
        lock.unlock()
        answered.signal()
    }

    /// Sends the commands and a `sync`, and waits until KWin has handled them.
    func run(_ commands: [String], timeout: Double) -> Bool {
        guard process.isRunning else { return false }
        let text = (commands + ["sync"]).map { $0 + "\n" }.joined()
        do { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) } catch { return false }
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

    func quit() {
        if process.isRunning {
            try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
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
