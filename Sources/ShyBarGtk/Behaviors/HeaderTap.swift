import CGtk
import ShyBarCore

/// A tap on an attached behaviour: sees every input its tracker handles (ticks included)
/// with the frame it produced, can pause the live inputs, and can place the behaviour's
/// widgets for a frame that came from elsewhere (a trace being played back).
///
/// Recording through a tap gives a trace that `shybar replay` turns into the same frames:
/// each input is reported with the time the tracker actually saw (the frame's time), and
/// the frame-clock ticks that drove animations are reported as `tick` inputs.
@MainActor
public final class HeaderTap {
    /// Which behaviour is tapped.
    public let behavior: Behavior
    /// Called after the tracker handled `input` (stamped with the time the tracker used)
    /// and the widgets show `frame`.
    public var onInput: ((TimedInput, HeaderFrame) -> Void)?
    /// While true, live inputs from the scrolled window are dropped and the behaviour's own
    /// frames are not applied, so a played-back trace owns the widgets.
    public var isLivePaused = false
    /// While ``onInput`` runs: whether the input it reports came from another view through
    /// ``mirror(_:delta:)`` (its owner must not send it back there).
    public internal(set) var isReportingMirror = false
    /// Mirrored inputs waiting for this view's next frame.
    var mirrored = MirroredInputs()

    let attachment: HeaderAttachment
    private weak var tapped: (any HeaderBehavior)?
    private var current: TrackerInput?
    private var muted = 0

    /// Taps an attached behaviour of this library; nil once it is detached.
    public init?(_ tapped: any HeaderBehavior) {
        guard let hosted = tapped as? any HeaderViewBehavior, let attachment = hosted.attachment, attachment.isAttached else {
            return nil
        }
        behavior = tapped.kind
        self.attachment = attachment
        self.tapped = tapped
        let previousInput = attachment.observer.onInput
        let previousFrame = attachment.driver.onFrame
        attachment.observer.onInput = { [weak self] input in
            guard let self else { previousInput?(input); return }
            if self.isLivePaused { return }
            // An input may cause another before its own frame (a person's scroll tells the
            // tracker that no focused item is kept in sight any more): the outer input is put
            // back afterwards, so that its frame is still reported with it.
            let outer = self.current
            self.current = input.input
            previousInput?(input)
            self.current = outer
        }
        attachment.driver.onFrame = { [weak self] frame in
            guard let self else { previousFrame?(frame); return }
            if self.isLivePaused { return }
            previousFrame?(frame)
            let input = self.current
            self.current = nil
            if input == nil, self.muted > 0 { return }
            self.onInput?(TimedInput(time: frame.time, input: input ?? .tick), frame)
        }
    }

    /// Whether the behaviour is still attached.
    public var isAttached: Bool { attachment.isAttached }

    /// The scrolled window the behaviour watches.
    public var scrolledWindow: ScrolledWindow { attachment.scrolledWindow }

    /// Shows `frame` on the behaviour's widgets with the behaviour's own
    /// ``HeaderBehavior/apply(_:)`` (for playback; see ``isLivePaused``).
    public func apply(_ frame: HeaderFrame) { tapped?.apply(frame) }

    /// Runs `task` with the frame time (ms) on every frame of the behaviour's own frame clock
    /// from the next one on, until it returns false (a trace played back goes at the pace of
    /// the frames the view draws). If the behaviour is detached first (or already is),
    /// `cancelled` is called instead, so whoever waits for the task learns it will not end.
    public func addFrameTask(_ task: @escaping @MainActor (_ frameTime: Double) -> Bool,
                             cancelled: (@MainActor () -> Void)? = nil) {
        attachment.driver.addFrameTask(task, cancelled: cancelled)
    }

    /// Sends the current geometry and offset through the tracker (reported like any input).
    public func refresh() { attachment.refresh() }

    /// Runs `body` (e.g. `behavior.show(animated:)`) without reporting the frames it
    /// publishes directly; inputs it causes (such as focus) are still reported.
    public func unreported(_ body: () -> Void) {
        muted += 1
        body()
        muted -= 1
    }
}
