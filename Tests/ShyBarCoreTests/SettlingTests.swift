import XCTest
import ShyBarCore

/// Every source of input ends, and after every kind of change the header settles: fully
/// shown or fully hidden, never half-shown, never over the first row (docs/behaviours.md,
/// "Settling").
final class SettlingTests: XCTestCase {
    typealias Q = Driver<QuickReturnTracker>

    func make(_ configure: (inout QuickReturnOptions) -> Void = { _ in }, geometry: ScrollGeometry = geo()) -> Q {
        var o = QuickReturnOptions()
        configure(&o)
        return Q(QuickReturnTracker(options: o), geometry: geometry)
    }

    /// Plays the view's part: a scroll the tracker asks for happens, as continued motion.
    @discardableResult
    func runAsView(_ d: Q, _ duration: Double) -> HeaderFrame {
        if let request = d.tracker.scrollRequest { d.scroll(request, .momentum, after: 0) }
        var elapsed = 0.0
        while elapsed < duration {
            d.tick(16)
            elapsed += 16
            if let request = d.tracker.scrollRequest { d.scroll(request, .momentum, after: 0) }
        }
        return d.frame
    }

    func assertSettled(_ d: Q, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let f = d.frame
        XCTAssertTrue(f.isSettled(in: d.tracker.geometry, minExtent: d.tracker.minExtent),
                      "not settled: \(f) \(message)", file: file, line: line)
        XCTAssertFalse(d.tracker.needsTicks, "still waiting for something: \(f)", file: file, line: line)
    }

    // MARK: A gesture whose end never comes

    func testAGestureWithoutAnEndSettlesAfterTheGestureTimeout() {
        let d = make()
        d.scroll(3000, .programmatic)
        d.send(.begin)
        d.scroll(3030)                                   // 30 px into hiding: 60 of 90 left
        XCTAssertEqual(d.frame.extent, 60)
        XCTAssertEqual(d.tracker.pendingDeadline, d.time + 30_000, "the safety timeout is armed")
        // Fingers resting on a touchpad or screen (or on the scrollbar) for as long as a
        // person pauses: the gesture is still on, nothing settles, nothing moves.
        for _ in 0..<29 { XCTAssertEqual(d.run(1000).extent, 60, "a finger resting is still a gesture") }
        XCTAssertNil(d.tracker.scrollRequest)
        d.run(1400)
        XCTAssertEqual(d.frame.state, .shown, "nearest edge, as after a slow release")
        assertSettled(d)
    }

    func testEachGestureInputPostponesTheTimeout() {
        let d = make { $0.gestureTimeout = 300 }
        d.scroll(3000, .programmatic)
        d.send(.begin)
        for step in 1...20 { d.scroll(3000 + Double(step) * 2, .touchpad, after: 100) }
        XCTAssertEqual(d.frame.state, .following, "2 s of slow dragging, never 300 ms without input")
        d.run(600)
        assertSettled(d)
    }

    func testAWheelStepEndsAGestureThatNeverEnded() {
        let d = make()
        d.scroll(3000, .programmatic)
        d.send(.begin)
        d.scroll(3040)
        d.scroll(3050, .wheel, after: 50)
        // Settled by the wheel's idle rule (150 ms), long before the gesture timeout.
        d.run(150 + 200 + 16)
        assertSettled(d)
        XCTAssertEqual(d.frame.state, .hidden)
    }

    func testSmoothScrollWithoutBeginOrEndEndsByIdleness() {
        // A touchpad that never sends an end event looks like this to the tracker.
        let d = make()
        d.scroll(3000, .programmatic)
        for offset in stride(from: 3005.0, through: 3035, by: 5) { d.scroll(offset, .touchpad) }
        XCTAssertEqual(d.frame.extent, 55)
        d.run(400)
        assertSettled(d)
        XCTAssertEqual(d.frame.state, .shown)
    }

    // MARK: The top zone

    func testAContinuousScrollNearTheTopScrollsToAnEdge() {
        let d = make()
        for offset in stride(from: 5.0, through: 40, by: 5) { d.scroll(offset, .touchpad) }
        XCTAssertEqual(d.frame.extent, 50, "rides on the content")
        runAsView(d, 600)
        XCTAssertEqual(d.frame.offset, 0, "40 of 90: back to the top")
        XCTAssertEqual(d.frame.state, .shown)
        assertSettled(d)
    }

    func testRevealedOverTheFirstRowTheContentGoesBackToTheTop() {
        // A wheel notch down and one up near the top: the header comes back while the
        // content stays at 42 px, so it covers the first row until the content follows.
        let d = make()
        d.scroll(84, .wheel)
        d.run(120)
        d.scroll(42, .wheel)
        let f = runAsView(d, 800)
        XCTAssertEqual(f.offset, 0)
        XCTAssertEqual(f.extent, 90)
        assertSettled(d)
    }

    func testAKeyScrollArrivingJustAfterTheIdleDelayIsNotTakenBackBySettling() {
        // Arrow keys from the top of a list of 52 px rows: the header rides on the content
        // down to 25 px. The next key's scroll comes half a millisecond after the idle delay
        // is up, before any frame has started the settle: settling from 65 px (one header
        // down, to 90) would ask the view to glide back from 117 to 90 and so reveal the
        // header over content that the key moved forward.
        let d = make()
        d.scroll(13, .keyboard)
        XCTAssertEqual(d.scroll(65, .keyboard, after: 140).extent, 25)
        let f = d.scroll(117, .keyboard, after: QuickReturnOptions().idleSnapDelay + 0.5)
        XCTAssertNil(d.tracker.scrollRequest, "the key's scroll is not undone")
        XCTAssertEqual(f.extent, 0)
        XCTAssertEqual(f.state, .hidden)
        let rested = runAsView(d, 600)
        XCTAssertEqual(rested.offset, 117, "nothing moves the content after the keys")
        XCTAssertEqual(rested.extent, 0)
        assertSettled(d)
    }

    func testFingersTouchingDownJustAfterTheIdleDelayAreNotFoughtBySettling() {
        let d = make()
        d.scroll(30, .keyboard)
        d.send(.begin, after: QuickReturnOptions().idleSnapDelay + 0.5)
        XCTAssertNil(d.tracker.scrollRequest, "no glide under the fingers")
        d.scroll(60, .touch)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.tracker.scrollRequest, 90, "the gesture's end settles: 60 of 90, one header down")
    }

    func testAnIdleSettleDueBeforeAProgrammaticMoveStillHappens() {
        // Layout moving the content is not the person: a settle that fell due is not put off.
        let d = make()
        d.scroll(30, .keyboard)
        d.scroll(31, .programmatic, after: QuickReturnOptions().idleSnapDelay + 0.5)
        XCTAssertEqual(d.tracker.scrollRequest, 0, "30 of 90: back to the top")
    }

    func testAFlingNearTheTopIsSettledWhereItsMomentumStops() {
        let d = make()
        d.send(.begin)
        d.scroll(20)
        d.send(.end(velocity: 900))
        XCTAssertNil(d.tracker.scrollRequest, "a fling is left to its momentum")
        for offset in [30.0, 38, 43] { d.scroll(offset, .momentum) }
        runAsView(d, 600)
        XCTAssertEqual(d.frame.offset, 0, "stopped at 43 of 90: nearer the top")
        assertSettled(d)
    }

    func testAFlingWithNoMomentumAfterItStillSettles() {
        // X11 touchpads have no end event and so no kinetic scrolling: the end comes from
        // the idle rule and nothing moves after it.
        let d = make()
        d.send(.begin)
        d.scroll(70)
        d.send(.end(velocity: 2000))
        runAsView(d, 600)
        XCTAssertEqual(d.frame.offset, 90, "70 of 90: one header down")
        XCTAssertEqual(d.frame.state, .hidden)
        assertSettled(d)
    }

    func testAZeroVelocityIsNeverAFlingWhateverTheThreshold() {
        let d = make { $0.flingVelocity = 0 }
        d.send(.begin)
        d.scroll(30)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.tracker.scrollRequest, 0)
    }

    func testNearTheTopTheHeaderRidesOnTheContentWhateverTheTolerance() {
        let d = make { $0.toleranceDown = 30 }
        XCTAssertEqual(d.scroll(10).extent, 80, "never over the first row")
        XCTAssertEqual(d.scroll(25).extent, 65)
        XCTAssertEqual(d.scroll(5).extent, 85)
    }

    func testASnapWithoutAnimationStillEndsOneHeaderDown() {
        // Reduced motion: the header is hidden at once, then the content scrolls to one
        // header down; the header must ride with it, not float above the first row.
        let d = make { $0.animationsEnabled = false; $0.toleranceDown = 5; $0.snap = .direction }
        d.send(.begin)
        d.scroll(50)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.tracker.scrollRequest, 90)
        runAsView(d, 300)
        XCTAssertEqual(d.frame.offset, 90)
        XCTAssertEqual(d.frame.state, .hidden)
        assertSettled(d)
    }

    // MARK: Momentum continues its gesture

    func testMomentumNeverHidesAHeaderItsFlingRevealed() {
        let d = make()
        d.scroll(5000, .programmatic)
        d.send(.begin); d.scroll(5100); d.scroll(5300); d.send(.end(velocity: 3000))
        d.run(300)
        XCTAssertEqual(d.frame.state, .hidden)
        d.send(.begin); d.scroll(5280); d.scroll(5250); d.send(.end(velocity: -1200))
        d.run(250)
        XCTAssertEqual(d.frame.state, .shown)
        // The momentum runs backwards; the list corrects its row estimates forwards.
        for offset in [5200.0, 5160, 5190, 5150, 5120, 5180, 5110] {
            XCTAssertEqual(d.scroll(offset, .momentum).extent, 90, "at \(offset)")
        }
        d.run(400)
        XCTAssertEqual(d.frame.state, .shown)
        assertSettled(d)
    }

    func testMomentumStillHidesInTheDirectionOfItsFling() {
        let d = make()
        d.scroll(5000, .programmatic)
        d.send(.begin); d.scroll(5010); d.send(.end(velocity: 30))   // slow: snaps back
        d.run(300)
        XCTAssertEqual(d.frame.state, .shown)
        d.send(.begin); d.scroll(5020); d.send(.end(velocity: 2000))
        for offset in [5060.0, 5100, 5130] { d.scroll(offset, .momentum) }
        d.run(300)
        XCTAssertEqual(d.frame.state, .hidden)
    }

    func testANewGestureEndsTheOldMomentumRule() {
        let d = make()
        d.scroll(5000, .programmatic)
        d.send(.begin); d.scroll(4990); d.send(.end(velocity: -800))
        d.run(300)
        XCTAssertEqual(d.frame.state, .shown)
        d.send(.begin)
        d.scroll(5040)
        XCTAssertEqual(d.frame.extent, 40, "the person's own forward drag hides again")
    }

    // MARK: Start offset

    func testBackInsideTheStartOffsetTheHeaderIsPinnedWhateverTheTolerance() {
        let d = make { $0.startOffset = 200; $0.toleranceUp = 1000; $0.reveal = .follow }
        d.scroll(3000, .programmatic)
        d.send(.begin); d.scrollSteps(to: 3200, step: 20); d.send(.end(velocity: 2000))
        d.run(300)
        XCTAssertEqual(d.frame.state, .hidden)
        d.scroll(600, .programmatic)
        d.send(.begin)
        d.scrollSteps(to: 204, step: 5)
        XCTAssertEqual(d.frame.state, .hidden, "the tolerance holds it outside the start offset")
        d.scroll(199)
        d.run(250)
        XCTAssertEqual(d.frame.extent, 90, "pinned inside the start offset")
    }

    // MARK: Changes that are not input

    func testContentShrinkingNearTheTopSettles() {
        let d = make()
        d.send(.begin)
        d.scroll(40)
        d.send(.end(velocity: 3000))
        for offset in [60.0, 65] { d.scroll(offset, .momentum) }   // a short momentum
        XCTAssertEqual(d.frame.extent, 25, "riding on the content")
        // A filter removes rows: the list is shorter and GTK clamps the value.
        d.send(.geometry(geo(content: 3000)))
        d.scroll(50, .programmatic)
        runAsView(d, 600)
        assertSettled(d)
    }

    func testANewHeaderHeightSettles() {
        let d = make()
        d.scroll(3000, .programmatic)
        d.send(.begin); d.scroll(3045); d.send(.end(velocity: 0))
        d.run(300)
        XCTAssertEqual(d.frame.state, .shown)
        d.send(.geometry(geo(header: 140)))
        runAsView(d, 400)
        XCTAssertEqual(d.frame.extent, 140)
        assertSettled(d)
    }

    func testResizeKeepsTheHeaderStateByDefault() {
        let d = make()
        d.scroll(3000, .programmatic)
        d.send(.begin); d.scroll(3200); d.send(.end(velocity: 2000))
        d.run(300)
        XCTAssertEqual(d.frame.state, .hidden)
        d.send(.geometry(geo(viewport: 400)))
        runAsView(d, 400)
        XCTAssertEqual(d.frame.state, .hidden, "as Android and Flutter")
        assertSettled(d)
    }

    func testRevealOnResizeShowsTheHeader() {
        let d = make { $0.revealOnResize = true }
        d.scroll(3000, .programmatic)
        d.send(.begin); d.scroll(3200); d.send(.end(velocity: 2000))
        d.run(300)
        XCTAssertEqual(d.frame.state, .hidden)
        d.send(.geometry(geo(content: 25_000)))
        XCTAssertEqual(d.run(300).state, .hidden, "only a new viewport size counts as a resize")
        d.send(.geometry(geo(viewport: 400, content: 25_000)))
        runAsView(d, 400)
        XCTAssertEqual(d.frame.state, .shown, "as AMScrollingNavbar")
        assertSettled(d)
    }

    func testRevealOnResizeNearTheTopGoesToTheTop() {
        let d = make { $0.revealOnResize = true }
        d.send(.begin); d.scroll(80); d.send(.end(velocity: 0))
        runAsView(d, 400)
        XCTAssertEqual(d.frame.offset, 90)
        d.send(.geometry(geo(viewport: 500)))
        d.scroll(70, .programmatic)                     // the list re-anchors a little
        runAsView(d, 600)
        assertSettled(d)
    }

    func testFreezingIsNotSettling() {
        let d = make()
        d.send(.begin)
        d.scroll(40)
        d.tracker.freeze()
        d.send(.end(velocity: 0))
        XCTAssertNil(d.tracker.scrollRequest, "frozen: user movement decides nothing")
        XCTAssertEqual(d.run(2000).extent, 50)
    }
}
