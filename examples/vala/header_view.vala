/* ShyHeaderView from Vala: a quick-return header over a GtkListView of 1000 rows, or over
 * a GtkViewport (a column of labels in a scrolled window).
 *
 *   valac --pkg gtk4 --pkg shybar-1 header_view.vala -o header_view
 *   ./header_view [--viewport]
 *
 * Every change of the view's extent and state is printed on standard output, one line each
 * ("extent 42.0", "state hidden"), so a script can follow the header from outside; the
 * header's own height ("header 93": where its bottom edge must be drawn when it is fully
 * shown) and "ready" once the window is presented. */

/* A GtkListView of 1000 rows, built as any GTK 4 list is: a string list and a signal
 * factory. The view gives it the top inset itself; the factory only ever sees the strings. */
Gtk.Widget make_list () {
    var rows = new Gtk.StringList (null);
    for (var i = 0; i < 1000; i++) {
        rows.append ("Row %d".printf (i));
    }
    var factory = new Gtk.SignalListItemFactory ();
    factory.setup.connect ((object) => {
        var label = new Gtk.Label (null) { xalign = 0, margin_start = 12 };
        label.set_size_request (-1, 40);
        ((Gtk.ListItem) object).child = label;
    });
    factory.bind.connect ((object) => {
        var item = (Gtk.ListItem) object;
        ((Gtk.Label) item.child).label = ((Gtk.StringObject) item.item).string;
    });
    return new Gtk.ListView (new Gtk.NoSelection (rows), factory);
}

/* A GtkViewport around a column of 300 labels: the view's inset is the column's top margin,
 * which scrolls with it. The column takes the keyboard focus, so keys scroll the window. */
Gtk.Widget make_viewport (out Gtk.Widget focus) {
    var column = new Gtk.Box (Gtk.Orientation.VERTICAL, 0) { focusable = true };
    for (var i = 0; i < 300; i++) {
        var label = new Gtk.Label ("Paragraph %d: the header scrolls away and comes back.".printf (i)) {
            xalign = 0, margin_start = 12
        };
        label.set_size_request (-1, 40);
        column.append (label);
    }
    focus = column;
    return new Gtk.Viewport (null, null) { child = column };
}

/* A title, a search button and a search entry over a separator, on the theme's view
 * background (a header laid over content needs an opaque background). */
Gtk.Widget make_header (string title) {
    var header = new Gtk.Box (Gtk.Orientation.VERTICAL, 0);
    header.add_css_class ("view");
    var bar = new Gtk.Box (Gtk.Orientation.HORIZONTAL, 6) {
        margin_start = 8, margin_end = 8, margin_top = 8, margin_bottom = 8
    };
    bar.append (new Gtk.Label (title) { hexpand = true, xalign = 0 });
    bar.append (new Gtk.Button.from_icon_name ("edit-find-symbolic"));
    header.append (bar);
    header.append (new Gtk.SearchEntry () { margin_start = 8, margin_end = 8, margin_bottom = 8 });
    header.append (new Gtk.Separator (Gtk.Orientation.HORIZONTAL));
    return header;
}

int main (string[] args) {
    var viewport = false;
    foreach (var arg in args[1:args.length]) {
        viewport = viewport || arg == "--viewport";
    }
    var app = new Gtk.Application ("io.github.shybar.ValaExample", ApplicationFlags.NON_UNIQUE);
    app.activate.connect (() => {
        Gtk.Widget? focus = null;
        var scrolled = new Gtk.ScrolledWindow () { hscrollbar_policy = Gtk.PolicyType.NEVER };
        scrolled.child = viewport ? make_viewport (out focus) : make_list ();

        var view = new Shy.HeaderView ();
        view.content = scrolled;
        var header = make_header (viewport ? "Vala viewport" : "Vala list");
        view.header = header;
        view.reveal = Shy.RevealPolicy.ANIMATE;
        view.notify["extent"].connect (() => {
            stdout.printf ("extent %.1f\n", view.extent);
            stdout.flush ();
        });
        view.notify["state"].connect (() => {
            var state = ((EnumClass) typeof (Shy.HeaderState).class_ref ()).get_value (view.state);
            stdout.printf ("state %s\n", state != null ? state.value_nick : "?");
            stdout.flush ();
        });

        var window = new Gtk.ApplicationWindow (app) {
            title = "ShyBar Vala example", default_width = 480, default_height = 640, child = view
        };
        window.present ();
        if (focus != null) {
            window.focus_widget = focus;   // not the header's button: focus in the header holds it shown
        }
        int height;
        header.measure (Gtk.Orientation.VERTICAL, -1, null, out height, null, null);
        stdout.printf ("header %d\nready\n", height);
        stdout.flush ();
    });
    return app.run ({ args[0] });
}
