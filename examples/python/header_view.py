#!/usr/bin/python3
"""ShyHeaderView from Python (PyGObject): a header that follows a list, or a text view.

    GI_TYPELIB_PATH=$PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=$PREFIX/lib \
        python3 examples/python/header_view.py [--text] [--behavior quick-return|background|sticky]

Every change of the view's `extent` and `state` is printed on standard output, one line
each ("extent 42.0", "state hidden"), so a script can follow the header from outside; the
header's own height ("header 93": where its bottom edge must be drawn when it is fully shown)
and "ready" once the window is presented.
"""
import argparse
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Shy", "1")
from gi.repository import GLib, Gtk, Shy  # noqa: E402


def make_list():
    """A GtkListView of 1000 rows, built the usual way: a string list and a signal factory."""
    model = Gtk.StringList.new([f"Row {i}" for i in range(1000)])
    factory = Gtk.SignalListItemFactory()

    def setup(_factory, item):
        label = Gtk.Label(xalign=0)
        label.set_margin_start(12)
        label.set_size_request(-1, 40)
        item.set_child(label)

    def bind(_factory, item):
        item.get_child().set_label(item.get_item().get_string())

    factory.connect("setup", setup)
    factory.connect("bind", bind)
    return Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)


def make_text():
    """A GtkTextView with a long text."""
    view = Gtk.TextView(editable=False, wrap_mode=Gtk.WrapMode.WORD)
    view.get_buffer().set_text("\n".join(f"Line {i}: the header scrolls away and comes back."
                                         for i in range(400)))
    return view


def make_header(title):
    header = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    header.add_css_class("view")  # an opaque background from the theme
    bar = Gtk.Box(spacing=6)
    for side in ("start", "end", "top", "bottom"):
        getattr(bar, f"set_margin_{side}")(8)
    bar.append(Gtk.Label(label=title, hexpand=True, xalign=0))
    bar.append(Gtk.Button(icon_name="edit-find-symbolic"))
    header.append(bar)
    entry = Gtk.SearchEntry()
    for side in ("start", "end", "bottom"):
        getattr(entry, f"set_margin_{side}")(8)
    header.append(entry)
    header.append(Gtk.Separator())
    return header


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--text", action="store_true", help="a GtkTextView instead of a list")
    parser.add_argument("--behavior", default="quick-return", choices=["quick-return", "background", "sticky"])
    args = parser.parse_args()

    app = Gtk.Application(application_id="io.github.shybar.PythonExample")

    def activate(application):
        scrolled = Gtk.ScrolledWindow(hscrollbar_policy=Gtk.PolicyType.NEVER)
        scrolled.set_child(make_text() if args.text else make_list())

        view = Shy.HeaderView()
        view.props.behavior = {"quick-return": Shy.Behavior.QUICK_RETURN,
                               "background": Shy.Behavior.BACKGROUND,
                               "sticky": Shy.Behavior.STICKY}[args.behavior]
        view.props.content = scrolled
        header = make_header("Python text" if args.text else "Python list")
        view.props.header = header
        if args.behavior == "sticky":
            toolbar = Gtk.Box()
            toolbar.add_css_class("toolbar")
            toolbar.append(Gtk.Label(label="Toolbar"))
            view.props.toolbar = toolbar

        def changed(obj, pspec):
            value = obj.get_property(pspec.name)
            print(pspec.name, value.value_nick if pspec.name == "state" else f"{value:.1f}", flush=True)

        view.connect("notify::extent", changed)
        view.connect("notify::state", changed)

        window = Gtk.ApplicationWindow(application=application, title="ShyBar Python example",
                                       default_width=480, default_height=640)
        window.set_child(view)
        window.present()
        print("header", header.measure(Gtk.Orientation.VERTICAL, -1)[1])
        print("ready", flush=True)

    app.connect("activate", activate)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
