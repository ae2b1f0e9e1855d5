#!/usr/bin/python3
"""Prints, as one JSON object, what AT-SPI shows of a running `shybar` window.

Usage: atspi_probe.py [--pid PID] [--rows]

Output:
  {"app": true,
   "window": [x, y, w, h],                       the frame
   "panes": {"Quick return": [x, y, w, h], ...}, each page's scrolled window
   "objects": [{"name", "role", "page", "focused", "focusWithin", "text",
                "x", "y", "w", "h"}, ...],       the labelled header parts
   "rows": [{"name", "page", "x", "y", "w", "h"}, ...]}  with --rows: list labels shown
Extents are in window coordinates: GTK 4.8 reports no screen coordinates under X
without a window manager. A widget that is not mapped has w = h = 0. Exit status 3 when
the app is not on the accessibility bus.
"""
import json
import sys

import pyatspi

WANTED = {"Header", "Search", "Filter", "Toolbar", "Back", "Share", "Favourite", "Lakeside cabin",
          "Export PNG…", "Export SVG…"}
PAGES = {"Quick return", "Background", "Sticky toolbar"}


def extents(obj):
    try:
        e = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return [e.x, e.y, e.width, e.height]
    except Exception:
        return [0, 0, 0, 0]


def focus_within(obj, depth=0):
    try:
        if obj.getState().contains(pyatspi.STATE_FOCUSED):
            return True
        if depth > 6:
            return False
        return any(focus_within(obj.getChildAtIndex(i), depth + 1) for i in range(obj.childCount))
    except Exception:
        return False


def text_of(obj, depth=0):
    try:
        t = obj.queryText()
        return t.getText(0, -1)
    except Exception:
        pass
    if depth > 4:
        return None
    try:
        for i in range(obj.childCount):
            r = text_of(obj.getChildAtIndex(i), depth + 1)
            if r is not None:
                return r
    except Exception:
        pass
    return None


def main():
    want_rows = "--rows" in sys.argv
    pid = None
    if "--pid" in sys.argv:
        pid = int(sys.argv[sys.argv.index("--pid") + 1])
    desktop = pyatspi.Registry.getDesktop(0)
    app = None
    for i in range(desktop.childCount):
        try:
            child = desktop.getChildAtIndex(i)
            if child is None:
                continue
            # The process id comes from the bus daemon; the name would be asked of the app
            # itself, and an app that is not answering (the test runner's own GTK, blocked
            # while a test waits) would stall the probe. So the pid is checked first.
            if pid is not None and child.get_process_id() != pid:
                continue
            if (child.name or "").lower() != "shybar":
                continue
            app = child
        except Exception:
            continue
    if app is None:
        print(json.dumps({"app": False}))
        return 3
    out = {"app": True, "window": None, "panes": {}, "objects": [], "rows": []}

    def walk(obj, page, depth):
        if obj is None or depth > 40:
            return
        try:
            name = obj.name or ""
            role = obj.getRoleName()
        except Exception:
            return
        if role == "frame" and out["window"] is None:
            out["window"] = extents(obj)
        if role == "panel" and name in PAGES:
            page = name
        if role == "scroll pane" and page is not None and page not in out["panes"]:
            out["panes"][page] = extents(obj)
            if not want_rows:
                return
        if name in WANTED:
            ext = extents(obj)
            entry = {"name": name, "role": role, "page": page,
                     "focused": obj.getState().contains(pyatspi.STATE_FOCUSED),
                     "focusWithin": focus_within(obj),
                     "x": ext[0], "y": ext[1], "w": ext[2], "h": ext[3]}
            if name == "Search":
                entry["text"] = text_of(obj)
            out["objects"].append(entry)
        elif want_rows and role == "label" and name and page is not None:
            ext = extents(obj)
            if ext[2] > 0 and ext[3] > 0:
                out["rows"].append({"name": name, "page": page,
                                    "x": ext[0], "y": ext[1], "w": ext[2], "h": ext[3]})
        try:
            count = obj.childCount
        except Exception:
            return
        for i in range(count):
            try:
                child = obj.getChildAtIndex(i)
            except Exception:
                continue
            walk(child, page, depth + 1)

    walk(app, None, 0)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
