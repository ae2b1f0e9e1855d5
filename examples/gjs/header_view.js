// ShyHeaderView from GJS (an ES module): a header that follows a list, or a text view.
//
//     GI_TYPELIB_PATH=$PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=$PREFIX/lib \
//         gjs -m examples/gjs/header_view.js [--text]
//
// Every change of the view's `extent` and `state` is printed on standard output, one line
// each ("extent 42.0", "state hidden"), so a script can follow the header from outside; the
// header's own height ("header 93": where its bottom edge must be drawn when it is fully shown)
// and "ready" once the window is presented.
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';
import Shy from 'gi://Shy?version=1';
import System from 'system';

const text = System.programArgs.includes('--text');

/** A GtkListView of 1000 rows, built the usual way: a string list and a signal factory. */
function makeList() {
    const model = Gtk.StringList.new(Array.from({length: 1000}, (_, i) => `Row ${i}`));
    const factory = new Gtk.SignalListItemFactory();
    factory.connect('setup', (_factory, item) => {
        const label = new Gtk.Label({xalign: 0, margin_start: 12});
        label.set_size_request(-1, 40);
        item.set_child(label);
    });
    factory.connect('bind', (_factory, item) => {
        item.get_child().set_label(item.get_item().get_string());
    });
    return new Gtk.ListView({model: new Gtk.NoSelection({model}), factory});
}

/** A GtkTextView with a long text; its inset is its top margin, which scrolls with the text. */
function makeText() {
    const view = new Gtk.TextView({editable: false, wrap_mode: Gtk.WrapMode.WORD});
    view.get_buffer().set_text(Array.from({length: 400},
        (_, i) => `Line ${i}: the header scrolls away and comes back.`).join('\n'), -1);
    return view;
}

/** A title, a search button and a search entry over a separator, on an opaque background. */
function makeHeader(title) {
    const header = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    header.add_css_class('view');
    const bar = new Gtk.Box({spacing: 6, margin_start: 8, margin_end: 8, margin_top: 8, margin_bottom: 8});
    bar.append(new Gtk.Label({label: title, hexpand: true, xalign: 0}));
    bar.append(new Gtk.Button({icon_name: 'edit-find-symbolic'}));
    header.append(bar);
    header.append(new Gtk.SearchEntry({margin_start: 8, margin_end: 8, margin_bottom: 8}));
    header.append(new Gtk.Separator());
    return header;
}

/** The nick of a ShyHeaderState value ("shown", "hidden", …): its name in lower case. */
function stateNick(value) {
    const entry = Object.entries(Shy.HeaderState).find(([, number]) => number === value);
    return entry ? entry[0].toLowerCase().replace(/_/g, '-') : '?';
}

const app = new Gtk.Application({
    application_id: 'io.github.shybar.GjsExample',
    flags: Gio.ApplicationFlags.NON_UNIQUE,
});
app.connect('activate', () => {
    const scrolled = new Gtk.ScrolledWindow({hscrollbar_policy: Gtk.PolicyType.NEVER});
    scrolled.set_child(text ? makeText() : makeList());

    const view = new Shy.HeaderView();
    view.content = scrolled;
    const header = makeHeader(text ? 'GJS text' : 'GJS list');
    view.header = header;
    view.reveal = Shy.RevealPolicy.ANIMATE;
    view.connect('notify::extent', () => print(`extent ${view.extent.toFixed(1)}`));
    view.connect('notify::state', () => print(`state ${stateNick(view.state)}`));

    const window = new Gtk.ApplicationWindow({
        application: app, title: 'ShyBar GJS example', default_width: 480, default_height: 640,
    });
    window.set_child(view);
    window.present();
    print(`header ${header.measure(Gtk.Orientation.VERTICAL, -1)[1]}`);
    print('ready');
});
app.run([System.programInvocationName]);
