import XCTest
import ShyBarCore

final class BackgroundHiderTests: XCTestCase {
    typealias D = Driver<BackgroundHider>
    let heroPage = geo(viewport: 600, content: 5000, header: 90, hero: 300) // threshold 210

    func testDefaults() {
        let h = BackgroundHider()
        XCTAssertTrue(h.isEnabled)
        XCTAssertEqual(h.style, .automatic)
        XCTAssertFalse(h.isShowingBackground)
        XCTAssertFalse(h.needsTicks)
        XCTAssertEqual(BackgroundHider.hysteresis, 0.5)
        XCTAssertEqual(BackgroundHidingStyle.allCases.map(\.rawValue), ["automatic", "always-hidden", "always-visible"])
    }

    func testDefaultOffsetProvider() {
        let table: [(Double?, Double, Double)] = [(300, 90, 210), (nil, 90, 0), (50, 90, 0), (90, 90, 0), (1000, 0, 1000)]
        for (hero, header, expected) in table {
            let g = geo(header: header, hero: hero)
            XCTAssertEqual(BackgroundHider.defaultOffsetForHidingProvider(g), expected, "hero \(String(describing: hero))")
            let d = D(BackgroundHider(), geometry: g)
            XCTAssertEqual(d.tracker.threshold, expected)
        }
    }

    func testAutomaticStyleFollowsTheThresholdWhateverMovedIt() {
        // (offset, expected solid) with threshold 210 and a ±0.5 px band
        let table: [(Double, Bool)] = [(0, false), (100, false), (210, false), (210.5, false), (211, true),
                                       (400, true), (210, true), (209.6, true), (209.5, false), (0, false),
                                       (5000, true), (-10, false)]
        for source in ScrollSource.allCases {
            let d = D(BackgroundHider(), geometry: heroPage)
            for (offset, solid) in table {
                let f = d.scroll(offset, source)
                XCTAssertEqual(d.tracker.isShowingBackground, solid, "\(source) offset \(offset)")
                XCTAssertEqual(f.showsBackground, solid)
                XCTAssertEqual(f.state, solid ? .solid : .transparent)
                XCTAssertEqual(f.extent, 90)
                XCTAssertEqual(f.headerY, 0)
            }
        }
    }

    func testFixedStyles() {
        for (style, solid) in [(BackgroundHidingStyle.alwaysHidden, false), (.alwaysVisible, true)] {
            let d = D(BackgroundHider(style: style), geometry: heroPage)
            for offset in [0.0, 100, 300, 4000, 0] {
                XCTAssertEqual(d.scroll(offset).showsBackground, solid, "\(style) \(offset)")
            }
        }
    }

    func testCustomOffsetProvider() {
        let h = BackgroundHider()
        var someVariable = true
        h.offsetForHidingProvider = { _ in someVariable ? 100 : 200 }
        let d = D(h, geometry: heroPage)
        XCTAssertEqual(h.threshold, 100)
        XCTAssertTrue(d.scroll(150).showsBackground)
        someVariable = false
        h.update(animated: false)
        XCTAssertFalse(h.isShowingBackground, "update(animated:) re-evaluates against the new provider")
        XCTAssertFalse(h.frame.showsBackground)
        h.offsetForHidingProvider = { g in g.content * 0.5 }
        XCTAssertEqual(h.threshold, 2500)
        h.offsetForHidingProvider = { _ in .nan }
        XCTAssertEqual(h.threshold, 0)
        h.offsetForHidingProvider = { _ in -50 }
        XCTAssertEqual(h.threshold, 0)
    }

    func testUpdateAnimatedPassesTheFlagAndStyleChanges() {
        let h = BackgroundHider()
        var log: [String] = []
        h.makeBackgroundVisibleHandler = { log.append("visible \($0)") }
        h.makeBackgroundTransparentHandler = { log.append("transparent \($0)") }
        let d = D(h, geometry: heroPage)
        d.scroll(300)
        XCTAssertEqual(log, ["visible true"], "a scroll toggles animated")
        h.style = .alwaysHidden
        XCTAssertTrue(h.isShowingBackground, "a style change waits for update")
        h.update(animated: false)
        XCTAssertEqual(log, ["visible true", "transparent false"])
        h.update(animated: true)
        XCTAssertEqual(log.count, 2, "no change, no call")
        h.style = .automatic
        d.send(.geometry(heroPage))
        XCTAssertEqual(log, ["visible true", "transparent false", "visible false"], "a geometry change re-evaluates, not animated")
    }

    func testAdditionalCallbacksFireOncePerToggle() {
        let h = BackgroundHider()
        var a: [(Bool, Bool)] = []
        var b = 0
        h.addAdditionalCallback { a.append(($0, $1)) }
        let token = h.addAdditionalCallback { _, _ in b += 1 }
        let d = D(h, geometry: heroPage)
        for offset in stride(from: 0.0, through: 600, by: 7) { d.scroll(offset) }
        for offset in stride(from: 600.0, through: 0, by: -13) { d.scroll(offset) }
        XCTAssertEqual(a.map(\.0), [true, false])
        XCTAssertEqual(a.map(\.1), [true, true])
        XCTAssertEqual(b, 2)
        h.removeCallback(token)
        d.scroll(400)
        XCTAssertEqual(a.count, 3)
        XCTAssertEqual(b, 2, "removed callbacks stay silent")
    }

    func testReplaceableUpdateHandlerWithReachableDefault() {
        let h = BackgroundHider()
        var calls = 0
        var forceSolid = true
        h.updateHandler = { hider, animated in
            calls += 1
            if forceSolid { hider.setShowingBackground(true, animated: animated) }
            else { BackgroundHider.defaultUpdateHandler(hider, animated: animated) }
        }
        let d = D(h, geometry: heroPage)
        XCTAssertEqual(calls, 1, "geometry runs the update handler")
        XCTAssertTrue(h.isShowingBackground)
        XCTAssertTrue(d.scroll(10).showsBackground)
        XCTAssertEqual(calls, 2)
        forceSolid = false
        XCTAssertFalse(d.scroll(11).showsBackground, "the default handler is reachable")
        h.updateHandler = BackgroundHider.defaultUpdateHandler
        XCTAssertTrue(d.scroll(300).showsBackground)
    }

    func testDefaultHandlersAreReachable() {
        BackgroundHider.defaultBackgroundHandler(animated: true)
        let h = BackgroundHider()
        var visible = 0
        h.makeBackgroundVisibleHandler = { animated in visible += 1; BackgroundHider.defaultBackgroundHandler(animated: animated) }
        h.offsetForHidingProvider = { BackgroundHider.defaultOffsetForHidingProvider($0) + 10 }
        let d = D(h, geometry: heroPage)
        XCTAssertEqual(h.threshold, 220)
        d.scroll(221)
        XCTAssertEqual(visible, 1)
    }

    func testSubPixelWobbleTogglesAtMostOnce() {
        // A list rounding 68.42 to 68.0 over and over, around several thresholds.
        for threshold in [67.5, 67.9, 68.0, 68.2, 68.42, 68.5, 68.9] {
            let h = BackgroundHider()
            h.offsetForHidingProvider = { _ in threshold }
            var toggles = 0
            h.addAdditionalCallback { _, _ in toggles += 1 }
            let d = D(h, geometry: heroPage)
            d.scroll(60)
            for _ in 0..<50 { d.scroll(68.42); d.scroll(68.0) }
            XCTAssertLessThanOrEqual(toggles, 1, "threshold \(threshold)")
            let before = toggles
            for _ in 0..<50 { d.scroll(68.0); d.scroll(68.42) }
            XCTAssertEqual(toggles, before)
        }
    }

    func testRandomWobbleNarrowerThanTheBandTogglesAtMostOnce() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<200 {
            let threshold = rng.double(1...500)
            let center = threshold + rng.double(-1...1)
            let h = BackgroundHider()
            h.offsetForHidingProvider = { _ in threshold }
            var toggles = 0
            h.addAdditionalCallback { _, _ in toggles += 1 }
            let d = D(h, geometry: heroPage)
            d.scroll(center)
            toggles = 0
            for _ in 0..<40 { d.scroll(center + rng.double(-0.49...0.49)) }
            XCTAssertLessThanOrEqual(toggles, 1, "threshold \(threshold) center \(center)")
        }
    }

    func testDisabledHiderLeavesTheBackgroundAlone() {
        let h = BackgroundHider()
        var toggles = 0
        h.addAdditionalCallback { _, _ in toggles += 1 }
        let d = D(h, geometry: heroPage)
        h.isEnabled = false
        d.scroll(400)
        XCTAssertFalse(h.isShowingBackground)
        XCTAssertEqual(d.frame.offset, 400)
        h.isEnabled = true
        h.update(animated: true)
        XCTAssertTrue(h.isShowingBackground)
        XCTAssertTrue(h.frame.showsBackground)
        XCTAssertEqual(toggles, 1)
    }

    func testGeometryChangeReevaluates() {
        let d = D(BackgroundHider(), geometry: heroPage)
        d.scroll(250)
        XCTAssertTrue(d.frame.showsBackground)
        XCTAssertFalse(d.send(.geometry(geo(viewport: 600, content: 5000, header: 90, hero: 500))).showsBackground,
                       "a taller hero moves the threshold past the offset")
        XCTAssertTrue(d.send(.geometry(geo(viewport: 600, content: 5000, header: 90, hero: 200))).showsBackground)
        let f = d.send(.geometry(geo(viewport: 600, content: 700, header: 90, hero: 300)))
        XCTAssertEqual(f.offset, 100, "content shrank: offset clamped")
        XCTAssertFalse(f.showsBackground)
    }

    func testOtherInputsDoNotChangeAnything() {
        let d = D(BackgroundHider(), geometry: heroPage)
        d.scroll(300)
        let before = d.frame
        for input in [TrackerInput.begin, .end(velocity: 900), .focus(inside: true), .tick] {
            let f = d.send(input)
            XCTAssertEqual(f.showsBackground, before.showsBackground)
            XCTAssertEqual(f.offset, before.offset)
        }
    }

    /// Regression (fixed in 80f9ecd). docs/behaviours.md (background): with no hero the default offset is 0, "any scroll shows the
    /// background" — and back at the top (offset 0, nothing scrolled under the header) it must
    /// be transparent again. The ±0.5 px hysteresis band makes `offset > 0 − 0.5` true at 0,
    /// so the background stayed solid forever once shown.
    func testBackgroundWithZeroThresholdTurnsTransparentAgainAtTheTop() {
        let h = BackgroundHider()
        h.handle(.geometry(geo(viewport: 600, content: 5000, header: 90)), at: 0)
        XCTAssertEqual(h.threshold, 0)
        XCTAssertTrue(h.handle(.scroll(offset: 100, source: .touchpad), at: 16).showsBackground)
        let f = h.handle(.scroll(offset: 0, source: .touchpad), at: 32)
        XCTAssertFalse(f.showsBackground, "back at the top the background must be transparent")
        XCTAssertEqual(f.state, .transparent)
    }

    /// Same bug with a small custom threshold (below the 0.5 px band).
    func testBackgroundWithSmallThresholdTurnsTransparentAtTheTop() {
        let h = BackgroundHider()
        h.offsetForHidingProvider = { _ in 0.3 }
        h.handle(.geometry(geo()), at: 0)
        h.handle(.scroll(offset: 50, source: .programmatic), at: 16)
        XCTAssertTrue(h.isShowingBackground)
        h.handle(.scroll(offset: 0, source: .programmatic), at: 32)
        XCTAssertFalse(h.isShowingBackground)
    }
}
