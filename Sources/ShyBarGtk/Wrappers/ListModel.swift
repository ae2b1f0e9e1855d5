import CGtk

/// A handle to a `GListModel` (owns one reference, given back when the handle goes; a list
/// or another model that uses it holds references of its own).
@MainActor
open class ListModel {
    package let raw: OpaquePointer

    /// Takes over one reference to `raw`.
    package init(owning raw: gpointer) { self.raw = shy_list_model(raw) }

    isolated deinit { g_object_unref(gpointer(raw)) }

    /// The number of items.
    public var count: Int { Int(g_list_model_get_n_items(raw)) }

    /// A new reference to the underlying model, for GTK calls that take ownership.
    package func retainedPointer() -> OpaquePointer {
        g_object_ref(gpointer(raw))
        return raw
    }
}

/// The GObject types registered from Swift: lazily created rows and the spacer row.
package enum RowTypes {
    /// The quark under which a row object stores its index (+1, so 0 means "none").
    package static let indexQuark: GQuark = g_quark_from_string("shybar-row-index")
    /// Type of the row objects ``LazyListModel`` creates on demand.
    package static let row: GType = shy_register_object_type("ShyBarRow")
    /// Type of the spacer row ``InsetListModel`` puts first.
    package static let spacer: GType = shy_register_object_type("ShyBarSpacer")

    package static func makeRow(index: Int) -> gpointer {
        let object = g_object_new_with_properties(row, 0, nil, nil)!
        g_object_set_qdata(object, indexQuark, UnsafeMutableRawPointer(bitPattern: index + 1))
        return gpointer(object)
    }

    /// The index a row object carries, or nil for any other object.
    package static func index(of item: gpointer?) -> Int? {
        guard let item else { return nil }
        guard let stored = g_object_get_qdata(shy_object(item), indexQuark) else { return nil }
        return Int(bitPattern: stored) - 1
    }
}
