import Foundation
import XCTest

/// The desktop citizen: the desktop file and the AppStream metainfo pass their validators,
/// and `scripts/install.sh` into a fresh prefix gives a `shybar` that finds its data and
/// translations there (run from elsewhere, with nothing pointing at the checkout).
final class DesktopIntegrationTests: XCTestCase {
    static let root = ShybarProcess.packageRoot
    static let id = "io.github.shybar.ShyBar"

    func testDesktopFileValidates() throws {
        let result = runTool("/usr/bin/desktop-file-validate", [Self.root.appendingPathComponent("data/\(Self.id).desktop").path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout + result.stderr, "", "desktop-file-validate has hints or warnings")
    }

    func testMetainfoValidates() throws {
        let result = runTool("/usr/bin/appstreamcli", ["validate", "--no-net",
                                                        Self.root.appendingPathComponent("data/\(Self.id).metainfo.xml").path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // Its screenshots are the repository's (under the placeholder base URL).
        let metainfo = try String(contentsOf: Self.root.appendingPathComponent("data/\(Self.id).metainfo.xml"), encoding: .utf8)
        for match in metainfo.matches(of: /<image[^>]*>https:\/\/example\.org\/shybar\/([^<]+)<\/image>/) {
            let path = String(match.1)
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                          "metainfo screenshot \(path) is not in the repository")
        }
    }

    func testIconIsAnSVG() throws {
        let icon = try String(contentsOf: Self.root.appendingPathComponent("data/icons/hicolor/scalable/apps/\(Self.id).svg"),
                              encoding: .utf8)
        XCTAssertTrue(icon.contains("<svg") && icon.contains("viewBox=\"0 0 128 128\""))
    }

    /// A clean environment for the installed app: no variable leads it to the checkout, and
    /// it runs in an empty directory (so no ./data fallback).
    func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["SHYBAR_DATA_DIR", "SHYBAR_LOCALE_DIR", "LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment.merging(extra) { $1 }
    }

    func testInstallPutsEverythingInPlace() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        var environment = ProcessInfo.processInfo.environment
        environment["SHYBAR_BIN"] = ShybarProcess.binary.path
        let result = runTool(Self.root.appendingPathComponent("scripts/install.sh").path, ["--prefix", prefix.path],
                             environment: environment)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let expected = ["bin/shybar", "share/shybar/style.css", "share/shybar/catalog.json",
                        "share/applications/\(Self.id).desktop", "share/metainfo/\(Self.id).metainfo.xml",
                        "share/icons/hicolor/scalable/apps/\(Self.id).svg",
                        "share/locale/zh_CN/LC_MESSAGES/shybar.mo", "share/locale/zh_TW/LC_MESSAGES/shybar.mo",
                        "share/shybar/traces/fling.jsonl", "share/shybar/traces/stop-mid-header.jsonl"]
        for path in expected {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) not installed")
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/shybar").path))
        // The installed copies still validate.
        XCTAssertEqual(runTool("/usr/bin/desktop-file-validate",
                               [prefix.appendingPathComponent("share/applications/\(Self.id).desktop").path]).status, 0)
        XCTAssertEqual(runTool("/usr/bin/appstreamcli",
                               ["validate", "--no-net", prefix.appendingPathComponent("share/metainfo/\(Self.id).metainfo.xml").path]).status, 0)
        // And uninstall removes them again.
        let removed = runTool(Self.root.appendingPathComponent("scripts/install.sh").path,
                              ["--prefix", prefix.path, "--uninstall"], environment: environment)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        for path in expected {
            XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) left behind")
        }
    }

    func testInstalledAppRunsHeadless() throws {
        let prefix = try install()
        let shybar = prefix.appendingPathComponent("bin/shybar").path
        let elsewhere = FileManager.default.temporaryDirectory
        let help = runTool(shybar, ["--help"], environment: cleanEnvironment(), directory: elsewhere)
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("shybar"), help.stdout)

        let traces = Self.root.appendingPathComponent("examples/traces")
        let arguments = try String(contentsOf: traces.appendingPathComponent("quick-return-search-header.args"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let replay = runTool(shybar, ["replay"] + arguments + [traces.appendingPathComponent("quick-return-search-header.jsonl").path],
                             environment: cleanEnvironment(), directory: elsewhere)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        // The snapshot says it is the same program as the checkout's; the rules say it is right.
        let expected = try String(contentsOf: traces.appendingPathComponent("quick-return-search-header.expected.jsonl"), encoding: .utf8)
        XCTAssertEqual(replay.stdout, expected)
        let input = try String(contentsOf: traces.appendingPathComponent("quick-return-search-header.jsonl"), encoding: .utf8)
        var coverage = TraceRules.Coverage()
        let problems = TraceRules.violations(arguments: arguments, input: input, output: replay.stdout, coverage: &coverage)
        XCTAssertEqual(problems, [], "the installed shybar breaks docs/behaviours.md:\n" + problems.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(coverage.programmaticScrolls, 0, "the trace has a programmatic jump that must not hide the header")
        XCTAssertGreaterThan(coverage.forwardUserScrolls, 0)

        // Its translations come from <prefix>/share/locale.
        let translated = runTool(shybar, [], environment: cleanEnvironment(["LANGUAGE": "zh_TW", "DISPLAY": "shybar-no-such-host:7"]),
                                 directory: elsewhere)
        XCTAssertEqual(translated.stderr, "shybar: 無法開啟顯示 shybar-no-such-host:7\n")
    }

    /// On the test's display the installed app starts, stays up and warns about nothing:
    /// it found <prefix>/share/shybar (style and catalog).
    func testInstalledAppFindsItsData() throws {
        try ShybarWindowSession.requireDisplay()
        let prefix = try install()
        let app = Process()
        app.executableURL = prefix.appendingPathComponent("bin/shybar")
        app.currentDirectoryURL = FileManager.default.temporaryDirectory
        var environment = cleanEnvironment()
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        // Its own home and settings: nothing read from or written to the person's.
        let home = try PrivateHome()
        addTeardownBlock { home.remove() }
        home.apply(to: &environment)
        app.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-installed-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        app.standardOutput = handle
        app.standardError = handle
        try app.run()
        defer { if app.isRunning { app.terminate(); app.waitUntilExit() } }
        // Up, with a window that has drawn itself and come to rest (its start-up done).
        var window = ""
        let deadline = Date().addingTimeInterval(15)
        while window.isEmpty, app.isRunning, Date() < deadline {
            let found = runTool("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(app.processIdentifier)",
                                                     "--class", "shybar"], timeout: 5)
            window = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { Thread.sleep(forTimeInterval: 0.2) }
        }
        XCTAssertFalse(window.isEmpty, "no window from the installed shybar")
        // Without the scrollbar's column, which fades on a timer of its own.
        if let rect = ShybarWindowSession.windowRect(of: window) {
            if let seen = ShybarWindowSession.waitForStillPixels(rect, timeout: 15) {
                XCTFail("the installed shybar's window never came to rest: \(seen)")
            }
        } else {
            XCTFail("no geometry of the installed shybar's window \(window)")
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        XCTAssertTrue(app.isRunning, "the installed shybar exited: \(output)")
        XCTAssertFalse(output.contains("data directory"), output)
        XCTAssertFalse(output.contains("warning"), output)
    }

    /// Installs into a temporary prefix, failing the test with the script's output if that fails.
    func install() throws -> URL {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-prefix-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: prefix) }
        var environment = ProcessInfo.processInfo.environment
        environment["SHYBAR_BIN"] = ShybarProcess.binary.path
        environment["DESTDIR"] = nil
        let result = runTool(Self.root.appendingPathComponent("scripts/install.sh").path, ["--prefix", prefix.path],
                             environment: environment)
        struct InstallFailed: Error, CustomStringConvertible { var description: String }
        guard result.status == 0 else { throw InstallFailed(description: "scripts/install.sh failed: \(result.stdout)\(result.stderr)") }
        return prefix
    }
}
