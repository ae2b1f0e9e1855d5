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
 * Calibration, from that first picture, and the measure of each picture are those of
 * Tests/Frames/frame-measure.h (shared with the GNOME checker, Tests/GNOME/frame-watch-pw.c).
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
 *   B    the chrome's bottom edge (window row): one below the first run of pixels of column X,
 *        from Y down, that have the bottom line's colour (one pixel, two at scale 2); `-` when
 *        there is none (header hidden)
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

#include "frame-measure.h"

static volatile sig_atomic_t stop_requested = 0;
static void on_signal(int sig) { (void)sig; stop_requested = 1; }

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static RGB pixel_rgb(XImage *image, int x, int y) {
    unsigned long p = XGetPixel(image, x, y);
    RGB c = { (int)((p >> 16) & 0xff), (int)((p >> 8) & 0xff), (int)(p & 0xff) };
    return c;
}
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

/* What calibration needs to read the window again. */
typedef struct { Display *dpy; Window w; int column_x, strip_x, top; } Reread;
static int reread_window(Picture *pic, void *context) {
    Reread *r = context;
    return grab(r->dpy, r->w, r->column_x, r->strip_x, r->top, pic);
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

    Picture a = {0}, b = {0};
    int strip_h = strip_rows(chrome, top, attributes.height);
    if (!picture_alloc(&a, attributes.height, strip_w, strip_h) || !picture_alloc(&b, attributes.height, strip_w, strip_h)) {
        fprintf(stderr, "frame-watch: out of memory\n");
        return 2;
    }

    XGrabServer(dpy);
    XSync(dpy, False);
    while (XPending(dpy)) { XEvent event; XNextEvent(dpy, &event); }
    int first_read = grab(dpy, w, column_x, strip_x, top, &a);
    XUngrabServer(dpy);
    XFlush(dpy);
    if (!first_read) { fprintf(stderr, "frame-watch: cannot read the window\n"); return 2; }
    double start = now_ms();

    Reread reread = { dpy, w, column_x, strip_x, top };
    int failed = calibrate("frame-watch", &a, top, &chrome, column_x, forced_row, reread_window, &reread);
    if (failed) return failed;
    if (!picture_alloc(&b, a.height, a.strip_w, a.strip_h)) { fprintf(stderr, "frame-watch: out of memory\n"); return 2; }
    int edge = top + chrome; /* first row of the list */

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
