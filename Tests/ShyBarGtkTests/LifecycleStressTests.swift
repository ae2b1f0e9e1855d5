import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// Attaching and detaching many times, and tearing windows down mid-animation, must neither
/// crash nor leave anything behind (controllers, tick callbacks, live attachments).
final class LifecycleStressTests: GtkTestCase, @unchecked Sendable {
    /// 10,000 by default; `SHYBAR_LIFECYCLE_ITERATIONS` lowers it for slow runs (valgrind).
    private var iterations: Int {
        ProcessInfo.processInfo.environment["SHYBAR_LIFECYCLE_ITERATIONS"].flatMap(Int.init) ?? 10_000
    }

    func testAttachDetachEachBehaviourTenThousandTimes() {
        onMain {
            let fixture = ListFixture(withToolbar: true)
            defer { fixture.window.destroy() }
            XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 }))
            let controllersBefore = fixture.scrolledWindow.controllerCount
            for index in 0..<iterations {
                switch index % 3 {
                case 0:
                    QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                               inset: fixture.inset).detach()
                case 1:
                    StickyToolbarBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                 toolbar: fixture.toolbar, inset: fixture.inset).detach()
                default:
                    BackgroundBehavior.attach(to: fixture.scrolledWindow, header: fixture.header).detach()
                }
                if index % 500 == 0 { Gtk.iterate() }
            }
            pump(50)
            XCTAssertEqual(fixture.scrolledWindow.controllerCount, controllersBefore,
                           "every controller added on attach is removed on detach")
            XCTAssertEqual(HeaderAttachment.liveCount, 0, "no attachment outlives its detach")
            XCTAssertTrue(fixture.header.isVisible, "a detached header is left visible")
        }
    }

    func testClosingTheWindowDuringARevealAnimation() {
        onMain {
            let fixture = ListFixture()
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                      inset: fixture.inset)
            XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 }))
            let observer = behavior.attachment!.observer
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1200
            pump(until: { behavior.frame.extent == 0 })
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 1150
            pump(16)
            XCTAssertEqual(behavior.frame.state, .revealing, "the reveal animation is running")
            fixture.window.destroy()
            pump(300)
            XCTAssertFalse(behavior.isAttached, "destroying the window mid-animation detaches")
            XCTAssertEqual(HeaderAttachment.liveCount, 0)
        }
    }

    func testASnapNearTheTopGlidesTheContentToAnEdge() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header,
                                                      inset: fixture.inset)
            XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 }))
            behavior.attachment!.observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 70
            pump(20)
            XCTAssertEqual(behavior.frame.state, .attached, "one step near the top rests on the content")
            XCTAssertTrue(pump(until: { fixture.adjustment.value == 90 }, timeout: 1500),
                          "after the wheel pause the content glides one header down (value \(fixture.adjustment.value))")
            XCTAssertTrue(pump(until: { behavior.frame.state == .hidden }))
            XCTAssertEqual(behavior.frame.extent, 0)
            XCTAssertEqual(fixture.headerY(), -90)
        }
    }
}
