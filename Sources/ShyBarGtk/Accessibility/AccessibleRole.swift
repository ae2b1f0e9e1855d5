import CGtk

/// What a widget is to assistive technologies, where its own class says something less
/// precise (a `GtkDrawingArea` is a bare "widget", which AT-SPI calls a filler and screen
/// readers skip).
public enum AccessibleRole: Sendable {
    /// A picture (AT-SPI "image"): read by its accessible label.
    case image
    /// A group of controls that carries a name (AT-SPI "panel"): a header box. GTK 4.10 and
    /// later follow ARIA, where a plain box is "generic" and may not be named, so a box left
    /// generic loses its accessible label and a screen reader announces nothing.
    case group
    /// A row of controls (AT-SPI "tool bar"): a toolbar box, named like a group.
    case toolbar

    var gtkRole: GtkAccessibleRole {
        switch self {
        case .image: return GTK_ACCESSIBLE_ROLE_IMG
        case .group: return GTK_ACCESSIBLE_ROLE_GROUP
        case .toolbar: return GTK_ACCESSIBLE_ROLE_TOOLBAR
        }
    }
}

extension Widget {
    /// Sets the widget's accessible role. GTK takes it only before the widget's accessible is
    /// realized: set it right after making the widget, before it is shown.
    public func setAccessibleRole(_ role: AccessibleRole) { shy_accessible_set_role(raw, role.gtkRole) }
}
