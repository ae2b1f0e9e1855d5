/* ShyHeaderView from C: a quick-return header over a GtkListView of 1000 rows.
 *
 *   cc list.c -o list $(pkg-config --cflags --libs shybar-1)
 *
 * The list is built as any GTK 4 list is (a string list, a signal factory); the view gives
 * it the top inset itself, so the factory never sees anything but the strings. */
#include "common.h"

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  (void) factory; (void) user_data;
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_size_request (label, -1, 40);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkStringObject *row = GTK_STRING_OBJECT (gtk_list_item_get_item (item));
  (void) factory; (void) user_data;
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (row));
}

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
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))), factory);

  view = example_present (app, "ShyBar C list example", "C list", list);
  shy_header_view_set_reveal (view, SHY_REVEAL_POLICY_ANIMATE);
}

int
main (int argc, char **argv)
{
  return example_run ("io.github.shybar.CListExample", G_CALLBACK (activate), argc, argv);
}
