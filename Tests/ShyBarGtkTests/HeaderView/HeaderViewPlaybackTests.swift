import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// Driving a `ShyHeaderView` from a trace: the played frames are shown by the behaviour's
/// own apply, on the view's own frame clock, while the live view is paused; at the end the
/// live tracker takes over where the trace left the header.
final class HeaderViewPlaybackTests: GtkTestCase, @unchecked Sendable {
    /// A recording of the header scrolled away, played on the view back at the top: each
    /// input gives the frame it gave live, the header is placed as the trace leaves it, the
    /// live inputs made meanwhile are dropped, and the live tracker then goes on from there.
    func testAPlayedTraceShowsItsFramesWhileTheLiveViewIsPaused() {
        onViewOverList(animated: false) { scene in
            var recorded: [TimedInput] = []
            let recording = scene.view.watch { input, _ in recorded.append(input) }
            scene.view.refresh()
            wheel(scene, to: stride(from: 0, through: 400, by: 20))
            XCTAssertTrue(pump(until: { scene.view.state == .hidden }))
            recording?.cancel()
            scene.view.show(animated: false)
            gtk_adjustment_set_value(scene.adjustment, 0)
            XCTAssertTrue(pump(until: { scene.view.state == .shown && gtk_adjustment_get_value(scene.adjustment) == 0 }))

            guard let playback = scene.view.playback(of: recorded) else {
                return XCTFail("no playback on a running view")
            }
            guard let liveTracker = HeaderViewClass.core(of: gpointer(scene.view.raw))?.runningTracker else {
                return XCTFail("no live tracker")
            }
            let liveBefore = liveTracker.frame
            var played: [HeaderFrame] = [], progress: [Double] = [], finished = 0
            var liveHandled: [HeaderFrame] = []
            playback.onFrame = { _, frame in played.append(frame) }
            playback.onProgress = { elapsed, _ in
                progress.append(elapsed)
                if liveTracker.frame != liveBefore { liveHandled.append(liveTracker.frame) }
            }
            playback.onFinish = { finished += 1 }
            var live: [TrackerInput] = []
            let liveWatch = scene.view.watch { input, _ in live.append(input.input) }
            defer { liveWatch?.cancel() }
            playback.start()
            XCTAssertTrue(playback.isPlaying)
            HeaderViewClass.core(of: gpointer(scene.view.raw))?.simulateUserInputForTests(.wheel)
            gtk_adjustment_set_value(scene.adjustment, 50)
            XCTAssertTrue(pump(until: { finished == 1 }, timeout: 5000), "the playback never finished")
            XCTAssertEqual(played.count, playback.inputs.count, "one frame for each played input")
            XCTAssertEqual(played.last?.state, .hidden, "the trace ends with the header away")
            XCTAssertFalse(progress.isEmpty, "progress was reported")
            XCTAssertEqual(liveHandled.first, nil, "the live tracker handled inputs during the playback")
            XCTAssertEqual(progress.last ?? -1, playback.duration, accuracy: 1, "up to the trace's length")
            let header = Widget(raw: scene.header)
            XCTAssertTrue(pump(until: { header.bounds(relativeTo: scene.view)?.y == -90 }), "the played frames placed the header")
            XCTAssertEqual(scene.view.state, .hidden, "the live tracker took over where the trace left the header")
            XCTAssertFalse(playback.isPlaying)
            pump(100)
            XCTAssertEqual(finished, 1, "finished once")
            // Only what the live view handles after the hand-over reaches a watch.
            XCTAssertFalse(live.contains { if case .scroll(50, .wheel) = $0 { true } else { false } },
                           "a live input made during the playback reached the tracker: \(live)")
            live = []
            wheel(scene, to: stride(from: 400, through: 360, by: -20))
            XCTAssertTrue(live.contains { if case .scroll(360, .wheel) = $0 { true } else { false } },
                          "live inputs do not flow again: \(live)")
        }
    }

    /// A view that loses its behaviour mid-trace ends the playback there, and says so.
    func testAPlaybackEndsWhenTheBehaviourGoes() {
        onViewOverList { scene in
            let inputs = (0...200).map { TimedInput(time: Double($0) * 50, input: .scroll(offset: Double($0), source: .wheel)) }
            guard let playback = scene.view.playback(of: inputs) else { return XCTFail("no playback on a running view") }
            var finished = 0
            playback.onFinish = { finished += 1 }
            playback.start()
            XCTAssertTrue(pump(until: { playback.lastFrame != nil }), "the playback never showed a frame")
            scene.view.behavior = .sticky     // no toolbar: no behaviour runs
            XCTAssertEqual(finished, 1, "the playback did not end with its behaviour")
            XCTAssertFalse(playback.isPlaying)
            XCTAssertNil(scene.view.playback(of: inputs), "no playback without a running behaviour")
        }
    }

    func testHandOverGoesToTheNearerEndOfThePlayedFrame() {
        onViewOverList(animated: false) { scene in
            let shown = scene.view.frame
            wheel(scene, to: stride(from: 0, through: 400, by: 20))
            pump(until: { scene.view.state == .hidden })
            guard let behavior = HeaderViewClass.core(of: gpointer(scene.view.raw))?.runningBehavior else {
                return XCTFail("no behaviour runs")
            }
            var played = shown
            played.extent = 60      // more than half shown
            behavior.handOver(played)
            XCTAssertEqual(scene.view.state, .shown)
            played.extent = 20      // less than half
            behavior.handOver(played)
            XCTAssertEqual(scene.view.state, .hidden)
        }
    }
}
