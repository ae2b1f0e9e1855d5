import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// What an app needs from `ShyHeaderView` to put a page on it: a watch on what its tracker
/// handles (exact enough to replay), input performed as a person's, a hero for the
/// background, and a list that brings its own spacer model.
final class HeaderViewWatchTests: GtkTestCase, @unchecked Sendable {
    typealias Scene = HeaderViewTests.Scene
    typealias StringList = HeaderViewTests.StringList

    /// A watch sees every input the view's tracker handles with the frame it produced, goes
    /// on seeing them through a change of behaviour, and sees nothing once cancelled.
    func testAWatchSeesEveryInputAcrossBehavioursUntilCancelled() {
        onViewOverList { scene in
            // Which source the observer tells a move came from is its own question (a list's
            // layout can take a wheel step's change for its own): here, every move is seen.
            var frames: [HeaderFrame] = []
            var offsets: Set<Double> = []
            guard let watch = scene.view.watch({ input, frame in
                frames.append(frame)
                if case .scroll(let offset, _) = input.input { offsets.insert(offset) }
            }) else { return XCTFail("no watch on a view") }
            let down = Array(stride(from: 20.0, through: 400, by: 20))
            wheel(scene, to: stride(from: 20, through: 400, by: 20))
            pump(until: { scene.view.state == .hidden })
            XCTAssertEqual(Set(down).subtracting(offsets), [], "moves the watch did not see: \(offsets.sorted())")
            XCTAssertEqual(frames.last, scene.view.frame, "with the frames the view shows")

            scene.view.behavior = .background
            frames = []
            offsets = []
            let up = Array(stride(from: 380.0, through: 300, by: -20))
            wheel(scene, to: stride(from: 380, through: 300, by: -20))
            XCTAssertEqual(Set(up).subtracting(offsets), [], "the new behaviour's moves the same watch did not see")
            XCTAssertEqual(frames.last, scene.view.frame)

            watch.cancel()
            frames = []
            wheel(scene, to: stride(from: 280, through: 200, by: -20))
            pump(100)
            XCTAssertEqual(frames.count, 0, "a cancelled watch saw \(frames.count) frames")
        }
    }

    /// A frame the view shows after a direct call is no input: a recording through the watch
    /// leaves it out (a `tick` in its place would replay as nothing happening).
    func testAWatchDoesNotReportTheFrameOfADirectCall() {
        onViewOverList(animated: false) { scene in
            wheel(scene, to: stride(from: 0, through: 400, by: 20))
            pump(until: { scene.view.state == .hidden })
            var reported: [TrackerInput] = []
            let watch = scene.view.watch { input, _ in reported.append(input.input) }
            defer { watch?.cancel() }
            scene.view.show(animated: false)
            XCTAssertEqual(scene.view.state, .shown, "the header came back")
            XCTAssertEqual(reported, [], "the direct call's frame was reported as \(reported)")
        }
    }

    /// `perform` takes an input as a person's: the content moves and the tracker sees the
    /// input's source; what belongs to the view itself (geometry) is not taken.
    func testPerformMovesTheContentAsThePersonsSource() {
        onViewOverList { scene in
            var reported: [TrackerInput] = []
            let watch = scene.view.watch { input, _ in
                if case .tick = input.input { return }
                reported.append(input.input)
            }
            defer { watch?.cancel() }
            scene.view.perform(.begin)
            scene.view.perform(.scroll(offset: 300, source: .touch))
            XCTAssertEqual(gtk_adjustment_get_value(scene.adjustment) - gtk_adjustment_get_lower(scene.adjustment), 300)
            scene.view.perform(.geometry(ScrollGeometry(viewport: 10, content: 20, header: 5)))
            XCTAssertEqual(reported.prefix(2), [.begin, .scroll(offset: 300, source: .touch)], "\(reported)")
            XCTAssertFalse(reported.contains { if case .geometry = $0 { true } else { false } }, "a geometry was taken: \(reported)")
            XCTAssertTrue(pump(until: { scene.view.state == .hidden }), "the touch moved the header away")
        }
    }

    /// A recording of a live view replays to the frames the view drew, bit for bit: every
    /// input the watch reports, fed to a fresh tracker with the view's options, gives the frame
    /// the watch reported with it — settles near the top included, whose steps come back as
    /// `settle` scrolls (the view moved the content where each frame said).
    func testARecordingOfTheLiveViewReplaysToTheSameFrames() {
        onViewOverList { scene in
            guard let live = HeaderViewClass.core(of: gpointer(scene.view.raw))?.runningTracker as? QuickReturnTracker else {
                return XCTFail("no quick-return tracker in a running view")
            }
            var recorded: [(input: TimedInput, frame: HeaderFrame)] = []
            let watch = scene.view.watch { input, frame in recorded.append((input, frame)) }
            defer { watch?.cancel() }
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
}
