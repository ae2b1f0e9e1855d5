import CGtk

/// A `GtkListView` (virtualised: only visible rows have widgets) with no selection.
@MainActor
public final class ListView: Widget {
    /// Shows `model` with rows from `factory`.
    public init(model: ListModel, factory: ListItemFactory) {
        let selection = gtk_no_selection_new(model.retainedPointer())
        g_object_ref(gpointer(factory.raw))
        super.init(raw: gtk_list_view_new(shy_selection_model(gpointer(selection!)), factory.raw))
    }
    /// Whether rows are separated by lines.
    package var showsSeparators: Bool {
        get { gtk_list_view_get_show_separators(shy_list_view(raw)) != 0 }
        set { gtk_list_view_set_show_separators(shy_list_view(raw), newValue ? 1 : 0) }
    }
}
