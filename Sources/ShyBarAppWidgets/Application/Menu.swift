import CGtk
import ShyBarGtk

/// A `GMenu` model: items that name actions (`win.NAME`, `app.NAME`), in sections.
/// GTK builds the popover from it, with the accelerators shown beside the items.
@MainActor
public final class Menu {
    let raw: OpaquePointer

    /// Creates an empty menu.
    public init() { raw = g_menu_new() }

    /// Appends an item labelled `label` (with `_` before its mnemonic) activating
    /// `detailedAction`.
    public func append(_ label: String, action detailedAction: String) {
        g_menu_append(raw, label, detailedAction)
    }

    /// Appends `section` as a section (separated from its neighbours), titled when
    /// `label` is given.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(raw, label, UnsafeMutableRawPointer(section.raw).assumingMemoryBound(to: GMenuModel.self))
    }

    /// How many items and sections the menu has.
    public var count: Int { Int(g_menu_model_get_n_items(model)) }

    var model: UnsafeMutablePointer<GMenuModel> { UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GMenuModel.self) }

    isolated deinit { g_object_unref(gpointer(raw)) }
}

extension MenuButton {
    /// Opens a popover menu built from `menu` (replaces any popover).
    public func setMenu(_ menu: Menu) {
        gtk_menu_button_set_menu_model(shy_menu_button(raw), menu.model)
    }

    /// Makes this the window's primary menu: F10 opens it.
    public func setPrimary(_ primary: Bool) {
        gtk_menu_button_set_primary(shy_menu_button(raw), primary ? 1 : 0)
    }
}
