import Foundation
import XCTest

/// The headers at the output scales people run: 1.25, 1.5 (GTK 4.18 draws those natively on
/// sway, through the fractional-scale protocol) and 2. The output keeps its 1280×800 logical
/// size, so the window, AT-SPI and the pointer speak the same logical pixels at every scale;
/// the pictures (grim's) are in device pixels, and every check here is made in them.
///
/// A slow finger drag, held (no lift), moves the content forward in small steps of
/// fractional size, with a picture after each, while every frame sway shows meanwhile is
/// copied too (`WaylandOutputFrames`, wlr-screencopy: the frames between the pictures, where
/// a header a frame behind its content would show). In each picture and frame the header's
/// lines and a row boundary in the list are found to a fraction of a device pixel
/// (`ScaledLines`):
/// - quick return: the search entry's lower border must have moved exactly as far as the
///   row boundary since the start, while it is on screen;
/// - sticky toolbar: the toolbar's lower border moves as far as the rows until it pins at the
///   top, then stays on its device row; the tall header's colour fills exactly the rows
///   between the top and the toolbar (no seam, no overlap).
/// GTK snaps each line to the device grid on its own, so the two may differ by one device
/// pixel, never more. Then the fingers lift; at rest the quick-return header is wholly hidden
/// (AT-SPI, and no entry borders left in its band), and a drag back to the top leaves each
/// header wholly shown on exactly the device rows it started on.
final class WaylandScaleTests: WaylandWindowTestCase, @unchecked Sendable {
    static let scales = [1.25, 1.5, 2.0]
    /// Where the lines are read: a logical column that crosses the search entry (quick
    /// return) or the toolbar's empty end (sticky), and nothing but row boundaries in the lists.
    static let column = 1100
    /// The fingers rest here, left of the column (the cursor and the hovered row's colour
    /// stay out of it).
    static let fingerPoint = (x: 300, y: 600)
    /// One device pixel from each line's own snap to the grid, and a quarter for reading a
    /// line's edge from its antialiased rows.
    static let tolerance = 1.25

    func testQuickReturnFollowsAndRestsOnDevicePixelsAtEachScale() throws {
        try eachScale(page: "quick-return", name: Self.quickReturn) { app, scale in checkQuickReturn(app, scale: scale) }
    }

    func testStickyToolbarFollowsAndPinsOnDevicePixelsAtEachScale() throws {
        try eachScale(page: "sticky", name: Self.sticky) { app, scale in checkSticky(app, scale: scale) }
    }

    private func eachScale(page: String, name: String,
                           _ check: (WaylandWindowSession, Double) -> String) throws {
        let setup = try WaylandWindowSession.requireWayland()
        defer { Self.setScale(1, setup: setup) }
        var report: [String] = []
        for scale in Self.scales {
            guard Self.setScale(scale, setup: setup) else { return XCTFail("sway did not take the output scale \(scale)") }
            let app = try launch(["--page", page, "--rows", "300"], page: name)
            report.append(check(app, scale))
            app.terminate()
        }
        print(report.joined(separator: "\n"))
    }

    // MARK: Quick return

    private func checkQuickReturn(_ app: WaylandWindowSession, scale: Double) -> String {
        let label = String(format: "SCALE %.2f quick return", scale)
        guard let first = app.probe(), let top = first.contentTop(page: Self.quickReturn),
              let header = first.object("Header", page: Self.quickReturn), isFullyShown(first),
              let start = picture(app, scale: scale) else {
            app.fail("\(label): the header is not fully shown at the start: \(summary(app))")
            return "\(label): no start"
        }
        let x = Int((Double(Self.column) * scale).rounded())
        let bandTop = Double(top) * scale, bandBottom = Double(header.bottom) * scale
        let startLines = ScaledLines.find(start, x: x)
        // The entry's two borders: the lines in the header's band but its own lower edge.
        let entry = startLines.filter { $0 > bandTop + 2 && $0 < bandBottom - 3 * scale }
        guard entry.count == 2, let rowLine = startLines.first(where: { $0 > 380 * scale }) else {
            app.fail("\(label): lines not found in column \(x): \(ScaledLines.format(startLines))")
            return "\(label): no lines"
        }
        let dragged = drag(app, scale: scale, from: rowLine, steps: 34, units: 2.3, label: label) { look in
            let expected = entry[1] - look.moved
            guard expected > bandTop + 2 else { return nil }          // scrolled out of the content area
            guard let found = ScaledLines.nearest(look.lines, to: expected, within: 3) else {
                return Verdict(problems: [String(format: "%@: no entry border near %.2f (content moved %.2f)",
                                                 look.name, expected, look.moved)])
            }
            return Verdict(error: found - expected, problems: abs(found - expected) <= Self.tolerance ? [] : [
                String(format: "%@: header moved %.2f, content %.2f device px", look.name, entry[1] - found, look.moved),
            ])
        }
        XCTAssertGreaterThanOrEqual(dragged.steps.checked, 8, "\(label): too few pictures with the header following")
        XCTAssertGreaterThan(dragged.moved, bandBottom - bandTop, "\(label): the drag moved the content less than a header")
        report(app, label, dragged)

        // Lift: at rest the header is hidden, in AT-SPI and in pixels.
        app.stopScroll()
        guard app.waitForStable(page: Self.quickReturn, timeout: 5) != nil, let rested = app.probe(), isHidden(rested),
              let restPicture = picture(app, scale: scale) else {
            app.fail("\(label): after the lift the header is not hidden at rest: \(summary(app))")
            return "\(label): not hidden at rest"
        }
        // A row boundary may lie in the band; the entry's two borders, their distance apart, may not.
        let band = ScaledLines.find(restPicture, x: x).filter { $0 > bandTop + 1 && $0 < bandBottom }
        XCTAssertFalse(band.contains { a in band.contains { abs($0 - a - (entry[1] - entry[0])) < 0.5 } },
                       "\(label): the entry's borders still show at rest: \(ScaledLines.format(band))")

        // Back to the top: wholly shown, on the device rows it started on.
        backToTop(app)
        guard let back = app.probe(), isFullyShown(back), let backPicture = picture(app, scale: scale) else {
            app.fail("\(label): back at the top the header is not fully shown: \(summary(app))")
            return "\(label): not shown back at the top"
        }
        let backEntry = ScaledLines.find(backPicture, x: x).filter { $0 > bandTop + 2 && $0 < bandBottom - 3 * scale }
        XCTAssertEqual(ScaledLines.format(backEntry), ScaledLines.format(entry),
                       "\(label): back at the top the entry's borders are not where they started")
        return String(format: "%@: %@ while the header followed; content moved %.1f device px; "
                      + "at rest hidden, back at the top shown on its start rows", label, dragged.summary, dragged.moved)
    }

    // MARK: Sticky toolbar

    private func checkSticky(_ app: WaylandWindowSession, scale: Double) -> String {
        let label = String(format: "SCALE %.2f sticky", scale)
        guard let first = app.probe(), let top = first.contentTop(page: Self.sticky),
              let toolbar = first.object("Toolbar", page: Self.sticky), toolbar.isMapped,
              let start = picture(app, scale: scale) else {
            app.fail("\(label): no toolbar at the start: \(app.probe()?.summary(page: Self.sticky) ?? "no AT-SPI answer")")
            return "\(label): no start"
        }
        let x = Int((Double(Self.column) * scale).rounded())
        let startLines = ScaledLines.find(start, x: x)
        let toolbarBottom = Double(toolbar.bottom) * scale
        // The toolbar's lower border, and where it pins: as far below the top as it is tall.
        guard let border = ScaledLines.nearest(startLines, to: toolbarBottom - scale, within: 2 * scale),
              let rowLine = startLines.first(where: { $0 > 380 * scale }) else {
            app.fail("\(label): lines not found in column \(x): \(ScaledLines.format(startLines))")
            return "\(label): no lines"
        }
        // The tall header's height as drawn, from the top of the content down to the toolbar.
        let contentTop = Int(Double(top) * scale)
        let headerLength = ScaledLines.blueLength(start, x: x, from: contentTop, to: Int(border))
        XCTAssertEqual(headerLength, Double(toolbar.y - top) * scale, accuracy: 3 * scale,
                       "\(label): the tall header is not where AT-SPI has it at the start")
        var pinnedBorder: Double?
        let dragged = drag(app, scale: scale, from: rowLine, steps: 40, units: 4.3, label: label) { look in
            var verdict = Verdict()
            if headerLength - look.moved > Self.tolerance {
                // Riding: the toolbar's border moves as far as the rows.
                let expected = border - look.moved
                if let found = ScaledLines.nearest(look.lines, to: expected, within: 3) {
                    verdict.error = found - expected
                    if abs(found - expected) > Self.tolerance {
                        verdict.problems.append(String(format: "%@: toolbar border at %.2f, expected %.2f (content moved %.2f)",
                                                       look.name, found, expected, look.moved))
                    }
                } else {
                    verdict.problems.append(String(format: "%@: no toolbar border near %.2f (content moved %.2f)",
                                                   look.name, expected, look.moved))
                }
            }
            // The header's colour reaches down to the toolbar: no seam, no overlap.
            let visible = max(0, headerLength - look.moved)
            let length = ScaledLines.blueLength(look.pixels, x: look.x, from: contentTop, to: Int(border) + 1)
            if abs(length - visible) > Self.tolerance {
                verdict.problems.append(String(format: "%@: the header's colour fills %.2f device rows, %.2f in sight",
                                               look.name, length, visible))
            }
            guard visible == 0 else { return verdict }
            // Pinned: the toolbar's own colour in the first whole device row of the content
            // (no strip of header or rows above it), and its border on one device row from
            // the first pinned picture on (it draws a shadow once rows are under it, so that
            // row is not the riding border's).
            let firstRow = look.pixels.at(look.x, Int((Double(top) * scale).rounded(.up)))
            if !(abs(firstRow.r - 0xf6) <= 4 && abs(firstRow.g - 0xf5) <= 4 && abs(firstRow.b - 0xf4) <= 4) {
                verdict.problems.append("\(look.name): pinned, but the content's first device row is \(firstRow), not the toolbar's")
            }
            guard let line = look.lines.first(where: { $0 > Double(top) * scale + 20 * scale }) else {
                verdict.problems.append("\(look.name): pinned, no toolbar border")
                return verdict
            }
            if let pinnedBorder, abs(line - pinnedBorder) > 0.25 {
                verdict.problems.append(String(format: "%@: the pinned toolbar's border moved from %.2f to %.2f",
                                               look.name, pinnedBorder, line))
            }
            pinnedBorder = pinnedBorder ?? line
            return verdict
        }
        XCTAssertGreaterThan(dragged.moved, Double(toolbar.y - top + 40) * scale, "\(label): the drag did not take the header away")
        report(app, label, dragged)

        app.stopScroll()
        backToTop(app)
        guard let backPicture = picture(app, scale: scale) else { return "\(label): no picture at the end" }
        let backBorder = ScaledLines.nearest(ScaledLines.find(backPicture, x: x), to: border, within: 3)
        XCTAssertEqual(backBorder.map { String(format: "%.2f", $0) }, String(format: "%.2f", border),
                       "\(label): back at the top the toolbar is not where it started")
        return String(format: "%@: %@ while riding; content moved %.1f device px; "
                      + "pinned with its border on row %.2f; back at the top on its start rows", label, dragged.summary,
                      dragged.moved, pinnedBorder ?? -1)
    }

    // MARK: Shared

    /// A picture of the output, checked to be in device pixels.
    private func picture(_ app: WaylandWindowSession, scale: Double) -> RootPixels? {
        guard let pixels = app.outputPixels() else { return nil }
        XCTAssertEqual(pixels.width, Int((Double(WaylandWindowSession.outputWidth) * scale).rounded()),
                       "at \(scale) grim's picture is not in device pixels")
        return pixels
    }

    /// What one picture shows, for a check: `lines` crossing the column (`ScaledLines`),
    /// how far the rows have moved up since the drag began (device px), and the picture
    /// itself with the column's x in it.
    struct Look {
        var name: String
        var lines: [Double]
        var moved: Double
        var pixels: RootPixels
        var x: Int
    }

    /// A check's findings in one picture: the header's line off where the rows put it
    /// (device px, when it was measured) and what was out of step.
    struct Verdict {
        var error: Double?
        var problems: [String] = []
    }

    /// The verdicts on one kind of picture.
    struct Tally {
        var checked = 0
        var errors: [Double] = []
        var outOfStep: [String] = []
        mutating func add(_ verdict: Verdict?) {
            guard let verdict else { return }
            checked += 1
            if let error = verdict.error { errors.append(error) }
            outOfStep += verdict.problems
        }
    }

    /// A drag's pictures: one after each step (grim's), and every frame sway showed meanwhile.
    struct Dragged {
        var moved: Double
        var steps = Tally()
        var frames = Tally()
        /// Frames in which the row boundary followed could not be found.
        var unmeasured: [String] = []
        var copier = ""
        var summary: String {
            String(format: "%d pictures after steps checked, %d out of step (%@); FRAMES checked %d, out of step %d (%@)",
                   steps.checked, steps.outOfStep.count, WaylandScaleTests.figures(steps.errors),
                   frames.checked, frames.outOfStep.count, WaylandScaleTests.figures(frames.errors))
        }
    }

    /// The held finger drag: `steps` steps of `units` axis units (small against a 56 px row, of
    /// fractional size on purpose), and after each one a picture once the content has moved
    /// (2 s at most); meanwhile every frame sway shows is copied (`WaylandOutputFrames`, the
    /// column's five device columns). `judge` gets each picture and each frame with its lines
    /// and how far the rows moved up since the start (row boundaries lie a whole number of
    /// device pixels apart at these scales, so handing over from one to the next adds no
    /// error); nil: nothing to check in it.
    private func drag(_ app: WaylandWindowSession, scale: Double, from rowLine: Double, steps: Int, units: Double,
                      label: String, _ judge: (Look) -> Verdict?) -> Dragged {
        let x = Int((Double(Self.column) * scale).rounded())
        var dragged = Dragged(moved: 0)
        // The row boundary followed: one between the header's reach and the row under the
        // fingers (the hovered row's colour makes edges of its own), taken anew after each look.
        let lower = (380 * scale)...(560 * scale)
        func handOver(_ lines: [Double], _ next: Double) -> Double {
            lines.filter { lower.contains($0) }.min { abs($0 - 470 * scale) < abs($1 - 470 * scale) } ?? next
        }
        // Through a neighbouring point: the last scale's drag left the pointer where this one
        // starts, and a move to where the pointer already is tells the new window nothing.
        app.run(["move \(Self.fingerPoint.x + 1) \(Self.fingerPoint.y)", "move \(Self.fingerPoint.x) \(Self.fingerPoint.y)"],
                durationMs: 0, what: "pointer onto the list")
        let copier: WaylandOutputFrames
        do { copier = try WaylandOutputFrames(app, x: x - 2, width: 5) } catch {
            app.fail("\(label): \(error)")
            return dragged
        }
        var reference = rowLine
        var firstStepSentAgain = false
        for step in 1...steps {
            app.run(["swipe finger \(units) 48 3 nostop"], durationMs: 48, what: "finger step")
            // The same boundary, a little higher up; the one below it is a row (56 logical
            // pixels) away, a step moves the content about 10.
            let window = 24 * scale
            var lines: [Double] = [], pixels: RootPixels?
            var next: Double?
            var deadline = Date().addingTimeInterval(2)
            repeat {
                pixels = app.outputPixels()
                lines = pixels.map { ScaledLines.find($0, x: x) } ?? []
                next = lines.filter { $0 < reference - 0.5 && $0 > reference - window }.max()
                // The first steps of a new window at the second or third scale of a run are
                // now and then lost before they reach it (1 run in 3 or 4 on sway 1.10, the
                // content never moving; not understood yet, and not what this test checks):
                // said loudly and sent once more. A second loss fails.
                if next == nil, step == 1, !firstStepSentAgain, Date() >= deadline {
                    firstStepSentAgain = true
                    print("NOTE: \(label): the first finger step did not move the content in 2 s; sending it once more")
                    app.run(["swipe finger \(units) 48 3 nostop"], durationMs: 48, what: "finger step, again")
                    deadline = Date().addingTimeInterval(2)
                }
            } while next == nil && Date() < deadline
            guard let next, let pixels else {
                app.fail("\(label), step \(step): the content did not move up from \(reference) within 2 s "
                         + "(lines near: \(ScaledLines.format(lines.filter { abs($0 - reference) < 60 })))")
                break
            }
            dragged.moved += reference - next
            reference = handOver(lines, next)
            dragged.steps.add(judge(Look(name: "step \(step)", lines: lines, moved: dragged.moved, pixels: pixels, x: x)))
        }

        // A step's picture is taken as soon as its rows moved, and the last one may move on
        // after it: the drag ends where the rows come to rest (the same lines for 300 ms, longer
        // than a frame takes to draw at scale 2 on two busy cores).
        var resting: (lines: [Double], since: Date)?
        var rested = false
        let restDeadline = Date().addingTimeInterval(3)
        while !rested, Date() < restDeadline, let pixels = app.outputPixels() {
            let lines = ScaledLines.find(pixels, x: x)
            guard let still = resting, still.lines == lines else {
                resting = (lines, Date())
                continue
            }
            guard Date().timeIntervalSince(still.since) >= 0.3 else { continue }
            rested = true
            if let next = lines.filter({ $0 <= reference + 0.5 && $0 > reference - 24 * scale }).max() {
                dragged.moved += reference - next
            }
        }
        if !rested { app.fail("\(label): the rows did not come to rest within 3 s of the drag's last step") }

        // Every frame, the same way: the boundary followed from frame to frame (a frame moves
        // the rows by a step or less, never a row; a frame in which they did not move keeps it).
        let frames: [WaylandOutputFrames.Frame]
        do { (frames, dragged.copier) = try copier.stop() } catch {
            app.fail("\(label): \(error)")
            return dragged
        }
        reference = rowLine
        var moved = 0.0
        for frame in frames {
            let lines = ScaledLines.find(frame.pixels, x: 2)
            guard let next = lines.filter({ $0 <= reference + 0.5 && $0 > reference - 40 * scale }).max() else {
                dragged.unmeasured.append(String(format: "frame %d (%.0f ms): no row boundary near %.2f",
                                                 frame.number, frame.ms, reference))
                continue
            }
            moved += reference - next
            reference = handOver(lines, next)
            let name = String(format: "frame %d (%.0f ms)", frame.number, frame.ms)
            dragged.frames.add(judge(Look(name: name, lines: lines, moved: moved, pixels: frame.pixels, x: 2)))
        }
        if abs(moved - dragged.moved) > 0.5 {
            dragged.unmeasured.append(String(format: "the frames add up to a move of %.2f device px, the pictures after "
                                             + "the steps to %.2f: a frame's move was misread", moved, dragged.moved))
        }
        return dragged
    }

    private func backToTop(_ app: WaylandWindowSession) {
        app.fingerSwipe(dy: -600, durationMs: 300, steps: 15, stop: false, at: Self.fingerPoint)
        app.stopScroll()
        app.key("Home")
        _ = app.waitForStable(page: Self.quickReturn, timeout: 5)
    }

    /// Fails the test with every picture and frame out of step, and when the header's line
    /// lies off where the rows say by more than 0.6 device pixel on average: each line snaps
    /// to the device grid on its own (reading the sticky toolbar's border against the rows'
    /// gives -0.33 at 1.25), but a header placed one logical pixel off (rounding where GTK
    /// truncates) shows in the mean at every scale, 1.25 included.
    private func report(_ app: WaylandWindowSession, _ label: String, _ dragged: Dragged) {
        print("\(label): \(dragged.summary); shy-frames: \(dragged.copier)")
        for (kind, tally) in [("pictures after steps", dragged.steps), ("frames", dragged.frames)] {
            let mean = tally.errors.isEmpty ? 0 : tally.errors.reduce(0, +) / Double(tally.errors.count)
            if abs(mean) > 0.6 {
                app.fail(String(format: "%@: the header's line lies %.2f device px off the rows' on average over %d %@",
                                label, mean, tally.errors.count, kind), label: label.replacingOccurrences(of: " ", with: "-") + "-mean")
            }
            if !tally.outOfStep.isEmpty {
                app.fail("\(label): \(tally.outOfStep.count) of \(tally.checked) \(kind) out of step:\n  "
                         + tally.outOfStep.prefix(40).joined(separator: "\n  "),
                         label: label.replacingOccurrences(of: " ", with: "-"))
            }
        }
        // Every frame of the drag is one a person saw: each must be measured, and there must
        // be more of them than steps (one copy per step would be pictures, not frames).
        if !dragged.unmeasured.isEmpty {
            app.fail("\(label): \(dragged.unmeasured.count) frames could not be measured:\n  "
                     + dragged.unmeasured.prefix(20).joined(separator: "\n  "))
        }
        if dragged.frames.checked <= dragged.steps.checked {
            app.fail("\(label): only \(dragged.frames.checked) frames checked against \(dragged.steps.checked) pictures after "
                     + "steps: the frames were not copied as sway showed them (\(dragged.copier))")
        }
    }

    /// The largest and the mean error, for the report line.
    static func figures(_ errors: [Double]) -> String {
        let worst = errors.map(abs).max() ?? 0
        let mean = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
        return String(format: "worst %.2f, mean %+.2f device px", worst, mean)
    }

    /// Sets the compositor's one output to `scale`, keeping it 1280×800 logical pixels.
    @discardableResult
    static func setScale(_ scale: Double, setup: WaylandWindowSession.Setup) -> Bool {
        let width = Int((Double(WaylandWindowSession.outputWidth) * scale).rounded())
        let height = Int((Double(WaylandWindowSession.outputHeight) * scale).rounded())
        guard let result = WaylandWindowSession.swaymsg(["output", "HEADLESS-1", "resolution", "\(width)x\(height)",
                                                         "scale", "\(scale)"], display: setup.display) else { return false }
        return result.status == 0 && !result.text.contains("\"success\": false")
    }
}
