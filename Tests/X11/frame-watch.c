/*
 * frame-watch: every frame an X window shows, measured from outside its process.
 * Built by scripts/build-x11-tools.sh; used by Tests/EndToEndTests/FrameStepTests.swift and
 * scripts/bench.sh (--only frame-step).
 *
 *   frame-watch --window XID --top Y --chrome H [--column X] [--strip X0 W] [--row-height R]
 *
 * The window must be at rest at the top of its list when it starts: header (or header and
 * toolbar: the "chrome" that rides on the content) fully shown from window row Y (the top of
 * the content area) down to Y+H, the list's first row starting right under it.
 *
 * Calibration, from that first picture:
 *   - with --chrome 0, H itself: the first row of column X below Y that is a line (darker
 *     than the row above and than the white list below);
 *   - the chrome's bottom line: the colour of column X at Y+H-1 (the quick-return header's
 *     1 px separator, the sticky toolbar's bottom border); it must differ from the list
 *     below and the chrome above, or the tool refuses to start (exit 3);
 *   - the row height: the first row's bottom border in column X (darker than the row);
 *   - the first row's picture: the strip [X0, X0+W) x [Y+H, Y+H+R), its text.
 *
 * The XDamage monitor (raw rectangles) is in place before that first picture. After each
 * damage notification the tool grabs the server, syncs (so every damage event of what is
 * on screen is in its queue), drains the events and reads column X and the strip back with
 * XGetImage, then ungrabs: nothing is drawn between the events it saw and the picture it
 * reads. Damage of the read areas at server times more than 4 ms apart means more than
 * one draw since the last read, of which only the last is seen: counted as merged, with a
 * `# merged N draws before the next frame (at T ms), drawn over after L ms at most` line
 * (L: server time from a lost draw to the draw after it, the longest it was on screen;
 * `; picture unchanged` when the read shows what the previous one did). For each picture
 * that differs from the previous one it prints one line:
 *
 *   F <n> <ms> <B> <P> <bad>
 *
 *   n    frame number (1 = the calibration picture)
 *   ms   time since start, CLOCK_MONOTONIC, 0.1 ms
 *   B    the chrome's bottom edge (window row): one below the first pixel of column X, from Y
 *        down, that has the bottom line's colour; `-` when there is none (header hidden)
 *   P    the first row's top (window row), found by matching its calibrated picture against
 *        the strip (at least 14 rows of it visible below the chrome, with text in them, and
 *        fewer than 1.5 % of the compared pixels off; its top and bottom 3 rows, where a
 *        focus ring would be, are not compared); `-` when it is not on screen;
 *        `?` when two places match equally well (the measure refuses to guess)
 *   bad  mismatching pixels of that match (0 for a pixel-identical row)
 *
 * Pictures identical to the previous one (damage elsewhere in the window, a cursor blink)
 * are counted, not printed. On SIGTERM or SIGINT it prints
 * `# frames N same M damage D unreadable U merged K` and the time spent measuring, and
 * exits 0. Lines starting with `#` are comments; `# ready ...` is printed (and flushed)
 * once the monitor is in place.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static volatile sig_atomic_t stop_requested = 0;
static void on_signal(int sig) { (void)sig; stop_requested = 1; }

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

typedef struct { int r, g, b; } RGB;

static RGB pixel_rgb(XImage *image, int x, int y) {
    unsigned long p = XGetPixel(image, x, y);
    RGB c = { (int)((p >> 16) & 0xff), (int)((p >> 8) & 0xff), (int)(p & 0xff) };
    return c;
}
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

static int error_seen = 0;
static int on_x_error(Display *dpy, XErrorEvent *e) { (void)dpy; (void)e; error_seen = 1; return 0; }

static int grab(Display *dpy, Window w, int column_x, int strip_x, int top, Picture *pic) {
    error_seen = 0;
    XImage *col = XGetImage(dpy, w, column_x, 0, 1, (unsigned)pic->height, AllPlanes, ZPixmap);
    XImage *strip = XGetImage(dpy, w, strip_x, top, (unsigned)pic->strip_w, (unsigned)pic->strip_h, AllPlanes, ZPixmap);
    if (!col || !strip || error_seen) {
        if (col) XDestroyImage(col);
        if (strip) XDestroyImage(strip);
        return 0;
    }
    for (int y = 0; y < pic->height; y++) pic->column[y] = pixel_rgb(col, 0, y);
    for (int y = 0; y < pic->strip_h; y++)
        for (int x = 0; x < pic->strip_w; x++)
            pic->strip[y * pic->strip_w + x] = (unsigned char)lum(pixel_rgb(strip, x, y));
    XDestroyImage(col);
    XDestroyImage(strip);
    return 1;
}

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

/* The chrome's bottom edge (window row), or -1 when column X shows no bottom line between
 * the content top and `limit`. */
static int chrome_bottom(const Picture *pic, int top, int limit) {
    for (int y = top; y < limit && y < pic->height; y++)
        if (close_to(pic->column[y], line_colour, 8)) return y + 1;
    return -1;
}

/* Finds the first row in the strip: its top (window row), or -1 (not on screen) or -2
 * (ambiguous). `visible_from` is the first window row not covered by the chrome. */
static int first_row_top(const Picture *pic, int top, int visible_from, int *bad_out) {
    int best = -1, best_bad = 1 << 30, second_bad = 1 << 30, second_at = -1;
    int strip_bottom = top + pic->strip_h;
    for (int p = top - row_height + MIN_VISIBLE; p + MIN_VISIBLE <= strip_bottom; p++) {
        /* The row's first and last EDGE rows are left out: a focus ring or a border there
         * changes nothing of where the row is. */
        int from = p + EDGE > visible_from ? p + EDGE : visible_from;
        int to = p + row_height - EDGE < strip_bottom ? p + row_height - EDGE : strip_bottom;
        if (to - from < MIN_VISIBLE) continue;
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
        if (ink < MIN_INK || bad > limit) continue;
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

/* Whether a damaged rectangle touches column X or the strip. */
static int touches(const XRectangle *r, int column_x, int strip_x, int strip_w, int top, int strip_h, int height) {
    int y0 = r->y, y1 = r->y + r->height, x0 = r->x, x1 = r->x + r->width;
    if (x0 <= column_x && column_x < x1 && y0 < height && y1 > 0) return 1;
    return x0 < strip_x + strip_w && x1 > strip_x && y0 < top + strip_h && y1 > top;
}

enum { MAX_STAMPS = 4096 };
static Time stamp[MAX_STAMPS];

static int compare_time(const void *a, const void *b) {
    Time x = *(const Time *)a, y = *(const Time *)b;
    return x < y ? -1 : x > y;
}

/* How many draws the damage times tell apart (times more than 4 ms apart), and for how
 * long, at most, one that was drawn over stayed in the frame buffer (`*longest`, ms). */
static int draws(Time *times, int count, long *longest) {
    *longest = 0;
    if (count == 0) return 0;
    qsort(times, (size_t)count, sizeof(Time), compare_time);
    int n = 1;
    Time began = times[0];
    for (int i = 1; i < count; i++)
        if (times[i] - times[i - 1] > 4) {
            if ((long)(times[i] - began) > *longest) *longest = (long)(times[i] - began);
            began = times[i];
            n++;
        }
    return n;
}

static void usage(void) {
    fprintf(stderr, "usage: frame-watch --window XID --top Y --chrome H [--column X] [--strip X0 W] [--row-height R]\n");
}

int main(int argc, char **argv) {
    Window w = 0;
    int top = -1, chrome = -1, column_x = 12, strip_x = 21, strip_w = 280, forced_row = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--window") == 0 && i + 1 < argc) w = (Window)strtoul(argv[++i], NULL, 0);
        else if (strcmp(argv[i], "--top") == 0 && i + 1 < argc) top = atoi(argv[++i]);
        else if (strcmp(argv[i], "--chrome") == 0 && i + 1 < argc) chrome = atoi(argv[++i]);
        else if (strcmp(argv[i], "--column") == 0 && i + 1 < argc) column_x = atoi(argv[++i]);
        else if (strcmp(argv[i], "--strip") == 0 && i + 2 < argc) { strip_x = atoi(argv[++i]); strip_w = atoi(argv[++i]); }
        else if (strcmp(argv[i], "--row-height") == 0 && i + 1 < argc) forced_row = atoi(argv[++i]);
        else { usage(); return 2; }
    }
    if (!w || top < 0 || chrome < 0 || chrome == 1 || strip_w < 8) { usage(); return 2; }

    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "frame-watch: cannot open display\n"); return 2; }
    int damage_event, damage_error, fixes_event, fixes_error;
    /* DAMAGE's regions are XFIXES regions: the protocol wants XFIXES negotiated first. */
    int fixes_major = 4, fixes_minor = 0;
    if (!XDamageQueryExtension(dpy, &damage_event, &damage_error)
        || !XFixesQueryExtension(dpy, &fixes_event, &fixes_error)
        || !XFixesQueryVersion(dpy, &fixes_major, &fixes_minor)) {
        fprintf(stderr, "frame-watch: the X server has no DAMAGE or XFIXES extension\n");
        return 2;
    }
    XSetErrorHandler(on_x_error);
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(dpy, w, &attributes) || attributes.map_state != IsViewable) {
        fprintf(stderr, "frame-watch: window 0x%lx is not viewable\n", (unsigned long)w);
        return 2;
    }
    if (top + chrome + 8 >= attributes.height || strip_x + strip_w > attributes.width || column_x >= attributes.width) {
        fprintf(stderr, "frame-watch: the areas to read do not fit the %dx%d window\n", attributes.width, attributes.height);
        return 2;
    }

    /* The damage monitor first, so that no frame drawn after the calibration picture is lost. */
    Damage damage = XDamageCreate(dpy, w, XDamageReportRawRectangles);
    XSync(dpy, False);
    if (error_seen) { fprintf(stderr, "frame-watch: cannot watch window 0x%lx\n", (unsigned long)w); return 2; }

    Picture a, b;
    a.height = b.height = attributes.height;
    a.strip_w = b.strip_w = strip_w;
    /* The strip covers the content top down to one row height and more below the chrome. */
    a.strip_h = b.strip_h = (chrome && top + chrome + 160 < attributes.height ? chrome + 160 : attributes.height - top);
    a.column = calloc((size_t)a.height, sizeof(RGB));
    b.column = calloc((size_t)b.height, sizeof(RGB));
    a.strip = calloc((size_t)a.strip_w * (size_t)a.strip_h, 1);
    b.strip = calloc((size_t)b.strip_w * (size_t)b.strip_h, 1);
    if (!a.column || !b.column || !a.strip || !b.strip) { fprintf(stderr, "frame-watch: out of memory\n"); return 2; }

    XGrabServer(dpy);
    XSync(dpy, False);
    while (XPending(dpy)) { XEvent event; XNextEvent(dpy, &event); }
    int first_read = grab(dpy, w, column_x, strip_x, top, &a);
    XUngrabServer(dpy);
    XFlush(dpy);
    if (!first_read) { fprintf(stderr, "frame-watch: cannot read the window\n"); return 2; }
    double start = now_ms();

    /* Calibrate. --chrome 0: the chrome's bottom line is the first row of column X, from the
     * content top down, darker by 20 than the row above it and by 30 than the list below it,
     * the list being white-ish (luminance 245 or more) for 3 rows. */
    if (chrome == 0) {
        for (int y = top + 1; y + 3 < a.height && !chrome; y++) {
            int l = lum(a.column[y]);
            if (l + 20 <= lum(a.column[y - 1]) && l + 30 <= lum(a.column[y + 1]) && lum(a.column[y + 1]) >= 245
                && lum(a.column[y + 2]) >= 245 && lum(a.column[y + 3]) >= 245)
                chrome = y + 1 - top;
        }
        if (!chrome) {
            fprintf(stderr, "frame-watch: calibration failed: no chrome bottom line in column %d\n", column_x);
            return 3;
        }
        if (top + chrome + 160 < a.height) {
            /* The strip was sized for an unknown chrome: read it again, sized for this one. */
            a.strip_h = b.strip_h = chrome + 160;
            free(a.strip); free(b.strip);
            a.strip = calloc((size_t)a.strip_w * (size_t)a.strip_h, 1);
            b.strip = calloc((size_t)b.strip_w * (size_t)b.strip_h, 1);
            if (!a.strip || !b.strip || !grab(dpy, w, column_x, strip_x, top, &a)) {
                fprintf(stderr, "frame-watch: cannot read the window\n");
                return 2;
            }
        }
    }
    int edge = top + chrome; /* first row of the list */
    line_colour = a.column[edge - 1];
    RGB below = a.column[edge + 2], above = a.column[edge - 3];
    if (abs(lum(line_colour) - lum(below)) < 30 || close_to(line_colour, above, 12)) {
        fprintf(stderr, "frame-watch: calibration failed: no bottom line at row %d of column %d "
                "(above rgb(%d,%d,%d), line rgb(%d,%d,%d), below rgb(%d,%d,%d)); is the header fully shown at the top?\n",
                edge - 1, column_x, above.r, above.g, above.b, line_colour.r, line_colour.g, line_colour.b,
                below.r, below.g, below.b);
        return 3;
    }
    if (chrome_bottom(&a, top, edge + 1) != edge) {
        fprintf(stderr, "frame-watch: calibration failed: the bottom line's colour also shows above row %d\n", edge - 1);
        return 3;
    }
    row_height = forced_row;
    if (!row_height) {
        int base = lum(below);
        for (int y = edge + 3; y < edge + 150 && y < a.height; y++)
            if (lum(a.column[y]) < base - 8) { row_height = y + 1 - edge; break; }
    }
    if (row_height < MIN_VISIBLE + 4 || edge + row_height > top + a.strip_h) {
        fprintf(stderr, "frame-watch: calibration failed: no row border below the first row (row height %d)\n", row_height);
        return 3;
    }
    row_picture = malloc((size_t)row_height * (size_t)strip_w);
    memcpy(row_picture, a.strip + (size_t)chrome * (size_t)strip_w, (size_t)row_height * (size_t)strip_w);
    row_ink = 0;
    for (int i = 0; i < row_height * strip_w; i++) if (row_picture[i] < INK) row_ink++;
    if (row_ink < 4 * MIN_INK) {
        fprintf(stderr, "frame-watch: calibration failed: the first row shows almost no text (%d pixels)\n", row_ink);
        return 3;
    }

    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    printf("# window 0x%lx %dx%d top %d chrome %d column %d strip %d+%d row-height %d row-ink %d line rgb(%d,%d,%d)\n",
           (unsigned long)w, attributes.width, attributes.height, top, chrome, column_x, strip_x, strip_w,
           row_height, row_ink, line_colour.r, line_colour.g, line_colour.b);
    long frames = 1, same = 0, damages = 0, unreadable = 0;
    print_frame(&a, 1, 0.0, top, edge + row_height);
    printf("# ready\n");
    fflush(stdout);

    Picture *last = &a, *next = &b;
    int fd = ConnectionNumber(dpy);
    long merged = 0;
    double measure_max = 0, measure_total = 0;
    while (!stop_requested) {
        if (!XPending(dpy)) {
            struct pollfd p = { fd, POLLIN, 0 };
            int r = poll(&p, 1, 100);
            if (r < 0 && errno != EINTR) break;
            continue;
        }
        /* Hold the server while reading: every damage event of what the picture shows is
         * in the queue (XSync), and no client draws between those events and the read. */
        XGrabServer(dpy);
        XSync(dpy, False);
        int damaged = 0, stamps = 0;
        while (XPending(dpy)) {
            XEvent event;
            XNextEvent(dpy, &event);
            if (event.type != damage_event + XDamageNotify) continue;
            XDamageNotifyEvent *d = (XDamageNotifyEvent *)&event;
            damages++;
            if (!touches(&d->area, column_x, strip_x, strip_w, top, a.strip_h, a.height)) continue;
            damaged = 1;
            if (stamps < MAX_STAMPS) stamp[stamps++] = d->timestamp;
        }
        if (!damaged) { XUngrabServer(dpy); XFlush(dpy); continue; }
        int ok = grab(dpy, w, column_x, strip_x, top, next);
        XUngrabServer(dpy);
        XFlush(dpy);
        if (!ok) { unreadable++; continue; }
        double t = now_ms() - start;
        /* Damage of the read areas at server times more than 4 ms apart: more than one
         * frame was drawn since the last read, and only the last is seen. */
        long lived = 0;
        int drawn = draws(stamp, stamps, &lived);
        int unchanged = same_picture(next, last);
        if (drawn > 1) {
            merged += drawn - 1;
            printf("# merged %d draws before the next frame (at %.1f ms), drawn over after %ld ms at most%s\n", drawn, t,
                   lived, unchanged ? "; picture unchanged" : "");
        }
        if (unchanged) { same++; continue; }
        double measuring = now_ms();
        print_frame(next, ++frames, t, top, edge + row_height);
        measuring = now_ms() - measuring;
        if (measuring > measure_max) measure_max = measuring;
        measure_total += measuring;
        Picture *swap = last; last = next; next = swap;
    }
    printf("# frames %ld same %ld damage %ld unreadable %ld merged %ld\n", frames, same, damages, unreadable, merged);
    printf("# measuring took %.2f ms a frame on average, %.2f ms at most\n", frames > 1 ? measure_total / (double)(frames - 1) : 0.0, measure_max);
    fflush(stdout);
    XDamageDestroy(dpy, damage);
    XCloseDisplay(dpy);
    return 0;
}
