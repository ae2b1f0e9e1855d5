/* ShyHeaderView in a libadwaita app (libadwaita 1.4 or later), in the two layouts GNOME apps
 * use:
 *
 *   adwaita               an AdwToolbarView with an AdwHeaderBar on top, and a ShyHeaderView
 *                         as its content: the search bar hides with the list under the fixed
 *                         header bar.
 *   adwaita --whole-top   the whole top (the AdwHeaderBar and the search bar) is the
 *                         ShyHeaderView's header, for small screens where every pixel counts;
 *                         scrolling back brings the window's controls back with it.
 *
 *   --dark                Adwaita's dark style
 *   --style STYLE         flat (default), raised or raised-border: ShyHeaderView:header-style,
 *                         AdwToolbarView's top-bar-style for the hiding part
 *
 *   cc adwaita.c -o adwaita $(pkg-config --cflags --libs shybar-1 libadwaita-1)
 *
 * The header needs no CSS of its own: the view draws its background in Adwaita's colours. */
#include <adwaita.h>
#include "common.h"

static gboolean whole_top = FALSE, dark = FALSE;
static char *style_name = NULL;

/* 1000 rows whose text runs the whole width, so anything seen through the header shows. */
static GtkWidget *
rows_list (void)
{
  GtkStringList *rows = gtk_string_list_new (NULL);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  for (int i = 0; i < 1000; i++)
    {
      char text[160];
      g_snprintf (text, sizeof text, "Row %d  ████████████████████████████████████", i);
      gtk_string_list_append (rows, text);
    }
  g_signal_connect (factory, "setup", G_CALLBACK (example_setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (example_bind_row), NULL);
  return gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))), factory);
}

/* A box that carries a name for screen readers: GTK 4.10 and later drop the name of a plain
 * (generic) box, so it is a group. */
static GtkWidget *
named_box (GtkOrientation orientation, const char *name)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "orientation", orientation,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return box;
}

/* A search entry in a box, as an AdwToolbarView's search bar is laid out. */
static GtkWidget *
search_bar (const char *name)
{
  GtkWidget *box = named_box (GTK_ORIENTATION_HORIZONTAL, name);
  GtkWidget *entry = gtk_search_entry_new ();
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_set_margin_start (entry, 12);
  gtk_widget_set_margin_end (entry, 12);
  gtk_widget_set_margin_top (entry, 6);
  gtk_widget_set_margin_bottom (entry, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, "Search", -1);
  gtk_box_append (GTK_BOX (box), entry);
  return box;
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = shy_header_view_new ();
  GtkWidget *header_bar = adw_header_bar_new ();
  GEnumClass *styles = g_type_class_ref (SHY_TYPE_HEADER_STYLE);
  GEnumValue *style = g_enum_get_value_by_nick (styles, style_name ? style_name : "flat");
  (void) user_data;

  if (style == NULL)
    {
      g_printerr ("adwaita: unknown --style '%s' (flat, raised or raised-border)\n", style_name);
      g_application_quit (G_APPLICATION (app));
      g_type_class_unref (styles);
      return;
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), rows_list ());
  shy_header_view_set_content (SHY_HEADER_VIEW (view), scrolled);
  shy_header_view_set_header_style (SHY_HEADER_VIEW (view), style->value);
  g_type_class_unref (styles);
  example_watch (SHY_HEADER_VIEW (view));

  if (whole_top)
    {
      /* The header bar and the search bar leave together; the window has no other top. */
      GtkWidget *top = named_box (GTK_ORIENTATION_VERTICAL, "Header");
      gtk_box_append (GTK_BOX (top), header_bar);
      gtk_box_append (GTK_BOX (top), search_bar ("Search bar"));
      shy_header_view_set_header (SHY_HEADER_VIEW (view), top);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), view);
    }
  else
    {
      /* The header bar stays; the search bar under it hides with the list. */
      GtkWidget *toolbar_view = adw_toolbar_view_new ();
      GtkWidget *search = search_bar ("Header");
      shy_header_view_set_header (SHY_HEADER_VIEW (view), search);
      adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar_view), header_bar);
      adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar_view), view);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), toolbar_view);
    }

  gtk_window_set_title (GTK_WINDOW (window), "ShyBar libadwaita example");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 640);
  gtk_window_present (GTK_WINDOW (window));
  printf ("ready\n");
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "whole-top", 0, 0, G_OPTION_ARG_NONE, &whole_top, "The header bar hides with the search bar", NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Adwaita's dark style", NULL },
    { "style", 0, 0, G_OPTION_ARG_STRING, &style_name, "flat, raised or raised-border", "STYLE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  AdwApplication *app = adw_application_new ("io.github.shybar.AdwaitaExample", G_APPLICATION_DEFAULT_FLAGS);
  int status;
  g_application_add_main_option_entries (G_APPLICATION (app), entries);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
