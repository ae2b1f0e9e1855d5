/*
 * firstframe: start a program and time, from outside it, when its first frame reaches the
 * X server. Built and used by scripts/bench.sh.
 *
 *   firstframe [--settle MS] [--timeout MS] -- PROGRAM ARGS...
 *
 * Watches the root window for new top-level windows (SubstructureNotify), puts an XDamage
 * monitor on each at once, and reports the first damage to a viewable window whose
 * _NET_WM_PID is the child's, after the one that mapping the window causes: that is the
 * first frame the program drew (GTK maps, then draws; checked against the minimal window's
 * own report from inside, which lands between the two damages). Then waits
 * --settle ms (default 1000), prints the child's VmHWM, terminates it (SIGTERM) and waits
 * for it, so `/usr/bin/time -v firstframe …` also reports its peak RSS.
 * Output: `first-frame-ms N` and `vmhwm-kb N`; exit 1 on timeout or early exit.
 */
#define _GNU_SOURCE
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static long window_pid(Display *dpy, Window w, Atom pid_atom) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    long pid = -1;
    if (XGetWindowProperty(dpy, w, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after,
                           &data) == Success && data) {
        if (count == 1 && format == 32) pid = (long)*(unsigned long *)data;
        XFree(data);
    }
    return pid;
}

static long vmhwm_kb(pid_t pid) {
    char path[64], line[256];
    long kb = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) kb = strtol(line + 6, NULL, 10);
    fclose(f);
    return kb;
}

static int ignore_errors(Display *dpy, XErrorEvent *e) { (void)dpy; (void)e; return 0; }

int main(int argc, char **argv) {
    int settle = 1000, timeout = 30000, i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--settle") == 0 && i + 1 < argc) settle = atoi(argv[++i]);
        else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) timeout = atoi(argv[++i]);
        else { fprintf(stderr, "firstframe: unknown option %s\n", argv[i]); return 2; }
    }
    if (i + 1 >= argc) { fprintf(stderr, "usage: firstframe [--settle MS] [--timeout MS] -- PROGRAM ARGS...\n"); return 2; }
    char **command = argv + i + 1;

    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) { fprintf(stderr, "firstframe: cannot open display\n"); return 2; }
    int damage_event, damage_error;
    if (!XDamageQueryExtension(dpy, &damage_event, &damage_error)) {
        fprintf(stderr, "firstframe: no DAMAGE extension\n");
        return 2;
    }
    XSetErrorHandler(ignore_errors);
    Window root = DefaultRootWindow(dpy);
    Atom pid_atom = XInternAtom(dpy, "_NET_WM_PID", False);
    XSelectInput(dpy, root, SubstructureNotifyMask);
    XSync(dpy, False);

    double start = now_ms();
    pid_t child = fork();
    if (child == 0) {
        execvp(command[0], command);
        perror("firstframe: exec");
        _exit(127);
    }
    double first = -1;
    int damages = 0;
    int fd = ConnectionNumber(dpy);
    while (first < 0) {
        if (now_ms() - start > timeout) { fprintf(stderr, "firstframe: timeout\n"); kill(child, SIGKILL); return 1; }
        int status;
        if (waitpid(child, &status, WNOHANG) == child) { fprintf(stderr, "firstframe: program exited before drawing\n"); return 1; }
        if (!XPending(dpy)) {
            struct pollfd p = { fd, POLLIN, 0 };
            poll(&p, 1, 5);
            continue;
        }
        XEvent event;
        XNextEvent(dpy, &event);
        if (event.type == CreateNotify && event.xcreatewindow.parent == root) {
            XDamageCreate(dpy, event.xcreatewindow.window, XDamageReportNonEmpty);
        } else if (event.type == damage_event + XDamageNotify) {
            XDamageNotifyEvent *d = (XDamageNotifyEvent *)&event;
            double t = now_ms();
            XWindowAttributes attributes;
            if (window_pid(dpy, d->drawable, pid_atom) == child && XGetWindowAttributes(dpy, d->drawable, &attributes)
                && attributes.map_state == IsViewable && ++damages == 2)
                first = t - start;
            XDamageSubtract(dpy, d->damage, None, None);
        }
    }
    printf("first-frame-ms %.1f\n", first);
    fflush(stdout);
    usleep((useconds_t)settle * 1000);
    printf("vmhwm-kb %ld\n", vmhwm_kb(child));
    fflush(stdout);
    kill(child, SIGTERM);
    int status;
    waitpid(child, &status, 0);
    XCloseDisplay(dpy);
    return 0;
}
