import CGtk

/// How a widget is placed in the space its parent gives it.
public enum Alignment: Sendable {
    /// Fill the whole space.
    case fill
    /// At the start (left or top).
    case start
    /// At the end (right or bottom).
    case end
    /// Centered.
    case center

    package var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        }
    }

    package init(gtk: GtkAlign) {
        switch gtk {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}

/// A rectangle in widget coordinates, in pixels.
public struct Rect: Equatable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// A typed, non-owning handle to a `GtkWidget`. The widget tree owns the widget; the
/// handle stays valid while the widget lives.
@MainActor
open class Widget {
    package let raw: UnsafeMutablePointer<GtkWidget>

    package init(raw: UnsafeMutablePointer<GtkWidget>) { self.raw = raw }
    package init(rawPointer: gpointer) { self.raw = shy_widget(rawPointer) }

    /// Whether two handles name the same widget.
    public func isSame(as other: Widget) -> Bool { raw == other.raw }

    /// Shown or hidden (a hidden widget takes no space and leaves the focus chain).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(raw) != 0 }
        set { gtk_widget_set_visible(raw, newValue ? 1 : 0) }
    }
    /// Opacity from 0 to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(raw) }
        set { gtk_widget_set_opacity(raw, newValue) }
    }
    /// Vertical alignment.
    public var valign: Alignment {
        get { Alignment(gtk: gtk_widget_get_valign(raw)) }
        set { gtk_widget_set_valign(raw, newValue.gtk) }
    }
    /// The CSS name-like widget name (`#name` in CSS).
    public var name: String {
        get { String(cString: gtk_widget_get_name(raw)) }
        set { gtk_widget_set_name(raw, newValue) }
    }
    /// Whether the widget is currently mapped (visible on screen with its parents).
    public var isMapped: Bool { gtk_widget_get_mapped(raw) != 0 }
    /// Whether the widget has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(raw) != 0 }
    /// Whether the widget itself (not a descendant) is its window's focus widget, whether or
    /// not the window is active.
    package var isFocus: Bool { gtk_widget_is_focus(raw) != 0 }
    /// The allocated width in pixels.
    public var width: Int { Int(gtk_widget_get_width(raw)) }
    /// The allocated height in pixels.
    public var height: Int { Int(gtk_widget_get_height(raw)) }

    /// Sets the minimum size; -1 keeps the natural size in that direction.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(raw, Int32(width), Int32(height))
    }
    /// Adds a CSS style class.
    public func addCssClass(_ name: String) { gtk_widget_add_css_class(raw, name) }
    /// Removes a CSS style class.
    public func removeCssClass(_ name: String) { gtk_widget_remove_css_class(raw, name) }
    /// Adds or removes a CSS style class.
    public func setCssClass(_ name: String, _ present: Bool) {
        if present { addCssClass(name) } else { removeCssClass(name) }
    }
    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(raw) != 0 }
    /// Asks GTK to allocate the widget again.
    package func queueAllocate() { gtk_widget_queue_allocate(raw) }

    /// Natural height for a given width (-1: unconstrained).
    public func naturalHeight(forWidth width: Int = -1) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(raw, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Int(max(minimum, natural))
    }
    /// The widget's bounds in the coordinates of `ancestor`, or nil when not laid out.
    public func bounds(relativeTo ancestor: Widget) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(raw, ancestor.raw, &rect) != 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                    width: Double(rect.size.width), height: Double(rect.size.height))
    }
    /// Whether this widget is `other` or inside it.
    public func isInside(_ other: Widget) -> Bool {
        raw == other.raw || gtk_widget_is_ancestor(raw, other.raw) != 0
    }
    /// The parent widget, if any.
    public var parent: Widget? { gtk_widget_get_parent(raw).map { Widget(raw: $0) } }
    /// The child widgets, in GTK's order.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(raw)
        while let current = child {
            result.append(Widget(raw: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// How many event controllers the widget has (for checking that detaching cleans up).
    package var controllerCount: Int {
        guard let controllers = gtk_widget_observe_controllers(raw) else { return 0 }
        defer { g_object_unref(gpointer(controllers)) }
        return Int(g_list_model_get_n_items(controllers))
    }

    /// Adds an event controller; the widget owns it from then on.
    package func addController(_ controller: EventController) {
        gtk_widget_add_controller(raw, controller.raw)
    }
    /// Removes an event controller added with ``addController(_:)``.
    package func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(raw, controller.raw)
    }

    /// Calls `handler` when the widget is mapped (shown on screen).
    @discardableResult
    package func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(raw, "map", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Calls `handler` when the widget is unmapped (taken off screen: hidden, its page
    /// switched away, its window closed).
    @discardableResult
    package func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(raw, "unmap", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Calls `handler` when the property `name` changes.
    @discardableResult
    public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(raw, "notify::\(name)", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (_: gpointer?) in handler() } as PointerHandler)
    }
}
