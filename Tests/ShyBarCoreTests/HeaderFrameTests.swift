import XCTest
@testable import ShyBarCore

/// What a held view draws: the tracker's frame with the header fully shown and still.
final class HeaderFrameTests: XCTestCase {
    func testHeldShownShowsTheWholeHeaderAndKeepsWhatTheContentDecides() {
        let cases: [HeaderFrame] = [
            HeaderFrame(time: 10, offset: 400, extent: 0, header: 90, minExtent: 0, target: nil,
                        state: .hidden, showsBackground: true, pinned: true),
            HeaderFrame(time: 20, offset: 40, extent: 35, header: 90, minExtent: 10, target: 90,
                        state: .revealing, showsBackground: true, pinned: false, fades: true),
            HeaderFrame(time: 30, offset: 0, extent: 90, header: 90, minExtent: 0, target: nil,
                        state: .shown, showsBackground: false, pinned: false),
        ]
        for frame in cases {
            let held = frame.withHeaderHeldShown
            XCTAssertEqual(held.extent, frame.header, "the whole header")
            XCTAssertEqual(held.state, .shown)
            XCTAssertNil(held.target, "no animation under way")
            XCTAssertEqual(held.headerY, 0)
            XCTAssertEqual(held.progress, 1)
            XCTAssertEqual(held.opacity, 1, "a faded header shows whole")
            XCTAssertEqual(held.offset, frame.offset)
            XCTAssertEqual(held.showsBackground, frame.showsBackground)
            XCTAssertEqual(held.pinned, frame.pinned)
            XCTAssertEqual(held.time, frame.time)
            XCTAssertEqual(held.withHeaderHeldShown, held, "holding twice changes nothing")
        }
    }
}
