#!/usr/bin/env python3
"""Where a library example's header is drawn, judged from a picture of its window.

The one rule for the library examples' header (a title, a search button and a search entry
over a GtkSeparator, on the theme's view background), used by the end-to-end tests
(LibraryExampleLooks.swift) and by the installed-package test (scripts/test-packages.sh):
what a person sees, not the extent the example prints. The header's last row is its
separator, a line of one colour across the whole window that nothing else in the window
draws (list rows, text lines and labels are ink on a plain background; the undershoot, a
hovered row and a focus ring are lines or bands of other colours); its bottom edge is the
row under that line.

    example_header_looks.py PICTURE WIDTH HEIGHT top [FULL]
        The window at the very top: prints the separator's colour (R,G,B), the first row
        under the header's background in the left margin, which must be one colour across;
        with FULL, the header must also be fully shown as below.
    example_header_looks.py PICTURE WIDTH HEIGHT shown R,G,B FULL
        The header fully shown: the only separator edge at FULL px, content within a row
        under it.
    example_header_looks.py PICTURE WIDTH HEIGHT hidden R,G,B
        The header gone: no separator edge anywhere, content within a row of the top.

PICTURE holds the window's pixels as raw RGB (ImageMagick's `import -depth 8 rgb:`). Exit 0
when the picture shows it (printing the colour), 1 with what is wrong on stderr, 2 on bad
arguments.
"""
import sys

# Content ink must show within one row or line below the header's edge (list rows are 40 px
# and more, text lines about 20 px): a band as tall as a row without any is a gap.
ROW_REACH = 48


def main(argv):
    if len(argv) < 5 or argv[4] not in ("top", "shown", "hidden"):
        print(__doc__, file=sys.stderr)
        return 2
    path, width, height, mode = argv[1], int(argv[2]), int(argv[3]), argv[4]
    with open(path, "rb") as picture:
        data = picture.read()
    if len(data) != width * height * 3:
        print(f"a picture of {len(data)} bytes for {width}x{height}", file=sys.stderr)
        return 1

    def at(x, y):
        i = (y * width + x) * 3
        return tuple(data[i:i + 3])

    def close(a, b, tolerance):
        return all(abs(p - q) <= tolerance for p, q in zip(a, b))

    # Left of the header's margins (no entry, title or row text) and across the window, where
    # a line of text is ink and background, never one colour; the scrollbar's column left out.
    columns = [2, width // 4, width // 2, width * 3 // 4]

    def ink(top):
        # A dark pixel in the left half of the window, where rows and lines of text start.
        return any((3 * r + 6 * g + b) // 10 < 110
                   for y in range(max(top, 0), min(top + ROW_REACH, height))
                   for (r, g, b) in (at(x, y) for x in range(8, width // 2)))

    if mode == "top":
        background = at(2, 0)
        row = next((y for y in range(1, height) if not close(at(2, y), background, 6)), None)
        if row is None:
            print(f"no header line: the window's left margin is {background} all the way down", file=sys.stderr)
            return 1
        color = at(2, row)
        across = [at(x, row) for x in columns]
        if not all(close(c, color, 3) for c in across):
            print(f"the first line under the header's background {background} at row {row} is not one colour "
                  f"across the window (no separator): {across}", file=sys.stderr)
            return 1
        if len(argv) == 5:
            print(",".join(str(c) for c in color))
            return 0
    else:
        color = tuple(int(c) for c in argv[5].split(","))

    # The bottom edges: the row under each run of separator-coloured rows.
    edges, inside = [], False
    for y in range(height):
        line = all(close(at(x, y), color, 3) for x in columns)
        if inside and not line:
            edges.append(y)
        inside = line
    if inside:
        edges.append(height)

    def said(edges):
        return " and ".join(f"{e} px" for e in edges)

    if mode == "hidden":
        if edges:
            print(f"header line still drawn, its edge at {said(edges)}", file=sys.stderr)
            return 1
        if not ink(0):
            print(f"no content within {ROW_REACH} px of the window's top where the header was", file=sys.stderr)
            return 1
    else:
        full = int(argv[-1])
        if edges != [full]:
            print("no header line anywhere" if not edges else
                  f"the header's bottom edge is drawn at {said(edges)}, its full height is {full} px", file=sys.stderr)
            return 1
        if not ink(full):
            print(f"nothing of the content within {ROW_REACH} px under the header's edge at {full} px", file=sys.stderr)
            return 1
    print(",".join(str(c) for c in color))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
