import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Draws offset and header extent over the last seconds, with state changes marked.
@MainActor
enum PlotRenderer {
    struct Palette {
        var foreground: (Double, Double, Double)
        var background: (Double, Double, Double, Double)
        static let light = Palette(foreground: (0.14, 0.14, 0.16), background: (1, 1, 1, 1))
    }

    static let offsetColor = (0.21, 0.52, 0.89)   // GNOME blue 3
    static let extentColor = (0.90, 0.38, 0.0)    // GNOME orange 4

    /// Where things go: margins for the labels, the time window shown, and the value
    /// ranges of both axes.
    struct Layout {
        let left = 44.0, right = 40.0, top = 26.0, bottom = 22.0
        let width: Double, height: Double
        let plotWidth: Double, plotHeight: Double
        let start: Double
        let low: Double, high: Double, maxHeader: Double

        init(width: Double, height: Double, samples: [LiveMonitor.Sample]) {
            self.width = width
            self.height = height
            plotWidth = max(10, width - left - right)
            plotHeight = max(10, height - top - bottom)
            let start = (samples.last?.time ?? 0) - LiveMonitor.window
            self.start = start
            let visible = samples.filter { $0.time >= start }
            var low = visible.map(\.offset).min() ?? 0, high = visible.map(\.offset).max() ?? 100
            if high - low < 100 { let middle = (high + low) / 2; low = max(0, middle - 50); high = low + 100 }
            self.low = low
            self.high = high
            maxHeader = max(visible.map(\.header).max() ?? 90, 1)
        }

        func x(_ time: Double) -> Double { left + (time - start) / LiveMonitor.window * plotWidth }
        func yOffset(_ offset: Double) -> Double { top + plotHeight - (offset - low) / (high - low) * plotHeight }
        func yExtent(_ extent: Double) -> Double { top + plotHeight - extent / maxHeader * plotHeight }
    }

    static func draw(_ cr: Cairo, width: Double, height: Double, samples: [LiveMonitor.Sample], palette: Palette) {
        let fg = palette.foreground
        if palette.background.3 > 0 {
            cr.setColor(palette.background.0, palette.background.1, palette.background.2, alpha: palette.background.3)
            cr.rectangle(0, 0, width, height)
            cr.fill()
        }
        let layout = Layout(width: width, height: height, samples: samples)
        drawGrid(cr, layout, fg)
        drawAxes(cr, layout, fg)
        drawLegend(cr, layout, fg)
        guard samples.contains(where: { $0.time >= layout.start }) else {
            let text = tr("Scroll the page to see offset and header extent")
            cr.showText(text, at: layout.left + (layout.plotWidth - cr.textWidth(text, size: 11)) / 2,
                        layout.top + layout.plotHeight / 2, size: 11)
            return
        }
        cr.save()
        cr.rectangle(layout.left, layout.top - 1, layout.plotWidth, layout.plotHeight + 2)
        cr.clip()
        drawStateChanges(cr, layout, fg, samples)
        // Offset, then extent on top.
        drawSteps(cr, layout, samples, color: offsetColor) { layout.yOffset($0.offset) }
        drawSteps(cr, layout, samples, color: extentColor) { layout.yExtent($0.extent) }
        cr.restore()
    }

    private static func drawGrid(_ cr: Cairo, _ layout: Layout, _ fg: (Double, Double, Double)) {
        cr.setLineWidth(1)
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.12)
        for step in 0...4 {
            let y = (layout.top + layout.plotHeight * Double(step) / 4).rounded() + 0.5
            cr.move(to: layout.left, y)
            cr.line(to: layout.left + layout.plotWidth, y)
        }
        for second in 0...5 {
            let gx = (layout.left + layout.plotWidth * Double(second) / 5).rounded() + 0.5
            cr.move(to: gx, layout.top)
            cr.line(to: gx, layout.top + layout.plotHeight)
        }
        cr.stroke()
    }

    /// Offset on the left, extent on the right, time below.
    private static func drawAxes(_ cr: Cairo, _ layout: Layout, _ fg: (Double, Double, Double)) {
        cr.setColor(offsetColor.0, offsetColor.1, offsetColor.2)
        for (value, y) in [(layout.high, layout.top + 9), (layout.low, layout.top + layout.plotHeight)] {
            let text = TraceFormat.number(value.rounded())
            cr.showText(text, at: layout.left - 4 - cr.textWidth(text, size: 9), y, size: 9)
        }
        cr.setColor(extentColor.0, extentColor.1, extentColor.2)
        let right = layout.left + layout.plotWidth + 4
        cr.showText(TraceFormat.number(layout.maxHeader.rounded()), at: right, layout.top + 9, size: 9)
        cr.showText("0", at: right, layout.top + layout.plotHeight, size: 9)
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.6)
        for second in 0...5 {
            let text = second == 5 ? tr("now") : format(tr("−%d s"), 5 - second)
            let tx = layout.left + layout.plotWidth * Double(second) / 5 - cr.textWidth(text, size: 9) / 2
            cr.showText(text, at: tx, layout.height - 6, size: 9)
        }
    }

    private static func drawLegend(_ cr: Cairo, _ layout: Layout, _ fg: (Double, Double, Double)) {
        drawLegend(cr, left: layout.left, fg, [(tr("Offset (px)"), offsetColor), (tr("Header extent (px)"), extentColor)])
    }

    /// A line of legend entries at the top, from `left`: a short bar of each colour, then its name.
    static func drawLegend(_ cr: Cairo, left: Double, _ fg: (Double, Double, Double),
                           _ entries: [(String, (Double, Double, Double))]) {
        var lx = left
        for (name, color) in entries {
            cr.setColor(color.0, color.1, color.2)
            cr.rectangle(lx, 8, 14, 3)
            cr.fill()
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.8)
            cr.showText(name, at: lx + 19, 13, size: 10)
            lx += 19 + cr.textWidth(name, size: 10) + 16
        }
    }

    /// Dashed verticals with the new state's name.
    private static func drawStateChanges(_ cr: Cairo, _ layout: Layout, _ fg: (Double, Double, Double),
                                         _ samples: [LiveMonitor.Sample]) {
        var labelEnds = [-Double.infinity, -Double.infinity]
        for (index, sample) in samples.enumerated() where sample.time >= layout.start {
            guard index > 0, samples[index - 1].state != sample.state else { continue }
            let sx = layout.x(sample.time).rounded() + 0.5
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.35)
            cr.setDash([3, 3])
            cr.move(to: sx, layout.top)
            cr.line(to: sx, layout.top + layout.plotHeight)
            cr.stroke()
            cr.setDash([])
            // Labels take the first of two lines where they do not overlap the last one.
            let name = stateName(sample.state)
            let width = cr.textWidth(name, size: 9)
            guard let lane = labelEnds.firstIndex(where: { $0 < sx }) else { continue }
            labelEnds[lane] = sx + 3 + width + 4
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.75)
            cr.showText(name, at: sx + 3, layout.top + 10 + Double(lane) * 11, size: 9)
        }
    }

    /// One value as steps: each holds until the next input.
    private static func drawSteps(_ cr: Cairo, _ layout: Layout, _ samples: [LiveMonitor.Sample],
                                  color: (Double, Double, Double), _ value: (LiveMonitor.Sample) -> Double) {
        cr.setColor(color.0, color.1, color.2)
        cr.setLineWidth(2)
        var first = true
        var lastY = 0.0
        for sample in samples where sample.time >= layout.start - 1000 {
            let px = max(layout.left - 2, layout.x(sample.time)), py = value(sample)
            if first { cr.move(to: px, py); first = false } else { cr.line(to: px, lastY); cr.line(to: px, py) }
            lastY = py
        }
        cr.line(to: layout.left + layout.plotWidth, lastY)
        cr.stroke()
    }

    static func stateName(_ state: HeaderState) -> String {
        switch state {
        case .shown: return tr("shown")
        case .hidden: return tr("hidden")
        case .following: return tr("following")
        case .attached: return tr("attached")
        case .revealing: return tr("revealing")
        case .concealing: return tr("concealing")
        case .transparent: return tr("transparent")
        case .solid: return tr("solid")
        }
    }
}
