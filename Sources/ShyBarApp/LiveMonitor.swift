import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk

/// What the panel shows live: the last input's numbers and a few seconds of history.
@MainActor
final class LiveMonitor {
    struct Sample {
        var time: Double
        var offset: Double
        var extent: Double
        var header: Double
        var state: HeaderState
        var background: Bool
    }

    /// Seconds of history the plot shows.
    static let window: Double = 5000

    private(set) var samples: [Sample] = []
    private(set) var source: ScrollSource?
    private(set) var velocity: Double = 0
    private(set) var last: HeaderFrame?
    var onChange: (() -> Void)?

    private var lastScroll: (time: Double, offset: Double)?

    func clear() {
        samples = []
        source = nil
        velocity = 0
        last = nil
        lastScroll = nil
        onChange?()
    }

    func record(_ input: TimedInput, _ frame: HeaderFrame) {
        switch input.input {
        case .scroll(let offset, let source):
            self.source = source
            if let previous = lastScroll, input.time > previous.time {
                let instant = (offset - previous.offset) / (input.time - previous.time) * 1000
                // Smooth a little: wheel steps arrive in bursts.
                velocity = input.time - previous.time > 250 ? instant : velocity * 0.5 + instant * 0.5
            }
            lastScroll = (input.time, offset)
        case .end(let velocity):
            self.velocity = velocity
        case .tick:
            if let previous = lastScroll, input.time - previous.time > 250 { velocity = 0 }
        default:
            break
        }
        last = frame
        samples.append(Sample(time: input.time, offset: frame.offset, extent: frame.extent, header: frame.header,
                              state: frame.state, background: frame.background))
        let cutoff = input.time - Self.window - 1000
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 64 {
            samples.removeFirst(first)
        }
        onChange?()
    }
}

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

    static func draw(_ cr: Cairo, width: Double, height: Double, samples: [LiveMonitor.Sample], palette: Palette) {
        let fg = palette.foreground
        if palette.background.3 > 0 {
            cr.setColor(palette.background.0, palette.background.1, palette.background.2, alpha: palette.background.3)
            cr.rectangle(0, 0, width, height)
            cr.fill()
        }
        let left = 44.0, right = 40.0, top = 26.0, bottom = 22.0
        let plotWidth = max(10, width - left - right), plotHeight = max(10, height - top - bottom)
        let end = samples.last?.time ?? 0
        let start = end - LiveMonitor.window
        let visible = samples.filter { $0.time >= start }
        let offsets = visible.map(\.offset)
        var low = offsets.min() ?? 0, high = offsets.max() ?? 100
        if high - low < 100 { let middle = (high + low) / 2; low = max(0, middle - 50); high = low + 100 }
        let maxHeader = max(visible.map(\.header).max() ?? 90, 1)

        func x(_ time: Double) -> Double { left + (time - start) / LiveMonitor.window * plotWidth }
        func yOffset(_ offset: Double) -> Double { top + plotHeight - (offset - low) / (high - low) * plotHeight }
        func yExtent(_ extent: Double) -> Double { top + plotHeight - extent / maxHeader * plotHeight }

        // Frame and grid.
        cr.setLineWidth(1)
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.12)
        for step in 0...4 {
            let y = (top + plotHeight * Double(step) / 4).rounded() + 0.5
            cr.move(to: left, y)
            cr.line(to: left + plotWidth, y)
        }
        for second in 0...5 {
            let gx = (left + plotWidth * Double(second) / 5).rounded() + 0.5
            cr.move(to: gx, top)
            cr.line(to: gx, top + plotHeight)
        }
        cr.stroke()

        // Axis labels: offset on the left, extent on the right, time below.
        cr.setColor(offsetColor.0, offsetColor.1, offsetColor.2)
        for (value, y) in [(high, top + 9), (low, top + plotHeight)] {
            let text = TraceFormat.number(value.rounded())
            cr.showText(text, at: left - 4 - cr.textWidth(text, size: 9), y, size: 9)
        }
        cr.setColor(extentColor.0, extentColor.1, extentColor.2)
        cr.showText(TraceFormat.number(maxHeader.rounded()), at: left + plotWidth + 4, top + 9, size: 9)
        cr.showText("0", at: left + plotWidth + 4, top + plotHeight, size: 9)
        cr.setColor(fg.0, fg.1, fg.2, alpha: 0.6)
        for second in 0...5 {
            let text = second == 5 ? tr("now") : format(tr("−%d s"), 5 - second)
            let tx = left + plotWidth * Double(second) / 5 - cr.textWidth(text, size: 9) / 2
            cr.showText(text, at: tx, height - 6, size: 9)
        }

        // Legend.
        var lx = left
        for (name, color) in [(tr("Offset (px)"), offsetColor), (tr("Header extent (px)"), extentColor)] {
            cr.setColor(color.0, color.1, color.2)
            cr.rectangle(lx, 8, 14, 3)
            cr.fill()
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.8)
            cr.showText(name, at: lx + 19, 13, size: 10)
            lx += 19 + cr.textWidth(name, size: 10) + 16
        }

        guard !visible.isEmpty else {
            let text = tr("Scroll the page to see offset and header extent")
            cr.showText(text, at: left + (plotWidth - cr.textWidth(text, size: 11)) / 2, top + plotHeight / 2, size: 11)
            return
        }
        cr.save()
        cr.rectangle(left, top - 1, plotWidth, plotHeight + 2)
        cr.clip()

        // State changes: dashed verticals with the new state's name.
        var labelEnds = [-Double.infinity, -Double.infinity]
        for (index, sample) in samples.enumerated() where sample.time >= start {
            guard index > 0, samples[index - 1].state != sample.state else { continue }
            let sx = x(sample.time).rounded() + 0.5
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.35)
            cr.setDash([3, 3])
            cr.move(to: sx, top)
            cr.line(to: sx, top + plotHeight)
            cr.stroke()
            cr.setDash([])
            // Labels take the first of two lines where they do not overlap the last one.
            let name = stateName(sample.state)
            let width = cr.textWidth(name, size: 9)
            guard let lane = labelEnds.firstIndex(where: { $0 < sx }) else { continue }
            labelEnds[lane] = sx + 3 + width + 4
            cr.setColor(fg.0, fg.1, fg.2, alpha: 0.75)
            cr.showText(name, at: sx + 3, top + 10 + Double(lane) * 11, size: 9)
        }

        // Offset, then extent on top (as steps: each value holds until the next input).
        func trace(_ value: (LiveMonitor.Sample) -> Double, color: (Double, Double, Double)) {
            cr.setColor(color.0, color.1, color.2)
            cr.setLineWidth(2)
            var first = true
            var lastY = 0.0
            for sample in samples where sample.time >= start - 1000 {
                let px = max(left - 2, x(sample.time)), py = value(sample)
                if first { cr.move(to: px, py); first = false } else { cr.line(to: px, lastY); cr.line(to: px, py) }
                lastY = py
            }
            cr.line(to: left + plotWidth, lastY)
            cr.stroke()
        }
        trace({ yOffset($0.offset) }, color: offsetColor)
        trace({ yExtent($0.extent) }, color: extentColor)
        cr.restore()
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
