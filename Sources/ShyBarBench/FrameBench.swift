#if canImport(Glibc)
import Glibc
#endif
import ShyBarGtk
import ShyBarAppWidgets
import ShyBarTestSupport

/// Whether to print every frame's figures to standard error (SHYBAR_BENCH_DEBUG=1).
let debugFrames = getenv("SHYBAR_BENCH_DEBUG") != nil

/// Runs every (variant, rows) pair once per round, in turn, in one window, and collects
/// the CPU time of each scrolled frame.
@MainActor
final class FrameBench {
    struct Key: Hashable {
        let variant: Variant
        let rows: Int
    }
    /// Per-frame samples, ms: total (before-paint → after-paint), and the part up to the
    /// end of the layout phase (update + layout); paint = total − that.
    struct Samples {
        var total: [Double] = []
        var updateLayout: [Double] = []
    }

    static let settleFrames = 20
    static let warmupFrames = 30
    static let period = 60          // frames per scroll cycle
    static let forwardFrames = 45   // of which forward; the rest back

    private let options: BenchOptions
    private let window = Window()
    private var clock: FrameClock?
    private(set) var samples: [Key: Samples] = [:]

    // Per-frame state, shared by the tick and the phase handlers.
    private var current: Key?
    private var frameStart = 0.0
    private var layoutEnd: Double?
    private var harness = 0.0
    private var stepped = false
    private var recording = false
    private var painted = false
    /// Header moves (quick return, sticky), background toggles or revealer toggles seen
    /// while recording, per key: proof that the behaviour really ran.
    private(set) var moves: [Key: Int] = [:]

    init(options: BenchOptions) {
        self.options = options
    }

    func run() {
        window.setDefaultSize(width: 960, height: 720)
        window.setChild(Label("shybar-bench"))
        window.present()
        var waited = 0
        while (!window.isMapped || FrameClock.of(window) == nil) && waited < 5000 {
            Gtk.iterate(blocking: true)
            waited += 1
        }
        guard let clock = FrameClock.of(window) else { fail("the window has no frame clock") }
        self.clock = clock
        clock.on(.beforePaint) { [unowned self] in
            self.frameStart = threadCPUMilliseconds()
            self.layoutEnd = nil
            self.harness = 0
            self.stepped = false
            self.painted = false
        }
        clock.on(.layout) { [unowned self] in self.layoutEnd = threadCPUMilliseconds() }
        clock.on(.paint) { [unowned self] in self.painted = true }
        clock.on(.afterPaint) { [unowned self] in self.frameEnded() }

        let renderer = getenv("GSK_RENDERER").map { String(cString: $0) } ?? "default"
        print("shybar-bench: \(options.frames) frames per run, \(options.rounds) rounds, step \(format3(options.step)) px/frame, "
              + "window 960x720, GSK_RENDERER=\(renderer)")
        for round in 1...options.rounds {
            // Alternate the order of list sizes between rounds to cancel slow drifts.
            let rowsOrder = round % 2 == 1 ? options.rows : options.rows.reversed()
            for rows in rowsOrder {
                for variant in options.variants {
                    measure(Key(variant: variant, rows: rows))
                    printError("  round \(round): \(variant.rawValue) @ \(rowsLabel(rows)) "
                          + "median \(format3(median(samples[Key(variant: variant, rows: rows)]?.total ?? []))) ms\n")
                }
            }
        }
        window.destroy()
    }

    private func measure(_ key: Key) {
        let scene = Scene.make(key.variant, rows: key.rows)
        window.setChild(scene.root)
        scene.attach()
        let adjustment = scene.scrolledWindow.vadjustment
        var emitter: WheelStepEmitter?
        var frame = 0
        var done = false
        current = key
        let tick = TickCallback(widget: window) { [unowned self] _ in
            frame += 1
            if frame <= Self.settleFrames { return true }
            let k = frame - Self.settleFrames - 1
            if k >= Self.warmupFrames + self.options.frames {
                done = true
                return false
            }
            let direction = k % Self.period < Self.forwardFrames ? 1 : -1
            let before = threadCPUMilliseconds()
            if emitter == nil { emitter = WheelStepEmitter(widget: scene.scrolledWindow) }
            emitter?.step(direction: direction)
            self.harness += threadCPUMilliseconds() - before
            adjustment.value = adjustment.value + Double(direction) * self.options.step
            if debugFrames { printError("\(key.variant.rawValue) k=\(k) value=\(adjustment.value) page=\(adjustment.pageSize) upper=\(adjustment.upper)\n") }
            self.recording = k >= Self.warmupFrames
            if k == Self.warmupFrames { scene.changes = 0 }
            self.stepped = true
            return true
        }
        while !done { Gtk.iterate(blocking: true) }
        tick.remove()
        moves[key, default: 0] += scene.changes
        recording = false
        current = nil
        emitter?.invalidate()
        scene.detach()
        window.setChild(Label("shybar-bench"))
        Gtk.drain()
    }

    private func frameEnded() {
        defer { stepped = false }
        guard stepped, recording, let key = current else { return }
        let end = threadCPUMilliseconds()
        let total = end - frameStart - harness
        let upToLayout = max(0, (layoutEnd ?? frameStart + harness) - frameStart - harness)
        if debugFrames { printError("frame \(key.variant.rawValue) total=\(format3(total)) layout=\(layoutEnd != nil) painted=\(painted) time=\(format3(clock?.frameTime ?? 0))\n") }
        samples[key, default: Samples()].total.append(total)
        samples[key, default: Samples()].updateLayout.append(upToLayout)
    }

    // MARK: - Report

    func report() {
        print("")
        print("frame CPU time, ms (main thread, before-paint → after-paint; harness step excluded)")
        print(pad("variant", 14) + pad("rows", 6) + lpad("median", 9) + lpad("p95", 9)
              + lpad("upd+layout", 12) + lpad("paint", 9) + lpad("frames", 8) + lpad("moves", 7))
        for rows in options.rows {
            for variant in options.variants {
                guard let s = samples[Key(variant: variant, rows: rows)] else { continue }
                let paint = zip(s.total, s.updateLayout).map { $0 - $1 }
                print(pad(variant.rawValue, 14) + pad(rowsLabel(rows), 6)
                      + lpad(format3(median(s.total)), 9) + lpad(format3(percentile(s.total, 0.95)), 9)
                      + lpad(format3(median(s.updateLayout)), 12) + lpad(format3(median(paint)), 9)
                      + lpad(String(s.total.count), 8)
                      + lpad(String(moves[Key(variant: variant, rows: rows)] ?? 0), 7))
            }
        }
        print("")
        var lines: [(String, Double)] = []
        func medianOf(_ variant: Variant, _ rows: Int) -> Double? {
            samples[Key(variant: variant, rows: rows)].map { median($0.total) }
        }
        // Each behaviour against the same layout held still, per list size and the worst of them.
        for variant in [Variant.quickReturn, .revealer, .sticky, .background] where options.variants.contains(variant) {
            var worst: Double?
            for rows in options.rows {
                guard let value = medianOf(variant, rows), let base = medianOf(.still, rows), base > 0 else { continue }
                lines.append(("\(variant.rawValue)/still@\(rowsLabel(rows))", value / base))
                worst = max(worst ?? 0, value / base)
            }
            if let worst { lines.append(("\(variant.rawValue)/still", worst)) }
        }
        for rows in options.rows {
            if let still = medianOf(.still, rows), let bare = medianOf(.bare, rows), bare > 0 {
                lines.append(("still/bare@\(rowsLabel(rows))", still / bare))
            }
        }
        // Scale: the largest list against the smallest, per variant.
        if let small = options.rows.min(), let large = options.rows.max(), small != large {
            for variant in options.variants {
                guard let a = medianOf(variant, small), let b = medianOf(variant, large), a > 0 else { continue }
                lines.append(("rows-\(rowsLabel(large))/rows-\(rowsLabel(small))-\(variant.rawValue)", b / a))
            }
        }
        for (name, value) in lines { print("ratio \(name) \(format2(value))") }
    }
}

func rowsLabel(_ rows: Int) -> String {
    if rows >= 1_000_000 && rows % 1_000_000 == 0 { return "\(rows / 1_000_000)M" }
    if rows >= 1000 && rows % 1000 == 0 { return "\(rows / 1000)k" }
    return String(rows)
}

func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

/// The `p` quantile (nearest rank on the sorted values, interpolated between neighbours).
func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let position = p * Double(sorted.count - 1)
    let low = Int(position.rounded(.down))
    let high = min(low + 1, sorted.count - 1)
    let fraction = position - Double(low)
    return sorted[low] * (1 - fraction) + sorted[high] * fraction
}

func format2(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let fraction = String(scaled % 100)
    return "\(scaled / 100).\(String(repeating: "0", count: 2 - fraction.count))\(fraction)"
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func lpad(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}
