/* ShyHeaderView from C: a quick-return header over a GtkTextView.
 *
 *   cc text.c -o text $(pkg-config --cflags --libs shybar-1)
 *
 * The text view's inset is its top margin, which scrolls with the text. */
#include "common.h"

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *text = gtk_text_view_new ();
  GString *lines = g_string_new (NULL);
  (void) user_data;
  for (int i = 0; i < 400; i++)
    g_string_append_printf (lines, "Line %d: the header scrolls away and comes back.\n", i);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), lines->str, -1);
  g_string_free (lines, TRUE);
  gtk_text_view_set_editable (GTK_TEXT_VIEW (text), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text), GTK_WRAP_WORD);

  example_present (app, "ShyBar C text example", "C text", text);
}

int
main (int argc, char **argv)
{
  return example_run ("io.github.shybar.CTextExample", G_CALLBACK (activate), argc, argv);
}
