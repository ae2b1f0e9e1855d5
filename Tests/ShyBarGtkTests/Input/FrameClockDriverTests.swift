import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// `FrameClockDriver` on a real window's frame clock: it ticks only while the tracker
/// animates (or a frame task runs), waits for a timer with one main-loop wake-up and no
/// frames, runs frame tasks before the tracker's tick of the same frame, hands on a
/// settle's steps in the tick that computed them, and stops for good.
final class FrameClockDriverTests: GtkTestCase, @unchecked Sendable {
    /// A driver on a shown list's scrolled window, fed the list's geometry (90 px header)
    /// and a programmatic jump far from the top, with every published frame recorded.
    @MainActor
    private final class Rig {
        let fixture = ListFixture()
        let tracker = QuickReturnTracker()
        let driver: FrameClockDriver
        var frames: [HeaderFrame] = []
        var settleSteps: [(offset: Double?, time: Double)] = []

        init() {
            // Long enough for many frames even when a busy machine drops some.
            tracker.options.duration = 1000
            driver = FrameClockDriver(tracker: tracker, widget: fixture.scrolledWindow)
            driver.onFrame = { [unowned self] in self.frames.append($0) }
            driver.onSettleStep = { [unowned self] in self.settleSteps.append(($0, $1)) }
        }

        /// Feeds `input` stamped now (the wake-ups are scheduled on the same clock).
        func feed(_ input: TrackerInput) {
            driver.feed(TimedInput(time: Gtk.monotonicMilliseconds, input: input))
        }

        func start(offset: Double = 2000) {
            feed(.geometry(ScrollGeometry(viewport: 600, content: 20_000, header: 90)))
            feed(.scroll(offset: offset, source: .programmatic))
        }
    }

    func testAnAnimationTicksEveryFrameUntilItEndsThenTheCallbackGoes() {
        onMain {
            let rig = Rig()
            defer { rig.driver.stop(); rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            XCTAssertFalse(rig.driver.isTicking, "an idle tracker needs no frames")
            rig.tracker.hide(animated: true)
            rig.driver.republish()
            XCTAssertTrue(rig.driver.isTicking, "a running animation ticks")
            let before = rig.frames.count
            XCTAssertTrue(pump(until: { !rig.driver.isTicking }, timeout: 3000), "still ticking after the animation")
            let animated = rig.frames[before...]
            XCTAssertGreaterThanOrEqual(animated.count, 8, "a 1 s animation in \(animated.count) frames: not ticked per frame")
            XCTAssertEqual(animated.last?.extent, 0, "the header ended hidden: \(String(describing: animated.last))")
            XCTAssertEqual(animated.last?.target, nil)
            for (previous, next) in zip(animated, animated.dropFirst()) {
                XCTAssertLessThanOrEqual(next.extent, previous.extent, "the header went back up mid-hide")
                XCTAssertGreaterThanOrEqual(next.time, previous.time, "frame time went backwards")
            }
            // Idle again: no callback left, no frame published.
            let settled = rig.frames.count
            pump(150)
            XCTAssertEqual(rig.frames.count, settled, "frames after the animation ended")
        }
    }

    func testAWaitingTimerWakesOnceWithoutFramesThenSettles() {
        onMain {
            let rig = Rig()
            defer { rig.driver.stop(); rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            // A wheel step that leaves the header partly shown: the idle snap waits 150 ms.
            rig.feed(.scroll(offset: 2040, source: .wheel))
            let partly = rig.tracker.frame
            XCTAssertTrue(partly.extent > 0 && partly.extent < 90, "the wheel step left \(partly)")
            XCTAssertNotNil(rig.tracker.pendingDeadline, "nothing waits for the idle snap")
            XCTAssertFalse(rig.driver.isTicking, "waiting for a timer must cost no frames")
            let waiting = rig.frames.count
            // Up to just before the deadline (however late this runs): nothing may be published.
            let deadline = rig.tracker.pendingDeadline ?? 0
            _ = pump(until: { Gtk.monotonicMilliseconds >= deadline - 5 }, timeout: 1000)
            XCTAssertEqual(rig.frames.count, waiting, "frames were published while only a timer was pending")
            XCTAssertTrue(pump(until: { rig.tracker.frame.target == nil && !rig.driver.isTicking
                                        && (rig.tracker.frame.extent == 0 || rig.tracker.frame.extent == 90)
                                        && rig.frames.count > waiting }, timeout: 3000),
                          "the idle snap never settled the header: \(rig.tracker.frame)")
        }
    }

    func testFrameTasksRunEachFrameBeforeTheTrackersTickUntilTheyAreDone() {
        onMain {
            let rig = Rig()
            defer { rig.driver.stop(); rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            var log: [String] = []
            rig.driver.onFrame = { log.append("frame \($0.time)") }
            rig.tracker.hide(animated: true)
            let inputTime = rig.tracker.frame.time
            var runs = 0
            rig.driver.addFrameTask { time in
                runs += 1
                XCTAssertGreaterThanOrEqual(time, inputTime, "a task's time is never before the last input")
                log.append("task \(time)")
                return runs < 5
            }
            XCTAssertTrue(rig.driver.isTicking)
            XCTAssertTrue(pump(until: { !rig.driver.isTicking }, timeout: 3000), "still ticking")
            XCTAssertEqual(runs, 5, "the task runs once a frame until it returns false")
            // In each frame the task comes first, at the same time as the frame it precedes.
            for (index, entry) in log.enumerated() where entry.hasPrefix("task ") {
                let time = entry.dropFirst("task ".count)
                XCTAssertEqual(log[safe: index + 1], "frame \(time)", "the tracker's tick of the same frame follows the task: \(log)")
            }
        }
    }

    /// Stopping in the top zone, the tracker settles the content to an edge: each tick hands
    /// on where its frame puts the content, with that frame's time, then once the end.
    func testASettlesStepsAreHandedOnInTheTickThatComputedThem() {
        onMain {
            let rig = Rig()
            defer { rig.driver.stop(); rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start(offset: 0)
            rig.feed(.scroll(offset: 30, source: .wheel))
            XCTAssertTrue(pump(until: { rig.settleSteps.last.map { $0.offset == nil } ?? false }, timeout: 4000),
                          "no settle, or no end of it: \(rig.settleSteps)")
            let steps = rig.settleSteps.compactMap { step in step.offset.map { ($0, step.time) } }
            XCTAssertGreaterThanOrEqual(steps.count, 5, "a 1 s settle in \(steps.count) steps")
            XCTAssertEqual(rig.settleSteps.filter { $0.offset == nil }.count, 1, "the end told once: \(rig.settleSteps)")
            guard let last = steps.last else { return }
            XCTAssertTrue(last.0 == 0 || last.0 == 90, "settled the content at \(last.0), not an edge")
            for (offset, time) in steps {
                XCTAssertTrue(rig.frames.contains { $0.time == time && $0.scroll == offset },
                              "the step to \(offset) at \(time) is no published frame's")
            }
            let offsets = steps.map(\.0)
            XCTAssertEqual(offsets, last.0 == 0 ? offsets.sorted(by: >) : offsets.sorted(), "not one way: \(offsets)")
        }
    }

    func testStopRemovesTheTickAndIgnoresLaterTasks() {
        onMain {
            let rig = Rig()
            defer { rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            rig.tracker.hide(animated: true)
            rig.driver.republish()
            XCTAssertTrue(rig.driver.isTicking)
            rig.driver.stop()
            XCTAssertFalse(rig.driver.isTicking)
            let stopped = rig.frames.count
            var ran = false
            rig.driver.addFrameTask { _ in ran = true; return false }
            rig.driver.updateTicking()
            pump(150)
            XCTAssertEqual(rig.frames.count, stopped, "frames after stop()")
            XCTAssertFalse(ran, "a task added after stop() ran")
            XCTAssertFalse(rig.driver.isTicking)
            rig.driver.stop()   // twice is fine
        }
    }

    /// A task still running when the driver stops is told so, once; one that finished by
    /// itself is not; one added to a stopped driver is told at once. Its owner (a trace
    /// being played) would otherwise wait for an end that never comes.
    func testStopTellsUnfinishedTasksTheyWereCancelled() {
        onMain {
            let rig = Rig()
            defer { rig.fixture.window.destroy() }
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            var finishedRuns = 0, finishedCancelled = 0, endlessRuns = 0, endlessCancelled = 0
            rig.driver.addFrameTask({ _ in finishedRuns += 1; return false }, cancelled: { finishedCancelled += 1 })
            rig.driver.addFrameTask({ _ in endlessRuns += 1; return true }, cancelled: { endlessCancelled += 1 })
            XCTAssertTrue(pump(until: { endlessRuns >= 3 }, timeout: 3000), "the endless task never ran three frames")
            XCTAssertEqual(endlessCancelled, 0, "cancelled while running")
            rig.driver.stop()
            XCTAssertEqual(finishedRuns, 1)
            XCTAssertEqual(finishedCancelled, 0, "a task that ended by itself was told it was cancelled")
            XCTAssertEqual(endlessCancelled, 1, "the unfinished task was not told the driver stopped")
            rig.driver.stop()
            XCTAssertEqual(endlessCancelled, 1, "told twice")
            var lateRan = false, lateCancelled = false
            rig.driver.addFrameTask({ _ in lateRan = true; return false }, cancelled: { lateCancelled = true })
            XCTAssertTrue(lateCancelled, "a task added after stop() was not told at once")
            pump(100)
            XCTAssertFalse(lateRan)
        }
    }

    func testTheWidgetDyingMidAnimationEndsTheTicks() {
        onMain {
            let rig = Rig()
            XCTAssertTrue(pump(until: { rig.fixture.adjustment.pageSize > 0 }), "the window never laid out")
            rig.start()
            rig.tracker.hide(animated: true)
            rig.driver.republish()
            pump(16)
            XCTAssertTrue(rig.driver.isTicking)
            rig.fixture.window.destroy()
            pump(50)
            XCTAssertFalse(rig.driver.isTicking, "a tick callback outlived its widget")
            let after = rig.frames.count
            pump(150)
            XCTAssertEqual(rig.frames.count, after, "frames after the widget died")
            rig.driver.stop()
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
