import Foundation
import XCTest

/// Keyboard focus is never hidden under a header (WCAG 2.2 SC 2.4.11 and 2.4.12, see
/// docs/accessibility.md): real key presses (xdotool) walk the focus through each list page of
/// the app from the top, the middle and the bottom, in both directions, by rows, pages and
/// Home/End; after every key AT-SPI is read from outside the process, once GTK, the header
/// and any settle are at rest, and the focused row must lie entirely below the header and the
/// toolbar and above the bottom of the list (``FocusWalk``). The background page's article has
/// nothing to focus; the background behaviour is walked in the examples' list
/// (LibraryExampleTests).
///
/// `SHYBAR_FOCUS_REPEATS` repeats each walk (default once) for a longer run.
final class FocusNotObscuredTests: ShybarWindowTestCase, @unchecked Sendable {
    /// Rows down and up from the top, pages down to the middle, rows both ways there, the end,
    /// rows up from the bottom, pages back, Home, and rows again.
    static let plan = "Down*12,Up*14,Page_Down*3,Up*16,Down*16,End,Up*18,Page_Up*3,Down*6,Home,Down*4,Up*6"

    func testQuickReturnKeepsFocusInSight() throws {
        // Ctrl+F then Escape first: the search entry, then back to the first row in sight.
        try walk(page: Self.quickReturn, argument: "quick-return", covers: 1, prefix: "ctrl+f,Escape,")
    }

    func testStickyToolbarKeepsFocusInSight() throws {
        try walk(page: Self.sticky, argument: "sticky", covers: 2)
    }

    private func walk(page: String, argument: String, covers: Int, prefix: String = "") throws {
        let app = try launch(["--page", argument], page: page)
        // A real click on a row low in the list puts the focus on it.
        app.click(x: 300, y: 640)
        let plan = prefix + "Down," + FocusWalk.repeated(Self.plan)
        let walk = try FocusWalk.run(pid: app.pid, page: page, plan: plan)
        if !walk.check(page, plan: plan, covers: covers) {
            app.fail("\(page): focus obscured or lost", label: "focus-obscured-\(argument)")
        }
    }
}
