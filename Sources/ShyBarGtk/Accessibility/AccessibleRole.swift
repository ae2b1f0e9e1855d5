import CGtk

/// What a widget is to assistive technologies, where its own class says something less
/// precise (a `GtkDrawingArea` is a bare "widget", which AT-SPI calls a filler and screen
/// readers skip).
public enum AccessibleRole: Sendable {
    /// A picture (AT-SPI "image"): read by its accessible label.
    case image

    var gtkRole: GtkAccessibleRole {
        switch self {
        case .image: return GTK_ACCESSIBLE_ROLE_IMG
        }
    }
}

extension Widget {
    /// Sets the widget's accessible role. GTK takes it only before the widget's accessible is
    /// realized: set it right after making the widget, before it is shown.
    public func setAccessibleRole(_ role: AccessibleRole) { shy_accessible_set_role(raw, role.gtkRole) }
}
