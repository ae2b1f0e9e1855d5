import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk
@testable import ShyBarAppSupport

/// Compare Presets' mirror: another view's inputs made on this one through the view's
/// `perform`, at the pace of this view's frames.
final class InputMirrorTests: GtkTestCase, @unchecked Sendable {
    /// Another view's inputs reach this one at its next frame, at most one move a frame: a
    /// fast touch drag there reports more moves than this list draws, and GtkListView 4.8
    /// makes its rows jump when its value changes twice before a layout. Ten moves in one
    /// go make one move of their sum; a begin and an end keep their place among the moves;
    /// every input this causes is reported as a mirror's.
    func testMirroredInputsComeAtTheNextFrameOneMoveAFrame() {
        onViewOverList(rows: 400) { scene in
            // Mid-list, where no settle scrolls the content by itself.
            // (After the jump the list corrects its estimates for a few frames: wait until it holds.)
            gtk_adjustment_set_value(scene.adjustment, 2000)
            var start = -1.0
            XCTAssertTrue(pump(until: {
                let value = gtk_adjustment_get_value(scene.adjustment)
                defer { start = value }
                return value == start
            }, timeout: 3000))
            pump(100)
            start = gtk_adjustment_get_value(scene.adjustment)
            guard let clock = FrameClock.of(Widget(raw: scene.scrolled)) else {
                return XCTFail("no frame clock on a running view")
            }
            let mirror = InputMirror(onto: scene.view)
            // The list's own corrections of its estimates are programmatic and not counted.
            var reported: [(input: TrackerInput, mirror: Bool)] = []
            var changeFrames: [Int] = []
            let watch = scene.view.watch { input, _ in
                switch input.input {
                case .tick, .geometry, .scroll(_, .programmatic): return
                case .scroll where mirror.isPerforming: changeFrames.append(clock.frameCounter)
                default: break
                }
                reported.append((input.input, mirror.isPerforming))
            }
            defer { watch?.cancel() }

            mirror.mirror(.begin, delta: 0)
            for step in 1...10 { mirror.mirror(.scroll(offset: Double(7 * step), source: .touch), delta: 7) }
            XCTAssertEqual(gtk_adjustment_get_value(scene.adjustment), start, "a mirrored move waits for the next frame")
            XCTAssertTrue(pump(until: { gtk_adjustment_get_value(scene.adjustment) == start + 70 }),
                          "the ten moves did not add up to 70 px: \(gtk_adjustment_get_value(scene.adjustment) - start)")
            pump(50)
            XCTAssertEqual(changeFrames.count, 1, "ten moves in one go were not made as one: \(changeFrames)")

            changeFrames = []
            mirror.mirror(.scroll(offset: 80, source: .touch), delta: 10)
            mirror.mirror(.end(velocity: 0), delta: 0)
            mirror.mirror(.scroll(offset: 90, source: .wheel), delta: 10)
            mirror.mirror(.scroll(offset: 100, source: .wheel), delta: 10)
            XCTAssertTrue(pump(until: { gtk_adjustment_get_value(scene.adjustment) == start + 100 }), "the moves did not all come")
            pump(50)
            XCTAssertEqual(changeFrames.count, 2, "two moves of two sources: \(changeFrames)")
            XCTAssertEqual(Set(changeFrames).count, changeFrames.count, "two moves in one frame: \(changeFrames)")

            let inputs = reported.map(\.input)
            let expected: [TrackerInput] = [.begin, .scroll(offset: start + 70, source: .touch),
                                            .scroll(offset: start + 80, source: .touch),
                                            .end(velocity: 0), .scroll(offset: start + 100, source: .wheel)]
            XCTAssertEqual(inputs, expected, "the inputs in their order")
            XCTAssertTrue(reported.allSatisfy(\.mirror), "an input the mirror caused was not reported as a mirror's")

            // Fractions (a finger's float places, the other list's floor of them) are moved
            // in whole pixels, so this list never has a fraction of its own to floor away.
            // (What the list itself does after a move, a correction of its estimates, is its own.)
            changeFrames = []
            var values: [Double] = []
            for delta in [10.37, -0.37, 2.8, -0.8, 0.4, 0.4, 0.4, -0.2] {
                mirror.mirror(.scroll(offset: 0, source: .touch), delta: delta)
                pump(40)
                values.append(gtk_adjustment_get_value(scene.adjustment) - start)
            }
            XCTAssertEqual(values.prefix(2), [110, 110], "10.37 then -0.37 did not make 10 px")
            XCTAssertEqual(changeFrames.count, 3, "moves of 10, 2 and 1 px (the rest under a pixel): \(values)")
            XCTAssertTrue(values.allSatisfy { $0 == $0.rounded() }, "not moved in whole pixels: \(values)")
        }
    }
}
