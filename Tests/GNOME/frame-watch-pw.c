/*
 * frame-watch-pw: every frame mutter composites of its monitor, measured from outside the
 * app's process, from the ScreenCast stream of a RemoteDesktop session (a PipeWire video
 * node). The GNOME counterpart of frame-watch (Tests/X11/frame-watch.c), with the same
 * calibration, measure and output (Tests/Frames/frame-measure.h). Built by
 * scripts/build-gnome-tools.sh; used by Tests/EndToEndTests/GnomeFrameStepTests.swift and
 * scripts/bench.sh --only frame-step-gnome.
 *
 *   frame-watch-pw --node ID --top Y --chrome H [--column X] [--strip X0 W] [--row-height R]
 *                  [--also X0 W]
 *
 * ID is the stream's node (mutter announces it with the stream's PipeWireStreamAdded
 * signal; Tests/GNOME/remote-desktop.py answers it to `node`). The PipeWire daemon is found
 * the usual way: PIPEWIRE_RUNTIME_DIR (or XDG_RUNTIME_DIR) and PIPEWIRE_REMOTE. Coordinates
 * are monitor pixels: the window under test is maximized on the one monitor.
 *
 * Nothing links nodes on a headless mutter's PipeWire (no session manager runs), so the
 * tool links its own input port to the stream's output port itself (the link factory every
 * PipeWire daemon loads), naming both ports as the registry announces them. Frames are mapped shared memory: mutter renders with its CPU renderer here, so
 * the stream offers no DMA-BUFs. Each frame's picture is read from the buffer and the
 * buffer is given back at once: mutter records into one of up to 16 buffers and only drops
 * a frame when none is free, which a reader this quick never lets happen (a frame that
 * arrives with no data, or marked corrupted, is counted as unreadable).
 *
 * Which frames the stream carries: mutter records one after each paint of the monitor, at
 * most one per interval of the negotiated maximum frame rate (the monitor's 60 Hz); a paint
 * less than that after the last recorded frame is recorded when the interval is over, as
 * the screen then is. Each frame's time is mutter's own (the buffer's presentation time:
 * when it recorded the frame, on CLOCK_MONOTONIC), in ms since `# ready`.
 *
 * Output, as frame-watch's: `# window …` (the calibration), `F n ms B P bad` for the first
 * picture and every picture that differs from the one before, `# ready` once calibrated;
 * on SIGTERM or SIGINT `# frames N same M damage D unreadable U merged 0` (damage: frames
 * received; merged: draws seen together, which a stream of whole frames does not have) and
 * exit 0. With `--also X0 W`, the columns X0 … X0+W−1 of the whole monitor (the overlay
 * scrollbar, say) are watched besides: `A ms` whenever they differ from the frame before,
 * whether or not the measured picture changed (a test waits for them to be still).
 * Exit 2 when the stream cannot be reached or gives no frame within 10 s, 3 when
 * calibration fails (the header is not fully shown at the top in the first frame).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <pipewire/pipewire.h>
#include <spa/param/video/format-utils.h>
#include <spa/utils/result.h>

#include "frame-measure.h"

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

struct watch {
    struct pw_main_loop *loop;
    struct pw_context *context;
    struct pw_core *core;
    struct spa_hook core_listener;
    struct pw_stream *stream;
    struct spa_hook stream_listener;
    struct pw_proxy *link;
    struct pw_registry *registry;
    struct spa_hook registry_listener;
    /* The ports the daemon announced (node, port, direction): PipeWire 1.x's link factory
     * no longer picks the ports of two nodes itself, so the link names both. */
    struct { uint32_t node, port; int input; } ports[64];
    int port_count;
    uint32_t target;
    struct spa_video_info_raw format;
    int have_format;
    int failed;

    int top, chrome, column_x, strip_x, strip_w, forced_row;
    /* --also: the watched columns, and a hash of their pixels in the last frame. */
    int also_x, also_w;
    uint64_t also_hash;
    Picture a, b, *last, *next;
    int calibrated, edge;
    double start;
    long frames, same, received, unreadable;
    double measure_total, measure_max;
    /* The frame being calibrated on: kept to read the strip again once its size is known. */
    const uint8_t *pixels;
    int stride;
};

/* Channel offsets of a 4-byte pixel in the negotiated format. */
static int red_at, green_at, blue_at;

static int read_picture(struct watch *w, const uint8_t *pixels, int stride, Picture *pic) {
    if ((int)w->format.size.height < pic->height || (int)w->format.size.width <= w->column_x
        || (int)w->format.size.width < w->strip_x + pic->strip_w)
        return 0;
    for (int y = 0; y < pic->height; y++) {
        const uint8_t *p = pixels + (size_t)y * (size_t)stride + (size_t)w->column_x * 4;
        pic->column[y] = (RGB){ p[red_at], p[green_at], p[blue_at] };
    }
    for (int y = 0; y < pic->strip_h; y++) {
        const uint8_t *row = pixels + (size_t)(w->top + y) * (size_t)stride + (size_t)w->strip_x * 4;
        for (int x = 0; x < pic->strip_w; x++) {
            const uint8_t *p = row + (size_t)x * 4;
            pic->strip[y * pic->strip_w + x] = (unsigned char)lum((RGB){ p[red_at], p[green_at], p[blue_at] });
        }
    }
    return 1;
}

/* FNV-1a over the --also columns (0 when none are watched or they do not fit). */
static uint64_t also_hash(const struct watch *w, const uint8_t *pixels, int stride) {
    if (w->also_w <= 0 || (int)w->format.size.width < w->also_x + w->also_w) return 0;
    uint64_t hash = 1469598103934665603ULL;
    for (int y = 0; y < (int)w->format.size.height; y++) {
        const uint8_t *p = pixels + (size_t)y * (size_t)stride + (size_t)w->also_x * 4;
        for (int i = 0; i < w->also_w * 4; i++) hash = (hash ^ p[i]) * 1099511628211ULL;
    }
    return hash;
}

static int reread_frame(Picture *pic, void *context) {
    struct watch *w = context;
    return read_picture(w, w->pixels, w->stride, pic);
}

static void stop(struct watch *w, int failed) {
    if (failed) w->failed = failed;
    pw_main_loop_quit(w->loop);
}

static void on_process(void *data) {
    struct watch *w = data;
    struct pw_buffer *buffer = pw_stream_dequeue_buffer(w->stream);
    if (!buffer) return;
    struct spa_buffer *spa = buffer->buffer;
    struct spa_meta_header *header = spa_buffer_find_meta_data(spa, SPA_META_Header, sizeof(*header));
    struct spa_data *d = &spa->datas[0];
    w->received++;
    double t = header && header->pts > 0 ? header->pts / 1e6 : now_ms();
    if (!d->data || !d->chunk || d->chunk->size == 0 || (d->chunk->flags & SPA_CHUNK_FLAG_CORRUPTED)
        || (header && (header->flags & SPA_META_HEADER_FLAG_CORRUPTED))) {
        w->unreadable++;
        pw_stream_queue_buffer(w->stream, buffer);
        return;
    }
    const uint8_t *pixels = (const uint8_t *)d->data + d->chunk->offset;
    int stride = d->chunk->stride ? d->chunk->stride : (int)w->format.size.width * 4;
    if (!w->calibrated) {
        int height = (int)w->format.size.height;
        if (w->top + w->chrome + 8 >= height || w->strip_x + w->strip_w > (int)w->format.size.width
            || w->column_x >= (int)w->format.size.width) {
            fprintf(stderr, "frame-watch-pw: the areas to read do not fit the %ux%u frames\n",
                    w->format.size.width, w->format.size.height);
            pw_stream_queue_buffer(w->stream, buffer);
            return stop(w, 2);
        }
        int strip_h = strip_rows(w->chrome, w->top, height);
        if (!picture_alloc(&w->a, height, w->strip_w, strip_h)) {
            fprintf(stderr, "frame-watch-pw: out of memory\n");
            pw_stream_queue_buffer(w->stream, buffer);
            return stop(w, 2);
        }
        read_picture(w, pixels, stride, &w->a);
        w->pixels = pixels;
        w->stride = stride;
        int failed = calibrate("frame-watch-pw", &w->a, w->top, &w->chrome, w->column_x, w->forced_row, reread_frame, w);
        w->pixels = NULL;
        pw_stream_queue_buffer(w->stream, buffer);
        if (failed) return stop(w, failed);
        if (!picture_alloc(&w->b, w->a.height, w->a.strip_w, w->a.strip_h)) {
            fprintf(stderr, "frame-watch-pw: out of memory\n");
            return stop(w, 2);
        }
        w->edge = w->top + w->chrome;
        w->calibrated = 1;
        w->also_hash = also_hash(w, pixels, stride);
        w->frames = 1;
        w->start = now_ms();
        printf("# window node %u %ux%u top %d chrome %d column %d strip %d+%d row-height %d row-ink %d line rgb(%d,%d,%d)\n",
               w->target, w->format.size.width, w->format.size.height, w->top, w->chrome, w->column_x, w->strip_x,
               w->strip_w, row_height, row_ink, line_colour.r, line_colour.g, line_colour.b);
        print_frame(&w->a, 1, 0.0, w->top, w->edge + row_height);
        printf("# ready\n");
        fflush(stdout);
        w->last = &w->a;
        w->next = &w->b;
        return;
    }
    int ok = read_picture(w, pixels, stride, w->next);
    uint64_t also = ok ? also_hash(w, pixels, stride) : w->also_hash;
    pw_stream_queue_buffer(w->stream, buffer);
    if (also != w->also_hash) {
        w->also_hash = also;
        printf("A %.1f\n", t - w->start);
        fflush(stdout);
    }
    if (!ok) { w->unreadable++; return; }
    if (same_picture(w->next, w->last)) { w->same++; return; }
    double measuring = now_ms();
    print_frame(w->next, ++w->frames, t - w->start, w->top, w->edge + row_height);
    fflush(stdout);
    measuring = now_ms() - measuring;
    if (measuring > w->measure_max) w->measure_max = measuring;
    w->measure_total += measuring;
    Picture *swap = w->last;
    w->last = w->next;
    w->next = swap;
}

static void on_param_changed(void *data, uint32_t id, const struct spa_pod *param) {
    struct watch *w = data;
    if (!param || id != SPA_PARAM_Format) return;
    struct spa_video_info_raw info;
    if (spa_format_video_raw_parse(param, &info) < 0) return;
    switch (info.format) {
    case SPA_VIDEO_FORMAT_BGRx: case SPA_VIDEO_FORMAT_BGRA: red_at = 2; green_at = 1; blue_at = 0; break;
    case SPA_VIDEO_FORMAT_RGBx: case SPA_VIDEO_FORMAT_RGBA: red_at = 0; green_at = 1; blue_at = 2; break;
    case SPA_VIDEO_FORMAT_xRGB: case SPA_VIDEO_FORMAT_ARGB: red_at = 1; green_at = 2; blue_at = 3; break;
    case SPA_VIDEO_FORMAT_xBGR: case SPA_VIDEO_FORMAT_ABGR: red_at = 3; green_at = 2; blue_at = 1; break;
    default:
        fprintf(stderr, "frame-watch-pw: the stream's format %u is not a 4-byte RGB format\n", info.format);
        return stop(w, 2);
    }
    w->format = info;
    w->have_format = 1;
    /* Ask for memory the tool can map, and for the header meta that carries each frame's time. */
    uint8_t buffer[1024];
    struct spa_pod_builder b = SPA_POD_BUILDER_INIT(buffer, sizeof(buffer));
    const struct spa_pod *params[2];
    params[0] = spa_pod_builder_add_object(&b, SPA_TYPE_OBJECT_ParamBuffers, SPA_PARAM_Buffers,
        SPA_PARAM_BUFFERS_buffers, SPA_POD_CHOICE_RANGE_Int(16, 2, 16),
        SPA_PARAM_BUFFERS_dataType, SPA_POD_CHOICE_FLAGS_Int((1 << SPA_DATA_MemFd) | (1 << SPA_DATA_MemPtr)));
    params[1] = spa_pod_builder_add_object(&b, SPA_TYPE_OBJECT_ParamMeta, SPA_PARAM_Meta,
        SPA_PARAM_META_type, SPA_POD_Id(SPA_META_Header),
        SPA_PARAM_META_size, SPA_POD_Int(sizeof(struct spa_meta_header)));
    pw_stream_update_params(w->stream, params, 2);
}

static uint32_t port_of(const struct watch *w, uint32_t node, int input) {
    for (int i = 0; i < w->port_count; i++)
        if (w->ports[i].node == node && w->ports[i].input == input) return w->ports[i].port;
    return SPA_ID_INVALID;
}

/* Links the stream's output port to this tool's input port once the stream is paused and
 * the daemon has announced both ports. */
static void link_to_stream(struct watch *w) {
    uint32_t self = pw_stream_get_node_id(w->stream);
    if (w->link || self == SPA_ID_INVALID || pw_stream_get_state(w->stream, NULL) != PW_STREAM_STATE_PAUSED) return;
    uint32_t out_port = port_of(w, w->target, 0), in_port = port_of(w, self, 1);
    if (out_port == SPA_ID_INVALID || in_port == SPA_ID_INVALID) return;
    char output[16], input[16], output_port[16], input_port[16];
    snprintf(output, sizeof(output), "%u", w->target);
    snprintf(input, sizeof(input), "%u", self);
    snprintf(output_port, sizeof(output_port), "%u", out_port);
    snprintf(input_port, sizeof(input_port), "%u", in_port);
    struct pw_properties *props = pw_properties_new(PW_KEY_LINK_OUTPUT_NODE, output, PW_KEY_LINK_INPUT_NODE, input,
                                                    PW_KEY_LINK_OUTPUT_PORT, output_port, PW_KEY_LINK_INPUT_PORT, input_port,
                                                    PW_KEY_OBJECT_LINGER, "false", NULL);
    w->link = pw_core_create_object(w->core, "link-factory", PW_TYPE_INTERFACE_Link, PW_VERSION_LINK, &props->dict, 0);
    pw_properties_free(props);
    if (!w->link) {
        fprintf(stderr, "frame-watch-pw: cannot link node %u to the stream %u: %s\n", w->target, self, strerror(errno));
        stop(w, 2);
    }
}

static void on_state_changed(void *data, enum pw_stream_state old, enum pw_stream_state state, const char *error) {
    struct watch *w = data;
    (void)old;
    if (state == PW_STREAM_STATE_ERROR) {
        fprintf(stderr, "frame-watch-pw: stream error: %s\n", error ? error : "?");
        stop(w, 2);
    } else if (state == PW_STREAM_STATE_PAUSED) {
        link_to_stream(w);
    }
}

static void on_global(void *data, uint32_t id, uint32_t permissions, const char *type, uint32_t version,
                      const struct spa_dict *props) {
    struct watch *w = data;
    (void)permissions;
    (void)version;
    if (strcmp(type, PW_TYPE_INTERFACE_Port) != 0 || !props || w->port_count >= (int)SPA_N_ELEMENTS(w->ports)) return;
    const char *node = spa_dict_lookup(props, PW_KEY_NODE_ID), *direction = spa_dict_lookup(props, PW_KEY_PORT_DIRECTION);
    if (!node || !direction) return;
    w->ports[w->port_count].node = (uint32_t)strtoul(node, NULL, 10);
    w->ports[w->port_count].port = id;
    w->ports[w->port_count].input = strcmp(direction, "in") == 0;
    w->port_count++;
    link_to_stream(w);
}

static const struct pw_registry_events registry_events = {
    PW_VERSION_REGISTRY_EVENTS,
    .global = on_global,
};

static const struct pw_stream_events stream_events = {
    PW_VERSION_STREAM_EVENTS,
    .state_changed = on_state_changed,
    .param_changed = on_param_changed,
    .process = on_process,
};

static void on_core_error(void *data, uint32_t id, int seq, int res, const char *message) {
    struct watch *w = data;
    (void)seq;
    fprintf(stderr, "frame-watch-pw: PipeWire error on object %u: %s (%s)\n", id, message, spa_strerror(res));
    if (id == PW_ID_CORE || (w->link && id == pw_proxy_get_id(w->link))) stop(w, 2);
}

static const struct pw_core_events core_events = {
    PW_VERSION_CORE_EVENTS,
    .error = on_core_error,
};

static void on_signal(void *data, int signal_number) {
    (void)signal_number;
    stop(data, 0);
}

static void on_timeout(void *data, uint64_t expirations) {
    struct watch *w = data;
    (void)expirations;
    if (!w->calibrated) {
        fprintf(stderr, "frame-watch-pw: no frame from node %u within 10 s (%s)\n", w->target,
                w->have_format ? "format negotiated" : w->link ? "linked, no format" : "not linked");
        stop(w, 2);
    }
}

static void usage(void) {
    fprintf(stderr, "usage: frame-watch-pw --node ID --top Y --chrome H [--column X] [--strip X0 W] [--row-height R] [--also X0 W]\n");
}

int main(int argc, char **argv) {
    struct watch w = { .target = SPA_ID_INVALID, .top = -1, .chrome = -1, .column_x = 12, .strip_x = 21, .strip_w = 280 };
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--node") == 0 && i + 1 < argc) w.target = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (strcmp(argv[i], "--top") == 0 && i + 1 < argc) w.top = atoi(argv[++i]);
        else if (strcmp(argv[i], "--chrome") == 0 && i + 1 < argc) w.chrome = atoi(argv[++i]);
        else if (strcmp(argv[i], "--column") == 0 && i + 1 < argc) w.column_x = atoi(argv[++i]);
        else if (strcmp(argv[i], "--strip") == 0 && i + 2 < argc) { w.strip_x = atoi(argv[++i]); w.strip_w = atoi(argv[++i]); }
        else if (strcmp(argv[i], "--row-height") == 0 && i + 1 < argc) w.forced_row = atoi(argv[++i]);
        else if (strcmp(argv[i], "--also") == 0 && i + 2 < argc) { w.also_x = atoi(argv[++i]); w.also_w = atoi(argv[++i]); }
        else { usage(); return 2; }
    }
    if (w.target == SPA_ID_INVALID || w.top < 0 || w.chrome < 0 || w.chrome == 1 || w.strip_w < 8) { usage(); return 2; }

    pw_init(&argc, &argv);
    w.loop = pw_main_loop_new(NULL);
    struct pw_loop *loop = pw_main_loop_get_loop(w.loop);
    pw_loop_add_signal(loop, SIGINT, on_signal, &w);
    pw_loop_add_signal(loop, SIGTERM, on_signal, &w);
    w.context = pw_context_new(loop, NULL, 0);
    w.core = w.context ? pw_context_connect(w.context, NULL, 0) : NULL;
    if (!w.core) {
        fprintf(stderr, "frame-watch-pw: cannot connect to PipeWire (PIPEWIRE_RUNTIME_DIR=%s): %s\n",
                getenv("PIPEWIRE_RUNTIME_DIR") ? getenv("PIPEWIRE_RUNTIME_DIR") : "(unset)", strerror(errno));
        return 2;
    }
    pw_core_add_listener(w.core, &w.core_listener, &core_events, &w);
    w.registry = pw_core_get_registry(w.core, PW_VERSION_REGISTRY, 0);
    pw_registry_add_listener(w.registry, &w.registry_listener, &registry_events, &w);

    w.stream = pw_stream_new(w.core, "shybar-frame-watch",
                             pw_properties_new(PW_KEY_MEDIA_TYPE, "Video", PW_KEY_MEDIA_CATEGORY, "Capture",
                                               PW_KEY_MEDIA_ROLE, "Screen", NULL));
    pw_stream_add_listener(w.stream, &w.stream_listener, &stream_events, &w);
    uint8_t buffer[1024];
    struct spa_pod_builder b = SPA_POD_BUILDER_INIT(buffer, sizeof(buffer));
    struct spa_rectangle size = SPA_RECTANGLE(1280, 800), min_size = SPA_RECTANGLE(1, 1), max_size = SPA_RECTANGLE(16384, 16384);
    struct spa_fraction rate = SPA_FRACTION(0, 1), max_rate = SPA_FRACTION(1000, 1), min_rate = SPA_FRACTION(0, 1);
    const struct spa_pod *params[1];
    params[0] = spa_pod_builder_add_object(&b, SPA_TYPE_OBJECT_Format, SPA_PARAM_EnumFormat,
        SPA_FORMAT_mediaType, SPA_POD_Id(SPA_MEDIA_TYPE_video),
        SPA_FORMAT_mediaSubtype, SPA_POD_Id(SPA_MEDIA_SUBTYPE_raw),
        SPA_FORMAT_VIDEO_format, SPA_POD_CHOICE_ENUM_Id(5, SPA_VIDEO_FORMAT_BGRx, SPA_VIDEO_FORMAT_BGRx,
                                                        SPA_VIDEO_FORMAT_BGRA, SPA_VIDEO_FORMAT_RGBx, SPA_VIDEO_FORMAT_RGBA),
        SPA_FORMAT_VIDEO_size, SPA_POD_CHOICE_RANGE_Rectangle(&size, &min_size, &max_size),
        SPA_FORMAT_VIDEO_framerate, SPA_POD_Fraction(&rate),
        /* As fast as mutter offers: its monitor's refresh rate. */
        SPA_FORMAT_VIDEO_maxFramerate, SPA_POD_CHOICE_RANGE_Fraction(&max_rate, &min_rate, &max_rate));
    /* No AUTOCONNECT: no session manager would act on it; link_to_stream links by hand. */
    if (pw_stream_connect(w.stream, PW_DIRECTION_INPUT, PW_ID_ANY, PW_STREAM_FLAG_MAP_BUFFERS, params, 1) < 0) {
        fprintf(stderr, "frame-watch-pw: cannot create the stream: %s\n", strerror(errno));
        return 2;
    }
    struct spa_source *timer = pw_loop_add_timer(loop, on_timeout, &w);
    struct timespec ten = { 10, 0 };
    pw_loop_update_timer(loop, timer, &ten, NULL, false);

    pw_main_loop_run(w.loop);

    if (w.calibrated) {
        printf("# frames %ld same %ld damage %ld unreadable %ld merged 0\n", w.frames, w.same, w.received, w.unreadable);
        printf("# measuring took %.2f ms a frame on average, %.2f ms at most\n",
               w.frames > 1 ? w.measure_total / (double)(w.frames - 1) : 0.0, w.measure_max);
        fflush(stdout);
    }
    if (w.link) pw_proxy_destroy(w.link);
    pw_proxy_destroy((struct pw_proxy *)w.registry);
    pw_stream_destroy(w.stream);
    pw_core_disconnect(w.core);
    pw_context_destroy(w.context);
    pw_main_loop_destroy(w.loop);
    pw_deinit();
    return w.failed;
}
