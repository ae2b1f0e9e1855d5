/*
 * shy-kwin-input: input for a window on KWin (5.27) through its org_kde_kwin_fake_input
 * protocol, driven by commands read from standard input, one per line, executed in order
 * with real timing. The KWin end-to-end tests use it to touch, scroll, click and type on
 * the real `shybar` window. It must run as the compositor's user (see
 * scripts/kwin-session.sh) and be kept for the whole test: the fake device it creates is
 * the seat's pointer, touch and keyboard, and taking it away takes those from every window.
 *
 * Commands (coordinates in output pixels, fractions allowed):
 *   abs X Y            pointer to an absolute position
 *   rel DX DY          pointer moved by DX, DY
 *   button CODE 1|0    press (1) or release (0) an evdev button (272 left, 273 right)
 *   axis v|h VALUE     one scroll step of VALUE axis units (> 0 down the list); 0 is an
 *                      axis stop. KWin 5.27 sends it as a wheel without discrete steps
 *                      (GTK: "Wayland Wheel Scrolling", smooth deltas)
 *   key CODE 1|0       press (1) or release (0) an evdev key (109 Page Down, 104 Page Up)
 *   tdown ID X Y       a finger touches down
 *   tmotion ID X Y     a finger moves
 *   tup ID             a finger lifts
 *   tframe             ends a touch frame
 *   tcancel            cancels every touch
 *   sleep MS           waits (after flushing what was sent)
 *   sync               waits until KWin has handled everything sent so far (a display
 *                      roundtrip), then prints "ok" on stdout
 *   quit               destroys the fake device and exits
 * Blank lines and lines starting with # are ignored; a bad command is reported on stderr
 * and skipped. Exit status 1 when KWin cannot be reached, does not offer the protocol, or
 * drops the connection.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wayland-client.h>

#include "fake-input-client-protocol.h"

static struct org_kde_kwin_fake_input *fake;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
	(void)data;
	if (!strcmp(interface, org_kde_kwin_fake_input_interface.name))
		fake = wl_registry_bind(registry, name, &org_kde_kwin_fake_input_interface, version < 4 ? version : 4);
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
	(void)data;
	(void)registry;
	(void)name;
}

static const struct wl_registry_listener registry_listener = { global, global_remove };

static void sleep_ms(double ms) {
	if (ms <= 0)
		return;
	struct timespec ts = { (time_t)(ms / 1000), (long)((ms - 1000.0 * (double)(long)(ms / 1000)) * 1e6) };
	nanosleep(&ts, NULL);
}

int main(void) {
	struct wl_display *display = wl_display_connect(NULL);
	if (!display) {
		fprintf(stderr, "shy-kwin-input: cannot connect to the compositor (WAYLAND_DISPLAY)\n");
		return 1;
	}
	struct wl_registry *registry = wl_display_get_registry(display);
	wl_registry_add_listener(registry, &registry_listener, NULL);
	if (wl_display_roundtrip(display) < 0 || !fake) {
		fprintf(stderr, "shy-kwin-input: the compositor offers no org_kde_kwin_fake_input to this client "
		                "(not KWin, or not run as KWin's user)\n");
		return 1;
	}
	org_kde_kwin_fake_input_authenticate(fake, "shy-kwin-input", "ShyBar end-to-end tests");
	if (wl_display_roundtrip(display) < 0) {
		fprintf(stderr, "shy-kwin-input: KWin dropped the connection on authenticate\n");
		return 1;
	}
	fprintf(stderr, "shy-kwin-input: org_kde_kwin_fake_input version %u\n", org_kde_kwin_fake_input_get_version(fake));
	char line[256];
	unsigned long number = 0;
	while (fgets(line, sizeof line, stdin)) {
		number++;
		char command[32] = "", axis[8] = "";
		double a = 0, b = 0, c = 0;
		if (sscanf(line, "%31s", command) != 1 || command[0] == '#')
			continue;
		if (!strcmp(command, "abs") && sscanf(line, "%*s %lf %lf", &a, &b) == 2)
			org_kde_kwin_fake_input_pointer_motion_absolute(fake, wl_fixed_from_double(a), wl_fixed_from_double(b));
		else if (!strcmp(command, "rel") && sscanf(line, "%*s %lf %lf", &a, &b) == 2)
			org_kde_kwin_fake_input_pointer_motion(fake, wl_fixed_from_double(a), wl_fixed_from_double(b));
		else if (!strcmp(command, "button") && sscanf(line, "%*s %lf %lf", &a, &b) == 2)
			org_kde_kwin_fake_input_button(fake, (uint32_t)a, (uint32_t)b);
		else if (!strcmp(command, "axis") && sscanf(line, "%*s %7s %lf", axis, &a) == 2)
			org_kde_kwin_fake_input_axis(fake, axis[0] == 'h' ? WL_POINTER_AXIS_HORIZONTAL_SCROLL : WL_POINTER_AXIS_VERTICAL_SCROLL,
			                             wl_fixed_from_double(a));
		else if (!strcmp(command, "key") && sscanf(line, "%*s %lf %lf", &a, &b) == 2)
			org_kde_kwin_fake_input_keyboard_key(fake, (uint32_t)a, (uint32_t)b);
		else if (!strcmp(command, "tdown") && sscanf(line, "%*s %lf %lf %lf", &a, &b, &c) == 3)
			org_kde_kwin_fake_input_touch_down(fake, (uint32_t)a, wl_fixed_from_double(b), wl_fixed_from_double(c));
		else if (!strcmp(command, "tmotion") && sscanf(line, "%*s %lf %lf %lf", &a, &b, &c) == 3)
			org_kde_kwin_fake_input_touch_motion(fake, (uint32_t)a, wl_fixed_from_double(b), wl_fixed_from_double(c));
		else if (!strcmp(command, "tup") && sscanf(line, "%*s %lf", &a) == 1)
			org_kde_kwin_fake_input_touch_up(fake, (uint32_t)a);
		else if (!strcmp(command, "tframe"))
			org_kde_kwin_fake_input_touch_frame(fake);
		else if (!strcmp(command, "tcancel"))
			org_kde_kwin_fake_input_touch_cancel(fake);
		else if (!strcmp(command, "sleep") && sscanf(line, "%*s %lf", &a) == 1) {
			if (wl_display_flush(display) < 0)
				break;
			sleep_ms(a);
			continue;
		} else if (!strcmp(command, "sync")) {
			if (wl_display_roundtrip(display) < 0)
				break;
			printf("ok\n");
			fflush(stdout);
			continue;
		} else if (!strcmp(command, "quit"))
			break;
		else {
			fprintf(stderr, "shy-kwin-input: line %lu: bad command: %s", number, line);
			continue;
		}
		if (wl_display_flush(display) < 0)
			break;
	}
	if (wl_display_get_error(display)) {
		fprintf(stderr, "shy-kwin-input: the compositor dropped the connection\n");
		return 1;
	}
	org_kde_kwin_fake_input_destroy(fake);
	wl_display_roundtrip(display);
	wl_display_disconnect(display);
	return 0;
}
