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
  GtkWidget *scrolled, *view;
  (void) user_data;
  for (int i = 0; i < 400; i++)
    g_string_append_printf (lines, "Line %d: the header scrolls away and comes back.\n", i);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), lines->str, -1);
  g_string_free (lines, TRUE);
  gtk_text_view_set_editable (GTK_TEXT_VIEW (text), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text), GTK_WRAP_WORD);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);

  view = shy_header_view_new ();
  shy_header_view_set_content (SHY_HEADER_VIEW (view), scrolled);
  shy_header_view_set_header (SHY_HEADER_VIEW (view), example_header ("C text"));
  example_watch (SHY_HEADER_VIEW (view));
  example_present (app, "ShyBar C text example", view);
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("io.github.shybar.CTextExample", G_APPLICATION_DEFAULT_FLAGS);
  int status;
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
