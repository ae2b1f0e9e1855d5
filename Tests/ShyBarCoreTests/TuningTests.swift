import XCTest
import ShyBarCore

final class TuningTests: XCTestCase {
    func testDefaultsAndBehaviours() {
        XCTAssertEqual(Behavior.allCases.map(\.rawValue), ["quick-return", "background", "sticky"])
        let tuning = Tuning()
        XCTAssertEqual(tuning.behavior, .quickReturn)
        XCTAssertEqual(tuning.quickReturn, QuickReturnOptions())
        XCTAssertEqual(tuning.sticky, StickyOptions())
        XCTAssertEqual(tuning.background, BackgroundOptions())
        XCTAssertNil(tuning.background.threshold)
        XCTAssertEqual(tuning.options.map(\.key), QuickReturnOptions.optionTable.map(\.key))
        XCTAssertEqual(Tuning.allOptions.count,
                       QuickReturnOptions.optionTable.count + StickyOptions.optionTable.count + BackgroundOptions.optionTable.count)
    }

    func testResetTouchesOneBehaviour() {
        var tuning = Tuning()
        tuning.quickReturn.toleranceUp = 30
        tuning.sticky.quickReturnHeader = true
        tuning.background.threshold = 12
        tuning.resetOptions(of: .sticky)
        XCTAssertEqual(tuning.sticky, StickyOptions())
        XCTAssertEqual(tuning.quickReturn.toleranceUp, 30)
        XCTAssertEqual(tuning.background.threshold, 12)
    }

    func testAnimationsSwitchBothQuickReturnHeaders() {
        var tuning = Tuning()
        tuning.animationsEnabled = false
        XCTAssertFalse(tuning.quickReturn.animationsEnabled)
        XCTAssertFalse(tuning.sticky.quickReturn.animationsEnabled)
        XCTAssertFalse(tuning.animationsEnabled)
    }

    func testMakeTracker() throws {
        var tuning = Tuning(behavior: .quickReturn)
        tuning.quickReturn.toleranceUp = 3
        let quickReturn = try XCTUnwrap(tuning.makeTracker() as? QuickReturnTracker)
        XCTAssertEqual(quickReturn.options.toleranceUp, 3)

        tuning.behavior = .sticky
        tuning.sticky.quickReturnHeader = true
        tuning.sticky.quickReturn.reveal = .follow
        let sticky = try XCTUnwrap(tuning.makeTracker() as? StickyToolbarTracker)
        XCTAssertEqual(sticky.options, tuning.sticky)

        tuning.behavior = .background
        tuning.background.style = .alwaysVisible
        XCTAssertEqual((tuning.makeTracker() as? BackgroundHider)?.style, .alwaysVisible)
        tuning.background.style = .automatic
        tuning.background.threshold = 64
        let hider = try XCTUnwrap(tuning.makeTracker() as? BackgroundHider)
        hider.handle(.geometry(geo(hero: 400)), at: 0)
        XCTAssertEqual(hider.threshold, 64, "the fixed threshold replaces the hero-based default")
        XCTAssertTrue(hider.handle(.scroll(offset: 65, source: .wheel), at: 1).showsBackground)
    }

    func testBackgroundOptionsPutTheDefaultProviderBack() {
        let hider = BackgroundHider()
        var options = BackgroundOptions()
        options.threshold = 10
        options.apply(to: hider)
        hider.handle(.geometry(geo(hero: 400)), at: 0)
        XCTAssertEqual(hider.threshold, 10)
        options.threshold = nil
        options.apply(to: hider)
        XCTAssertEqual(hider.threshold, 310, "hero 400 minus header 90")
    }
}
