import CGtk
import ShyBarGtk
import ShyBarAppWidgets

/// A warning message across the window with a close button; put ``widget`` in a box.
///
/// GTK deprecated `GtkInfoBar` in 4.10 with no successor, advising a box with a label and a
/// button; this is that box, on every GTK. It has the `.shy-banner` style class (the app's
/// style sheet colours it as a warning) and the accessible role of an alert, so a screen
/// reader announces a message when it appears.
@MainActor
public final class InfoBar {
    /// The bar, hidden until ``show(_:)``.
    public let widget: Widget
    private let label = Label("", xalign: 0)
    private let close = Button(iconName: "window-close-symbolic")
    private var closing: SignalConnection?

    /// Creates a hidden warning bar; `closeLabel` names its close button for screen readers.
    public init(closeLabel: String) {
        let bar = Box(.horizontal, spacing: 6)
        shy_accessible_set_role(gpointer(bar.raw), GTK_ACCESSIBLE_ROLE_ALERT)
        bar.addCssClass("shy-banner")
        label.wraps = true
        label.hexpand = true
        bar.append(label)
        close.setAccessibleLabel(closeLabel)
        close.addCssClass("flat")
        close.valign = .center
        bar.append(close)
        widget = bar
        closing = close.onClicked { [weak self] in self?.widget.isVisible = false }
        widget.isVisible = false
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
