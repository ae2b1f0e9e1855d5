import CGtk

/// Process-wide GTK set-up and main-loop helpers.
@MainActor
package enum Gtk {
    private static var initialized = false

    /// Initialises GTK once; returns false when no display can be opened (then no other
    /// GTK call may be made).
    package static func initialize() -> Bool {
        if initialized { return true }
        initialized = gtk_init_check() != 0
        return initialized
    }

    /// The display GTK would open: `$WAYLAND_DISPLAY` or `$DISPLAY`, or "(none)".
    package static var requestedDisplayName: String {
        for name in ["WAYLAND_DISPLAY", "DISPLAY"] {
            if let value = getenv(name), value.pointee != 0 { return String(cString: value) }
        }
        return "(none)"
    }

    /// Whether the desktop allows animations (`gtk-enable-animations`).
    package static var animationsEnabled: Bool { shy_settings_enable_animations() != 0 }

    /// Whether `widget`'s display allows animations (`gtk-enable-animations` of its settings).
    package static func animationsEnabled(for widget: Widget) -> Bool {
        shy_widget_enable_animations(widget.raw) != 0
    }

    /// Runs one main-loop iteration; returns whether an event source was dispatched.
    @discardableResult
    package static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs pending main-loop work until nothing is pending (at most `limit` iterations).
    package static func drain(limit: Int = 1000) {
        var count = 0
        while g_main_context_pending(nil) != 0, count < limit {
            g_main_context_iteration(nil, 0)
            count += 1
        }
    }

    /// Milliseconds on the monotonic clock (the same clock as the frame clock).
    package static var monotonicMilliseconds: Double { Double(g_get_monotonic_time()) / 1000 }
}
