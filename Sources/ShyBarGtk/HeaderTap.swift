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

    let attachment: HeaderAttachment
    private let place: (HeaderFrame) -> Void
    private var current: TrackerInput?
    private var muted = 0

    private init(behavior: Behavior, attachment: HeaderAttachment, place: @escaping (HeaderFrame) -> Void) {
        self.behavior = behavior
        self.attachment = attachment
        self.place = place
        let previousInput = attachment.observer.onInput
        let previousFrame = attachment.driver.onFrame
        attachment.observer.onInput = { [weak self] input in
            guard let self else { previousInput?(input); return }
            if self.isLivePaused { return }
            self.current = input.input
            previousInput?(input)
            self.current = nil
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

    /// Taps a quick-return behaviour; nil once it is detached.
    public convenience init?(_ behavior: QuickReturnBehavior) {
        guard let attachment = behavior.attachment, attachment.isAttached else { return nil }
        self.init(behavior: .quickReturn, attachment: attachment) { [weak behavior, weak attachment] frame in
            guard let behavior, let attachment, attachment.isAttached else { return }
            attachment.placement?.setY(frame.headerY, for: behavior.header)
            if behavior.header.opacity != frame.opacity { behavior.header.opacity = frame.opacity }
            behavior.header.setCssClass("scrolled", frame.background)
        }
    }

    /// Taps a sticky-toolbar behaviour; nil once it is detached.
    public convenience init?(_ behavior: StickyToolbarBehavior) {
        guard let attachment = behavior.attachment, attachment.isAttached else { return nil }
        self.init(behavior: .sticky, attachment: attachment) { [weak behavior, weak attachment] frame in
            guard let behavior, let attachment, attachment.isAttached else { return }
            attachment.placement?.setY(frame.headerY, for: behavior.header)
            attachment.placement?.setY(frame.toolbarY, for: behavior.toolbar)
            behavior.toolbar.setCssClass("pinned", frame.pinned)
        }
    }

    /// Taps a background behaviour; nil once it is detached.
    public convenience init?(_ behavior: BackgroundBehavior) {
        guard let attachment = behavior.attachment, attachment.isAttached else { return nil }
        self.init(behavior: .background, attachment: attachment) { [weak behavior] frame in
            guard let behavior, behavior.isAttached else { return }
            if frame.background { behavior.makeBackgroundVisible(animated: true) }
            else { behavior.makeBackgroundTransparent(animated: true) }
        }
    }

    /// Whether the behaviour is still attached.
    public var isAttached: Bool { attachment.isAttached }

    /// The scrolled window the behaviour watches.
    public var scrolledWindow: ScrolledWindow { attachment.scrolledWindow }

    /// Places the behaviour's widgets as `frame` says (for playback; see ``isLivePaused``).
    public func apply(_ frame: HeaderFrame) { place(frame) }

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
