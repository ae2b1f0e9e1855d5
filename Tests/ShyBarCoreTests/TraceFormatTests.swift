import XCTest
import ShyBarCore

final class TraceFormatTests: XCTestCase {
    func testNumberFormatting() {
        let table: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (90, "90"), (19_400, "19400"), (1.5, "1.5"),
            (0.1, "0.1"), (1.23456, "1.235"), (1.2344, "1.234"), (-1.23456, "-1.235"), (0.0004, "0"),
            (-0.0004, "0"), (0.0006, "0.001"), (-0.0006, "-0.001"), (2.9999999, "3"), (68.42, "68.42"),
            (1e12, "1000000000000"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (value, text) in table { XCTAssertEqual(TraceFormat.number(value), text, "\(value)") }
    }

    func testNumbersAreValidJSONNumbers() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let magnitude = pow(10, rng.double(-5...14))
            let value = rng.chance(0.5) ? magnitude : -magnitude
            let text = TraceFormat.number(value)
            let parsed = try FlatJSONObject.parse(Substring("{\"n\":\(text)}")).first?.value
            guard case .number(let back)? = parsed else { return XCTFail("\(text)") }
            XCTAssertEqual(back, value, accuracy: 0.0005 + abs(value) * 1e-15, text)
            XCTAssertFalse(text.hasPrefix("-0") && back == 0, text)
        }
    }

    func testFrameLine() {
        let t = QuickReturnTracker()
        t.handle(.geometry(geo()), at: 0)
        t.handle(.scroll(offset: 1000, source: .programmatic), at: 10)
        let f = t.handle(.scroll(offset: 1030.123456, source: .touchpad), at: 26)
        XCTAssertEqual(TraceFormat.line(for: f, type: "scroll"),
                       #"{"t":26,"type":"scroll","offset":1030.123,"extent":59.877,"target":null,"state":"following","background":true,"headerY":-30.123,"toolbarY":59.877,"pinned":true,"progress":0.665,"scrollTo":null}"#)
        t.handle(.scroll(offset: 1020, source: .touchpad), at: 42)
        let g = t.frame
        XCTAssertEqual(g.state, .revealing)
        XCTAssertTrue(TraceFormat.line(for: g, type: "tick").contains(#""target":90,"state":"revealing""#))
    }

    func testFrameLineParsesAsFlatJSON() throws {
        let t = StickyToolbarTracker()
        t.handle(.geometry(geo(viewport: 600, content: 5000, header: 120)), at: 0)
        let f = t.handle(.scroll(offset: 60.5, source: .wheel), at: 3)
        let fields = try FlatJSONObject.parse(Substring(TraceFormat.line(for: f, type: "scroll")))
        XCTAssertEqual(fields.map(\.key), ["t", "type", "offset", "extent", "target", "state", "background", "headerY", "toolbarY", "pinned", "progress", "scrollTo"])
        XCTAssertEqual(fields[7].value, .number(-60.5))
        XCTAssertEqual(fields[8].value, .number(59.5))
        XCTAssertEqual(fields[9].value, .bool(false))
    }

    func testInputLines() {
        let table: [(TimedInput, String)] = [
            (TimedInput(time: 0, input: .geometry(geo())), #"{"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}"#),
            (TimedInput(time: 1, input: .geometry(geo(min: 10, toolbar: 44, hero: 240))),
             #"{"t":1,"type":"geometry","viewport":600,"content":20000,"header":90,"min":10,"toolbar":44,"hero":240}"#),
            (TimedInput(time: 16, input: .scroll(offset: 24, source: .touchpad)), #"{"t":16,"type":"scroll","offset":24,"source":"touchpad"}"#),
            (TimedInput(time: 20, input: .begin), #"{"t":20,"type":"begin"}"#),
            (TimedInput(time: 200, input: .end(velocity: 1500)), #"{"t":200,"type":"end","velocity":1500}"#),
            (TimedInput(time: 300, input: .focus(inside: true)), #"{"t":300,"type":"focus","state":"in"}"#),
            (TimedInput(time: 301, input: .focus(inside: false)), #"{"t":301,"type":"focus","state":"out"}"#),
            (TimedInput(time: 302, input: .focusedItem(612...637.5)), #"{"t":302,"type":"focus-item","top":612,"bottom":637.5}"#),
            (TimedInput(time: 303, input: .focusedItem(nil)), #"{"t":303,"type":"focus-item"}"#),
            (TimedInput(time: 450, input: .tick), #"{"t":450,"type":"tick"}"#),
        ]
        for (input, line) in table { XCTAssertEqual(TraceFormat.line(for: input), line) }
    }

    func testRoundTripOfRandomInputs() throws {
        var rng = SplitMix64(seed: 42)
        func grid(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 1000 }
        var parser = TraceParser()
        var micro = 0
        for i in 0..<5000 {
            micro += rng.int(0...100_000)
            let time = Double(micro) / 1000
            let input: TrackerInput
            switch rng.int(0...6) {
            case 0:
                input = .geometry(ScrollGeometry(viewport: grid(0...5_000_000), content: grid(0...900_000_000),
                                                 header: grid(0...500_000), minHeader: rng.chance(0.5) ? grid(0...100_000) : 0,
                                                 toolbar: rng.chance(0.5) ? grid(0...100_000) : 0,
                                                 hero: rng.chance(0.5) ? grid(0...900_000) : nil))
            case 1: input = .scroll(offset: grid(-1_000_000...900_000_000), source: rng.pick(ScrollSource.allCases))
            case 2: input = .begin
            case 3: input = .end(velocity: grid(-90_000_000...90_000_000))
            case 4: input = .focus(inside: rng.chance(0.5))
            case 5:
                let top = rng.int(-1_000_000...900_000_000), height = rng.int(0...5_000_000)
                input = .focusedItem(rng.chance(0.2) ? nil : Double(top) / 1000...Double(top + height) / 1000)
            default: input = .tick
            }
            let timed = TimedInput(time: time, input: input)
            let line = TraceFormat.line(for: timed)
            let back = try parser.parse(Substring(line))
            XCTAssertEqual(back, timed, "line \(i + 1): \(line)")
        }
    }
}
