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
    nonisolated static let window: Double = 5000

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
                              state: frame.state, background: frame.showsBackground))
        let cutoff = input.time - Self.window - 1000
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 64 {
            samples.removeFirst(first)
        }
        onChange?()
    }
}
