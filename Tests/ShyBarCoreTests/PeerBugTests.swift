import XCTest
import ShyBarCore

/// One test per bug the peers' users report most (docs/behaviours.md, "Where they come from").
final class PeerBugTests: XCTestCase {
    typealias Q = Driver<QuickReturnTracker>

    func quickReturn(_ configure: (inout QuickReturnOptions) -> Void = { _ in }, geometry: ScrollGeometry = geo()) -> Q {
        var o = QuickReturnOptions()
        configure(&o)
        return Q(QuickReturnTracker(options: o), geometry: geometry)
    }

    // 1. Short content, or content about one viewport tall.
    func testBug01_ShortContentNeverHidesFreezesOrJumps() {
        // Content that fits: nothing any source does can move the header.
        for content in [0.0, 300, 600] {
            let d = quickReturn(geometry: geo(viewport: 600, content: content))
            for source in ScrollSource.allCases {
                for offset in [10.0, 500, 1e9, -40, 0] {
                    XCTAssertEqual(d.scroll(offset, source).extent, 90, "content \(content) \(source) \(offset)")
                }
            }
            d.send(.begin); d.scroll(200); d.send(.end(velocity: 5000))
            XCTAssertEqual(d.run(500).extent, 90)
            d.tracker.hide(animated: false)
            XCTAssertEqual(d.tracker.frame.extent, 90)
            XCTAssertEqual(d.tracker.frame.state, .shown)
        }
        // About one viewport tall (less than one header of slack): the header only rides on
        // the content, pixel for pixel, never quick-hides, never stalls half-way, never jumps.
        for content in [650.0, 680, 689] {
            let d = quickReturn(geometry: geo(viewport: 600, content: content))
            var last = d.frame
            for offset in [10.0, 30, 50, 89, 40, 20, 60, 0, 89, 0] {
                let f = d.scroll(offset, .touchpad)
                let maxOffset = content - 600
                let o = min(offset, maxOffset)
                XCTAssertEqual(f.offset, o)
                XCTAssertGreaterThanOrEqual(f.extent, 90 - o, "no gap")
                XCTAssertLessThanOrEqual(abs(f.extent - last.extent), abs(f.offset - last.offset) + 1e-9, "no jump")
                last = f
            }
            d.scroll(content - 600)
            d.send(.end(velocity: 3000))
            let rest = d.run(500)
            XCTAssertEqual(rest.extent, 90 - (content - 600), accuracy: 1e-9, "no quick-hide below the content's own position")
            d.tracker.hide(animated: false)
            XCTAssertEqual(d.tracker.frame.extent, rest.extent, "hide() does nothing with too little to scroll")
            XCTAssertEqual(d.scroll(0).extent, 90)
        }
    }

    func testBug01_ContentShrinkingToFitRevealsTheHeader() {
        let d = quickReturn()
        d.scroll(5000)
        XCTAssertEqual(d.frame.state, .hidden)
        let f = d.send(.geometry(geo(viewport: 600, content: 550)))
        XCTAssertEqual(f.offset, 0)
        XCTAssertEqual(f.extent, 90)
        XCTAssertEqual(f.state, .shown)
    }

    // 2. Bounce or overscroll at the top or bottom toggles the bar.
    func testBug02_BounceAndOverscrollNeverToggle() {
        var states: [HeaderState] = []
        let t = QuickReturnTracker()
        t.onStateChange = { states.append($0) }
        let d = Q(t)
        for offset in [-30.0, -60, -20, -5, 0, -80, 0] {
            let f = d.scroll(offset, .touch)
            XCTAssertEqual(f.extent, 90)
            XCTAssertEqual(f.offset, 0, "clamped")
        }
        XCTAssertEqual(states, [], "top bounce: no toggle")
        d.scroll(19_400, .touch)
        XCTAssertEqual(d.frame.state, .hidden)
        states.removeAll()
        for offset in [19_430.0, 19_460, 19_420, 19_401, 19_400, 19_480, 19_400] {
            let f = d.scroll(offset, .momentum)
            XCTAssertEqual(f.offset, 19_400)
            XCTAssertEqual(f.extent, 0)
        }
        d.run(500)
        XCTAssertEqual(states, [], "bottom bounce: no reveal")
        // Background and sticky are clamped the same way.
        let b = Driver(BackgroundHider(), geometry: geo(hero: 300))
        var toggles = 0
        b.tracker.addAdditionalCallback { _, _ in toggles += 1 }
        for offset in [-30.0, -60, -1, 0] { b.scroll(offset) }
        XCTAssertEqual(toggles, 0)
        let s = Driver(StickyToolbarTracker(), geometry: geo())
        for offset in [-30.0, -60, -1, 0] { XCTAssertEqual(s.scroll(offset).headerY, 0) }
    }

    // 3. A slow scroll never crosses the tolerance, so the bar stays hidden at the top.
    func testBug03_SlowScrollBackToTheTopAlwaysShowsTheBar() {
        for reveal in RevealPolicy.allCases {
            for toleranceUp in [8.0, 1000] {
                let d = quickReturn { $0.reveal = reveal; $0.toleranceUp = toleranceUp }
                d.scroll(400)
                XCTAssertEqual(d.frame.state, .hidden)
                d.send(.begin)
                for f in d.scrollSteps(to: 0, step: 0.5) {
                    XCTAssertGreaterThanOrEqual(f.extent, 90 - f.offset, "no gap on the way up")
                }
                let f = d.frame
                XCTAssertEqual(f.offset, 0)
                XCTAssertEqual(f.extent, 90, "\(reveal) tolerance \(toleranceUp)")
                XCTAssertEqual(f.state, .shown)
                d.send(.end(velocity: -20))
                XCTAssertEqual(d.run(400).state, .shown)
            }
        }
    }

    func testBug03_SlowReverseScrollAccumulatesPastTheTolerance() {
        let d = quickReturn()
        d.scroll(2000)
        d.send(.begin)
        var offset = 2000.0
        var revealedAfter: Double?
        for _ in 0..<40 {
            offset -= 0.5
            if d.scroll(offset).state == .revealing { revealedAfter = 2000 - offset; break }
        }
        XCTAssertEqual(revealedAfter, 8.5, "1 px steps accumulate: reveals right after 8 px")
    }

    // 4. Flicker on a direction change, a short fling, or a refresh.
    func testBug04_NoFlickerOnDirectionChangeNoiseOrShortFling() {
        var states: [HeaderState] = []
        let t = QuickReturnTracker()
        let d = Q(t)
        d.scroll(3000)
        XCTAssertEqual(d.frame.state, .hidden)
        t.onStateChange = { states.append($0) }
        // Rounding wobble (68.42 → 68.0) on every step of a forward scroll.
        var o = 3000.0
        for _ in 0..<100 { o += 20.42; d.scroll(o, .touchpad); o -= 0.42; d.scroll(o, .touchpad) }
        d.run(500)
        XCTAssertEqual(states, [], "rounding noise while hidden never reveals")
        // A short fling back and forth: at most one reveal, and it completes.
        d.send(.begin); d.scroll(o - 3); d.scroll(o - 1); d.send(.end(velocity: 300))
        d.run(500)
        XCTAssertLessThanOrEqual(states.count, 2)
        XCTAssertFalse(states.contains(.revealing) && states.last == .revealing)
        // A direction change mid-reveal does not bounce between states.
        let e = quickReturn()
        e.scroll(3000)
        var changes: [HeaderState] = []
        e.tracker.onStateChange = { changes.append($0) }
        e.scroll(2980)            // reveal starts
        e.tick(50)
        e.scroll(2981)            // one pixel forward: header follows 1:1, no flip back to hidden
        XCTAssertGreaterThan(e.frame.extent, 0)
        XCTAssertEqual(changes.filter { $0 == .hidden }.count, 0)
    }

    // 5. The wrong scroll source is observed.
    func testBug05_OnlyUserSourcesMoveAQuickReturnHeader() {
        for source in ScrollSource.allCases {
            let d = quickReturn()
            d.scroll(1000, .programmatic)
            let f = d.scroll(1060, source)
            XCTAssertEqual(f.extent, source.isUserDriven ? 30 : 90, "\(source)")
        }
        // The background hider follows the position whatever moved it.
        for source in ScrollSource.allCases {
            let b = Driver(BackgroundHider(), geometry: geo(hero: 300))
            XCTAssertTrue(b.scroll(400, source).showsBackground, "\(source)")
        }
    }

    // 6. Programmatic scrolls (scroll-to-top, jump to a result) leave the wrong state.
    func testBug06_ProgrammaticScrollsLeaveTheRightState() {
        // Scroll to top from hidden: shown at once (nothing left to hide behind).
        let a = quickReturn()
        a.scroll(3000)
        let top = a.scroll(0, .programmatic)
        XCTAssertEqual(top.extent, 90)
        XCTAssertEqual(top.state, .shown)
        // Jump to a result from shown: stays shown.
        let b = quickReturn()
        XCTAssertEqual(b.scroll(8000, .programmatic).state, .shown)
        XCTAssertEqual(b.run(500).extent, 90)
        // Jump further while hidden: stays hidden.
        let c = quickReturn()
        c.scroll(3000)
        XCTAssertEqual(c.scroll(9000, .programmatic).extent, 0)
        XCTAssertEqual(c.run(500).state, .hidden)
        // Attached near the top, then carried far down: settles at an edge, never stays half.
        for start in [20.0, 70] {
            let d = quickReturn()
            d.send(.begin); d.scroll(start); d.send(.end(velocity: 0))
            d.scroll(5000, .programmatic)
            let f = d.run(400)
            XCTAssertTrue(f.extent == 90 || f.extent == 0, "from \(start): \(f.extent)")
            XCTAssertEqual(f.extent, start < 45 ? 90 : 0, "nearest edge from \(start)")
        }
        // Sticky and background follow the jump exactly.
        let s = Driver(StickyToolbarTracker(), geometry: geo(header: 120))
        XCTAssertEqual(s.scroll(5000, .programmatic).headerY, -120)
        XCTAssertEqual(s.scroll(0, .programmatic).headerY, 0)
        let bg = Driver(BackgroundHider(), geometry: geo(hero: 300))
        XCTAssertTrue(bg.scroll(5000, .programmatic).showsBackground)
        XCTAssertFalse(bg.scroll(0, .programmatic).showsBackground)
    }

    // 7. Lift/background state goes stale after switching page or tab.
    func testBug07_BackgroundReevaluatedAfterGeometryOrStyleChange() {
        let b = Driver(BackgroundHider(), geometry: geo(hero: 300))
        b.scroll(250)
        XCTAssertTrue(b.frame.showsBackground)
        // Switching to a page with a taller hero (new geometry): re-evaluated at once.
        XCTAssertFalse(b.send(.geometry(geo(hero: 600))).showsBackground)
        // Back to the first page.
        XCTAssertTrue(b.send(.geometry(geo(hero: 300))).showsBackground)
        // Content of the new page is short: offset clamps to 0, background transparent.
        XCTAssertFalse(b.send(.geometry(geo(viewport: 600, content: 500, hero: 300))).showsBackground)
        // Style switched by the page: update(animated:) re-evaluates.
        b.tracker.style = .alwaysVisible
        b.tracker.update(animated: false)
        XCTAssertTrue(b.tracker.frame.showsBackground)
        XCTAssertTrue(b.tracker.isShowingBackground)
    }

    // 8. Resize, or a change in content size, is not re-evaluated.
    func testBug08_ResizeAndContentChangesAreReevaluated() {
        // Viewport grows so the content fits: offset 0, header shown.
        let a = quickReturn()
        a.scroll(300)
        let f = a.send(.geometry(geo(viewport: 25_000)))
        XCTAssertEqual(f.offset, 0)
        XCTAssertEqual(f.extent, 90)
        // Content shrinks under the offset: clamped, no gap.
        let b = quickReturn()
        b.scroll(5000)
        let g = b.send(.geometry(geo(viewport: 600, content: 650)))
        XCTAssertEqual(g.offset, 50)
        XCTAssertGreaterThanOrEqual(g.extent, 40)
        // Header resized while shown: the new height is shown.
        let c = quickReturn()
        c.scroll(1000, .programmatic)
        XCTAssertEqual(c.send(.geometry(geo(header: 120))).extent, 120)
        XCTAssertEqual(c.send(.geometry(geo(header: 60))).extent, 60)
        XCTAssertEqual(c.frame.state, .shown)
        // Header shrinks below a hidden extent's min: clamped.
        let d = quickReturn { $0.minExtent = 30 }
        d.scroll(3000)
        XCTAssertEqual(d.send(.geometry(geo(header: 20))).extent, 20)
        // Sticky re-derives from the new sizes.
        let s = Driver(StickyToolbarTracker(), geometry: geo(header: 120))
        s.scroll(60)
        XCTAssertEqual(s.send(.geometry(geo(header: 200))).toolbarY, 140)
    }

    // 9. Insets drift: gaps, or the first rows hidden under the bar.
    func testBug09_NoGapAndFirstRowNotUnderTheBarAtTheTop() {
        for reveal in RevealPolicy.allCases {
            for snap in SnapPolicy.allCases {
                let d = quickReturn { $0.reveal = reveal; $0.snap = snap }
                var rng = SplitMix64(seed: 9)
                for _ in 0..<400 {
                    let offset = rng.chance(0.3) ? rng.double(0...200) : rng.double(0...3000)
                    let f = d.scroll(offset, rng.pick(ScrollSource.allCases), after: rng.double(0...60))
                    XCTAssertGreaterThanOrEqual(f.extent, 90 - f.offset - 1e-9, "gap at \(f.offset)")
                    if f.offset == 0 { XCTAssertEqual(f.extent, 90, "first row under the bar at the top") }
                }
                d.scroll(0, .programmatic)
                XCTAssertEqual(d.frame.extent, 90)
                XCTAssertEqual(d.frame.headerY, 0)
                XCTAssertEqual(d.run(400).extent, 90, "\(reveal) \(snap)")
            }
        }
    }

    // 10. The bar is left half-shown after the gesture.
    func testBug10_NeverLeftHalfShownAfterInputStops() {
        let policies: [SnapPolicy] = [.auto, .nearest, .direction]
        for snap in policies {
            for reveal in RevealPolicy.allCases {
                for released in stride(from: 1.0, through: 89, by: 4) {
                    for velocity in [-2000.0, -10, 0, 10, 2000] {
                        // Touchpad gesture ending with the header partly shown.
                        let d = quickReturn { $0.snap = snap; $0.reveal = reveal }
                        d.scroll(1000, .programmatic)
                        d.send(.begin)
                        d.scroll(1000 + 90 - released)
                        d.send(.end(velocity: velocity))
                        let f = d.run(400)
                        XCTAssertTrue(f.extent == 90 || f.extent == 0, "\(snap) \(reveal) \(released) \(velocity): \(f.extent)")
                        XCTAssertFalse(d.tracker.needsTicks)
                    }
                    // Wheel input that just stops.
                    let w = quickReturn { $0.snap = snap; $0.reveal = reveal }
                    w.scroll(1000, .programmatic)
                    w.scroll(1000 + 90 - released, .wheel)
                    let g = w.run(150 + 200 + 32) // idle delay + animation + tick granularity
                    XCTAssertTrue(g.extent == 90 || g.extent == 0, "wheel \(snap) \(reveal) \(released): \(g.extent)")
                }
            }
        }
    }

    func testBug10_FollowRevealStoppedHalfWaySnaps() {
        let d = quickReturn { $0.reveal = .follow }
        d.scroll(3000)
        d.send(.begin)
        d.scroll(2950) // 42 px shown
        XCTAssertEqual(d.frame.state, .following)
        d.send(.end(velocity: 0))
        let f = d.run(400)
        XCTAssertTrue(f.state == .shown || f.state == .hidden)
    }
}

/// GTK's list rounds a value such as 68.42 back to 68.0 right after reporting it: the
/// header must follow the net movement, not creep away on the noise.
final class RoundingNoiseTests: XCTestCase {
    func testSubPixelWobbleWithNoNetScrollLeavesTheHeaderWhereItWas() {
        let tracker = QuickReturnTracker()
        tracker.handle(.geometry(geo()), at: 0)
        tracker.handle(.scroll(offset: 5000, source: .programmatic), at: 10)
        var time = 20.0
        for _ in 0..<100 {
            tracker.handle(.scroll(offset: 5000.42, source: .touchpad), at: time)
            tracker.handle(.scroll(offset: 5000, source: .touchpad), at: time + 1)
            time += 2
        }
        XCTAssertEqual(tracker.frame.extent, 90 - 0.42, accuracy: 1e-9,
                       "only the first forward 0.42 px may move the header")
    }

    func testForwardScrollWithRoundingBackStepsHidesByTheNetDistance() {
        let tracker = QuickReturnTracker()
        tracker.handle(.geometry(geo()), at: 0)
        tracker.handle(.scroll(offset: 5000, source: .programmatic), at: 10)
        var offset = 5000.0
        var time = 20.0
        for _ in 0..<5 {
            offset += 10.42
            tracker.handle(.scroll(offset: offset, source: .touchpad), at: time)
            offset -= 0.42
            tracker.handle(.scroll(offset: offset, source: .touchpad), at: time + 1)
            time += 16
        }
        // The furthest the content went is 50.42 px forward (the last back step is noise):
        // the header hides by exactly that, not by 5 × 10.42 = 52.1.
        XCTAssertEqual(tracker.frame.extent, 90 - 50.42, accuracy: 1e-9)
    }
}
