import CGtk
import Foundation
import XCTest
@testable import ShyBarGtk

/// Headers held fully shown and still: by the view's `always-show` property, and while a
/// screen reader runs — toggled live on this test's own session bus, through the
/// accessibility bus launcher's `org.a11y.Status` `ScreenReaderEnabled`, as Orca sets it.
final class HeaderHoldTests: GtkTestCase, @unchecked Sendable {
    private typealias Scene = HeaderViewTests.Scene
    private typealias StringList = HeaderViewTests.StringList

    /// Wheel steps forward, 30 px each, from wherever the list is (it re-estimates its rows
    /// as it goes, so an offset set earlier may have moved), as a person's input.
    @MainActor
    private func wheelForward(_ scene: Scene, by distance: Double) {
        guard let core = HeaderViewClass.core(of: gpointer(scene.view.raw)) else { return }
        for _ in stride(from: 0.0, to: distance, by: 30) {
            core.simulateUserInputForTests(.wheel)
            gtk_adjustment_set_value(scene.adjustment, gtk_adjustment_get_value(scene.adjustment) + 30)
            pump(5)
        }
        pump(400)
    }

    func testAlwaysShowHoldsTheHeaderAndLettingGoDoesNotJump() {
        onMain {
            let strings = StringList(count: 300)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            XCTAssertTrue(pump(until: { scene.view.frame.header == 90 }))
            var notified = 0
            let watch = scene.view.onNotify("always-show") { notified += 1 }
            defer { watch.disconnect() }
            scene.view.alwaysShow = true
            XCTAssertEqual(notified, 1, "notify::always-show")
            XCTAssertTrue(shy_object_get_bool(gpointer(scene.view.raw), "always-show") != 0)

            wheelForward(scene, by: 900)
            XCTAssertEqual(scene.view.extent, 90, "held: forward scrolling does not hide the header")
            XCTAssertEqual(scene.view.state, .shown)
            let rested = gtk_adjustment_get_value(scene.adjustment)
            pump(800)
            XCTAssertEqual(gtk_adjustment_get_value(scene.adjustment), rested, "and nothing scrolls by itself")

            scene.view.alwaysShow = false
            pump(50)
            XCTAssertEqual(scene.view.extent, 90, "let go, the header stays where it was drawn")
            wheelForward(scene, by: 600)
            XCTAssertEqual(scene.view.state, .hidden, "and the behaviour goes on from there")
        }
    }

    func testARunningScreenReaderHoldsTheHeaderUnlessTheViewOptsOut() throws {
        try setScreenReader(false)
        onMain {
            XCTAssertTrue(pump(until: { !ScreenReaderStatus.shared.isRunning }, timeout: 3000),
                          "no screen reader at the start (\(ScreenReaderStatus.shared.unavailableReason ?? "status read"))")
        }
        try setScreenReader(true)
        defer { try? setScreenReader(false) }
        onMain {
            XCTAssertTrue(pump(until: { ScreenReaderStatus.shared.isRunning }, timeout: 3000),
                          "ScreenReaderEnabled followed live (\(ScreenReaderStatus.shared.unavailableReason ?? "no reason given"))")
            let strings = StringList(count: 300)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            XCTAssertTrue(pump(until: { scene.view.frame.header == 90 }))
            wheelForward(scene, by: 900)
            XCTAssertEqual(scene.view.extent, 90, "with a screen reader running the header stays shown")

            scene.view.followsScreenReader = false
            wheelForward(scene, by: 600)
            XCTAssertEqual(scene.view.state, .hidden, "a view that opts out hides its header as usual")
            scene.view.followsScreenReader = true
            pump(50)
            XCTAssertEqual(scene.view.extent, 90, "opting in again holds it shown at once")
        }
        try setScreenReader(false)
        onMain {
            XCTAssertTrue(pump(until: { !ScreenReaderStatus.shared.isRunning }, timeout: 3000),
                          "the screen reader's end followed live")
        }
    }

    /// Sets `ScreenReaderEnabled` on this session's accessibility bus launcher, as Orca does.
    private func setScreenReader(_ on: Bool) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                             "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status",
                             "ScreenReaderEnabled", on ? "<true>" : "<false>"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw NSError(domain: "HeaderHoldTests", code: Int(process.terminationStatus), userInfo: [
                NSLocalizedDescriptionKey: "could not set ScreenReaderEnabled on the session's accessibility bus "
                    + "(the tests run under dbus-run-session with at-spi2-core): \(message)",
            ])
        }
    }
}
