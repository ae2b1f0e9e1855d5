import XCTest
import ShyBarCore

final class TraceReplayerTests: XCTestCase {
    func replay(_ text: String, _ tracker: any HeaderTracker) throws(TraceError) -> [String] {
        var replayer = TraceReplayer(tracker: tracker)
        var out: [String] = []
        try replayer.replay(text: text) { out.append($0) }
        return out
    }

    func testOneOutputLinePerInputLine() throws {
        let text = """
        {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}
        {"t":16,"type":"scroll","offset":24,"source":"touchpad"}

        {"t":32,"type":"scroll","offset":200,"source":"touchpad"}
        {"t":48,"type":"scroll","offset":180,"source":"touchpad"}
        {"t":450,"type":"tick"}

        """
        let out = try replay(text, QuickReturnTracker())
        XCTAssertEqual(out.count, 5)
        XCTAssertTrue(out[0].hasPrefix(#"{"t":0,"type":"geometry","offset":0,"extent":90,"#), out[0])
        XCTAssertTrue(out[1].contains(#""offset":24,"extent":66,"target":null,"state":"attached""#), out[1])
        XCTAssertTrue(out[2].contains(#""extent":0,"#) && out[2].contains(#""state":"hidden""#), out[2])
        XCTAssertTrue(out[3].contains(#""target":90,"state":"revealing""#), out[3])
        XCTAssertTrue(out[4].contains(#""extent":90,"target":null,"state":"shown""#), out[4])
        for line in out {
            let keys = try FlatJSONObject.parse(Substring(line)).map(\.key)
            for key in ["t", "offset", "extent", "target", "state", "background", "headerY", "toolbarY", "pinned"] {
                XCTAssertTrue(keys.contains(key), "\(key) in \(line)")
            }
        }
    }

    func testStopsAtTheFirstBadLineNamingIt() {
        let text = "{\"t\":0,\"type\":\"tick\"}\n\n{\"t\":1,\"type\":\"scroll\",\"offset\":true,\"source\":\"wheel\"}\n{\"t\":2,\"type\":\"tick\"}"
        var emitted = 0
        var replayer = TraceReplayer(tracker: BackgroundHider())
        do {
            try replayer.replay(text: text) { _ in emitted += 1 }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.line, 3)
            XCTAssertTrue(error.description.hasPrefix("line 3"))
        }
        XCTAssertEqual(emitted, 1)
    }

    /// A random trace of 500 scrolls over a page with a header, toolbar and hero.
    func randomTrace(seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        var lines = [#"{"t":0,"type":"geometry","viewport":600,"content":5000,"header":120,"hero":300}"#]
        var t = 0
        for _ in 0..<500 {
            t += rng.int(0...40)
            lines.append(#"{"t":\#(t),"type":"scroll","offset":\#(rng.int(-50...5000)),"source":"\#(rng.pick(ScrollSource.allCases).rawValue)"}"#)
        }
        return lines.joined(separator: "\n")
    }

    func testReplayIsDeterministic() throws {
        let text = randomTrace(seed: 99)
        // The control: another trace must replay differently, or equal outputs prove nothing.
        let other = randomTrace(seed: 100)
        for make in [{ QuickReturnTracker() as any HeaderTracker }, { StickyToolbarTracker() }, { BackgroundHider() }] {
            let first = try replay(text, make())
            XCTAssertEqual(first.count, 501, "one line out per line in")
            XCTAssertEqual(first, try replay(text, make()))
            XCTAssertNotEqual(first, try replay(other, make()), "\(type(of: make())): another trace, other frames")
        }
    }

    func testReplayOfStickyAndBackground() throws {
        let text = """
        {"t":0,"type":"geometry","viewport":600,"content":5000,"header":120,"toolbar":44,"hero":300}
        {"t":16,"type":"scroll","offset":60,"source":"touch"}
        {"t":32,"type":"scroll","offset":200,"source":"touch"}
        """
        let sticky = try replay(text, StickyToolbarTracker())
        XCTAssertTrue(sticky[1].contains(#""headerY":-60,"toolbarY":60,"pinned":false"#), sticky[1])
        XCTAssertTrue(sticky[2].contains(#""headerY":-120,"toolbarY":0,"pinned":true"#), sticky[2])
        let background = try replay(text, BackgroundHider())
        XCTAssertTrue(background[1].contains(#""state":"transparent","background":false"#), background[1])
        XCTAssertTrue(background[2].contains(#""state":"solid","background":true"#), background[2])
    }
}
