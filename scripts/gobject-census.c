/* A census of the GObjects still alive when the process exits.
 *
 * Preloaded into the test bundle by scripts/check-memory.sh:
 *
 *   SHYBAR_CENSUS_FILE=out.txt LD_PRELOAD=libgobject-census.so …
 *
 * GLib can count live instances itself (GOBJECT_DEBUG=instance-count), but only in a GLib
 * built with debugging, which distributions do not ship. So this library stands in front
 * of GObject's constructors (g_object_new, g_object_new_valist, g_object_new_with_properties,
 * g_object_newv: every call from another library or from the program goes through them),
 * records each new object with a marker that GLib drops when the object is finalized, and
 * notes whether the object was created by the program's own code: the caller of the
 * constructor, or the caller of that caller (a gtk_*_new function called by our code), lies
 * in the main executable, which is where SwiftPM links ShyBarGtk, ShyBarCore and the tests.
 * Objects that GTK makes for itself (inside gtk_init, a widget's own children, style
 * objects) are recorded but not ours.
 *
 * At exit it writes one line per type with live objects:
 *   TYPE LIVE OURS CREATOR
 * (CREATOR: where in the main executable one of ours was made, as a hex offset from its
 * load address for addr2line, or "-"), between a
 * "# census" and an "# end" line, so an empty census cannot pass for a clean one.
 * An object leaked by a stray reference is never finalized, whether or not memcheck still
 * finds a pointer to it (GLib's signal tables keep pointers to every instance with
 * connected handlers, so memcheck calls such objects "still reachable", not lost).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <glib-object.h>
#include <link.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef GObject *(*NewValist)(GType, const gchar *, va_list);
typedef GObject *(*NewWithProperties)(GType, guint, const char **, const GValue *);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
typedef gpointer (*Newv)(GType, guint, GParameter *);
G_GNUC_END_IGNORE_DEPRECATIONS

static NewValist real_new_valist;
static NewWithProperties real_new_with_properties;
static Newv real_newv;

static GMutex lock;
static char *census_path;         /* where to write, taken out of the environment */
static GHashTable *live;          /* GObject* -> Record* */
static GQuark marker_quark;
static gboolean enabled;
static void *self_base;           /* this library */
static void *exe_base;            /* the main executable */

typedef struct {
    GObject *object;
    GType type;
    gboolean ours;
    void *creator;                /* the frame of ours that made it (NULL if none) */
} Record;

static int find_executable(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    (void)data;
    /* The first entry is the program itself. */
    Dl_info dl;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        if (info->dlpi_phdr[i].p_type == PT_LOAD) {
            void *address = (void *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
            if (dladdr(address, &dl) != 0)
                exe_base = dl.dli_fbase;
            break;
        }
    }
    return 1;
}

static void setup(void)
{
    static gsize done = 0;
    if (!g_once_init_enter(&done))
        return;
    real_new_valist = (NewValist)dlsym(RTLD_NEXT, "g_object_new_valist");
    real_new_with_properties = (NewWithProperties)dlsym(RTLD_NEXT, "g_object_new_with_properties");
    real_newv = (Newv)dlsym(RTLD_NEXT, "g_object_newv");
    const char *path = getenv("SHYBAR_CENSUS_FILE");
    enabled = path != NULL && *path != '\0';
    if (enabled) {
        /* This process only: a child (a helper GLib spawns, say) inherits the preload but
         * must not overwrite the census with its own at its exit. */
        census_path = strdup(path);
        unsetenv("SHYBAR_CENSUS_FILE");
        Dl_info dl;
        if (dladdr((void *)setup, &dl) != 0)
            self_base = dl.dli_fbase;
        dl_iterate_phdr(find_executable, NULL);
        live = g_hash_table_new(g_direct_hash, g_direct_equal);
        marker_quark = g_quark_from_static_string("shybar-census");
        void *warm[2];
        backtrace(warm, 2);       /* loads the unwinder now, not inside a constructor call */
    }
    g_once_init_leave(&done, 1);
}

__attribute__((constructor)) static void start_census(void)
{
    setup();
}

static void finalized(gpointer data)
{
    Record *record = data;
    g_mutex_lock(&lock);
    if (g_hash_table_lookup(live, record->object) == record)
        g_hash_table_remove(live, record->object);
    g_mutex_unlock(&lock);
    g_free(record);
}

static gboolean is_executable(void *address)
{
    Dl_info dl;
    return exe_base != NULL && dladdr(address, &dl) != 0 && dl.dli_fbase == exe_base;
}

static void record(GObject *object)
{
    if (!enabled || object == NULL)
        return;
    /* The two frames above the constructor, this library's own frames skipped. */
    void *frames[8];
    int count = backtrace(frames, 8);
    void *callers[2] = {NULL, NULL};
    int found = 0;
    for (int i = 0; i < count && found < 2; i++) {
        Dl_info dl;
        if (dladdr(frames[i], &dl) != 0 && dl.dli_fbase == self_base)
            continue;
        callers[found++] = frames[i];
    }
    Record *entry = g_new0(Record, 1);
    entry->object = object;
    entry->type = G_OBJECT_TYPE(object);
    for (int i = 0; i < found; i++) {
        if (is_executable(callers[i])) {
            entry->ours = TRUE;
            entry->creator = callers[i];
            break;
        }
    }
    g_mutex_lock(&lock);
    gboolean known = g_hash_table_contains(live, object);
    if (!known)
        g_hash_table_insert(live, object, entry);
    g_mutex_unlock(&lock);
    if (known)
        g_free(entry);
    else
        g_object_set_qdata_full(object, marker_quark, entry, finalized);
}

GObject *g_object_new_valist(GType type, const gchar *first, va_list arguments)
{
    setup();
    GObject *object = real_new_valist(type, first, arguments);
    record(object);
    return object;
}

gpointer g_object_new(GType type, const gchar *first, ...)
{
    setup();
    va_list arguments;
    va_start(arguments, first);
    GObject *object = real_new_valist(type, first, arguments);
    va_end(arguments);
    record(object);
    return object;
}

GObject *g_object_new_with_properties(GType type, guint n, const char *names[], const GValue values[])
{
    setup();
    GObject *object = real_new_with_properties(type, n, names, values);
    record(object);
    return object;
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
gpointer g_object_newv(GType type, guint n, GParameter *parameters)
{
    setup();
    GObject *object = real_newv(type, n, parameters);
    record(object);
    return object;
}
G_GNUC_END_IGNORE_DEPRECATIONS

typedef struct {
    guint live;
    guint ours;
    void *creator;
} Tally;

__attribute__((destructor)) static void write_census(void)
{
    if (!enabled)
        return;
    FILE *out = fopen(census_path, "w");
    if (out == NULL) {
        perror(census_path);
        return;
    }
    fprintf(out, "# census\n");
    g_mutex_lock(&lock);
    GHashTable *tallies = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, live);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        Record *entry = value;
        Tally *tally = g_hash_table_lookup(tallies, GSIZE_TO_POINTER(entry->type));
        if (tally == NULL) {
            tally = g_new0(Tally, 1);
            g_hash_table_insert(tallies, GSIZE_TO_POINTER(entry->type), tally);
        }
        tally->live++;
        if (entry->ours) {
            tally->ours++;
            if (tally->creator == NULL)
                tally->creator = entry->creator;
        }
    }
    g_mutex_unlock(&lock);
    g_hash_table_iter_init(&iter, tallies);
    while (g_hash_table_iter_next(&iter, &key, &value)) {
        Tally *tally = value;
        char creator[32] = "-";
        /* A return address: the call instruction is just before it. */
        if (tally->creator != NULL)
            snprintf(creator, sizeof creator, "0x%lx",
                     (unsigned long)((uintptr_t)tally->creator - (uintptr_t)exe_base - 1));
        fprintf(out, "%s %u %u %s\n", g_type_name((GType)GPOINTER_TO_SIZE(key)), tally->live, tally->ours, creator);
    }
    fprintf(out, "# end\n");
    fclose(out);
}
