import CGtk

/// A `GtkScrolledWindow` that scrolls vertically.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates a scrolled window with no horizontal scrolling.
    public init() {
        super.init(raw: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(shy_scrolled_window(raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
    /// A handle to a scrolled window made elsewhere (its policy is left as it is).
    init(existing raw: UnsafeMutablePointer<GtkWidget>) { super.init(raw: raw) }
    /// The scrolled content (a scrollable widget such as a ``ListView``, or any widget,
    /// which is then wrapped in a viewport).
    public func setChild(_ child: Widget) {
        gtk_scrolled_window_set_child(shy_scrolled_window(raw), child.raw)
    }
    /// The scrolled content, if any.
    public var child: Widget? {
        gtk_scrolled_window_get_child(shy_scrolled_window(raw)).map { Widget(raw: $0) }
    }
    /// The vertical adjustment.
    public var vadjustment: Adjustment {
        Adjustment(raw: gtk_scrolled_window_get_vadjustment(shy_scrolled_window(raw)))
    }
    /// The vertical scrollbar widget.
    package var verticalScrollbar: Widget {
        Widget(raw: gtk_scrolled_window_get_vscrollbar(shy_scrolled_window(raw)))
    }
    /// Whether scrollbars overlay the content (GTK's default) or take space.
    package var overlayScrolling: Bool {
        get { gtk_scrolled_window_get_overlay_scrolling(shy_scrolled_window(raw)) != 0 }
        set { gtk_scrolled_window_set_overlay_scrolling(shy_scrolled_window(raw), newValue ? 1 : 0) }
    }
    /// Whether the window is on a Wayland display (GDK's Wayland backend), where a
    /// touchpad's fingers end their scrolling with a stop event.
    var isOnWayland: Bool {
        guard let display = gtk_widget_get_display(raw) else { return false }
        return String(cString: g_type_name(shy_instance_type(gpointer(display)))) == "GdkWaylandDisplay"
    }
    /// Stops GTK's kinetic deceleration, if one runs. GTK 4.8 has no call for that alone:
    /// turning kinetic scrolling off cancels it, and the setting is put back at once. (The
    /// setting is only about touch drags: GTK 4.8 continues a touchpad's fling with its
    /// deceleration either way, so a window that has it off is turned on and off again.)
    func stopKineticScrolling() {
        let window = shy_scrolled_window(raw)
        if gtk_scrolled_window_get_kinetic_scrolling(window) != 0 {
            gtk_scrolled_window_set_kinetic_scrolling(window, 0)
            gtk_scrolled_window_set_kinetic_scrolling(window, 1)
        } else {
            gtk_scrolled_window_set_kinetic_scrolling(window, 1)
            gtk_scrolled_window_set_kinetic_scrolling(window, 0)
        }
    }
    /// The deepest widget under (x, y), in this widget's coordinates.
    func pick(x: Double, y: Double) -> Widget? {
        gtk_widget_pick(raw, x, y, GTK_PICK_DEFAULT).map { Widget(raw: $0) }
    }
}
