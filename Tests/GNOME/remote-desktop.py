#!/usr/bin/python3
"""remote-desktop.py: a touchscreen, a pointer and a keyboard on a headless mutter, through
mutter's RemoteDesktop D-Bus API, driven by commands read from standard input, one per
line, executed in order with real timing. The GNOME end-to-end tests use it the way the
sway tests use shy-pointer: a person's finger on a touchscreen, finger (touchpad) axis
scrolls and wheel clicks, given to the real `shybar` window.

Usage: remote-desktop.py [BUS_ADDRESS]
  BUS_ADDRESS is the D-Bus address of mutter's session bus (default: $SHYBAR_GNOME_BUS,
  then $DBUS_SESSION_BUS_ADDRESS); scripts/gnome-session.sh prints it.

Mutter ends a remote desktop session when the D-Bus client that created it goes away, so
everything goes through the one connection this process keeps for its whole life:
RemoteDesktop.CreateSession, the session's SessionId, ScreenCast.CreateSession tied to it,
RecordMonitor of the (only) monitor, which gives the stream whose coordinates the touch
and absolute pointer events use (monitor pixels, 1280x800), and Session.Start.

Every command line is answered with one line on stdout, once it has been carried out:
"ok" (plus details for some commands) or "error MESSAGE". Coordinates are monitor pixels
and may be fractional; DY > 0 moves the content forward (down the list), i.e. a finger on
the screen moves UP by DY pixels, and an axis scroll goes down by DY.

Commands:
  down SLOT X Y            a finger touches the screen at X Y
  move SLOT X Y            the finger moves there
  up SLOT                  the finger lifts
  tap X Y [HOLD_MS]        down, HOLD_MS (default 40) still, up (slot 0)
  drag X Y DY MS STEPS hold|lift [REST_MS]
                           finger down at X Y, then STEPS moves evenly spread over MS
                           ms up the screen by DY pixels in all (a finger drag moving the
                           content forward by DY); "hold": the finger stays down at the
                           end (lift it later with `up 0`), "lift": it rests REST_MS
                           (default 0) where it is and lifts. Slot 0.
  flick X Y DY MS STEPS    drag ... lift 0: the finger leaves the glass while moving
  slide X Y DY MS STEPS    the finger that is down (slot 0, at X Y) moves DY up the screen
                           in STEPS moves over MS ms, and stays down
  pmove X Y                the pointer moves to X Y (absolute)
  click X Y                the pointer moves to X Y and clicks the left button
  button press|release     the left button goes down or up where the pointer is
  axis DX DY FLAGS         one NotifyPointerAxis (FLAGS: 1 finish, 2 wheel, 4 finger,
                           8 continuous)
  finger DY MS STEPS finish|nofinish
                           a finger (touchpad) axis scroll: STEPS axis events of DY/STEPS,
                           MS/STEPS ms apart, then with "finish" a last (0, 0) event with
                           the finish flag (the fingers lift: GTK may start momentum)
  finish                   one (0, 0) finger axis event with the finish flag
  wheel NOTCHES [DELAY_MS] NOTCHES discrete wheel clicks (> 0 down), DELAY_MS (default 40)
                           apart
  key KEYSYM               press and release; KEYSYM a name (Home, End, Page_Down) or a
                           number (0xff50)
  keydown KEYSYM / keyup KEYSYM
  sleep MS                 waits
  node                     answers "ok NODE": the PipeWire node id of the session's
                           ScreenCast stream (every frame mutter composites of the
                           monitor; Tests/GNOME/frame-watch-pw.c reads it), or an error
                           when mutter never announced it
  sync                     a round trip to mutter (a property read on the session): every
                           call before it has been handled by mutter's main loop
  quit                     lifts any finger still down, stops the session and exits
Blank lines and lines starting with # are answered "ok" and otherwise ignored. Exit status
1 when mutter cannot be reached or the session cannot be set up (the reason on stderr).
"""
import os
import sys
import time

from gi.repository import Gio, GLib

RD_NAME = "org.gnome.Mutter.RemoteDesktop"
RD_PATH = "/org/gnome/Mutter/RemoteDesktop"
RD_SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
SC_NAME = "org.gnome.Mutter.ScreenCast"
SC_PATH = "/org/gnome/Mutter/ScreenCast"
SC_SESSION = "org.gnome.Mutter.ScreenCast.Session"
SC_STREAM = "org.gnome.Mutter.ScreenCast.Stream"

AXIS_FINISH, AXIS_WHEEL, AXIS_FINGER, AXIS_CONTINUOUS = 1, 2, 4, 8

# A few keysyms by name (X11 keysymdef.h); anything else may be given as a number.
KEYSYMS = {
    "Home": 0xff50, "Left": 0xff51, "Up": 0xff52, "Right": 0xff53, "Down": 0xff54,
    "Page_Up": 0xff55, "Prior": 0xff55, "Page_Down": 0xff56, "Next": 0xff56, "End": 0xff57,
    "Return": 0xff0d, "Escape": 0xff1b, "Tab": 0xff09, "BackSpace": 0xff08, "space": 0x20,
    "Control_L": 0xffe3, "Shift_L": 0xffe1, "Alt_L": 0xffe9, "F9": 0xffc6, "F10": 0xffc7,
}


class Session:
    def __init__(self, address):
        flags = (Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                 | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
        self.bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
        self.rd = self.call(RD_NAME, RD_PATH, "org.gnome.Mutter.RemoteDesktop", "CreateSession", None, "(o)")[0]
        session_id = self.call(RD_NAME, self.rd, "org.freedesktop.DBus.Properties", "Get",
                               GLib.Variant("(ss)", (RD_SESSION, "SessionId")), "(v)")[0]
        self.sc = self.call(SC_NAME, SC_PATH, "org.gnome.Mutter.ScreenCast", "CreateSession",
                            GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                            "(o)")[0]
        self.stream = self.call(SC_NAME, self.sc, SC_SESSION, "RecordMonitor",
                                GLib.Variant("(sa{sv})", ("", {})), "(o)")[0]
        # The stream's PipeWire node (what a frame reader links to) is announced by a
        # signal once the session starts; it is caught on this connection's main context.
        self.node = None
        subscription = self.bus.signal_subscribe(None, SC_STREAM, "PipeWireStreamAdded", self.stream, None,
                                                 Gio.DBusSignalFlags.NONE, self._stream_added)
        self.call(RD_NAME, self.rd, RD_SESSION, "Start", None, None)
        context = GLib.MainContext.default()
        deadline = time.monotonic() + 10
        while self.node is None and time.monotonic() < deadline:
            context.iteration(False) or time.sleep(0.01)
        self.bus.signal_unsubscribe(subscription)
        self.down_slots = set()         # fingers on the glass

    def _stream_added(self, _connection, _sender, _path, _interface, _signal, parameters):
        self.node = parameters.unpack()[0]

    def call(self, name, path, interface, method, parameters, reply):
        result = self.bus.call_sync(name, path, interface, method, parameters,
                                    GLib.VariantType(reply) if reply else None,
                                    Gio.DBusCallFlags.NO_AUTO_START, 30000, None)
        return result.unpack() if result is not None else None

    def rd_call(self, method, signature, *arguments):
        self.call(RD_NAME, self.rd, RD_SESSION, method, GLib.Variant(signature, arguments), None)

    # Touch
    # Mutter 43 aborts (an assertion in meta_seat_impl_acquire_touch_state_in_impl) on a
    # touch down for a slot that is already down, so a finger still down is lifted first;
    # motion or up for a slot that is not down is refused.
    def down(self, slot, x, y):
        if slot in self.down_slots:
            print("remote-desktop.py: slot %d was still down: lifted first" % slot, file=sys.stderr)
            self.up(slot)
        # Counted as down before the call: a call that times out may still be carried out.
        self.down_slots.add(slot)
        self.rd_call("NotifyTouchDown", "(sudd)", self.stream, slot, x, y)

    def move(self, slot, x, y):
        if slot not in self.down_slots:
            raise ValueError("slot %d is not down" % slot)
        self.rd_call("NotifyTouchMotion", "(sudd)", self.stream, slot, x, y)

    def up(self, slot):
        if slot not in self.down_slots:
            raise ValueError("slot %d is not down" % slot)
        self.down_slots.discard(slot)
        self.rd_call("NotifyTouchUp", "(u)", slot)

    def lift_all(self):
        for slot in sorted(self.down_slots):
            try:
                self.up(slot)
            except GLib.Error:
                pass

    # Pointer
    def pmove(self, x, y):
        self.rd_call("NotifyPointerMotionAbsolute", "(sdd)", self.stream, x, y)

    def button(self, pressed):
        self.rd_call("NotifyPointerButton", "(ib)", 0x110, pressed)      # BTN_LEFT

    def axis(self, dx, dy, flags):
        self.rd_call("NotifyPointerAxis", "(ddu)", dx, dy, flags)

    def discrete(self, steps):
        self.rd_call("NotifyPointerAxisDiscrete", "(ui)", 0, steps)

    def keysym(self, keysym, pressed):
        self.rd_call("NotifyKeyboardKeysym", "(ub)", keysym, pressed)

    def sync(self):
        self.call(RD_NAME, self.rd, "org.freedesktop.DBus.Properties", "Get",
                  GLib.Variant("(ss)", (RD_SESSION, "SessionId")), "(v)")

    def stop(self):
        self.lift_all()
        try:
            self.call(RD_NAME, self.rd, RD_SESSION, "Stop", None, None)
        except GLib.Error:
            pass


def paced(steps, duration_ms):
    """Yields 1..steps, each at its time on a schedule of duration_ms / steps apart (late
    steps go at once, so the total time stays right when the machine is busy)."""
    begin = time.monotonic()
    interval = duration_ms / 1000.0 / max(steps, 1)
    for step in range(1, steps + 1):
        wait = begin + step * interval - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        yield step


def keysym_of(word):
    if word in KEYSYMS:
        return KEYSYMS[word]
    if len(word) == 1:
        return ord(word)
    return int(word, 0)


def run(session, words):
    command, args = words[0], words[1:]
    f = [float(a) for a in args if _is_number(a)]
    if command == "down":
        session.down(int(args[0]), f[1], f[2])
    elif command == "move":
        session.move(int(args[0]), f[1], f[2])
    elif command == "up":
        session.up(int(args[0]))
    elif command == "tap":
        x, y = f[0], f[1]
        hold = f[2] if len(f) > 2 else 40
        session.down(0, x, y)
        time.sleep(hold / 1000.0)
        session.up(0)
    elif command == "drag" or command == "flick":
        x, y, dy, ms, steps = f[0], f[1], f[2], f[3], int(f[4])
        mode = "lift" if command == "flick" else args[5]
        if mode not in ("hold", "lift"):
            raise ValueError("drag ends with hold or lift, not %r" % mode)
        rest = float(args[6]) if command == "drag" and len(args) > 6 else 0
        session.down(0, x, y)
        for step in paced(steps, ms):
            session.move(0, x, y - dy * step / steps)
        if mode == "lift":
            if rest > 0:
                time.sleep(rest / 1000.0)
            session.up(0)
    elif command == "slide":
        x, y, dy, ms, steps = f[0], f[1], f[2], f[3], int(f[4])
        for step in paced(steps, ms):
            session.move(0, x, y - dy * step / steps)
    elif command == "button":
        if args[0] not in ("press", "release"):
            raise ValueError("button press or release, not %r" % args[0])
        session.button(args[0] == "press")
    elif command == "pmove":
        session.pmove(f[0], f[1])
    elif command == "click":
        session.pmove(f[0], f[1])
        time.sleep(0.02)
        session.button(True)
        time.sleep(0.02)
        session.button(False)
    elif command == "axis":
        session.axis(f[0], f[1], int(args[2]))
    elif command == "finger":
        dy, ms, steps = f[0], f[1], int(f[2])
        if args[3] not in ("finish", "nofinish"):
            raise ValueError("finger ends with finish or nofinish, not %r" % args[3])
        for _ in paced(steps, ms):
            session.axis(0, dy / steps, AXIS_FINGER)
        if args[3] == "finish":
            session.axis(0, 0, AXIS_FINGER | AXIS_FINISH)
    elif command == "finish":
        session.axis(0, 0, AXIS_FINGER | AXIS_FINISH)
    elif command == "wheel":
        notches = int(args[0])
        delay = float(args[1]) if len(args) > 1 else 40
        for index in range(abs(notches)):
            if index:
                time.sleep(delay / 1000.0)
            session.discrete(1 if notches > 0 else -1)
    elif command == "key":
        keysym = keysym_of(args[0])
        session.keysym(keysym, True)
        session.keysym(keysym, False)
    elif command == "keydown":
        session.keysym(keysym_of(args[0]), True)
    elif command == "keyup":
        session.keysym(keysym_of(args[0]), False)
    elif command == "sleep":
        time.sleep(f[0] / 1000.0)
    elif command == "sync":
        session.sync()
    elif command == "node":
        if session.node is None:
            raise ValueError("mutter announced no PipeWire stream for this session")
        return "ok %d" % session.node
    else:
        raise ValueError("unknown command %r" % command)


def _is_number(word):
    try:
        float(word)
        return True
    except ValueError:
        return False


def answer(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main():
    address = (sys.argv[1] if len(sys.argv) > 1 else None) or os.environ.get("SHYBAR_GNOME_BUS") \
        or os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not address:
        print("remote-desktop.py: no bus address (give one, or set SHYBAR_GNOME_BUS)", file=sys.stderr)
        return 1
    try:
        session = Session(address)
    except GLib.Error as error:
        print("remote-desktop.py: cannot set up a remote desktop session on %s: %s" % (address, error.message),
              file=sys.stderr)
        return 1
    print("remote-desktop.py: session %s, stream %s, PipeWire node %s" % (session.rd, session.stream, session.node),
          file=sys.stderr)
    for number, line in enumerate(sys.stdin, 1):
        words = line.split()
        if not words or words[0].startswith("#"):
            answer("ok")
            continue
        if words[0] == "quit":
            break
        try:
            answer(run(session, words) or "ok")
        except (ValueError, IndexError) as error:
            print("remote-desktop.py: line %d %r: %s" % (number, line.strip(), error), file=sys.stderr)
            answer("error line %d: %s" % (number, error))
        except GLib.Error as error:
            # The session or mutter is gone: nothing later can work.
            print("remote-desktop.py: line %d %r: %s" % (number, line.strip(), error.message), file=sys.stderr)
            answer("error line %d: %s" % (number, error.message))
            if not session.bus.is_closed():
                continue
            return 1
    session.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
