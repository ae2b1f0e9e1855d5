#!/usr/bin/python3
"""Writes a PNG screenshot of KWin's output to standard output.

Usage (as a client of the compositor, on its D-Bus session): kwin-screenshot.py > shot.png

Asks KWin 5.27's org.kde.KWin.ScreenShot2 for the active screen; KWin writes the raw image
into a pipe whose write end is passed along with the call, and describes it in the reply
(width, height, stride, QImage format). Needs KWin started with
KWIN_SCREENSHOT_NO_PERMISSION_CHECKS=1 (scripts/kwin-session.sh does). KWin 6 offers
ScreenShot2 only while it composites with OpenGL; its virtual backend does so only on a DRM
render node, so without /dev/dri (QPainter compositing) this fails with "No such object path".
"""
import os
import sys
import threading

import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, Gio, GLib  # noqa: E402


def main():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION)
    read_end, write_end = os.pipe()
    chunks = []

    def drain():
        with os.fdopen(read_end, "rb") as f:
            chunks.append(f.read())

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    fds = Gio.UnixFDList.new()
    index = fds.append(write_end)
    os.close(write_end)
    options = {"include-cursor": GLib.Variant("b", False), "native-resolution": GLib.Variant("b", True)}
    try:
        reply, _ = bus.call_with_unix_fd_list_sync(
            "org.kde.KWin", "/org/kde/KWin/ScreenShot2", "org.kde.KWin.ScreenShot2", "CaptureActiveScreen",
            GLib.Variant("(a{sv}h)", (options, index)), GLib.VariantType("(a{sv})"), Gio.DBusCallFlags.NONE,
            10000, fds, None)
    except GLib.Error as error:
        sys.exit("kwin-screenshot: %s" % error.message)
    del fds                                   # closes our copy of the write end: the reader sees EOF
    meta = reply.unpack()[0]
    reader.join(10)
    if not chunks:
        sys.exit("kwin-screenshot: KWin wrote no image")
    data = bytearray(chunks[0])
    width, height, stride, fmt = meta["width"], meta["height"], meta["stride"], meta["format"]
    if len(data) < stride * height:
        sys.exit("kwin-screenshot: %d bytes for %dx%d (stride %d)" % (len(data), width, height, stride))
    # QImage RGB32 (4), ARGB32 (5), ARGB32_Premultiplied (6): 0xAARRGGBB words, B G R A in memory.
    if fmt in (4, 5, 6):
        blue = data[0::4]
        data[0::4] = data[2::4]
        data[2::4] = blue
        if fmt == 4:
            data[3::4] = b"\xff" * (len(data) // 4)
    elif fmt not in (17, 18):                 # RGBA8888 (17) and its premultiplied twin (18) are as wanted
        sys.exit("kwin-screenshot: unexpected QImage format %d" % fmt)
    pixbuf = GdkPixbuf.Pixbuf.new_from_bytes(GLib.Bytes.new(bytes(data)), GdkPixbuf.Colorspace.RGB, True, 8,
                                             width, height, stride)
    ok, png = pixbuf.save_to_bufferv("png", [], [])
    if not ok:
        sys.exit("kwin-screenshot: could not encode the PNG")
    sys.stdout.buffer.write(png)


if __name__ == "__main__":
    main()
