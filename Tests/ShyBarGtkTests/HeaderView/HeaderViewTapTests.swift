import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// What an app needs from `ShyHeaderView` to put a page on it: a tap on its behaviour, a
/// hero for the background, a list that brings its own spacer model, and the hand-over
/// after a played-back trace.
final class HeaderViewTapTests: GtkTestCase, @unchecked Sendable {
    typealias Scene = HeaderViewTests.Scene
    typealias StringList = HeaderViewTests.StringList

    @MainActor
    private func wheel(_ scene: Scene, to offsets: StrideThrough<Double>) {
        for offset in offsets {
            HeaderViewClass.core(of: gpointer(scene.view.raw))?.simulateUserInputForTests(.wheel)
            gtk_adjustment_set_value(scene.adjustment, offset)
            pump(5)
        }
    }

    func testATapSeesEveryInputAndANewBehaviourNeedsANewTap() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 })
            guard let tap = scene.view.makeTap() else { return XCTFail("no tap on a running view") }
            XCTAssertEqual(tap.behavior, .quickReturn)
            var frames: [HeaderFrame] = []
            tap.onInput = { _, frame in frames.append(frame) }
            wheel(scene, to: stride(from: 0, through: 400, by: 20))
            pump(until: { scene.view.state == .hidden })
            XCTAssertFalse(frames.isEmpty, "the tap reported the inputs")
            XCTAssertEqual(frames.last?.extent ?? -1, scene.view.extent, accuracy: 0.5, "with the frames the view shows")

            scene.view.behavior = .background
            XCTAssertFalse(tap.isAttached, "the old behaviour is gone")
            XCTAssertEqual(scene.view.makeTap()?.behavior, .background)
        }
    }

    /// A recording of a live view replays to the frames the view drew, bit for bit: every
    /// input the tap reports, fed to a fresh tracker with the view's options, gives the frame
    /// the tap reported with it — settles near the top included, whose steps come back as
    /// `settle` scrolls (the view moved the content where each frame said).
    func testARecordingOfTheLiveViewReplaysToTheSameFrames() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 })
            guard let tap = scene.view.makeTap(), let live = tap.attachment.driver.tracker as? QuickReturnTracker else {
                return XCTFail("no quick-return tap on a running view")
            }
            var recorded: [(input: TimedInput, frame: HeaderFrame)] = []
            tap.onInput = { input, frame in recorded.append((input, frame)) }
            // The replay starts where the live view rests: at the top, the header shown.
            let replay = QuickReturnTracker(options: live.options)
            replay.systemAnimationsEnabled = live.systemAnimationsEnabled
            replay.handle(.geometry(live.geometry), at: live.frame.time)
            replay.handle(.scroll(offset: live.frame.offset, source: .programmatic), at: live.frame.time)
            XCTAssertEqual(replay.frame, live.frame)
            // Into the top zone (the settle takes the content one header down), far down,
            // then back into the zone (the settle takes it to the top).
            wheel(scene, to: stride(from: 0, through: 60, by: 20))
            pump(until: { scene.view.state == .hidden && live.frame.scroll == nil && !live.needsTicks }, timeout: 3000)
            wheel(scene, to: stride(from: 100, through: 400, by: 20))
            wheel(scene, to: stride(from: 380, through: 30, by: -50))
            pump(until: { scene.view.state == .shown && live.frame.offset == 0 && !live.needsTicks }, timeout: 3000)
            let settleSteps = recorded.filter { if case .scroll(_, .settle) = $0.input.input { return true } else { return false } }
            XCTAssertGreaterThanOrEqual(settleSteps.count, 6, "the two settles' steps came back as settle scrolls")
            var differing: [String] = []
            for (input, frame) in recorded {
                let replayed = replay.handle(input)
                if replayed != frame { differing.append("\(input): live \(frame), replayed \(replayed)") }
            }
            XCTAssertTrue(differing.isEmpty, "\(differing.count) of \(recorded.count) frames differ; first: \(differing.prefix(3))")
            XCTAssertEqual(recorded.last?.frame.offset, 0, "the run ended at the top")
        }
    }

    /// A played-back frame is shown by the behaviour's own apply (the header placed, its
    /// class set), and playback runs as frame tasks on the view's one frame clock: every
    /// frame until the task says stop, never once the behaviour is gone.
    func testAPlayedFrameGoesThroughTheBehavioursApplyOnTheViewsClock() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 })
            guard let tap = scene.view.makeTap() else { return XCTFail("no tap on a running view") }
            let header = Widget(raw: scene.header)
            tap.isLivePaused = true
            var played = scene.view.frame
            played.extent = 0
            played.showsBackground = true
            tap.apply(played)
            XCTAssertTrue(pump(until: { header.bounds(relativeTo: scene.view)?.y == -90 }),
                          "the played frame placed the header")
            XCTAssertTrue(gtk_widget_has_css_class(scene.header, "scrolled") != 0, "and set its class")

            var frames = 0
            tap.addFrameTask { _ in
                frames += 1
                return frames < 3
            }
            XCTAssertTrue(pump(until: { frames == 3 }), "the task ran on the view's frames")
            pump(100)
            XCTAssertEqual(frames, 3, "until it said stop")

            var running = 0, cancelled = 0
            tap.addFrameTask({ _ in running += 1; return true }, cancelled: { cancelled += 1 })
            XCTAssertTrue(pump(until: { running > 0 }), "the endless task never ran")
            scene.view.behavior = .sticky     // no toolbar: no behaviour runs
            XCTAssertEqual(cancelled, 1, "detaching the behaviour did not tell its running task")
            var late = 0, lateCancelled = 0
            tap.addFrameTask({ _ in late += 1; return true }, cancelled: { lateCancelled += 1 })
            pump(100)
            XCTAssertEqual(late, 0, "a detached behaviour's clock runs nothing")
            XCTAssertEqual(lateCancelled, 1, "and says so at once")
        }
    }

    func testHandOverGoesToTheNearerEndOfThePlayedFrame() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            scene.view.set("animations-enabled", false)
            pump(until: { scene.view.frame.header == 90 })
            let shown = scene.view.frame
            wheel(scene, to: stride(from: 0, through: 400, by: 20))
            pump(until: { scene.view.state == .hidden })
            var played = shown
            played.extent = 60      // more than half shown
            scene.view.handOver(played)
            XCTAssertEqual(scene.view.state, .shown)
            played.extent = 20      // less than half
            scene.view.handOver(played)
            XCTAssertEqual(scene.view.state, .hidden)
        }
    }

    func testTheBackgroundTurnsSolidOnlyPastTheHero() {
        onMain {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let hero = gtk_drawing_area_new()!
            gtk_widget_set_size_request(hero, -1, 400)
            gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), hero)
            let filler = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(filler, -1, 3000)
            gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), filler)
            let viewport = gtk_viewport_new(nil, nil)!
            gtk_viewport_set_child(OpaquePointer(viewport), box)
            let scene = Scene(child: viewport)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            scene.view.behavior = .background
            scene.view.hero = Widget(raw: hero)
            XCTAssertEqual(scene.view.hero?.raw, hero)
            pump(until: { gtk_adjustment_get_upper(scene.adjustment) > 3000 })
            XCTAssertEqual(gtk_widget_get_margin_top(box), 0, "over a hero the header lies on the content")

            gtk_adjustment_set_value(scene.adjustment, 200)     // the hero (400 px) still shows below the header
            pump(20)
            XCTAssertEqual(shy_object_get_bool(gpointer(scene.view.raw), "showing-background"), 0)
            gtk_adjustment_set_value(scene.adjustment, 600)
            XCTAssertTrue(pump(until: { shy_object_get_bool(gpointer(scene.view.raw), "showing-background") != 0 }),
                          "past the hero the background is solid")
        }
    }

    func testAListWithItsOwnSpacerModelGetsThatOneSized() {
        onMain {
            let strings = gtk_string_list_new(nil)!
            for index in 0..<100 { gtk_string_list_append(strings, "Row \(index)") }
            let inset = InsetListModel(content: ListModel(owning: gpointer(strings)), height: 0)
            let selection = gtk_no_selection_new(shy_list_model(gpointer(inset.raw)))!
            g_object_ref(gpointer(inset.raw))     // the selection takes the reference it is given
            let factory = gtk_signal_list_item_factory_new()!
            let list = gtk_list_view_new(selection, factory)!
            let scene = Scene(child: list, listInset: inset)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            XCTAssertTrue(pump(until: { inset.height == 90 }), "the view sized the list's own spacer")
            XCTAssertEqual(g_list_model_get_n_items(shy_list_model(gpointer(selection))), 101, "and added none of its own")
        }
    }
    /// Another view's inputs reach this one at its next frame, at most one move a frame: a
    /// fast touch drag there reports more moves than this list draws, and GtkListView 4.8
    /// makes its rows jump when its value changes twice before a layout. Ten moves in one
    /// go make one move of their sum; a begin and an end keep their place among the moves;
    /// every input this causes is reported as a mirror's.
    func testMirroredInputsComeAtTheNextFrameOneMoveAFrame() {
        onMain {
            let strings = StringList(count: 400)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 && gtk_adjustment_get_upper(scene.adjustment) > 4000 })
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
            guard let tap = scene.view.makeTap(), let clock = FrameClock.of(Widget(raw: scene.scrolled)) else {
                return XCTFail("no tap or no frame clock on a running view")
            }
            // The list's own corrections of its estimates are programmatic and not counted.
            var reported: [(input: TrackerInput, mirror: Bool)] = []
            var changeFrames: [Int] = []
            tap.onInput = { input, _ in
                switch input.input {
                case .tick, .geometry, .scroll(_, .programmatic): return
                case .scroll where tap.isReportingMirror: changeFrames.append(clock.frameCounter)
                default: break
                }
                reported.append((input.input, tap.isReportingMirror))
            }

            tap.mirror(.begin, delta: 0)
            for step in 1...10 { tap.mirror(.scroll(offset: Double(7 * step), source: .touch), delta: 7) }
            XCTAssertEqual(gtk_adjustment_get_value(scene.adjustment), start, "a mirrored move waits for the next frame")
            XCTAssertTrue(pump(until: { gtk_adjustment_get_value(scene.adjustment) == start + 70 }),
                          "the ten moves did not add up to 70 px: \(gtk_adjustment_get_value(scene.adjustment) - start)")
            pump(50)
            XCTAssertEqual(changeFrames.count, 1, "ten moves in one go were not made as one: \(changeFrames)")

            changeFrames = []
            tap.mirror(.scroll(offset: 80, source: .touch), delta: 10)
            tap.mirror(.end(velocity: 0), delta: 0)
            tap.mirror(.scroll(offset: 90, source: .wheel), delta: 10)
            tap.mirror(.scroll(offset: 100, source: .wheel), delta: 10)
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
                tap.mirror(.scroll(offset: 0, source: .touch), delta: delta)
                pump(40)
                values.append(gtk_adjustment_get_value(scene.adjustment) - start)
            }
            XCTAssertEqual(values.prefix(2), [110, 110], "10.37 then -0.37 did not make 10 px")
            XCTAssertEqual(changeFrames.count, 3, "moves of 10, 2 and 1 px (the rest under a pixel): \(values)")
            XCTAssertTrue(values.allSatisfy { $0 == $0.rounded() }, "not moved in whole pixels: \(values)")
        }
    }
}
