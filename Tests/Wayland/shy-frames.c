/*
 * shy-frames: every frame a wlroots compositor (sway) shows on its output, read from
 * outside the app's process, for the frame checks at fractional scales. Each frame is
 * copied with wlr-screencopy (the first at once, every later one as soon as something on
 * the output changed since the last copy), and a few columns of it, in device pixels and
 * the output's full height, are kept whenever they differ from the frame before.
 *
 *   shy-frames --x X0 --width W --out FILE
 *
 * FILE gets one record per kept frame: a text line `F n ms W H` (n: the frame's number
 * among all copied; ms: its presentation time, on the compositor's monotonic clock, since
 * the first frame's), then W×H×3 bytes, the columns X0 … X0+W−1 as RGB, row after row, top
 * first. Standard output: `# ready WIDTHxHEIGHT` once the first frame is kept; on SIGTERM or
 * SIGINT `# frames N kept K failed F` and exit 0. Exit 2 when the compositor, its output or
 * its screencopy cannot be reached, or no first frame comes within 10 s; 3 when the frames
 * come in a pixel format this tool does not read or the columns lie off the output.
 *
 * Which frames are seen: the compositor copies the first frame it shows after a request,
 * and a new request follows each copy at once; a frame shown in between is not seen alone
 * but its change shows in the next copy (the compositor keeps this client's damage), so the
 * pictures are the ones a person saw, a rare one of them missed under load, never invented.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include <wayland-client.h>

#include "wlr-screencopy-unstable-v1-client-protocol.h"

static volatile sig_atomic_t stopping;
static void on_signal(int sig) { (void)sig; stopping = 1; }

struct watch {
    struct wl_display *display;
    struct wl_shm *shm;
    struct wl_output *output;
    struct zwlr_screencopy_manager_v1 *manager;

    struct zwlr_screencopy_frame_v1 *frame;
    uint32_t format, width, height, stride;
    int have_shm_offer, offers_done, y_invert;

    struct wl_buffer *buffer;
    void *data;
    size_t size;
    uint32_t buffer_format, buffer_width, buffer_height, buffer_stride;

    int x0, columns;
    FILE *out;
    unsigned char *previous, *current;
    long copied, kept, failed;
    double first_ms;
    int fatal;
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    struct watch *w = data;
    if (strcmp(interface, wl_shm_interface.name) == 0 && !w->shm)
        w->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    else if (strcmp(interface, wl_output_interface.name) == 0 && !w->output)
        w->output = wl_registry_bind(registry, name, &wl_output_interface, 1);
    else if (strcmp(interface, zwlr_screencopy_manager_v1_interface.name) == 0 && !w->manager && version >= 3)
        w->manager = wl_registry_bind(registry, name, &zwlr_screencopy_manager_v1_interface, 3);
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

/* A shared-memory buffer of the offered size and format, made anew only when those change. */
static int ensure_buffer(struct watch *w) {
    if (w->buffer && w->buffer_format == w->format && w->buffer_width == w->width && w->buffer_height == w->height
        && w->buffer_stride == w->stride)
        return 1;
    if (w->buffer) {
        wl_buffer_destroy(w->buffer);
        munmap(w->data, w->size);
        w->buffer = NULL;
    }
    w->size = (size_t)w->stride * w->height;
    int fd = memfd_create("shy-frames", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)w->size) != 0) {
        fprintf(stderr, "shy-frames: no shared memory for a %ux%u frame: %s\n", w->width, w->height, strerror(errno));
        if (fd >= 0) close(fd);
        return 0;
    }
    w->data = mmap(NULL, w->size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (w->data == MAP_FAILED) {
        close(fd);
        fprintf(stderr, "shy-frames: cannot map the frame's memory: %s\n", strerror(errno));
        return 0;
    }
    struct wl_shm_pool *pool = wl_shm_create_pool(w->shm, fd, (int32_t)w->size);
    w->buffer = wl_shm_pool_create_buffer(pool, 0, (int32_t)w->width, (int32_t)w->height, (int32_t)w->stride, w->format);
    wl_shm_pool_destroy(pool);
    close(fd);
    w->buffer_format = w->format;
    w->buffer_width = w->width;
    w->buffer_height = w->height;
    w->buffer_stride = w->stride;
    return 1;
}

static void request_frame(struct watch *w);

static void frame_buffer(void *data, struct zwlr_screencopy_frame_v1 *frame, uint32_t format, uint32_t width,
                         uint32_t height, uint32_t stride) {
    (void)frame;
    struct watch *w = data;
    w->format = format;
    w->width = width;
    w->height = height;
    w->stride = stride;
    w->have_shm_offer = 1;
}
static void frame_flags(void *data, struct zwlr_screencopy_frame_v1 *frame, uint32_t flags) {
    (void)frame;
    struct watch *w = data;
    w->y_invert = (flags & ZWLR_SCREENCOPY_FRAME_V1_FLAGS_Y_INVERT) != 0;
}

/* The columns of the copied frame, as RGB. */
static int read_columns(struct watch *w, unsigned char *rgb) {
    int r, g, b;
    switch (w->buffer_format) {
    case WL_SHM_FORMAT_XRGB8888: case WL_SHM_FORMAT_ARGB8888: r = 2; g = 1; b = 0; break;
    case WL_SHM_FORMAT_XBGR8888: case WL_SHM_FORMAT_ABGR8888: r = 0; g = 1; b = 2; break;
    default:
        fprintf(stderr, "shy-frames: the frames come in wl_shm format 0x%x, which this tool does not read\n",
                w->buffer_format);
        return 0;
    }
    for (uint32_t y = 0; y < w->buffer_height; y++) {
        uint32_t source = w->y_invert ? w->buffer_height - 1 - y : y;
        const unsigned char *row = (const unsigned char *)w->data + (size_t)source * w->buffer_stride;
        for (int c = 0; c < w->columns; c++) {
            const unsigned char *px = row + (size_t)(w->x0 + c) * 4;
            unsigned char *to = rgb + ((size_t)y * (size_t)w->columns + (size_t)c) * 3;
            to[0] = px[r]; to[1] = px[g]; to[2] = px[b];
        }
    }
    return 1;
}

static void frame_ready(void *data, struct zwlr_screencopy_frame_v1 *frame, uint32_t sec_hi, uint32_t sec_lo,
                        uint32_t nsec) {
    struct watch *w = data;
    double ms = ((double)(((uint64_t)sec_hi << 32) | sec_lo)) * 1000.0 + nsec / 1e6;
    zwlr_screencopy_frame_v1_destroy(frame);
    w->frame = NULL;
    w->copied++;
    if (w->x0 + w->columns > (int)w->buffer_width) {
        fprintf(stderr, "shy-frames: columns %d to %d lie off the %u-pixel-wide output\n", w->x0,
                w->x0 + w->columns - 1, w->buffer_width);
        w->fatal = 3;
        return;
    }
    size_t bytes = (size_t)w->columns * w->buffer_height * 3;
    if (!w->previous) {
        w->previous = calloc(bytes, 1);
        w->current = calloc(bytes, 1);
        if (!w->previous || !w->current) { fprintf(stderr, "shy-frames: out of memory\n"); w->fatal = 2; return; }
    }
    if (!read_columns(w, w->current)) { w->fatal = 3; return; }
    int first = w->kept == 0;
    if (first) w->first_ms = ms;
    if (first || memcmp(w->previous, w->current, bytes) != 0) {
        fprintf(w->out, "F %ld %.1f %d %u\n", w->copied, ms - w->first_ms, w->columns, w->buffer_height);
        fwrite(w->current, 1, bytes, w->out);
        fflush(w->out);
        unsigned char *swap = w->previous;
        w->previous = w->current;
        w->current = swap;
        w->kept++;
        if (first) {
            printf("# ready %ux%u\n", w->buffer_width, w->buffer_height);
            fflush(stdout);
        }
    }
    request_frame(w);
}
static void frame_failed(void *data, struct zwlr_screencopy_frame_v1 *frame) {
    struct watch *w = data;
    zwlr_screencopy_frame_v1_destroy(frame);
    w->frame = NULL;
    w->failed++;
    request_frame(w);
}
static void frame_damage(void *data, struct zwlr_screencopy_frame_v1 *frame, uint32_t x, uint32_t y, uint32_t width,
                         uint32_t height) {
    (void)data; (void)frame; (void)x; (void)y; (void)width; (void)height;
}
static void frame_linux_dmabuf(void *data, struct zwlr_screencopy_frame_v1 *frame, uint32_t format, uint32_t width,
                               uint32_t height) {
    (void)data; (void)frame; (void)format; (void)width; (void)height;
}
static void frame_buffer_done(void *data, struct zwlr_screencopy_frame_v1 *frame) {
    struct watch *w = data;
    if (!w->have_shm_offer) {
        fprintf(stderr, "shy-frames: the compositor offers no shared-memory buffer for its frames\n");
        w->fatal = 2;
        return;
    }
    if (!ensure_buffer(w)) { w->fatal = 2; return; }
    /* The first copy is made at once (the output may be at rest); every later one waits for
     * a change. */
    if (w->copied == 0) zwlr_screencopy_frame_v1_copy(frame, w->buffer);
    else zwlr_screencopy_frame_v1_copy_with_damage(frame, w->buffer);
}
static const struct zwlr_screencopy_frame_v1_listener frame_listener = {
    frame_buffer, frame_flags, frame_ready, frame_failed, frame_damage, frame_linux_dmabuf, frame_buffer_done,
};

static void request_frame(struct watch *w) {
    if (stopping || w->fatal) return;
    w->have_shm_offer = 0;
    w->y_invert = 0;
    w->frame = zwlr_screencopy_manager_v1_capture_output(w->manager, 0, w->output);
    zwlr_screencopy_frame_v1_add_listener(w->frame, &frame_listener, w);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    struct watch w = { .x0 = -1, .columns = 0 };
    const char *path = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--x") == 0) w.x0 = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--width") == 0) w.columns = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--out") == 0) path = argv[i + 1];
        else { fprintf(stderr, "shy-frames: unknown option %s\n", argv[i]); return 2; }
    }
    if (argc % 2 == 0 || w.x0 < 0 || w.columns < 1 || w.columns > 64 || !path) {
        fprintf(stderr, "usage: shy-frames --x X0 --width W (1 to 64) --out FILE\n");
        return 2;
    }
    w.out = fopen(path, "wb");
    if (!w.out) { fprintf(stderr, "shy-frames: cannot write %s: %s\n", path, strerror(errno)); return 2; }
    struct sigaction action = { .sa_handler = on_signal };
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);

    w.display = wl_display_connect(NULL);
    if (!w.display) { fprintf(stderr, "shy-frames: no Wayland compositor (WAYLAND_DISPLAY)\n"); return 2; }
    struct wl_registry *registry = wl_display_get_registry(w.display);
    wl_registry_add_listener(registry, &registry_listener, &w);
    wl_display_roundtrip(w.display);
    if (!w.shm || !w.output || !w.manager) {
        fprintf(stderr, "shy-frames: the compositor offers no %s\n",
                !w.manager ? "wlr-screencopy (version 3)" : !w.output ? "output" : "wl_shm");
        return 2;
    }
    request_frame(&w);
    int fd = wl_display_get_fd(w.display);
    double started = now_ms();
    while (!stopping && !w.fatal) {
        while (wl_display_prepare_read(w.display) != 0) wl_display_dispatch_pending(w.display);
        wl_display_flush(w.display);
        struct pollfd p = { .fd = fd, .events = POLLIN };
        int ready = poll(&p, 1, 100);
        if (ready > 0) {
            if (wl_display_read_events(w.display) != 0) {
                fprintf(stderr, "shy-frames: the compositor dropped the connection\n");
                return 2;
            }
        } else {
            wl_display_cancel_read(w.display);
        }
        if (wl_display_dispatch_pending(w.display) < 0) {
            fprintf(stderr, "shy-frames: protocol error %d\n", wl_display_get_error(w.display));
            return 2;
        }
        if (w.kept == 0 && now_ms() - started > 10000) {
            fprintf(stderr, "shy-frames: no frame within 10 s\n");
            return 2;
        }
    }
    if (w.fatal) return w.fatal;
    fclose(w.out);
    printf("# frames %ld kept %ld failed %ld\n", w.copied, w.kept, w.failed);
    return 0;
}
