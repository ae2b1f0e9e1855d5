import XCTest
import ShyBarCore

/// Near the top the quick-return header rides on the content, and the settle scrolls the
/// content to the top or one header down. With the focused item told (a `.focusedItem`
/// input, ``QuickReturnTracker/focusSpan``), that choice never carries it out of the viewport: it takes the other edge, or
/// does not settle at all; and it takes the edge that brings in an item just past the bottom
/// (docs/accessibility.md).
final class FocusInSightSettleTests: XCTestCase {
    struct Case {
        var name: String
        var offset: Double
        var span: ClosedRange<Double>?
        /// The offset the settle asks the view to scroll to (nil: no settle).
        var request: Double?
    }

    // Header 90, viewport 600: a settle to the top moves the content 'offset' px down, one
    // to the hidden edge moves it to 90.
    static let cases: [Case] = [
        Case(name: "no focus: the nearer edge, the top", offset: 30, span: nil, request: 0),
        Case(name: "no focus: the nearer edge, hidden", offset: 60, span: nil, request: 90),
        Case(name: "a row near the top: the top keeps it", offset: 30, span: 100...125, request: 0),
        Case(name: "a row at the bottom: the top would push it out", offset: 30, span: 600...625, request: 90),
        Case(name: "a row at the very bottom edge", offset: 40, span: 615...640, request: 90),
        Case(name: "hidden keeps a row just below the header", offset: 60, span: 90...115, request: 90),
        Case(name: "a line the keys just moved past the bottom: the edge that shows it", offset: 2, span: 602...617,
             request: 90),
        Case(name: "a row far out of sight: the nearer edge", offset: 30, span: 2000...2025, request: 0),
        Case(name: "an item taller than the viewport: no settle", offset: 30, span: 95...700, request: nil),
    ]

    func testTheSettleNearTheTopKeepsTheFocusedItemInTheViewport() {
        for c in Self.cases {
            let tracker = QuickReturnTracker()
            let d = Driver(tracker)
            d.send(.focusedItem(c.span))
            XCTAssertEqual(tracker.focusSpan, c.span, c.name)
            d.scroll(c.offset, .keyboard)
            XCTAssertEqual(d.frame.extent, 90 - c.offset, "\(c.name): the header rides on the content")
            var request: Double?
            for _ in 0..<40 where request == nil {
                d.tick(16)
                request = tracker.scrollRequest
            }
            XCTAssertEqual(request, c.request, c.name)
            if let request, let span = c.span, span.upperBound < 1000, span.upperBound - span.lowerBound < 600 {
                // Where the item ends once the content and the header rest.
                let covered = request == 0 ? 90.0 : 0
                XCTAssertGreaterThanOrEqual(span.lowerBound - request, covered, "\(c.name): below the header")
                XCTAssertLessThanOrEqual(span.upperBound - request, 600, "\(c.name): above the bottom")
            }
        }
    }

    /// The focused item is an input, so it travels in traces: a recording made while it
    /// mattered replays to the settle that kept it in sight (one header down for a row at the
    /// bottom), and the same trace without its focus-item line to the nearer edge, the top.
    func testATraceReplaysTheSettleTheFocusedItemChose() throws {
        func settles(_ lines: [String]) throws -> [String] {
            var replayer = TraceReplayer(tracker: QuickReturnTracker())
            var requests: [String] = []
            for line in lines {
                guard let output = try replayer.replay(Substring(line)) else { continue }
                let scrollTo = try FlatJSONObject.parse(Substring(output)).first { $0.key == "scrollTo" }?.value
                if case .number(let offset)? = scrollTo { requests.append("\(line.prefix(8)): \(offset)") }
            }
            return requests
        }
        let ticks = (1...40).map { #"{"t":\#(16 + 16 * $0),"type":"tick"}"# }
        let start = [#"{"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}"#]
        let scroll = [#"{"t":16,"type":"scroll","offset":30,"source":"keyboard"}"#]
        let focus = [#"{"t":10,"type":"focus-item","top":600,"bottom":625}"#]
        let kept = try settles(start + focus + scroll + ticks)
        let plain = try settles(start + scroll + ticks)
        XCTAssertEqual(kept.map { $0.split(separator: " ").last }, ["90.0"], "\(kept)")
        XCTAssertEqual(plain.map { $0.split(separator: " ").last }, ["0.0"], "\(plain)")
        // And a later line that says no item is kept any more lets the nearer edge win again.
        let cleared = try settles(start + focus + [#"{"t":12,"type":"focus-item"}"#] + scroll + ticks)
        XCTAssertEqual(cleared.map { $0.split(separator: " ").last }, ["0.0"], "\(cleared)")
    }
}
