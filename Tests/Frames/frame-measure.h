/*
 * frame-measure.h: what one picture of the window shows, for the frame-step checkers that
 * look at every frame from outside the app's process: frame-watch (Tests/X11/frame-watch.c,
 * frames read back from the X server) and frame-watch-pw (Tests/GNOME/frame-watch-pw.c,
 * frames of mutter's ScreenCast stream over PipeWire). Both read the same two areas of each
 * frame (a pixel column and a strip, see Picture), calibrate on the first picture and print
 * one `F n ms B P bad` line per changed picture with the functions below, so both displays
 * are held to the same measure (the rules are in Tests/EndToEndTests/FrameStep.swift).
 *
 * Calibration, from the first picture (the window at rest at the top of its list, the
 * chrome fully shown from window row Y, the content top, down to Y+H):
 *   - with H = 0, H itself: the first row of column X below Y that is a line (darker than
 *     the row above and than the white list below);
 *   - the chrome's bottom line: the colour of column X at Y+H-1 (the quick-return header's
 *     1 px separator, the sticky toolbar's bottom border); it must differ from the list
 *     below and the chrome above, or the tool refuses to start (exit 3);
 *   - the row height: the first row's bottom border in column X (darker than the row);
 *   - the first row's picture: the strip [X0, X0+W) x [Y+H, Y+H+R), its text.
 *
 * Header-only (static functions): each tool is one C file built on its own.
 */
#ifndef SHYBAR_FRAME_MEASURE_H
#define SHYBAR_FRAME_MEASURE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int r, g, b; } RGB;
static int lum(RGB c) { return (c.r * 3 + c.g * 6 + c.b) / 10; }
static int close_to(RGB a, RGB b, int tolerance) {
    return abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance;
}

/* What one picture shows: column X and the strip, as luminance (strip) and colour (column). */
typedef struct {
    int height;      /* window rows read */
    RGB *column;     /* [height] */
    int strip_w, strip_h;
    unsigned char *strip; /* [strip_h][strip_w] luminance, rows top .. top+strip_h */
} Picture;

static int same_picture(const Picture *a, const Picture *b) {
    return memcmp(a->column, b->column, sizeof(RGB) * (size_t)a->height) == 0
        && memcmp(a->strip, b->strip, (size_t)a->strip_w * (size_t)a->strip_h) == 0;
}

/* Calibration. */
static RGB line_colour;
static int row_height;
static unsigned char *row_picture; /* [row_height][strip_w] */
static int row_ink;                /* pixels of text (luminance < 160) in the row picture */

enum { INK = 160, OFF = 48, MIN_VISIBLE = 14, MIN_INK = 60, EDGE = 3 };

/* The chrome's bottom edge (window row): one below the last row of the first run of rows of
 * column X with the bottom line's colour (a line is a row thick at scale 1, two at scale 2),
 * or -1 when no such row starts between the content top and `limit`. */
static int chrome_bottom(const Picture *pic, int top, int limit) {
    for (int y = top; y < limit && y < pic->height; y++) {
        if (!close_to(pic->column[y], line_colour, 8)) continue;
        while (y + 1 < pic->height && close_to(pic->column[y + 1], line_colour, 8)) y++;
        return y + 1;
    }
    return -1;
}

/* Finds the first row in the strip: its top (window row), or -1 (not on screen) or -2
 * (ambiguous). `visible_from` is the first window row not covered by the chrome. */
static int first_row_top(const Picture *pic, int top, int visible_from, int *bad_out) {
    int best = -1, best_bad = 1 << 30, second_bad = 1 << 30, second_at = -1;
    int strip_bottom = top + pic->strip_h;
    /* A row drawn at scale 2 (rows of 80 px and more: the lists' rows are 40 to 60 px at
     * scale 1) needs twice the rows, and the ink, to be told from another: its first 14
     * rows hold only the tops of its capitals. */
    int row_scale = row_height >= 80 ? 2 : 1;
    int min_visible = MIN_VISIBLE * row_scale, min_ink = MIN_INK * row_scale;
    for (int p = top - row_height + min_visible; p + min_visible <= strip_bottom; p++) {
        /* The row's first and last EDGE rows are left out: a focus ring or a border there
         * changes nothing of where the row is. */
        int from = p + EDGE > visible_from ? p + EDGE : visible_from;
        int to = p + row_height - EDGE < strip_bottom ? p + row_height - EDGE : strip_bottom;
        if (to - from < min_visible) continue;
        int compared = (to - from) * pic->strip_w;
        int limit = compared * 15 / 1000, bad = 0, ink = 0;
        for (int y = from; y < to && bad <= limit; y++) {
            const unsigned char *want = row_picture + (size_t)(y - p) * (size_t)pic->strip_w;
            const unsigned char *have = pic->strip + (size_t)(y - top) * (size_t)pic->strip_w;
            for (int x = 0; x < pic->strip_w; x++) {
                if (want[x] < INK) ink++;
                if (abs((int)want[x] - (int)have[x]) > OFF) bad++;
            }
        }
        if (ink < min_ink || bad > limit) continue;
        if (bad < best_bad) {
            if (best >= 0 && best < p - 2) { second_bad = best_bad; second_at = best; }
            best_bad = bad;
            best = p;
        } else if (p > best + 2 && bad < second_bad) {
            second_bad = bad;
            second_at = p;
        }
    }
    *bad_out = best >= 0 ? best_bad : 0;
    if (best < 0) return -1;
    /* Another place, more than 2 rows away, that matches as well: refuse to guess. */
    if (second_at >= 0 && second_bad <= best_bad) return -2;
    return best;
}

static void print_frame(const Picture *pic, long n, double t, int top, int limit) {
    int bad = 0;
    int B = chrome_bottom(pic, top, limit);
    int P = first_row_top(pic, top, B > top ? B : top, &bad);
    printf("F %ld %.1f ", n, t);
    if (B >= 0) printf("%d ", B); else printf("- ");
    if (P >= 0) printf("%d", P); else printf(P == -1 ? "-" : "?");
    printf(" %d\n", bad);
}

/* Sizes a picture's buffers: `height` rows of the column, a strip_w x strip_h strip. */
static int picture_alloc(Picture *pic, int height, int strip_w, int strip_h) {
    pic->height = height;
    pic->strip_w = strip_w;
    pic->strip_h = strip_h;
    free(pic->column);
    free(pic->strip);
    pic->column = calloc((size_t)height, sizeof(RGB));
    pic->strip = calloc((size_t)strip_w * (size_t)strip_h, 1);
    return pic->column && pic->strip;
}

/* The strip's height for a chrome of `chrome` rows (0: not known yet) below row `top` in a
 * picture `height` rows tall: the chrome and one row height and more below it. */
static int strip_rows(int chrome, int top, int height) {
    return chrome && top + chrome + 160 < height ? chrome + 160 : height - top;
}

/* Calibrates on picture `a` (read with a strip of strip_rows(*chrome, top, a->height)
 * rows); `reread` reads the picture again into `a` after its strip was resized for a
 * chrome found here (*chrome 0). Returns 0, or the exit status after saying why on stderr:
 * 2 the picture could not be read again, 3 calibration failed. `tool` names the tool. */
static int calibrate(const char *tool, Picture *a, int top, int *chrome, int column_x, int forced_row,
                     int (*reread)(Picture *a, void *context), void *context) {
    if (*chrome == 0) {
        for (int y = top + 1; y + 3 < a->height && !*chrome; y++) {
            int l = lum(a->column[y]);
            if (l + 20 <= lum(a->column[y - 1]) && l + 30 <= lum(a->column[y + 1]) && lum(a->column[y + 1]) >= 245
                && lum(a->column[y + 2]) >= 245 && lum(a->column[y + 3]) >= 245)
                *chrome = y + 1 - top;
        }
        if (!*chrome) {
            fprintf(stderr, "%s: calibration failed: no chrome bottom line in column %d\n", tool, column_x);
            return 3;
        }
        if (strip_rows(*chrome, top, a->height) != a->strip_h) {
            /* The strip was sized for an unknown chrome: read it again, sized for this one. */
            if (!picture_alloc(a, a->height, a->strip_w, strip_rows(*chrome, top, a->height)) || !reread(a, context)) {
                fprintf(stderr, "%s: cannot read the picture again\n", tool);
                return 2;
            }
        }
    }
    int edge = top + *chrome; /* first row of the list */
    line_colour = a->column[edge - 1];
    RGB below = a->column[edge + 2], above = a->column[edge - 3];
    if (abs(lum(line_colour) - lum(below)) < 30 || close_to(line_colour, above, 12)) {
        fprintf(stderr, "%s: calibration failed: no bottom line at row %d of column %d "
                "(above rgb(%d,%d,%d), line rgb(%d,%d,%d), below rgb(%d,%d,%d)); is the header fully shown at the top?\n",
                tool, edge - 1, column_x, above.r, above.g, above.b, line_colour.r, line_colour.g, line_colour.b,
                below.r, below.g, below.b);
        return 3;
    }
    if (chrome_bottom(a, top, edge + 1) != edge) {
        fprintf(stderr, "%s: calibration failed: the bottom line's colour also shows above row %d\n", tool, edge - 1);
        return 3;
    }
    row_height = forced_row;
    if (!row_height) {
        int base = lum(below);
        for (int y = edge + 3; y < edge + 150 && y < a->height; y++)
            if (lum(a->column[y]) < base - 8) { row_height = y + 1 - edge; break; }
    }
    if (row_height < MIN_VISIBLE + 4 || edge + row_height > top + a->strip_h) {
        fprintf(stderr, "%s: calibration failed: no row border below the first row (row height %d)\n", tool, row_height);
        return 3;
    }
    row_picture = malloc((size_t)row_height * (size_t)a->strip_w);
    if (!row_picture) { fprintf(stderr, "%s: out of memory\n", tool); return 2; }
    memcpy(row_picture, a->strip + (size_t)*chrome * (size_t)a->strip_w, (size_t)row_height * (size_t)a->strip_w);
    row_ink = 0;
    for (int i = 0; i < row_height * a->strip_w; i++) if (row_picture[i] < INK) row_ink++;
    if (row_ink < 4 * MIN_INK) {
        fprintf(stderr, "%s: calibration failed: the first row shows almost no text (%d pixels)\n", tool, row_ink);
        return 3;
    }
    return 0;
}

#endif
