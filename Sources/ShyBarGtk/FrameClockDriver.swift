import ShyBarCore

/// Feeds a tracker and keeps it moving: while the tracker animates, a frame-clock tick
/// callback on `widget` sends `.tick` inputs stamped with the frame time; while it only
/// waits for a timer (an idle snap, a gesture timeout) one main-loop timeout wakes it at
/// that time instead, so waiting costs no frames. Both are removed as soon as the tracker
/// is idle.
@MainActor
public final class FrameClockDriver {
    /// The tracker being driven.
    public let tracker: any HeaderTracker
    /// Called with every new frame (apply it to the widgets here).
    public var onFrame: ((HeaderFrame) -> Void)?
    /// Called when the tracker asks for the content to be scrolled to an offset.
    public var onScrollRequest: ((Double) -> Void)?
    /// Whether a tick callback is currently installed.
    public var isTicking: Bool { ticks?.isActive ?? false }

    private let widget: Widget
    private var ticks: TickCallback?
    private var wakeUp: Timeout?
    private var wakeUpTime: Double?
    private var isStopped = false
    private var lastTime: Double = 0

    /// Drives `tracker` with ticks from `widget`'s frame clock.
    public init(tracker: any HeaderTracker, widget: Widget) {
        self.tracker = tracker
        self.widget = widget
    }

    /// Applies one input, publishes the frame and starts ticking if the tracker needs it.
    public func feed(_ input: TimedInput) {
        lastTime = max(lastTime, input.time)
        publish(tracker.handle(input.input, at: lastTime))
        updateTicking()
    }

    /// Publishes the tracker's current frame (after a direct call such as `show()`), and
    /// starts ticking if needed.
    public func republish() {
        onFrame?(tracker.frame)
        updateTicking()
    }

    /// Starts the tick callback if the tracker animates, or a wake-up for its next timer.
    public func updateTicking() {
        guard tracker.needsTicks, !isTicking, !isStopped else { return }
        if let deadline = tracker.pendingDeadline {
            scheduleWakeUp(at: deadline)
            return
        }
        cancelWakeUp()
        ticks = TickCallback(widget: widget) { [weak self] frameTime in
            self?.ticked(at: frameTime) ?? false
        }
    }

    private func scheduleWakeUp(at deadline: Double) {
        // A wake-up already due no later than this one will find the new deadline itself.
        if let scheduled = wakeUpTime, scheduled <= deadline { return }
        cancelWakeUp()
        let delay = max(0, deadline - Gtk.monotonicMilliseconds)
        wakeUpTime = deadline
        wakeUp = Timeout(milliseconds: Int(delay.rounded(.up))) { [weak self] in
            guard let self else { return }
            self.wakeUp = nil
            self.wakeUpTime = nil
            guard !self.isStopped else { return }
            self.lastTime = max(self.lastTime, Gtk.monotonicMilliseconds)
            self.publish(self.tracker.handle(.tick, at: self.lastTime))
            self.updateTicking()
        }
    }

    private func cancelWakeUp() {
        wakeUp?.cancel()
        wakeUp = nil
        wakeUpTime = nil
    }

    private func publish(_ frame: HeaderFrame) {
        onFrame?(frame)
        if let offset = tracker.scrollRequest { onScrollRequest?(offset) }
    }

    private func ticked(at frameTime: Double) -> Bool {
        let time = max(lastTime, frameTime)
        lastTime = time
        publish(tracker.handle(.tick, at: time))
        guard tracker.needsTicks, tracker.pendingDeadline == nil else {
            // The animation is over; a timer may still wait, without frames.
            if tracker.needsTicks, !isStopped, let deadline = tracker.pendingDeadline { scheduleWakeUp(at: deadline) }
            return false
        }
        return true
    }

    /// Removes the tick callback (if the widget still exists). Safe to call more than once.
    public func stop() {
        isStopped = true
        ticks?.remove()
        ticks = nil
        cancelWakeUp()
    }
}
