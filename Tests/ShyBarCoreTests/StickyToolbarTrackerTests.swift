import XCTest
import ShyBarCore

final class StickyToolbarTrackerTests: XCTestCase {
    typealias D = Driver<StickyToolbarTracker>
    let page = geo(viewport: 600, content: 5000, header: 120, toolbar: 44)

    func make(quickReturn: Bool = false, _ configure: (inout QuickReturnOptions) -> Void = { _ in }) -> D {
        var options = StickyOptions()
        options.quickReturnHeader = quickReturn
        configure(&options.quickReturn)
        return D(StickyToolbarTracker(options: options), geometry: page)
    }

    func testDefaults() {
        let o = StickyOptions()
        XCTAssertFalse(o.quickReturnHeader)
        XCTAssertEqual(o.quickReturn, QuickReturnOptions())
    }

    func testStickyFormulaForEverySource() {
        let H = 120.0
        let offsets: [Double] = [0, 0.5, 10, 45, 89.5, 119, 119.99, 120, 121, 500, 4400, 3000, 120, 60, 0]
        for source in ScrollSource.allCases {
            let d = make()
            for o in offsets {
                let f = d.scroll(o, source)
                XCTAssertEqual(f.headerY, -min(o, H), "\(source) o=\(o)")
                XCTAssertEqual(f.toolbarY, max(H - o, 0), "\(source) o=\(o)")
                XCTAssertEqual(f.pinned, o >= H, "\(source) o=\(o)")
                XCTAssertEqual(f.extent, max(H - o, 0))
                XCTAssertNil(f.target)
                XCTAssertEqual(f.state, o == 0 ? .shown : o >= H ? .hidden : .attached)
                assertConsistent(f)
            }
        }
    }

    func testOffsetsOutsideTheRangeAreClamped() {
        let d = make()
        XCTAssertEqual(d.scroll(-40).headerY, 0)
        XCTAssertEqual(d.frame.offset, 0)
        XCTAssertEqual(d.scroll(1e9).offset, 4400)
        XCTAssertTrue(d.frame.pinned)
        XCTAssertEqual(d.scroll(.nan).offset, 4400, "non-finite offsets are ignored")
    }

    func testHeaderReappearsPixelByPixelNeverAllAtOnce() {
        let d = make()
        d.scroll(800)
        var last = d.frame
        XCTAssertEqual(d.scroll(799).extent, 0, "one pixel back far down does not bring the header back")
        for f in d.scrollSteps(to: 0, step: 1, .touchpad) {
            XCTAssertLessThanOrEqual(abs(f.extent - last.extent), abs(f.offset - last.offset) + 1e-9)
            XCTAssertGreaterThanOrEqual(f.extent, last.extent)
            last = f
        }
        XCTAssertEqual(last.extent, 120)
        XCTAssertEqual(last.state, .shown)
    }

    func testNothingAnimatesInThePlainMode() {
        let d = make()
        d.scroll(300, .wheel)
        d.scroll(250, .wheel)
        XCTAssertFalse(d.tracker.needsTicks)
        XCTAssertEqual(d.frame.extent, 0)
        d.send(.begin); d.scroll(200); d.send(.end(velocity: -3000))
        XCTAssertEqual(d.run(500).extent, 0, "no snap: the header is carried by the content")
        d.send(.focus(inside: true))
        XCTAssertEqual(d.run(500).extent, 0, "the header moves only with the content")
    }

    /// Focus entering a header partly or wholly scrolled away takes the content back to the
    /// top, so the header and the focus in it are in sight: asked once, and carried out by
    /// the frames that follow (each says where the content is, the first moves nothing); at
    /// the top nothing is asked. A person's scroll takes the content from it.
    func testFocusEnteringAHeaderScrolledAwayTakesTheContentToTheTop() {
        for offset in [1.0, 60, 120, 2000] {
            let d = make()
            d.scroll(offset, .keyboard)
            XCTAssertNil(d.tracker.scrollRequest)
            d.send(.focus(inside: true))
            XCTAssertEqual(d.tracker.scrollRequest, 0, "offset \(offset)")
            XCTAssertEqual(d.frame.offset, offset, "the tracker itself does not move the content")
            XCTAssertNil(d.frame.scroll, "offset \(offset): the frame that starts it moves nothing")
            let steps = Self.carryOutSettle(d)
            XCTAssertNil(d.tracker.scrollRequest, "asked once, not on every input")
            XCTAssertEqual(steps.last, 0, "offset \(offset): \(steps)")
            XCTAssertEqual(steps, steps.sorted(by: >), "offset \(offset): always towards the top")
            XCTAssertGreaterThan(steps.count, 5, "offset \(offset): animated")
            XCTAssertEqual(d.frame.extent, 120)
            XCTAssertFalse(d.tracker.needsTicks)
            d.send(.focus(inside: false))
            XCTAssertNil(d.tracker.scrollRequest)
        }
        let top = make()
        top.send(.focus(inside: true))
        XCTAssertNil(top.tracker.scrollRequest)
        XCTAssertFalse(top.tracker.needsTicks)

        var options = StickyOptions()
        options.quickReturn.animationsEnabled = false
        let still = D(StickyToolbarTracker(options: options), geometry: page)
        still.scroll(300, .keyboard)
        still.send(.focus(inside: true))
        XCTAssertEqual(Self.carryOutSettle(still), [0], "animations off: the next frame is at the top")

        let interrupted = make()
        interrupted.scroll(300, .keyboard)
        interrupted.send(.focus(inside: true))
        interrupted.tick(16)
        interrupted.scroll(310, .wheel)
        XCTAssertNil(interrupted.frame.scroll, "the wheel takes the content from the settle")
        XCTAssertFalse(interrupted.tracker.needsTicks)
    }

    /// Ticks as a view's frame clock does, moving the content where each frame says;
    /// returns the steps.
    static func carryOutSettle(_ d: D) -> [Double] {
        var steps: [Double] = []
        while d.tracker.needsTicks, steps.count < 200 {
            d.tick(16)
            guard let step = d.frame.scroll else { continue }
            steps.append(step)
            d.scroll(step, .settle, after: 0)
        }
        return steps
    }

    func testOnPinnedChangeFiresOncePerCrossing() {
        let t = StickyToolbarTracker()
        var events: [Bool] = []
        t.onPinnedChange = { events.append($0) }
        let d = D(t, geometry: page)
        for o in [10.0, 100, 119, 120, 130, 400, 121, 120, 119, 50, 0] { d.scroll(o) }
        XCTAssertEqual(events, [true, false])
    }

    func testMinHeader() {
        let d = D(StickyToolbarTracker(), geometry: geo(viewport: 600, content: 5000, header: 120, min: 40))
        let f = d.scroll(100)
        XCTAssertEqual(f.extent, 40)
        XCTAssertTrue(f.pinned, "pins once the collapsible part is gone")
        XCTAssertEqual(f.progress, 0)
        XCTAssertEqual(d.scroll(79).pinned, false)
        XCTAssertEqual(d.frame.extent, 41)
    }

    func testGeometryChangeReevaluates() {
        let d = make()
        d.scroll(4000)
        let f = d.send(.geometry(geo(viewport: 600, content: 700, header: 120)))
        XCTAssertEqual(f.offset, 100)
        XCTAssertEqual(f.extent, 20)
        XCTAssertFalse(f.pinned)
        let g = d.send(.geometry(geo(viewport: 800, content: 700, header: 120)))
        XCTAssertEqual(g.extent, 120)
        XCTAssertEqual(g.state, .shown)
    }

    func testQuickReturnHeaderReentersOverPinnedToolbar() {
        let d = make(quickReturn: true)
        d.send(.begin)
        d.scroll(800)
        d.send(.end(velocity: 0))
        XCTAssertEqual(d.run(300).extent, 0)
        XCTAssertTrue(d.frame.pinned)
        let f = d.scroll(780)
        XCTAssertEqual(f.state, .revealing)
        XCTAssertEqual(f.target, 120)
        XCTAssertTrue(d.tracker.needsTicks)
        let g = d.run(300)
        XCTAssertEqual(g.extent, 120)
        XCTAssertEqual(g.toolbarY, 120, "the toolbar sits under the re-entered header")
        XCTAssertTrue(g.pinned, "the toolbar stays pinned")
        XCTAssertEqual(d.scroll(810).extent, 90, "and the header leaves again 1:1")
    }

    func testQuickReturnHeaderFollowPolicy() {
        let d = make(quickReturn: true) { $0.reveal = .follow; $0.toleranceUp = 0 }
        d.scroll(800)
        XCTAssertEqual(d.scroll(770).extent, 30)
        XCTAssertNil(d.frame.target)
    }

    func testSwitchingOptionsTakesEffectOnNextInput() {
        let d = make()
        d.scroll(800)
        d.tracker.options.quickReturnHeader = true
        d.tracker.options.quickReturn.toleranceUp = 0
        d.tracker.options.quickReturn.reveal = .follow
        XCTAssertGreaterThanOrEqual(d.scroll(790).extent, 0)
        d.scroll(1200)
        XCTAssertEqual(d.frame.extent, 0, "the quick-return header now leaves with forward scroll")
        XCTAssertEqual(d.scroll(1170).extent, 30, "and follows back 1:1 with the new options")
        XCTAssertTrue(d.frame.pinned)
    }

    /// `StickyOptions.quickReturn` tunes the header "when `quickReturnHeader` is on": a plain
    /// sticky page keeps the original design's formula whatever those options say.
    func testPlainModeIgnoresQuickReturnOptions() {
        let d = make { $0.minExtent = 50; $0.startOffset = 300; $0.reveal = .follow }
        for o in [0.0, 40, 100, 119, 120, 500, 60] {
            let f = d.scroll(o)
            XCTAssertEqual(f.headerY, -min(o, 120), "o=\(o)")
            XCTAssertEqual(f.pinned, o >= 120, "o=\(o)")
        }
    }

    /// Options are public and unvalidated on the way in; the frame must never carry a NaN.
    func testNonFiniteQuickReturnOptionsNeverLeakIntoTheFrame() {
        for quickReturn in [false, true] {
            let d = make(quickReturn: quickReturn) { $0.minExtent = .nan; $0.toleranceUp = -.infinity; $0.duration = .nan }
            for o in [0.0, 50, 500, 480, 0] {
                let f = d.scroll(o)
                XCTAssertTrue(f.extent.isFinite && f.progress.isFinite && f.headerY.isFinite, "\(quickReturn) o=\(o): \(f)")
                XCTAssertGreaterThanOrEqual(f.extent, 120 - o)
            }
            d.tracker.options.quickReturn.minExtent = .infinity
            let g = d.tick()
            XCTAssertTrue(g.extent.isFinite && g.progress.isFinite, "\(g)")
        }
    }
}
