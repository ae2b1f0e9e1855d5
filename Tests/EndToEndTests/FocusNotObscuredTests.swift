import Foundation
import XCTest

/// Keyboard focus is never hidden under a header (WCAG 2.2 SC 2.4.11 and 2.4.12, see
/// docs/accessibility.md): real key presses (xdotool) walk the focus through each list page of
/// the app from the top, the middle and the bottom, in both directions, by rows, pages,
/// Home/End and Tab/Shift+Tab, into the header and back (Shift+Tab from the first row, Tab from
/// the window's top bar into a hidden header, Ctrl+F and Escape); after every key AT-SPI is
/// read from outside the process, once GTK, the header and any settle are at rest, and the
/// focused row must lie entirely below the header and the toolbar and above the bottom of the
/// list, and a header with the focus in it must be fully shown (``FocusWalk``). The background
/// page's article (a `GtkViewport` child: selectable paragraphs) is walked by Tab and
/// Shift+Tab; the background behaviour over a list is walked in the examples' list
/// (LibraryExampleTests).
///
/// `SHYBAR_FOCUS_REPEATS` repeats each walk (default once) for a longer run.
final class FocusNotObscuredTests: ShybarWindowTestCase, @unchecked Sendable {
    /// Rows down and up near the top (the header rides), pages to the middle, rows and Tab and
    /// Shift+Tab both ways there, the end, rows and Shift+Tab and Tab up from the bottom, pages
    /// back, Home, and rows to the first row.
    static let rows = "Down*12,Up*14,Page_Down*3,Up*28,Down*28,Tab*10,shift+Tab*12,Down*16,Up*24,Tab*4,End,Up*18,shift+Tab*6,Tab*6,"
        + "Page_Up*3,Down*6,Home,Down*4,Up*4"
    /// From the first row back down to where a pass starts (the 13th row, as clicked).
    static let back = "Page_Down*3,Page_Up*7,Home,Down*12"

    /// Quick return: Shift+Tab from the first row into the header (Filter, Search) and Tab
    /// back; Ctrl+F in the middle of the list (the header reveals, the search entry has the
    /// focus), Tab through the header back into the list, Ctrl+F and Escape; at the end, Tab
    /// out of the list through the window's top bar (7 stops) into the hidden header, which
    /// must reveal (Search, Filter), and on into the list.
    static let quickReturnPlan = rows + ",shift+Tab*2,Tab*2,Page_Down*4,ctrl+f,Tab*2,Down*3,ctrl+f,Escape,Up*3,End,Tab*10,"
        + back
    /// The sticky page: the same with its toolbar's three buttons, and no search.
    static let stickyPlan = rows + ",shift+Tab*3,Tab*3,End,Tab*11," + back
    /// Each pass of the list pages takes the focus into the header this many times, and out
    /// of the view (the window's top bar) this many.
    static let quickReturnHeaderKeys = 2 + 1 + 2 + 1 + 2, stickyHeaderKeys = 3 + 2 + 3, topBarKeys = 7
    /// The background page's article, from the ninth paragraph (clicked): Tab and Shift+Tab
    /// up to the heading and into the header (Favourite, Share, Back) and back, down through
    /// the whole article and up again.
    static let articlePlan = "Tab*3,shift+Tab*12,shift+Tab*3,Tab*3,Tab*29,shift+Tab*29,Tab*9"
    /// The keys of one pass of `articlePlan` that find the focus in the header.
    static let articleHeaderKeys = 5
    /// The list pages' passes: two, so that the focus moves over 200 times each way on each page.
    static let passes = 2
    /// The article's passes: five, over 200 focus moves each way through its 30 paragraphs.
    static let articlePasses = 5

    func testQuickReturnKeepsFocusInSight() throws {
        try walk(page: Self.quickReturn, argument: "quick-return", covers: 1, plan: Self.quickReturnPlan,
                 header: Self.quickReturnHeaderKeys, away: Self.topBarKeys)
    }

    func testStickyToolbarKeepsFocusInSight() throws {
        try walk(page: Self.sticky, argument: "sticky", covers: 2, plan: Self.stickyPlan,
                 header: Self.stickyHeaderKeys, away: Self.topBarKeys)
    }

    /// The background page's article: Tab and Shift+Tab from a paragraph low in view, up to
    /// the heading and into the header (Favourite, Share, Back), back down through the whole
    /// article (the viewport scrolls each paragraph into view, and the guard keeps it below
    /// the header), and up again.
    func testBackgroundArticleKeepsFocusInSightInAViewport() throws {
        let app = try launch(["--page", "background"], page: Self.background)
        // A real click on a paragraph low in the article puts the focus on it (the ninth).
        app.click(x: 300, y: 700)
        let plan = FocusWalk.repeated(Self.articlePlan, times: Self.articlePasses)
        let walk = try FocusWalk.run(pid: app.pid, page: Self.background, plan: plan)
        let passes = FocusWalk.keyCount(plan) / FocusWalk.keyCount(Self.articlePlan)
        if !walk.check(Self.background, plan: plan, covers: 1, header: Self.articleHeaderKeys * passes) {
            app.fail("\(Self.background): focus obscured or lost", label: "focus-obscured-background")
        }
    }

    private func walk(page: String, argument: String, covers: Int, plan pass: String, header: Int, away: Int) throws {
        let app = try launch(["--page", argument], page: page)
        // A real click on a row low in the list puts the focus on it (the 13th).
        app.click(x: 300, y: 640)
        let plan = "Down," + FocusWalk.repeated(pass, times: Self.passes)
        let passes = (FocusWalk.keyCount(plan) - 1) / FocusWalk.keyCount(pass)
        let walk = try FocusWalk.run(pid: app.pid, page: page, plan: plan)
        if !walk.check(page, plan: plan, covers: covers, header: header * passes, away: away * passes) {
            app.fail("\(page): focus obscured or lost", label: "focus-obscured-\(argument)")
        }
    }
}
