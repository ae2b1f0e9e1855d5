import XCTest
import ShyBarCore

/// No rest with the header over the first row, ever — also when GTK's kinetic momentum
/// moves the content on after a release, and when a near-top settle scrolls the content:
/// the header and the content then move along one curve, frame for frame.
///
/// The view is played as the GTK layer plays it: a release with velocity v is followed by
/// a kinetic deceleration (GTK's `GtkKineticScrolling`: speed decays exponentially with
/// friction 4/s, stopping below 1 px/s), and while the tracker settles, each frame's
/// ``HeaderFrame/scroll`` moves the content there as `.settle` before the frame is drawn
/// (a settle stops any momentum still running, as `ScrollObserver.settle` does).
final class RestAfterMomentumTests: XCTestCase {
    typealias Q = Driver<QuickReturnTracker>

    /// The view of one run: momentum and settles, frame by frame.
    final class View {
        let d: Q
        var momentum: (start: Double, from: Double, velocity: Double)?
        /// Frames of a settle, and how far apart the header's bottom and the first row's
        /// top were in the worst of them.
        var settleFrames = 0
        var worstGap = 0.0
        /// The control: each settle step carried out a frame late (a mover on a clock of
        /// its own), which the gap must show.
        var stepsOneFrameLate = false
        private var lateStep: Double?

        init(_ d: Q) { self.d = d }

        static let friction = 4.0

        func release(velocity: Double) {
            d.send(.end(velocity: velocity))
            if velocity != 0 { momentum = (d.time, d.frame.offset, velocity) }
            takeSettle()
        }

        private func takeSettle() {
            if d.tracker.scrollRequest != nil { momentum = nil }
        }

        /// Whether a settle still moves the content.
        var isSettling: Bool { d.frame.scroll != nil || lateStep != nil }

        /// One 16 ms frame: momentum moves the content (or the clock ticks), then the content
        /// goes where the frame's settle step says.
        func frame() {
            let now = d.time + 16
            if let m = momentum {
                let t = (now - m.start) / 1000
                let speed = m.velocity * exp(-Self.friction * t)
                let position = m.from + m.velocity / Self.friction * (1 - exp(-Self.friction * t))
                d.scroll(min(max(position, 0), d.tracker.geometry.maxOffset), .momentum, after: 16)
                if abs(speed) < 1 { momentum = nil }
            } else {
                d.tick(16)
            }
            let step = d.frame.scroll
            let carriedOut = stepsOneFrameLate ? lateStep : step
            lateStep = step
            if let carriedOut { d.scroll(carriedOut, .settle, after: 0) }
            if step != nil || carriedOut != nil { measure() }
            takeSettle()
        }

        /// While a settle scrolls the content, the header's bottom and the first row's top
        /// (the end of the inset) must be the same line.
        private func measure() {
            let f = d.frame
            let firstRow = max(0, f.header - f.offset)
            settleFrames += 1
            worstGap = max(worstGap, abs(f.extent - firstRow))
        }

        func runUntilQuiet(maximum: Double = 6000) {
            var elapsed = 0.0
            repeat {
                frame()
                elapsed += 16
            } while elapsed < maximum && (momentum != nil || isSettling || d.tracker.needsTicks)
        }
    }

    func make() -> Q { Q(QuickReturnTracker(options: QuickReturnOptions())) }

    /// A slow drag from the top, then the stop: GTK's deceleration moves the content on
    /// after the release. Nothing is decided at the release; at rest the header is shown
    /// at the top or hidden one header down, never over the first row.
    func testASlowDragFromTheTopThenTheStopRestsSettledWhateverTheMomentum() {
        for (distance, velocity) in [(25.0, 40.0), (25, 100), (10, 300), (40, 40), (44, 60), (50, 30),
                                     (60, 200), (80, 20), (5, 1500), (30, -40), (70, -300)] {
            let d = make()
            let view = View(d)
            d.send(.begin)
            d.scrollSteps(to: distance, step: 1.5)
            view.release(velocity: velocity)
            XCTAssertNil(d.tracker.scrollRequest, "\(distance) px, \(velocity) px/s: momentum follows, nothing is asked at release")
            view.runUntilQuiet()
            let f = d.frame
            XCTAssertTrue(f.isSettled(in: d.tracker.geometry, minExtent: 0),
                          "\(distance) px, \(velocity) px/s: rests at \(f.offset) with the header at \(f.extent)")
            XCTAssertTrue(f.offset == 0 || f.offset >= 90, "\(distance) px, \(velocity) px/s: content rests at \(f.offset)")
        }
    }

    /// A release without velocity settles at once, by scrolling with the header.
    func testAReleaseWithoutVelocityNearTheTopSettlesAtOnce() {
        let d = make()
        d.send(.begin)
        d.scrollSteps(to: 30, step: 2)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.tracker.scrollRequest, 0)
    }

    /// The near-top settle: the header and the content move along one curve, so in no
    /// frame is there a strip of the inset showing above the first row, or a header over it.
    func testANearTopSettleMovesHeaderAndContentInStepInEveryFrame() {
        for distance in stride(from: 4.0, through: 86, by: 6) {
            let d = make()
            let view = View(d)
            d.send(.begin)
            d.scrollSteps(to: distance, step: 2)
            view.release(velocity: 0)
            XCTAssertNotNil(d.tracker.scrollRequest, "\(distance) px: the settle scrolls the content")
            view.runUntilQuiet()
            XCTAssertGreaterThan(view.settleFrames, 5, "\(distance) px: the settle animates")
            XCTAssertLessThan(view.worstGap, 1e-6, "\(distance) px: header and first row apart by \(view.worstGap) px")
            XCTAssertTrue(d.frame.isSettled(in: d.tracker.geometry, minExtent: 0))
        }
    }

    /// Scrolling back into the top zone (a wheel notch up from one header down, a drag back)
    /// leaves the header riding on the content instead of revealing it over the first rows;
    /// when input stops, the settle brings both to the top in step.
    func testScrollingBackIntoTheTopZoneRidesAndSettlesInStep() {
        for (source, back) in [(ScrollSource.wheel, 79.0), (.wheel, 27), (.scrollbar, 50), (.keyboard, 60)] {
            let d = make()
            let view = View(d)
            d.scroll(180, .wheel)
            d.run(600)
            XCTAssertEqual(d.frame.state, .hidden, "\(source): hidden mid-list")
            d.scroll(90 - back + 90, .programmatic)
            d.scroll(90 - back, source)
            let f = d.frame
            XCTAssertEqual(f.extent, f.header - f.offset, accuracy: 1e-9, "\(source) back to \(f.offset): rides on the content")
            XCTAssertNil(f.target, "\(source): no reveal animation over the first rows")
            view.runUntilQuiet()
            XCTAssertLessThan(view.worstGap, 1e-6, "\(source): apart by \(view.worstGap) px while settling")
            XCTAssertTrue(d.frame.isSettled(in: d.tracker.geometry, minExtent: 0), "\(source): \(d.frame)")
        }
    }

    /// A wheel notch that arrives while an idle snap hides the header (a busy machine can
    /// delay the second notch past the idle delay) carries the header away with the
    /// content at once, instead of leaving the animation to finish over the moving rows.
    func testAForwardStepDuringAConcealAnimationCarriesTheHeaderAway() {
        let d = make()
        d.scroll(1000, .programmatic)
        d.scroll(1083, .wheel)                    // 90 → 7 px
        XCTAssertEqual(d.frame.extent, 7)
        d.run(170)                                // the idle snap starts hiding the rest
        XCTAssertEqual(d.frame.state, .concealing)
        d.scroll(1166, .wheel)                    // the next notch: 83 px more
        XCTAssertEqual(d.frame.extent, 0, "followed 1:1 it is gone")
        XCTAssertEqual(d.frame.state, .hidden)
    }

    /// A key that scrolls forward while a settle brings the content back to the top (the
    /// header revealing a pixel or so ahead of the list's rounded position) leaves the
    /// header riding on the content, not a few pixels over the first row.
    func testAForwardKeyDuringASettleToTheTopLeavesTheHeaderRiding() {
        let d = make()
        let view = View(d)
        d.scroll(10, .keyboard)
        var frames = 0
        while !view.isSettling, frames < 30 { view.frame(); frames += 1 }   // the idle snap: back to the top
        XCTAssertTrue(view.isSettling, "the settle scrolls the content to the top")
        for _ in 0..<3 { view.frame() }
        d.scroll(d.frame.offset.rounded(.down), .programmatic, after: 0)     // the list rounds the settle's value
        d.tick(16)                                 // the header's clock moves on before the list's next step
        XCTAssertEqual(d.frame.state, .revealing)
        XCTAssertGreaterThan(d.frame.extent, 90 - d.frame.offset, "a little ahead of the content")
        d.scroll(58, .keyboard)
        XCTAssertEqual(d.frame.extent, 32, accuracy: 1e-9, "rides on the content one row down")
    }

    /// The control of the test above: a view that carries out each settle step a frame late
    /// (the content on a clock of its own, the bug it guards against) does show the header
    /// and the first row apart.
    func testASettleStepCarriedOutAFrameLateIsSeenOutOfStep() {
        let d = make()
        let view = View(d)
        view.stepsOneFrameLate = true
        d.send(.begin)
        d.scrollSteps(to: 30, step: 2)
        view.release(velocity: 0)
        view.runUntilQuiet()
        XCTAssertGreaterThan(view.worstGap, 1, "a late step must be visible to the check")
    }

    /// Randomized: drags of any length and speed near the top, released with any velocity,
    /// with GTK's momentum after it; in every run the rest is settled.
    func testRandomReleasesNearTheTopAlwaysRestSettled() {
        var random = SplitMix64(seed: 17)
        var offsets = Set<Double>()
        for run in 0..<400 {
            let d = make()
            let view = View(d)
            d.send(.begin)
            d.scrollSteps(to: random.double(1...140), step: random.double(0.5...12))
            if random.chance(0.3) { d.scrollSteps(to: random.double(0...140), step: random.double(0.5...12)) }
            view.release(velocity: random.chance(0.2) ? 0 : random.double(-2500...2500))
            view.runUntilQuiet()
            let f = d.frame
            offsets.insert(f.offset)
            XCTAssertTrue(f.isSettled(in: d.tracker.geometry, minExtent: 0),
                          "run \(run): \(d.frames.suffix(12).map { "\($0.time):\($0.offset)/\($0.extent)/\($0.state)" }) rests at \(f.offset) with the header at \(f.extent)")
            XCTAssertFalse(d.tracker.needsTicks, "run \(run): still waiting \(d.tracker.pendingDeadline as Any) \(d.frames.suffix(6).map { "\($0.time):\($0.offset)/\($0.extent)/\($0.state)" })")
        }
        XCTAssertGreaterThan(offsets.count, 20, "the runs rest in many places, not one")
    }
}
