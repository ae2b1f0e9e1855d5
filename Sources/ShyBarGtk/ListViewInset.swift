import CGtk

/// A `GtkListView`'s inset: a spacer row in front of the list's own model.
///
/// CSS padding on a list view stays at the top of the viewport while rows scroll under it
/// (see ``InsetListModel``), so the inset has to be a row. The view installs it without the
/// integrator's help: the selection model's model is wrapped (spacer first), and a signal
/// factory is put in front of the list's own: it hands every real row to the integrator's
/// factory (by emitting its `setup`, `bind`, `unbind` and `teardown`) and shows the spacer
/// itself, so the integrator's factory never sees the spacer item. A factory that is not a
/// `GtkSignalListItemFactory` (one from a `.ui` template) is left in place and is given the
/// spacer item as its first row.
///
/// What stays visible to the integrator: positions in the selection model are one more than
/// in their own model while the inset is installed.
@MainActor
final class ListViewInset: ContentInset {
    private let listView: OpaquePointer
    private let spacerStore: OpaquePointer
    private var selection: gpointer?
    private var original: gpointer?
    private var userFactory: gpointer?
    private var proxyFactory: gpointer?
    private var connections: [SignalConnection] = []

    /// What a list item showed before it was lent to the spacer: restored when it is
    /// unbound (GLib drops the saved child's reference if the item dies first).
    private final class Lent {
        let child: UnsafeMutablePointer<GtkWidget>?
        init(_ child: UnsafeMutablePointer<GtkWidget>?) {
            self.child = child
            if let child { g_object_ref(gp(child)) }
        }
        deinit { if let child { g_object_unref(gp(child)) } }
    }
    private static let lentQuark: GQuark = g_quark_from_string("shybar-inset-lent-child")

    init(listView widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(gp(widget))
        listView = shy_list_view(gp(widget))
        let spacer = g_object_new_with_properties(RowTypes.spacer, 0, nil, nil)!
        spacerStore = g_list_store_new(shy_type_object())
        g_list_store_append(spacerStore, gp(spacer))
        g_object_unref(gp(spacer))
        wrapModel()
        wrapFactory()
    }

    var height = 0 {
        // Re-binding the spacer row gives it the new height.
        didSet { if height != oldValue { g_list_model_items_changed(spacerStore, 0, 1, 1) } }
    }

    // MARK: - The model

    private func wrapModel() {
        guard let selectionModel = gtk_list_view_get_model(listView) else { return }
        let selection = gp(selectionModel)
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
        g_list_store_append(models, gp(spacerStore))
        g_list_store_append(models, model)
        let flat = gtk_flatten_list_model_new(shy_list_model(gp(models)))!
        Self.setModel(of: selection, to: gp(flat))
        g_object_unref(gp(flat))
        // A single selection re-selects on a new model: keep the integrator's row, never the spacer.
        if let selected, selected != GTK_INVALID_LIST_POSITION {
            gtk_single_selection_set_selected(OpaquePointer(selection), selected + 1)
        }
    }

    private static func model(of selection: gpointer) -> gpointer? {
        if shy_is_a(selection, gtk_no_selection_get_type()) != 0 {
            return gtk_no_selection_get_model(OpaquePointer(selection)).map { gp($0) }
        }
        if shy_is_a(selection, gtk_single_selection_get_type()) != 0 {
            return gtk_single_selection_get_model(OpaquePointer(selection)).map { gp($0) }
        }
        if shy_is_a(selection, gtk_multi_selection_get_type()) != 0 {
            return gtk_multi_selection_get_model(OpaquePointer(selection)).map { gp($0) }
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

    // MARK: - The factory

    private func wrapFactory() {
        guard let factory = gtk_list_view_get_factory(listView),
              shy_is_a(gp(factory), gtk_signal_list_item_factory_get_type()) != 0 else { return }
        g_object_ref(gp(factory))
        userFactory = gp(factory)
        let proxy = gtk_signal_list_item_factory_new()!
        proxyFactory = gp(proxy)
        let trampoline = unsafeBitCast(pointerTrampoline, to: GCallback.self)
        connections = [
            connectSignal(gp(proxy), "setup", trampoline, { [weak self] (item: gpointer?) in
                self?.forward("setup", item)
            } as PointerHandler),
            connectSignal(gp(proxy), "bind", trampoline, { [weak self] (item: gpointer?) in
                guard let self, let item else { return }
                Self.giveBack(item)
                if InsetListModel.isSpacer(gtk_list_item_get_item(shy_list_item(item))) {
                    self.lendToSpacer(item)
                } else {
                    self.forward("bind", item)
                }
            } as PointerHandler),
            connectSignal(gp(proxy), "unbind", trampoline, { [weak self] (item: gpointer?) in
                guard let item else { return }
                if !Self.giveBack(item) { self?.forward("unbind", item) }
            } as PointerHandler),
            connectSignal(gp(proxy), "teardown", trampoline, { [weak self] (item: gpointer?) in
                guard let item else { return }
                Self.giveBack(item)
                self?.forward("teardown", item)
            } as PointerHandler),
        ]
        gtk_list_view_set_factory(listView, proxy)
    }

    private func forward(_ signal: String, _ item: gpointer?) {
        guard let userFactory, let item else { return }
        shy_signal_emit_by_name_pointer(userFactory, signal, item)
    }

    /// Shows the spacer in `item`, keeping the integrator's row widget for later.
    private func lendToSpacer(_ item: gpointer) {
        let listItem = shy_list_item(item)
        let lent = Unmanaged.passRetained(Lent(gtk_list_item_get_child(listItem))).toOpaque()
        g_object_set_qdata_full(shy_object(item), Self.lentQuark, lent) { data in
            Unmanaged<Lent>.fromOpaque(data!).release()
        }
        let spacer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(spacer, -1, Int32(height))
        gtk_list_item_set_child(listItem, spacer)
        gtk_list_item_set_selectable(listItem, 0)
        gtk_list_item_set_activatable(listItem, 0)
        // The theme pads rows: the row holding the spacer must be exactly the inset tall.
        Self.installSpacerStyle()
        if let row = gtk_widget_get_parent(spacer) { gtk_widget_add_css_class(row, Self.spacerRowClass) }
    }

    private static let spacerRowClass = "shy-inset-spacer"
    private static var spacerStyleInstalled = false

    /// A style sheet, once per process, that takes the theme's padding, border and
    /// background off the spacer's row (above application style sheets, so an app's own
    /// row padding does not reach it either).
    private static func installSpacerStyle() {
        guard !spacerStyleInstalled, let display = gdk_display_get_default() else { return }
        spacerStyleInstalled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, """
            listview > row.\(spacerRowClass) { padding: 0; margin: 0; border: none; min-height: 0;
              background: none; box-shadow: none; outline: none; }
            """, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
        g_object_unref(gp(provider))
    }

    /// Puts the integrator's row widget back into `item` if the spacer had it; returns
    /// whether it had.
    @discardableResult
    private static func giveBack(_ item: gpointer) -> Bool {
        guard let data = g_object_steal_qdata(shy_object(item), lentQuark) else { return false }
        let lent = Unmanaged<Lent>.fromOpaque(data).takeRetainedValue()
        let listItem = shy_list_item(item)
        if let spacer = gtk_list_item_get_child(listItem), let row = gtk_widget_get_parent(spacer) {
            gtk_widget_remove_css_class(row, spacerRowClass)
        }
        gtk_list_item_set_child(listItem, lent.child)
        gtk_list_item_set_selectable(listItem, 1)
        gtk_list_item_set_activatable(listItem, 1)
        return true
    }

    func remove() {
        // The model first: the spacer row leaves while the front factory can still give its
        // item back, so the integrator's factory never binds the spacer.
        if let selection, let original {
            Self.setModel(of: selection, to: original)
            g_object_unref(original)
            g_object_unref(selection)
        }
        selection = nil
        original = nil
        if let userFactory {
            gtk_list_view_set_factory(listView, shy_list_item_factory(userFactory))
            g_object_unref(userFactory)
        }
        userFactory = nil
        for connection in connections { connection.disconnect() }
        connections = []
        if let proxyFactory { g_object_unref(proxyFactory) }
        proxyFactory = nil
        g_object_unref(gp(spacerStore))
        g_object_unref(gp(listView))
    }
}
