/* ShyHeaderView from C: a quick-return header over a GtkListView of 1000 rows.
 *
 *   cc list.c -o list $(pkg-config --cflags --libs shybar-1)
 *
 * The list is built as any GTK 4 list is (a string list, a signal factory); the view gives
 * it the top inset itself, so the factory never sees anything but the strings. */
#include "common.h"

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkStringList *rows = gtk_string_list_new (NULL);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkWidget *list;
  ShyHeaderView *view;
  (void) user_data;
  for (int i = 0; i < 1000; i++)
    {
      char text[32];
      g_snprintf (text, sizeof text, "Row %d", i);
      gtk_string_list_append (rows, text);
    }
  g_signal_connect (factory, "setup", G_CALLBACK (example_setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (example_bind_row), NULL);
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))), factory);

  view = example_present (app, "ShyBar C list example", "C list", list);
  shy_header_view_set_reveal (view, SHY_REVEAL_POLICY_ANIMATE);
}

int
main (int argc, char **argv)
{
  return example_run ("io.github.shybar.CListExample", G_CALLBACK (activate), argc, argv);
}
