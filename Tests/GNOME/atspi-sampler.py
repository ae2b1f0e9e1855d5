#!/usr/bin/python3
"""atspi-sampler.py: the few things of one page of a running `shybar` that say whether it
moves, read over AT-SPI many times a second: the GNOME tests' stillness checks.

Usage: atspi-sampler.py PID PAGE

A whole snapshot (Tests/EndToEndTests/atspi_probe.py) walks the window's tree in a new
process: about 350 ms on mutter here, so a test that waits for half a second of stillness
with it sees two or three readings. This process walks the tree once, as the probe does
(its functions), keeps the page's accessible objects, and then reads only their values:
a few D-Bus calls, a few ms.

Commands on stdin, one per line, each answered with one line on stdout:
  sample   "ok {JSON}": {"visible": whether the page's switcher tab is selected,
           "pane": [x, y, w, h] of the page's scrolled window, "offset": its vertical
           scroll offset, "header" and "toolbar": [x, y, w, h] of the page's Header and
           Toolbar (null when the page has none)}, in window coordinates as the probe
           gives them; "error MESSAGE" when a read failed (one new walk is tried first:
           an object that died is looked up again)
  quit     exits
Exit status 1 when the app or the page cannot be found at the start (the reason on stderr).
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "EndToEndTests"))
import atspi_probe as probe  # noqa: E402  (after the path is set)
import pyatspi  # noqa: E402


class Page:
    def __init__(self, pid, name):
        self.pid, self.name = pid, name
        self.find()

    def find(self):
        app, skipped = probe.find_app(self.pid)
        if app is None:
            raise probe.ProbeError("the app is not on the accessibility bus" + ("; " + "; ".join(skipped) if skipped else ""))
        roles = probe.role_names(probe.gtk_version(app))
        page_role = roles["group"] if self.name in probe.SIDES else roles["tab-panel"]
        found = {"tab": None, "pane": None, "value": None, "Header": None, "Toolbar": None}

        # The probe's walk (atspi_probe.main), keeping objects instead of values.
        def walk(obj, inside, depth):
            if obj is None or depth > probe.MAX_DEPTH:
                return
            role = obj.getRoleName()
            name = obj.name or ""
            if name == self.name and role == page_role:
                inside = True
            if role == "page tab" and name == self.name and found["tab"] is None:
                found["tab"] = obj
            if inside and role == "scroll pane" and found["pane"] is None:
                found["pane"] = obj
                found["value"] = probe.vertical_value_object(obj)
                return
            if inside and name in ("Header", "Toolbar") and found[name] is None:
                found[name] = obj
            for i in range(obj.childCount):
                walk(obj.getChildAtIndex(i), inside, depth + 1)

        walk(app, False, 0)
        if found["pane"] is None or found["value"] is None or found["tab"] is None:
            raise probe.ProbeError("the %r page shows no switcher tab, scroll pane or scroll offset" % self.name)
        self.found = found

    def read(self):
        found = self.found
        box = lambda obj: probe.extents(obj) if obj is not None else None  # noqa: E731
        return {"visible": found["tab"].getState().contains(pyatspi.STATE_SELECTED),
                "pane": probe.extents(found["pane"]),
                "offset": found["value"].queryValue().currentValue,
                "header": box(found["Header"]), "toolbar": box(found["Toolbar"])}


def main():
    if len(sys.argv) != 3:
        print("usage: atspi-sampler.py PID PAGE", file=sys.stderr)
        return 2
    try:
        page = Page(int(sys.argv[1]), sys.argv[2])
    except Exception as error:
        print("atspi-sampler.py: %s" % error, file=sys.stderr)
        return 1
    for line in sys.stdin:
        command = line.strip()
        if command == "quit":
            break
        if command != "sample":
            print("error unknown command %r" % command, flush=True)
            continue
        try:
            try:
                values = page.read()
            except Exception:
                page.find()
                values = page.read()
            print("ok " + json.dumps(values), flush=True)
        except Exception as error:
            print("error %s: %s" % (type(error).__name__, error), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
