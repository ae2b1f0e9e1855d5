#!/usr/bin/python3
"""ShyHeaderView in a libadwaita app (PyGObject, libadwaita 1.4 or later), in the two layouts
GNOME apps use:

    adwaita_view.py               an Adw.ToolbarView with an Adw.HeaderBar on top and a
                                  ShyHeaderView as its content: the search bar hides with the
                                  list under the fixed header bar
    adwaita_view.py --whole-top   the header bar and the search bar together are the view's
                                  header, for small screens: scrolling back brings the window's
                                  controls back with it

    --dark                        Adwaita's dark style
    --style flat|raised|raised-border   the view's header-style (flat by default)

    GI_TYPELIB_PATH=$PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=$PREFIX/lib \\
        python3 examples/python/adwaita_view.py

Every change of the view's `extent` and `state` is printed on standard output ("extent 42.0",
"state hidden"). The header needs no CSS of its own: the view draws its background in
Adwaita's colours.
"""
import argparse
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Shy", "1")
from gi.repository import Adw, Gtk, Shy  # noqa: E402


def make_list():
    """1000 rows whose text runs the whole width, so anything seen through the header shows."""
    model = Gtk.StringList.new([f"Row {i}  " + "█" * 36 for i in range(1000)])
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


def named_box(orientation, name):
    """A box that carries a name for screen readers (a group: GTK 4.10+ drops a plain box's)."""
    box = Gtk.Box(orientation=orientation, accessible_role=Gtk.AccessibleRole.GROUP)
    box.update_property([Gtk.AccessibleProperty.LABEL], [name])
    return box


def search_bar(name):
    box = named_box(Gtk.Orientation.HORIZONTAL, name)
    entry = Gtk.SearchEntry(hexpand=True, margin_start=12, margin_end=12, margin_top=6, margin_bottom=6)
    entry.update_property([Gtk.AccessibleProperty.LABEL], ["Search"])
    box.append(entry)
    return box


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--whole-top", action="store_true", help="the header bar hides with the search bar")
    parser.add_argument("--dark", action="store_true", help="Adwaita's dark style")
    parser.add_argument("--style", default="flat", choices=["flat", "raised", "raised-border"])
    args = parser.parse_args()

    app = Adw.Application(application_id="io.github.shybar.PythonAdwaitaExample")

    def activate(application):
        Adw.StyleManager.get_default().set_color_scheme(
            Adw.ColorScheme.FORCE_DARK if args.dark else Adw.ColorScheme.FORCE_LIGHT)
        scrolled = Gtk.ScrolledWindow(hscrollbar_policy=Gtk.PolicyType.NEVER)
        scrolled.set_child(make_list())
        view = Shy.HeaderView(content=scrolled)
        view.props.header_style = {"flat": Shy.HeaderStyle.FLAT, "raised": Shy.HeaderStyle.RAISED,
                                   "raised-border": Shy.HeaderStyle.RAISED_BORDER}[args.style]
        view.connect("notify::extent", lambda v, _: print(f"extent {v.props.extent:.1f}", flush=True))
        view.connect("notify::state", lambda v, _: print(f"state {v.props.state.value_nick}", flush=True))

        window = Adw.ApplicationWindow(application=application, title="ShyBar Python libadwaita example",
                                       default_width=480, default_height=640)
        if args.whole_top:
            top = named_box(Gtk.Orientation.VERTICAL, "Header")
            top.append(Adw.HeaderBar())
            top.append(search_bar("Search bar"))
            view.props.header = top
            window.set_content(view)
        else:
            view.props.header = search_bar("Header")
            toolbar_view = Adw.ToolbarView(content=view)
            toolbar_view.add_top_bar(Adw.HeaderBar())
            window.set_content(toolbar_view)
        window.present()
        print("ready", flush=True)

    app.connect("activate", activate)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
