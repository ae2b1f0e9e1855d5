#!/usr/bin/python3
"""Presses keys in a running ShyBar window (or an example program) and checks, after each
key, over AT-SPI, that the focused item is not obscured: when the focus is inside the page's
scrolled content, the focused object must lie entirely below the bottom of the covering
parts (the header, the toolbar) and above the bottom of the scrolled window. Focus on the
scrollable itself (a list with no row focused, a viewport, a text view: GTK 4.8 gives AT-SPI
no extents of a text view's characters) has no item to check and is counted apart.

Usage: focus_walk.py --pid PID --page NAME --keys PLAN [--app NAME]
                     [--key-command CMD] [--settle MS] [--rest-every N] [--rest MS]

  --page      the panel whose scroll pane is checked ("Quick return"); "-" takes the first
              scroll pane of the app (the examples have one)
  --app       the application's name on the bus (default shybar; "-": any, by pid alone)
The parts that lie over the content are the scroll pane's siblings: a ShyHeaderView keeps
its content, header and toolbar side by side in one overlay.
  --keys      a plan: keys separated by commas, each with an optional repeat, e.g.
              "Page_Down*3,Up*40,Down*40,Home,shift+Tab"
  --key-command  how a key is pressed: a command line with {} for the key
              (default "xdotool key --clearmodifiers {}")
  --settle    a check waits until nothing it reads has changed for this long (default 150 ms)
  --rest-every / --rest   every Nth key (default 10), and after the last, it waits until
              nothing has changed for this long instead (default 1000 ms): the header may
              settle on its own after a pause, and the check must hold after that too

Prints one JSON object:
  {"keys": n, "inContent": n, "onScrollable": n, "inCovers": n, "elsewhere": n, "covers": n,
   "obscured": [{"step", "key", "item": [x, y, w, h], "covered": y, "paneBottom": y}],
   "unstable": n}      checks that never came to rest within 5 s (checked anyway)
Exit status 0 when the walk ran (obscured or not: the test decides), 3 when the app or the
page is not on the accessibility bus, 4 when AT-SPI failed.
"""
import argparse
import json
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

from atspi_probe import extents, find_app

TOLERANCE = 1  # AT-SPI reports whole pixels; GTK places at fractions


def pump(seconds):
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def find_pane(app, page):
    """The page's scroll pane and its siblings (the header and toolbar over it)."""
    found = []

    def walk(obj, in_page, depth):
        if obj is None or depth > 60 or found:
            return
        name, role = obj.name or "", obj.getRoleName()
        here = in_page or page == "-" or (role == "panel" and name == page)
        if here and role == "scroll pane":
            found.append(obj)
            return
        for i in range(obj.childCount):
            walk(obj.getChildAtIndex(i), here, depth + 1)

    walk(app, False, 0)
    if not found:
        return None, []
    pane = found[0]
    parent = pane.parent
    covers = [parent.getChildAtIndex(i) for i in range(parent.childCount)]
    return pane, [obj for obj in covers if obj is not None and obj != pane]


def inside(obj, ancestor):
    for _ in range(60):
        if obj is None:
            return False
        if obj == ancestor:
            return True
        obj = obj.parent
    return False


def plan_keys(plan):
    keys = []
    for part in plan.split(","):
        part = part.strip()
        if not part:
            continue
        key, _, count = part.partition("*")
        keys += [key] * (int(count) if count else 1)
    return keys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--page", required=True)
    parser.add_argument("--app", default="shybar")
    parser.add_argument("--keys", required=True)
    parser.add_argument("--key-command", default="xdotool key --clearmodifiers {}")
    parser.add_argument("--settle", type=float, default=150)
    parser.add_argument("--rest-every", type=int, default=10)
    parser.add_argument("--rest", type=float, default=1000)
    parser.add_argument("--verbose", action="store_true", help="each step on standard error")
    args = parser.parse_args()

    focused = {"obj": None, "moves": 0}

    def on_focus(event):
        if event.detail1 == 1:
            focused["obj"] = event.source
            focused["moves"] += 1

    try:
        pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
        app, _ = find_app(args.pid, None if args.app == "-" else args.app)
        if app is None:
            print("focus_walk: the app is not on the accessibility bus", file=sys.stderr)
            return 3
        pane, covers = find_pane(app, args.page)
        scrollable = pane.getChildAtIndex(0) if pane is not None else None
    except Exception as error:
        print("focus_walk: AT-SPI failed while reading the app: %s" % error, file=sys.stderr)
        return 4
    if pane is None or not covers:
        print("focus_walk: page %r: %s not found" % (args.page, "its scroll pane" if pane is None else "a header beside it"),
              file=sys.stderr)
        return 3

    def focused_within(obj, depth=0):
        if obj is None or depth > 40:
            return None
        if obj.getState().contains(pyatspi.STATE_FOCUSED):
            return obj
        for i in range(obj.childCount):
            found = focused_within(obj.getChildAtIndex(i), depth + 1)
            if found is not None:
                return found
        return None

    # The focus may have been put in place before this walk listened for its moves.
    try:
        pump(0.1)
        if focused["obj"] is None:
            focused["obj"] = focused_within(pane)
    except Exception as error:
        print("focus_walk: AT-SPI failed while looking for the focus: %s" % error, file=sys.stderr)
        return 4

    def is_scrollable(obj):
        return obj == scrollable or (obj.parent == pane and obj.getRoleName() != "scroll bar")

    def reading():
        obj = focused["obj"]
        item = None
        if obj is not None:
            item = extents(obj)
        return item, [extents(cover) for cover in covers], extents(pane)

    result = {"keys": 0, "inContent": 0, "onScrollable": 0, "inCovers": 0, "elsewhere": 0, "covers": len(covers),
              "obscured": [], "unstable": 0}
    keys = plan_keys(args.keys)
    for step, key in enumerate(keys, 1):
        moves_before = focused["moves"]
        subprocess.run(args.key_command.replace("{}", key), shell=True, check=True)
        result["keys"] += 1
        quiet = args.rest if (step % args.rest_every == 0 or step == len(keys)) else args.settle
        try:
            # The key may reach the app late (a compositor, a virtual keyboard): a reading
            # taken before the focus has moved would judge the state before the key. Most keys
            # move the focus; one that cannot (Down on the last row) gets 600 ms.
            waited = 0.0
            while focused["moves"] == moves_before and waited < 0.6:
                pump(0.02)
                waited += 0.02
            pump(0.05)
            last, stable_since, start = reading(), time.monotonic(), time.monotonic()
            while time.monotonic() - stable_since < quiet / 1000:
                if time.monotonic() - start > 5:
                    result["unstable"] += 1
                    break
                pump(0.03)
                now = reading()
                if now != last:
                    last, stable_since = now, time.monotonic()
            item, cover_boxes, pane_box = last
            obj = focused["obj"]
            if args.verbose:
                print("step %d %s: focus %s %r %s covers %s pane %s" % (
                    step, key, obj.getRoleName() if obj else None, obj.name if obj else None, item, cover_boxes,
                    pane_box), file=sys.stderr)
            if obj is None:
                result["elsewhere"] += 1
                continue
            if inside(obj, pane) and is_scrollable(obj):
                result["onScrollable"] += 1
                continue
            if inside(obj, pane):
                result["inContent"] += 1
            elif any(inside(obj, cover) for cover in covers):
                result["inCovers"] += 1
                continue
            else:
                result["elsewhere"] += 1
                continue
        except Exception as error:
            print("focus_walk: AT-SPI failed at step %d (%s): %s" % (step, key, error), file=sys.stderr)
            return 4
        covered = max([pane_box[1]] + [y + h for (x, y, w, h) in cover_boxes if w > 0 and h > 0])
        pane_bottom = pane_box[1] + pane_box[3]
        x, y, w, h = item
        if y < covered - TOLERANCE or y + h > pane_bottom + TOLERANCE:
            result["obscured"].append({"step": step, "key": key, "item": item, "covered": covered,
                                       "paneBottom": pane_bottom})
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
