import CGtk

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
        connectSignal(gp(raw), "clicked", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

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
        connectSignal(gp(raw), "toggled", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

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
        connectSignal(gp(raw), "toggled", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

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

/// A `GtkPopover`.
@MainActor
public final class Popover: Widget {
    /// Creates a popover holding `child`.
    public init(child: Widget) {
        super.init(raw: gtk_popover_new())
        gtk_popover_set_child(shy_popover(raw), child.raw)
    }
}
