import CGtk

/// A top inset given to whatever a scrolled window scrolls, so the content starts below a
/// header laid over it and the inset scrolls away with the content.
///
/// Each kind of child takes it in its own way (see ``ContentInsets/install(in:)``); all
/// of them give back exactly what they changed on ``remove()``.
@MainActor
protocol ContentInset: AnyObject {
    /// The inset, px.
    var height: Int { get set }
    /// Restores the content as it was before the inset.
    func remove()
    /// Whether the content's first rows are spacers the keyboard cannot reach, so Home has
    /// to be taken over (lists, grids, column views).
    var startsWithSpacerRows: Bool { get }
}

extension ContentInset {
    var startsWithSpacerRows: Bool { false }
}

/// Chooses the inset for a scrolled window's child.
@MainActor
enum ContentInsets {
    /// An inset for the current child of `scrolledWindow`, or nil (with a warning) when
    /// the child is of a kind that cannot take one, or there is no child yet.
    static func install(in scrolledWindow: UnsafeMutablePointer<GtkWidget>) -> ContentInset? {
        guard let child = gtk_scrolled_window_get_child(shy_scrolled_window(gpointer(scrolledWindow))) else { return nil }
        if shy_is_a(gpointer(child), gtk_list_view_get_type()) != 0 {
            return ListViewInset(child, kind: .list)
        }
        if shy_is_a(gpointer(child), gtk_grid_view_get_type()) != 0 {
            return ListViewInset(child, kind: .grid)
        }
        if shy_is_a(gpointer(child), gtk_column_view_get_type()) != 0 {
            return ColumnViewInset(columnView: child)
        }
        if shy_is_a(gpointer(child), gtk_text_view_get_type()) != 0 {
            return TextViewInset(textView: child)
        }
        if shy_is_a(gpointer(child), gtk_viewport_get_type()) != 0 {
            return ViewportInset(viewport: child)
        }
        let name = String(cString: g_type_name(shy_instance_type(gpointer(child))))
        shy_warning("ShyHeaderView: no top inset for a \(name) (supported: GtkListView, GtkGridView, GtkColumnView, GtkTextView, a GtkViewport child)")
        return nil
    }
}

/// A `GtkTextView`'s inset: its top margin, which is part of the text layout and so
/// scrolls with the text (the theme's padding would stay put).
@MainActor
final class TextViewInset: ContentInset {
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let original: Int32

    init(textView widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(gpointer(widget))
        textView = UnsafeMutablePointer<GtkTextView>(OpaquePointer(widget))
        original = gtk_text_view_get_top_margin(textView)
    }

    var height = 0 {
        didSet { if height != oldValue { gtk_text_view_set_top_margin(textView, original + Int32(height)) } }
    }

    func remove() {
        gtk_text_view_set_top_margin(textView, original)
        g_object_unref(gpointer(textView))
    }
}

/// A `GtkViewport`'s inset: its child's top margin. The viewport scrolls the child's whole
/// allocation, margin included, so the margin moves with the content.
@MainActor
final class ViewportInset: ContentInset {
    private let viewport: UnsafeMutablePointer<GtkWidget>
    private var child: UnsafeMutablePointer<GtkWidget>?
    private var original: Int32 = 0

    init(viewport: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(gpointer(viewport))
        self.viewport = viewport
        if let child = gtk_viewport_get_child(OpaquePointer(viewport)) {
            g_object_ref(gpointer(child))
            self.child = child
            original = gtk_widget_get_margin_top(child)
        }
    }

    var height = 0 {
        didSet {
            guard height != oldValue, let child else { return }
            gtk_widget_set_margin_top(child, original + Int32(height))
        }
    }

    func remove() {
        if let child {
            gtk_widget_set_margin_top(child, original)
            g_object_unref(gpointer(child))
        }
        child = nil
        g_object_unref(gpointer(viewport))
    }
}

