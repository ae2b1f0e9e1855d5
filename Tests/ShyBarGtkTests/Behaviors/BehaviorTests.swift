import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk
import ShyBarAppWidgets

final class BehaviorTests: GtkTestCase, @unchecked Sendable {
    func testSpacerRowIsATopInsetThatScrollsWithTheContent() {
        onQuickReturnList { fixture, behavior in
            XCTAssertEqual(fixture.inset.height, 90, "the inset follows the header's height")
            pump(until: { fixture.rowY(0) == 90 })
            XCTAssertEqual(fixture.rowY(0), 90, "the first row starts under the header")
            behavior.attachment!.observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 50
            pump(until: { fixture.rowY(0) == 40 })
            XCTAssertEqual(fixture.rowY(0), 40, "content moves by exactly the scroll delta")
            XCTAssertEqual(behavior.frame.extent, 40, "near the top the header rests on the content")
            XCTAssertEqual(fixture.headerY(), -50)
        }
    }

    func testAHeaderThatChangesHeightMovesTheInsetWithIt() {
        onQuickReturnList { fixture, behavior in
            XCTAssertEqual(fixture.inset.height, 90)
            // Nothing else changes: no resize, no scroll, no refresh from the integrator.
            fixture.header.setSizeRequest(height: 130)
            XCTAssertTrue(pump(until: { fixture.inset.height == 130 && fixture.rowY(0) == 130 }),
                          "inset \(fixture.inset.height), first row at \(String(describing: fixture.rowY(0)))")
            XCTAssertEqual(behavior.frame.header, 130)
            XCTAssertEqual(behavior.frame.extent, 130)
        }
    }

    func testUnmappingEndsAGestureWhoseEndWillNeverCome() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            behavior.tracker.options.gestureTimeout = 60_000     // only the unmap may end it
            ready(fixture)
            let observer = behavior.attachment!.observer
            fixture.adjustment.value = 600
            pump(20)
            observer.simulateFingerScroll()                   // fingers on a Wayland touchpad: a stop will end it
            fixture.adjustment.value = 640
            pump(300)
            XCTAssertEqual(behavior.frame.extent, 50, "the fingers rest on the touchpad")
            fixture.scrolledWindow.isVisible = false          // the page is switched away
            fixture.scrolledWindow.isVisible = true
            XCTAssertTrue(pump(until: { behavior.frame.state == .shown }),
                          "unmapping ended the gesture and the header settled (state \(behavior.frame.state), extent \(behavior.frame.extent))")
            behavior.detach()
        }
    }

    func testPaddingScrollsWithTheContentOnlyOnNewerGTK() {
        onMain {
            // Why InsetListModel uses a spacer row: CSS padding-top on a GtkListView in GTK 4.8
            // stays fixed at the top of the viewport instead of scrolling with the rows. The
            // list widgets rebuilt on tiles (GTK 4.10 and later; 4.18 tested) scroll it with
            // the rows; the spacer row serves both, so the inset has one way on every GTK.
            let fixture = ListFixture(spacer: false)
            defer { fixture.window.destroy() }
            let css = StyleSheet { line, message in XCTFail("css line \(line): \(message)") }
            defer { withExtendedLifetime(css) {} }   // it applies while it lives
            css.load(css: "listview.padded { padding-top: 90px; }")
            css.install()
            fixture.list.addCssClass("padded")
            ready(fixture)
            XCTAssertTrue(pump(until: { fixture.rowY(0) == 90 }), "padding offsets the first row at offset 0")
            fixture.adjustment.value = 50
            if gtk_get_minor_version() >= 10 {
                XCTAssertTrue(pump(until: { fixture.rowY(0) == 40 }),
                              "padding scrolls with the rows here (row 0 at \(String(describing: fixture.rowY(0))))")
            } else {
                pump(200)
                let moved = fixture.rowY(0)
                XCTAssertNotEqual(moved, 40, "if this fails, padding now scrolls with the content (row 0 at \(String(describing: moved)))")
            }
        }
    }

    func testQuickReturnFollowsUserScrollAndIgnoresProgrammaticJumps() {
        onQuickReturnList { fixture, behavior in
            let observer = behavior.attachment!.observer

            // A programmatic jump deep into the list does not hide the header.
            fixture.adjustment.value = 1000
            pump(100)
            XCTAssertEqual(behavior.frame.extent, 90)
            XCTAssertEqual(fixture.headerY(), 0)
            XCTAssertTrue(fixture.header.isVisible)

            // Wheel forward: the header leaves 1:1, then leaves the focus chain.
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1030
            pump(20)
            XCTAssertEqual(behavior.frame.extent, 60)
            XCTAssertEqual(fixture.headerY(), -30)
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1200
            pump(until: { behavior.frame.extent == 0 && fixture.headerY() == -90 })
            XCTAssertEqual(behavior.frame.extent, 0)
            XCTAssertEqual(fixture.headerY(), -90)
            XCTAssertTrue(fixture.header.isVisible, "a hidden header stays in the focus chain, to be reached by keys")

            // Wheel back past the 8 px tolerance: it comes back with the 200 ms animation.
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1180
            XCTAssertTrue(pump(until: { behavior.frame.state == .shown && fixture.headerY() == 0 }, timeout: 1500),
                          "header revealed by the frame-clock animation (state \(behavior.frame.state))")
            XCTAssertTrue(fixture.header.isVisible)
            XCTAssertFalse(behavior.attachment!.driver.isTicking, "the tick callback is removed when idle")
        }
    }

    func testTouchpadReleaseSnapsAndCtrlFStyleShowReveals() {
        onQuickReturnList { fixture, behavior in
            let observer = behavior.attachment!.observer
            fixture.adjustment.value = 500
            pump(20)
            observer.simulateUserInput(.touchpad)
            fixture.adjustment.value = 540
            pump(20)
            XCTAssertEqual(behavior.frame.extent, 50)
            observer.simulateGestureEnd(velocity: 900)
            XCTAssertTrue(pump(until: { behavior.frame.state == .hidden }), "a forward fling hides the header")
            behavior.show(animated: true)
            XCTAssertTrue(pump(until: { behavior.frame.state == .shown && fixture.headerY() == 0 }))
        }
    }

    func testBackgroundTogglesCssClass() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            // A hero of 300 px (the first rows): solid once it has scrolled under the header.
            let hero = Box(.vertical)
            hero.setSizeRequest(height: 300)
            let behavior = BackgroundBehavior.attach(to: fixture.scrolledWindow, header: fixture.header)
            behavior.hider.offsetForHidingProvider = { _ in 300 - 90 }
            var toggles: [Bool] = []
            behavior.hider.addAdditionalCallback { shown, _ in toggles.append(shown) }
            ready(fixture)
            XCTAssertFalse(fixture.header.hasCssClass("solid"))
            fixture.adjustment.value = 200
            pump(20)
            XCTAssertFalse(fixture.header.hasCssClass("solid"), "still over the hero")
            fixture.adjustment.value = 260
            pump(20)
            XCTAssertTrue(fixture.header.hasCssClass("solid"), "past the hero the background shows")
            fixture.adjustment.value = 0
            pump(20)
            XCTAssertFalse(fixture.header.hasCssClass("solid"))
            XCTAssertEqual(toggles, [true, false])
            // The default handlers are callable directly.
            behavior.makeBackgroundVisible(animated: false)
            XCTAssertTrue(fixture.header.hasCssClass("solid"))
            behavior.detach()
            XCTAssertFalse(fixture.header.hasCssClass("solid"), "detach removes the class")
        }
    }

    func testStickyToolbarPins() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            let behavior = StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                        toolbar: fixture.toolbar, inset: fixture.inset)
            ready(fixture)
            XCTAssertEqual(fixture.inset.height, 140, "inset = header + toolbar")
            fixture.adjustment.value = 60
            pump(until: { fixture.toolbar.bounds(relativeTo: fixture.overlay)?.y == 30 })
            XCTAssertEqual(fixture.headerY(), -60)
            XCTAssertEqual(fixture.toolbar.bounds(relativeTo: fixture.overlay)?.y, 30)
            fixture.adjustment.value = 400
            pump(until: { fixture.toolbar.bounds(relativeTo: fixture.overlay)?.y == 0 })
            XCTAssertTrue(fixture.toolbar.hasCssClass("pinned"))
            XCTAssertEqual(fixture.toolbar.bounds(relativeTo: fixture.overlay)?.y, 0)
            XCTAssertTrue(behavior.frame.pinned)
            XCTAssertEqual(fixture.headerY(), -90, "the header has scrolled away whole")
            behavior.detach()
        }
    }

    /// The three behaviours are one protocol: each names its kind, applies a frame to its
    /// own widgets (as a tap shows a played-back one), can be tapped as `any HeaderBehavior`,
    /// and detaches.
    func testEachBehaviourAppliesAFrameThroughTheOneProtocol() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            ready(fixture)
            let attachments: [(Behavior, () -> any HeaderBehavior)] = [
                (.quickReturn, { QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset) }),
                (.background, { BackgroundBehavior.attach(to: fixture.scrolledWindow, header: fixture.header) }),
                (.sticky, { StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                         toolbar: fixture.toolbar, inset: fixture.inset) }),
            ]
            for (kind, attach) in attachments {
                let behavior = attach()
                XCTAssertEqual(behavior.kind, kind)
                guard let attachment = (behavior as? any HeaderViewBehavior)?.attachment else {
                    return XCTFail("\(kind) has no attachment")
                }
                attachment.isLivePaused = true     // the behaviour's own frames would put the header back
                var frame = behavior.frame
                frame.extent = frame.minExtent
                frame.showsBackground = true
                frame.pinned = true
                behavior.apply(frame)
                switch kind {
                case .quickReturn: XCTAssertTrue(pump(until: { fixture.headerY() == -90 }), "quick return placed its header")
                case .background: XCTAssertTrue(gtk_widget_has_css_class(fixture.header.raw, "solid") != 0, "background made it solid")
                case .sticky: XCTAssertTrue(gtk_widget_has_css_class(fixture.toolbar.raw, "pinned") != 0, "sticky pinned its toolbar")
                }
                behavior.detach()
                XCTAssertFalse(behavior.isAttached)
                XCTAssertFalse(attachment.isAttached, "\(kind)'s attachment is detached with it")
            }
        }
    }

}
