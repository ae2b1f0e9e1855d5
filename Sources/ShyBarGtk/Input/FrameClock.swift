import CGtk

/// The phases of one frame of a `GdkFrameClock`, in the order they run.
package enum FrameClockPhase: String, Sendable, CaseIterable {
    /// Before anything else of the frame (always emitted while frames run).
    case beforePaint = "before-paint"
    /// Animations and tick callbacks (``TickCallback``, ``FrameClockDriver``).
    case update
    /// Size allocation.
    case layout
    /// Snapshot and render.
    case paint
    /// After the frame was handed to the display (always emitted while frames run).
    case afterPaint = "after-paint"
}

/// The `GdkFrameClock` of a realized widget's surface: its phase signals and frame time.
///
/// The clock belongs to the surface; the handle is valid while the widget stays realized.
/// Connections end with ``SignalConnection/disconnect()`` or when the clock is finalized.
@MainActor
package final class FrameClock {
    let raw: OpaquePointer

    private init(raw: OpaquePointer) { self.raw = raw }

    /// The clock of `widget`'s surface, or nil while the widget is not realized.
    package static func of(_ widget: Widget) -> FrameClock? {
        gtk_widget_get_frame_clock(widget.raw).map { FrameClock(raw: $0) }
    }

    /// The time of the current frame, in milliseconds on the monotonic clock.
    package var frameTime: Double { Double(gdk_frame_clock_get_frame_time(raw)) / 1000 }

    /// The number of frames drawn so far.
    package var frameCounter: Int { Int(gdk_frame_clock_get_frame_counter(raw)) }

    /// Calls `handler` every time the clock runs `phase`; with `afterGtk`, after GTK's own
    /// work of that phase (for ``FrameClockPhase/layout``: once the widgets are allocated).
    @discardableResult
    package func on(_ phase: FrameClockPhase, afterGtk: Bool = false,
                   _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), phase.rawValue, unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler,
                      after: afterGtk)
    }

    /// Asks the clock to run `phase` in the next frame (and so to produce one).
    package func request(_ phase: FrameClockPhase) {
        let flag: GdkFrameClockPhase
        switch phase {
        case .beforePaint: flag = GDK_FRAME_CLOCK_PHASE_BEFORE_PAINT
        case .update: flag = GDK_FRAME_CLOCK_PHASE_UPDATE
        case .layout: flag = GDK_FRAME_CLOCK_PHASE_LAYOUT
        case .paint: flag = GDK_FRAME_CLOCK_PHASE_PAINT
        case .afterPaint: flag = GDK_FRAME_CLOCK_PHASE_AFTER_PAINT
        }
        gdk_frame_clock_request_phase(raw, flag)
    }
}

/// A tick callback on a widget (`gtk_widget_add_tick_callback`): a closure run in the
/// update phase of every frame while it is installed. Installing it makes the frame clock
/// run continuously.
@MainActor
package final class TickCallback {
    private final class Box {
        let handler: @MainActor (Double) -> Bool
        init(_ handler: @escaping @MainActor (Double) -> Bool) { self.handler = handler }
    }

    private let widget: Widget
    private var id: guint = 0
    private var watch: ObjectWatch?

    private static let tick: GtkTickCallback = { _, clock, data in
        nonisolated(unsafe) let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        nonisolated(unsafe) let clock = clock
        return MainActor.assumeIsolated {
            guard let clock else { return 0 }
            return box.handler(Double(gdk_frame_clock_get_frame_time(clock)) / 1000) ? 1 : 0
        }
    }
    private static let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }

    /// Installs `handler` on `widget`; it receives the frame time in milliseconds and
    /// returns whether to keep ticking (false removes the callback).
    package init(widget: Widget, _ handler: @escaping @MainActor (_ frameTime: Double) -> Bool) {
        self.widget = widget
        let box = Box { [weak self] time in
            let keep = handler(time)
            if !keep { self?.id = 0 }
            return keep
        }
        id = gtk_widget_add_tick_callback(widget.raw, Self.tick, Unmanaged.passRetained(box).toOpaque(), Self.release)
        watch = ObjectWatch(widget) { [weak self] in self?.id = 0 }
    }

    /// Whether the callback is still installed.
    package var isActive: Bool { id != 0 }

    /// Removes the callback (if the widget still exists). Safe to call more than once.
    package func remove() {
        if id != 0, watch?.isAlive == true { gtk_widget_remove_tick_callback(widget.raw, id) }
        id = 0
        watch?.cancel()
        watch = nil
    }
}
