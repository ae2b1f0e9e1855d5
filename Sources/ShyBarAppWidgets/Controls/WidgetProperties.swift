import CGtk
import ShyBarGtk

// The widget properties and signals only the app's own windows use (layout, focus, tooltips,
// accessible names, theme colour, redraws); the library's handle keeps what headers need.

extension Widget {
    /// Whether the widget reacts to input (an insensitive widget is greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(raw) != 0 }
        set { gtk_widget_set_sensitive(raw, newValue ? 1 : 0) }
    }

    /// The widget's current foreground colour from the theme (r, g, b, a in 0…1), so
    /// custom drawing follows light and dark styles.
    public var foregroundColor: (red: Double, green: Double, blue: Double, alpha: Double) {
        var rgba = GdkRGBA()
        shy_widget_get_color(raw, &rgba)
        return (Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }

    /// Whether the keyboard focus is on the widget or inside it (an entry's focus is on its
    /// inner text widget).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(raw), let focus = gtk_root_get_focus(root) else { return false }
        return focus == raw || gtk_widget_is_ancestor(focus, raw) != 0
    }

    /// Whether the widget can take keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(raw) != 0 }
        set { gtk_widget_set_can_focus(raw, newValue ? 1 : 0) }
    }
    /// Whether the widget (and its children) receive pointer events.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(raw) != 0 }
        set { gtk_widget_set_can_target(raw, newValue ? 1 : 0) }
    }
    /// Whether the widget takes extra horizontal space.
    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(raw) != 0 }
        set { gtk_widget_set_hexpand(raw, newValue ? 1 : 0) }
    }
    /// Whether the widget takes extra vertical space.
    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(raw) != 0 }
        set { gtk_widget_set_vexpand(raw, newValue ? 1 : 0) }
    }
    /// Horizontal alignment.
    public var halign: Alignment {
        get { Alignment(gtk: gtk_widget_get_halign(raw)) }
        set { gtk_widget_set_halign(raw, newValue.gtk) }
    }
    /// The tooltip text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(raw).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(raw, newValue) }
    }
    /// Sets all four margins, in pixels.
    public func setMargins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        gtk_widget_set_margin_top(raw, Int32(top))
        gtk_widget_set_margin_bottom(raw, Int32(bottom))
        gtk_widget_set_margin_start(raw, Int32(start))
        gtk_widget_set_margin_end(raw, Int32(end))
    }
    /// Whether the widget has a CSS style class.
    public func hasCssClass(_ name: String) -> Bool { gtk_widget_has_css_class(raw, name) != 0 }
    /// Sets the accessible name that assistive technologies read.
    public func setAccessibleLabel(_ label: String) { shy_accessible_set_label(raw, label) }
    /// Asks GTK to measure and allocate the widget again.
    public func queueResize() { gtk_widget_queue_resize(raw) }
    /// Asks GTK to draw the widget again.
    public func queueDraw() { gtk_widget_queue_draw(raw) }
    /// Calls `handler` when the widget is destroyed (disposed), before it is finalized.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(raw, "destroy", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
