import ShyBarCore

/// A trace played on a ``HeaderView`` (see ``HeaderView/playback(of:tuning:)``): a fresh
/// tracker with the view's behaviour and the tuning's options takes the trace's inputs at
/// the trace's pace, on the view's own frame clock, and the view's header shows each frame
/// it produces, with the content moved to the frame's offset. Meanwhile the view's live
/// inputs are paused.
///
/// When playback ends (or ``stop()`` is called) the live tracker, which saw none of the
/// trace, takes over where the trace left the header: the focus where it is now, the header
/// at the nearer end (shown or hidden) of the last played frame. A view that changes its
/// behaviour or children mid-trace ends the playback there, as if stopped.
@MainActor
public final class HeaderViewPlayback {
    /// The inputs being played, in order.
    public let inputs: [TimedInput]
    /// Called with each played input and the frame the trace's tracker produced for it.
    public var onFrame: ((TimedInput, HeaderFrame) -> Void)?
    /// Called after each drawn frame with how far the trace has played and its length (ms).
    public var onProgress: ((_ elapsed: Double, _ duration: Double) -> Void)?
    /// Called once playback has ended and the live tracker has taken over.
    public var onFinish: (() -> Void)?
    /// Whether the trace is playing.
    public private(set) var isPlaying = false
    /// The frame last shown (nil before the first).
    public private(set) var lastFrame: HeaderFrame?

    private weak var behavior: (any HeaderViewBehavior)?
    private let tracker: any HeaderTracker
    /// The frame time of the first frame played (nil before it).
    private var startTime: Double?
    private var index = 0

    init(inputs: [TimedInput], behavior: any HeaderViewBehavior, tuning: Tuning) {
        self.inputs = inputs
        self.behavior = behavior
        var own = tuning
        own.behavior = behavior.kind
        tracker = own.makeTracker()
    }

    /// The trace's length from its first input to its last (ms).
    public var duration: Double { (inputs.last?.time ?? 0) - (inputs.first?.time ?? 0) }

    /// Starts playing from the next frame on (an empty trace finishes at once).
    public func start() {
        guard !isPlaying else { return }
        guard !inputs.isEmpty, let attachment = behavior?.attachment, attachment.isAttached else {
            onFinish?()
            return
        }
        isPlaying = true
        attachment.isLivePaused = true
        attachment.driver.addFrameTask({ [weak self] frameTime in
            guard let self, self.isPlaying else { return false }
            return self.tick(frameTime)
        }, cancelled: { [weak self] in self?.finish() })
    }

    /// Stops playing; the header stays where the trace left it.
    public func stop() { finish() }

    private func tick(_ frameTime: Double) -> Bool {
        let begun = startTime ?? frameTime
        startTime = begun
        let elapsed = frameTime - begun
        let origin = inputs[0].time
        var last: HeaderFrame?
        while index < inputs.count, inputs[index].time - origin <= elapsed {
            let frame = tracker.handle(inputs[index])
            onFrame?(inputs[index], frame)
            last = frame
            index += 1
        }
        if let last, let behavior, let attachment = behavior.attachment {
            lastFrame = last
            behavior.apply(last)
            attachment.observer.move(to: last.offset)
        }
        onProgress?(min(elapsed, duration), duration)
        guard index < inputs.count else {
            finish()
            return false
        }
        return true
    }

    private func finish() {
        guard isPlaying else { return }
        isPlaying = false
        if let behavior, let attachment = behavior.attachment, attachment.isAttached {
            attachment.isLivePaused = false
            attachment.refresh()
            if let lastFrame { behavior.handOver(lastFrame) }
        }
        onFinish?()
    }
}
