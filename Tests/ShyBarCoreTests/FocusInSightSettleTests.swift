import XCTest
import ShyBarCore

/// Near the top the quick-return header rides on the content, and the settle scrolls the
/// content to the top or one header down. With ``QuickReturnTracker/focusSpan`` set, that
/// choice never carries the focused item out of the viewport: it takes the other edge, or
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
            tracker.focusSpan = c.span
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
}
