import CGtk
import ShyBarGtk

/// A `GtkApplicationWindow`.
@MainActor
public final class ApplicationWindow: Widget {
    /// Creates a window that belongs to `application`.
    public init(application: Application) {
        super.init(raw: gtk_application_window_new(application.raw))
    }
    /// The title.
    public var title: String {
        get { gtk_window_get_title(shy_window(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(shy_window(raw), newValue) }
    }
    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(shy_window(raw), Int32(width), Int32(height))
    }
    /// The size the window opens with, or has now when the person resized it (width and
    /// height in px; GTK keeps the default size up to date while the window is shown).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(shy_window(raw), &width, &height)
        return (Int(width), Int(height))
    }
    /// Whether the window is maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(shy_window(raw)) != 0 }
    /// Maximizes the window.
    public func maximize() { gtk_window_maximize(shy_window(raw)) }
    /// Replaces the title bar.
    public func setTitlebar(_ widget: Widget) { gtk_window_set_titlebar(shy_window(raw), widget.raw) }
    /// The content.
    public func setChild(_ widget: Widget) { gtk_window_set_child(shy_window(raw), widget.raw) }
    /// Shows the window and raises it.
    public func present() { gtk_window_present(shy_window(raw)) }
    /// Closes the window.
    public func close() { gtk_window_close(shy_window(raw)) }
    /// Destroys the window.
    public func destroy() { gtk_window_destroy(shy_window(raw)) }
}

extension ApplicationWindow {
    /// Called when the person asks to close the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connectSignal(gpointer(raw), "close-request", unsafeBitCast(boolTrampoline, to: GCallback.self), handler as BoolHandler)
    }
}
