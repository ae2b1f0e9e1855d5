import CGtk
import ShyBarGtk

/// A `GtkButton` with a label or an icon.
@MainActor
public final class Button: Widget {
    /// Creates a button with a text label.
    public init(label: String) { super.init(raw: gtk_button_new_with_label(label)) }
    /// Creates a button showing a named icon.
    public init(iconName: String) { super.init(raw: gtk_button_new_from_icon_name(iconName)) }
    /// Called when the button is clicked.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "clicked", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

extension Button {
    /// Replaces the button's text label.
    public func setLabel(_ label: String) { gtk_button_set_label(shy_button(raw), label) }
}
