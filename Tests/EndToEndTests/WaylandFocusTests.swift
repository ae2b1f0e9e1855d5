import Foundation
import XCTest

/// Keyboard focus is never under a header on Wayland either (docs/accessibility.md): the same
/// walks as the X11 `FocusNotObscuredTests` (rows, pages, Home/End, Tab/Shift+Tab, into the
/// header and back, Ctrl+F and Escape), on the headless sway, with real keys from a virtual
/// keyboard (`wtype`, modifiers pressed and released around the key), read over AT-SPI after
/// every key (``FocusWalk``).
final class WaylandFocusTests: WaylandWindowTestCase, @unchecked Sendable {
    /// One pass of each X11 walk (two of the article's): the guard and the GTK are the ones
    /// the X11 walks of the same Debian 13 pass take through hundreds of moves each way; here
    /// the keys come through a Wayland seat and the window is sway's.
    static let passes = 1, articlePasses = 2
    /// The focus moves each way a walk of one pass must make.
    static let movesEachWay = 60

    func testQuickReturnKeepsFocusInSight() throws {
        try walk(page: Self.quickReturn, argument: "quick-return", covers: 1, plan: FocusNotObscuredTests.quickReturnPlan,
                 header: FocusNotObscuredTests.quickReturnHeaderKeys)
    }

    func testStickyToolbarKeepsFocusInSight() throws {
        try walk(page: Self.sticky, argument: "sticky", covers: 2, plan: FocusNotObscuredTests.stickyPlan,
                 header: FocusNotObscuredTests.stickyHeaderKeys)
    }

    /// The background page's article (a `GtkViewport` child) by Tab and Shift+Tab, as on X11,
    /// from its ninth paragraph (at 716 px in the maximized window).
    func testBackgroundArticleKeepsFocusInSightInAViewport() throws {
        try walk(page: Self.background, argument: "background", covers: 1, plan: FocusNotObscuredTests.articlePlan,
                 header: FocusNotObscuredTests.articleHeaderKeys, away: 0, click: (300, 716), firstKey: nil,
                 passes: Self.articlePasses)
    }

    private func walk(page: String, argument: String, covers: Int, plan pass: String, header: Int,
                      away: Int = FocusNotObscuredTests.topBarKeys, click: (x: Int, y: Int) = (300, 640),
                      firstKey: String? = "Down", passes times: Int = passes) throws {
        let app = try launch(["--page", argument], page: page)
        // A real click on a row (or paragraph) low in the view puts the focus on it; a first
        // key through the session binds the virtual keyboard the walk's keys come from.
        app.click(x: click.x, y: click.y)
        if let firstKey { app.key(firstKey) }
        let environment = app.clientEnvironment()
        let display = environment["WAYLAND_DISPLAY"] ?? ""
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        let plan = FocusWalk.repeated(pass, times: times)
        let passes = FocusWalk.keyCount(plan) / FocusWalk.keyCount(pass)
        let walk = try FocusWalk.run(pid: app.pid, page: page, plan: plan,
                                     keyCommand: "env WAYLAND_DISPLAY='\(display)' XDG_RUNTIME_DIR='\(runtime)' /usr/bin/wtype {}",
                                     wtype: true)
        if !walk.check("\(page) (Wayland)", plan: plan, covers: covers, header: header * passes, away: away * passes,
                       moves: Self.movesEachWay) {
            app.fail("\(page): focus obscured or lost under Wayland", label: "focus-obscured-\(argument)")
        }
    }
}
