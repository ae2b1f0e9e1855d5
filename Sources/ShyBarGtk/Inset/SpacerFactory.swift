import CGtk

/// A signal factory put in front of an integrator's `GtkSignalListItemFactory` while a top
/// inset is installed: it hands every real row to the integrator's factory (by emitting its
/// `setup`, `bind`, `unbind` and `teardown`) and shows the spacer rows itself, so the
/// integrator's factory never sees a spacer item.
@MainActor
final class SpacerFactory {
    /// The integrator's factory (one reference held while the proxy is in front of it).
    let userFactory: gpointer
    /// The proxy to install in its place.
    let proxy: OpaquePointer
    private var connections: [SignalConnection] = []
    /// The list items that show a spacer now.
    private var spacerItems: Set<OpaquePointer> = []

    /// The spacer's height. A change resizes the spacers in place: replacing the spacer
    /// items instead would move the list's scroll anchor to the first real row, scrolling
    /// the inset out of view.
    var height = 0 {
        didSet {
            guard height != oldValue else { return }
            for item in spacerItems {
                if let spacer = gtk_list_item_get_child(item) { gtk_widget_set_size_request(spacer, -1, Int32(height)) }
            }
        }
    }

    /// What a list item showed before it was lent to the spacer: restored when it is
    /// unbound (GLib drops the saved child's reference if the item dies first, and the
    /// item leaves the factory's spacer items either way).
    @MainActor
    private final class Lent {
        let child: UnsafeMutablePointer<GtkWidget>?
        let item: OpaquePointer
        weak var factory: SpacerFactory?
        init(_ child: UnsafeMutablePointer<GtkWidget>?, item: OpaquePointer, factory: SpacerFactory) {
            self.child = child
            self.item = item
            self.factory = factory
            if let child { g_object_ref(gpointer(child)) }
        }
        isolated deinit {
            if let child { g_object_unref(gpointer(child)) }
            factory?.spacerItems.remove(item)
        }
    }
    private static let lentQuark: GQuark = g_quark_from_string("shybar-inset-lent-child")

    /// A proxy for `factory`, or nil when it is not a signal factory (one from a `.ui`
    /// template is left in place and is given the spacer items as rows).
    init?(wrapping factory: gpointer?) {
        guard let factory, shy_is_a(factory, gtk_signal_list_item_factory_get_type()) != 0 else { return nil }
        g_object_ref(factory)
        userFactory = factory
        proxy = gtk_signal_list_item_factory_new()!
        SpacerRowStyle.retain()
        let trampoline = unsafeBitCast(pointerTrampoline, to: GCallback.self)
        connections = [
            connectSignal(gpointer(proxy), "setup", trampoline, { [weak self] (item: gpointer?) in
                self?.forward("setup", item)
            } as PointerHandler),
            connectSignal(gpointer(proxy), "bind", trampoline, { [weak self] (item: gpointer?) in
                guard let self, let item else { return }
                Self.giveBack(item)
                if InsetListModel.isSpacer(gtk_list_item_get_item(shy_list_item(item))) {
                    self.lendToSpacer(item)
                } else {
                    self.forward("bind", item)
                }
            } as PointerHandler),
            connectSignal(gpointer(proxy), "unbind", trampoline, { [weak self] (item: gpointer?) in
                guard let item else { return }
                if !Self.giveBack(item) { self?.forward("unbind", item) }
            } as PointerHandler),
            connectSignal(gpointer(proxy), "teardown", trampoline, { [weak self] (item: gpointer?) in
                guard let item else { return }
                Self.giveBack(item)
                self?.forward("teardown", item)
            } as PointerHandler),
        ]
    }

    private func forward(_ signal: String, _ item: gpointer?) {
        guard let item else { return }
        shy_signal_emit_by_name_pointer(userFactory, signal, item)
    }

    /// Shows the spacer in `item`, keeping the integrator's row widget for later.
    private func lendToSpacer(_ item: gpointer) {
        guard let listItem = shy_list_item(item) else { return }
        let lent = Unmanaged.passRetained(Lent(gtk_list_item_get_child(listItem), item: listItem, factory: self)).toOpaque()
        g_object_set_qdata_full(shy_object(item), Self.lentQuark, lent) { data in
            Unmanaged<Lent>.fromOpaque(data!).release()
        }
        let spacer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(spacer, -1, Int32(height))
        gtk_list_item_set_child(listItem, spacer)
        gtk_list_item_set_selectable(listItem, 0)
        gtk_list_item_set_activatable(listItem, 0)
        shy_list_item_set_focusable(listItem, 0)          // under the header, never the focus
        spacerItems.insert(listItem)
        SpacerRowStyle.mark(rowOf: spacer, true)
    }

    /// Puts the integrator's row widget back into `item` if the spacer had it; returns
    /// whether it had.
    @discardableResult
    private static func giveBack(_ item: gpointer) -> Bool {
        guard let data = g_object_steal_qdata(shy_object(item), lentQuark) else { return false }
        let lent = Unmanaged<Lent>.fromOpaque(data).takeRetainedValue()
        let listItem = shy_list_item(item)
        if let spacer = gtk_list_item_get_child(listItem) { SpacerRowStyle.mark(rowOf: spacer, false) }
        gtk_list_item_set_child(listItem, lent.child)
        gtk_list_item_set_selectable(listItem, 1)
        gtk_list_item_set_activatable(listItem, 1)
        shy_list_item_set_focusable(listItem, 1)
        return true
    }

    /// Disconnects the proxy and lets go of both factories (the caller has put the
    /// integrator's factory back in place first).
    func remove() {
        for connection in connections { connection.disconnect() }
        connections = []
        SpacerRowStyle.release()
    }

    isolated deinit {
        g_object_unref(gpointer(proxy))
        g_object_unref(userFactory)
    }
}

/// The style sheet that takes the theme's padding, border and background off the rows
/// that hold a spacer, so a spacer row is exactly the inset tall. It is on the display
/// while any inset's factory is (above application style sheets, so an app's own row
/// padding does not reach it either).
@MainActor
enum SpacerRowStyle {
    private static let rowClass = "shy-inset-spacer"
    private static let sheet = DisplayStyleSheet(css: """
        listview > row.\(rowClass), gridview > child.\(rowClass),
        columnview > listview > row.\(rowClass), columnview > listview > row > cell.\(rowClass) {
          padding: 0; margin: 0; border: none; min-height: 0;
          background: none; box-shadow: none; outline: none; }
        """, priority: GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1)

    static func retain() { sheet.retain() }
    static func release() { sheet.release() }

    /// Marks (or unmarks) the row widget that holds `spacer`: its parent, and in a column
    /// view, the cell's row too.
    static func mark(rowOf spacer: UnsafeMutablePointer<GtkWidget>, _ on: Bool) {
        guard let parent = gtk_widget_get_parent(spacer) else { return }
        var rows = [parent]
        if String(cString: gtk_widget_get_css_name(parent)) == "cell", let row = gtk_widget_get_parent(parent) {
            rows.append(row)
        }
        for row in rows {
            if on { gtk_widget_add_css_class(row, rowClass) } else { gtk_widget_remove_css_class(row, rowClass) }
        }
    }
}
