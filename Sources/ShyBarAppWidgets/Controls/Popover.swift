import CGtk
import ShyBarGtk

/// A `GtkPopover`.
@MainActor
public final class Popover: Widget {
    /// Creates a popover holding `child`.
    public init(child: Widget) {
        super.init(raw: gtk_popover_new())
        gtk_popover_set_child(shy_popover(raw), child.raw)
    }
}
