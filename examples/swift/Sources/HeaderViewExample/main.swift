// ShyHeaderView from Swift, in a program whose widgets ShyBarGtk did not make: a quick-return
// header over a GtkListView built with raw GTK C calls, or (--ui) over a GtkTextView from a
// GtkBuilder .ui file. The application and window are raw GTK too; ShyBarGtk only makes the
// `HeaderView` and takes the other widgets by pointer (`ScrolledWindow(gtkScrolledWindow:)`,
// `Widget(gtkWidget:)`, `view.gtkWidget`).
//
//     swift run --package-path examples/swift header-view-example [--ui]
//
// Every change of the view's extent and state is printed on standard output, one line each
// ("extent 42.0", "state hidden"), so a script can follow the header from outside; the
// header's own height ("header 93": where its bottom edge must be drawn when it is fully
// shown) and "ready" once the window is presented.
import CGtk
import Foundation
import ShyBarGtk

/// Prints one line at once (unbuffered: a script reads the lines as they come).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A signal handler as GLib takes it.
func callback<T>(_ function: T) -> GCallback { unsafeBitCast(function, to: GCallback.self) }

/// What the C cast macros do (GTK_BOX (widget) …) for GTK's public instance structs; the
/// opaque ones (GtkLabel, GtkScrolledWindow, …) are `OpaquePointer`s in Swift instead.
func cast<T>(_ instance: UnsafeMutableRawPointer, to type: T.Type) -> UnsafeMutablePointer<T> {
    instance.assumingMemoryBound(to: type)
}

// MARK: - The list, with raw GTK calls

let setupRow: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
    let label = gtk_label_new(nil)!
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_widget_set_margin_start(label, 12)
    gtk_widget_set_size_request(label, -1, 40)
    gtk_list_item_set_child(item, label)
}

let bindRow: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
    let row = OpaquePointer(gtk_list_item_get_item(item))
    gtk_label_set_label(OpaquePointer(gtk_list_item_get_child(item)), gtk_string_object_get_string(row))
}

/// A GtkListView of 1000 rows in a GtkScrolledWindow, built as a C program builds it (a
/// string list and a signal factory); returns the scrolled window.
@MainActor
func makeScrolledList() -> UnsafeMutablePointer<GtkWidget> {
    let rows = gtk_string_list_new(nil)
    for index in 0..<1000 { gtk_string_list_append(rows, "Row \(index)") }
    let factory = gtk_signal_list_item_factory_new()
    g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", callback(setupRow), nil, nil, GConnectFlags(0))
    g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", callback(bindRow), nil, nil, GConnectFlags(0))
    let list = gtk_list_view_new(gtk_no_selection_new(rows), factory)!
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
    return scrolled
}

/// A title, a search button and a search entry over a separator, on the theme's view
/// background (a header laid over content needs an opaque background).
@MainActor
func makeHeader(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
    let header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_add_css_class(header, "view")
    let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_set_margin_start(bar, 8)
    gtk_widget_set_margin_end(bar, 8)
    gtk_widget_set_margin_top(bar, 8)
    gtk_widget_set_margin_bottom(bar, 8)
    let label = gtk_label_new(title)!
    gtk_widget_set_hexpand(label, 1)
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_box_append(cast(bar, to: GtkBox.self), label)
    gtk_box_append(cast(bar, to: GtkBox.self), gtk_button_new_from_icon_name("edit-find-symbolic"))
    gtk_box_append(cast(header, to: GtkBox.self), bar)
    let entry = gtk_search_entry_new()!
    gtk_widget_set_margin_start(entry, 8)
    gtk_widget_set_margin_end(entry, 8)
    gtk_widget_set_margin_bottom(entry, 8)
    gtk_box_append(cast(header, to: GtkBox.self), entry)
    gtk_box_append(cast(header, to: GtkBox.self), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
    return header
}

// MARK: - The text view, from a .ui file

/// The scrolled text view and the header that header_view.ui describes, loaded with
/// GtkBuilder; the text is filled in here.
@MainActor
func loadFromBuilder() -> (scrolled: UnsafeMutablePointer<GObject>, header: UnsafeMutablePointer<GObject>) {
    guard let path = Bundle.module.path(forResource: "header_view", ofType: "ui") else {
        fatalError("header_view.ui is not among the example's resources")
    }
    let builder = gtk_builder_new_from_file(path)
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }   // the view and its children hold what is used
    guard let scrolled = gtk_builder_get_object(builder, "scrolled"),
          let header = gtk_builder_get_object(builder, "header"),
          let text = gtk_builder_get_object(builder, "text") else { fatalError("header_view.ui lacks an object") }
    let lines = (0..<400).map { "Line \($0): the header scrolls away and comes back." }
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(cast(text, to: GtkTextView.self)), lines.joined(separator: "\n"), -1)
    // Held past the builder; the view's widget tree takes them over.
    g_object_ref(scrolled)
    g_object_ref(header)
    return (scrolled, header)
}

// MARK: - The view

/// Lays a header over `scrolled` with a ShyHeaderView and prints what the header does.
@MainActor
func makeView(scrolled: UnsafeMutableRawPointer, header: UnsafeMutableRawPointer) -> HeaderView {
    guard let content = ScrolledWindow(gtkScrolledWindow: scrolled), let headerWidget = Widget(gtkInstance: header) else {
        fatalError("not a scrolled window and a widget")
    }
    let view = HeaderView()
    view.content = content
    view.header = headerWidget
    view.onNotify("extent") { say(String(format: "extent %.1f", view.extent)) }
    view.onNotify("state") { say("state \(view.state.rawValue)") }
    return view
}

let fromBuilder = CommandLine.arguments.dropFirst().contains("--ui")

let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { app, _ in
    MainActor.assumeIsolated {
        let view: HeaderView
        if fromBuilder {
            let (scrolled, header) = loadFromBuilder()
            view = makeView(scrolled: UnsafeMutableRawPointer(scrolled), header: UnsafeMutableRawPointer(header))
            g_object_unref(scrolled)
            g_object_unref(header)
        } else {
            view = makeView(scrolled: UnsafeMutableRawPointer(makeScrolledList()),
                            header: UnsafeMutableRawPointer(makeHeader("Swift list")))
        }
        let window = gtk_application_window_new(app)!
        let gtkWindow = cast(window, to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "ShyBar Swift example")
        gtk_window_set_default_size(gtkWindow, 480, 640)
        gtk_window_set_child(gtkWindow, view.gtkWidget)
        gtk_window_present(gtkWindow)
        say("header \(view.header?.naturalHeight() ?? 0)")
        say("ready")
    }
}

let app = gtk_application_new("io.github.shybar.SwiftExample", G_APPLICATION_NON_UNIQUE)!
g_signal_connect_data(app, "activate", callback(activate), nil, nil, GConnectFlags(0))
let status = g_application_run(cast(app, to: GApplication.self), 0, nil)
g_object_unref(app)
exit(status)
