#ifndef SHYBAR_CGTK_SHIM_H
#define SHYBAR_CGTK_SHIM_H
/*
 * Small inline helpers for what Swift cannot import from GTK 4: the cast macros, the
 * g_signal_connect macro and a few variadic calls. No logic lives here.
 */
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>
#include <libintl.h>
#include <locale.h>

/* ---- Cast macros as functions (unchecked casts, like the macros with G_DISABLE_CAST_CHECKS). */
static inline GObject *shy_object(gpointer p) { return (GObject *)p; }
static inline GtkWidget *shy_widget(gpointer p) { return (GtkWidget *)p; }
static inline GtkWindow *shy_window(gpointer p) { return (GtkWindow *)p; }
static inline GtkApplication *shy_application(gpointer p) { return (GtkApplication *)p; }
static inline GApplication *shy_gapplication(gpointer p) { return (GApplication *)p; }
static inline GtkBox *shy_box(gpointer p) { return (GtkBox *)p; }
static inline GtkOverlay *shy_overlay(gpointer p) { return (GtkOverlay *)p; }
static inline GtkScrolledWindow *shy_scrolled_window(gpointer p) { return (GtkScrolledWindow *)p; }
static inline GtkListView *shy_list_view(gpointer p) { return (GtkListView *)p; }
static inline GtkLabel *shy_label(gpointer p) { return (GtkLabel *)p; }
static inline GtkButton *shy_button(gpointer p) { return (GtkButton *)p; }
static inline GtkCheckButton *shy_check_button(gpointer p) { return (GtkCheckButton *)p; }
static inline GtkToggleButton *shy_toggle_button(gpointer p) { return (GtkToggleButton *)p; }
static inline GtkMenuButton *shy_menu_button(gpointer p) { return (GtkMenuButton *)p; }
static inline GtkPopover *shy_popover(gpointer p) { return (GtkPopover *)p; }
static inline GtkStack *shy_stack(gpointer p) { return (GtkStack *)p; }
static inline GtkStackSwitcher *shy_stack_switcher(gpointer p) { return (GtkStackSwitcher *)p; }
static inline GtkHeaderBar *shy_header_bar(gpointer p) { return (GtkHeaderBar *)p; }
static inline GtkEditable *shy_editable(gpointer p) { return (GtkEditable *)p; }
static inline GtkDrawingArea *shy_drawing_area(gpointer p) { return (GtkDrawingArea *)p; }
static inline GtkAccessible *shy_accessible(gpointer p) { return (GtkAccessible *)p; }
static inline GtkEventController *shy_event_controller(gpointer p) { return (GtkEventController *)p; }
static inline GtkGesture *shy_gesture(gpointer p) { return (GtkGesture *)p; }
static inline GtkGestureSingle *shy_gesture_single(gpointer p) { return (GtkGestureSingle *)p; }
static inline GtkEventControllerScroll *shy_scroll_controller(gpointer p) { return (GtkEventControllerScroll *)p; }
/* The source of the device that sent the event a controller is handling (GDK_SOURCE_MOUSE
   when there is none). */
static inline GdkInputSource shy_controller_device_source(gpointer controller) {
    GdkEvent *event = gtk_event_controller_get_current_event(GTK_EVENT_CONTROLLER(controller));
    GdkDevice *device = event != NULL ? gdk_event_get_device(event) : NULL;
    return device != NULL ? gdk_device_get_source(device) : GDK_SOURCE_MOUSE;
}
static inline GListModel *shy_list_model(gpointer p) { return (GListModel *)p; }
static inline GtkFilter *shy_filter(gpointer p) { return (GtkFilter *)p; }
static inline GtkSorter *shy_sorter(gpointer p) { return (GtkSorter *)p; }
static inline GtkListItemFactory *shy_list_item_factory(gpointer p) { return (GtkListItemFactory *)p; }
static inline GtkSelectionModel *shy_selection_model(gpointer p) { return (GtkSelectionModel *)p; }
static inline GtkStyleProvider *shy_style_provider(gpointer p) { return (GtkStyleProvider *)p; }
static inline GtkListItem *shy_list_item(gpointer p) { return (GtkListItem *)p; }
static inline GtkAdjustment *shy_adjustment(gpointer p) { return (GtkAdjustment *)p; }

static inline GtkCustomFilter *shy_custom_filter(gpointer p) { return (GtkCustomFilter *)p; }
static inline GtkCustomSorter *shy_custom_sorter(gpointer p) { return (GtkCustomSorter *)p; }
static inline GType shy_type_object(void) { return G_TYPE_OBJECT; }
static inline GType shy_type_list_model(void) { return G_TYPE_LIST_MODEL; }

/* ---- Type checks (the G_TYPE_CHECK_INSTANCE_TYPE macros). */
static inline gboolean shy_is_overlay(gpointer p) { return p != NULL && GTK_IS_OVERLAY(p); }
static inline gboolean shy_is_widget(gpointer p) { return p != NULL && GTK_IS_WIDGET(p); }
static inline GType shy_instance_type(gpointer p) { return G_TYPE_FROM_INSTANCE(p); }

/* ---- g_signal_connect is a macro over g_signal_connect_data. */
static inline gulong shy_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                        gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}
static inline gulong shy_signal_connect_after(gpointer instance, const gchar *signal, GCallback handler,
                                              gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, G_CONNECT_AFTER);
}

/* ---- GVariant: the variadic constructor for a pair of strings, and the boolean type macro. */
static inline GVariant *shy_variant_new_string_pair(const gchar *first, const gchar *second) {
    return g_variant_new("(ss)", first, second);
}
static inline const GVariantType *shy_variant_type_boolean(void) { return G_VARIANT_TYPE_BOOLEAN; }

/* ---- Emitting a text view's key-binding signal (variadic g_signal_emit_by_name), for tests. */
static inline void shy_signal_emit_move_cursor(gpointer text_view, GtkMovementStep step, gint count) {
    g_signal_emit_by_name(text_view, "move-cursor", step, count, FALSE);
}

/* ---- Variadic calls, one property at a time. */
static inline void shy_object_set_bool(gpointer object, const gchar *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline void shy_object_set_int(gpointer object, const gchar *name, gint value) {
    g_object_set(object, name, value, NULL);
}
static inline void shy_object_set_string(gpointer object, const gchar *name, const gchar *value) {
    g_object_set(object, name, value, NULL);
}
static inline gboolean shy_object_get_bool(gpointer object, const gchar *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
/* The desktop's gtk-enable-animations setting (TRUE when no settings are available). */
static inline gboolean shy_settings_enable_animations(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings == NULL) return TRUE;
    return shy_object_get_bool(settings, "gtk-enable-animations");
}

static inline gboolean shy_widget_enable_animations(GtkWidget *widget) {
    GtkSettings *settings = gtk_widget_get_settings(widget);
    if (settings == NULL) return TRUE;
    return shy_object_get_bool(settings, "gtk-enable-animations");
}

/* g_warning is a variadic macro: log one preformatted message in the ShyBar domain. */
static inline void shy_warning(const char *message) {
    g_log("ShyBar", G_LOG_LEVEL_WARNING, "%s", message);
}

/* gtk_accessible_update_property is variadic: set the LABEL property only. A labelled-by
 * relation would win over it (GTK 4.18's GtkDropDown points one at its selected item, which
 * then names the drop-down): the label given here is the name, so that relation goes. */
static inline void shy_accessible_set_label(gpointer accessible, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* g_object_set is variadic: the accessible role, which GTK takes only before the widget's
 * accessible is realized (right after the widget is made). */
static inline void shy_accessible_set_role(gpointer widget, GtkAccessibleRole role) {
    g_object_set(G_OBJECT(widget), "accessible-role", role, NULL);
}

/* gtk_accessible_update_state is variadic: set the EXPANDED state only; reset it to
 * undefined (no longer expandable) with shy_accessible_reset_expanded. */
static inline void shy_accessible_set_expanded(gpointer accessible, gboolean expanded) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}
static inline void shy_accessible_reset_expanded(gpointer accessible) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_EXPANDED);
}

/* g_type_register_static_simple with a zero-initialised GTypeInfo, and the GListModel
 * interface vtable layout, so Swift can register a GObject type implementing GListModel. */
static inline GType shy_register_list_model_type(const gchar *name,
                                                 GInterfaceInitFunc interface_init) {
    GType type = g_type_register_static_simple(G_TYPE_OBJECT, name, sizeof(GObjectClass), NULL,
                                               sizeof(GObject), NULL, (GTypeFlags)0);
    const GInterfaceInfo info = { interface_init, NULL, NULL };
    g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &info);
    return type;
}
static inline GType shy_register_object_type(const gchar *name) {
    return g_type_register_static_simple(G_TYPE_OBJECT, name, sizeof(GObjectClass), NULL,
                                         sizeof(GObject), NULL, (GTypeFlags)0);
}
static inline void shy_list_model_interface_set(gpointer iface,
                                                GType (*get_item_type)(GListModel *),
                                                guint (*get_n_items)(GListModel *),
                                                gpointer (*get_item)(GListModel *, guint)) {
    GListModelInterface *i = (GListModelInterface *)iface;
    i->get_item_type = get_item_type;
    i->get_n_items = get_n_items;
    i->get_item = get_item;
}

/* ---- For GObject types registered from Swift (ShyHeaderView): the fundamental GTypes are
 * macros, g_signal_emit and g_signal_emit_by_name are variadic, and the instance-type check
 * is a macro. */
static inline GType shy_type_none(void) { return G_TYPE_NONE; }
static inline GType shy_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType shy_type_double(void) { return G_TYPE_DOUBLE; }
static inline gboolean shy_is_a(gpointer p, GType type) {
    return p != NULL && G_TYPE_CHECK_INSTANCE_TYPE(p, type);
}
static inline void shy_signal_emit_int(gpointer instance, guint signal_id, gint value) {
    g_signal_emit(instance, signal_id, 0, value);
}
static inline void shy_signal_emit_by_name_pointer(gpointer instance, const gchar *signal,
                                                   gpointer argument) {
    g_signal_emit_by_name(instance, signal, argument);
}

/* ---- Where GTK changed between 4.8 and today's GTK: one helper per difference, the newer
 * call where GTK has it, the 4.8 one behind the version check (docs/architecture.md lists
 * them with the GTK change behind each). */

/* gtk_css_provider_load_from_string (4.12) replaces load_from_data (deprecated in 4.12). */
static inline void shy_css_provider_load_string(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* gtk_widget_get_color (4.10) replaces GtkStyleContext's colour (deprecated in 4.10). */
static inline void shy_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

/* GtkListItem:focusable (4.12): on the tiled lists a row takes the keyboard focus unless it
 * is told not to; GTK 4.8's rows took it only when selectable or activatable. */
static inline void shy_list_item_set_focusable(GtkListItem *item, gboolean focusable) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_list_item_set_focusable(item, focusable);
#else
    (void)item;
    (void)focusable;
#endif
}

/* A file chooser: GtkFileDialog (4.10) replaces GtkFileChooserNative (deprecated in 4.10).
 * Either shows the desktop's portal dialog when there is one, else GTK's own. The chosen file
 * (or NULL: cancelled, dismissed or failed) goes to `done` exactly once; the file is the
 * callee's to unref. */
typedef void (*ShyFileChosen)(GFile *file, gpointer data);
static inline GObject *shy_file_chooser_new(const char *title, gboolean save, const char *accept_label) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_modal(dialog, TRUE);
    gtk_file_dialog_set_accept_label(dialog, accept_label);
    g_object_set_data(G_OBJECT(dialog), "shy-save", GINT_TO_POINTER(save));
    return G_OBJECT(dialog);
#else
    GtkFileChooserNative *native = gtk_file_chooser_native_new(
        title, NULL, save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN, accept_label, NULL);
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(native), TRUE);
    return G_OBJECT(native);
#endif
}
static inline void shy_file_chooser_set_initial_name(GObject *chooser, const char *name) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_file_dialog_set_initial_name(GTK_FILE_DIALOG(chooser), name);
#else
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
#endif
}
static inline void shy_file_chooser_set_initial_folder(GObject *chooser, GFile *folder) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_file_dialog_set_initial_folder(GTK_FILE_DIALOG(chooser), folder);
#else
    gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
#endif
}
/* The first filter added is the one in effect when the chooser opens. */
static inline void shy_file_chooser_add_filter(GObject *chooser, GtkFileFilter *filter) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = GTK_FILE_DIALOG(chooser);
    GListModel *filters = gtk_file_dialog_get_filters(dialog);
    GListStore *store = g_list_store_new(GTK_TYPE_FILE_FILTER);
    for (guint i = 0; filters != NULL && i < g_list_model_get_n_items(filters); i++) {
        GObject *item = g_list_model_get_item(filters, i);
        g_list_store_append(store, item);
        g_object_unref(item);
    }
    g_list_store_append(store, filter);
    gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(store));
    if (gtk_file_dialog_get_default_filter(dialog) == NULL) gtk_file_dialog_set_default_filter(dialog, filter);
    g_object_unref(store);
#else
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
#endif
}
typedef struct { ShyFileChosen done; gpointer data; } ShyFileChoice;
#if GTK_CHECK_VERSION(4, 10, 0)
static inline void shy_file_chooser_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    ShyFileChoice *choice = user_data;
    gboolean save = GPOINTER_TO_INT(g_object_get_data(source, "shy-save"));
    GFile *file = save ? gtk_file_dialog_save_finish(GTK_FILE_DIALOG(source), result, NULL)
                       : gtk_file_dialog_open_finish(GTK_FILE_DIALOG(source), result, NULL);
    choice->done(file, choice->data);
    g_free(choice);
}
#else
static inline void shy_file_chooser_responded(GtkNativeDialog *native, gint response, gpointer user_data) {
    ShyFileChoice *choice = user_data;
    g_signal_handlers_disconnect_by_data(native, user_data);
    choice->done(response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(native)) : NULL,
                 choice->data);
    g_free(choice);
}
#endif
/* Shows the chooser over `parent`. */
static inline void shy_file_chooser_present(GObject *chooser, GtkWindow *parent, ShyFileChosen done, gpointer data) {
    ShyFileChoice *choice = g_new0(ShyFileChoice, 1);
    choice->done = done;
    choice->data = data;
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = GTK_FILE_DIALOG(chooser);
    if (GPOINTER_TO_INT(g_object_get_data(chooser, "shy-save")))
        gtk_file_dialog_save(dialog, parent, NULL, shy_file_chooser_finished, choice);
    else
        gtk_file_dialog_open(dialog, parent, NULL, shy_file_chooser_finished, choice);
#else
    GtkNativeDialog *native = GTK_NATIVE_DIALOG(chooser);
    gtk_native_dialog_set_transient_for(native, parent);
    g_signal_connect(native, "response", G_CALLBACK(shy_file_chooser_responded), choice);
    gtk_native_dialog_show(native);
#endif
}

#endif
