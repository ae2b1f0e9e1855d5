import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// The focus guard with real widgets: a focused row ends below the header (and above the
/// viewport's bottom) by a move that never moves the header, a person's scrolling is left
/// alone, and a hidden header can be reached with the focus.
final class FocusGuardTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func ready(_ fixture: ListFixture) {
        XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 && fixture.rowY(0) != nil }),
                      "the window never laid out its list")
        pump(50)
    }

    /// Jumps (programmatically: the header stays shown) so that row `index` starts `y` px
    /// below the top of the scrolled window.
    @MainActor
    private func place(_ fixture: ListFixture, row index: Int, at y: Double) -> Bool {
        // 90 px spacer, then 40 px rows.
        fixture.adjustment.value = 90 + Double(index) * 40 - y
        return pump(until: { fixture.rowY(index) == y })
    }

    func testAFocusedRowUnderTheHeaderMovesJustBelowItAndTheHeaderStays() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            ready(fixture)
            XCTAssertTrue(place(fixture, row: 20, at: 30), "row 20 placed under the header")
            XCTAssertEqual(behavior.frame.extent, 90)
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { fixture.rowY(20) == 90 }), "the row moved just below the header (y \(fixture.rowY(20) ?? -1))")
            pump(600)
            XCTAssertEqual(fixture.rowY(20), 90, "and stays there: no loop of corrections")
            XCTAssertEqual(behavior.frame.extent, 90, "the correction did not move the header")
            XCTAssertEqual(behavior.attachment?.focusGuard?.corrections, 1)
            behavior.detach()
        }
    }

    func testAFocusedRowBelowTheViewportComesUpToItsBottom() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            ready(fixture)
            let page = fixture.adjustment.pageSize
            XCTAssertTrue(place(fixture, row: 20, at: page - 10), "row 20 placed across the bottom edge")
            guard let row = fixture.row(20) else { return XCTFail("row 20 is not bound") }
            XCTAssertTrue(row.grabFocus())
            XCTAssertTrue(pump(until: { fixture.rowY(20) == page - 40 }),
                          "the row came up to the bottom edge (y \(fixture.rowY(20) ?? -1), page \(page))")
            behavior.detach()
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

