import XCTest
import ShyBarCore

/// A touch drag's value comes from float coordinates and GtkListView floors it onto a whole
/// pixel in its layout, so a finger that only goes forward (or rests) also reports tiny steps
/// back: 89.99996948242188 then 89.0 in the same frame, 300.0000152587891 then 300.0 with the
/// finger still (both seen on mutter with a virtual touchscreen). None of them is the finger
/// coming back: no preset may reveal its header for them, and a header part-way out must stay
/// on the content where the rows are drawn.
final class TouchRoundingTests: XCTestCase {
    /// A tracker for `preset` of the quick-return page.
    private func tracker(_ preset: String) throws -> QuickReturnTracker {
        let options = try XCTUnwrap(Preset.named(preset, for: .quickReturn)?.quickReturnOptions, "no preset \(preset)")
        return QuickReturnTracker(options: options)
    }

    /// Feeds a touch drag from the current offset by `distance` px in `steps` frames, each
    /// finger position a float a little off the pixel grid, each followed by the list's
    /// floor of it (when that differs); returns the frames after each floor.
    @discardableResult
    private func touchDrag(_ driver: Driver<QuickReturnTracker>, by distance: Double, steps: Int) -> [HeaderFrame] {
        let start = driver.frame.offset
        var frames: [HeaderFrame] = []
        for step in 1...steps {
            // 0.37 px off the grid (and a float's last digit on top), as a finger's places are.
            let finger = start + distance * Double(step) / Double(steps) + 0.37 + 1.52587890625e-5
            driver.scroll(finger, .touch, after: 8)
            frames.append(driver.scroll(finger.rounded(.down), .touch, after: 0))
        }
        return frames
    }

    /// Every quick-return preset: a 300 px touch drag down from the top, the finger at rest
    /// for half a second reporting its place again a float's digit apart, then lifted with no
    /// speed. Before the fix, headroom, flutter-floating-snap and ios-hides-bars-on-swipe
    /// revealed the header, android-enter-always and flutter-floating rested `following`.
    func testATouchDragForwardNeverRevealsTheHeaderOfAnyPreset() throws {
        for preset in Preset.presets(for: .quickReturn) {
            let driver = Driver(try tracker(preset.name))
            driver.send(.begin)
            touchDrag(driver, by: 300, steps: 60)
            let held = driver.frame.offset
            for _ in 0..<30 {
                driver.scroll(held + 1.52587890625e-5, .touch)
                driver.scroll(held, .touch, after: 0)
            }
            XCTAssertEqual(driver.frame.state, .hidden, "\(preset.name): with the finger held after a drag down")
            driver.send(.end(velocity: 0))
            for _ in 0..<60 { driver.tick() }
            XCTAssertEqual(driver.frame.state, .hidden, "\(preset.name): after the finger lifted")
            XCTAssertEqual(driver.frame.extent, 0, "\(preset.name)")
            XCTAssertNil(driver.tracker.scrollRequest, "\(preset.name)")
        }
    }

    /// The same holds for a finger resting mid-list with the header shown (it was revealed
    /// before): the float's last digit back does not start anything either.
    func testAFingerRestingMidListMovesNothing() throws {
        for preset in Preset.presets(for: .quickReturn) {
            let driver = Driver(try tracker(preset.name))
            driver.scroll(5000, .programmatic)
            for _ in 0..<30 { driver.tick() }
            driver.send(.begin)
            driver.scroll(5000.0000152587891, .touch)
            let before = driver.frame
            for _ in 0..<30 {
                driver.scroll(5000, .touch)
                driver.scroll(5000.0000152587891, .touch)
            }
            XCTAssertEqual(driver.frame.extent, before.extent, "\(preset.name): a resting finger moved the header")
            XCTAssertEqual(driver.frame.state, before.state, "\(preset.name)")
        }
    }

    /// ShyBar's own preset, a header following the content out from mid-list: after every
    /// frame's floor, the header has moved exactly as far as the content drawn on screen,
    /// so the two never drift apart (without the follow, the header ran 0.37 px a frame
    /// ahead of the rows, 22 px after 60 frames).
    func testAHeaderFollowingATouchDragStaysOnTheDrawnContent() throws {
        for name in ["shybar", "android-enter-always"] {
            let driver = Driver(try tracker(name))
            driver.scroll(5000, .programmatic)
            for _ in 0..<30 { driver.tick() }
            XCTAssertEqual(driver.frame.extent, 90)
            driver.send(.begin)
            let frames = touchDrag(driver, by: 60, steps: 40)
            for frame in frames {
                XCTAssertEqual(frame.extent, 90 - (frame.offset - 5000), accuracy: 1e-6,
                               "\(name): header out of step with the content at offset \(frame.offset)")
            }
        }
    }

    /// The rule is for the toolkit's arithmetic only: a finger that really comes back, by a
    /// pixel or by a fraction that does not land on the floor of where it was, brings back
    /// the header of a preset without a tolerance back; and a wheel's or touchpad's steps are
    /// not touched by it.
    func testARealStepBackStillRevealsTheHeader() throws {
        let cases: [(offsets: [Double], source: ScrollSource)] = [
            ([5000.4, 4999.4], .touch),          // a whole pixel back
            ([5000.4, 5000.2], .touch),          // a fraction, not onto the floor
            ([5000.4, 5000.0], .touchpad),       // onto the floor, but no touch drag
        ]
        for (offsets, source) in cases {
            let driver = Driver(try tracker("android-enter-always"))
            driver.scroll(4000, .programmatic)
            driver.send(.begin)
            driver.scrollSteps(to: 4900, step: 10, source)
            XCTAssertEqual(driver.frame.state, .hidden)
            for offset in offsets { driver.scroll(offset, source) }
            let back = offsets[0] - offsets[1]
            XCTAssertEqual(driver.frame.extent, back, accuracy: 1e-9, "\(source) back by \(back) px: \(offsets)")
        }
    }

    /// Randomized: touch drags forward of any length and speed, with the floor after every
    /// finger step and resting fingers, never leave a preset's header revealing or more
    /// shown than it was.
    func testRandomForwardTouchDragsNeverRevealAnyHeader() throws {
        var random = SplitMix64(seed: 0x70C4_2026)
        for preset in Preset.presets(for: .quickReturn) {
            for _ in 0..<40 {
                let driver = Driver(try tracker(preset.name))
                let start = random.pick([0.0, 30.0, 200.0, 3000.0])
                driver.scroll(start, .programmatic)
                for _ in 0..<30 { driver.tick() }
                driver.send(.begin)
                var finger = start
                var maxExtent = driver.frame.extent
                for _ in 0..<random.int(20...120) {
                    finger += random.chance(0.2) ? 1.52587890625e-5 : random.double(0.01...12)
                    driver.scroll(finger, .touch, after: 8)
                    let frame = driver.scroll(finger.rounded(.down), .touch, after: 8)
                    XCTAssertNotEqual(frame.state, .revealing, "\(preset.name) from \(start): revealing at \(frame.offset)")
                    // Within a float's last digits: a step that small is let go either way.
                    XCTAssertLessThanOrEqual(frame.extent, maxExtent + 1e-3,
                                             "\(preset.name) from \(start): the header came back at \(frame.offset)")
                    maxExtent = min(maxExtent, frame.extent)
                    if random.chance(0.1) { driver.scroll(finger.rounded(.down) + 1.52587890625e-5, .touch) }
                }
            }
        }
    }
}
