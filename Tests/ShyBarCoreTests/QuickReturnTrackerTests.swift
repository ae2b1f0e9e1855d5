import XCTest
import ShyBarCore

final class QuickReturnTrackerTests: XCTestCase {
    typealias D = Driver<QuickReturnTracker>

    func make(_ configure: (inout QuickReturnOptions) -> Void = { _ in }, geometry: ScrollGeometry = geo()) -> D {
        var options = QuickReturnOptions()
        configure(&options)
        return D(QuickReturnTracker(options: options), geometry: geometry)
    }

    /// Far down the list with the header fully shown (a programmatic jump never hides it).
    func shownFarDown(_ d: D, at offset: Double = 1000) {
        d.scroll(offset, .programmatic)
        XCTAssertEqual(d.frame.state, .shown)
        XCTAssertEqual(d.frame.extent, 90)
    }

    /// Far down the list with the header hidden by a user scroll.
    func hiddenFarDown(_ d: D, at offset: Double = 1100) {
        d.scroll(offset - 100, .programmatic)
        d.send(.begin)
        d.scroll(offset, .touchpad)
        d.send(.end(velocity: 0))
        d.run(400)
        XCTAssertEqual(d.frame.state, .hidden)
        XCTAssertEqual(d.frame.extent, d.tracker.minExtent)
    }

    // MARK: - Basics

    func testDefaultOptions() {
        let o = QuickReturnOptions()
        XCTAssertEqual(o.toleranceUp, 8)
        XCTAssertEqual(o.toleranceDown, 0)
        XCTAssertEqual(o.startOffset, 0)
        XCTAssertEqual(o.reveal, .animate)
        XCTAssertEqual(o.snap, .auto)
        XCTAssertEqual(o.minExtent, 0)
        XCTAssertFalse(o.fade)
        XCTAssertEqual(o.duration, 200)
        XCTAssertEqual(o.easing, .easeOutCubic)
        XCTAssertTrue(o.animationsEnabled)
        XCTAssertEqual(o.idleSnapDelay, 150)
        XCTAssertEqual(o.flingVelocity, 50)
    }

    func testSanitizedReplacesInvalidNumbersWithDefaults() {
        var o = QuickReturnOptions()
        o.toleranceUp = -1; o.toleranceDown = .nan; o.startOffset = -.infinity
        o.minExtent = .infinity; o.duration = -5; o.idleSnapDelay = .nan; o.flingVelocity = -3
        let s = o.sanitized()
        XCTAssertEqual(s, QuickReturnOptions())
        var big = QuickReturnOptions(); big.startOffset = 1e300
        XCTAssertEqual(big.sanitized().startOffset, 1e12)
        let t = QuickReturnTracker(options: o)
        XCTAssertEqual(t.options, QuickReturnOptions())
        t.options = o
        XCTAssertEqual(t.options, QuickReturnOptions(), "setting options sanitizes them too")
    }

    func testFirstGeometryShowsHeaderFully() {
        let d = make()
        let f = d.frame
        XCTAssertEqual(f.extent, 90)
        XCTAssertEqual(f.state, .shown)
        XCTAssertNil(f.target)
        XCTAssertEqual(f.headerY, 0)
        XCTAssertEqual(f.toolbarY, 90)
        XCTAssertEqual(f.progress, 1)
        XCTAssertEqual(f.opacity, 1)
        XCTAssertFalse(f.showsBackground)
        XCTAssertFalse(f.pinned)
        XCTAssertFalse(d.tracker.needsTicks)
    }

    func testForwardScrollShrinksOneToOneAndClips() {
        // (offset after the step, expected extent)
        let table: [(Double, Double, HeaderState)] = [
            (1010, 80, .following), (1035, 55, .following), (1036.5, 53.5, .following),
            (1080, 10, .following), (1200, 0, .hidden), (1300, 0, .hidden),
        ]
        let d = make()
        shownFarDown(d)
        d.send(.begin)
        for (offset, extent, state) in table {
            let f = d.scroll(offset)
            XCTAssertEqual(f.extent, extent, accuracy: 1e-9, "offset \(offset)")
            XCTAssertEqual(f.state, state, "offset \(offset)")
            XCTAssertEqual(f.offset, offset)
            assertConsistent(f)
        }
    }

    func testNearTheTopTheHeaderRestsOnTheContent() {
        let d = make()
        for (offset, extent) in [(10.0, 80.0), (45, 45), (89, 1), (90, 0)] {
            let f = d.scroll(offset)
            XCTAssertEqual(f.extent, extent, "offset \(offset)")
            XCTAssertEqual(f.state, extent == 0 ? .hidden : .attached)
        }
    }

    func testProgrammaticJumpsNeverHide() {
        for offset in [5.0, 50, 95, 500, 5000, 19_400, 1e9] {
            let d = make()
            let f = d.scroll(offset, .programmatic)
            XCTAssertEqual(f.extent, 90, "jump to \(offset)")
            XCTAssertEqual(f.state, .shown)
            XCTAssertEqual(d.run(500).extent, 90, "still shown after the jump to \(offset)")
        }
    }

    func testEveryUserSourceHidesAndProgrammaticDoesNot() {
        for source in ScrollSource.allCases {
            let d = make()
            shownFarDown(d)
            let f = d.scroll(1030, source)
            XCTAssertEqual(source.isUserDriven, source != .programmatic && source != .settle)
            XCTAssertEqual(f.extent, source.isUserDriven ? 60 : 90, "\(source)")
        }
    }

    func testReverseScrollRevealsWithAbout200msAnimation() {
        let d = make()
        hiddenFarDown(d)
        let start = d.scroll(1080) // 20 px back: beyond the 8 px tolerance
        XCTAssertEqual(start.state, .revealing)
        XCTAssertEqual(start.target, 90)
        XCTAssertEqual(start.extent, 0, "an animation starts where the header is")
        XCTAssertTrue(d.tracker.needsTicks)
        let mid = d.tick(100)
        assertClose(mid.extent, 90 * Easing.easeOutCubic.value(at: 0.5))
        XCTAssertEqual(mid.state, .revealing)
        let almost = d.tick(99)
        XCTAssertLessThan(almost.extent, 90)
        let end = d.tick(1)
        XCTAssertEqual(end.extent, 90)
        XCTAssertEqual(end.state, .shown)
        XCTAssertNil(end.target)
        XCTAssertFalse(d.tracker.needsTicks)
    }

    func testRevealAnimationIsMonotonic() {
        let d = make()
        hiddenFarDown(d)
        d.scroll(1080)
        var last = d.frame.extent
        for _ in 0..<20 {
            let f = d.tick(12)
            XCTAssertGreaterThanOrEqual(f.extent, last)
            last = f.extent
        }
        XCTAssertEqual(last, 90)
    }

    func testAccumulationPerDirectionResetsOnDirectionChange() {
        // Sequences of deltas applied from the hidden state; toleranceUp = 8.
        let table: [([Double], Bool)] = [
            ([-5], false),
            ([-8], false),
            ([-9], true),
            ([-5, -4], true),               // accumulates within a run
            ([-5, 1, -5], false),           // the forward pixel resets the budget
            ([-3, -3, 2, -3, -3], false),
            ([-3, -3, 2, -3, -3, -3], true),
            ([-1, -1, -1, -1, -1, -1, -1, -1, -1], true),
        ]
        for (deltas, reveals) in table {
            let d = make()
            hiddenFarDown(d)
            var offset = d.frame.offset
            for delta in deltas { offset += delta; d.scroll(offset) }
            XCTAssertEqual(d.frame.state == .revealing, reveals, "deltas \(deltas)")
        }
    }

    func testForwardFlingHidesAPartlyShownHeader() {
        let d = make()
        shownFarDown(d)
        d.send(.begin)
        d.scroll(1020) // 70 px still shown: nearer to shown
        let f = d.send(.end(velocity: 1500))
        XCTAssertEqual(f.state, .concealing)
        XCTAssertEqual(f.target, 0)
        XCTAssertEqual(d.run(200).state, .hidden)
        XCTAssertEqual(d.frame.extent, 0)
    }

    // MARK: - Options

    func testToleranceDownIsAnAccumulatedBudget() {
        let d = make { $0.toleranceDown = 20 }
        shownFarDown(d)
        XCTAssertEqual(d.scroll(1015).extent, 90)
        XCTAssertEqual(d.scroll(1030).extent, 80, "30 px accumulated, 20 ignored")
        XCTAssertEqual(d.scroll(1035).extent, 75)
        d.scroll(1034) // direction change resets the budget
        XCTAssertEqual(d.scroll(1050).extent, 75, "16 px is inside the fresh 20 px budget")
        XCTAssertEqual(d.scroll(1060).extent, 69)
    }

    func testToleranceUpIsAnAccumulatedBudget() {
        let d = make { $0.toleranceUp = 30 }
        hiddenFarDown(d)
        d.scroll(1080)
        XCTAssertEqual(d.frame.state, .hidden)
        d.scroll(1075)
        XCTAssertEqual(d.frame.state, .hidden, "25 px < 30 px")
        d.scroll(1069)
        XCTAssertEqual(d.frame.state, .revealing)
    }

    func testToleranceZeroRevealsOnFirstReversePixel() {
        let d = make { $0.toleranceUp = 0 }
        hiddenFarDown(d)
        XCTAssertEqual(d.scroll(1099.5).state, .revealing)
    }

    func testStartOffset() {
        let d = make { $0.startOffset = 300 }
        XCTAssertEqual(d.scroll(100).extent, 90)
        XCTAssertEqual(d.scroll(250).extent, 90, "never hides before the start offset")
        XCTAssertEqual(d.scroll(330).extent, 60, "only movement past the start offset counts")
        let e = make { $0.startOffset = 300 }
        XCTAssertEqual(e.scroll(400).extent, 0, "a single event spanning the start offset")
        XCTAssertEqual(make().scroll(30).extent, 60, "default start offset 0")
    }

    func testRevealFollowBringsHeaderBackPixelForPixel() {
        let d = make { $0.reveal = .follow }
        hiddenFarDown(d)
        let f = d.scroll(1070) // 30 back, 8 tolerance
        XCTAssertEqual(f.extent, 22)
        XCTAssertEqual(f.state, .following)
        XCTAssertNil(f.target)
        XCTAssertEqual(d.scroll(1060).extent, 32)
        XCTAssertEqual(d.scroll(900).extent, 90)
        XCTAssertEqual(d.frame.state, .shown)
    }

    func testRevealTopOnlyWaitsForTheTop() {
        let d = make { $0.reveal = .topOnly }
        hiddenFarDown(d)
        XCTAssertEqual(d.scroll(600).extent, 0)
        XCTAssertEqual(d.scroll(100).extent, 0)
        XCTAssertEqual(d.scroll(50).extent, 40, "rests on the content near the top")
        XCTAssertEqual(d.frame.state, .attached)
        XCTAssertEqual(d.scroll(0).extent, 90)
        XCTAssertEqual(d.frame.state, .shown)
    }

    /// Ends a touchpad gesture with the header at `extent` (from shown far down).
    func endGesture(at extent: Double, velocity: Double, _ configure: (inout QuickReturnOptions) -> Void) -> D {
        let d = make(configure)
        shownFarDown(d)
        d.send(.begin)
        d.scroll(1000 + 90 - extent)
        d.send(.end(velocity: velocity))
        return d
    }

    func testSnapPoliciesOnGestureEnd() {
        // (policy, extent at release, velocity, expected state after the animation)
        let table: [(SnapPolicy, Double, Double, HeaderState)] = [
            (.auto, 70, 800, .hidden), (.auto, 20, -800, .shown),
            (.auto, 60, 0, .shown), (.auto, 30, 0, .hidden), (.auto, 60, 40, .shown), (.auto, 30, -40, .hidden),
            (.auto, 45, 0, .shown), (.auto, 70, .nan, .shown), (.auto, 20, .infinity, .hidden),
            (.nearest, 70, 800, .shown), (.nearest, 20, -800, .hidden),
            (.direction, 70, -800, .hidden), (.direction, 80, 0, .hidden),
            (.none, 60, 800, .following), (.none, 30, -800, .following),
        ]
        for (policy, extent, velocity, expected) in table {
            let d = endGesture(at: extent, velocity: velocity) { $0.snap = policy }
            let f = d.run(300)
            XCTAssertEqual(f.state, expected, "\(policy) extent \(extent) velocity \(velocity)")
            if expected == .following { XCTAssertEqual(f.extent, extent) }
            XCTAssertFalse(d.tracker.needsTicks)
        }
    }

    func testDirectionSnapAfterReverseMovementShows() {
        let d = make { $0.snap = .direction; $0.reveal = .follow }
        hiddenFarDown(d)
        d.send(.begin)
        d.scroll(1070) // 22 px shown, moving back
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.run(300).state, .shown)
    }

    func testFlingVelocityThreshold() {
        let slow = endGesture(at: 70, velocity: 800) { $0.flingVelocity = 1000 }
        XCTAssertEqual(slow.run(300).state, .shown, "below the fling velocity: nearest edge")
        let fast = endGesture(at: 70, velocity: 1000) { $0.flingVelocity = 1000 }
        XCTAssertEqual(fast.run(300).state, .hidden)
    }

    func testIdleSnapAfterWheelPause() {
        for (extent, expected) in [(60.0, HeaderState.shown), (30, .hidden)] {
            let d = make()
            shownFarDown(d)
            d.scroll(1000 + 90 - extent, .wheel, after: 0)
            XCTAssertTrue(d.tracker.needsTicks, "an idle snap is pending")
            XCTAssertEqual(d.tick(100).state, .following)
            XCTAssertEqual(d.tick(49).extent, extent, "nothing before 150 ms")
            let f = d.tick(1)
            XCTAssertEqual(f.target, expected == .shown ? 90 : 0, "snaps at 150 ms")
            XCTAssertEqual(d.run(200).state, expected)
            XCTAssertFalse(d.tracker.needsTicks)
        }
    }

    func testIdleSnapDelayOptionAndKeyboard() {
        let d = make { $0.idleSnapDelay = 400 }
        shownFarDown(d)
        d.scroll(1030, .keyboard, after: 0)
        XCTAssertEqual(d.tick(300).state, .following)
        XCTAssertEqual(d.tick(100).target, 90)
        XCTAssertEqual(d.run(200).state, .shown)
    }

    func testWheelScrollsKeepPostponingTheIdleSnap() {
        let d = make()
        shownFarDown(d)
        var offset = 1000.0
        for _ in 0..<8 { offset += 5; d.scroll(offset, .wheel, after: 100) }
        XCTAssertEqual(d.frame.state, .following)
        XCTAssertEqual(d.frame.extent, 50)
        XCTAssertEqual(d.run(400).state, .shown)
    }

    func testNoIdleSnapDuringAGesture() {
        let d = make()
        shownFarDown(d)
        d.send(.begin)
        d.scroll(1030)
        XCTAssertEqual(d.run(900).state, .following, "a finger still on the touchpad")
        XCTAssertEqual(d.frame.extent, 60)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.run(300).state, .shown)
    }

    func testMinExtent() {
        let d = make { $0.minExtent = 30 }
        shownFarDown(d)
        XCTAssertEqual(d.tracker.minExtent, 30)
        let f = d.scroll(1200)
        XCTAssertEqual(f.extent, 30)
        XCTAssertEqual(f.state, .hidden)
        XCTAssertEqual(f.progress, 0)
        XCTAssertEqual(f.headerY, -60)
        let g = d.scroll(1170)
        XCTAssertEqual(g.state, .revealing)
        XCTAssertEqual(d.run(300).extent, 90)
    }

    func testGeometryMinHeaderActsAsMinExtent() {
        let d = make(geometry: geo(min: 40))
        XCTAssertEqual(d.tracker.minExtent, 40)
        shownFarDown(d)
        XCTAssertEqual(d.scroll(1300).extent, 40)
        let e = make({ $0.minExtent = 50 }, geometry: geo(min: 40))
        XCTAssertEqual(e.tracker.minExtent, 50, "the larger of the two")
    }

    func testFadeSetsOpacityToProgress() {
        let d = make { $0.fade = true }
        shownFarDown(d)
        let f = d.scroll(1045)
        XCTAssertEqual(f.progress, 0.5, accuracy: 1e-12)
        XCTAssertEqual(f.opacity, 0.5, accuracy: 1e-12)
        let plain = make()
        shownFarDown(plain)
        XCTAssertEqual(plain.scroll(1045).opacity, 1, "no fading by default")
    }

    func testDurationAndEasing() {
        let table: [(Easing, Double, Double, Double)] = [
            // easing, duration, elapsed, expected extent (reveal from 0 to 90)
            (.linear, 400, 100, 22.5), (.linear, 400, 200, 45), (.easeInOutCubic, 400, 200, 45),
            (.easeInOutCubic, 400, 100, 90 * 4 * 0.25 * 0.25 * 0.25), (.easeOutCubic, 400, 200, 90 * 0.875),
            (.linear, 50, 50, 90),
        ]
        for (easing, duration, elapsed, expected) in table {
            let d = make { $0.easing = easing; $0.duration = duration }
            hiddenFarDown(d)
            d.scroll(1080, after: 0)
            assertClose(d.tick(elapsed).extent, expected, accuracy: 1e-9, "\(easing) \(duration) \(elapsed)")
        }
    }

    func testAnimationsDisabledCompleteAtOnce() {
        for configure in [{ (o: inout QuickReturnOptions) in o.animationsEnabled = false },
                          { (o: inout QuickReturnOptions) in o.duration = 0 }] {
            let d = make(configure)
            hiddenFarDown(d)
            let f = d.scroll(1080, after: 0)
            XCTAssertEqual(f.extent, 90, "reveal completes at once")
            XCTAssertEqual(f.state, .shown)
            XCTAssertNil(f.target)
            d.send(.begin); d.scroll(1100); let g = d.send(.end(velocity: 900))
            XCTAssertEqual(g.extent, 0, "snap completes at once")
            XCTAssertEqual(g.state, .hidden)
            d.tracker.show(animated: true)
            XCTAssertEqual(d.tracker.frame.extent, 90)
        }
    }

    func testFocusInRevealsAndHolds() {
        let d = make()
        hiddenFarDown(d)
        let f = d.send(.focus(inside: true))
        XCTAssertTrue(d.tracker.isFocusInside)
        XCTAssertEqual(f.state, .revealing)
        XCTAssertEqual(d.run(200).state, .shown)
        XCTAssertEqual(d.scroll(1500, .wheel).extent, 90, "holds while focus is inside")
        XCTAssertEqual(d.run(500).extent, 90)
        d.tracker.hide(animated: false)
        XCTAssertEqual(d.tracker.frame.extent, 90, "hide is refused while focus is inside")
        d.send(.focus(inside: false))
        XCTAssertFalse(d.tracker.isFocusInside)
        XCTAssertEqual(d.scroll(1530, .touchpad).extent, 60, "hides again after focus leaves")
    }

    func testFocusInsideSnapsAPartlyShownHeaderToShown() {
        let d = make()
        shownFarDown(d)
        d.send(.begin)
        d.scroll(1080) // 10 px left
        d.send(.focus(inside: true))
        d.send(.end(velocity: 3000))
        XCTAssertEqual(d.run(300).state, .shown)
    }

    func testFreezeAndUnfreeze() {
        let d = make()
        shownFarDown(d)
        d.tracker.freeze()
        XCTAssertTrue(d.tracker.isFrozen)
        XCTAssertEqual(d.scroll(1300).extent, 90, "frozen: forward scroll does not hide")
        d.tracker.unfreeze()
        XCTAssertFalse(d.tracker.isFrozen)
        XCTAssertEqual(d.scroll(1330).extent, 60)
        d.scroll(1500)
        d.tracker.freeze()
        XCTAssertEqual(d.scroll(1400).extent, 0, "frozen: reverse scroll does not reveal")
        XCTAssertEqual(d.run(400).extent, 0)
        XCTAssertEqual(d.scroll(0).extent, 90, "frozen, but never a gap at the top")
    }

    func testShowAndHide() {
        let d = make()
        shownFarDown(d)
        d.tracker.hide(animated: false)
        XCTAssertEqual(d.tracker.frame.extent, 0)
        XCTAssertEqual(d.tracker.frame.state, .hidden)
        d.tracker.show(animated: true)
        XCTAssertEqual(d.tracker.frame.state, .revealing)
        XCTAssertEqual(d.tracker.frame.target, 90)
        // 200 ms from the first frame after the call, which comes 16 ms later.
        XCTAssertEqual(d.run(200).state, .revealing)
        XCTAssertEqual(d.run(16).state, .shown)
        d.tracker.hide(animated: true)
        XCTAssertEqual(d.tracker.frame.state, .concealing)
        XCTAssertEqual(d.run(216).state, .hidden)
        d.tracker.show(animated: false)
        XCTAssertEqual(d.tracker.frame.extent, 90)
        XCTAssertEqual(d.tracker.frame.state, .shown)
    }

    /// A programmatic show after a pause (Ctrl+F seconds after the last scroll) runs its whole
    /// animation from the first frame after the call: the animation's clock starts there, not
    /// at the last input, or the first frame would find it long finished and jump.
    func testAnimatedShowAndHideAfterAPauseAnimateFromTheNextFrame() {
        let d = make()
        hiddenFarDown(d)
        // Seconds of nothing: a tracker at rest gets no ticks, so the first frame after the
        // call is the first input it sees since the scroll.
        d.tracker.show(animated: true)
        XCTAssertEqual(d.tracker.frame.state, .revealing)
        let first = d.tick(5_000)
        XCTAssertLessThan(first.extent, 45, "the first frame after show is near the start, not at the end")
        XCTAssertEqual(first.state, .revealing)
        XCTAssertEqual(d.run(400).state, .shown)
        d.tracker.hide(animated: true)
        let hiding = d.tick(3_000)
        XCTAssertGreaterThan(hiding.extent, 45, "the first frame after hide is near the start, not at the end")
        XCTAssertEqual(hiding.state, .concealing)
        XCTAssertEqual(d.run(400).state, .hidden)
    }

    /// A show called again on every frame of its own animation (an integrator reacting to each
    /// frame) does not restart it: the header still arrives in its duration.
    func testAShowRepeatedEveryFrameStillArrives() {
        let d = make()
        hiddenFarDown(d)
        d.tracker.show(animated: true)
        var frames = 0
        while d.tracker.frame.state != .shown, frames < 40 {
            d.tick(16)
            d.tracker.show(animated: true)
            frames += 1
        }
        XCTAssertEqual(d.tracker.frame.state, .shown, "still \(d.tracker.frame.extent) px after \(frames) frames")
        XCTAssertLessThanOrEqual(frames, 15, "a 200 ms reveal took \(frames) frames")
    }

    func testHideNearTheTopRestsOnTheContent() {
        let d = make()
        d.scroll(40, .programmatic)
        d.tracker.hide(animated: false)
        XCTAssertEqual(d.tracker.frame.extent, 50)
        XCTAssertEqual(d.tracker.frame.state, .attached)
    }

    /// Seen on GNOME with both cores busy (GnomeFrameStepTests): a key scrolled the list to
    /// 58 px, the header riding on it, then the list corrected its estimate to 65 px; the
    /// header stayed at 58's place, 7 px over the first row, until the next key.
    func testLayoutMovingTheContentOnNearTheTopCarriesARidingHeader() {
        let d = make()
        d.scroll(58, .keyboard)
        XCTAssertEqual(d.tracker.frame.extent, 32)
        d.scroll(65, .programmatic)
        XCTAssertEqual(d.tracker.frame.extent, 25)
        // Back, the content carries it already (the header never floats above it).
        d.scroll(60, .programmatic)
        XCTAssertEqual(d.tracker.frame.extent, 30)
        // From the top a jump still leaves a fully shown header shown.
        let e = make()
        e.scroll(40, .programmatic)
        XCTAssertEqual(e.tracker.frame.extent, 90)
    }

    /// Seen on GNOME (GnomeFrameStepTests): dragging the scrollbar back into the top zone,
    /// GTK mapped the thumb to a value a few pixels forward as the list re-estimated its
    /// height; taken for a jump, it started a settle in the middle of the drag and the
    /// revealed header began to hide.
    func testLayoutDuringAScrollbarDragStartsNoSettle() {
        let d = make()
        d.scroll(300, .programmatic)
        d.send(.begin)
        d.scroll(80, .scrollbar)
        d.run(400)
        XCTAssertEqual(d.tracker.frame.extent, 90)
        d.scroll(84, .programmatic)
        XCTAssertNil(d.tracker.scrollRequest)
        d.run(400)
        XCTAssertEqual(d.tracker.frame.extent, 90)
        // The drag's end settles, as ever: to the top, the header over the first row.
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.tracker.scrollRequest, 0)
    }

    func testHideDoesNothingWhenContentIsTooShort() {
        let d = make(geometry: geo(viewport: 600, content: 650))
        d.scroll(50, .programmatic)
        d.tracker.hide(animated: false)
        XCTAssertEqual(d.tracker.frame.extent, 90)
    }

    func testCallbacks() {
        let t = QuickReturnTracker()
        var states: [HeaderState] = []
        var progress: [Double] = []
        t.onStateChange = { states.append($0) }
        t.onProgressChange = { progress.append($0) }
        let d = D(t)
        d.scroll(1000, .programmatic)
        states.removeAll(); progress.removeAll()
        d.scroll(1030)
        XCTAssertEqual(states, [.following])
        XCTAssertEqual(progress.count, 1)
        XCTAssertEqual(progress.last ?? -1, 60.0 / 90, accuracy: 1e-12)
        d.send(.tick, after: 1) // no idle snap yet, nothing moves
        XCTAssertEqual(states, [.following])
        XCTAssertEqual(progress.count, 1)
        d.scroll(1200)
        XCTAssertEqual(states, [.following, .hidden])
        XCTAssertEqual(progress.last, 0)
        d.run(500)
        XCTAssertEqual(states, [.following, .hidden], "no callback without a change")
        d.scroll(1180)
        d.run(300)
        XCTAssertEqual(states, [.following, .hidden, .revealing, .shown])
        XCTAssertEqual(progress.last, 1)
        for (a, b) in zip(progress, progress.dropFirst()) { XCTAssertNotEqual(a, b, "fires only on change") }
    }

    func testTimeNeverGoesBackwards() {
        let t = QuickReturnTracker()
        t.handle(.geometry(geo()), at: 100)
        XCTAssertEqual(t.handle(.tick, at: 50).time, 100)
        XCTAssertEqual(t.handle(.tick, at: .nan).time, 100)
        XCTAssertEqual(t.handle(.tick, at: .infinity).time, 100)
        XCTAssertEqual(t.handle(.tick, at: 120).time, 120)
    }

    func testNonFiniteOffsetsAreIgnored() {
        let d = make()
        shownFarDown(d)
        for bad in [Double.nan, .infinity, -.infinity] {
            let f = d.scroll(bad)
            XCTAssertEqual(f.offset, 1000)
            XCTAssertEqual(f.extent, 90)
        }
    }

    func testPinnedAndBackground() {
        let d = make()
        XCTAssertFalse(d.frame.showsBackground)
        XCTAssertTrue(d.scroll(1).showsBackground)
        XCTAssertFalse(d.frame.pinned)
        XCTAssertTrue(d.scroll(90).pinned)
        XCTAssertFalse(d.scroll(89).pinned)
    }

    func testHandleTimedInput() {
        let t = QuickReturnTracker()
        t.handle(TimedInput(time: 5, input: .geometry(geo())))
        let f = t.handle(TimedInput(time: 21, input: .scroll(offset: 30, source: .touch)))
        XCTAssertEqual(f.time, 21)
        XCTAssertEqual(f.extent, 60)
    }
}

/// Near the top the header rests on the content; when input stops there it is neither shown
/// nor hidden, so the tracker asks the content to scroll to the nearer of the two.
final class NearTopSnapTests: XCTestCase {
    private func restingTracker(offset: Double, snap: SnapPolicy = .auto) -> QuickReturnTracker {
        var options = QuickReturnOptions()
        options.snap = snap
        let tracker = QuickReturnTracker(options: options)
        tracker.handle(.geometry(geo()), at: 0)
        tracker.handle(.scroll(offset: offset, source: .wheel), at: 10)
        XCTAssertEqual(tracker.frame.state, .attached)
        return tracker
    }

    func testPastHalfTheHeaderTheContentIsAskedToScrollItAway() {
        let tracker = restingTracker(offset: 76)
        tracker.handle(.tick, at: 100)
        XCTAssertNil(tracker.scrollRequest, "not before the wheel has been idle for 150 ms")
        tracker.handle(.tick, at: 170)
        XCTAssertEqual(tracker.scrollRequest, 90)
        tracker.handle(.tick, at: 186)
        XCTAssertNil(tracker.scrollRequest, "a request lasts one input")
    }

    func testBeforeHalfTheHeaderTheContentIsAskedBackToTheTop() {
        let tracker = restingTracker(offset: 30)
        tracker.handle(.tick, at: 170)
        XCTAssertEqual(tracker.scrollRequest, 0)
    }

    func testFollowingTheRequestAsMomentumEndsShownOrHidden() {
        let tracker = restingTracker(offset: 76)
        tracker.handle(.tick, at: 170)
        XCTAssertEqual(tracker.scrollRequest, 90)
        for (step, offset) in [80.0, 85, 88, 90].enumerated() {
            tracker.handle(.scroll(offset: offset, source: .momentum), at: 186 + Double(step) * 16)
        }
        tracker.handle(.tick, at: 600)
        XCTAssertEqual(tracker.frame.state, .hidden)
        XCTAssertEqual(tracker.frame.extent, 0)
        XCTAssertNil(tracker.scrollRequest, "once hidden nothing more is asked")
    }

    func testSnapNoneAsksNothingAndAFlingIsLeftToItsMomentum() {
        let none = restingTracker(offset: 76, snap: .none)
        none.handle(.tick, at: 170)
        XCTAssertNil(none.scrollRequest)

        let flung = QuickReturnTracker()
        flung.handle(.geometry(geo()), at: 0)
        flung.handle(.begin, at: 5)
        flung.handle(.scroll(offset: 60, source: .touchpad), at: 10)
        flung.handle(.end(velocity: 2000), at: 20)
        XCTAssertNil(flung.scrollRequest)
        let slow = QuickReturnTracker()
        slow.handle(.geometry(geo()), at: 0)
        slow.handle(.begin, at: 5)
        slow.handle(.scroll(offset: 60, source: .touchpad), at: 10)
        slow.handle(.end(velocity: 0), at: 20)
        XCTAssertEqual(slow.scrollRequest, 90)
    }

    func testContentTooShortToHideTheHeaderIsNotAskedToScrollPastItsEnd() {
        let tracker = QuickReturnTracker()
        tracker.handle(.geometry(geo(viewport: 600, content: 670, header: 90)), at: 0)
        tracker.handle(.scroll(offset: 70, source: .wheel), at: 10)
        tracker.handle(.tick, at: 170)
        XCTAssertNil(tracker.scrollRequest)
    }
}
