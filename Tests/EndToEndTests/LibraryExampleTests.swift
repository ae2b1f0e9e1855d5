import Foundation
import XCTest

/// libshybar-1 as its users get it: installed with `scripts/install.sh` into an empty prefix,
/// the C examples built with `pkg-config shybar-1` against that prefix, the Python example
/// run through GObject Introspection from it, each in a real window driven with real X input
/// (xdotool wheel and keys). The examples print every change of the view's `extent` and
/// `state`; the tests read that to check the header follows, settles and comes back.
///
/// The library comes from `SHYBAR_LIBRARY_STAGE` (scripts/test.sh builds it once with
/// scripts/build-library.sh), else it is built here.
final class LibraryExampleTests: XCTestCase {
    static let root = ShybarProcess.packageRoot

    /// One installed prefix and the C examples built against it, shared by the tests.
    private struct Installed {
        var prefix: URL
        var examples: URL
    }
    nonisolated(unsafe) private static var installed: Installed?
    nonisolated(unsafe) private static var installError: String?

    override class func tearDown() {
        if let installed { try? FileManager.default.removeItem(at: installed.prefix.deletingLastPathComponent()) }
        installed = nil
        super.tearDown()
    }

    private func requireInstalled() throws -> Installed {
        if let installed = Self.installed { return installed }
        if let error = Self.installError { throw Failure(error) }
        do {
            let installed = try Self.install()
            Self.installed = installed
            return installed
        } catch {
            Self.installError = "\(error)"
            throw error
        }
    }

    private static func install() throws -> Installed {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-lib-\(UUID().uuidString)")
        let prefix = base.appendingPathComponent("prefix")
        let examples = base.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["SHYBAR_BIN"] = ShybarProcess.binary.path
        environment["DESTDIR"] = nil
        let install = run(root.appendingPathComponent("scripts/install.sh").path, ["--prefix", prefix.path],
                          environment: environment, timeout: 900)
        guard install.status == 0 else { throw Failure("scripts/install.sh failed: \(install.output)") }
        // Built exactly as the example's Makefile says, against the installed prefix only.
        environment["PKG_CONFIG_PATH"] = prefix.appendingPathComponent("lib/pkgconfig").path
        let make = run("/usr/bin/make", ["-C", root.appendingPathComponent("examples/c").path,
                                         "CFLAGS=-O2 -Wall -Wextra -Werror", "--always-make",
                                         "all"],
                       environment: environment, timeout: 120)
        guard make.status == 0 else { throw Failure("building the C examples failed: \(make.output)") }
        for name in ["list", "text"] {
            let built = root.appendingPathComponent("examples/c/\(name)")
            try? FileManager.default.removeItem(at: examples.appendingPathComponent(name))
            try FileManager.default.moveItem(at: built, to: examples.appendingPathComponent(name))
        }
        return Installed(prefix: prefix, examples: examples)
    }

    // MARK: - The tests

    func testTheInstalledPrefixHoldsTheLibraryAndItNeedsNoSwiftRunTime() throws {
        let prefix = try requireInstalled().prefix
        for path in ["lib/libshybar-1.so", "lib/libshybar-1.so.0", "include/shybar-1/shybar.h",
                     "lib/pkgconfig/shybar-1.pc", "share/gir-1.0/Shy-1.gir", "lib/girepository-1.0/Shy-1.typelib"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) not installed")
        }
        let ldd = Self.run("/usr/bin/ldd", [prefix.appendingPathComponent("lib/libshybar-1.so.0").path])
        XCTAssertEqual(ldd.status, 0, ldd.output)
        XCTAssertFalse(ldd.output.contains("libswift"), "the library needs the Swift run time:\n\(ldd.output)")
        XCTAssertFalse(ldd.output.contains("not found"), ldd.output)
    }

    /// The .gir is scanned from the header; here it is checked against what the library
    /// really exports, both ways, and against the header's declarations.
    func testGirHeaderAndExportedSymbolsAgree() throws {
        let prefix = try requireInstalled().prefix
        let nm = Self.run("/usr/bin/nm", ["-D", "--defined-only", prefix.appendingPathComponent("lib/libshybar-1.so.0").path])
        XCTAssertEqual(nm.status, 0, nm.output)
        let exported = Set(nm.output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            return parts.count == 3 && parts[1] == "T" ? String(parts[2]) : nil
        })
        XCTAssertFalse(exported.isEmpty)
        XCTAssertTrue(exported.allSatisfy { $0.hasPrefix("shy_") }, "exports beyond shy_*: \(exported.filter { !$0.hasPrefix("shy_") }.sorted())")

        let gir = try String(contentsOf: prefix.appendingPathComponent("share/gir-1.0/Shy-1.gir"), encoding: .utf8)
        let girSymbols = Set(Self.matches(#"(?:c:identifier|glib:get-type)="(shy_[a-z_]+)""#, in: gir))
        XCTAssertEqual(girSymbols.subtracting(exported).sorted(), [], "in Shy-1.gir but not exported")
        XCTAssertEqual(exported.subtracting(girSymbols).sorted(), [], "exported but not in Shy-1.gir")

        let header = try String(contentsOf: prefix.appendingPathComponent("include/shybar-1/shybar.h"), encoding: .utf8)
        let declared = Set(Self.matches(#"\b(shy_[a-z_]+) \("#, in: header))
        XCTAssertEqual(declared.subtracting(exported).sorted(), [], "declared in shybar.h but not exported")
        XCTAssertEqual(exported.subtracting(declared).sorted(), [], "exported but not declared in shybar.h")

        for property in ["content", "header", "toolbar", "behavior", "tolerance-up", "tolerance-down", "start-offset",
                         "reveal", "snap", "min-extent", "fade", "duration", "animations-enabled", "reveal-on-resize",
                         "gesture-timeout", "threshold", "quick-return-header", "extent", "state", "progress",
                         "showing-background", "pinned"] {
            XCTAssertTrue(gir.contains("<property name=\"\(property)\""), "property \(property) missing from Shy-1.gir")
        }
        XCTAssertTrue(gir.contains("<glib:signal name=\"state-changed\""))
    }

    func testCListExampleFollowsSettlesAndComesBack() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: installed.examples.appendingPathComponent("list").path, arguments: [],
                                title: "ShyBar C list example", prefix: installed.prefix), keys: false)
    }

    func testCTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: installed.examples.appendingPathComponent("text").path, arguments: [],
                                title: "ShyBar C text example", prefix: installed.prefix), keys: true)
    }

    func testPythonListExampleFollowsSettlesAndComesBack() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: "/usr/bin/python3",
                                arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path],
                                title: "ShyBar Python example", prefix: installed.prefix), keys: false)
    }

    func testPythonTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: "/usr/bin/python3",
                                arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path, "--text"],
                                title: "ShyBar Python example", prefix: installed.prefix), keys: true)
    }

    // MARK: - Driving an example

    /// Scrolls forward (the header goes and settles hidden), then back (it comes back and
    /// settles fully shown); with `keys`, the same again with Ctrl+End and Ctrl+Home.
    private func exercise(_ example: ExampleRun, keys: Bool) throws {
        try Self.requireDisplay()
        try example.start()
        defer { example.stop() }
        let window = try example.window()
        Self.xdotool(["mousemove", "--window", window, "240", "400"])
        Self.xdotool(["click", "--window", window, "1"])   // focus into the content

        // One wheel step, shorter than the header: near the top the header rests on the
        // content and goes up with it pixel for pixel, then settles, never half-shown.
        example.mark()
        Self.xdotool(["click", "5"])
        try example.waitUntilSettled(state: nil, extent: { _ in true }, what: "after one wheel step")
        let followed = example.extentsSinceMark()
        let settled = example.lastState()
        XCTAssertTrue(settled == "shown" || settled == "hidden", "settled half-shown (\(settled ?? "none")): \(followed)")

        example.mark()
        for _ in 0..<8 { Self.xdotool(["click", "5"]); usleep(60_000) }
        try example.waitUntilSettled(state: "hidden", extent: { $0 == 0 }, what: "after scrolling forward with the wheel")
        let full = try example.waitUntilBack(afterWheel: true)
        XCTAssertGreaterThan(full, 30, "the header came back at its full height (log: \(example.log))")
        XCTAssertTrue(followed.contains { $0 > 1 && $0 < full - 1 },
                      "one wheel step did not move the header part of the way: \(followed) (full \(full))")

        if keys {
            example.mark()
            Self.xdotool(["key", "--window", window, "ctrl+End"])
            try example.waitUntilSettled(state: "hidden", extent: { $0 == 0 }, what: "after Ctrl+End")
            example.mark()
            Self.xdotool(["key", "--window", window, "ctrl+Home"])
            try example.waitUntilSettled(state: "shown", extent: { $0 == full }, what: "after Ctrl+Home")
        }
        XCTAssertTrue(example.isRunning, "the example exited: \(example.log)")
    }

    private final class ExampleRun {
        let command: String, arguments: [String], title: String, prefix: URL
        let process = Process()
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-example-\(UUID().uuidString).log")
        /// Lines before this index belong to an earlier step.
        private var markIndex = 0

        init(command: String, arguments: [String], title: String, prefix: URL) {
            self.command = command; self.arguments = arguments; self.title = title; self.prefix = prefix
        }

        func start() throws {
            _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
            let log = try FileHandle(forWritingTo: logURL)
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            // Only the installed prefix: nothing from the build tree.
            environment["LD_LIBRARY_PATH"] = prefix.appendingPathComponent("lib").path
            environment["GI_TYPELIB_PATH"] = prefix.appendingPathComponent("lib/girepository-1.0").path
            environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
            environment["NO_AT_BRIDGE"] = "1"
            // Each run is its own application instance (no D-Bus activation of a running one).
            process.environment = environment
            process.standardOutput = log
            process.standardError = log
            process.standardInput = FileHandle.nullDevice
            try process.run()
            try log.close()
            try waitFor("ready", timeout: 20)
        }

        var isRunning: Bool { process.isRunning }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: logURL)
        }

        var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }
        private var lines: [String] { log.split(separator: "\n").map(String.init) }

        func mark() { markIndex = lines.count }

        private func waitFor(_ line: String, timeout: Double) throws {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if lines.contains(line) { return }
                if !process.isRunning { throw Failure("\(command) exited: \(log)") }
                usleep(50_000)
            }
            throw Failure("no '\(line)' from \(command) within \(timeout) s: \(log)")
        }

        func window() throws -> String {
            let found = LibraryExampleTests.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", title],
                                                timeout: 10)
            guard let id = found.stdout.split(separator: "\n").first else { throw Failure("no window '\(title)': \(found.output)") }
            usleep(300_000)   // the first frames
            return String(id)
        }

        /// The last state and extent printed, and the lines printed since the mark.
        private func last() -> (state: String?, extent: Double?, lines: [String]) {
            let all = lines
            let state = all.last { $0.hasPrefix("state ") }.map { String($0.dropFirst(6)) }
            let extent = all.last { $0.hasPrefix("extent ") }.flatMap { Double($0.dropFirst(7)) }
            return (state, extent, Array(all.dropFirst(markIndex)))
        }

        /// The extents printed since the mark.
        func extentsSinceMark() -> [Double] {
            last().lines.compactMap { $0.hasPrefix("extent ") ? Double($0.dropFirst(7)) : nil }
        }

        /// The last state printed.
        func lastState() -> String? {
            lines.last { $0.hasPrefix("state ") }.map { String($0.dropFirst(6)) }
        }

        /// Waits until the header reached `state` (any, when nil) with an extent passing
        /// `extent`, and nothing more is printed for half a second (settled: no animation or
        /// snap still running).
        func waitUntilSettled(state: String?, extent: (Double) -> Bool, what: String) throws {
            let end = Date().addingTimeInterval(10)
            var stableSince: Date?
            var count = -1
            while Date() < end {
                let now = last()
                if state == nil || now.state == state, now.extent.map(extent) ?? false {
                    if count != now.lines.count { stableSince = Date(); count = now.lines.count }
                    if let since = stableSince, Date().timeIntervalSince(since) > 0.5 { return }
                } else {
                    stableSince = nil
                }
                usleep(50_000)
            }
            let now = last()
            throw Failure("\(what): expected state \(state ?? "any"), got \(now.state ?? "none") at extent \(now.extent.map { "\($0)" } ?? "none"); "
                          + "lines: \(now.lines.suffix(20).joined(separator: " | "))")
        }

        /// Scrolls back with the wheel and returns the height the header settled at.
        func waitUntilBack(afterWheel: Bool) throws -> Double {
            mark()
            for _ in 0..<3 { LibraryExampleTests.xdotool(["click", "4"]); usleep(60_000) }
            try waitUntilSettled(state: "shown", extent: { $0 > 0 }, what: "after scrolling back with the wheel")
            let shown = last()
            let extents = shown.lines.compactMap { $0.hasPrefix("extent ") ? Double($0.dropFirst(7)) : nil }
            // It came back through intermediate heights (animated), ending at the largest.
            XCTAssertEqual(shown.extent, extents.max(), "settled below its full height: \(shown.lines)")
            return shown.extent ?? 0
        }
    }

    // MARK: - Helpers

    /// Fails (or, with `SHYBAR_ALLOW_NO_DISPLAY=1`, skips) when there is no X display.
    static func requireDisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        if let display = environment["DISPLAY"], !display.isEmpty { return }
        let message = "DISPLAY is not set: the library examples need an X server (run scripts/test.sh)"
        if environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" { throw XCTSkip(message) }
        throw Failure(message)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    @discardableResult
    static func xdotool(_ arguments: [String]) -> Result { run("/usr/bin/xdotool", arguments, timeout: 10) }

    /// Runs a command with a hard timeout; output goes through files, so no pipe can fill up.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = 30) -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-run-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "5", String(Int(timeout)), executable] + arguments
        if let environment { process.environment = environment }
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL) else {
            return Result(status: -1, stdout: "", stderr: "cannot create output files")
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return Result(status: -1, stdout: "", stderr: "cannot run \(executable): \(error)")
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
