import Foundation
import XCTest

/// The translations: the real `shybar` speaks Traditional and Simplified Chinese when asked
/// (`LANGUAGE=zh_TW`), English otherwise, and `shybar replay` always English; every string
/// of the app is extracted into po/shybar.pot and translated in both po files.
final class LocalizationTests: XCTestCase {
    static let root = ShybarProcess.packageRoot

    /// Compiles po/*.po into .build/locale (where a checkout's shybar finds them), once.
    nonisolated(unsafe) static var compiled: Result<Void, ToolFailure>?

    struct ToolFailure: Error, CustomStringConvertible { var description: String }

    override func setUpWithError() throws {
        if Self.compiled == nil {
            let result = runTool(Self.root.appendingPathComponent("scripts/build-locale.sh").path, [])
            Self.compiled = result.status == 0 ? .success(()) : .failure(ToolFailure(description: "scripts/build-locale.sh failed: \(result.stderr)"))
        }
        try Self.compiled?.get()
    }

    /// The environment of a run from the checkout in `language`, without any display (so
    /// the app stops at its first, translated, error).
    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "SHYBAR_LOCALE_DIR"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        environment["DISPLAY"] = "shybar-no-such-host:7"
        // The checkout's data directory: its .build/locale holds the compiled catalogs.
        environment["SHYBAR_DATA_DIR"] = Self.root.appendingPathComponent("data").path
        return environment.merging(extra) { $1 }
    }

    func testTraditionalChineseCatalogIsUsed() throws {
        let result = try ShybarProcess.run([], environment: environment(["LANGUAGE": "zh_TW"]))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "shybar: 無法開啟顯示 shybar-no-such-host:7\n")
    }

    func testSimplifiedChineseCatalogIsUsed() throws {
        let result = try ShybarProcess.run([], environment: environment(["LANGUAGE": "zh_CN:zh_TW"]))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "shybar: 无法打开显示 shybar-no-such-host:7\n")
    }

    /// `LANGUAGE` alone is enough: gettext would ignore it in the "C" locale that an unset
    /// `LANG` gives, and the app then uses the language's own UTF-8 locale for its messages
    /// when it is installed, else C.UTF-8 (where glibc before 2.41 reads `LANGUAGE`).
    func testLanguageWithoutAnyLocaleStillTranslates() throws {
        var environment = environment(["LANGUAGE": "zh_TW"])
        environment["LANG"] = nil
        let result = try ShybarProcess.run([], environment: environment)
        XCTAssertEqual(result.stderr, "shybar: 無法開啟顯示 shybar-no-such-host:7\n")
    }

    /// An explicit C locale and no LANGUAGE both stay English.
    func testEnglishWhenAsked() throws {
        for extra in [["LANG": "C", "LANGUAGE": "zh_TW"], ["LC_ALL": "C", "LANGUAGE": "zh_TW"], [:]] {
            let result = try ShybarProcess.run([], environment: environment(extra))
            XCTAssertEqual(result.stderr, "shybar: cannot open display shybar-no-such-host:7\n", "\(extra)")
        }
    }

    /// `shybar replay` is a tool whose output other tools read: never translated.
    func testReplayStaysEnglish() throws {
        let trace = Self.root.appendingPathComponent("examples/traces/quick-return-search-header.jsonl").path
        let english = try ShybarProcess.run(["replay", "--behavior", "quick-return", trace], environment: environment([:]))
        let chinese = try ShybarProcess.run(["replay", "--behavior", "quick-return", trace],
                                            environment: environment(["LANGUAGE": "zh_TW"]))
        XCTAssertEqual(english.status, 0)
        XCTAssertEqual(chinese.stdout, english.stdout)
        let bad = try ShybarProcess.run(["replay", "--behavior", "nope", trace], environment: environment(["LANGUAGE": "zh_TW"]))
        XCTAssertEqual(bad.status, 2)
        XCTAssertFalse(bad.stderr.unicodeScalars.contains { $0.value > 0x2E80 }, bad.stderr)
    }

    /// Every msgid of po/shybar.pot has a translation in both languages, no fuzzy entry, and
    /// every format directive matches (msgfmt --check).
    func testEveryStringIsTranslated() throws {
        for language in ["zh_CN", "zh_TW"] {
            let po = Self.root.appendingPathComponent("po/\(language).po").path
            let result = runTool("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", po])
            XCTAssertEqual(result.status, 0, "\(language): \(result.stderr)")
            // "31 translated messages." — with ", N fuzzy translations" or ", N untranslated
            // messages" when anything is missing.
            XCTAssertTrue(result.stderr.range(of: #"^\d+ translated messages?\.\n$"#, options: .regularExpression) != nil,
                          "\(language): \(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
            // The .po knows every msgid of the .pot (msgmerge ran after the last extraction).
            let pot = Self.root.appendingPathComponent("po/shybar.pot").path
            let compared = runTool("/usr/bin/msgcmp", ["--use-untranslated", po, pot])
            XCTAssertEqual(compared.status, 0, "\(language) lacks msgids of po/shybar.pot: \(compared.stderr)")
        }
    }

    /// po/shybar.pot holds exactly the tr() strings of the sources (scripts/update-po.sh
    /// --check extracts them again and compares the messages, not their line numbers).
    func testTemplateIsUpToDate() throws {
        let result = runTool(Self.root.appendingPathComponent("scripts/update-po.sh").path, ["--check"])
        XCTAssertEqual(result.status, 0, "run scripts/update-po.sh and translate the new strings:\n\(result.stdout)\(result.stderr)")
    }

    /// The window itself: under LANGUAGE=zh_TW, AT-SPI shows translated names and the
    /// search entry's placeholder (its accessible description) in Traditional Chinese.
    func testWindowIsTranslated() throws {
        try ShybarWindowSession.requireDisplay()
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "SHYBAR_LOCALE_DIR"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        environment["LANGUAGE"] = "zh_TW"
        environment["SHYBAR_DATA_DIR"] = Self.root.appendingPathComponent("data").path
        environment["NO_AT_BRIDGE"] = "0"
        environment["GTK_A11Y"] = "atspi"
        // Its own home and settings: nothing read from or written to the person's.
        let home = try PrivateHome()
        addTeardownBlock { home.remove() }
        home.apply(to: &environment)
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        let app = Process()
        app.executableURL = ShybarProcess.binary
        app.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-l10n-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let logHandle = try FileHandle(forWritingTo: log)
        app.standardOutput = logHandle
        app.standardError = logHandle
        try app.run()
        defer { if app.isRunning { app.terminate(); app.waitUntilExit() } }

        // Names AT-SPI shows for the app's widgets, as one line each, from a walk of the whole
        // tree: any error on the way fails the probe (exit 4, the error on stderr), since the
        // part it could not read might hold an untranslated name.
        let probe = """
        import sys, pyatspi
        pid = int(sys.argv[1])
        desktop = pyatspi.Registry.getDesktop(0)
        names = []
        def walk(obj, depth):
            if obj is None: raise RuntimeError("an empty child slot")
            if depth > 60: raise RuntimeError("deeper than 60 levels")
            if obj.name: names.append(obj.name)
            if obj.description: names.append(obj.description)
            for i in range(obj.childCount): walk(obj.getChildAtIndex(i), depth + 1)
        app = None
        for i in range(desktop.childCount):
            try:
                child = desktop.getChildAtIndex(i)
                if child is not None and child.get_process_id() == pid: app = child
            except Exception: pass          # another app on the bus, dead or blocked
        if app is None: sys.exit(3)
        try:
            walk(app, 0)
        except Exception as error:
            print("walk failed: %s" % error, file=sys.stderr)
            sys.exit(4)
        print("\\n".join(names))
        """
        let wanted: Set = ["標題列", "搜尋", "篩選"]
        var names: Set<String> = []
        var lastProblem = "no probe ran"
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, app.isRunning, !wanted.isSubset(of: names) {
            let result = runTool("/usr/bin/python3", ["-c", probe, "\(app.processIdentifier)"], timeout: 10)
            if result.status == 0 {
                names = Set(result.stdout.split(separator: "\n").map(String.init))
                lastProblem = "AT-SPI names lack \(wanted.subtracting(names).sorted()); seen: \(names.sorted().prefix(40))"
            } else {
                names = []
                lastProblem = "the AT-SPI probe failed (exit status \(result.status)): \(result.stderr)"
            }
            if !wanted.isSubset(of: names) { Thread.sleep(forTimeInterval: 0.3) }
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        XCTAssertTrue(app.isRunning, "shybar exited: \(output)")
        // Only a complete walk fills `names`: the check below cannot pass on a partial tree.
        guard wanted.isSubset(of: names) else { return XCTFail(lastProblem) }
        XCTAssertFalse(names.contains("Header"), "an untranslated Header is left")
        XCTAssertFalse(output.contains("warning"), output)
    }
}

/// Runs a tool with a hard timeout (coreutils `timeout`), in `directory` when given.
func runTool(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
             directory: URL? = nil, timeout: Double = 60) -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-k", "2", String(timeout), executable] + arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-tool-\(UUID().uuidString)")
    let outURL = scratch.appendingPathExtension("out"), errURL = scratch.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    do {
        // Through files: neither side can block on a full pipe.
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    } catch {
        return (-1, "", "cannot run \(executable): \(error)")
    }
    return (process.terminationStatus,
            (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
}
