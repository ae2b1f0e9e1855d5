import CGtk

/// A `GtkListView`'s or `GtkGridView`'s inset: spacer rows in front of the list's own model.
///
/// CSS padding on a list view stays at the top of the viewport while rows scroll under it
/// (see ``InsetListModel``), so the inset has to be rows. The view installs them without the
/// integrator's help: the selection model's model is wrapped, spacers first
/// (``InsetSelection``), and a ``SpacerFactory`` is put in front of the list's own factory,
/// so the integrator's factory never sees a spacer item. A factory that is not a
/// `GtkSignalListItemFactory` (one from a `.ui` template) is left in place and is given the
/// spacer items as its first rows.
///
/// A list has one spacer row. A grid lays items out in rows of as many columns as its width
/// takes, so it gets one spacer per column (the whole first row); the columns are counted
/// again whenever its adjustments change (a resize, new items).
@MainActor
final class ListViewInset: ContentInset {
    /// The two kinds of list: their model and factory accessors.
    enum Kind {
        case list, grid
    }

    private let widget: UnsafeMutablePointer<GtkWidget>
    private let kind: Kind
    private let selection: InsetSelection
    private let factory: SpacerFactory?
    private var adjustmentWatches: [SignalConnection] = []
    private var pendingRecount: Timeout?

    init(_ widget: UnsafeMutablePointer<GtkWidget>, kind: Kind) {
        g_object_ref(gpointer(widget))
        self.widget = widget
        self.kind = kind
        let spacers = kind == .grid ? Self.gridColumns(maximum: widget) : 1
        // The front factory first, so the integrator's factory never binds a spacer.
        factory = SpacerFactory(wrapping: Self.factory(of: widget, kind))
        if let factory { Self.setFactory(of: widget, kind, to: gpointer(factory.proxy)) }
        selection = InsetSelection(selectionModel: Self.model(of: widget, kind), spacers: spacers,
                                   keepingTop: InsetSelection.isAtTop(OpaquePointer(widget)))
        if kind == .grid {
            let scrollable = OpaquePointer(widget)
            for adjustment in [gtk_scrollable_get_hadjustment(scrollable), gtk_scrollable_get_vadjustment(scrollable)] {
                guard let adjustment else { continue }
                adjustmentWatches.append(connectSignal(gpointer(adjustment), "changed", unsafeBitCast(voidTrampoline, to: GCallback.self),
                                                       { [weak self] in self?.scheduleRecount() } as VoidHandler))
            }
        }
    }

    var startsWithSpacerRows: Bool { true }

    var height = 0 {
        didSet {
            guard height != oldValue else { return }
            factory?.height = height
        }
    }

    // MARK: - A grid's columns

    /// Counts the columns after the layout pass that changed an adjustment (changing the
    /// model inside it would be too early).
    private func scheduleRecount() {
        guard pendingRecount == nil else { return }
        pendingRecount = Timeout(milliseconds: 0) { [weak self] in
            guard let self else { return }
            self.pendingRecount = nil
            if let columns = Self.laidOutColumns(of: self.widget), columns != self.selection.spacerCount {
                self.selection.spacerCount = columns
            }
        }
    }

    /// The most columns the grid may show: as many spacers as that before the first layout
    /// (the extra ones wrap to a second row until the columns are counted).
    private static func gridColumns(maximum grid: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(min(gtk_grid_view_get_max_columns(OpaquePointer(grid)), 32))
    }

    /// The number of columns as laid out: the distinct left edges of the grid's items (GTK
    /// does not tell its column count). Nil before the first layout.
    private static func laidOutColumns(of grid: UnsafeMutablePointer<GtkWidget>) -> Int? {
        var edges = Set<Int>()
        var child = gtk_widget_get_first_child(grid)
        while let current = child {
            var bounds = graphene_rect_t()
            if gtk_widget_get_mapped(current) != 0, gtk_widget_compute_bounds(current, grid, &bounds) != 0,
               bounds.size.width > 0 {
                edges.insert(Int(bounds.origin.x.rounded()))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return edges.isEmpty ? nil : edges.count
    }

    // MARK: - Accessors

    private static func model(of widget: UnsafeMutablePointer<GtkWidget>, _ kind: Kind) -> gpointer? {
        switch kind {
        case .list: return gtk_list_view_get_model(shy_list_view(gpointer(widget))).map { gpointer($0) }
        case .grid: return gtk_grid_view_get_model(OpaquePointer(widget)).map { gpointer($0) }
        }
    }

    private static func factory(of widget: UnsafeMutablePointer<GtkWidget>, _ kind: Kind) -> gpointer? {
        switch kind {
        case .list: return gtk_list_view_get_factory(shy_list_view(gpointer(widget))).map { gpointer($0) }
        case .grid: return gtk_grid_view_get_factory(OpaquePointer(widget)).map { gpointer($0) }
        }
    }

    private static func setFactory(of widget: UnsafeMutablePointer<GtkWidget>, _ kind: Kind, to factory: gpointer) {
        switch kind {
        case .list: gtk_list_view_set_factory(shy_list_view(gpointer(widget)), shy_list_item_factory(factory))
        case .grid: gtk_grid_view_set_factory(OpaquePointer(widget), shy_list_item_factory(factory))
        }
    }

    func remove() {
        pendingRecount?.cancel()
        pendingRecount = nil
        for watch in adjustmentWatches { watch.disconnect() }
        adjustmentWatches = []
        // The model first: the spacer rows leave while the front factory can still give
        // their items back, so the integrator's factory never binds a spacer.
        selection.remove()
        if let factory {
            Self.setFactory(of: widget, kind, to: factory.userFactory)
            factory.remove()
        }
        g_object_unref(gpointer(widget))
    }
}
