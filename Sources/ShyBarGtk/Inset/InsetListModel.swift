import CGtk

/// A model that puts one spacer row in front of another model: the list's top inset.
///
/// Why a spacer row: in GTK 4.8 CSS `padding-top` on a `GtkListView` does NOT scroll with
/// the content — the padding stays at the top of the viewport and rows scroll under it (a
/// fixed gap), which is not an inset. (Tested: with padding-top 90 px the first row's y stays
/// 90 after scrolling 50 px — see ShyBarGtkTests.testPaddingDoesNotScrollWithContent.) So
/// the inset is a first model item rendered as an empty box of the header's height; bind it
/// where ``ListItem/isSpacer`` is true. It is neither selectable nor activatable.
@MainActor
public final class InsetListModel: ListModel {
    private let spacerStore: OpaquePointer
    /// The spacer's height in pixels; changing it re-binds the spacer row.
    public var height: Int {
        didSet {
            if height != oldValue { g_list_model_items_changed(spacerStore, 0, 1, 1) }
        }
    }

    /// Wraps `content` with a spacer of `height` pixels in front.
    public init(content: ListModel, height: Int) {
        self.height = height
        let spacer = g_object_new_with_properties(RowTypes.spacer, 0, nil, nil)!
        spacerStore = g_list_store_new(shy_type_object())
        g_list_store_append(spacerStore, gp(spacer))
        g_object_unref(gp(spacer))
        let models = g_list_store_new(shy_type_list_model())!
        g_list_store_append(models, gp(spacerStore))
        g_list_store_append(models, gp(content.raw))
        super.init(owning: gp(gtk_flatten_list_model_new(shy_list_model(gp(models)))))
    }

    // The flattened model holds the spacer's store itself.
    isolated deinit { g_object_unref(gp(spacerStore)) }

    nonisolated static func isSpacer(_ item: gpointer?) -> Bool {
        guard let item else { return false }
        return shy_instance_type(item) == RowTypes.spacer
    }
}
