import CGtk
import ShyBarGtk

/// A `GtkMenuButton` that opens a popover.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button with a named icon.
    public init(iconName: String) {
        super.init(raw: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(shy_menu_button(raw), iconName)
    }
    /// The popover the button opens.
    public func setPopover(_ popover: Popover) {
        gtk_menu_button_set_popover(shy_menu_button(raw), popover.raw)
    }
    /// Opens the popover.
    public func popup() { gtk_menu_button_popup(shy_menu_button(raw)) }
    /// Closes the popover.
    public func popdown() { gtk_menu_button_popdown(shy_menu_button(raw)) }
}
