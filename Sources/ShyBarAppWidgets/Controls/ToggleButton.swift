import CGtk
import ShyBarGtk

/// A `GtkToggleButton`: a button that stays pressed.
@MainActor
public final class ToggleButton: Widget {
    /// Creates a toggle button with a text label.
    public init(label: String) { super.init(raw: gtk_toggle_button_new_with_label(label)) }
    /// Whether it is pressed.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(shy_toggle_button(raw)) != 0 }
        set { gtk_toggle_button_set_active(shy_toggle_button(raw), newValue ? 1 : 0) }
    }
    /// Makes this button part of `other`'s group: at most one of the group is pressed.
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(shy_toggle_button(raw), shy_toggle_button(other.raw))
    }
    /// Called when the pressed state changes.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "toggled", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

extension ToggleButton {
    /// Creates a toggle button showing a named icon.
    public convenience init(iconName: String) {
        self.init(label: "")
        gtk_button_set_icon_name(shy_button(raw), iconName)
    }
}
