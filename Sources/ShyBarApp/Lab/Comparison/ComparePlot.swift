import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Draws a ``Comparison``: the whole trace's offset and both presets' header extents on
/// one time axis, with a legend naming the two presets. The panel's plot shows it while a
/// comparison is open, and the plot export writes it.
@MainActor
enum ComparePlot {
    /// Preset A's extent: the live plot's extent colour.
    static let colorA = PlotRenderer.extentColor
    /// Preset B's extent: GNOME green 5, apart from blue and orange also for most colour blindness.
    static let colorB = (0.149, 0.635, 0.412)

    static func draw(_ cr: Cairo, width: Double, height: Double, comparison: Comparison, palette: PlotRenderer.Palette) {
        let fg = palette.foreground
        if palette.background.3 > 0 {
            cr.setColor(palette.background.0, palette.background.1, palette.background.2, alpha: palette.background.3)
            cr.rectangle(0, 0, width, height)
            cr.fill()
        }
        let left = 44.0, right = 40.0, top = 40.0, bottom = 22.0
        let plotWidth = max(10, width - left - right), plotHeight = max(10, height - top - bottom)
        let samples = comparison.samples
        let start = samples.first?.time ?? 0
        let span = max((samples.last?.time ?? 0) - start, 1)
        var low = samples.map(\.offset).min() ?? 0, high = samples.map(\.offset).max() ?? 100
        if high - low < 100 { let middle = (high + low) / 2; low = max(0, middle - 50); high = low + 100 }
        let maxHeader = max(samples.map(\.header).max() ?? 90, 1)
        func x(_ time: Double) -> Double { left + (time - start) / span * plotWidth }
        func yOffset(_ offset: Double) -> Double { top + plotHeight - (offset - low) / (high - low) * plotHeight }
        func yExtent(_ extent: Double) -> Double { top + plotHeight - extent / maxHeader * plotHeight }

        // Grid.
        cr.setLineWidth(1)
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.12)
        for step in 0...4 {
            let gy = (top + plotHeight * Double(step) / 4).rounded() + 0.5
            cr.move(to: left, gy)
            cr.line(to: left + plotWidth, gy)
        }
        cr.stroke()

        // Axes: offset left, extent right, the trace's time below.
        cr.setColor(PlotRenderer.offsetColor.0, PlotRenderer.offsetColor.1, PlotRenderer.offsetColor.2)
        for (value, ty) in [(high, top + 9), (low, top + plotHeight)] {
            let text = TraceFormat.number(value.rounded())
            cr.showText(text, at: left - 4 - cr.textWidth(text, size: 9), ty, size: 9)
        }
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.6)
        cr.showText(TraceFormat.number(maxHeader.rounded()), at: left + plotWidth + 4, top + 9, size: 9)
        cr.showText("0", at: left + plotWidth + 4, top + plotHeight, size: 9)
        let end = format(tr("%@ ms"), TraceFormat.number(span.rounded()))
        cr.showText("0", at: left, height - 6, size: 9)
        cr.showText(end, at: left + plotWidth - cr.textWidth(end, size: 9), height - 6, size: 9)
        let title = comparison.traceName
        cr.showText(title, at: left + (plotWidth - cr.textWidth(title, size: 9)) / 2, height - 6, size: 9)

        // Legend: offset, then A and B by their presets' names.
        PlotRenderer.drawLegend(cr, left: left, fg, [(tr("Offset (px)"), PlotRenderer.offsetColor),
                                                     (format(tr("A: %@"), comparison.nameA), colorA),
                                                     (format(tr("B: %@"), comparison.nameB), colorB)])
        guard !samples.isEmpty else { return }

        cr.save()
        cr.rectangle(left, top - 1, plotWidth, plotHeight + 2)
        cr.clip()
        steps(cr, samples, x, color: PlotRenderer.offsetColor, width: 1.5, dash: []) { yOffset($0.offset) }
        steps(cr, samples, x, color: colorA, width: 2.5, dash: []) { yExtent($0.extentA) }
        // B dashed, so where the two agree both stay visible.
        steps(cr, samples, x, color: colorB, width: 2.5, dash: [6, 4]) { yExtent($0.extentB) }
        cr.restore()
    }

    /// One value as steps: each holds until the next input.
    private static func steps(_ cr: Cairo, _ samples: [Comparison.Sample], _ x: (Double) -> Double,
                              color: (Double, Double, Double), width: Double, dash: [Double],
                              _ value: (Comparison.Sample) -> Double) {
        cr.setColor(color.0, color.1, color.2)
        cr.setLineWidth(width)
        cr.setDash(dash)
        var lastY = value(samples[0])
        cr.move(to: x(samples[0].time), lastY)
        for sample in samples.dropFirst() {
            let px = x(sample.time), py = value(sample)
            cr.line(to: px, lastY)
            cr.line(to: px, py)
            lastY = py
        }
        cr.stroke()
        cr.setDash([])
    }
}
