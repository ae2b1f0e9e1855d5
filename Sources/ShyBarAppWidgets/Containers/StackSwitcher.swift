import CGtk
import ShyBarGtk

/// A `GtkStackSwitcher`: a row of buttons, one per page of a ``Stack``.
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher for `stack`.
    public init(stack: Stack) {
        super.init(raw: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(shy_stack_switcher(raw), shy_stack(stack.raw))
    }
}
