import CGtk
import ShyBarGtk

/// A `GtkRevealer`: shows or hides its child with a slide animation (the usual way a GTK
/// app hides a toolbar on scroll; ShyBar's behaviours are the alternative to it).
@MainActor
public final class Revealer: Widget {
    private var revealer: OpaquePointer { OpaquePointer(raw) }

    /// Creates a revealer that slides its child down into view over `duration` ms.
    public init(duration: Int = 250) {
        super.init(raw: gtk_revealer_new())
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(revealer, guint(max(0, duration)))
    }
    /// The child shown and hidden.
    public func setChild(_ child: Widget) { gtk_revealer_set_child(revealer, child.raw) }
    /// Whether the child is (being) revealed; setting it starts the transition.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(revealer) != 0 }
        set { gtk_revealer_set_reveal_child(revealer, newValue ? 1 : 0) }
    }
    /// Whether the child is currently (partly) visible, transition included.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(revealer) != 0 }
}
