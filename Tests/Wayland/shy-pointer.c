/*
 * shy-pointer: one virtual pointer on a wlroots compositor (sway), driven by commands read
 * from standard input, one per line, executed in order with real timing. The end-to-end
 * tests use it to give the real `shybar` window the touchpad, wheel and button input that
 * X11 cannot fake (a finger scroll that ends with axis_stop starts GTK's kinetic scrolling).
 *
 * The pointer is created once and kept until quit or end of input: destroying it would make
 * the seat lose its pointer, and every window its pointer focus.
 *
 * Commands (numbers may be negative and fractional where it makes sense; DY > 0 scrolls
 * the content forward, down the list, as a finger moving up on a natural-scrolling pad):
 *   move X Y                 absolute position in output pixels (+ frame)
 *   button B press|release   B = left, right or middle (+ frame)
 *   click B                  press, frame, release, frame
 *   axis SOURCE DY           one frame: axis_source + axis (+ axis_discrete for wheel,
 *                            with round(DY / 15) steps when that is not 0)
 *   stop                     axis_stop + frame (fingers lifted: GTK may start momentum)
 *   swipe SOURCE TOTAL DURATION_MS STEPS stop|nostop
 *                            STEPS frames of TOTAL / STEPS each, one every
 *                            DURATION_MS / STEPS ms (linear: a constant speed of
 *                            TOTAL / DURATION_MS units per ms, so the velocity an app
 *                            measures can be compared with it), then axis_stop if asked
 *   wheel NOTCHES [DELAY_MS] NOTCHES wheel clicks (15 units, 1 discrete step each),
 *                            DELAY_MS apart (default 40)
 *   hires TOTAL STEPS DELAY_MS
 *                            a high-resolution wheel: STEPS wheel frames of TOTAL / STEPS
 *                            units, DELAY_MS apart; a frame that completes a whole notch
 *                            (15 units) also carries axis_discrete for it
 *   sleep MS                 waits
 *   sync                     waits until the compositor has handled everything sent so
 *                            far (a display roundtrip), then prints "ok" on stdout
 *   times                    prints on stdout the events of the last swipe as they were
 *                            stamped: "times T1:DY1 T2:DY2 … Tn:DYn", T the event's time
 *                            in ms (the uint32 the compositor passes on to the client), DY
 *                            the axis value sent; its axis frames, then the stop that ended
 *                            it (DY 0) when there was one (the swipe's own, or a `stop`
 *                            command before any other scroll input). The times are those
 *                            of the clock when each frame actually went out, late or
 *                            bunched when the machine is busy, so an app's velocity can be
 *                            checked against the input it really got. "times" alone when
 *                            there was no swipe.
 *   quit                     destroys the pointer and exits
 * SOURCE is finger, continuous or wheel (or its number 1, 2, 0). Blank lines and lines
 * starting with # are ignored. A bad command is reported on stderr with its line number
 * and skipped. Exit status 1 when the compositor cannot be reached or drops us.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/input-event-codes.h>
#include <wayland-client.h>

#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

#define NOTCH 15.0

struct state {
	struct wl_display *display;
	struct wl_seat *seat;
	struct wl_output *output;
	struct zwlr_virtual_pointer_manager_v1 *manager;
	struct zwlr_virtual_pointer_v1 *pointer;
	int width, height;       /* the output's current mode, in pixels */
	int scale;
	double hires_remainder;  /* units of a high-resolution wheel not yet a whole notch */
	uint32_t source;         /* the axis source of the last scroll frame */
	/* The events of the last swipe as stamped (for `times`): its frames, then its stop. */
	struct stamped { uint32_t time; double dy; } *swipe;
	size_t swipe_count, swipe_capacity;
	int swipe_open;          /* a stop now still belongs to the last swipe */
};

static unsigned long line_number;

/* Reports a malformed command on stderr; returns 1 (carry on with the next line). */
static int usage(const char *text)
{
	fprintf(stderr, "shy-pointer: line %lu: usage: %s\n", line_number, text);
	return 1;
}

/* --- time --- */

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static uint32_t stamp(void)
{
	return (uint32_t)(unsigned long long)now_ms();
}

/* Sleeps until the monotonic clock reads `deadline` ms (no drift over many frames). */
static void sleep_until(double deadline)
{
	struct timespec ts;
	ts.tv_sec = (time_t)(deadline / 1000.0);
	ts.tv_nsec = (long)((deadline - ts.tv_sec * 1000.0) * 1e6);
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec += 1;
		ts.tv_nsec -= 1000000000L;
	}
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
	}
}

/* --- the connection --- */

static void flush(struct state *s)
{
	if (wl_display_flush(s->display) < 0 && errno != EAGAIN) {
		fprintf(stderr, "shy-pointer: the compositor connection failed: %s\n", strerror(errno));
		exit(1);
	}
}

static void output_geometry(void *data, struct wl_output *output, int32_t x, int32_t y,
			    int32_t pw, int32_t ph, int32_t subpixel, const char *make,
			    const char *model, int32_t transform)
{
	(void)data; (void)output; (void)x; (void)y; (void)pw; (void)ph;
	(void)subpixel; (void)make; (void)model; (void)transform;
}

static void output_mode(void *data, struct wl_output *output, uint32_t flags,
			int32_t width, int32_t height, int32_t refresh)
{
	struct state *s = data;
	(void)output; (void)refresh;
	if (flags & WL_OUTPUT_MODE_CURRENT) {
		s->width = width;
		s->height = height;
	}
}

static void output_done(void *data, struct wl_output *output)
{
	(void)data; (void)output;
}

static void output_scale(void *data, struct wl_output *output, int32_t factor)
{
	struct state *s = data;
	(void)output;
	s->scale = factor > 0 ? factor : 1;
}

static const struct wl_output_listener output_listener = {
	.geometry = output_geometry,
	.mode = output_mode,
	.done = output_done,
	.scale = output_scale,
};

static void global_added(void *data, struct wl_registry *registry, uint32_t name,
			 const char *interface, uint32_t version)
{
	struct state *s = data;
	if (strcmp(interface, wl_seat_interface.name) == 0 && !s->seat) {
		s->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
	} else if (strcmp(interface, wl_output_interface.name) == 0 && !s->output) {
		s->output = wl_registry_bind(registry, name, &wl_output_interface, version < 2 ? version : 2);
		wl_output_add_listener(s->output, &output_listener, s);
	} else if (strcmp(interface, zwlr_virtual_pointer_manager_v1_interface.name) == 0) {
		s->manager = wl_registry_bind(registry, name, &zwlr_virtual_pointer_manager_v1_interface,
					      version < 2 ? version : 2);
	}
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name)
{
	(void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = {
	.global = global_added,
	.global_remove = global_removed,
};

/* Reads and handles whatever the compositor sent, without waiting, so its messages never
 * pile up between syncs; exits when the connection has failed. */
static void drain(struct state *s)
{
	while (wl_display_prepare_read(s->display) != 0)
		wl_display_dispatch_pending(s->display);
	struct pollfd fd = {.fd = wl_display_get_fd(s->display), .events = POLLIN};
	if (poll(&fd, 1, 0) > 0)
		wl_display_read_events(s->display);
	else
		wl_display_cancel_read(s->display);
	if (wl_display_dispatch_pending(s->display) < 0 || wl_display_get_error(s->display)) {
		fputs("shy-pointer: the compositor connection failed\n", stderr);
		exit(1);
	}
}

/* --- input --- */

static void frame(struct state *s)
{
	zwlr_virtual_pointer_v1_frame(s->pointer);
	flush(s);
}

static void move(struct state *s, double x, double y)
{
	/* Absolute motion is a fraction of the output: x / extent. The logical size is the
	 * mode divided by the scale; positions are given in logical pixels. */
	int w = s->width / s->scale, h = s->height / s->scale;
	if (x < 0) x = 0;
	if (y < 0) y = 0;
	if (x > w - 1) x = w - 1;
	if (y > h - 1) y = h - 1;
	zwlr_virtual_pointer_v1_motion_absolute(s->pointer, stamp(), (uint32_t)lround(x), (uint32_t)lround(y),
						(uint32_t)w, (uint32_t)h);
	frame(s);
}

/* Notes one event of the swipe being recorded (for `times`). */
static void record(struct state *s, uint32_t time, double dy)
{
	if (!s->swipe_open)
		return;
	if (s->swipe_count == s->swipe_capacity) {
		size_t capacity = s->swipe_capacity ? 2 * s->swipe_capacity : 64;
		struct stamped *grown = realloc(s->swipe, capacity * sizeof *grown);
		if (!grown) {
			fputs("shy-pointer: out of memory\n", stderr);
			exit(1);
		}
		s->swipe = grown;
		s->swipe_capacity = capacity;
	}
	s->swipe[s->swipe_count++] = (struct stamped){time, dy};
}

/* One scroll frame. `steps` wheel steps go along as axis_discrete when not 0. An amount
 * that rounds to 0 in wl_fixed (1/256) is not sent: the compositor would pass a zero axis
 * event on as a stop. */
static void scroll(struct state *s, uint32_t source, double dy, int steps)
{
	if (wl_fixed_from_double(dy) == 0 && steps == 0)
		return;
	uint32_t t = stamp();
	record(s, t, wl_fixed_to_double(wl_fixed_from_double(dy)));
	s->source = source;
	zwlr_virtual_pointer_v1_axis_source(s->pointer, source);
	zwlr_virtual_pointer_v1_axis(s->pointer, t, WL_POINTER_AXIS_VERTICAL_SCROLL, wl_fixed_from_double(dy));
	if (steps != 0)
		zwlr_virtual_pointer_v1_axis_discrete(s->pointer, t, WL_POINTER_AXIS_VERTICAL_SCROLL,
						      wl_fixed_from_double(dy), steps);
	frame(s);
}

/* The stop names its source again: without it the compositor sends the stop as a wheel's,
 * and GTK then ends a wheel scroll, not the finger scroll that was going on. */
static void stop(struct state *s)
{
	uint32_t t = stamp();
	record(s, t, 0);
	s->swipe_open = 0;
	zwlr_virtual_pointer_v1_axis_source(s->pointer, s->source);
	zwlr_virtual_pointer_v1_axis_stop(s->pointer, t, WL_POINTER_AXIS_VERTICAL_SCROLL);
	frame(s);
}

/* Prints the events of the last swipe (see `times` above). */
static void print_times(struct state *s)
{
	fputs("times", stdout);
	for (size_t i = 0; i < s->swipe_count; i++)
		printf(" %lu:%.10g", (unsigned long)s->swipe[i].time, s->swipe[i].dy);
	putchar('\n');
	fflush(stdout);
}

/* `count` frames of `total / count` units, `interval` ms apart starting one interval from
 * now. The amounts are wl_fixed (1/256): each frame sends what brings the running sum
 * closest to its exact share, so the frames add up to `total`. With `wheel_notches`, a
 * frame that completes a notch carries axis_discrete for it. */
static void frames(struct state *s, uint32_t source, double total, int count, double interval,
		   int wheel_notches)
{
	double start = now_ms(), sent = 0;
	for (int i = 1; i <= count; i++) {
		sleep_until(start + i * interval);
		double target = total * i / count;
		double dy = wl_fixed_to_double(wl_fixed_from_double(target - sent));
		int steps = 0;
		if (wheel_notches) {
			s->hires_remainder += dy;
			while (s->hires_remainder >= NOTCH) { s->hires_remainder -= NOTCH; steps++; }
			while (s->hires_remainder <= -NOTCH) { s->hires_remainder += NOTCH; steps--; }
		}
		scroll(s, source, dy, steps);
		sent += dy;
	}
}

/* --- commands --- */

static int parse_source(const char *word, uint32_t *source)
{
	if (!word) return 0;
	if (!strcmp(word, "finger") || !strcmp(word, "1")) *source = WL_POINTER_AXIS_SOURCE_FINGER;
	else if (!strcmp(word, "continuous") || !strcmp(word, "2")) *source = WL_POINTER_AXIS_SOURCE_CONTINUOUS;
	else if (!strcmp(word, "wheel") || !strcmp(word, "0")) *source = WL_POINTER_AXIS_SOURCE_WHEEL;
	else return 0;
	return 1;
}

static int parse_button(const char *word, uint32_t *button)
{
	if (!word) return 0;
	if (!strcmp(word, "left")) *button = BTN_LEFT;
	else if (!strcmp(word, "right")) *button = BTN_RIGHT;
	else if (!strcmp(word, "middle")) *button = BTN_MIDDLE;
	else return 0;
	return 1;
}

/* A finite number, the whole word. */
static int parse_number(const char *word, double *value)
{
	char *end;
	if (!word) return 0;
	errno = 0;
	*value = strtod(word, &end);
	return end != word && *end == '\0' && errno == 0 && isfinite(*value);
}

static int parse_count(const char *word, int *value)
{
	double d;
	if (!parse_number(word, &d) || d < 1 || d > 100000 || d != floor(d)) return 0;
	*value = (int)d;
	return 1;
}

static int parse_ms(const char *word, double *value)
{
	return parse_number(word, value) && *value >= 0 && *value <= 600000;
}

/* Runs one command; returns 0 to quit. */
static int run(struct state *s, char *line)
{
	char *words[8] = {0};
	int n = 0;
	for (char *w = strtok(line, " \t\r\n"); w && n < 8; w = strtok(NULL, " \t\r\n"))
		words[n++] = w;
	if (n == 0 || words[0][0] == '#') return 1;
	const char *cmd = words[0];
	double a, b, c;
	int count;
	uint32_t source, button;

	if (!strcmp(cmd, "move")) {
		if (n != 3 || !parse_number(words[1], &a) || !parse_number(words[2], &b))
			return usage("move X Y");
		move(s, a, b);
	} else if (!strcmp(cmd, "button")) {
		int press = n == 3 && !strcmp(words[2], "press"), release = n == 3 && !strcmp(words[2], "release");
		if (n != 3 || !parse_button(words[1], &button) || !(press || release))
			return usage("button left|right|middle press|release");
		zwlr_virtual_pointer_v1_button(s->pointer, stamp(), button,
					       press ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
		frame(s);
	} else if (!strcmp(cmd, "click")) {
		if (n != 2 || !parse_button(words[1], &button))
			return usage("click left|right|middle");
		zwlr_virtual_pointer_v1_button(s->pointer, stamp(), button, WL_POINTER_BUTTON_STATE_PRESSED);
		frame(s);
		zwlr_virtual_pointer_v1_button(s->pointer, stamp(), button, WL_POINTER_BUTTON_STATE_RELEASED);
		frame(s);
	} else if (!strcmp(cmd, "axis")) {
		if (n != 3 || !parse_source(words[1], &source) || !parse_number(words[2], &a) || a == 0)
			return usage("axis finger|continuous|wheel DY, DY not 0");
		s->swipe_open = 0;
		scroll(s, source, a, source == WL_POINTER_AXIS_SOURCE_WHEEL ? (int)lround(a / NOTCH) : 0);
	} else if (!strcmp(cmd, "stop")) {
		if (n != 1) return usage("stop");
		stop(s);
	} else if (!strcmp(cmd, "swipe")) {
		int with_stop = n == 6 && !strcmp(words[5], "stop"), without = n == 6 && !strcmp(words[5], "nostop");
		if (n != 6 || !parse_source(words[1], &source) || !parse_number(words[2], &a) ||
		    !parse_ms(words[3], &b) || !parse_count(words[4], &count) || !(with_stop || without))
			return usage("swipe finger|continuous|wheel TOTAL DURATION_MS STEPS stop|nostop");
		s->swipe_count = 0;
		s->swipe_open = 1;
		frames(s, source, a, count, b / count, 0);
		if (with_stop) stop(s);
	} else if (!strcmp(cmd, "wheel")) {
		if ((n != 2 && n != 3) || !parse_number(words[1], &a) || a != floor(a) || fabs(a) > 100000 ||
		    (n == 3 && !parse_ms(words[2], &b)))
			return usage("wheel NOTCHES [DELAY_MS]");
		if (n == 2) b = 40;
		s->swipe_open = 0;
		int notches = (int)fabs(a), sign = a < 0 ? -1 : 1;
		for (int i = 0; i < notches; i++) {
			if (i > 0) sleep_until(now_ms() + b);
			scroll(s, WL_POINTER_AXIS_SOURCE_WHEEL, sign * NOTCH, sign);
		}
	} else if (!strcmp(cmd, "hires")) {
		if (n != 4 || !parse_number(words[1], &a) || !parse_count(words[2], &count) || !parse_ms(words[3], &c))
			return usage("hires TOTAL STEPS DELAY_MS");
		s->swipe_open = 0;
		frames(s, WL_POINTER_AXIS_SOURCE_WHEEL, a, count, c, 1);
	} else if (!strcmp(cmd, "sleep")) {
		if (n != 2 || !parse_ms(words[1], &a))
			return usage("sleep MS");
		sleep_until(now_ms() + a);
	} else if (!strcmp(cmd, "sync")) {
		if (wl_display_roundtrip(s->display) < 0) {
			fprintf(stderr, "shy-pointer: the compositor connection failed during sync\n");
			exit(1);
		}
		puts("ok");
		fflush(stdout);
	} else if (!strcmp(cmd, "times")) {
		if (n != 1) return usage("times");
		print_times(s);
	} else if (!strcmp(cmd, "quit")) {
		return 0;
	} else {
		fprintf(stderr, "shy-pointer: line %lu: unknown command '%s'\n", line_number, cmd);
	}
	return 1;
}

int main(int argc, char **argv)
{
	(void)argv;
	if (argc > 1) {
		fputs("usage: shy-pointer < COMMANDS (see the comment at the top of shy-pointer.c)\n", stderr);
		return 2;
	}
	struct state s = {.width = 1280, .height = 800, .scale = 1, .source = WL_POINTER_AXIS_SOURCE_FINGER};
	s.display = wl_display_connect(NULL);
	if (!s.display) {
		fprintf(stderr, "shy-pointer: cannot connect to the Wayland display '%s'\n",
			getenv("WAYLAND_DISPLAY") ? getenv("WAYLAND_DISPLAY") : "(WAYLAND_DISPLAY unset)");
		return 1;
	}
	struct wl_registry *registry = wl_display_get_registry(s.display);
	wl_registry_add_listener(registry, &registry_listener, &s);
	wl_display_roundtrip(s.display);   /* the globals */
	wl_display_roundtrip(s.display);   /* the output's mode and scale */
	if (!s.manager) {
		fputs("shy-pointer: the compositor offers no zwlr_virtual_pointer_manager_v1\n", stderr);
		return 1;
	}
	if (s.output && zwlr_virtual_pointer_manager_v1_get_version(s.manager) >= 2)
		s.pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer_with_output(s.manager, s.seat, s.output);
	else
		s.pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(s.manager, s.seat);
	if (wl_display_roundtrip(s.display) < 0) {
		fputs("shy-pointer: the compositor refused the virtual pointer\n", stderr);
		return 1;
	}

	char *line = NULL;
	size_t size = 0;
	int going = 1;
	while (going && getline(&line, &size, stdin) >= 0) {
		line_number++;
		going = run(&s, line);
		drain(&s);
	}
	free(line);
	free(s.swipe);
	zwlr_virtual_pointer_v1_destroy(s.pointer);
	zwlr_virtual_pointer_manager_v1_destroy(s.manager);
	wl_display_roundtrip(s.display);
	wl_display_disconnect(s.display);
	return 0;
}
