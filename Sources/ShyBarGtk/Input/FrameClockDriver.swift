import ShyBarCore

/// Feeds a tracker and keeps it moving: while the tracker animates, a frame-clock tick
/// callback on `widget` sends `.tick` inputs stamped with the frame time; while it only
/// waits for a timer (an idle snap, a gesture timeout) one main-loop timeout wakes it at
/// that time instead, so waiting costs no frames. Both are removed as soon as the tracker
/// is idle.
///
/// It is the one clock of a header: the content's part of a settle is a frame's own
/// ``HeaderFrame/scroll``, handed to ``onSettleStep`` in the tick that computed it, and
/// other per-frame work of the same view (a fling's carried momentum, the Home key's
/// settling) runs as frame tasks in the same tick callback, before the tracker's tick, so
/// everything a frame shows was computed from one frame time.
@MainActor
package final class FrameClockDriver {
    /// The tracker being driven.
    package let tracker: any HeaderTracker
    /// Called with every new frame (apply it to the widgets here).
    package var onFrame: ((HeaderFrame) -> Void)?
    /// Called with each input the tracker handled (a tick included), stamped with the time
    /// the tracker used, and the frame it produced, right before ``onFrame`` shows it: in the
    /// order the tracker saw them, so a recording replays to the same frames. A frame
    /// republished after a direct call (`show()`, a hold) is no input and is not reported.
    package var onHandled: ((TimedInput, HeaderFrame) -> Void)?
    /// Called in each tick with where the tracker's frame puts the content (its
    /// ``HeaderFrame/scroll``; nil when the content is the person's, and once more when the
    /// ticks stop) and the frame time: the view moves the content there before the frame is
    /// drawn, so header and content are drawn from one computation.
    package var onSettleStep: ((_ offset: Double?, _ frameTime: Double) -> Void)?
    /// Whether the last tick handed a settle step on (so its end is told once).
    private var isSettling = false
    /// While true the tracker is left alone (no ticks, no wake-ups, no settle steps): a trace
    /// being played owns the widgets, and the live tracker must not move on by its own
    /// timers meanwhile. Frame tasks still run (the playback is one).
    package var isTrackerPaused = false {
        didSet {
            guard isTrackerPaused != oldValue else { return }
            if !isTrackerPaused {
                updateTicking()
            } else if isSettling {
                // The settle's steps stop here: its end is told now, as no tick will.
                isSettling = false
                onSettleStep?(nil, lastTime)
            }
        }
    }
    /// Whether a tick callback is currently installed.
    package var isTicking: Bool { ticks?.isActive ?? false }

    /// Per-frame work that is not the tracker's: called with the frame time (ms, never
    /// earlier than the tracker's last input) on every frame until it returns false.
    package typealias FrameTask = @MainActor (_ frameTime: Double) -> Bool
    /// A task and what to tell its owner if the driver stops before the task is done.
    private struct PendingTask {
        let run: FrameTask
        let cancelled: (@MainActor () -> Void)?
    }
    private var tasks: [PendingTask] = []

    private let widget: Widget
    private var ticks: TickCallback?
    private var wakeUp: Timeout?
    private var wakeUpTime: Double?
    private var isStopped = false
    private var lastTime: Double = 0

    /// Drives `tracker` with ticks from `widget`'s frame clock.
    package init(tracker: any HeaderTracker, widget: Widget) {
        self.tracker = tracker
        self.widget = widget
    }

    /// Applies one input, publishes the frame and starts ticking if the tracker needs it.
    package func feed(_ input: TimedInput) {
        handle(input.input, at: input.time)
        updateTicking()
    }

    /// Hands `input` to the tracker at `time` (never earlier than the last input), reports
    /// it and publishes its frame.
    private func handle(_ input: TrackerInput, at time: Double) {
        lastTime = max(lastTime, time)
        let frame = tracker.handle(input, at: lastTime)
        onHandled?(TimedInput(time: lastTime, input: input), frame)
        publish(frame)
    }

    /// Publishes the tracker's current frame (after a direct call such as `show()`), and
    /// starts ticking if needed.
    package func republish() {
        onFrame?(tracker.frame)
        updateTicking()
    }

    /// Runs `task` on every frame from the next one on, until it returns false. If the driver
    /// stops first (its behaviour detached, its widget gone), `cancelled` is called instead,
    /// at once for a driver already stopped: an owner waiting for the task to finish (a
    /// trace being played) is never left waiting.
    package func addFrameTask(_ task: @escaping FrameTask, cancelled: (@MainActor () -> Void)? = nil) {
        guard !isStopped else {
            cancelled?()
            return
        }
        tasks.append(PendingTask(run: task, cancelled: cancelled))
        startTicks()
    }

    /// Starts the tick callback if the tracker animates, or a wake-up for its next timer.
    package func updateTicking() {
        guard tracker.needsTicks, !isTicking, !isStopped, !isTrackerPaused else { return }
        if let deadline = tracker.pendingDeadline {
            scheduleWakeUp(at: deadline)
            return
        }
        cancelWakeUp()
        startTicks()
    }

    private func startTicks() {
        guard !isTicking, !isStopped else { return }
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
            guard !self.isStopped, !self.isTrackerPaused else { return }
            self.handle(.tick, at: Gtk.monotonicMilliseconds)
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
    }

    /// Hands the tick's settle step on, or the settle's end.
    private func moveContent(at time: Double, ticking: Bool) {
        let step = ticking ? tracker.frame.scroll : nil
        guard step != nil || isSettling else { return }
        isSettling = step != nil
        onSettleStep?(step, time)
    }

    private func ticked(at frameTime: Double) -> Bool {
        let time = max(lastTime, frameTime)
        lastTime = time
        if !tasks.isEmpty {
            // A task may add tasks (or stop the driver) while running: run a snapshot.
            let running = tasks
            tasks = []
            let kept = running.filter { $0.run(time) }
            tasks = kept + tasks
        }
        var ticked = false
        if isTrackerPaused { return !tasks.isEmpty }
        if tracker.needsTicks, tracker.pendingDeadline == nil {
            handle(.tick, at: time)
            ticked = true
        }
        guard !isStopped else { return false }
        moveContent(at: time, ticking: ticked)
        guard !isStopped else { return false }
        let animating = tracker.needsTicks && tracker.pendingDeadline == nil
        if !animating, tracker.needsTicks, let deadline = tracker.pendingDeadline {
            // The animation is over; a timer may still wait, without frames.
            scheduleWakeUp(at: deadline)
        }
        let goesOn = animating || !tasks.isEmpty
        // No tick will tell the settle's end: it is told now, after its last step.
        if !goesOn { moveContent(at: time, ticking: false) }
        return goesOn
    }

    /// Removes the tick callback (if the widget still exists). Safe to call more than once.
    package func stop() {
        isStopped = true
        ticks?.remove()
        ticks = nil
        let unfinished = tasks
        tasks = []
        cancelWakeUp()
        // Last, once stopped: a cancelled task's owner may add tasks or stop again.
        for task in unfinished { task.cancelled?() }
    }
}
