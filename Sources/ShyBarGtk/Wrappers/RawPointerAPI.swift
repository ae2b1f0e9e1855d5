import CGtk

// Handles for widgets that ShyBarGtk did not make: built with raw GTK C calls, loaded from a
// GtkBuilder `.ui` file, or handed over by another library; and the raw pointer behind a
// handle, to put a ``HeaderView`` (or any handle's widget) into such a tree. None of these
// takes or gives a reference: the widget tree owns its widgets, and a handle stays valid
// while its widget lives, as every ShyBarGtk handle does.
//
//     let scrolled = gtk_scrolled_window_new()!               // raw GTK
//     gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
//     let view = HeaderView()
//     view.content = ScrolledWindow(gtkScrolledWindow: scrolled)
//     view.header = Widget(gtkWidget: header)
//     gtk_window_set_child(OpaquePointer(window), view.gtkWidget)
//
// `GtkScrolledWindow` is an opaque struct, so Swift imports `GtkScrolledWindow *` as an
// `OpaquePointer`; the initializers that take an untyped pointer check the instance's type
// at run time.

extension Widget {
    /// A handle to a `GtkWidget` made elsewhere (raw GTK calls, GtkBuilder, another library).
    public convenience init(gtkWidget: UnsafeMutablePointer<GtkWidget>) {
        self.init(raw: gtkWidget)
    }

    /// A handle to a widget made elsewhere, from any pointer to its instance (a `gpointer`,
    /// a `GObject *` from `gtk_builder_get_object`, an `OpaquePointer` to a widget type);
    /// nil when it is not a `GtkWidget`.
    public convenience init?(gtkInstance: UnsafeMutableRawPointer?) {
        guard let gtkInstance, shy_is_widget(gtkInstance) != 0 else { return nil }
        self.init(rawPointer: gtkInstance)
    }

    /// The `GtkWidget` behind the handle, for raw GTK C calls (for example
    /// `gtk_window_set_child(window, view.gtkWidget)`). No reference is added.
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { raw }
}

extension ScrolledWindow {
    /// A handle to a `GtkScrolledWindow` made elsewhere, from any pointer to the instance:
    /// the `GtkWidget *` that `gtk_scrolled_window_new()` returns, a `GObject *` from
    /// `gtk_builder_get_object`, or a `GtkScrolledWindow *` (an `OpaquePointer` in Swift:
    /// pass `UnsafeMutableRawPointer(pointer)`); nil when it is not a scrolled window.
    public convenience init?(gtkScrolledWindow: UnsafeMutableRawPointer?) {
        guard let gtkScrolledWindow, shy_is_a(gtkScrolledWindow, gtk_scrolled_window_get_type()) != 0 else { return nil }
        self.init(existing: shy_widget(gtkScrolledWindow))
    }
}
