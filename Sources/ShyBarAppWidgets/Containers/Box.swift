import CGtk
import ShyBarGtk

/// The direction in which a container lays out its children.
public enum Orientation: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// Creates an empty box.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(raw: gtk_box_new(orientation.gtk, Int32(spacing)))
    }
    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(shy_box(raw), child.raw) }
    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(shy_box(raw), child.raw) }
    /// Whether every child gets the same size along the box, whatever its own request.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(shy_box(raw)) != 0 }
        set { gtk_box_set_homogeneous(shy_box(raw), newValue ? 1 : 0) }
    }
}
