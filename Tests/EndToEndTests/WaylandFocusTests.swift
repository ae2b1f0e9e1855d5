import Foundation
import XCTest

/// Keyboard focus is never under a header on Wayland either (docs/accessibility.md): the same
/// walk as the X11 `FocusNotObscuredTests`, on the headless sway, with real keys from a
/// virtual keyboard (`wtype`), read over AT-SPI after every key (``FocusWalk``).
final class WaylandFocusTests: WaylandWindowTestCase, @unchecked Sendable {
    /// Rows down and up from the top, pages to the middle, rows both ways, the end, and back.
    static let plan = "Down*10,Up*12,Page_Down*3,Up*14,Down*8,End,Up*14,Page_Up*2,Home,Down*4"

    func testQuickReturnKeepsFocusInSight() throws {
        try walk(page: Self.quickReturn, argument: "quick-return", covers: 1)
    }

    func testStickyToolbarKeepsFocusInSight() throws {
        try walk(page: Self.sticky, argument: "sticky", covers: 2)
    }

    private func walk(page: String, argument: String, covers: Int) throws {
        let app = try launch(["--page", argument], page: page)
        // A real click on a row low in the list puts the focus on it; a first key through the
        // session binds the virtual keyboard the walk's keys come from.
        app.click(x: 300, y: 640)
        app.key("Down")
        let environment = app.clientEnvironment()
        let display = environment["WAYLAND_DISPLAY"] ?? ""
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        let plan = FocusWalk.repeated(Self.plan)
        let walk = try FocusWalk.run(pid: app.pid, page: page, plan: plan,
                                     keyCommand: "env WAYLAND_DISPLAY='\(display)' XDG_RUNTIME_DIR='\(runtime)' /usr/bin/wtype -k {}")
        if !walk.check("\(page) (Wayland)", plan: plan, covers: covers) {
            app.fail("\(page): focus obscured or lost under Wayland", label: "focus-obscured-\(argument)")
        }
    }
}
