import Foundation
import XCTest

/// Headers that hold still, in the real window read over AT-SPI: the *Always show headers*
/// preference from the settings file, and a screen reader started and stopped live on this
/// test's own session bus: `ScreenReaderEnabled` of `org.a11y.Status` set directly, and the
/// desktop's screen reader switch with Orca itself running.
final class HeldHeaderWindowTests: ShybarWindowTestCase, @unchecked Sendable {
    func testAlwaysShowHeadersFromTheSettingsKeepsTheHeaderShown() throws {
        let home = try PrivateHome()
        defer { home.remove() }
        let directory = home.config.appendingPathComponent("shybar")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "[window]\npage=quick-return\nalways-show-headers=true\n"
            .write(to: directory.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn, home: home)
        app.wheel(down: true, steps: 10)
        let settled = app.waitForStable(page: Self.quickReturn, timeout: 6)
        guard let snapshot = settled else { return app.fail("no stable snapshot after the wheel") }
        XCTAssertNotEqual(snapshot.offsets?[Self.quickReturn] ?? 0, 0, "the wheel scrolled the list")
        XCTAssertTrue(isFullyShown(snapshot), "held: the header stays fully shown (\(snapshot.summary(page: Self.quickReturn)))")
    }

    func testAScreenReaderStartedLiveHoldsTheHeaderAndItsEndLetsItGo() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        try Self.setScreenReader(true)
        defer { try? Self.setScreenReader(false) }
        usleep(300_000)
        app.wheel(down: true, steps: 10)
        guard let held = app.waitForStable(page: Self.quickReturn, timeout: 6) else { return app.fail("no stable snapshot") }
        XCTAssertNotEqual(held.offsets?[Self.quickReturn] ?? 0, 0, "the wheel scrolled the list")
        XCTAssertTrue(isFullyShown(held), "with a screen reader the header stays shown (\(held.summary(page: Self.quickReturn)))")

        try Self.setScreenReader(false)
        usleep(300_000)
        app.wheel(down: true, steps: 10)
        XCTAssertNotNil(app.waitFor("the header hidden once the screen reader ended", timeout: 6, isHidden))
    }

    /// The screen reader as a person turns it on in GNOME, and Orca itself: the desktop's
    /// switch (the `screen-reader-enabled` setting, which at-spi-bus-launcher mirrors into
    /// `ScreenReaderEnabled`) turned on, Orca started as GNOME starts it, reading the window;
    /// the header stays shown under the wheel. The switch turned off, Orca quits by itself,
    /// and the header hides again.
    func testOrcaStartedByTheDesktopsSwitchHoldsTheHeader() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        try Self.setDesktopScreenReader(true)
        defer { try? Self.setDesktopScreenReader(false) }
        XCTAssertTrue(Self.waitForScreenReaderEnabled(true), "at-spi-bus-launcher did not mirror the setting into ScreenReaderEnabled")
        let orca = Process()
        orca.executableURL = URL(fileURLWithPath: "/usr/bin/orca")
        orca.arguments = ["--replace"]
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-orca-\(getpid()).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: logURL) }
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        orca.standardOutput = log
        orca.standardError = log
        orca.standardInput = FileHandle.nullDevice
        try orca.run()
        defer { if orca.isRunning { orca.terminate(); orca.waitUntilExit() } }
        usleep(1_500_000)
        guard orca.isRunning else {
            let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            return XCTFail("Orca did not keep running (exit status \(orca.terminationStatus)): \(output.suffix(400))")
        }
        app.wheel(down: true, steps: 10)
        guard let held = app.waitForStable(page: Self.quickReturn, timeout: 6) else { return app.fail("no stable snapshot") }
        XCTAssertNotEqual(held.offsets?[Self.quickReturn] ?? 0, 0, "the wheel scrolled the list")
        XCTAssertTrue(isFullyShown(held), "with Orca running the header stays shown (\(held.summary(page: Self.quickReturn)))")

        try Self.setDesktopScreenReader(false)
        let deadline = Date().addingTimeInterval(10)
        while orca.isRunning, Date() < deadline { usleep(100_000) }
        XCTAssertFalse(orca.isRunning, "Orca did not quit when the desktop's screen reader switch was turned off")
        XCTAssertTrue(Self.waitForScreenReaderEnabled(false), "ScreenReaderEnabled stayed on")
        app.wheel(down: true, steps: 10)
        XCTAssertNotNil(app.waitFor("the header hidden once Orca ended", timeout: 6, isHidden))
    }

    /// The desktop's screen reader switch (GNOME's Settings, Accessibility, Screen Reader).
    static func setDesktopScreenReader(_ on: Bool) throws {
        let result = ShybarWindowSession.command("/usr/bin/gsettings", [
            "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", on ? "true" : "false",
        ])
        guard result.status == 0 else {
            throw ShybarWindowSession.Failure("could not set org.gnome.desktop.a11y.applications screen-reader-enabled: \(result.stderr)")
        }
    }

    /// Waits up to 5 s for the session's `ScreenReaderEnabled` to read `on`.
    static func waitForScreenReaderEnabled(_ on: Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            let result = ShybarWindowSession.command("/usr/bin/gdbus", [
                "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                "--method", "org.freedesktop.DBus.Properties.Get", "org.a11y.Status", "ScreenReaderEnabled",
            ])
            if result.status == 0, result.text.contains(on ? "true" : "false") { return true }
            usleep(100_000)
        } while Date() < deadline
        return false
    }

    /// Sets `ScreenReaderEnabled` on the session's accessibility bus launcher directly.
    static func setScreenReader(_ on: Bool) throws {
        let result = ShybarWindowSession.command("/usr/bin/gdbus", [
            "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
            "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "ScreenReaderEnabled",
            on ? "<true>" : "<false>",
        ])
        guard result.status == 0 else {
            throw ShybarWindowSession.Failure("could not set ScreenReaderEnabled on the session's accessibility bus: \(result.stderr)")
        }
    }
}
