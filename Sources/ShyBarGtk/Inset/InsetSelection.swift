import CGtk

/// Spacer rows put in front of the model behind a list's selection model: the top inset of
/// a `GtkListView`, `GtkGridView` or `GtkColumnView` (see ``ListViewInset``).
///
/// The selection model itself stays the integrator's: only its model is swapped for a
/// flattened one (spacers first), and swapped back on ``remove()``. What stays visible to
/// the integrator: positions in the selection model are ``spacerCount`` more than in their
/// own model while the inset is installed.
@MainActor
final class InsetSelection {
    private let spacerStore: OpaquePointer
    private var selection: gpointer?
    private var original: gpointer?

    /// Wraps the model of `selectionModel` (nil, or a selection model of a kind that cannot
    /// be re-pointed: a warning, and nothing changes) with `spacers` spacer rows in front.
    ///
    /// A list keeps its top row in view across a change of its model, following the same
    /// item to its new place: put behind the spacers, the first row would stay at the top
    /// and the inset above it, out of view. With `keepingTop` (the list is at its top) the
    /// integrator's rows come in a step after the spacers, so the list's top row is a spacer.
    init(selectionModel: gpointer?, spacers: Int, keepingTop: Bool) {
        spacerStore = g_list_store_new(shy_type_object())
        spacerCount = max(0, spacers)
        fillSpacerStore()
        guard let selection = selectionModel else { return }
        guard let model = Self.model(of: selection) else {
            let name = String(cString: g_type_name(shy_instance_type(selection)))
            shy_warning("ShyHeaderView: cannot give a \(name) a top inset (use GtkNoSelection, GtkSingleSelection or GtkMultiSelection)")
            return
        }
        g_object_ref(selection)
        g_object_ref(model)
        self.selection = selection
        original = model
        let selected = Self.singleSelected(selection)
        let models = g_list_store_new(shy_type_list_model())!
        g_list_store_append(models, gpointer(spacerStore))
        if !keepingTop { g_list_store_append(models, model) }
        let flat = gtk_flatten_list_model_new(shy_list_model(gpointer(models)))!
        Self.setModel(of: selection, to: gpointer(flat))
        g_object_unref(gpointer(flat))
        if keepingTop { g_list_store_append(models, model) }
        // A single selection re-selects on a new model: keep the integrator's row, never a spacer.
        if let selected, selected != GTK_INVALID_LIST_POSITION {
            gtk_single_selection_set_selected(OpaquePointer(selection), selected + guint(spacerCount))
        }
    }

    /// How many spacer rows stand in front (a grid needs one per column).
    var spacerCount: Int {
        didSet { if spacerCount != oldValue { fillSpacerStore() } }
    }

    /// Adds or removes spacers at the end, so the first spacer (the list's scroll anchor
    /// at the top) stays the same item.
    private func fillSpacerStore() {
        let count = Int(g_list_model_get_n_items(spacerStore))
        if spacerCount < count {
            g_list_store_splice(spacerStore, guint(spacerCount), guint(count - spacerCount), nil, 0)
            return
        }
        for _ in count..<spacerCount {
            let spacer = g_object_new_with_properties(RowTypes.spacer, 0, nil, nil)!
            g_list_store_append(spacerStore, gpointer(spacer))
            g_object_unref(gpointer(spacer))
        }
    }

    /// Whether a scrollable list shows the top of its content (or has no adjustment yet).
    static func isAtTop(_ scrollable: OpaquePointer) -> Bool {
        guard let adjustment = gtk_scrollable_get_vadjustment(scrollable) else { return true }
        return gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment) + 0.5
    }

    /// Gives the selection model its own model back.
    func remove() {
        if let selection, let original {
            Self.setModel(of: selection, to: original)
            g_object_unref(original)
            g_object_unref(selection)
        }
        selection = nil
        original = nil
    }

    isolated deinit { g_object_unref(gpointer(spacerStore)) }

    private static func model(of selection: gpointer) -> gpointer? {
        if shy_is_a(selection, gtk_no_selection_get_type()) != 0 {
            return gtk_no_selection_get_model(OpaquePointer(selection)).map { gpointer($0) }
        }
        if shy_is_a(selection, gtk_single_selection_get_type()) != 0 {
            return gtk_single_selection_get_model(OpaquePointer(selection)).map { gpointer($0) }
        }
        if shy_is_a(selection, gtk_multi_selection_get_type()) != 0 {
            return gtk_multi_selection_get_model(OpaquePointer(selection)).map { gpointer($0) }
        }
        return nil
    }

    private static func setModel(of selection: gpointer, to model: gpointer) {
        if shy_is_a(selection, gtk_no_selection_get_type()) != 0 {
            gtk_no_selection_set_model(OpaquePointer(selection), shy_list_model(model))
        } else if shy_is_a(selection, gtk_single_selection_get_type()) != 0 {
            gtk_single_selection_set_model(OpaquePointer(selection), shy_list_model(model))
        } else if shy_is_a(selection, gtk_multi_selection_get_type()) != 0 {
            gtk_multi_selection_set_model(OpaquePointer(selection), shy_list_model(model))
        }
    }

    private static func singleSelected(_ selection: gpointer) -> guint? {
        guard shy_is_a(selection, gtk_single_selection_get_type()) != 0 else { return nil }
        return gtk_single_selection_get_selected(OpaquePointer(selection))
    }
}
