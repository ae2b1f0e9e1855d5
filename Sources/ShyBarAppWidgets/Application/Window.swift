import CGtk
import ShyBarGtk

/// A plain top-level `GtkWindow` (for tests and tools without an application).
@MainActor
public final class Window: Widget {
    /// Creates a window.
    public init() { super.init(raw: gtk_window_new()) }
    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(shy_window(raw), Int32(width), Int32(height))
    }
    /// The content.
    public func setChild(_ widget: Widget) { gtk_window_set_child(shy_window(raw), widget.raw) }
    /// Shows the window.
    public func present() { gtk_window_present(shy_window(raw)) }
    /// Destroys the window and its widgets.
    public func destroy() { gtk_window_destroy(shy_window(raw)) }
}
