import CGtk
import ShyBarCore

/// Feeds a tracker and keeps it moving: while `tracker.needsTicks` is true a frame-clock
/// tick callback on `widget` sends `.tick` inputs stamped with the frame time; the callback
/// is removed as soon as the tracker is idle.
@MainActor
public final class FrameClockDriver {
    private final class Box {
        weak var driver: FrameClockDriver?
        init(_ driver: FrameClockDriver) { self.driver = driver }
    }

    /// The tracker being driven.
    public let tracker: any HeaderTracker
    /// Called with every new frame (apply it to the widgets here).
    public var onFrame: ((HeaderFrame) -> Void)?
    /// Whether a tick callback is currently installed.
    public var isTicking: Bool { tickID != 0 }

    private let widget: Widget
    private var widgetWatch: ObjectWatch?
    private var tickID: guint = 0
    private var lastTime: Double = 0

    private static let tick: GtkTickCallback = { _, clock, data in
        nonisolated(unsafe) let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        nonisolated(unsafe) let clock = clock
        return MainActor.assumeIsolated {
            guard let driver = box.driver, let clock else { return 0 }
            let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1000
            return driver.ticked(at: time) ? 1 : 0
        }
    }
    private static let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }

    /// Drives `tracker` with ticks from `widget`'s frame clock.
    public init(tracker: any HeaderTracker, widget: Widget) {
        self.tracker = tracker
        self.widget = widget
        widgetWatch = ObjectWatch(widget) { [weak self] in
            self?.widgetWatch = nil
            self?.tickID = 0     // GTK removed it with the widget
        }
    }

    /// Applies one input, publishes the frame and starts ticking if the tracker needs it.
    public func feed(_ input: TimedInput) {
        lastTime = max(lastTime, input.time)
        onFrame?(tracker.handle(input.input, at: lastTime))
        updateTicking()
    }

    /// Publishes the tracker's current frame (after a direct call such as `show()`), and
    /// starts ticking if needed.
    public func republish() {
        onFrame?(tracker.frame)
        updateTicking()
    }

    /// Starts the tick callback if the tracker needs ticks and none runs.
    public func updateTicking() {
        guard tracker.needsTicks, tickID == 0, widgetWatch?.isAlive == true else { return }
        let data = Unmanaged.passRetained(Box(self)).toOpaque()
        tickID = gtk_widget_add_tick_callback(widget.raw, Self.tick, data, Self.release)
    }

    private func ticked(at frameTime: Double) -> Bool {
        let time = max(lastTime, frameTime)
        lastTime = time
        onFrame?(tracker.handle(.tick, at: time))
        if tracker.needsTicks { return true }
        tickID = 0
        return false
    }

    /// Removes the tick callback (if the widget still exists). Safe to call more than once.
    public func stop() {
        if tickID != 0, widgetWatch?.isAlive == true { gtk_widget_remove_tick_callback(widget.raw, tickID) }
        tickID = 0
        widgetWatch?.cancel()
        widgetWatch = nil
    }
}
