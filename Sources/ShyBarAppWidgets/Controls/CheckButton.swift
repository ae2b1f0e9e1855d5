import CGtk
import ShyBarGtk

/// A `GtkCheckButton`; grouped, it acts as a radio button.
@MainActor
public final class CheckButton: Widget {
    /// Creates a check button with a text label.
    public init(label: String) { super.init(raw: gtk_check_button_new_with_label(label)) }
    /// Whether it is checked.
    public var isActive: Bool {
        get { gtk_check_button_get_active(shy_check_button(raw)) != 0 }
        set { gtk_check_button_set_active(shy_check_button(raw), newValue ? 1 : 0) }
    }
    /// Makes this button part of `other`'s radio group.
    public func join(_ other: CheckButton) {
        gtk_check_button_set_group(shy_check_button(raw), shy_check_button(other.raw))
    }
    /// Called when the checked state changes.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "toggled", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
