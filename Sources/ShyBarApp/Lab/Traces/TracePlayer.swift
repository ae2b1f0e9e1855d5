import ShyBarCore
import ShyBarGtk

/// Plays a trace back in the window: a fresh tracker with the page's options is fed the
/// trace's inputs at the trace's pace (a frame task on the view's own frame clock, the one
/// that drives the live header), and each frame is applied to the page's header while the
/// live inputs are paused.
///
/// When playback ends (or is stopped) the header goes back to the page's live tracker,
/// which saw none of the trace: left alone it would draw its own state (a programmatic
/// jump to the trace's offset never hides, so a header the trace hid came straight back).
/// `onHandOver` receives the last played frame so the page can bring its live tracker to
/// the same state: the header stays where the trace left it.
@MainActor
final class TracePlayer {
    let name: String
    let inputs: [TimedInput]
    private let tap: HeaderTap
    private let tracker: any HeaderTracker
    private var start: Double?
    private var index = 0
    private(set) var isPlaying = false
    /// The frame last applied to the header (nil before the first tick).
    private(set) var lastFrame: HeaderFrame?
    var onInput: ((TimedInput, HeaderFrame) -> Void)?
    /// Called once playback has ended, the live inputs are back and the live tracker has
    /// the current geometry and offset, with the last played frame (see the type's notes).
    var onHandOver: ((HeaderFrame) -> Void)?
    var onProgress: ((Double, Double) -> Void)?
    var onFinish: (() -> Void)?

    /// Parses `text`; throws the first bad line.
    init(name: String, text: String, tap: HeaderTap, command: Tuning) throws(TraceError) {
        var parser = TraceParser()
        var inputs: [TimedInput] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let input = try parser.parse(line) { inputs.append(input) }
        }
        self.name = name
        self.inputs = inputs
        self.tap = tap
        tracker = command.makeTracker()
    }

    var duration: Double { (inputs.last?.time ?? 0) - (inputs.first?.time ?? 0) }

    func play() {
        guard !inputs.isEmpty else { onFinish?(); return }
        isPlaying = true
        tap.isLivePaused = true
        // A page that replaces its behaviour mid-trace (a preset chosen, the behaviour
        // changed) cancels the task: playback ends there, as if stopped.
        tap.addFrameTask({ [weak self] frameTime in
            guard let self, self.isPlaying else { return false }
            return self.tick(frameTime)
        }, cancelled: { [weak self] in self?.finish() })
    }

    private func tick(_ frameTime: Double) -> Bool {
        let begun = start ?? frameTime
        start = begun
        let elapsed = frameTime - begun
        let origin = inputs[0].time
        var last: HeaderFrame?
        while index < inputs.count, inputs[index].time - origin <= elapsed {
            let frame = tracker.handle(inputs[index])
            onInput?(inputs[index], frame)
            last = frame
            index += 1
        }
        if let last {
            lastFrame = last
            tap.apply(last)
            let adjustment = tap.scrolledWindow.vadjustment
            let target = adjustment.lower + min(last.offset, max(0, adjustment.upper - adjustment.lower - adjustment.pageSize))
            if adjustment.value != target { adjustment.value = target }
        }
        onProgress?(min(elapsed, duration), duration)
        if index >= inputs.count {
            finish()
            return false
        }
        return true
    }

    /// Stops playing and gives the header back to the live inputs, where the trace left it.
    func stop() {
        finish()
    }

    private func finish() {
        guard isPlaying else { return }
        isPlaying = false
        tap.isLivePaused = false
        tap.refresh()
        if let lastFrame { onHandOver?(lastFrame) }
        onFinish?()
    }
}
