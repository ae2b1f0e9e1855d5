#!/usr/bin/python3
"""Presses keys in a running ShyBar window (or an example program) and checks, after each
key, over AT-SPI, that the focused item is not obscured: when the focus is inside the page's
scrolled content, the focused object must lie entirely below the bottom of the covering
parts (the header, the toolbar) and above the bottom of the scrolled window. A focused text
view's item is its caret's character (the cursor line: AT-SPI's caret offset and that
character's extents, in window coordinates, as drawn), and a key that moves only the caret
counts as a move. Focus on the scrollable itself (a list with no row focused, a viewport,
the scroll pane when its child refuses the focus) has no item to check and is counted apart.

Usage: focus_walk.py --pid PID --page NAME --keys PLAN [--app NAME]
                     [--key-command CMD] [--key-syntax xdotool|wtype]
                     [--settle MS] [--confirm MS] [--rest-every N] [--rest MS]

  --page      the panel whose scroll pane is checked ("Quick return"); "-" takes the first
              scroll pane of the app (the examples have one)
  --app       the application's name on the bus (default shybar; "-": any, by pid alone)
The parts that lie over the content are the scroll pane's siblings: a ShyHeaderView keeps
its content, header and toolbar side by side in one overlay.
  --keys      a plan: keys separated by commas, each with an optional repeat, in xdotool's
              names, e.g. "Page_Down*3,Up*40,Down*40,Home,shift+Tab,ctrl+f"
  --key-command  how a key is pressed: "xtest" (the default: the X server's XTest extension,
              from this process, the events `xdotool key` sends without starting a program
              per key, which costs 40 ms a key), or a command line (run without a shell) in
              which the word {} stands for the key's arguments ("/usr/bin/wtype {}")
  --key-syntax   how a key is spelled for that command: "xdotool" (one argument, "shift+Tab")
              or "wtype" ("-M shift -k ISO_Left_Tab -m shift": wtype presses and releases
              modifiers apart)
  --settle    a check judges once nothing it reads has changed for this long (default 40 ms:
              two frames and more; GTK places the focus and the guard corrects it in one)
  --confirm   a check that finds the focus obscured (or a header with the focus in it not
              fully shown) first waits until nothing has changed for this long (default
              150 ms) and judges again: a reading taken while GTK, the header or a correction
              was still between two frames is not a finding; a state that holds is
  --rest-every / --rest   every Nth key (default 40), and after the last, it waits until
              nothing has changed for this long instead (default 600 ms, four times the
              150 ms a header waits after input before it settles on its own): the check
              must hold after that settle too
When the focus is inside a covering part (Shift+Tab into the header, Ctrl+F), the part must
be fully shown: the focused object and the part itself lie entirely inside the scroll pane's
rows, as drawn (a quick-return header reveals while the focus is in it).

Prints one JSON object:
  {"keys": n, "inContent": n, "onScrollable": n, "inCovers": n, "elsewhere": n, "covers": n,
   "obscured": [{"step", "key", "item": [x, y, w, h], "covered": y, "paneBottom": y}],
   "hiddenCovers": [{"step", "key", "item": [x, y, w, h], "cover": [x, y, w, h], "pane": [...]}],
   "moved": {"down": n, "up": n, "other": n},
                       keys that moved the focus (or a text view's caret), by the way the key
                       goes: Down, Page_Down, End, Tab down; Up, Page_Up, Home, Shift+Tab up
   "still": n,         keys after which the focus (and caret) had not moved
   "unstable": n,      checks that never came to rest within 5 s (checked anyway)
   "confirmed": n,     checks that looked bad after --settle and were judged again
   "refocused": n,     readings whose focused object was gone, taken again at the next focus
   "seconds": s}       how long the walk took
Exit status 0 when the walk ran (obscured or not: the test decides), 2 when keys cannot be
pressed (no X display, a key the keyboard map lacks), 3 when the app or the page is not on
the accessibility bus, 4 when AT-SPI failed.
"""
import argparse
import ctypes
import ctypes.util
import json
import os
import shlex
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

from atspi_probe import PAGES, SIDES, extents, find_app, gtk_version, role_names

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
    # A page is the stack's tab panel or a side of Compare Presets (a group), in the role
    # the app's GTK gives it.
    roles = role_names(gtk_version(app)) if page in PAGES else {}
    page_role = roles.get("group" if page in SIDES else "tab-panel")

    def walk(obj, in_page, depth):
        if obj is None or depth > 60 or found:
            return
        name, role = obj.name or "", obj.getRoleName()
        here = in_page or page == "-" or (name == page and role == page_role)
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


DOWN_KEYS = {"Down", "Page_Down", "End", "ctrl+End", "Tab"}
UP_KEYS = {"Up", "Page_Up", "Home", "ctrl+Home", "shift+Tab"}


def direction(key):
    """Which way `key` takes the focus: "down", "up" or "other" (Ctrl+F, Escape)."""
    return "down" if key in DOWN_KEYS else "up" if key in UP_KEYS else "other"


def key_arguments(key, syntax):
    """The arguments that press `key` (xdotool's spelling, "shift+Tab") in `syntax`."""
    if syntax == "xdotool":
        return [key]
    *modifiers, name = key.split("+")
    modifiers = [{"control": "ctrl", "super": "logo"}.get(m.lower(), m.lower()) for m in modifiers]
    arguments = []
    for modifier in modifiers:
        arguments += ["-M", modifier]
    if name == "Tab" and "shift" in modifiers:
        # A keyboard's Shift+Tab is the Tab key's shifted level, ISO_Left_Tab, with Shift
        # held (xdotool sends it so). wtype gives each key one level, so its "-M shift -k Tab"
        # reaches GTK as Tab with Shift, which GTK 4.8 on Wayland does not take as a move.
        name = "ISO_Left_Tab"
    arguments += ["-k", name]
    for modifier in reversed(modifiers):
        arguments += ["-m", modifier]
    return arguments


class XTestKeyboard:
    """Presses keys (xdotool's spelling: "Down", "shift+Tab", "ctrl+f") through XTest."""

    MODIFIERS = {"shift": "Shift_L", "ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L",
                 "super": "Super_L"}

    def __init__(self):
        def library(name, soname):
            return ctypes.CDLL(ctypes.util.find_library(name) or soname)
        self.x11, self.xtst = library("X11", "libX11.so.6"), library("Xtst", "libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError("cannot open the X display %r for XTest" % os.environ.get("DISPLAY"))

    def keycode(self, name):
        code = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
        if code == 0:
            raise RuntimeError("no key of the X keyboard map gives %r" % name)
        return code

    def codes(self, key):
        *modifiers, name = key.split("+")
        return [self.keycode(self.MODIFIERS.get(m.lower(), m)) for m in modifiers] + [self.keycode(name)]

    def check(self, key):
        """Raises RuntimeError when the keyboard map cannot give `key`."""
        self.codes(key)

    def press(self, key):
        codes = self.codes(key)
        for code in codes:
            self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
        for code in reversed(codes):
            self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        # Like xdotool: the key has reached the server when this returns.
        self.x11.XSync(self.display, 0)


class CommandKeyboard:
    """Presses each key by running a command line ("/usr/bin/wtype {}"), `syntax` its spelling."""

    def __init__(self, template, syntax):
        self.words, self.syntax = shlex.split(template), syntax

    def check(self, key):
        pass              # the command says for itself when it cannot press a key

    def press(self, key):
        words = []
        for word in self.words:
            words += key_arguments(key, self.syntax) if word == "{}" else [word.replace("{}", key)]
        subprocess.run(words, check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--page", required=True)
    parser.add_argument("--app", default="shybar")
    parser.add_argument("--keys", required=True)
    parser.add_argument("--key-command", default="xtest")
    parser.add_argument("--key-syntax", choices=["xdotool", "wtype"], default="xdotool")
    parser.add_argument("--settle", type=float, default=40)
    parser.add_argument("--confirm", type=float, default=150)
    parser.add_argument("--rest-every", type=int, default=40)
    parser.add_argument("--rest", type=float, default=600)
    parser.add_argument("--verbose", action="store_true", help="each step on standard error")
    args = parser.parse_args()
    began = time.monotonic()

    focused = {"obj": None, "moves": 0}

    def on_caret(event):
        # The caret moved in the focused text view: the key moved what a check looks at.
        if event.source == focused["obj"]:
            focused["moves"] += 1

    def on_focus(event):
        # Under Wayland each virtual keyboard a key comes from makes the window lose and
        # regain the focus (a pair of events on the focused object): only focus arriving on
        # another object is a move.
        if event.detail1 == 1 and event.source != focused["obj"]:
            focused["obj"] = event.source
            focused["moves"] += 1

    try:
        pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(on_caret, "object:text-caret-moved")
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

    # Where an object lies in the tree does not change while it lives (a list recycles its
    # row widgets in place), so each focused object's place is looked up once: the walk reads
    # only extents after every key, not the tree.
    places = {}

    def place(obj):
        """"content", "scrollable", ("cover", i) or "elsewhere"."""
        # libatspi keeps one object per accessible of the app, so the object is its key.
        key = obj
        if key not in places:
            if inside(obj, pane):
                # The scroll pane itself holds the focus when its child refuses it.
                on_scrollable = obj in (pane, scrollable) or (obj.parent == pane and obj.getRoleName() != "scroll bar")
                places[key] = ("caret" if obj.getRoleName() == "text" else "scrollable") if on_scrollable else "content"
            else:
                places[key] = next((("cover", i) for i, cover in enumerate(covers) if inside(obj, cover)),
                                   "elsewhere")
        return places[key]

    def caret_box(obj):
        text = obj.queryText()
        offset = text.caretOffset
        e = text.getCharacterExtents(offset, pyatspi.WINDOW_COORDS)
        if e[3] <= 0 and offset > 0:
            # GTK 4.18 gives a newline, and the end of the text, no extents (GTK 4.8 gives
            # where the cursor is drawn there). The caret's line is then found from the
            # nearest character before it that has extents: its line, or one line further
            # down for each newline between the two (the text's lines are of one font).
            before = text.getText(max(0, offset - 400), offset)
            newlines = 0
            for k in range(len(before) - 1, -1, -1):
                if before[k] == "\n":
                    newlines += 1
                    continue
                p = text.getCharacterExtents(offset - len(before) + k, pyatspi.WINDOW_COORDS)
                if p[3] > 0:
                    e = (p[0] + p[2] if newlines == 0 else p[0], p[1] + newlines * p[3], 0, p[3])
                    break
        if e[3] <= 0:
            # No line to check is no pass: the walk stops (after the reading's retries).
            raise RuntimeError("AT-SPI gives the caret at offset %d no extents" % text.caretOffset)
        return [e[0], e[1], e[2], e[3]]

    def read_once():
        obj = focused["obj"]
        item = None
        if obj is not None:
            item = caret_box(obj) if place(obj) == "caret" else extents(obj)
        return obj, item, [extents(cover) for cover in covers], extents(pane)

    def reading():
        # A key that moves the focus far (End) may move it twice: to a row that the list then
        # recycles as it scrolls, and on to the last row. The first row's object can be gone
        # before the second event arrives; the reading waits for that event (2 s at most).
        start = time.monotonic()
        while True:
            moves = focused["moves"]
            try:
                return read_once()
            except Exception:
                if time.monotonic() - start > 2:
                    raise
                pump(0.015)
                if focused["moves"] != moves:
                    result["refocused"] += 1

    def settled(quiet):
        """Readings until nothing has changed for `quiet` ms (5 s at most); the last."""
        last, stable_since, start = reading(), time.monotonic(), time.monotonic()
        while time.monotonic() - stable_since < quiet / 1000:
            if time.monotonic() - start > 5:
                result["unstable"] += 1
                break
            pump(0.01)
            now = reading()
            if now != last:
                last, stable_since = now, time.monotonic()
        return last

    def finding(state):
        """What is wrong with a reading: None, ("obscured", …) or ("hiddenCover", …)."""
        obj, item, cover_boxes, pane_box = state
        if obj is None:
            return None
        where = place(obj)
        pane_top, pane_bottom = pane_box[1], pane_box[1] + pane_box[3]
        if where in ("content", "caret"):
            covered = max([pane_top] + [y + h for (x, y, w, h) in cover_boxes if w > 0 and h > 0])
            x, y, w, h = item
            if y < covered - TOLERANCE or y + h > pane_bottom + TOLERANCE:
                return ("obscured", {"item": item, "covered": covered, "paneBottom": pane_bottom})
        elif where != "elsewhere" and where != "scrollable":
            cover = cover_boxes[where[1]]
            for box in (item, cover):
                if box[1] < pane_top - TOLERANCE or box[1] + box[3] > pane_bottom + TOLERANCE:
                    return ("hiddenCover", {"item": item, "cover": cover, "pane": pane_box})
        return None

    result = {"keys": 0, "inContent": 0, "onScrollable": 0, "inCovers": 0, "elsewhere": 0, "covers": len(covers),
              "obscured": [], "hiddenCovers": [], "moved": {"down": 0, "up": 0, "other": 0}, "still": 0,
              "unstable": 0, "confirmed": 0, "refocused": 0}
    keys = plan_keys(args.keys)
    try:
        keyboard = (XTestKeyboard() if args.key_command == "xtest"
                    else CommandKeyboard(args.key_command, args.key_syntax))
        for key in set(keys):
            keyboard.check(key)      # a key the keyboard map lacks stops the walk before it starts
    except (OSError, RuntimeError) as error:
        print("focus_walk: cannot press keys: %s" % error, file=sys.stderr)
        return 2
    for step, key in enumerate(keys, 1):
        moves_before = focused["moves"]
        keyboard.press(key)
        result["keys"] += 1
        rest = step % args.rest_every == 0 or step == len(keys)
        try:
            # The key may reach the app late (a compositor, a virtual keyboard): a reading
            # taken before the focus has moved would judge the state before the key. Most keys
            # move the focus; one that cannot (Down on the last row) gets 600 ms.
            waited = time.monotonic()
            while focused["moves"] == moves_before and time.monotonic() - waited < 0.6:
                pump(0.005)
            state = settled(args.rest if rest else args.settle)
            found = finding(state)
            if found is not None and not rest:
                # Judged again once at rest for longer: only a state that holds is a finding.
                result["confirmed"] += 1
                state = settled(args.confirm)
                found = finding(state)
            obj, item, cover_boxes, pane_box = state
            where = place(obj) if obj is not None else "elsewhere"
            if args.verbose:
                print("step %d %s (%.3f s): focus %s %s %r %s covers %s pane %s%s" % (
                    step, key, time.monotonic() - began, where, obj.getRoleName() if obj else None,
                    obj.name if obj else None, item, cover_boxes, pane_box,
                    " " + found[0].upper() if found else ""), file=sys.stderr)
        except Exception as error:
            print("focus_walk: AT-SPI failed at step %d (%s): %s" % (step, key, error), file=sys.stderr)
            return 4
        if focused["moves"] != moves_before:
            result["moved"][direction(key)] += 1
        else:
            result["still"] += 1
        if where in ("content", "caret"):
            result["inContent"] += 1
        elif where == "scrollable":
            result["onScrollable"] += 1
        elif where == "elsewhere":
            result["elsewhere"] += 1
        else:
            result["inCovers"] += 1
        if found is not None:
            kind, details = found
            result["obscured" if kind == "obscured" else "hiddenCovers"].append(dict(step=step, key=key, **details))
    result["seconds"] = round(time.monotonic() - began, 1)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
