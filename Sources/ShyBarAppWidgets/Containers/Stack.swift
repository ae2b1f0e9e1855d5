import CGtk
import ShyBarGtk

/// A `GtkStack`: one page visible at a time, with a crossfade.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack.
    public init() {
        super.init(raw: gtk_stack_new())
        gtk_stack_set_transition_type(shy_stack(raw), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }
    /// Adds a page with a name (for ``visiblePage``) and a title (for the switcher).
    public func addPage(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(shy_stack(raw), child.raw, name, title)
    }
    /// The name of the visible page.
    public var visiblePage: String? {
        get { gtk_stack_get_visible_child_name(shy_stack(raw)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(shy_stack(raw), newValue) } }
    }
    /// Called when the visible page changes.
    @discardableResult
    public func onVisiblePageChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("visible-child", handler)
    }
}
