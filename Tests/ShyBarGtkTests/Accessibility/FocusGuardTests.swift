import CGtk
import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk
import ShyBarAppWidgets

/// The focus guard with real widgets: a focused row ends below the header (and above the
/// viewport's bottom) by a move that never moves the header, a person's scrolling is left
/// alone, and a hidden header can be reached with the focus.
final class FocusGuardTests: GtkTestCase, @unchecked Sendable {
    /// Jumps (programmatically: the header stays shown) so that row `index` starts `y` px
    /// below the top of the scrolled window.
    @MainActor
    private func place(_ fixture: ListFixture, row index: Int, at y: Double) -> Bool {
        // 90 px spacer, then 40 px rows.
        fixture.adjustment.value = 90 + Double(index) * 40 - y
        return pump(until: { fixture.rowY(index) == y })
    }

    func testAFocusedRowUnderTheHeaderMovesJustBelowItAndTheHeaderStays() {
        onQuickReturnList { fixture, behavior in
            XCTAssertTrue(place(fixture, row: 20, at: 30), "row 20 placed under the header")
            XCTAssertEqual(behavior.frame.extent, 90)
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { fixture.rowY(20) == 90 }), "the row moved just below the header (y \(fixture.rowY(20) ?? -1))")
            pump(600)
            XCTAssertEqual(fixture.rowY(20), 90, "and stays there: no loop of corrections")
            XCTAssertEqual(behavior.frame.extent, 90, "the correction did not move the header")
            XCTAssertEqual(behavior.attachment?.focusGuard?.corrections, 1)
        }
    }

    /// Where the focused row lies reaches the tracker as an input (so a recording keeps it),
    /// in content pixels; a person's scroll takes it back.
    func testTheFocusedRowReachesTheTrackerAsAnInput() {
        onQuickReturnList { fixture, behavior in
            guard let tracker = behavior.attachment?.driver.tracker as? QuickReturnTracker else {
                return XCTFail("the quick-return behaviour drives no QuickReturnTracker")
            }
            XCTAssertTrue(place(fixture, row: 20, at: 200), "row 20 placed in sight")
            XCTAssertNil(tracker.focusSpan)
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            // 90 px spacer, then 40 px rows: row 20 spans 890…930 of the content.
            XCTAssertTrue(pump(until: { tracker.focusSpan == 890...930 }), "the tracker got \(String(describing: tracker.focusSpan))")
            behavior.attachment?.observer.simulateUserInput(.wheel)
            fixture.adjustment.value += 40
            XCTAssertTrue(pump(until: { tracker.focusSpan == nil }), "a person's scroll: no item to keep in sight")
        }
    }

    /// A person's scroll first tells the tracker that no item is kept in sight any more (an
    /// input caused by an input): what the behaviour reports (a view's watch) still has the
    /// scroll as the scroll, with its source, after it (recordings and the side-by-side
    /// mirror depend on that).
    func testAScrollThatStandsTheGuardDownIsReportedAsItself() {
        onQuickReturnList { fixture, behavior in
            var reported: [TrackerInput] = []
            behavior.attachment?.onHandled = { input, _ in if input.input != .tick { reported.append(input.input) } }
            XCTAssertTrue(place(fixture, row: 20, at: 200), "row 20 placed in sight")
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { reported.contains(.focusedItem(890...930)) }), "\(reported)")
            reported = []
            behavior.attachment?.observer.simulateUserInput(.wheel)
            fixture.adjustment.value += 40
            let wheel: (TrackerInput) -> Bool = { if case .scroll(_, .wheel) = $0 { true } else { false } }
            XCTAssertTrue(pump(until: { reported.contains(where: wheel) }), "the wheel's scroll was not reported: \(reported)")
            XCTAssertEqual(reported.first, .focusedItem(nil), "\(reported)")
        }
    }

    func testAFocusedRowBelowTheViewportComesUpToItsBottom() {
        onQuickReturnList { fixture, behavior in
            let page = fixture.adjustment.pageSize
            XCTAssertTrue(place(fixture, row: 20, at: page - 10), "row 20 placed across the bottom edge")
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { fixture.rowY(20) == page - 40 }),
                          "the row came up to the bottom edge (y \(fixture.rowY(20) ?? -1), page \(page))")
        }
    }

    func testAStickyToolbarCoversTooAndAPersonsScrollIsLeftAlone() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            let behavior = StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                        toolbar: fixture.toolbar, inset: fixture.inset)
            ready(fixture)
            // Deep in the list the header has scrolled away and the toolbar is pinned at the top.
            fixture.adjustment.value = 140 + 30 * 40 - 20
            XCTAssertTrue(pump(until: { fixture.toolbar.bounds(relativeTo: fixture.overlay)?.y == 0 && fixture.rowY(30) == 20 }))
            guard let row = fixture.row(30) else { return XCTFail("row 30 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { fixture.rowY(30) == 50 }), "the row moved just below the toolbar (y \(fixture.rowY(30) ?? -1))")

            // The person scrolls the focused row under the toolbar on purpose: the guard lets them.
            let observer = behavior.attachment!.observer
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value += 40
            pump(400)
            XCTAssertEqual(fixture.rowY(30), 10, "a person's wheel scroll is not undone")
            behavior.detach()
        }
    }

    func testFocusContentPicksTheFirstRowInSightBelowTheHeader() {
        onQuickReturnList { fixture, behavior in
            // Row 20 under the header, row 21 across its bottom edge, row 22 the first whole one below.
            XCTAssertTrue(place(fixture, row: 20, at: 30), "row 20 placed under the header")
            behavior.attachment!.focusContent()
            pump(50)
            XCTAssertTrue(fixture.row(22)?.hasFocus == true, "row 22, the first whole row below the header, has the focus")
            XCTAssertEqual(fixture.rowY(22), 110, "and nothing had to move")
        }
    }

    func testAHiddenHeaderStaysReachableAndFocusInsideRevealsIt() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let button = Button(label: "Filter")
            fixture.header.append(button)
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            ready(fixture)
            fixture.adjustment.value = 1000
            pump(50)
            behavior.attachment!.observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1300
            XCTAssertTrue(pump(until: { behavior.frame.state == .hidden && fixture.headerY() == -90 }), "hidden by the wheel")
            XCTAssertTrue(button.isVisible && fixture.header.isVisible, "a hidden header is still in the focus chain")
            XCTAssertTrue(button.grabFocus(), "its button takes the focus")
            XCTAssertTrue(pump(until: { behavior.frame.state == .shown && fixture.headerY() == 0 }),
                          "focus inside revealed it (state \(behavior.frame.state))")
            behavior.attachment!.observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1500
            pump(300)
            XCTAssertEqual(behavior.frame.extent, 90, "while the focus is inside, scrolling does not hide it")
            behavior.detach()
        }
    }
}


/// A text view's cursor line is kept in sight the same way, moved as its keys move it: the
/// key press as the view hears it, then the text view's own `move-cursor` key-binding signal
/// (what Up, Down, Page Up, Page Down, Ctrl+Home and Ctrl+End emit). End to end, with real
/// keys read over AT-SPI, the C text example's walk checks it too (LibraryExampleTests).
final class FocusGuardTextViewTests: GtkTestCase, @unchecked Sendable {
    func testTheCursorLineStaysBelowTheHeaderAndAboveTheBottom() {
        onMain {
            let text = gtk_text_view_new()!
            let textView = UnsafeMutablePointer<GtkTextView>(OpaquePointer(text))
            let lines = (1...400).map { "Line \($0): some words that fill a line of the text." }.joined(separator: "\n")
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView), lines, -1)
            gtk_text_view_set_editable(textView, 0)
            let scene = HeaderViewTests.Scene(child: text)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            XCTAssertTrue(pump(until: { scene.view.frame.header == 90 }))
            XCTAssertTrue(gtk_widget_grab_focus(text) != 0)
            // Setting the text left the cursor at its end. The walk starts at the very top:
            // going down line by line there, the quick-return header rides on the content, and
            // its settle to the top must not push the cursor line out below (the tracker's
            // settle knows where the focus is).
            shy_signal_emit_move_cursor(gpointer(text), GTK_MOVEMENT_BUFFER_ENDS, -1)
            pump(800)
            let moves: [(GtkMovementStep, Int32, Int)] = [
                (GTK_MOVEMENT_DISPLAY_LINES, 1, 40), (GTK_MOVEMENT_DISPLAY_LINES, -1, 42),
                (GTK_MOVEMENT_PAGES, 1, 3), (GTK_MOVEMENT_DISPLAY_LINES, -1, 12), (GTK_MOVEMENT_DISPLAY_LINES, 1, 6),
                (GTK_MOVEMENT_PAGES, -1, 2), (GTK_MOVEMENT_BUFFER_ENDS, 1, 1), (GTK_MOVEMENT_DISPLAY_LINES, -1, 8),
                (GTK_MOVEMENT_BUFFER_ENDS, -1, 1), (GTK_MOVEMENT_DISPLAY_LINES, 1, 6),
            ]
            var checked = 0
            var obscured: [String] = []
            for (step, direction, count) in moves {
                for _ in 0..<count {
                    HeaderViewClass.core(of: gpointer(scene.view.raw))?.simulateUserInputForTests(.keyboard)
                    shy_signal_emit_move_cursor(gpointer(text), step, direction)
                    // GtkTextView animates the scroll that brings the cursor into view: check at rest,
                    // the header's settle included (near the top it scrolls the content too). On a
                    // busy machine it may start late: a line still wholly out of view gets up to
                    // 1.6 s before it is judged.
                    var strong = GdkRectangle()
                    var y: Int32 = 0, x: Int32 = 0
                    let page = gtk_adjustment_get_page_size(scene.adjustment)
                    var last = -1.0, still = 0, waited = 0
                    var settling: Bool {
                        let frame = scene.view.frame
                        return frame.target != nil || frame.state == .attached || frame.state == .following
                    }
                    repeat {
                        pump(40)
                        waited += 1
                        let value = gtk_adjustment_get_value(scene.adjustment)
                        still = value == last ? still + 1 : 0
                        last = value
                        gtk_text_view_get_cursor_locations(textView, nil, &strong, nil)
                        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
                    } while waited < 40 && (still < 3 || settling || Double(y) >= page || y + strong.height <= 0)
                    let header = scene.view.extent
                    checked += 1
                    if Double(y) < header - 0.5 || Double(y + strong.height) > page + 0.5 {
                        obscured.append("move \(checked) (step \(step.rawValue) × \(direction)): cursor line \(y)…\(y + strong.height), "
                                        + "header \(header), page \(page)")
                    }
                }
            }
            print("text view: \(checked) cursor moves, \(obscured.count) obscured")
            XCTAssertEqual(checked, moves.reduce(0) { $0 + $1.2 })
            XCTAssertTrue(obscured.isEmpty, "\(obscured.count) cursor moves left the line obscured: \(obscured.prefix(5))")
        }
    }
}
