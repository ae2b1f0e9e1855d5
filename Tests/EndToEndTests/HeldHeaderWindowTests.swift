import Foundation
import XCTest

/// Headers that hold still, in the real window read over AT-SPI: the *Always show headers*
/// preference from the settings file, and a screen reader started and stopped live on this
/// test's own session bus (`ScreenReaderEnabled` of `org.a11y.Status`, as Orca sets it).
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

    /// Sets `ScreenReaderEnabled` on the session's accessibility bus launcher, as Orca does.
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
