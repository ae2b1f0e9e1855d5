#!/usr/bin/python3
"""Prints, as one JSON object, what AT-SPI shows of a running `shybar` window.

Usage: atspi_probe.py [--pid PID] [--rows]

Output:
  {"app": true,
   "complete": true,                             the whole tree was read
   "toolkit": "4.18.6",                          the app's GTK version, as it tells AT-SPI
   "roles": {"group": "grouping", ...},          the role name this probe reads for each
                                                 GTK role the tests name (role_names below)
   "window": [x, y, w, h],                       the frame
   "visiblePage": "Quick return",                the page whose switcher tab is selected
   "tabs": {"Quick return": [x, y, w, h], ...},  the stack switcher's tabs, where to click
   "panes": {"Quick return": [x, y, w, h], ...}, each page's scrolled window
   "offsets": {"Quick return": 0.0, ...},        each page's vertical scroll offset (its
                                                 vertical scrollbar's value), when readable
   "objects": [{"name", "role", "page", "focused", "focusWithin", "text", "expandable",
                "expanded", "pressed", "x", "y", "w", "h"}, ...],  the labelled parts (inside the
                                                 content too with --rows: lists, hero;
                                                 a list's focusWithin is its own focus: its
                                                 rows are not searched, see focus_within)
   "rows": [{"name", "page", "x", "y", "w", "h"}, ...]}  with --rows: list labels shown
Extents are in window coordinates: GTK 4.8 reports no screen coordinates under X
without a window manager. A widget that is not mapped has w = h = 0.
An object's name is its accessible name: AT-SPI's name, or when that is empty the text of
the objects it is labelled by (GTK 4.18 gives a popover menu's items no name of their own,
only a labelled-by relation to their label, as ARIA computes names; GTK 4.8 names them).

A snapshot is all or nothing: any error while reading the app's tree (an object that
died mid-walk, a D-Bus call that failed or timed out, a tree deeper than expected) stops
the probe with exit status 4 and the error on standard error, and nothing on standard
output. A part the walk could not read is never reported as absent, which the tests
would take for "hidden". Exit status 3 when the app is not on the accessibility bus.
"""
import json
import sys

import gi
import pyatspi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402  (after the version is chosen)

WANTED = {"Header", "Search", "Filter", "Toolbar", "Back", "Share", "Favourite", "Lakeside cabin",
          "Items for sale", "Lake at dusk",
          "Export PNG…", "Export SVG…", "Main menu", "About ShyBar",
          "Preset", "modified", "Tolerance up", "Compare", "Live Plot", "Start Blind Test", "Record",
          "Recording works on one page: close Compare Presets (Ctrl+B) to record.",
          "The tuning panel tunes one page: choose each side's preset above it, "
          "or close Compare Presets (Ctrl+B) to tune."}
# The pages, and the two sides of Compare Presets (each a copy of the visible page).
PAGES = {"Quick return", "Background", "Sticky toolbar", "Left side", "Right side"}
# The two sides of Compare Presets are groups (GTK's group role); the stack's pages are
# GtkStackPage's tab panels, which AT-SPI calls "panel" on every GTK.
SIDES = {"Left side", "Right side"}
# Deeper than any path in the window (about 30 levels with the list rows): a deeper tree
# means the walk went somewhere unexpected, which is an error, not a place to stop quietly.
MAX_DEPTH = 60


class ProbeError(Exception):
    pass


def describe(obj):
    try:
        return "%s %r" % (obj.getRoleName(), obj.name)
    except Exception:
        return "an object that no longer answers"


def gtk_version(app):
    """The app's GTK version as a tuple, from AT-SPI's toolkit version ("4.18.6")."""
    try:
        return tuple(int(part) for part in app.get_toolkit_version().split(".")[:2])
    except (ValueError, AttributeError) as error:
        raise ProbeError("the app's toolkit version is unreadable: %s" % error) from error


def role_names(version):
    """The AT-SPI role name this probe reads for each GTK role the tests name, for the GTK
    `version` the app runs. Two things decide a name: which AT-SPI role GTK maps its role
    to (GTK 4.8 maps its group role to AT-SPI's panel, GTK 4.18 to grouping; the releases
    between are not tested here, and are taken to map as 4.18 from 4.10 on, where GTK's
    roles began to follow ARIA), and how this process's libatspi spells that role
    (at-spi2-core 2.46 spells the push button role "push button", 2.56 "button")."""
    group = pyatspi.ROLE_PANEL if version < (4, 10) else pyatspi.ROLE_GROUPING
    roles = {"group": group, "button": pyatspi.ROLE_PUSH_BUTTON, "entry": pyatspi.ROLE_ENTRY,
             "toolbar": pyatspi.ROLE_TOOL_BAR, "list": pyatspi.ROLE_LIST, "img": pyatspi.ROLE_IMAGE,
             "tab-panel": pyatspi.ROLE_PANEL}
    return {gtk: Atspi.role_get_name(atspi) for gtk, atspi in roles.items()}


MENU_ITEMS = {"menu item", "check menu item", "radio menu item"}


def accessible_name(obj, role):
    """AT-SPI's name, or for a menu item without one the text of the objects it is
    labelled by (how ARIA computes its name; GTK 4.18's popover menus need it)."""
    name = obj.name or ""
    if name or role not in MENU_ITEMS:
        return name
    parts = []
    for relation in obj.getRelationSet():
        if relation.getRelationType() != pyatspi.RELATION_LABELLED_BY:
            continue
        for i in range(relation.getNTargets()):
            target = relation.getTarget(i)
            text = target.name or text_of(target) or ""
            if text:
                parts.append(text)
    return " ".join(parts)


def extents(obj):
    e = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return [e.x, e.y, e.width, e.height]


def vertical_value_object(pane):
    """What carries a scroll pane's vertical offset: the GtkRange inside its vertical
    GtkScrollbar (it has the Value interface), or None when it has none."""
    bars = [pane.getChildAtIndex(i) for i in range(pane.childCount)]
    bars = [bar for bar in bars if bar is not None and bar.getRoleName() == "scroll bar"]
    vertical = [bar for bar in bars if bar.getState().contains(pyatspi.STATE_VERTICAL)]
    # GtkScrolledWindow adds the horizontal bar first, then the vertical one.
    for bar in (vertical or bars[1:]):
        for obj in [bar] + [bar.getChildAtIndex(i) for i in range(bar.childCount)]:
            try:
                obj.queryValue()
                return obj
            except NotImplementedError:
                continue
    return None


def vertical_offset(pane):
    """The value of a scroll pane's vertical scrollbar, or None when it has none."""
    obj = vertical_value_object(pane)
    return obj.queryValue().currentValue if obj is not None else None


def focus_within(obj, depth=0):
    """Whether obj or a descendant (up to 6 levels down) has the focus."""
    if obj.getState().contains(pyatspi.STATE_FOCUSED):
        return True
    if depth > 6:
        return False
    return any(focus_within(obj.getChildAtIndex(i), depth + 1) for i in range(obj.childCount))


def text_of(obj, depth=0):
    """The text of the first object with a text interface, obj or a descendant (4 levels)."""
    try:
        return obj.queryText().getText(0, -1)
    except NotImplementedError:
        pass                      # no text interface here: look at the children
    if depth > 4:
        return None
    for i in range(obj.childCount):
        r = text_of(obj.getChildAtIndex(i), depth + 1)
        if r is not None:
            return r
    return None


def find_app(pid, name="shybar"):
    """The app with process id `pid` (any, when None) and, unless `name` is None, that name."""
    desktop = pyatspi.Registry.getDesktop(0)
    skipped = []
    for i in range(desktop.childCount):
        # Other apps on the bus may be dead or blocked (the test runner's own GTK, waiting
        # for a test): an error there is theirs, so they are skipped, and named if ours is
        # not found.
        try:
            child = desktop.getChildAtIndex(i)
            if child is None:
                continue
            # The process id comes from the bus daemon; the name would be asked of the app
            # itself, and an app that is not answering would stall the probe. So the pid
            # is checked first.
            if pid is not None and child.get_process_id() != pid:
                continue
        except Exception as error:
            skipped.append("desktop child %d: %s" % (i, error))
            continue
        # Ours (by pid): from here on an error is a failed probe.
        if name is None or (child.name or "").lower() == name:
            return child, skipped
    return None, skipped


def main():
    want_rows = "--rows" in sys.argv
    pid = None
    if "--pid" in sys.argv:
        pid = int(sys.argv[sys.argv.index("--pid") + 1])
    try:
        app, skipped = find_app(pid)
    except Exception as error:
        print("atspi_probe: cannot list the apps on the accessibility bus: %s" % error, file=sys.stderr)
        return 4
    if app is None:
        print(json.dumps({"app": False}))
        if skipped:
            print("atspi_probe: app not found; unreadable: " + "; ".join(skipped), file=sys.stderr)
        return 3
    try:
        version = gtk_version(app)
    except ProbeError as error:
        print("atspi_probe: %s" % error, file=sys.stderr)
        return 4
    roles = role_names(version)
    page_roles = {name: roles["group"] if name in SIDES else roles["tab-panel"] for name in PAGES}
    out = {"app": True, "complete": False, "toolkit": app.get_toolkit_version(), "roles": roles, "window": None,
           "visiblePage": None, "panes": {}, "offsets": {}, "objects": [], "rows": [], "windows": [], "tabs": {}}
    selected_tabs = []

    def walk(obj, page, depth, path):
        if obj is None:
            raise ProbeError("%s: a child slot is empty" % path)
        if depth > MAX_DEPTH:
            raise ProbeError("%s: deeper than %d levels" % (path, MAX_DEPTH))
        try:
            role = obj.getRoleName()
            name = accessible_name(obj, role)
            here = "%s/%s %r" % (path, role, name)
            if role == "frame" and out["window"] is None:
                out["window"] = extents(obj)
            if depth == 1:
                out["windows"].append(name)
            if name in PAGES and role == page_roles[name]:
                page = name
            # Pages the stack does not show keep their extents in AT-SPI: only the stack
            # switcher's selected tab tells which page is on screen.
            if role == "page tab" and name in PAGES:
                out["tabs"].setdefault(name, extents(obj))
                if obj.getState().contains(pyatspi.STATE_SELECTED):
                    selected_tabs.append(name)
            if role == "scroll pane" and page is not None and page not in out["panes"]:
                out["panes"][page] = extents(obj)
                offset = vertical_offset(obj)
                if offset is not None:
                    out["offsets"][page] = offset
                if not want_rows:
                    return
            if name in WANTED:
                ext = extents(obj)
                entry = {"name": name, "role": role, "page": page,
                         "focused": obj.getState().contains(pyatspi.STATE_FOCUSED),
                         # A list's rows are most of the tree: searching them for the
                         # focus took half the probe (seconds); focus_walk.py reads rows.
                         "focusWithin": focus_within(obj) if role != "list"
                                        else obj.getState().contains(pyatspi.STATE_FOCUSED),
                         "x": ext[0], "y": ext[1], "w": ext[2], "h": ext[3]}
                if name == "Search":
                    entry["text"] = text_of(obj)
                states = obj.getState()
                entry["expandable"] = states.contains(pyatspi.STATE_EXPANDABLE)
                entry["expanded"] = states.contains(pyatspi.STATE_EXPANDED)
                entry["pressed"] = states.contains(pyatspi.STATE_PRESSED) or states.contains(pyatspi.STATE_CHECKED)
                out["objects"].append(entry)
            elif want_rows and role == "label" and name and page is not None:
                ext = extents(obj)
                if ext[2] > 0 and ext[3] > 0:
                    out["rows"].append({"name": name, "page": page,
                                        "x": ext[0], "y": ext[1], "w": ext[2], "h": ext[3]})
            children = [obj.getChildAtIndex(i) for i in range(obj.childCount)]
        except ProbeError:
            raise
        except Exception as error:
            raise ProbeError("%s/%s: %s: %s" % (path, describe(obj), type(error).__name__, error)) from error
        for child in children:
            walk(child, page, depth + 1, here)

    try:
        walk(app, None, 0, "")
    except ProbeError as error:
        print("atspi_probe: incomplete snapshot, the walk failed at %s" % error, file=sys.stderr)
        return 4
    if out["window"] is None:
        print("atspi_probe: incomplete snapshot: the app shows no frame", file=sys.stderr)
        return 4
    if len(selected_tabs) == 1:
        out["visiblePage"] = selected_tabs[0]
    out["complete"] = True
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
