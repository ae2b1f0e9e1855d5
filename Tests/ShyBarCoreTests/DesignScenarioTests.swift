import XCTest
import ShyBarCore

/// The behaviours docs/behaviours.md describes, as scenarios.
final class DesignScenarioTests: XCTestCase {
    typealias Q = Driver<QuickReturnTracker>

    // MARK: Quick return — the second-hand shopping list with a search header (quick return)

    func testSearchHeader_OnlyUserDrivenMovementHides() {
        // "If you don't judge when scrollView is swiped by fingers, this method will be called
        //  several times when tableView is loaded, causing you to hide."
        let table: [(ScrollSource, Double)] = ScrollSource.allCases.map { ($0, $0.isUserDriven ? 50 : 90) }
        for (source, expected) in table {
            let d = Q(QuickReturnTracker())
            d.scroll(400, .programmatic)             // the table view loading / restoring
            XCTAssertEqual(d.frame.extent, 90)
            XCTAssertEqual(d.scroll(440, source).extent, expected, "\(source)")
        }
    }

    func testSearchHeader_ForwardDragShrinksOneToOneClipped() {
        // height = 90 − tempValue, clipped at 0, for a drag that only goes forward.
        var rng = SplitMix64(seed: 1)
        for _ in 0..<50 {
            let d = Q(QuickReturnTracker())
            d.scroll(1000, .programmatic)
            d.send(.begin)
            var travelled = 0.0
            while travelled < 120 {
                let step = rng.double(0.1...15)
                travelled += step
                let f = d.scroll(1000 + travelled, .touch)
                XCTAssertEqual(f.extent, max(0, 90 - travelled), accuracy: 1e-9)
                XCTAssertEqual(f.headerY, -min(90, travelled), accuracy: 1e-9, "the content slides up with it")
            }
            XCTAssertEqual(d.frame.state, .hidden)
        }
    }

    func testSearchHeader_AccumulatorResetsOnDirectionChange() {
        // tempValue/lastDirection: the run resets, but the header shrinks from where it is
        // (the original design's own `90 − tempValue` would jump back up; the design forbids jumps).
        let d = Q(QuickReturnTracker())
        d.scroll(1000, .programmatic)
        d.send(.begin)
        XCTAssertEqual(d.scroll(1030, .touch).extent, 60)
        XCTAssertEqual(d.scroll(1025, .touch).extent, 60, "5 px back is within the 8 px up budget")
        XCTAssertEqual(d.scroll(1035, .touch).extent, 50, "forward again: 1:1 from where it is")
        XCTAssertEqual(d.scroll(1031, .touch).extent, 50)
        XCTAssertEqual(d.scroll(1027, .touch).extent, 50, "8 px back in this run: not yet")
        XCTAssertEqual(d.scroll(1026, .touch).state, .revealing, "9 px back: reveals")
    }

    func testSearchHeader_ReverseScrollShowsAtOnceWith200msAnimation() {
        // toggleVisible(true): UIView.animate(withDuration: 0.2)
        let d = Q(QuickReturnTracker())
        d.scroll(2000, .touch)
        XCTAssertEqual(d.frame.extent, 0)
        let start = d.scroll(1980, .touch)
        XCTAssertEqual(start.state, .revealing)
        XCTAssertEqual(start.target, 90, "the whole header, not a part of it")
        let timeline: [(Double, ClosedRange<Double>)] = [(50, 30...80), (100, 60...89.99), (200, 90...90)]
        var elapsed = 0.0
        for (at, range) in timeline {
            let f = d.tick(at - elapsed)
            elapsed = at
            XCTAssertTrue(range.contains(f.extent), "at \(at) ms: \(f.extent)")
        }
        XCTAssertEqual(d.frame.state, .shown)
    }

    func testSearchHeader_WillEndDraggingWithForwardVelocityHides() {
        // if navBar.frame.height > statusBarHeight { if velocity.y > 0 { toggleVisible(false) } }
        let table: [(Double, Double, HeaderState)] = [
            // shown extent at release, velocity, state after 300 ms
            (80, 1200, .hidden), (50, 300, .hidden), (10, 60, .hidden),
            (80, 0, .shown), (10, 0, .hidden), (50, -800, .shown),
            (0, 1200, .hidden), (90, 1200, .shown),   // already hidden / not started: nothing to do
        ]
        for (extent, velocity, expected) in table {
            let d = Q(QuickReturnTracker())
            d.scroll(1000, .programmatic)
            d.send(.begin)
            if extent < 90 { d.scroll(1000 + 90 - extent, .touch) }
            d.send(.end(velocity: velocity))
            XCTAssertEqual(d.run(300).state, expected, "extent \(extent) velocity \(velocity)")
        }
    }

    // MARK: Background — the background-hiding helper

    func testHeroBackground_EnableWithDefaultProviderUsesTheFirstSection() {
        // "hide the navigation bar's background until the user scrolls to the first section"
        let d = Driver(BackgroundHider(), geometry: geo(viewport: 700, content: 4000, header: 100, hero: 350))
        XCTAssertEqual(d.tracker.threshold, 250)
        let table: [(Double, Bool)] = [(0, false), (120, false), (249, false), (251, true), (1000, true), (100, false)]
        for (offset, solid) in table { XCTAssertEqual(d.scroll(offset, .touch).showsBackground, solid, "\(offset)") }
        // No first section: any scroll shows the background.
        let plain = Driver(BackgroundHider(), geometry: geo())
        XCTAssertEqual(plain.tracker.threshold, 0)
        XCTAssertTrue(plain.scroll(3).showsBackground)
    }

    func testHeroBackground_ProviderExamplesFromTheReadme() {
        var someVariable = true
        let h = BackgroundHider()
        h.offsetForHidingProvider = { _ in someVariable == true ? 100 : 200 }
        let d = Driver(h, geometry: geo())
        XCTAssertTrue(d.scroll(150).showsBackground)
        someVariable = false
        d.scroll(151)
        XCTAssertFalse(h.isShowingBackground)
        h.offsetForHidingProvider = { geometry in geometry.content * 0.5 }
        h.update(animated: false)
        XCTAssertEqual(h.threshold, 10_000)
        XCTAssertFalse(d.scroll(9000).showsBackground)
        XCTAssertTrue(d.scroll(10_001).showsBackground)
    }

    func testHeroBackground_HidingStyles() {
        let table: [(BackgroundHidingStyle, [Bool])] = [
            (.automatic, [false, false, true, false]), (.alwaysHidden, [false, false, false, false]),
            (.alwaysVisible, [true, true, true, true]),
        ]
        for (style, expected) in table {
            let d = Driver(BackgroundHider(style: style), geometry: geo(hero: 300))
            let got = [0.0, 100, 500, 0].map { d.scroll($0).showsBackground }
            XCTAssertEqual(got, expected, "\(style)")
        }
    }

    func testHeroBackground_CustomisationPointsAndTheirDefaults() {
        let h = BackgroundHider()
        var log: [String] = []
        h.makeBackgroundVisibleHandler = { log.append("visible(\($0))") }
        h.makeBackgroundTransparentHandler = { log.append("transparent(\($0))") }
        h.updateHandler = { hider, animated in log.append("update"); BackgroundHider.defaultUpdateHandler(hider, animated: animated) }
        h.addAdditionalCallback { shown, _ in log.append("callback(\(shown))") }
        let d = Driver(h, geometry: geo(hero: 300))
        d.scroll(400)
        d.scroll(401)
        d.scroll(0)
        XCTAssertEqual(log, ["update", "update", "visible(true)", "callback(true)", "update", "update", "transparent(true)", "callback(false)"])
    }

    // MARK: Sticky toolbar — header + sticky toolbar + list

    func testStickyToolbar_HeaderScrollsAwayPixelForPixelAndToolbarPins() {
        let H = 150.0, T = 44.0
        let d = Driver(StickyToolbarTracker(), geometry: geo(viewport: 700, content: 6000, header: H, toolbar: T))
        for o in stride(from: 0.0, through: 400, by: 2.5) {
            let f = d.scroll(o, .touch)
            XCTAssertEqual(f.headerY, -min(o, H))
            XCTAssertEqual(f.toolbarY, max(H - o, 0))
            XCTAssertEqual(f.pinned, o >= H)
            // The list is laid out under the header and toolbar, so the content puts its top
            // at H + T − o: right under the toolbar until it pins, then passing beneath it.
            let listTop = H + T - o
            if f.pinned {
                XCTAssertLessThanOrEqual(listTop, f.toolbarY + T, "the pinned toolbar covers the list scrolling under it")
            } else {
                XCTAssertEqual(f.toolbarY + T, listTop, "the list starts right under the toolbar, no gap, no overlap")
            }
        }
    }

    func testStickyToolbar_NeverAllAtOnceWhenDraggingUpAndDownWithoutReleasing() {
        // The original design's first attempt made the header vanish or reappear all at once when the
        // finger went up and down without lifting. Here it always equals the content's motion.
        let H = 150.0
        let d = Driver(StickyToolbarTracker(), geometry: geo(viewport: 700, content: 6000, header: H))
        d.send(.begin)
        var rng = SplitMix64(seed: 3)
        var o = 0.0
        for _ in 0..<2000 {
            let before = d.frame
            o = min(max(o + rng.double(-6...6), 0), 5300)
            let f = d.scroll(o, .touch)
            XCTAssertEqual(f.headerY, -min(o, H), accuracy: 1e-9)
            XCTAssertLessThanOrEqual(abs(f.extent - before.extent), abs(f.offset - before.offset) + 1e-9)
        }
    }

    func testStickyToolbar_ReappearsPixelByPixelOnTheWayBack() {
        let d = Driver(StickyToolbarTracker(), geometry: geo(viewport: 700, content: 6000, header: 150))
        d.scroll(1000, .touch)
        var shownPixels: [Double] = []
        for f in d.scrollSteps(to: 0, step: 1) where f.offset < 150 { shownPixels.append(f.extent) }
        XCTAssertEqual(shownPixels, (1...150).map(Double.init), "one pixel per pixel scrolled")
    }

    func testStickyToolbar_OptionalQuickReturnHeaderOverPinnedToolbar() {
        var options = StickyOptions()
        options.quickReturnHeader = true
        options.quickReturn.reveal = .follow
        options.quickReturn.toleranceUp = 0
        let d = Driver(StickyToolbarTracker(options: options), geometry: geo(viewport: 700, content: 6000, header: 150))
        d.send(.begin)
        d.scroll(1000, .touch)
        XCTAssertEqual(d.frame.extent, 0)
        for back in [10.0, 60, 150] {
            let f = d.scroll(1000 - back, .touch)
            XCTAssertEqual(f.extent, min(back, 150))
            XCTAssertTrue(f.pinned, "the toolbar stays pinned while the header re-enters")
        }
    }
}
