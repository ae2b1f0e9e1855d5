import XCTest
import ShyBarCore

final class ScrollGeometryTests: XCTestCase {
    func testSanitizesEveryField() {
        let g = ScrollGeometry(viewport: .nan, content: -5, header: .infinity, minHeader: 10, toolbar: -.infinity, hero: .nan)
        XCTAssertEqual(g.viewport, 0)
        XCTAssertEqual(g.content, 0)
        XCTAssertEqual(g.header, 0)
        XCTAssertEqual(g.minHeader, 0, "never above the header")
        XCTAssertEqual(g.toolbar, 0)
        XCTAssertEqual(g.hero, 0)
        let h = ScrollGeometry(viewport: 1e300, content: 600, header: 90, minHeader: 120, hero: nil)
        XCTAssertEqual(h.viewport, 1e12)
        XCTAssertEqual(h.minHeader, 90)
        XCTAssertNil(h.hero)
        XCTAssertEqual(ScrollGeometry.zero, ScrollGeometry(viewport: 0, content: 0, header: 0))
    }

    func testMaxOffset() {
        XCTAssertEqual(geo(viewport: 600, content: 20_000).maxOffset, 19_400)
        XCTAssertEqual(geo(viewport: 600, content: 400).maxOffset, 0)
        XCTAssertEqual(geo(viewport: 600, content: 600).maxOffset, 0)
    }

    func testCanCollapse() {
        let table: [(Double, Double, Double, Double, Bool)] = [
            // viewport, content, header, min, can collapse
            (600, 20_000, 90, 0, true), (600, 690, 90, 0, true), (600, 689.9, 90, 0, false),
            (600, 600, 90, 0, false), (600, 300, 90, 0, false), (600, 20_000, 0, 0, false),
            (600, 20_000, 90, 90, false), (600, 20_000, 90, 40, true),
        ]
        for (v, c, h, m, expected) in table {
            XCTAssertEqual(geo(viewport: v, content: c, header: h, min: m).canCollapse, expected, "\(v) \(c) \(h) \(m)")
        }
    }

    func testClampOffset() {
        let g = geo()
        let table: [(Double, Double)] = [(-10, 0), (0, 0), (55.5, 55.5), (19_400, 19_400), (1e9, 19_400),
                                         (.nan, 0), (.infinity, 0), (-.infinity, 0), (-0.0, 0)]
        for (raw, clamped) in table { XCTAssertEqual(g.clampOffset(raw), clamped, "\(raw)") }
    }

    func testScrollSourceNames() {
        XCTAssertEqual(ScrollSource.allCases.map(\.rawValue),
                       ["wheel", "touchpad", "touch", "keyboard", "scrollbar", "momentum", "programmatic", "settle"])
        XCTAssertEqual(ScrollSource.allCases.filter { !$0.isUserDriven }, [.programmatic, .settle])
    }

    func testTrackerInputTypeNames() {
        let table: [(TrackerInput, String)] = [(.geometry(geo()), "geometry"), (.scroll(offset: 1, source: .wheel), "scroll"),
                                               (.begin, "begin"), (.end(velocity: 1), "end"),
                                               (.focus(inside: true), "focus"), (.tick, "tick")]
        for (input, name) in table { XCTAssertEqual(input.typeName, name) }
    }
}
