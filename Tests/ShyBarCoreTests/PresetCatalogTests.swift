import XCTest
import ShyBarCore

/// The catalog itself: names, sources, the defaults preset, and the new options' defaults.
final class PresetCatalogTests: XCTestCase {
    func testEveryNamedPresetExists() {
        let expected: [Behavior: [String]] = [
            .quickReturn: ["shybar", "headroom", "android-enter-always", "android-enter-always-snap", "flutter-floating",
                           "flutter-floating-snap", "amscrollingnavbar", "tlyshynavbar", "ios-hides-bars-on-swipe"],
            .sticky: ["shybar", "android-exit-until-collapsed", "flutter-pinned", "flutter-pinned-floating"],
            .background: ["shybar", "android-lift-on-scroll", "flutter-scrolled-under", "flutter-force-elevated",
                          "ios-scroll-edge-appearance"],
        ]
        for (behavior, names) in expected {
            XCTAssertEqual(Preset.presets(for: behavior).map(\.name), names)
            for name in names { XCTAssertEqual(Preset.named(name, for: behavior)?.behavior, behavior) }
        }
        XCTAssertNil(Preset.named("headroom", for: .sticky))
        XCTAssertNil(Preset.named("nope", for: .quickReturn))
    }

    func testEveryPresetSaysWhereItComesFromAndWhereItDiffers() {
        for preset in Preset.all {
            XCTAssertFalse(preset.peer.isEmpty, preset.name)
            XCTAssertFalse(preset.source.isEmpty, preset.name)
            XCTAssertFalse(preset.reproduces.isEmpty, preset.name)
            XCTAssertFalse(preset.differs.isEmpty, preset.name)
            XCTAssertFalse(preset.reproduces.contains("\n") || preset.differs.contains("\n"), "one line each: \(preset.name)")
        }
    }

    func testTheShybarPresetsAreTheDefaults() {
        XCTAssertEqual(Preset.named("shybar", for: .quickReturn)?.quickReturnOptions, QuickReturnOptions())
        XCTAssertEqual(Preset.named("shybar", for: .sticky)?.stickyOptions, StickyOptions())
        XCTAssertEqual(Preset.named("shybar", for: .background)?.backgroundOptions, BackgroundOptions())
    }

    func testPresetOptionsAreAlreadySanitized() {
        for preset in Preset.all {
            if let options = preset.quickReturnOptions { XCTAssertEqual(options, options.sanitized(), preset.name) }
            if let options = preset.stickyOptions { XCTAssertEqual(options.quickReturn, options.quickReturn.sanitized(), preset.name) }
        }
    }

    func testNewOptionsDefaultToTodaysBehaviour() {
        let o = QuickReturnOptions()
        XCTAssertEqual(o.conceal, .follow)
        XCTAssertEqual(o.toleranceRun, .direction)
        XCTAssertEqual(o.snapThreshold, 0.5)
        XCTAssertEqual(o.startOffsetHeaders, 0)
        XCTAssertFalse(o.restOnContentNearTop)
        XCTAssertFalse(o.snapAfterMomentum)
        XCTAssertEqual(o.durationPerHeader, 0)
        XCTAssertFalse(o.swipesOnly)
        XCTAssertEqual(BackgroundOptions().style, .automatic)
        XCTAssertEqual(BackgroundOptions().trigger, .hero)
    }

    func testNewNumbersAreSanitized() {
        var o = QuickReturnOptions()
        for bad in [Double.nan, .infinity, -0.1, 1.5] {
            o.snapThreshold = bad
            XCTAssertEqual(o.sanitized().snapThreshold, 0.5, "\(bad)")
        }
        for bad in [Double.nan, .infinity, -1] {
            o.startOffsetHeaders = bad
            XCTAssertEqual(o.sanitized().startOffsetHeaders, 0, "\(bad)")
        }
        for bad in [Double.nan, .infinity, -1] {
            o.durationPerHeader = bad
            XCTAssertEqual(o.sanitized().durationPerHeader, 0, "\(bad)")
        }
        o.snapThreshold = 1
        o.startOffsetHeaders = 2
        XCTAssertEqual(o.sanitized().snapThreshold, 1)
        XCTAssertEqual(o.sanitized().startOffsetHeaders, 2)
    }

    /// The start offset in header heights adds to the one in pixels.
    func testStartOffsetInHeaderHeights() {
        var options = QuickReturnOptions()
        options.startOffset = 10
        options.startOffsetHeaders = 2
        let t = QuickReturnTracker(options: options)
        let d = Driver(t)
        XCTAssertEqual(t.startOffset, 190)
        d.scroll(2000, .programmatic)
        d.scroll(190 - 1, .programmatic)
        d.scroll(190, .touchpad)
        XCTAssertEqual(d.frame.extent, 90, "not before the start offset")
        d.scroll(230, .touchpad)
        XCTAssertEqual(d.frame.extent, 50)
    }

    /// The snap threshold splits where the option says.
    func testSnapThresholdIsAFractionOfTheHeader() {
        for (threshold, shown, expected) in [(0.5, 45.0, HeaderState.shown), (0.5, 44, .hidden),
                                             (0.8, 72, .shown), (0.8, 71, .hidden), (0.2, 18, .shown), (0.2, 17, .hidden)] {
            var options = QuickReturnOptions()
            options.snap = .nearest
            options.snapThreshold = threshold
            let d = Driver(QuickReturnTracker(options: options))
            d.scroll(2000, .programmatic)
            d.send(.begin)
            d.scroll(2000 + 90 - shown)
            d.send(.end(velocity: 0))
            d.run(300)
            XCTAssertEqual(d.frame.state, expected, "threshold \(threshold), \(shown) px shown")
        }
    }

    func testBackgroundOptionsApply() {
        let hider = BackgroundHider()
        hider.handle(.geometry(geo(hero: 300)), at: 0)
        hider.handle(.scroll(offset: 50, source: .touchpad), at: 16)
        XCTAssertFalse(hider.isShowingBackground)
        var options = BackgroundOptions()
        options.trigger = .anyScroll
        hider.apply(options)
        XCTAssertTrue(hider.isShowingBackground)
        options.style = .alwaysHidden
        hider.apply(options)
        XCTAssertFalse(hider.isShowingBackground)
    }
}
