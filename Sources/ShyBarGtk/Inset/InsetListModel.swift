import CGtk

/// A model that puts one spacer row in front of another model: the list's top inset.
///
/// Why a spacer row: in GTK 4.8 CSS `padding-top` on a `GtkListView` does NOT scroll with
/// the content — the padding stays at the top of the viewport and rows scroll under it (a
/// fixed gap), which is not an inset. GTK's tiled list widgets (4.10 and later) do scroll it,
/// but a spacer row works on both, so there is one way (tested either way in
/// ShyBarGtkTests.testPaddingScrollsWithTheContentOnlyOnNewerGTK). So
/// the inset is a first model item rendered as an empty box of the header's height; bind it
/// where ``ListItem/isSpacer`` is true. It is neither selectable nor activatable.
@MainActor
public final class InsetListModel: ListModel {
    private let spacerStore: OpaquePointer
    /// The spacer's height in pixels; changing it re-binds the spacer row.
    ///
    /// The spacer item is replaced by a new one: GTK 4.12 and later re-bind a row only when
    /// its item is another object (4.8 re-bound on any change), and the integrator's factory
    /// reads the height when it binds.
    public var height: Int {
        didSet {
            guard height != oldValue else { return }
            let spacer = Self.makeSpacer()
            var items: [gpointer?] = [gpointer(spacer)]
            g_list_store_splice(spacerStore, 0, 1, &items, 1)
            g_object_unref(gpointer(spacer))
        }
    }

    /// Wraps `content` with a spacer of `height` pixels in front.
    public init(content: ListModel, height: Int) {
        self.height = height
        let spacer = Self.makeSpacer()
        spacerStore = g_list_store_new(shy_type_object())
        g_list_store_append(spacerStore, gpointer(spacer))
        g_object_unref(gpointer(spacer))
        let models = g_list_store_new(shy_type_list_model())!
        g_list_store_append(models, gpointer(spacerStore))
        g_list_store_append(models, gpointer(content.raw))
        super.init(owning: gpointer(gtk_flatten_list_model_new(shy_list_model(gpointer(models)))))
    }

    private static func makeSpacer() -> UnsafeMutablePointer<GObject> {
        g_object_new_with_properties(RowTypes.spacer, 0, nil, nil)!
    }

    // The flattened model holds the spacer's store itself.
    isolated deinit { g_object_unref(gpointer(spacerStore)) }

    nonisolated static func isSpacer(_ item: gpointer?) -> Bool {
        guard let item else { return false }
        return shy_instance_type(item) == RowTypes.spacer
    }
}
