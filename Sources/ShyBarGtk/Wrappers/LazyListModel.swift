import CGtk

/// A `GListModel` of `count` rows that creates each row object only when GTK asks for it
/// (`get_item`), so a million rows cost a million nothing. A row object only carries its
/// index (see ``ListItem/rowIndex``); bind it to your data in the list's factory.
///
/// The model is a GObject type registered from Swift that implements `GListModel`.
@MainActor
package final class LazyListModel: ListModel {
    /// Per-instance state the C vtable reads, kept in the GObject's qdata.
    final class State: @unchecked Sendable {
        var count: Int
        init(count: Int) { self.count = count }
    }

    private nonisolated static let stateQuark: GQuark = g_quark_from_string("shybar-lazy-state")

    private nonisolated static let interfaceInit: GInterfaceInitFunc = { iface, _ in
        shy_list_model_interface_set(iface, { _ in shy_type_object() }, { model in
            guint(LazyListModel.state(of: model)?.count ?? 0)
        }, { model, position in
            guard let state = LazyListModel.state(of: model), Int(position) < state.count else { return nil }
            return RowTypes.makeRow(index: Int(position))
        })
    }

    private nonisolated static let modelType: GType = shy_register_list_model_type("ShyBarLazyListModel", interfaceInit)

    private nonisolated static func state(of model: OpaquePointer?) -> State? {
        guard let model, let data = g_object_get_qdata(shy_object(gpointer(model)), stateQuark) else { return nil }
        return Unmanaged<State>.fromOpaque(data).takeUnretainedValue()
    }

    private let state: State

    /// Creates a model with `count` rows.
    package init(count: Int) {
        state = State(count: max(0, count))
        let object = g_object_new_with_properties(Self.modelType, 0, nil, nil)!
        g_object_set_qdata_full(object, Self.stateQuark, Unmanaged.passRetained(state).toOpaque()) { data in
            Unmanaged<State>.fromOpaque(data!).release()
        }
        super.init(owning: gpointer(object))
    }

    /// Changes the number of rows (all rows are reported as replaced).
    package func setCount(_ newCount: Int) {
        let old = state.count
        state.count = max(0, newCount)
        g_list_model_items_changed(raw, 0, guint(old), guint(state.count))
    }
}
