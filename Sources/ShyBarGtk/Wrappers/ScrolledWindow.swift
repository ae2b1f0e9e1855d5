import CGtk

/// A `GtkAdjustment`: the value and range of a scrollable direction.
@MainActor
public final class Adjustment {
    let raw: UnsafeMutablePointer<GtkAdjustment>

    init(raw: UnsafeMutablePointer<GtkAdjustment>) { self.raw = raw }

    /// The current value (the top of the visible page).
    public var value: Double {
        get { gtk_adjustment_get_value(raw) }
        set { gtk_adjustment_set_value(raw, newValue) }
    }
    /// The smallest value.
    public var lower: Double { gtk_adjustment_get_lower(raw) }
    /// The largest value plus the page size.
    public var upper: Double { gtk_adjustment_get_upper(raw) }
    /// The visible extent.
    public var pageSize: Double { gtk_adjustment_get_page_size(raw) }
    /// Called whenever the value changes, whatever changed it.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gp(raw), "value-changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Called when the bounds or the page size change.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gp(raw), "changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

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
    public var verticalScrollbar: Widget {
        Widget(raw: gtk_scrolled_window_get_vscrollbar(shy_scrolled_window(raw)))
    }
    /// Whether scrollbars overlay the content (GTK's default) or take space.
    public var overlayScrolling: Bool {
        get { gtk_scrolled_window_get_overlay_scrolling(shy_scrolled_window(raw)) != 0 }
        set { gtk_scrolled_window_set_overlay_scrolling(shy_scrolled_window(raw), newValue ? 1 : 0) }
    }
    /// Whether the window is on a Wayland display (GDK's Wayland backend), where a
    /// touchpad's fingers end their scrolling with a stop event.
    var isOnWayland: Bool {
        guard let display = gtk_widget_get_display(raw) else { return false }
        return String(cString: g_type_name(shy_instance_type(gp(display)))) == "GdkWaylandDisplay"
    }
    /// Stops GTK's kinetic deceleration, if one runs. GTK 4.8 has no call for that alone:
    /// turning kinetic scrolling off cancels it, and it is turned on again at once (the
    /// window keeps its setting; one that had it off has no deceleration to stop).
    func stopKineticScrolling() {
        let window = shy_scrolled_window(raw)
        guard gtk_scrolled_window_get_kinetic_scrolling(window) != 0 else { return }
        gtk_scrolled_window_set_kinetic_scrolling(window, 0)
        gtk_scrolled_window_set_kinetic_scrolling(window, 1)
    }
    /// The deepest widget under (x, y), in this widget's coordinates.
    func pick(x: Double, y: Double) -> Widget? {
        gtk_widget_pick(raw, x, y, GTK_PICK_DEFAULT).map { Widget(raw: $0) }
    }
}
