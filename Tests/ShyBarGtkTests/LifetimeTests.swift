import CGtk
import XCTest
@testable import ShyBarGtk

/// Detaching and destroying in every order must neither crash nor leave anything connected.
final class LifetimeTests: GtkTestCase, @unchecked Sendable {
    func testDetachThenDestroy() {
        onMain {
            let fixture = ListFixture()
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            pump(until: { fixture.adjustment.pageSize > 0 })
            behavior.detach()
            XCTAssertFalse(behavior.isAttached)
            fixture.adjustment.value = 300
            pump(50)
            XCTAssertEqual(behavior.frame.offset, 0, "a detached behaviour hears nothing")
            fixture.window.destroy()
            pump(50)
            behavior.detach()   // twice is fine
        }
    }

    func testDestroyWindowWhileAttached() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            let quick = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            let background = BackgroundBehavior.attach(to: fixture.scrolledWindow, header: fixture.header)
            pump(until: { fixture.adjustment.pageSize > 0 })
            fixture.window.destroy()
            pump(100)
            XCTAssertFalse(quick.isAttached, "destroying the widgets detaches the behaviour")
            XCTAssertFalse(background.isAttached)
            quick.detach()
            background.detach()
        }
    }

    func testHeaderDestroyedFirst() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            pump(until: { fixture.adjustment.pageSize > 0 })
            gtk_overlay_remove_overlay(shy_overlay(fixture.overlay.raw), fixture.header.raw)   // last ref: finalized
            pump(20)
            XCTAssertFalse(behavior.isAttached)
            fixture.adjustment.value = 200      // no handler may touch the dead header
            pump(50)
            behavior.detach()
        }
    }

    func testScrolledWindowDestroyedFirst() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            let behavior = StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                        toolbar: fixture.toolbar, inset: fixture.inset)
            pump(until: { fixture.adjustment.pageSize > 0 })
            gtk_overlay_set_child(shy_overlay(fixture.overlay.raw), nil)
            pump(20)
            XCTAssertFalse(behavior.isAttached)
            XCTAssertTrue(fixture.header.isVisible, "the header is left visible")
            behavior.detach()
        }
    }
}
