import Foundation
import XCTest

/// The real `shybar` window on a private headless GNOME compositor (mutter, started by
/// `scripts/gnome-session.sh`), given a touchscreen, a pointer and a keyboard through
/// mutter's RemoteDesktop D-Bus API (`Tests/GNOME/remote-desktop.py`, one long-lived
/// process per window: mutter ends the session, and its virtual devices, when the client
/// that made it goes), and read from outside the process through AT-SPI.
///
/// Who reaches what: the test process (root) drives mutter over mutter's own session bus
/// (`SHYBAR_GNOME_BUS`, whose policy lets root in); the app runs as the test's user on the
/// test's session bus, where its AT-SPI bus is, and reaches mutter only through the Wayland
/// socket (`SHYBAR_GNOME_DISPLAY`, an absolute path).
///
/// Mutter maximizes the 1280x800 window on the 1280x800 monitor, so window coordinates
/// (AT-SPI's) are monitor coordinates (the touch and pointer events'); `init` checks that
/// the window has the monitor's size.
final class GnomeWindowSession {
    static let monitorWidth = 1280, monitorHeight = 800

    /// What `scripts/test.sh` (or `scripts/gnome-session.sh run`) sets up.
    struct Setup {
        var display: String
        var bus: String
        var driver: String
    }

    /// Fails (or, with `SHYBAR_ALLOW_NO_GNOME=1`, skips loudly) when there is no mutter to
    /// run on.
    static func requireGnome() throws -> Setup {
        let environment = ProcessInfo.processInfo.environment
        let howTo = "Run them through scripts/test.sh, or alone with scripts/test-gnome.sh."
        func unavailable(_ message: String) -> Error {
            if environment["SHYBAR_ALLOW_NO_GNOME"] == "1" {
                FileHandle.standardError.write(Data("\n*** SKIPPING GNOME END-TO-END TEST: \(message) ***\n\n".utf8))
                return XCTSkip("SHYBAR_ALLOW_NO_GNOME=1 and " + message)
            }
            return Failure(message + " (Set SHYBAR_ALLOW_NO_GNOME=1 to skip them instead.)")
        }
        guard let display = environment["SHYBAR_GNOME_DISPLAY"], !display.isEmpty else {
            throw unavailable("SHYBAR_GNOME_DISPLAY is not set: the GNOME end-to-end tests need the headless mutter "
                              + "of scripts/gnome-session.sh. " + howTo)
        }
        var isDirectory: ObjCBool = false
        guard display.hasPrefix("/"), FileManager.default.fileExists(atPath: display, isDirectory: &isDirectory),
              !isDirectory.boolValue else {
            throw unavailable("SHYBAR_GNOME_DISPLAY=\(display) is not the absolute path of a live Wayland socket "
                              + "(mutter stopped?). " + howTo)
        }
        guard let bus = environment["SHYBAR_GNOME_BUS"], !bus.isEmpty else {
            throw unavailable("SHYBAR_GNOME_BUS (mutter's D-Bus address, printed by scripts/gnome-session.sh start) "
                              + "is not set. " + howTo)
        }
        let driver = ShybarProcess.packageRoot.appendingPathComponent("Tests/GNOME/remote-desktop.py").path
        guard FileManager.default.isReadableFile(atPath: driver) else {
            throw unavailable("the input driver \(driver) is missing. " + howTo)
        }
        return Setup(display: display, bus: bus, driver: driver)
    }

    /// The major version of the mutter the tests run on (`mutter --version`), nil when it
    /// cannot be read.
    static let mutterMajorVersion: Int? = {
        let result = ShybarWindowSession.command("/usr/bin/mutter", ["--version"], timeout: 10)
        guard result.status == 0 else { return nil }
        return result.text.split(whereSeparator: { !$0.isNumber && $0 != "." })
            .first.flatMap { Int($0.split(separator: ".").first ?? "") }
    }()

    /// Whether mutter passes the finish flag of a virtual device's finger axis scroll on to
    /// the client as the scroll's stop. Measured: mutter 43 passes nothing (GTK sees no
    /// `scroll-end`, no `decelerate`), mutter 48 passes it (GTK's momentum carries the
    /// content on, 60–85 px after a 40-unit scroll).
    static var mutterPassesFinish: Bool { (mutterMajorVersion ?? 0) > 43 }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let setup: Setup
    let testName: String
    let page: String
    let process = Process()
    let logURL: URL
    let input: RemoteInput
    /// `Tests/GNOME/atspi-sampler.py` on the app's page, from when the window is ready.
    private var sampler: RemoteInput?
    static let samplerScript = ShybarProcess.packageRoot.appendingPathComponent("Tests/GNOME/atspi-sampler.py").path
    private var scratchDirectories: [URL] = []
    private(set) var firstSnapshot: AXSnapshot?

    /// Starts the input driver (and wakes the touchscreen with one tap on the header bar:
    /// GTK drops the first touch sequence of a new touchscreen), then `shybar arguments…`,
    /// and waits until AT-SPI shows the header of `page` and the window has settled.
    init(arguments: [String], page: String, testName: String) throws {
        let setup = try Self.requireGnome()
        self.setup = setup
        self.testName = testName
        self.page = page
        let tag = UUID().uuidString
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-gnome-\(tag).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        input = try RemoteInput(driver: setup.driver, bus: setup.bus,
                                logURL: FileManager.default.temporaryDirectory.appendingPathComponent("shybar-gnome-input-\(tag).log"))
        do {
            guard case .success = input.run("sync", timeout: 10) else {
                throw Failure("the RemoteDesktop driver did not answer: \(input.logTail())")
            }
            try start(arguments: arguments, tag: tag)
            try waitUntilReady()
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
        environment["DISPLAY"] = nil                       // no way back to X11
        environment["GDK_BACKEND"] = "wayland"
        environment["WAYLAND_DISPLAY"] = setup.display
        environment["NO_AT_BRIDGE"] = "0"
        environment["GTK_A11Y"] = "atspi"
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        for (variable, name) in [("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                                 ("HOME", "home"), ("XDG_RUNTIME_DIR", "runtime")] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-gnome-\(name)-\(tag)")
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

    private func waitUntilReady() throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            guard process.isRunning else {
                throw Failure("shybar exited with status \(process.terminationStatus) before showing a window; log: \(logTail())")
            }
            if let snapshot = probe(), snapshot.app, snapshot.object("Header", page: page)?.isMapped == true,
               snapshot.contentTop(page: page) != nil {
                // Mutter maximizes the window (its default size is most of the monitor) in a
                // configure that may come after the first frame: wait for it.
                let maximized = waitFor(timeout: 5) { snapshot in
                    snapshot.window.map { $0.count == 4 && $0[2] == Self.monitorWidth && $0[3] == Self.monitorHeight } ?? false
                }
                guard maximized != nil else {
                    throw Failure("the window is \(probe()?.window ?? []) in size, not the monitor's "
                                  + "\(Self.monitorWidth)x\(Self.monitorHeight) (mutter did not maximize it): touch "
                                  + "coordinates would miss it")
                }
                // The touchscreen appears on first use and GTK drops its first sequence:
                // one short tap on an empty spot of the header bar, before any test input.
                if case .failure(let failure) = input.run("tap \(Self.restPoint.x) \(Self.restPoint.y) 40", timeout: 10) {
                    throw failure
                }
                guard let settled = waitForStable(timeout: 10) else {
                    throw Failure("the window never settled after it showed the \(page) header")
                }
                firstSnapshot = settled
                sampler = try RemoteInput(script: Self.samplerScript, arguments: ["\(pid)", page], environment: [:],
                                          logURL: input.logURL.deletingLastPathComponent()
                                            .appendingPathComponent("shybar-gnome-sampler-\(UUID().uuidString).log"))
                guard case .success = sample() else {
                    throw Failure("the AT-SPI sampler read nothing of the \(page) page: \(lastSampleError ?? "?")")
                }
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw Failure("AT-SPI never showed the \(page) header on mutter within 20 s; log: \(logTail())")
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Ends the driver (its remote desktop session and virtual devices go with it) and the
    /// app (SIGTERM, then SIGKILL), and removes their files.
    func terminate() {
        sampler?.quit()
        sampler = nil
        input.quit()
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

    // MARK: Input (each call returns once the driver has carried it out)

    /// An empty spot of the header bar: the warm-up tap, and where the pointer rests.
    static let restPoint = (x: 1000, y: 12)
    /// The middle of the list: where the finger goes down for a forward drag (it moves up).
    static let listPoint = (x: 640, y: 600)

    /// Sends driver commands (see Tests/GNOME/remote-desktop.py), one at a time; nil when
    /// all were carried out, else what went wrong.
    @discardableResult
    func send(_ commands: [String], timeoutPerCommand: Double = 15) -> String? {
        for command in commands {
            if case .failure(let failure) = input.run(command, timeout: timeoutPerCommand) {
                return "\(command): \(failure)"
            }
        }
        return nil
    }

    // MARK: Looking

    /// One AT-SPI snapshot of the app (nil when the probe failed).
    func probe(rows: Bool = false) -> AXSnapshot? {
        var arguments = [ShybarWindowSession.probeScript, "--pid", "\(pid)"]
        if rows { arguments.append("--rows") }
        let result = ShybarWindowSession.command("/usr/bin/python3", arguments, timeout: 10)
        guard result.status == 0 else {
            let stderr = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            lastProbeError = "AT-SPI probe exit status \(result.status)" + (stderr.isEmpty ? "" : ": \(stderr.suffix(300))")
            return nil
        }
        guard let snapshot = try? JSONDecoder().decode(AXSnapshot.self, from: result.stdout) else {
            lastProbeError = "AT-SPI probe printed what is not a snapshot"
            return nil
        }
        lastProbeError = nil
        return snapshot
    }

    /// Why the last probe gave nothing (nil when it gave a snapshot).
    private(set) var lastProbeError: String?
    /// Why the last sample failed (nil after a good one).
    fileprivate(set) var lastSampleError: String?

    /// Polls AT-SPI until `condition` holds; returns the snapshot that satisfied it.
    func waitFor(timeout: Double, _ condition: (AXSnapshot) -> Bool) -> AXSnapshot? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let snapshot = probe(), snapshot.app, condition(snapshot) { return snapshot }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    /// Polls until two snapshots at least 250 ms apart agree on the page's header parts and
    /// scroll offset; returns the second. When `timeout` s pass first, the test fails here,
    /// naming the last two states seen, and nil is returned: a page that never settles is a
    /// finding, not a state to check the rules on.
    @discardableResult
    func waitForStable(timeout: Double, file: StaticString = #filePath, line: UInt = #line) -> AXSnapshot? {
        let outcome = StillnessPoll.wait(timeout: timeout) { () -> Result<(snapshot: AXSnapshot, key: String), StillnessPoll.ProbeMissing> in
            guard let snapshot = probe() else { return .failure(.init(reason: self.lastProbeError ?? "no AT-SPI answer")) }
            return .success((snapshot, snapshot.summary(page: page) + " offset \(snapshot.offsets?[page] ?? -1)"))
        }
        switch outcome {
        case .still(let snapshot): return snapshot
        case .moving(let seen):
            XCTFail("[\(testName)] the \(page) page did not settle on mutter within \(timeout) s (two equal snapshots "
                    + "250 ms apart); last seen: \(seen)", file: file, line: line)
            return nil
        }
    }
}

/// What `Tests/GNOME/atspi-sampler.py` reads of the page: enough to tell whether anything
/// moved (the scroll offset, the header's and toolbar's extents) and to check the rules of
/// rest on, in a few ms instead of a whole AT-SPI snapshot's 350 ms.
struct GnomeSample: CustomStringConvertible {
    struct Box {
        var x: Int, y: Int, w: Int, h: Int
        /// As `AXSnapshot.Object`: GTK gives an unmapped widget no size.
        var isMapped: Bool { w > 0 && h > 0 }
        var bottom: Int { y + h }
        init?(_ values: [Int]?) {
            guard let values, values.count == 4 else { return nil }
            (x, y, w, h) = (values[0], values[1], values[2], values[3])
        }
    }
    fileprivate struct Values: Decodable {
        var visible: Bool
        var pane: [Int]
        var offset: Double
        var header: [Int]?
        var toolbar: [Int]?
    }
    var offset: Double
    /// The top of the page's scrolled window (`AXSnapshot.contentTop`).
    var contentTop: Int
    var header: Box?
    var toolbar: Box?
    /// When it was asked for.
    var at: Date

    /// What "nothing moved" compares.
    var key: String {
        func box(_ b: Box?) -> String { b.map { "\($0.x),\($0.y),\($0.w),\($0.h)" } ?? "none" }
        return String(format: "%.2f", offset) + " top \(contentTop) header \(box(header)) toolbar \(box(toolbar))"
    }
    var description: String {
        func box(_ b: Box?) -> String { b.map { $0.isMapped ? "y \($0.y) h \($0.h)" : "unmapped" } ?? "none" }
        return "offset \(String(format: "%.1f", offset)), header \(box(header))" + (toolbar == nil ? "" : ", toolbar \(box(toolbar))")
    }
}

/// A stillness wait's outcome: the page kept the same for the whole window.
struct GnomeStillness {
    /// Every sample that differed from the one before it, the first sample first: all the
    /// page went through while it was watched (a resting check holds each to its rule).
    var changes: [GnomeSample]
    /// The last sample: the page at rest.
    var still: GnomeSample
}

extension GnomeWindowSession {
    /// How long the page must keep exactly the same to be at rest: longer than any delayed
    /// move of the library takes to show (its latest timer, the idle snap, fires 150 ms after
    /// the last input; the settle animation it starts moves on the next frame), with room
    /// for a frame or two of mutter.
    static let stillWindow = 0.5

    /// One sample of the page; a failure says why (the page not on screen is one).
    func sample() -> Result<GnomeSample, Failure> {
        guard let sampler else { return .failure(Failure("no AT-SPI sampler (the window never got ready)")) }
        let at = Date()
        switch sampler.run("sample", timeout: 10) {
        case .failure(let failure):
            lastSampleError = failure.description + "; sampler: \(sampler.logTail())"
            return .failure(failure)
        case .success(let answer):
            guard let values = try? JSONDecoder().decode(GnomeSample.Values.self, from: Data(answer.dropFirst(3).utf8)),
                  values.pane.count == 4, values.pane[3] > 0 else {
                lastSampleError = "the AT-SPI sampler answered what is not a sample: \(answer.prefix(300))"
                return .failure(Failure(lastSampleError ?? ""))
            }
            guard values.visible else {
                lastSampleError = "the \(page) page is not on screen (its switcher tab is not selected)"
                return .failure(Failure(lastSampleError ?? ""))
            }
            lastSampleError = nil
            return .success(GnomeSample(offset: values.offset, contentTop: values.pane[1], header: GnomeSample.Box(values.header),
                                        toolbar: GnomeSample.Box(values.toolbar), at: at))
        }
    }

    /// Samples the page every 20 ms until it has kept exactly the same (``GnomeSample/key``)
    /// for `window` s; fails after `timeout` s, saying what it last saw. A failed sample
    /// starts the window anew.
    func waitForStill(window: Double = stillWindow, timeout: Double = 6) -> Result<GnomeStillness, Failure> {
        let began = Date()
        let seen = StillnessPoll.watch(still: window, until: began.addingTimeInterval(timeout), interval: 0.02) {
            sample().map { (snapshot: $0, key: $0.key) }.mapError { StillnessPoll.ProbeMissing(reason: $0.description) }
        }
        if seen.isStill, let still = seen.last { return .success(GnomeStillness(changes: seen.changes.map(\.snapshot), still: still)) }
        let last = seen.changes.suffix(4).map { "\($0.snapshot) at \(Int($0.at.timeIntervalSince(began) * 1000)) ms" }
        return .failure(Failure("the \(page) page did not keep still for \(Int(window * 1000)) ms within \(timeout) s "
                                + "(\(seen.changes.count) different states; the last: \(last.joined(separator: ", ")))"
                                + (seen.missing.map { "; last failed sample: \($0)" } ?? "")))
    }
}

/// One `remote-desktop.py` process: one RemoteDesktop session on mutter for a whole window's
/// test, fed commands on standard input; every line is answered ("ok …" or "error …").
final class RemoteInput: @unchecked Sendable {
    let process = Process()
    private let stdin = Pipe(), stdout = Pipe()
    let logURL: URL
    private let lock = NSLock()
    private var answers: [String] = []
    private var closed = false
    private var pending = ""
    private let answered = DispatchSemaphore(value: 0)

    convenience init(driver: String, bus: String, logURL: URL) throws {
        try self.init(script: driver, arguments: [], environment: ["SHYBAR_GNOME_BUS": bus], logURL: logURL)
    }

    /// Any Python script that answers each line with one ("ok …" or "error …"): the driver,
    /// and the AT-SPI sampler (`Tests/GNOME/atspi-sampler.py`).
    init(script: String, arguments: [String], environment extra: [String: String], logURL: URL) throws {
        self.logURL = logURL
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        signal(SIGPIPE, SIG_IGN)
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        let log = try FileHandle(forWritingTo: logURL)
        process.standardError = log
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
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
                answers.append(String(pending[..<newline]))
                pending = String(pending[pending.index(after: newline)...])
            }
        }
        lock.unlock()
        answered.signal()
    }

    /// Sends one command line and waits for its answer.
    func run(_ command: String, timeout: Double) -> Result<String, GnomeWindowSession.Failure> {
        lock.lock()
        answers = []
        lock.unlock()
        guard process.isRunning else { return .failure(.init("the input driver is gone: \(logTail())")) }
        do { try stdin.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8)) } catch {
            return .failure(.init("cannot write to the input driver: \(error); \(logTail())"))
        }
        let deadline = DispatchTime.now() + timeout
        while true {
            lock.lock()
            if !answers.isEmpty {
                let answer = answers.removeFirst()
                lock.unlock()
                return answer.hasPrefix("ok") ? .success(answer) : .failure(.init(answer))
            }
            let isClosed = closed
            lock.unlock()
            if isClosed { return .failure(.init("the input driver ended: \(logTail())")) }
            if answered.wait(timeout: deadline) == .timedOut {
                return .failure(.init("no answer from the input driver within \(timeout) s"))
            }
        }
    }

    func quit() {
        if process.isRunning {
            try? stdin.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
            try? stdin.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(3)
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
