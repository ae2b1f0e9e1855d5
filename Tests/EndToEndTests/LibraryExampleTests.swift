import Foundation
import XCTest

/// libshybar-1 as its users get it: installed with `scripts/install.sh` into an empty prefix,
/// the C examples built with `pkg-config shybar-1` against that prefix, the Python example
/// run through GObject Introspection from it, each in a real window driven with real X input
/// (xdotool wheel and keys). The examples print every change of the view's `extent` and
/// `state`, and their header's own height; the tests read that to check the header follows,
/// settles and comes back, and look at the window's pixels for where the header is drawn
/// (LibraryExampleLooks.swift).
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
        var environment = try installPrefix(prefix)
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

    /// `scripts/install.sh --prefix PREFIX` (the library from SHYBAR_LIBRARY_STAGE, the app
    /// from SHYBAR_BIN), as every example test installs it; returns the environment it used.
    static func installPrefix(_ prefix: URL) throws -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SHYBAR_BIN"] = ShybarProcess.binary.path
        environment["DESTDIR"] = nil
        let install = run(root.appendingPathComponent("scripts/install.sh").path, ["--prefix", prefix.path],
                          environment: environment, timeout: 900)
        guard install.status == 0 else { throw Failure("scripts/install.sh failed: \(install.output)") }
        return environment
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

    func testCListExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exerciseLibraryExample(ExampleRun(command: installed.examples.appendingPathComponent("list").path, arguments: [],
                                              title: "ShyBar C list example", prefix: installed.prefix), keys: .list)
    }

    func testCTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: installed.examples.appendingPathComponent("text").path, arguments: [],
                                title: "ShyBar C text example", prefix: installed.prefix), keys: true)
    }

    func testPythonListExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exerciseLibraryExample(ExampleRun(command: "/usr/bin/python3",
                                              arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path],
                                              title: "ShyBar Python example", prefix: installed.prefix), keys: .list)
    }

    func testPythonTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let installed = try requireInstalled()
        try exercise(ExampleRun(command: "/usr/bin/python3",
                                arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path, "--text"],
                                title: "ShyBar Python example", prefix: installed.prefix), keys: true)
    }

    // MARK: - Focus never under the header (FocusWalk, docs/accessibility.md)

    /// Rows down and up (by arrows, and by Tab and Shift+Tab, which a GtkListView of rows
    /// without focusable children takes from row to row) near the top, where the header rides,
    /// and up to the first row; pages down, rows both ways in the middle; the end, and out of
    /// the list each way into the header (its search button and entry): Tab from the last row
    /// and Shift+Tab from the first go round into it, which must be fully shown while it has the
    /// focus, and a third Tab or Shift+Tab takes the focus back into the list (GTK 4.8 gives it
    /// back to the row that had it; GTK 4.18 enters a list backwards at its last row, so Home
    /// takes it to the first); rows and pages back up from the end, the start, and rows down
    /// and up again. Every key moves the focus, but Home on GTK 4.8.
    static let focusPlan = "Down*30,Up*40,Page_Down*3,Down*30,Tab*10,Up*30,shift+Tab*10,Page_Down*2,Down*20,Up*20,"
        + "Page_Up*2,ctrl+End,Tab*3,Up*30,Down*10,Page_Up*3,Up*10,ctrl+Home,shift+Tab*3,Home,Down*30,Up*20,Down*4"
    /// The keys of one pass of `focusPlan` that take the focus into the header.
    static let focusPlanHeaderKeys = 2 * 2
    /// The focus moves each way that each behaviour's walk of the Python list must make: with
    /// the three behaviours the example takes hundreds each way.
    static let listMovesEachWay = 120
    /// The same for a walk of `shortListPlan`.
    static let shortListMovesEachWay = 30
    /// A text view's cursor, by lines and pages: down and up near the top (the header rides),
    /// up to the first line (where it settles, and one Up more that moves nothing), lines down,
    /// pages to the middle, lines both ways, the end, lines and pages back up, lines down and
    /// up, the start, and lines down and up again. The walk reads the cursor line from
    /// outside: AT-SPI's caret offset and that character's extents.
    static let textPlan = "Down*8,Up*20,Down*40,Page_Down*3,Up*40,Down*40,Page_Down*2,Down*30,ctrl+End,Up*60,Page_Up*3,"
        + "Down*30,Up*40,Page_Up*2,ctrl+Home,Down*60,Up*55"

    func testCTextExampleKeepsTheCursorLineInSight() throws {
        let installed = try requireInstalled()
        try walkFocus(ExampleRun(command: installed.examples.appendingPathComponent("text").path, arguments: [],
                                 title: "ShyBar C text example", prefix: installed.prefix),
                      covers: 1, what: "C text view", plan: Self.textPlan)
    }

    /// The Python list with each behaviour: the whole plan with quick return (its header
    /// rides on the rows), a shorter one with the other two, which share the guard and differ
    /// only in what covers the rows (near the top both ways, into the header and back, pages,
    /// the end and the start).
    static let shortListPlan = "Down*20,Up*25,Page_Down*3,Down*10,Up*10,Page_Up*2,ctrl+End,Tab*3,Up*12,ctrl+Home,"
        + "shift+Tab*3,Home,Down*12,Up*8"
    /// The keys of `shortListPlan` that take the focus into the header.
    static let shortListPlanHeaderKeys = 2 * 2

    func testPythonListExampleKeepsFocusInSightWithEachBehaviour() throws {
        let installed = try requireInstalled()
        var down = 0, up = 0
        for (behavior, covers, whole) in [("quick-return", 1, true), ("background", 1, false), ("sticky", 2, false)] {
            let walk = try walkFocus(ExampleRun(command: "/usr/bin/python3",
                                                arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path,
                                                            "--behavior", behavior],
                                                title: "ShyBar Python example", prefix: installed.prefix),
                                     covers: covers, what: "Python list, \(behavior)",
                                     plan: whole ? Self.focusPlan : Self.shortListPlan,
                                     header: whole ? Self.focusPlanHeaderKeys : Self.shortListPlanHeaderKeys,
                                     moves: whole ? Self.listMovesEachWay : Self.shortListMovesEachWay)
            down += walk.moved.down
            up += walk.moved.up
        }
        XCTAssertGreaterThanOrEqual(min(down, up), FocusWalk.movesEachWay,
                                    "the Python list's walks moved the focus \(down) times down and \(up) up")
    }

    /// The cursor guard is the library's, walked in full on the C text view; here, a shorter
    /// walk (near the top both ways, pages, the end and the start) proves the text view a
    /// Python program builds through the typelib gets it too.
    static let shortTextPlan = "Down*8,Up*20,Down*30,Page_Down*2,ctrl+End,Up*30,Page_Up*2,ctrl+Home,Down*20,Up*20"

    func testPythonTextExampleKeepsTheCursorLineInSight() throws {
        let installed = try requireInstalled()
        try walkFocus(ExampleRun(command: "/usr/bin/python3",
                                 arguments: [Self.root.appendingPathComponent("examples/python/header_view.py").path, "--text"],
                                 title: "ShyBar Python example", prefix: installed.prefix),
                      covers: 1, what: "Python text view", plan: Self.shortTextPlan, moves: 40)
    }

    @discardableResult
    private func walkFocus(_ example: LibraryExampleRun, covers: Int, what: String? = nil,
                           plan pass: String = focusPlan, passes: Int = 1, header: Int = 0,
                           moves: Int = FocusWalk.movesEachWay) throws -> FocusWalk {
        try ShybarWindowSession.requireDisplay()
        example.accessible = true
        try example.start()
        defer { example.stop() }
        let window = try example.window()
        // A real click puts the focus on a row low in the view.
        Self.xdotool(["mousemove", "--window", window, "240", "560"])
        Self.xdotool(["click", "1"])
        let plan = "Down," + FocusWalk.repeated(pass, times: passes)
        let walk = try FocusWalk.run(pid: example.process.processIdentifier, page: "-", app: "-", plan: plan)
        let allPasses = (FocusWalk.keyCount(plan) - 1) / FocusWalk.keyCount(pass)
        walk.check(what ?? example.title, plan: plan, covers: covers, header: header * allPasses, moves: moves)
        return walk
    }

    // MARK: - Driving an example (LibraryExampleRun.swift)

    private typealias ExampleRun = LibraryExampleRun

    private func exercise(_ example: LibraryExampleRun, keys: Bool) throws {
        try exerciseLibraryExample(example, keys: keys ? .textView : nil)
    }

    // MARK: - Helpers

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
}
