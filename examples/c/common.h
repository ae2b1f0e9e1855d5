/* What the C examples share: a list's rows, the header, the ShyHeaderView over a scrolled
 * window of the example's content, printing the view's extent and state, the window and the
 * application. */
#ifndef SHYBAR_EXAMPLE_COMMON_H
#define SHYBAR_EXAMPLE_COMMON_H
#include <shybar.h>
#include <stdio.h>

/* A header of a title, a search button and a search entry over a separator, on the theme's view
 * background (a header laid over content needs an opaque background). */
static inline GtkWidget *
example_header (const char *title)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *entry;
  gtk_widget_add_css_class (header, "view");
  gtk_widget_set_margin_start (bar, 8);
  gtk_widget_set_margin_end (bar, 8);
  gtk_widget_set_margin_top (bar, 8);
  gtk_widget_set_margin_bottom (bar, 8);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (bar), label);
  gtk_box_append (GTK_BOX (bar), gtk_button_new_from_icon_name ("edit-find-symbolic"));
  gtk_box_append (GTK_BOX (header), bar);
  entry = gtk_search_entry_new ();
  gtk_widget_set_margin_start (entry, 8);
  gtk_widget_set_margin_end (entry, 8);
  gtk_widget_set_margin_bottom (entry, 8);
  gtk_box_append (GTK_BOX (header), entry);
  gtk_box_append (GTK_BOX (header), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  return header;
}

/* A list row: a label 40 px tall showing the row's string. */
static inline void
example_setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  (void) factory; (void) user_data;
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_size_request (label, -1, 40);
  gtk_list_item_set_child (item, label);
}

static inline void
example_bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkStringObject *row = GTK_STRING_OBJECT (gtk_list_item_get_item (item));
  (void) factory; (void) user_data;
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (row));
}

/* Prints "extent 42.0" or "state hidden" on every change, for scripts watching the header. */
static inline void
example_print_change (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  ShyHeaderView *view = SHY_HEADER_VIEW (object);
  (void) user_data;
  if (g_str_equal (pspec->name, "extent"))
    printf ("extent %.1f\n", shy_header_view_get_extent (view));
  else
    {
      GEnumClass *states = g_type_class_ref (SHY_TYPE_HEADER_STATE);
      GEnumValue *state = g_enum_get_value (states, shy_header_view_get_state (view));
      printf ("state %s\n", state ? state->value_nick : "?");
      g_type_class_unref (states);
    }
  fflush (stdout);
}

static inline void
example_watch (ShyHeaderView *view)
{
  g_signal_connect (view, "notify::extent", G_CALLBACK (example_print_change), NULL);
  g_signal_connect (view, "notify::state", G_CALLBACK (example_print_change), NULL);
}

/* `content` in a scrolled window under a ShyHeaderView with the header titled `title`, in a
 * window titled `window_title`, presented; prints the header's own height ("header 93", what
 * it asks for: a script can tell where the header must be drawn) and "ready" once it is on
 * screen. The view gives the content its top inset itself. Returns the view. */
static inline ShyHeaderView *
example_present (GtkApplication *app, const char *window_title, const char *title, GtkWidget *content)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = shy_header_view_new ();
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *header = example_header (title);
  int height;
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  shy_header_view_set_content (SHY_HEADER_VIEW (view), scrolled);
  shy_header_view_set_header (SHY_HEADER_VIEW (view), header);
  example_watch (SHY_HEADER_VIEW (view));

  gtk_window_set_title (GTK_WINDOW (window), window_title);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 640);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_measure (header, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  printf ("header %d\nready\n", height);
  fflush (stdout);
  return SHY_HEADER_VIEW (view);
}

/* Runs the application `application_id`, which builds its window in `activate`. */
static inline int
example_run (const char *application_id, GCallback activate, int argc, char **argv)
{
  GtkApplication *app = gtk_application_new (application_id, G_APPLICATION_DEFAULT_FLAGS);
  int status;
  g_signal_connect (app, "activate", activate, NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
#endif
