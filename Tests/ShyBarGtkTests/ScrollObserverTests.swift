import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// `ScrollObserver` on its own: how it decides a gesture's end, and how it tells the
/// person's input from the list correcting itself.
final class ScrollObserverTests: GtkTestCase, @unchecked Sendable {
    @MainActor
    private func ready(_ fixture: ListFixture) {
        XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 && fixture.rowY(0) != nil }),
                      "the window never laid out its list")
        pump(50)
    }

    /// Only fingers on a Wayland touchpad end with a stop; every other smooth source (X11
    /// touchpads, trackpoints, Wayland's continuous source, a mouse's smooth steps) by quiet.
    func testAGesturesEndIsDecidedFromItsDeviceAndTheBackend() {
        XCTAssertEqual(GestureEnd(fingersOnTouchpad: true, onWayland: true), .withStop)
        XCTAssertEqual(GestureEnd(fingersOnTouchpad: true, onWayland: false), .byQuiet, "X11 has no stop event")
        XCTAssertEqual(GestureEnd(fingersOnTouchpad: false, onWayland: true), .byQuiet, "continuous: never a stop")
        XCTAssertEqual(GestureEnd(fingersOnTouchpad: false, onWayland: false), .byQuiet)
    }

    /// The keys that move the focus or cursor one way, by the names GDK gives them.
    @MainActor
    func testKeysScrollTheirWay() {
        for name in ["Down", "Page_Down", "Next", "End", "KP_Down", "KP_Page_Down", "KP_End", "space"] {
            XCTAssertEqual(ScrollObserver.scrollDirection(ofKey: name), 1, name)
        }
        for name in ["Up", "Page_Up", "Prior", "Home", "KP_Up", "KP_Page_Up", "KP_Home"] {
            XCTAssertEqual(ScrollObserver.scrollDirection(ofKey: name), -1, name)
        }
        for name in ["Tab", "a", "Return", "", "F9"] {
            XCTAssertEqual(ScrollObserver.scrollDirection(ofKey: name), 0, name)
        }
    }

    /// After a key that scrolls forward, the list correcting its estimate backwards is
    /// layout, not the person: it must not reveal a quick-return header.
    func testAValueChangeAgainstTheKeysDirectionIsNotThePerson() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let observer = ScrollObserver(scrolledWindow: fixture.scrolledWindow)
            defer { observer.stop() }
            ready(fixture)
            var sources: [ScrollSource] = []
            observer.onInput = { input in
                if case .scroll(_, let source) = input.input { sources.append(source) }
            }
            fixture.adjustment.value = 400
            observer.simulateKeyPress("Page_Down")
            fixture.adjustment.value = 900        // the page down
            fixture.adjustment.value = 880        // the list's estimate corrected
            observer.simulateKeyPress("Up")
            fixture.adjustment.value = 830        // the row above
            XCTAssertEqual(sources, [.programmatic, .keyboard, .programmatic, .keyboard])
        }
    }

    /// The first gesture after start-up is told apart by its own event, not by what earlier
    /// gestures did: fingers that will end with a stop are never ended by quiet, while a
    /// source that can send no stop (an X11 touchpad, a trackpoint) ends after quiet.
    func testOnlyASourceWithoutStopsEndsByQuietEvenAsTheFirstGesture() {
        onMain {
            for endsWithStop in [true, false] {
                let fixture = ListFixture()
                defer { fixture.window.destroy() }
                let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                          inset: fixture.inset)
                ready(fixture)
                let observer = behavior.attachment!.observer
                var ends = 0
                let onInput = observer.onInput
                observer.onInput = { input in
                    if case .end = input.input { ends += 1 }
                    onInput?(input)
                }
                if endsWithStop { observer.simulateFingerScroll() } else { observer.simulateUserInput(.touchpad) }
                fixture.adjustment.value = 30            // near the top: an end would settle by scrolling
                pump(600)
                if endsWithStop {
                    XCTAssertEqual(ends, 0, "fingers resting 600 ms: the gesture goes on")
                    XCTAssertEqual(fixture.adjustment.value, 30, "nothing moved under the resting fingers")
                    observer.simulateGestureEnd(velocity: 0)
                    XCTAssertTrue(pump(until: { ends == 1 && fixture.adjustment.value == 0 }),
                                  "the stop ends it and the settle scrolls (value \(fixture.adjustment.value))")
                } else {
                    XCTAssertEqual(ends, 1, "a source without stops ends after quiet")
                }
                behavior.detach()
            }
        }
    }

}
