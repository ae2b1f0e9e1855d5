import CGtk

/// A `GtkColumnView`'s inset: one spacer row in front of its model, as for a list
/// (``ListViewInset``), shown by a ``SpacerFactory`` in front of each column's own factory,
/// so no column's factory sees the spacer. Columns appended later get theirs when they come;
/// each column gets its factory back on ``remove()``.
///
/// GTK 4.8 keeps the column titles at the top of the column view, outside what scrolls: the
/// spacer row is the first row under them.
@MainActor
final class ColumnViewInset: ContentInset {
    private let columnView: OpaquePointer
    private let selection: InsetSelection
    /// The columns given a front factory, each with it (one reference to each column held).
    private var wrapped: [(column: OpaquePointer, factory: SpacerFactory)] = []
    private var columnsWatch: SignalConnection?

    init(columnView widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(gpointer(widget))
        columnView = OpaquePointer(widget)
        // The front factories first, so no column's own factory binds the spacer.
        wrapped = Self.wrapColumns(of: columnView, except: [], height: 0)
        selection = InsetSelection(selectionModel: gtk_column_view_get_model(columnView).map { gpointer($0) }, spacers: 1,
                                   keepingTop: InsetSelection.isAtTop(columnView))
        if let columns = gtk_column_view_get_columns(columnView) {
            columnsWatch = connectSignal(gpointer(columns), "items-changed", unsafeBitCast(itemsChangedTrampoline, to: GCallback.self),
                                         { [weak self] in self?.wrapNewColumns() } as VoidHandler)
        }
    }

    var startsWithSpacerRows: Bool { true }

    var height = 0 {
        didSet {
            guard height != oldValue else { return }
            for entry in wrapped { entry.factory.height = height }
        }
    }

    /// Puts a front factory before every column that has none yet.
    private func wrapNewColumns() {
        wrapped += Self.wrapColumns(of: columnView, except: wrapped.map(\.column), height: height)
    }

    /// Front factories for the columns of `columnView` not in `except`, installed.
    private static func wrapColumns(of columnView: OpaquePointer, except: [OpaquePointer],
                                    height: Int) -> [(column: OpaquePointer, factory: SpacerFactory)] {
        guard let columns = gtk_column_view_get_columns(columnView) else { return [] }
        var made: [(column: OpaquePointer, factory: SpacerFactory)] = []
        for index in 0..<g_list_model_get_n_items(columns) {
            guard let item = g_list_model_get_item(columns, index) else { continue }
            let column = OpaquePointer(item)
            guard !except.contains(column),
                  let factory = SpacerFactory(wrapping: gtk_column_view_column_get_factory(column).map { gpointer($0) }) else {
                g_object_unref(item)
                continue
            }
            factory.height = height
            gtk_column_view_column_set_factory(column, shy_list_item_factory(gpointer(factory.proxy)))
            made.append((column, factory))   // keeps the reference get_item gave
        }
        return made
    }

    func remove() {
        columnsWatch?.disconnect()
        columnsWatch = nil
        selection.remove()
        for entry in wrapped {
            gtk_column_view_column_set_factory(entry.column, shy_list_item_factory(entry.factory.userFactory))
            entry.factory.remove()
            g_object_unref(gpointer(entry.column))
        }
        wrapped = []
        g_object_unref(gpointer(columnView))
    }
}

/// `items-changed (position, removed, added)`: the handler only hears that it happened.
private let itemsChangedTrampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, _, _, _, data in
    let box = SignalBox.from(data)
    MainActor.assumeIsolated { (box.handler as! VoidHandler)() }
}
