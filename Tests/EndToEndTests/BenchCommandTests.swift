import Foundation
import XCTest

/// Every bench command docs/performance.md documents, run briefly in a real window with real wheel
/// input (xdotool), must end with status 0 and print what it promises: the frame bench its
/// ratios, `--minimal` its first frame, `--minimal --stay [--scene V --rows N]` its first
/// frame and then survive the wheel until it is stopped, and the like-for-like reference
/// (`scripts/plain-list.c`) the same for each page.
final class BenchCommandTests: XCTestCase {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static let root = ShybarProcess.packageRoot

    /// `SHYBAR_BENCH_BIN`, else the bench next to `SHYBAR_BIN`, else the debug build.
    private static var bench: String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SHYBAR_BENCH_BIN"], !path.isEmpty { return path }
        return ShybarProcess.binary.deletingLastPathComponent().appendingPathComponent("shybar-bench").path
    }

    /// Every variant `--scene` takes (shybar-bench --help).
    private static let scenes = ["still", "quick-return", "revealer", "sticky", "background", "bare"]

    override func setUpWithError() throws {
        try ShybarWindowSession.requireDisplay()
        guard FileManager.default.isExecutableFile(atPath: Self.bench) else {
            throw Failure("shybar-bench not found at \(Self.bench): build it first (swift build)")
        }
    }

    func testTheFrameBenchRunsBrieflyAndPrintsItsRatios() throws {
        let result = try Self.runToEnd(Self.bench, ["--frames", "12", "--rounds", "1", "--rows", "1000",
                                                    "--variants", "still,quick-return,bare"], timeout: 120)
        XCTAssertEqual(result.status, 0, "shybar-bench exited \(result.status): \(result.stderr)")
        let ratio = result.stdout.split(separator: "\n").first { $0.hasPrefix("ratio quick-return/still ") }
        let value = ratio.flatMap { Double($0.split(separator: " ").last ?? "") }
        XCTAssertNotNil(value, "no 'ratio quick-return/still' line in: \(result.stdout)")
        if let value { XCTAssertTrue(value.isFinite && value > 0, "a ratio of \(value): \(result.stdout)") }
    }

    func testTheMinimalWindowPrintsItsFirstFrameAndExits() throws {
        let result = try Self.runToEnd(Self.bench, ["--minimal"], timeout: 60)
        XCTAssertEqual(result.status, 0, "shybar-bench --minimal exited \(result.status): \(result.stderr)")
        XCTAssertNotNil(Self.firstFrame(in: result.stdout), "no first-frame line in: \(result.stdout)")
    }

    func testTheMinimalWindowStaysThroughTheWheelAndEndsCleanly() throws {
        try exercise(Self.bench, ["--minimal", "--stay"], title: "ShyBar minimal")
    }

    /// The scenes docs/performance.md uses to split the start-up cost: each takes the wheel (its
    /// behaviour reacts to it) and lives on until it is stopped.
    func testEverySceneStaysThroughTheWheelAndEndsCleanly() throws {
        for scene in Self.scenes {
            // A scene with a behaviour must report its header moving; the two without one
            // (the header held still, the bare list) must report nothing.
            let reacts = !["still", "bare"].contains(scene)
            try exercise(Self.bench, ["--minimal", "--stay", "--scene", scene, "--rows", "1000"], title: "ShyBar minimal",
                         headerChanges: reacts)
        }
    }

    /// The like-for-like reference of scripts/bench.sh, built as the script builds it.
    func testThePlainReferenceBuildsAndTakesTheWheelOnEveryPage() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let binary = scratch.appendingPathComponent("plain-list").path
        let source = Self.root.appendingPathComponent("scripts/plain-list.c").path
        let build = try Self.runToEnd("/bin/sh", ["-c", "cc -O2 -Wall -Wextra -Werror -o \"$0\" \"$1\" $(pkg-config --cflags --libs gtk4)",
                                                  binary, source], timeout: 120)
        XCTAssertEqual(build.status, 0, "building plain-list failed: \(build.stderr)")
        guard build.status == 0 else { return }
        for page in ["quick-return", "background", "sticky"] {
            try exercise(binary, ["--rows", "1000", "--page", page], title: "Plain list", expectFirstFrame: false, mustScroll: true)
        }
        try exercise(binary, ["--rows", "1000", "--page", "sticky", "--scrolled"], title: "Plain list", expectFirstFrame: false,
                     mustScroll: true)
    }

    // MARK: - Running

    /// Starts `command`, waits for its window, scrolls it with the wheel (forward, then
    /// back), checks that it still runs, stops it with SIGTERM and expects status 0 and no
    /// crash report.
    /// `mustScroll`: the wheel forward must change what the window shows (a list that took it).
    /// `headerChanges`: whether the program must report (`header-changes N`) that its header
    /// moved under the wheel, or must report no change at all; nil: it reports nothing.
    private func exercise(_ command: String, _ arguments: [String], title: String, expectFirstFrame: Bool = true,
                          headerChanges: Bool? = nil, mustScroll: Bool = false,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let what = ([URL(fileURLWithPath: command).lastPathComponent] + arguments).joined(separator: " ")
        let run = try Self.start(command, arguments)
        defer { run.cleanUp() }
        let found = Self.runTool("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^\(title)$"], timeout: 30)
        guard found.status == 0, let window = found.stdout.split(separator: "\n").first.map(String.init) else {
            run.process.terminate()
            run.process.waitUntilExit()
            return XCTFail("\(what): no window '\(title)' within 30 s: \(run.stderr)", file: file, line: line)
        }
        // Rest is the window's pixels (without the scrollbar's column, which fades on a timer
        // of its own) unchanged for 450 ms: every snap and animation has run and ended.
        guard let rect = ShybarWindowSession.windowRect(of: window) else {
            return XCTFail("\(what): no geometry of its window \(window)", file: file, line: line)
        }
        var before: Result<Data, StillnessPoll.ProbeMissing>?
        if mustScroll {
            if let seen = ShybarWindowSession.waitForStillPixels(rect, timeout: 10) {
                return XCTFail("\(what): the window did not come to rest after it opened: \(seen)", file: file, line: line)
            }
            before = ShybarWindowSession.pixels(of: rect)
        }
        XCTAssertEqual(Self.runTool("/usr/bin/xdotool", ["mousemove", "--window", window, "400", "400"]).status, 0)
        XCTAssertEqual(Self.runTool("/usr/bin/xdotool", ["click", "--repeat", "12", "--delay", "30", "5"]).status, 0)
        if let seen = ShybarWindowSession.waitForStillPixels(rect, timeout: 10) {
            return XCTFail("\(what): the window did not come to rest after the wheel forward: \(seen)", file: file, line: line)
        }
        // Twelve notches forward over a 1000-row list must show other rows: the program took
        // the wheel (for the like-for-like reference, the job the bench compares).
        if case .success(let old)? = before, case .success(let new) = ShybarWindowSession.pixels(of: rect), old == new {
            return XCTFail("\(what): twelve wheel notches forward changed nothing in the window", file: file, line: line)
        }
        XCTAssertEqual(Self.runTool("/usr/bin/xdotool", ["click", "--repeat", "6", "--delay", "30", "4"]).status, 0)
        if let seen = ShybarWindowSession.waitForStillPixels(rect, timeout: 10) {
            return XCTFail("\(what): the window did not come to rest after the wheel back: \(seen)", file: file, line: line)
        }
        guard run.process.isRunning else {
            return XCTFail("\(what) ended during wheel input (status \(run.process.terminationStatus)): \(run.stderr)",
                           file: file, line: line)
        }
        run.process.terminate()
        let deadline = Date().addingTimeInterval(20)
        while run.process.isRunning, Date() < deadline { usleep(50_000) }
        if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
        run.process.waitUntilExit()
        XCTAssertEqual(run.process.terminationReason, .exit, "\(what) died of a signal: \(run.stderr)", file: file, line: line)
        XCTAssertEqual(run.process.terminationStatus, 0, "\(what) exited \(run.process.terminationStatus): \(run.stderr)",
                       file: file, line: line)
        XCTAssertFalse(run.stderr.contains("Fatal error"), "\(what): \(run.stderr)", file: file, line: line)
        if expectFirstFrame {
            XCTAssertNotNil(Self.firstFrame(in: run.stdout), "\(what): no first-frame line in: \(run.stdout)", file: file, line: line)
        }
        if let headerChanges {
            let changes = run.stdout.split(separator: "\n").last { $0.hasPrefix("header-changes ") }
                .flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
            if headerChanges {
                XCTAssertGreaterThan(changes, 0, "\(what): the header never reacted to the wheel: \(run.stdout)", file: file, line: line)
            } else {
                XCTAssertEqual(changes, 0, "\(what): a scene without a behaviour moved its header: \(run.stdout)", file: file, line: line)
            }
        }
    }

    /// `first-frame MS ms` with a positive MS.
    private static func firstFrame(in output: String) -> Double? {
        for line in output.split(separator: "\n") where line.hasPrefix("first-frame ") {
            let parts = line.split(separator: " ")
            if parts.count == 3, parts[2] == "ms", let ms = Double(parts[1]), ms > 0, ms.isFinite { return ms }
        }
        return nil
    }

    /// A started process whose output goes to files (no pipe can fill up).
    private final class Run {
        let process = Process()
        let scratch: URL
        init(scratch: URL) { self.scratch = scratch }
        var stdout: String { (try? String(contentsOf: scratch.appendingPathComponent("out"), encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOf: scratch.appendingPathComponent("err"), encoding: .utf8)) ?? "" }
        func cleanUp() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            try? FileManager.default.removeItem(at: scratch)
        }
    }

    private static func start(_ command: String, _ arguments: [String]) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-bench-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let run = Run(scratch: scratch)
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        environment["SHYBAR_DATA_DIR"] = root.appendingPathComponent("data").path
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["NO_AT_BRIDGE"] = "1"
        run.process.executableURL = URL(fileURLWithPath: command)
        run.process.arguments = arguments
        run.process.environment = environment
        run.process.currentDirectoryURL = root
        run.process.standardOutput = try FileHandle(forWritingTo: outURL)
        run.process.standardError = try FileHandle(forWritingTo: errURL)
        run.process.standardInput = FileHandle.nullDevice
        try run.process.run()
        return run
    }

    private static func runToEnd(_ command: String, _ arguments: [String], timeout: Double) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let run = try start(command, arguments)
        defer { run.cleanUp() }
        let deadline = Date().addingTimeInterval(timeout)
        while run.process.isRunning, Date() < deadline { usleep(50_000) }
        guard !run.process.isRunning else {
            throw Failure("\(command) \(arguments.joined(separator: " ")) still ran after \(Int(timeout)) s: \(run.stderr)")
        }
        return (run.process.terminationReason == .exit ? run.process.terminationStatus : -run.process.terminationStatus,
                run.stdout, run.stderr)
    }

    @discardableResult
    private static func runTool(_ command: String, _ arguments: [String], timeout: Double = 10)
        -> (status: Int32, stdout: String) {
        guard let result = try? runToEnd("/usr/bin/timeout", ["-k", "2", String(Int(timeout)), command] + arguments,
                                         timeout: timeout + 5) else { return (-1, "") }
        return (result.status, result.stdout)
    }
}
