import Foundation
import XCTest

/// The headers at the output scales people run: 1.25, 1.5 (GTK 4.18 draws those natively on
/// sway, through the fractional-scale protocol) and 2. The output keeps its 1280×800 logical
/// size, so the window, AT-SPI and the pointer speak the same logical pixels at every scale;
/// the pictures (grim's) are in device pixels, and every check here is made in them.
///
/// A slow finger drag, held (no lift), moves the content forward in small steps of
/// fractional size, with a picture after each. In each picture the header's lines and a row
/// boundary in the list are found to a fraction of a device pixel (`ScaledLines`):
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
        var checked = 0, errors: [Double] = [], outOfStep: [String] = []
        let moved = drag(app, scale: scale, from: rowLine, steps: 34, units: 2.3, label: label) { step, lines, contentMoved in
            let expected = entry[1] - contentMoved
            guard expected > bandTop + 2 else { return }          // scrolled out of the content area
            checked += 1
            guard let found = ScaledLines.nearest(lines, to: expected, within: 3) else {
                return outOfStep.append(String(format: "step %d: no entry border near %.2f (content moved %.2f)",
                                               step, expected, contentMoved))
            }
            errors.append(found - expected)
            if abs(found - expected) > Self.tolerance {
                outOfStep.append(String(format: "step %d: header moved %.2f, content %.2f device px", step,
                                        entry[1] - found, contentMoved))
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8, "\(label): too few pictures with the header following")
        XCTAssertGreaterThan(moved, bandBottom - bandTop, "\(label): the drag moved the content less than a header")
        report(app, label, checked: checked, errors: errors, outOfStep: outOfStep)

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
        return String(format: "%@: %d pictures checked while the header followed, %d out of step (%@); "
                      + "content moved %.1f device px; at rest hidden, back at the top shown on its start rows",
                      label, checked, outOfStep.count, figures(errors), moved)
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
        var checked = 0, errors: [Double] = [], outOfStep: [String] = []
        var pinnedBorder: Double?
        let moved = drag(app, scale: scale, from: rowLine, steps: 40, units: 4.3, label: label) { step, lines, contentMoved in
            checked += 1
            guard headerLength - contentMoved > Self.tolerance else { return }
            // Riding: the toolbar's border moves as far as the rows.
            let expected = border - contentMoved
            guard let found = ScaledLines.nearest(lines, to: expected, within: 3) else {
                return outOfStep.append(String(format: "step %d: no toolbar border near %.2f (content moved %.2f)",
                                               step, expected, contentMoved))
            }
            errors.append(found - expected)
            if abs(found - expected) > Self.tolerance {
                outOfStep.append(String(format: "step %d: toolbar border at %.2f, expected %.2f (content moved %.2f)",
                                        step, found, expected, contentMoved))
            }
        } picturesTaken: { step, pixels, contentMoved in
            // The header's colour reaches down to the toolbar: no seam, no overlap.
            let visible = max(0, headerLength - contentMoved)
            let length = ScaledLines.blueLength(pixels, x: x, from: contentTop, to: Int(border) + 1)
            if abs(length - visible) > Self.tolerance {
                outOfStep.append(String(format: "step %d: the header's colour fills %.2f device rows, %.2f in sight",
                                        step, length, visible))
            }
            guard visible == 0 else { return }
            // Pinned: the toolbar's own colour in the first whole device row of the content
            // (no strip of header or rows above it), and its border on one device row from
            // the first pinned picture on (it draws a shadow once rows are under it, so that
            // row is not the riding border's).
            let firstRow = pixels.at(x, Int((Double(top) * scale).rounded(.up)))
            if !(abs(firstRow.r - 0xf6) <= 4 && abs(firstRow.g - 0xf5) <= 4 && abs(firstRow.b - 0xf4) <= 4) {
                outOfStep.append("step \(step): pinned, but the content's first device row is \(firstRow), not the toolbar's")
            }
            let lines = ScaledLines.find(pixels, x: x).filter { $0 > Double(top) * scale + 20 * scale }
            guard let line = lines.first else { return outOfStep.append("step \(step): pinned, no toolbar border") }
            if let pinnedBorder, abs(line - pinnedBorder) > 0.25 {
                outOfStep.append(String(format: "step %d: the pinned toolbar's border moved from %.2f to %.2f",
                                        step, pinnedBorder, line))
            }
            pinnedBorder = pinnedBorder ?? line
        }
        XCTAssertGreaterThan(moved, Double(toolbar.y - top + 40) * scale, "\(label): the drag did not take the header away")
        report(app, label, checked: checked, errors: errors, outOfStep: outOfStep)

        app.stopScroll()
        backToTop(app)
        guard let backPicture = picture(app, scale: scale) else { return "\(label): no picture at the end" }
        let backBorder = ScaledLines.nearest(ScaledLines.find(backPicture, x: x), to: border, within: 3)
        XCTAssertEqual(backBorder.map { String(format: "%.2f", $0) }, String(format: "%.2f", border),
                       "\(label): back at the top the toolbar is not where it started")
        return String(format: "%@: %d pictures checked, %d out of step (%@ while riding); content moved %.1f device px; "
                      + "pinned with its border on row %.2f; back at the top on its start rows", label, checked,
                      outOfStep.count, figures(errors), moved, pinnedBorder ?? -1)
    }

    // MARK: Shared

    /// A picture of the output, checked to be in device pixels.
    private func picture(_ app: WaylandWindowSession, scale: Double) -> RootPixels? {
        guard let pixels = app.outputPixels() else { return nil }
        XCTAssertEqual(pixels.width, Int((Double(WaylandWindowSession.outputWidth) * scale).rounded()),
                       "at \(scale) grim's picture is not in device pixels")
        return pixels
    }

    /// The held finger drag: `steps` steps of `units` axis units (small against a 56 px row, of
    /// fractional size on purpose), and after each one a picture once the
    /// content has moved (2 s at most); `check` gets each picture's lines and how far the
    /// rows moved up since the start (row boundaries lie a whole number of device pixels apart
    /// at these scales, so handing over from one to the next adds no error). Returns how far
    /// they moved in all.
    @discardableResult
    private func drag(_ app: WaylandWindowSession, scale: Double, from rowLine: Double, steps: Int, units: Double,
                      label: String,
                      _ check: (Int, [Double], Double) -> Void,
                      picturesTaken: (Int, RootPixels, Double) -> Void = { _, _, _ in }) -> Double {
        let x = Int((Double(Self.column) * scale).rounded())
        // The row boundary followed: one between the header's reach and the row under the
        // fingers (the hovered row's colour makes edges of its own), taken anew after each step.
        var reference = rowLine, moved = 0.0
        let lower = (380 * scale)...(560 * scale)
        // Through a neighbouring point: the last scale's drag left the pointer where this one
        // starts, and a move to where the pointer already is tells the new window nothing.
        app.run(["move \(Self.fingerPoint.x + 1) \(Self.fingerPoint.y)", "move \(Self.fingerPoint.x) \(Self.fingerPoint.y)"],
                durationMs: 0, what: "pointer onto the list")
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
            moved += reference - next
            reference = lines.filter { lower.contains($0) }.min { abs($0 - 470 * scale) < abs($1 - 470 * scale) } ?? next
            check(step, lines, moved)
            picturesTaken(step, pixels, moved)
        }
        return moved
    }

    private func backToTop(_ app: WaylandWindowSession) {
        app.fingerSwipe(dy: -600, durationMs: 300, steps: 15, stop: false, at: Self.fingerPoint)
        app.stopScroll()
        app.key("Home")
        _ = app.waitForStable(page: Self.quickReturn, timeout: 5)
    }

    /// Fails the test with every picture out of step, and when the header's line lies off
    /// where the rows say by more than 0.6 device pixel on average: each line snaps to the
    /// device grid on its own (reading the sticky toolbar's border against the rows' gives
    /// -0.33 at 1.25), but a header placed one logical pixel off (rounding where GTK
    /// truncates) shows in the mean at every scale, 1.25 included.
    private func report(_ app: WaylandWindowSession, _ label: String, checked: Int, errors: [Double], outOfStep: [String]) {
        let mean = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
        if abs(mean) > 0.6 {
            app.fail(String(format: "%@: the header's line lies %.2f device px off the rows' on average over %d pictures",
                            label, mean, errors.count), label: label.replacingOccurrences(of: " ", with: "-") + "-mean")
        }
        guard !outOfStep.isEmpty else { return }
        app.fail("\(label): \(outOfStep.count) of \(checked) pictures out of step:\n  " + outOfStep.joined(separator: "\n  "),
                 label: label.replacingOccurrences(of: " ", with: "-"))
    }

    /// The largest and the mean error, for the report line.
    private func figures(_ errors: [Double]) -> String {
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
