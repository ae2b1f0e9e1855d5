import XCTest
import ShyBarCore

/// Tests that exposed core bugs found while writing this suite. They state the behaviour
/// docs/behaviours.md and the doc comments ask for; all failed against 18eeaf1's core and
/// pass since the fixes in 56d50f4. Kept as regression tests.
final class KnownCoreBugsTests: XCTestCase {
    /// A fresh hider's frame must agree with `isShowingBackground` (transparent).
    func testFreshBackgroundHiderFrameIsTransparent() {
        let h = BackgroundHider()
        XCTAssertFalse(h.isShowingBackground)
        XCTAssertEqual(h.frame.state, .transparent)
    }

    /// peer bug 10, "never left half-shown after input stops", bug 8 "resize
    /// re-evaluated": the header rests on the content near the top (offset 50, extent 40 of
    /// 90); then the header's height changes to 45 (say, a font change). Offset 50 is now
    /// past the header: the header is left at 40 of 45, `following`, with nothing pending
    /// (no snap, no animation, `needsTicks` false).
    func testHeaderHeightChangeDoesNotStrandAPartlyShownHeader() {
        let t = QuickReturnTracker()
        t.handle(.geometry(geo(header: 90)), at: 0)
        t.handle(.begin, at: 10)
        t.handle(.scroll(offset: 50, source: .touchpad), at: 16)
        t.handle(.end(velocity: 0), at: 20)
        t.handle(.tick, at: 500)
        XCTAssertEqual(t.frame.extent, 40)
        XCTAssertEqual(t.frame.state, .attached)
        XCTAssertFalse(t.needsTicks)
        t.handle(.geometry(geo(header: 45)), at: 600)
        var time = 600.0
        for _ in 0..<40 { time += 16; t.handle(.tick, at: time) }
        let f = t.frame
        XCTAssertTrue(f.extent == 45 || f.extent == 0,
                      "left half-shown: extent \(f.extent) of 45 at offset 50, state \(f.state)")
    }

    /// TraceFormat.number must always produce a JSON number. For |x| > ~1.8e305,
    /// `x * 1000` overflows and it prints `inf`, which no JSON reader accepts — and the
    /// trace parser accepts such a time, so `shybar replay` prints `{"t":inf,...}`.
    func testHugeNumbersFormatAsJSON() throws {
        for value in [1e306, -1e306, 1.7976931348623157e308] {
            let text = TraceFormat.number(value)
            let parsed = try? FlatJSONObject.parse(Substring("{\"n\":\(text)}"))
            XCTAssertEqual(parsed?.first?.value, .number(value), "\(value) formatted as \(text)")
        }
        var replayer = TraceReplayer(tracker: QuickReturnTracker())
        let line = try replayer.replay(#"{"t":1e306,"type":"tick"}"#)
        XCTAssertNotNil(line.flatMap { try? FlatJSONObject.parse(Substring($0)) }, line ?? "nil")
    }

    /// HeaderFrame.progress: "1 fully shown, 0 collapsed". A sticky page with a quick-return
    /// header and `quickReturn.minExtent = 30` collapses to 30 px (state `hidden`) but the
    /// frame reports progress 0.25, because it is built with the geometry's minHeader (0)
    /// instead of the effective collapsed height the inner tracker used.
    func testStickyQuickReturnProgressIsZeroWhenCollapsed() {
        var options = StickyOptions()
        options.quickReturnHeader = true
        options.quickReturn.minExtent = 30
        let t = StickyToolbarTracker(options: options)
        t.handle(.geometry(geo(viewport: 600, content: 5000, header: 120)), at: 0)
        t.handle(.begin, at: 1)
        let f = t.handle(.scroll(offset: 800, source: .touch), at: 16)
        XCTAssertEqual(f.extent, 30)
        XCTAssertEqual(f.state, .hidden)
        XCTAssertEqual(f.progress, 0, "collapsed must report progress 0")
    }

    /// `onProgressChange`: "called with the new progress whenever it changes". When the
    /// header grows from 90 to 100 px while fully shown, progress stays 1, yet the callback
    /// fires (with 1): the machine compares extent/header/minExtent instead of progress.
    func testProgressCallbackFiresOnlyWhenProgressChanges() {
        let t = QuickReturnTracker()
        var calls: [Double] = []
        t.handle(.geometry(geo(header: 90)), at: 0)
        t.onProgressChange = { calls.append($0) }
        t.handle(.geometry(geo(header: 100)), at: 16)
        XCTAssertEqual(t.frame.progress, 1)
        XCTAssertEqual(calls, [], "progress did not change")
    }
}
