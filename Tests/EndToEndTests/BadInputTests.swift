import Foundation
import XCTest

/// Every bad input the app and `shybar replay` can get that no other test covers (issue 6,
/// docs/reliability.md's "every bad input" table lists all rows and which test covers each): each gives one clear
/// message naming what and where, and either the documented exit status or a visible
/// fallback with the window still running — never a crash.
///
/// GUI cases start the real app on the current X display with `SHYBAR_DATA_DIR` pointing at
/// a copy of `data/` with one file broken, wait two seconds, check it still runs and what it
/// printed, and stop it. Where a case promises a fallback (the defaults, no style, the
/// built-in item), the window is read through AT-SPI to see that fallback on screen.
final class BadInputTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    // MARK: - Helpers

    struct NoDisplay: Error, CustomStringConvertible { let description: String }

    struct Launch {
        /// Whether the app was still running after the wait (it is stopped afterwards).
        var stillRunning: Bool
        /// Its exit status when it had stopped by itself.
        var status: Int32?
        /// Whether it died of a signal (a crash) rather than exiting.
        var crashed: Bool
        /// What it printed on standard error, without GTK's own log lines.
        var stderr: String
        /// Our lines: those starting with `shybar:`.
        var ourLines: [Substring] { stderr.split(separator: "\n").filter { $0.hasPrefix("shybar:") } }
    }

    /// A copy of `data/`, changed by `breakIt`.
    private func dataDirectory(_ breakIt: (URL) throws -> Void) throws -> URL {
        let directory = scratch.appendingPathComponent("data")
        try FileManager.default.copyItem(at: ShybarProcess.packageRoot.appendingPathComponent("data"), to: directory)
        try breakIt(directory)
        return directory
    }

    /// Starts the GUI with `arguments` and `SHYBAR_DATA_DIR=dataDirectory`, waits `seconds`,
    /// and stops it if it still runs.
    private func launch(_ arguments: [String] = [], dataDirectory: String?, seconds: Double = 2,
                        environment extra: [String: String] = [:]) throws -> Launch {
        var environment = ProcessInfo.processInfo.environment
        guard let display = environment["DISPLAY"], !display.isEmpty else {
            throw NoDisplay(description: "DISPLAY is not set: these tests start the window; run them under xvfb-run (scripts/test.sh)")
        }
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["SHYBAR_DATA_DIR"] = dataDirectory
        for (key, value) in extra { environment[key] = value }

        let errorURL = scratch.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: errorURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = ShybarProcess.binary
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        let stillRunning = process.isRunning
        if stillRunning { process.terminate() }
        process.waitUntilExit()
        let stderr = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
        return Launch(stillRunning: stillRunning,
                      status: stillRunning ? nil : process.terminationStatus,
                      crashed: !stillRunning && process.terminationReason == .uncaughtSignal,
                      stderr: stderr)
    }

    /// Asserts a visible fallback: the window kept running, and our only message is one
    /// warning line containing each of `expected`.
    private func assertFallsBack(_ launch: Launch, _ expected: [String], _ context: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(launch.crashed, "\(context): crashed: \(launch.stderr.prefix(600))", file: file, line: line)
        XCTAssertTrue(launch.stillRunning, "\(context): stopped with status \(launch.status ?? 0): \(launch.stderr.prefix(600))", file: file, line: line)
        XCTAssertEqual(launch.ourLines.count, 1, "\(context): one warning line, got: \(launch.stderr.prefix(600))", file: file, line: line)
        for text in expected {
            XCTAssertTrue(launch.stderr.contains(text), "\(context): expected \"\(text)\" in: \(launch.stderr.prefix(600))", file: file, line: line)
        }
    }

    /// What a person sees of a fallback: the real window, started with `SHYBAR_DATA_DIR`
    /// set to `dataDirectory`, read through AT-SPI once its quick-return page shows rows.
    struct Seen {
        /// Our lines (`shybar: …`) printed by the time the rows showed.
        var ourLines: [Substring]
        var log: String
        var stillRunning: Bool
        /// The labels of the rows on screen, top to bottom.
        var rows: [AXSnapshot.Row]
        /// Row labels that are item titles of the repository's data/catalog.json.
        var catalogTitles: [String] { rows.map(\.name).filter { Self.shippedTitles.contains($0) } }
        /// Row labels that are the built-in item's title.
        var builtInTitles: [String] { rows.map(\.name).filter { $0 == "Road bike, 54 cm" } }
        /// The distance between the tops of the first two item titles on screen: the row
        /// pitch, which style.css sets (8 px padding above and below, a 1 px line).
        var rowPitch: Int? {
            let titles = rows.filter { $0.name == "Road bike, 54 cm" || Self.shippedTitles.contains($0.name) }
            guard titles.count >= 2 else { return nil }
            return titles[1].y - titles[0].y
        }
        static let shippedTitles: Set<String> = {
            let url = ShybarProcess.packageRoot.appendingPathComponent("data/catalog.json")
            let items = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [[String: Any]] ?? []
            return Set(items.compactMap { $0["title"] as? String })
        }()
        var summary: String { "rows: " + rows.prefix(9).map { "\($0.name)@\($0.y)" }.joined(separator: ", ") }
        /// As a `Launch`, for `assertFallsBack` (the log holds standard error).
        var launch: Launch { Launch(stillRunning: stillRunning, status: nil, crashed: false, stderr: log) }
    }

    /// The repository's data/ as the window shows it: the styled reference, looked at once.
    nonisolated(unsafe) private static var styledReference: Seen?
    private func styled() throws -> Seen {
        if let seen = Self.styledReference { return seen }
        let seen = try look(dataDirectory: ShybarProcess.packageRoot.appendingPathComponent("data").path)
        Self.styledReference = seen
        return seen
    }

    private func look(dataDirectory: String, file: StaticString = #filePath, line: UInt = #line) throws -> Seen {
        try ShybarWindowSession.requireDisplay()
        let page = ShybarWindowTestCase.quickReturn
        let testName = String((name.split(separator: ".").last ?? "test").filter { $0.isLetter || $0.isNumber })
        let session = try ShybarWindowSession(arguments: ["--page", "quick-return"], page: page, testName: testName,
                                              environment: ["SHYBAR_DATA_DIR": dataDirectory])
        defer { session.terminate() }
        // Three item titles on screen: the list is populated past its first rows.
        let snapshot = session.waitFor("item rows on the quick-return page", timeout: 20, rows: true, file: file, line: line) {
            $0.visibleRows(page: page).filter { $0.name == "Road bike, 54 cm" || Seen.shippedTitles.contains($0.name) }.count >= 3
        }
        let log = session.log
        return Seen(ourLines: log.split(separator: "\n").filter { $0.hasPrefix("shybar:") }, log: log,
                    stillRunning: session.isRunning,
                    rows: (snapshot?.visibleRows(page: page) ?? []).sorted { ($0.y, $0.x) < ($1.y, $1.x) })
    }

    // MARK: - Data directory

    func testAMissingDataDirectoryOverrideIsNamedAndTheDefaultsAreUsed() throws {
        // The defaults: the data directory found next to the binary, so the shipped catalog
        // (several items, not the built-in one) and the shipped style (its row pitch).
        let seen = try look(dataDirectory: "/nonexistent/shybar-data")
        assertFallsBack(seen.launch, ["SHYBAR_DATA_DIR /nonexistent/shybar-data does not exist"], "missing SHYBAR_DATA_DIR")
        XCTAssertGreaterThanOrEqual(Set(seen.catalogTitles).count, 2, "the shipped catalog's items are not shown: \(seen.summary)")
        XCTAssertEqual(seen.builtInTitles, [], "the built-in item is shown instead of the shipped catalog: \(seen.summary)")
        let styled = try styled()
        XCTAssertNotNil(seen.rowPitch, seen.summary)
        XCTAssertEqual(seen.rowPitch, styled.rowPitch, "rows not styled as with data/ itself: \(seen.summary) vs \(styled.summary)")
    }

    func testADataDirectoryOverrideThatIsAFileIsNamed() throws {
        let file = scratch.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        let result = try launch(dataDirectory: file.path)
        assertFallsBack(result, ["SHYBAR_DATA_DIR \(file.path) is not a directory"], "SHYBAR_DATA_DIR is a file")
    }

    // MARK: - Style sheet

    func testAMissingStyleSheetIsNamedAndTheWindowRunsUnstyled() throws {
        let data = try dataDirectory { try FileManager.default.removeItem(at: $0.appendingPathComponent("style.css")) }
        // Unstyled: the same catalog, but rows without style.css's padding and line, so a
        // shorter pitch than the same rows styled (the repository's data/).
        let unstyled = try look(dataDirectory: data.path)
        assertFallsBack(unstyled.launch, ["style.css", "No such file or directory"], "missing style.css")
        let styled = try styled()
        XCTAssertGreaterThanOrEqual(Set(unstyled.catalogTitles).count, 2, "the catalog is still the copy's: \(unstyled.summary)")
        guard let bare = unstyled.rowPitch, let full = styled.rowPitch else {
            return XCTFail("no row pitch: unstyled \(unstyled.summary); styled \(styled.summary)")
        }
        XCTAssertGreaterThanOrEqual(full - bare, 5, "style.css pads each row (8 px above and below, in place of the "
                                    + "theme's) and draws a 1 px line: unstyled pitch \(bare), styled \(full)")
    }

    func testAStyleSheetThatIsADirectoryIsNamed() throws {
        let data = try dataDirectory {
            let css = $0.appendingPathComponent("style.css")
            try FileManager.default.removeItem(at: css)
            try FileManager.default.createDirectory(at: css, withIntermediateDirectories: false)
        }
        assertFallsBack(try launch(dataDirectory: data.path), ["style.css", "Is a directory"], "style.css is a directory")
    }

    func testABrokenStyleSheetWarnsWithItsLineAndTheWindowRuns() throws {
        let data = try dataDirectory {
            var css = Data(".shybar-header { color: red; }\n\n@@@ nonsense {{{ ;;; \n".utf8)
            css.append(contentsOf: [0xFF, 0xFE, 0x00, 0x41])
            try css.write(to: $0.appendingPathComponent("style.css"))
        }
        let result = try launch(dataDirectory: data.path)
        XCTAssertFalse(result.crashed, result.stderr)
        XCTAssertTrue(result.stillRunning, "broken style.css stopped the app: \(result.stderr.prefix(600))")
        XCTAssertFalse(result.ourLines.isEmpty, "a broken style sheet must be reported")
        for line in result.ourLines {
            XCTAssertTrue(line.hasPrefix("shybar: warning: style.css line "), "each warning names the file and line: \(line)")
        }
        XCTAssertTrue(result.stderr.contains("style.css line 3"), result.stderr)
    }

    // MARK: - Catalog

    /// One problem of each kind the window must survive: the file system's (missing), the
    /// parser's (binary junk) and an item's (a wrong type). Every problem's own sentence is
    /// checked without a window in `CatalogReadTests`.
    func testCatalogProblemsAreNamedOnOneLineAndTheBuiltInItemIsUsed() throws {
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("missing", { try FileManager.default.removeItem(at: $0) }, "catalog.json: no such file; using a built-in item"),
            ("binary junk", { try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }).write(to: $0) },
             "catalog.json: is not valid JSON; using a built-in item"),
            ("a wrong type", { try Data("[{\"title\":3,\"price\":1,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1}]".utf8).write(to: $0) },
             "catalog.json: item 1, \"title\": expected a string; using a built-in item"),
        ]
        for (name, breakIt, message) in cases {
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("data"))
            let data = try dataDirectory { try breakIt($0.appendingPathComponent("catalog.json")) }
            // The window is read through AT-SPI: the built-in item, repeated down the list,
            // and nothing of the shipped catalog.
            let seen = try look(dataDirectory: data.path)
            assertFallsBack(seen.launch, [data.path + "/" + message], "catalog \(name)")
            XCTAssertGreaterThanOrEqual(seen.builtInTitles.count, 2, "catalog \(name): the built-in item is not repeated down the list: \(seen.summary)")
            XCTAssertEqual(seen.catalogTitles, [], "catalog \(name): items of a catalog that was refused: \(seen.summary)")
        }
    }

    /// A price beyond `Int.max` used to trap in `Int(price)` when the row was shown.
    func testAHugeCatalogPriceDoesNotCrash() throws {
        let data = try dataDirectory {
            try Data("[{\"title\":\"Gold bike\",\"price\":1e300,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1},{\"title\":\"Big bike\",\"price\":9.3e18,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":2}]".utf8)
                .write(to: $0.appendingPathComponent("catalog.json"))
        }
        for page in ["quick-return", "background", "sticky"] {
            let result = try launch(["--page", page], dataDirectory: data.path)
            XCTAssertFalse(result.crashed, "\(page): \(result.stderr.prefix(600))")
            XCTAssertTrue(result.stillRunning, "\(page): \(result.stderr.prefix(600))")
            XCTAssertEqual(result.ourLines, [], page)
        }
    }

    // MARK: - Command line and display

    /// `--rows=` and `--page=` with an empty value must not take the next argument (or
    /// nothing) as their value.
    func testAnEmptyInlineValueIsAnError() throws {
        // Started like the GUI cases: if the value were taken, the window would open and stay.
        for arguments in [["--rows=", "5"], ["--page=", "sticky"], ["--rows="]] {
            let result = try launch(arguments, dataDirectory: nil)
            XCTAssertFalse(result.stillRunning, "\(arguments): the window opened instead of an error")
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.ourLines.count, 1, "\(arguments): \(result.stderr)")
        }
    }

    func testBadRowCountsNameTheValue() throws {
        for value in ["-1", "abc", "100000001", "1e3", ""] {
            let result = try ShybarProcess.run(["--rows", value])
            XCTAssertEqual(result.status, 2, "--rows \(value): \(result.stderr)")
            XCTAssertEqual(result.stderr, "shybar: --rows needs a whole number from 0 to 100000000, not '\(value)'\n")
        }
        let missing = try ShybarProcess.run(["--rows"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "shybar: --rows needs a value\n")
    }

    func testADisplayThatCannotBeOpenedIsNamed() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":987"
        environment["WAYLAND_DISPLAY"] = nil
        environment["GDK_BACKEND"] = nil
        let result = try ShybarProcess.run([], environment: environment)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "shybar: cannot open display :987\n")
    }

    // MARK: - Replay output

    /// Output that cannot be written (a full disk) must be an error, not a silent success.
    func testReplayOutputThatCannotBeWrittenIsAnError() throws {
        let trace = ShybarProcess.packageRoot.appendingPathComponent("examples/traces/sticky-toolbar.jsonl")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: errorURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? errorHandle.close() }
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let process = Process()
        process.executableURL = ShybarProcess.binary
        process.arguments = ["replay", "--behavior", "sticky", trace.path]
        process.standardOutput = full
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .exit, stderr)
        XCTAssertEqual(process.terminationStatus, 1, "writing to a full disk must fail: \(stderr)")
        XCTAssertTrue(stderr.contains("shybar replay: cannot write standard output"), stderr)
    }
}
