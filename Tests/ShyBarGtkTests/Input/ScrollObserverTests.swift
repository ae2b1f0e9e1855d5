import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk
import ShyBarAppWidgets

/// `ScrollObserver` on its own: how it decides a gesture's end, and how it tells the
/// person's input from the list correcting itself.
final class ScrollObserverTests: GtkTestCase, @unchecked Sendable {
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
        onObservedList { fixture, observer in
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

    /// A window with a scrolled window of a plain 5000 px box: no list re-estimating rows
    /// and correcting the value under the observer.
    @MainActor
    private func plainScrolledWindow() -> (window: Window, scrolled: ScrolledWindow) {
        let window = Window()
        let scrolled = ScrolledWindow()
        let content = Box(.vertical)
        content.setSizeRequest(height: 5000)
        scrolled.setChild(content)
        window.setDefaultSize(width: 400, height: 600)
        window.setChild(scrolled)
        window.present()
        XCTAssertTrue(pump(until: { scrolled.vadjustment.pageSize > 0 && scrolled.vadjustment.upper >= 5000 }),
                      "the window never laid out its content")
        return (window, scrolled)
    }

    /// Runs `body` with a plain scrolled window's adjustment and an observer of it whose frame
    /// tasks run on the window's frames, as a view's clock runs them; all is stopped after.
    private func onObserverWithFrames(_ body: @MainActor (Adjustment, ScrollObserver) -> Void) {
        onMain {
            let (window, scrolled) = plainScrolledWindow()
            defer { window.destroy() }
            let observer = ScrollObserver(scrolledWindow: scrolled)
            defer { observer.stop() }
            var ticks: [TickCallback] = []
            observer.frameScheduler = { task in ticks.append(TickCallback(widget: scrolled) { task($0) }) }
            defer { ticks.forEach { $0.remove() } }
            body(scrolled.vadjustment, observer)
        }
    }

    /// Records every input the observer sends.
    @MainActor
    private func record(_ observer: ScrollObserver) -> () -> [TrackerInput] {
        var inputs: [TrackerInput] = []
        observer.onInput = { inputs.append($0.input) }
        return { inputs }
    }

    /// Runs `body` with a laid-out ``ListFixture`` watched by a scroll observer (stopped after).
    private func onObservedList(_ body: @MainActor (ListFixture, ScrollObserver) throws -> Void) rethrows {
        try onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let observer = ScrollObserver(scrolledWindow: fixture.scrolledWindow)
            defer { observer.stop() }
            ready(fixture)
            try body(fixture, observer)
        }
    }

    @MainActor
    private func sources(_ inputs: [TrackerInput]) -> [ScrollSource] {
        inputs.compactMap { if case .scroll(_, let source) = $0 { return source } else { return nil } }
    }

    /// A wheel step makes the value changes that follow the wheel's for 350 ms; later
    /// ones are the list (or the app) moving by itself.
    func testWheelChangesAreTheWheelOnlyWhileTheStepIsFresh() {
        onObservedList { fixture, observer in
            let inputs = record(observer)
            observer.simulateUserInput(.wheel)
            fixture.adjustment.value = 200
            pump(ScrollObserver.wheelWindow + 100)
            fixture.adjustment.value = 260
            XCTAssertEqual(sources(inputs()), [.wheel, .programmatic])
        }
    }

    func testRefreshSendsTheGeometryThenTheOffset() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let observer = ScrollObserver(scrolledWindow: fixture.scrolledWindow)
            defer { observer.stop() }
            observer.geometryProvider = { ScrollGeometry(viewport: $0, content: $1, header: 90) }
            ready(fixture)
            fixture.adjustment.value = 120
            let inputs = record(observer)
            observer.refresh()
            guard inputs().count == 2, case .geometry(let geometry) = inputs()[0],
                  case .scroll(let offset, let source) = inputs()[1] else {
                return XCTFail("refresh sent \(inputs()), not the geometry and the offset")
            }
            XCTAssertEqual(geometry.viewport, fixture.adjustment.pageSize)
            XCTAssertEqual(geometry.content, fixture.adjustment.upper - fixture.adjustment.lower)
            XCTAssertEqual(geometry.header, 90)
            XCTAssertEqual(offset, 120)
            XCTAssertEqual(source, .programmatic)
        }
    }

    /// A settle's step moves the content where the tracker's frame says, reported as
    /// `.settle` and stamped with that frame's time, as is whatever else moves the value
    /// until the settle ends (the list rounding the step in the frame's layout); then the
    /// clock stamps again. A settle's first step stops a fling's momentum still carried.
    func testASettleStepIsSettleStampedWithItsFrameAndStopsACarriedFling() {
        onObserverWithFrames { adjustment, observer in
            var inputs: [TimedInput] = []
            observer.onInput = { inputs.append($0) }
            // Ahead of the clock, as GDK's frame times can be (and an input is never stamped
            // earlier than the one before it).
            let frameTime = Gtk.monotonicMilliseconds + 30
            observer.settle(to: 600, frameTime: frameTime)
            XCTAssertEqual(adjustment.value, 600)
            adjustment.value = 599                               // the list rounding it in layout
            observer.settleEnded()
            pump(60)
            adjustment.value = 598
            let scrolls = inputs.compactMap { timed -> (Double, ScrollSource, Double)? in
                if case .scroll(let offset, let source) = timed.input { return (offset, source, timed.time) }
                return nil
            }
            XCTAssertEqual(scrolls.map(\.0), [600, 599, 598])
            XCTAssertEqual(scrolls.map(\.1), [.settle, .programmatic, .programmatic])
            XCTAssertEqual(scrolls[0].2, frameTime, "the step is stamped with its frame's time")
            XCTAssertEqual(scrolls[1].2, frameTime, "layout in the settle's frame is stamped with it too")
            XCTAssertGreaterThan(scrolls[2].2, frameTime + 20, "after the settle the clock stamps again")

            adjustment.value = 1000
            observer.simulateFingerScroll()
            observer.simulateFling(velocity: 1600)
            XCTAssertTrue(pump(until: { adjustment.value > 1050 }, timeout: 2000), "no momentum after the fling: \(adjustment.value)")
            observer.settle(to: 900, frameTime: Gtk.monotonicMilliseconds)
            observer.settleEnded()
            pump(300)
            XCTAssertEqual(adjustment.value, 900, "the carried momentum went on after the settle's step")
        }
    }

    /// A person's key press while the tracker settles the content: the settle's remaining
    /// steps are not carried out, and the key's own scroll (which GTK's list makes in its next
    /// layout, after that frame's settle step) is the person's keyboard, so it ends the settle
    /// in the tracker instead of being taken for layout. The next settle moves again.
    func testAKeyPressedDuringASettleStopsItsStepsAndItsScrollIsTheKeys() {
        onObservedList { fixture, observer in
            let inputs = record(observer)
            observer.settle(to: 300, frameTime: Gtk.monotonicMilliseconds)
            observer.simulateKeyPress("Page_Down")
            observer.settle(to: 280, frameTime: Gtk.monotonicMilliseconds)
            XCTAssertEqual(fixture.adjustment.value, 300, "a settle step after the key moved the content")
            fixture.adjustment.value = 700                       // the key's page, in the next layout
            XCTAssertEqual(sources(inputs()), [.settle, .keyboard])
            observer.settleEnded()
            observer.settle(to: 650, frameTime: Gtk.monotonicMilliseconds)
            XCTAssertEqual(fixture.adjustment.value, 650, "the next settle did not move")
            observer.settleEnded()
        }
    }

    /// The momentum after a fling travels GTK's curve (velocity / 4 in all) as momentum, in
    /// whole pixels, and moves on from wherever anything else put the content meanwhile: a
    /// list that corrects its estimate of the rows above by 195 px mid-momentum (GtkListView
    /// re-estimating a tall spacer row) keeps that correction instead of being pulled back.
    func testAFlingsMomentumKeepsACorrectionMadeWhileItRuns() {
        onObserverWithFrames { adjustment, observer in
            adjustment.value = 1000
            let inputs = record(observer)
            observer.simulateFingerScroll()
            observer.simulateFling(velocity: 1600)
            XCTAssertTrue(pump(until: { adjustment.value > 1100 }, timeout: 2000), "no momentum after the fling: \(adjustment.value)")
            let beforeCorrection = adjustment.value
            adjustment.value = beforeCorrection + 195        // the list's correction
            var values: [Double] = []
            let watch = adjustment.onValueChanged { values.append(adjustment.value) }
            defer { watch.disconnect() }
            XCTAssertTrue(pump(until: { values.count >= 3 }, timeout: 2000), "the momentum stopped at the correction")
            XCTAssertGreaterThan(values.min() ?? 0, beforeCorrection + 195,
                                 "the momentum pulled the content back from the correction: \(values)")
            pump(2500)
            let travelled = adjustment.value - 1000 - 195
            XCTAssertEqual(travelled, 1600 / MomentumCarry.friction, accuracy: 2, "GTK's curve covers velocity / 4")
            XCTAssertEqual(adjustment.value, adjustment.value.rounded(), "the momentum moves in whole pixels")
            let scrolls = sources(inputs())
            XCTAssertTrue(scrolls.contains(.momentum))
            XCTAssertEqual(Set(scrolls), [.momentum], "the steps after the fling are momentum, the person's (not a settle: Compare Presets mirrors them): \(scrolls)")
        }
    }

    /// A touch flick is carried like a touchpad's fling: from the finger's speed at the
    /// lift, as momentum, keeping a correction the list makes while it runs (GTK's own
    /// deceleration put the content back by every correction, ±38 px a frame on mutter).
    func testATouchFlicksMomentumIsCarriedAndKeepsACorrection() {
        onObserverWithFrames { adjustment, observer in
            adjustment.value = 1000
            let inputs = record(observer)
            observer.simulateTouchDown()
            // The finger moves 20 px every 10 ms (2,000 px/s) and leaves the glass moving.
            for step in 1...8 {
                pump(10)
                adjustment.value = 1000 + Double(20 * step)
            }
            observer.simulateTouchUp()
            let lifted = adjustment.value
            XCTAssertTrue(pump(until: { adjustment.value > lifted + 50 }, timeout: 2000),
                          "no momentum after the flick: \(adjustment.value)")
            let beforeCorrection = adjustment.value
            adjustment.value = beforeCorrection - 38        // the list's correction
            var values: [Double] = []
            let watch = adjustment.onValueChanged { values.append(adjustment.value) }
            defer { watch.disconnect() }
            XCTAssertTrue(pump(until: { values.count >= 3 }, timeout: 2000), "the momentum stopped at the correction")
            pump(2500)
            // Kept, the correction is still in the end place: GTK's absolute positions would
            // have ended velocity / 4 past the lift, 38 px further on.
            let travelled = adjustment.value + 38 - lifted
            let ends = inputs().compactMap { input -> Double? in
                if case .end(let velocity) = input { return velocity }
                return nil
            }
            XCTAssertEqual(ends.count, 1, "one end for the lift: \(ends)")
            let velocity = ends.last ?? 0
            XCTAssertGreaterThan(velocity, 200, "the lift's speed")
            XCTAssertEqual(travelled, velocity / MomentumCarry.friction, accuracy: 3, "GTK's curve covers velocity / 4")
            XCTAssertEqual(adjustment.value, adjustment.value.rounded(), "the momentum moves in whole pixels")
            let afterLift = sources(inputs()).drop { $0 == .touch }
            XCTAssertEqual(Set(afterLift), [.momentum], "the steps after the lift are momentum: \(afterLift)")
        }
    }

    /// A list correcting its estimate of the rows above the view reconfigures its adjustment:
    /// bounds and value change together (`changed` with the new value in place, then
    /// `value-changed`). The rows stay where they are on screen, so under a finger that move
    /// is layout (GtkListView corrected by 38 px on mutter as a touch drag went back up, and
    /// the header followed the phantom move); a value the finger moved alone is the finger's.
    /// Under keys or a wheel a reconfigure going their way stays theirs: a list scrolls to a
    /// row for Ctrl+End in its layout, the same way.
    func testAListReconfiguringItsAdjustmentUnderAFingerIsLayout() {
        onMain {
            let (window, scrolled) = plainScrolledWindow()
            defer { window.destroy() }
            let adjustment = scrolled.vadjustment
            let observer = ScrollObserver(scrolledWindow: scrolled)
            defer { observer.stop() }
            adjustment.value = 1000
            let inputs = record(observer)
            @MainActor func configure(value: Double, growBy growth: Double) {
                gtk_adjustment_configure(adjustment.raw, value, adjustment.lower, adjustment.upper + growth,
                                         gtk_adjustment_get_step_increment(adjustment.raw),
                                         gtk_adjustment_get_page_increment(adjustment.raw), adjustment.pageSize)
            }
            observer.simulateTouchDown()
            adjustment.value = 990
            configure(value: 952, growBy: -38)
            configure(value: 952, growBy: 20)           // only the bounds: nothing to report
            observer.simulateTouchUp()
            observer.simulateUserInput(.wheel)
            adjustment.value = 1030
            configure(value: 1060, growBy: 30)
            adjustment.value = 1100
            XCTAssertEqual(sources(inputs()), [.touch, .programmatic, .wheel, .wheel, .wheel],
                           "\(inputs())")
        }
    }

    /// GTK 4.8 sets a touch drag's value from where the drag began, so the finger's next step
    /// would undo a correction the list made meanwhile and jump its rows by it (38 px against
    /// the finger on mutter). Each step after a correction is moved on by it before any
    /// handler sees the value: a handler connected before the observer's, as a list's is,
    /// sees only the corrected step. Once the finger is up, nothing is moved on.
    func testATouchDragsStepsAreMovedOnByTheListsCorrectionsBeforeAnyHandler() {
        onMain {
            let (window, scrolled) = plainScrolledWindow()
            defer { window.destroy() }
            let adjustment = scrolled.vadjustment
            var seenFirst: [Double] = []
            let first = adjustment.onValueChanged { seenFirst.append(adjustment.value) }
            defer { first.disconnect() }
            let observer = ScrollObserver(scrolledWindow: scrolled)
            defer { observer.stop() }
            adjustment.value = 1000
            let inputs = record(observer)
            observer.simulateTouchDown()
            adjustment.value = 990                                   // GTK's step: the finger 10 px back
            gtk_adjustment_configure(adjustment.raw, 952, adjustment.lower, adjustment.upper - 38,   // the list's correction
                                     gtk_adjustment_get_step_increment(adjustment.raw),
                                     gtk_adjustment_get_page_increment(adjustment.raw), adjustment.pageSize)
            seenFirst = []
            adjustment.value = 985                                   // GTK's next step: 5 px more, from the drag's start
            XCTAssertEqual(adjustment.value, 947, "the step was not moved on by the correction")
            XCTAssertEqual(seenFirst, [947], "a handler saw GTK's step before it was moved on")
            adjustment.value = 980
            XCTAssertEqual(adjustment.value, 942)
            observer.simulateTouchUp()
            adjustment.value = 900
            XCTAssertEqual(adjustment.value, 900, "a value set after the lift was moved")
            let scrolls = inputs().compactMap { input -> Double? in
                if case .scroll(let offset, _) = input { return offset } else { return nil }
            }
            XCTAssertEqual(Array(scrolls.prefix(4)), [990, 952, 947, 942], "what the tracker was told")
            XCTAssertEqual(Array(sources(inputs()).prefix(4)), [.touch, .programmatic, .touch, .touch])
        }
    }

    /// A person's input stops the momentum where it is, and the end of the content does.
    func testAFlingsMomentumStopsForAPersonAndAtTheEnd() {
        onObserverWithFrames { adjustment, observer in
            adjustment.value = 1000
            observer.simulateFingerScroll()
            observer.simulateFling(velocity: 2000)
            XCTAssertTrue(pump(until: { adjustment.value > 1050 }, timeout: 2000), "no momentum after the fling")
            observer.simulateUserInput(.wheel)
            let stoppedAt = adjustment.value
            pump(300)
            XCTAssertEqual(adjustment.value, stoppedAt, "the momentum went on after the person's wheel step")

            let end = adjustment.upper - adjustment.pageSize
            adjustment.value = end - 100
            observer.simulateFingerScroll()
            observer.simulateFling(velocity: 3000)
            XCTAssertTrue(pump(until: { adjustment.value == end }, timeout: 2000), "the momentum never reached the end")
            pump(200)
            XCTAssertEqual(adjustment.value, end)
        }
    }

    /// GTK 4.8's deceleration curve, in whole pixels that add up to it.
    func testTheMomentumCurveIsGTKsInWholePixels() {
        var carry = MomentumCarry(velocity: -1200, start: 100)
        var total = 0.0
        var time = 100.0
        while !carry.isFinished, time < 5000 {
            time += 16
            let step = carry.wholePixels(to: time)
            XCTAssertEqual(step, step.rounded())
            XCTAssertLessThanOrEqual(step, 0, "a fling back moves back only")
            total += step
            XCTAssertEqual(total, carry.distance(at: time), accuracy: 1)
        }
        XCTAssertTrue(carry.isFinished, "the momentum never ran out")
        XCTAssertEqual(total, -300, accuracy: 1)
        XCTAssertEqual(time, 100 + 1000 * log(1200) / 4, accuracy: 20, "it ends below 1 px/s, as GTK's")
        XCTAssertTrue(MomentumCarry(velocity: 0.5, start: 0).isFinished)
    }

    func testASettleStepStaysInRange() {
        onObservedList { fixture, observer in
            let inputs = record(observer)
            observer.settle(to: 1e9, frameTime: Gtk.monotonicMilliseconds)
            let maximum = fixture.adjustment.upper - fixture.adjustment.pageSize
            XCTAssertEqual(fixture.adjustment.value, maximum, "not clamped to the end")
            observer.settle(to: -50, frameTime: Gtk.monotonicMilliseconds)
            XCTAssertEqual(fixture.adjustment.value, 0, "not clamped to the top")
            observer.settleEnded()
            XCTAssertEqual(sources(inputs()), [.settle, .settle])
        }
    }

    func testStopTakesBackItsControllersAndHearsNothingMore() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let before = fixture.scrolledWindow.controllerCount
            let observer = ScrollObserver(scrolledWindow: fixture.scrolledWindow)
            XCTAssertEqual(fixture.scrolledWindow.controllerCount, before + 4, "scroll, key, click and event controllers")
            ready(fixture)
            let inputs = record(observer)
            observer.stop()
            observer.stop()
            XCTAssertFalse(observer.isObserving)
            XCTAssertEqual(fixture.scrolledWindow.controllerCount, before, "controllers left behind")
            fixture.adjustment.value = 300
            observer.refresh()
            observer.emit(.tick)
            XCTAssertEqual(inputs().count, 0, "a stopped observer sent \(inputs())")
        }
    }

    func testTheScrolledWindowDyingStopsItAndIsReportedOnce() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let observer = ScrollObserver(scrolledWindow: fixture.scrolledWindow)
            var reports = 0
            observer.onScrolledWindowFinalized = { reports += 1 }
            ready(fixture)
            gtk_overlay_set_child(shy_overlay(fixture.overlay.raw), nil)   // its last reference
            pump(20)
            XCTAssertEqual(reports, 1)
            XCTAssertFalse(observer.isObserving)
            observer.stop()                                              // safe afterwards
        }
    }

    /// Fingers that end only with a stop: if the scrolled window leaves the screen (a page
    /// switch) the stop goes elsewhere, so unmapping ends the gesture.
    func testUnmappingEndsAGestureWhoseEndWouldGoElsewhere() {
        onObservedList { fixture, observer in
            let inputs = record(observer)
            observer.simulateFingerScroll()
            pump(300)
            XCTAssertEqual(inputs(), [.begin], "resting fingers: the gesture must go on")
            fixture.scrolledWindow.isVisible = false
            pump(20)
            XCTAssertEqual(inputs().last, .end(velocity: 0), "unmapped mid-gesture, no end: \(inputs())")
        }
    }
}
