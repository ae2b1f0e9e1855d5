import CGtk
import ShyBarGtk
import ShyBarAppWidgets

/// A `GtkInfoBar` showing a warning message with a close button; put ``widget`` in a box.
@MainActor
public final class InfoBar {
    /// The bar, hidden until ``show(_:)``.
    public let widget: Widget
    private let label = Label("")

    /// Creates a hidden warning bar.
    public init() {
        let bar = gtk_info_bar_new()!
        widget = Widget(gtkWidget: bar)
        let info = OpaquePointer(bar)
        gtk_info_bar_set_message_type(info, GTK_MESSAGE_WARNING)
        gtk_info_bar_set_show_close_button(info, 1)
        label.wraps = true
        label.hexpand = true
        gtk_info_bar_add_child(info, label.gtkWidget)
        connectSignal(gp(bar), "response", unsafeBitCast(Self.responseTrampoline, to: GCallback.self),
                      { [weak self] in self?.widget.isVisible = false } as VoidHandler)
        widget.isVisible = false
    }

    private static let responseTrampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, _, data in
        let box = SignalBox.from(data)
        MainActor.assumeIsolated { (box.handler as! VoidHandler)() }
    }

    /// The message shown.
    public var message: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// Whether the bar is showing a message.
    public var isShowing: Bool { widget.isVisible }

    /// Shows `message` (appended on a new line when the bar already shows one).
    public func show(_ message: String) {
        self.message = widget.isVisible && !self.message.isEmpty ? self.message + "\n" + message : message
        widget.isVisible = true
    }
}
