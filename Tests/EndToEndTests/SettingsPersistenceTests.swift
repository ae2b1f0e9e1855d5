import Foundation
import XCTest

/// The real `shybar` window with a private home (its `XDG_CONFIG_HOME` in a temporary
/// directory): settings survive a restart, and a corrupt, unreadable or unwritable settings
/// file gives a warning naming the file (and line), the defaults, and a backup — never a
/// silent overwrite.
final class SettingsPersistenceTests: XCTestCase, @unchecked Sendable {
    var privateHome: PrivateHome?
    /// The app's `XDG_CONFIG_HOME`.
    var home = ""
    var settingsPath: String { home + "/shybar/settings.ini" }

    override func setUpWithError() throws {
        try ShybarWindowSession.requireDisplay()
        let privateHome = try PrivateHome()
        self.privateHome = privateHome
        home = privateHome.config.path
        try FileManager.default.createDirectory(atPath: home + "/shybar", withIntermediateDirectories: true)
    }

    override func tearDown() {
        privateHome?.remove()
        privateHome = nil
    }

    struct Run {
        var status: Int32
        var log: String
    }

    /// Starts shybar, waits for its window, sends each key chord (xdotool names) in turn,
    /// then Ctrl+Q, and waits for it to exit.
    func runApp(keys: [String] = [], arguments: [String] = []) throws -> Run {
        let process = Process()
        process.executableURL = ShybarProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        privateHome?.apply(to: &environment)
        environment["XDG_CONFIG_HOME"] = home
        if environment["GSK_RENDERER"] == nil { environment["GSK_RENDERER"] = "cairo" }
        process.environment = environment
        let logURL = (privateHome?.root ?? URL(fileURLWithPath: home)).appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var window = ""
        let deadline = Date().addingTimeInterval(15)
        while window.isEmpty, Date() < deadline, process.isRunning {
            window = ShybarWindowSession.command("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid",
                                                                      "\(process.processIdentifier)", "--class", "shybar"])
                .text.split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        }
        XCTAssertFalse(window.isEmpty, "no shybar window")
        ShybarWindowSession.command("/usr/bin/xdotool", ["windowfocus", "--sync", window], timeout: 5)
        let focused = ShybarWindowSession.command("/usr/bin/xdotool", ["getwindowfocus"]).text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard focused == window else {
            XCTFail("the shybar window \(window) did not take the keyboard (X focus on \(focused))")
            return Run(status: -1, log: "")
        }
        // Each key once the window has drawn what the one before did (the first: once it has
        // drawn itself): its pixels unchanged for 450 ms. Ctrl+Q, last, closes it.
        func waitForRest(_ what: String) -> Bool {
            // Without the scrollbar's column: it fades out a while after a page shows.
            guard let rect = ShybarWindowSession.windowRect(of: window) else {
                XCTFail("no geometry of the shybar window \(window) \(what)")
                return false
            }
            if let seen = ShybarWindowSession.waitForStillPixels(rect, timeout: 10) {
                XCTFail("the shybar window was not at rest \(what): \(seen)")
                return false
            }
            return true
        }
        guard waitForRest("after start-up") else { return Run(status: -1, log: "") }
        for chord in keys {
            ShybarWindowSession.command("/usr/bin/xdotool", ["key", "--clearmodifiers", chord])
            guard waitForRest("after \(chord)") else { return Run(status: -1, log: "") }
        }
        ShybarWindowSession.command("/usr/bin/xdotool", ["key", "--clearmodifiers", "ctrl+q"])
        let exitDeadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < exitDeadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(process.isRunning, "Ctrl+Q did not quit")
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try log.close()
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, log: text)
    }

    func settingsText() -> String { (try? String(contentsOfFile: settingsPath, encoding: .utf8)) ?? "" }

    func backups() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home + "/shybar")) ?? []).filter { $0.contains(".corrupt-") }
    }

    func testPageOptionsAndPanelSurviveARestart() throws {
        try "[window]\npage=sticky\npanel=true\n\n[quick-return]\ntolerance-up=20\nreveal=follow\n"
            .write(toFile: settingsPath, atomically: true, encoding: .utf8)
        let first = try runApp()
        XCTAssertEqual(first.status, 0)
        XCTAssertFalse(first.log.contains("settings.ini"), "no warning for a valid file: \(first.log)")
        var text = settingsText()
        XCTAssertTrue(text.contains("page=sticky"), text)
        XCTAssertTrue(text.contains("panel=true"), text)
        XCTAssertTrue(text.contains("tolerance-up=20"), text)
        XCTAssertTrue(text.contains("reveal=follow"), text)
        XCTAssertTrue(backups().isEmpty)

        // Ctrl+2 shows the background page, F9 hides the panel; both are remembered.
        _ = try runApp(keys: ["ctrl+2", "F9"])
        text = settingsText()
        XCTAssertTrue(text.contains("page=background"), text)
        XCTAssertTrue(text.contains("panel=false"), text)
        XCTAssertTrue(text.contains("tolerance-up=20"), "options of other pages are kept: \(text)")
    }

    /// The accessibility choices, as a person saved them: the app reads them without a
    /// warning and writes them back as they were when it quits.
    func testAlwaysShowHeadersAndReducedMotionSurviveARestart() throws {
        try "[window]\npage=quick-return\nreduced-motion=true\nalways-show-headers=true\n"
            .write(toFile: settingsPath, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let run = try runApp(keys: ["ctrl+2", "ctrl+1"])
            XCTAssertEqual(run.status, 0)
            XCTAssertFalse(run.log.contains("settings.ini"), "no warning for a valid file: \(run.log)")
            let text = settingsText()
            XCTAssertTrue(text.contains("always-show-headers=true"), text)
            XCTAssertTrue(text.contains("reduced-motion=true"), text)
        }
        XCTAssertTrue(backups().isEmpty)
    }

    func testCorruptFileWarnsWithFileAndLineAndIsKept() throws {
        let original = "[window]\npage=sticky\n<<<<<<< merge conflict\n"
        try original.write(toFile: settingsPath, atomically: true, encoding: .utf8)
        let run = try runApp()
        XCTAssertEqual(run.status, 0)
        let warning = run.log.split(separator: "\n").first { $0.hasPrefix("shybar: warning:") && $0.contains("settings.ini") }
        XCTAssertNotNil(warning, run.log)
        XCTAssertTrue(warning?.contains(settingsPath + " line 3") == true, String(warning ?? ""))
        let kept = backups()
        XCTAssertEqual(kept.count, 1, "one backup")
        XCTAssertEqual(try String(contentsOfFile: home + "/shybar/" + kept[0], encoding: .utf8), original)
        XCTAssertTrue(settingsText().contains("page=quick-return"), "defaults were used and saved fresh")
    }

    func testBadValueWarnsWithItsLineAndKeepsTheOtherValues() throws {
        try "[window]\npage=sticky\n[quick-return]\ntolerance-up=lots\nreveal=follow\n"
            .write(toFile: settingsPath, atomically: true, encoding: .utf8)
        let run = try runApp()
        XCTAssertTrue(run.log.contains(settingsPath + " line 4"), run.log)
        XCTAssertEqual(backups().count, 1, "the file as written is kept before it is rewritten")
        let text = settingsText()
        XCTAssertTrue(text.contains("page=sticky") && text.contains("reveal=follow") && text.contains("tolerance-up=8"), text)
    }

    func testUnreadableFileWarnsAndIsMovedAside() throws {
        try FileManager.default.createDirectory(atPath: settingsPath, withIntermediateDirectories: false)
        let run = try runApp()
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.log.contains("shybar: warning:") && run.log.contains("settings.ini"), run.log)
        XCTAssertEqual(backups().count, 1)
    }

    func testUnwritableConfigDirectoryWarnsOnSave() throws {
        try FileManager.default.removeItem(atPath: home + "/shybar")
        try "a file where the directory should be".write(toFile: home + "/shybar", atomically: true, encoding: .utf8)
        let run = try runApp(keys: ["ctrl+3"])
        XCTAssertEqual(run.status, 0, run.log)
        XCTAssertTrue(run.log.contains("Cannot save settings") && run.log.contains(home + "/shybar"), run.log)
        XCTAssertEqual(try String(contentsOfFile: home + "/shybar", encoding: .utf8), "a file where the directory should be")
    }
}
