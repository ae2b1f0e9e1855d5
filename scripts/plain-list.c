/* plain-list: the like-for-like reference for scripts/bench.sh. A plain GTK 4 program
 * (no ShyBar in it) showing what each page of `shybar --rows N` shows, with its header
 * held still above the content instead of moving:
 *
 *   quick-return  a 90 px search header (entry + menu button, 89 px bar + 1 px separator)
 *                 over a GtkListView of catalog rows (title, seller · place · age, price);
 *   sticky        a 200 px header and a toolbar of three toggles over the same list;
 *   background    a solid header over a scrolled hero drawing and an article.
 *
 * The window is the app's: a GtkApplication window of 1200 × 760 whose header bar carries
 * a stack switcher over three pages and the same four icon buttons. The rows come from the
 * same catalog.json (row i shows item i % count), the style from the same style.css, and
 * the list model creates each row object only when GTK asks for it, as the app's does.
 *
 * Usage: plain-list [--rows N] [--page quick-return|background|sticky] [--scrolled] [--data DIR]
 *   --data DIR   where catalog.json and style.css are (default: $SHYBAR_DATA_DIR, else ./data)
 *   --scrolled   the page as the app shows it once scrolled down: quick return without its
 *                header, sticky with only its toolbar (the background page is unchanged, its
 *                header always shows). As many rows on screen as in the app: the floor of
 *                what a header that leaves can cost, since the app then draws those rows too.
 * It runs until its window is closed or it gets SIGTERM (then it quits and exits 0).
 * Build:  cc -O2 -o plain-list scripts/plain-list.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <stdlib.h>
#include <string.h>

/* ---- The catalog: a JSON array of flat objects, read by a small parser of its own. */

typedef struct {
  char *title, *seller, *place, *price_text;
  double price;
  int days;
} Item;

static Item *items;
static int item_count;

typedef struct { const char *p, *end; } Cursor;

static void skip_space (Cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\n' || *c->p == '\r' || *c->p == '\t')) c->p++;
}

static gboolean expect (Cursor *c, char ch) {
  skip_space (c);
  if (c->p < c->end && *c->p == ch) { c->p++; return TRUE; }
  return FALSE;
}

/* A JSON string (escapes \" \\ \/ \n \t \uXXXX), newly allocated, or NULL. */
static char *read_string (Cursor *c) {
  if (!expect (c, '"')) return NULL;
  GString *s = g_string_new (NULL);
  while (c->p < c->end && *c->p != '"') {
    if (*c->p == '\\' && c->p + 1 < c->end) {
      c->p++;
      switch (*c->p) {
      case 'n': g_string_append_c (s, '\n'); break;
      case 't': g_string_append_c (s, '\t'); break;
      case 'u':
        if (c->end - c->p >= 5) {
          char hex[5] = { c->p[1], c->p[2], c->p[3], c->p[4], 0 };
          g_string_append_unichar (s, (gunichar) strtoul (hex, NULL, 16));
          c->p += 4;
        }
        break;
      default: g_string_append_c (s, *c->p);
      }
      c->p++;
    } else {
      g_string_append_c (s, *c->p++);
    }
  }
  if (!expect (c, '"')) { g_string_free (s, TRUE); return NULL; }
  return g_string_free (s, FALSE);
}

static gboolean read_item (Cursor *c, Item *item) {
  memset (item, 0, sizeof *item);
  if (!expect (c, '{')) return FALSE;
  do {
    char *key = read_string (c);
    if (!key || !expect (c, ':')) { g_free (key); return FALSE; }
    skip_space (c);
    if (c->p < c->end && *c->p == '"') {
      char *value = read_string (c);
      if (!value) { g_free (key); return FALSE; }
      if (!strcmp (key, "title")) item->title = value;
      else if (!strcmp (key, "seller")) item->seller = value;
      else if (!strcmp (key, "place")) item->place = value;
      else g_free (value);
    } else {
      char *after;
      double number = g_ascii_strtod (c->p, &after);
      if (after == c->p) { g_free (key); return FALSE; }
      c->p = after;
      if (!strcmp (key, "price")) item->price = number;
      else if (!strcmp (key, "listedDaysAgo")) item->days = (int) number;
    }
    g_free (key);
  } while (expect (c, ','));
  if (!expect (c, '}') || !item->title || !item->seller || !item->place) return FALSE;
  item->price_text = item->price == (long long) item->price
    ? g_strdup_printf ("€%lld", (long long) item->price) : g_strdup_printf ("€%.2f", item->price);
  return TRUE;
}

static void load_catalog (const char *dir) {
  char *path = g_build_filename (dir, "catalog.json", NULL);
  char *text = NULL;
  gsize length = 0;
  GArray *array = g_array_new (FALSE, TRUE, sizeof (Item));
  if (g_file_get_contents (path, &text, &length, NULL)) {
    Cursor c = { text, text + length };
    if (expect (&c, '[')) {
      Item item;
      while (read_item (&c, &item)) {
        g_array_append_val (array, item);
        if (!expect (&c, ',')) break;
      }
    }
  }
  if (array->len == 0) {
    g_printerr ("plain-list: %s: no usable items; using a built-in item\n", path);
    Item item = { g_strdup ("Road bike, 54 cm"), g_strdup ("Anna K."), g_strdup ("Berlin"), g_strdup ("€240"), 240, 1 };
    g_array_append_val (array, item);
  }
  item_count = (int) array->len;
  items = (Item *) g_array_free (array, FALSE);
  g_free (text);
  g_free (path);
}

/* ---- A lazy list model: `count` rows, each row object made when GTK asks for it. */

#define PLAIN_TYPE_ROW (plain_row_get_type ())
G_DECLARE_FINAL_TYPE (PlainRow, plain_row, PLAIN, ROW, GObject)
struct _PlainRow { GObject parent; guint index; };
G_DEFINE_TYPE (PlainRow, plain_row, G_TYPE_OBJECT)
static void plain_row_class_init (PlainRowClass *klass) { (void) klass; }
static void plain_row_init (PlainRow *row) { (void) row; }

#define PLAIN_TYPE_ROWS (plain_rows_get_type ())
G_DECLARE_FINAL_TYPE (PlainRows, plain_rows, PLAIN, ROWS, GObject)
struct _PlainRows { GObject parent; guint count; };

static GType plain_rows_item_type (GListModel *model) { (void) model; return PLAIN_TYPE_ROW; }
static guint plain_rows_n_items (GListModel *model) { return PLAIN_ROWS (model)->count; }
static gpointer plain_rows_item (GListModel *model, guint position) {
  if (position >= PLAIN_ROWS (model)->count) return NULL;
  PlainRow *row = g_object_new (PLAIN_TYPE_ROW, NULL);
  row->index = position;
  return row;
}
static void plain_rows_model_init (GListModelInterface *iface) {
  iface->get_item_type = plain_rows_item_type;
  iface->get_n_items = plain_rows_n_items;
  iface->get_item = plain_rows_item;
}
G_DEFINE_TYPE_WITH_CODE (PlainRows, plain_rows, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, plain_rows_model_init))
static void plain_rows_class_init (PlainRowsClass *klass) { (void) klass; }
static void plain_rows_init (PlainRows *rows) { (void) rows; }

/* ---- Rows: title, seller · place · age, price (the app's CatalogRowView). */

static void setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void) factory; (void) data;
  GtkWidget *root = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (root, "item-row");
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (text, TRUE);
  GtkWidget *title = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "item-title");
  GtkWidget *meta = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (meta), 0);
  gtk_label_set_ellipsize (GTK_LABEL (meta), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (meta, "item-meta");
  GtkWidget *price = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (price), 1);
  gtk_widget_add_css_class (price, "item-price");
  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), meta);
  gtk_box_append (GTK_BOX (root), text);
  gtk_box_append (GTK_BOX (root), price);
  gtk_list_item_set_child (item, root);
}

static void bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void) factory; (void) data;
  PlainRow *row = PLAIN_ROW (gtk_list_item_get_item (item));
  const Item *shown = &items[row->index % (guint) item_count];
  GtkWidget *root = gtk_list_item_get_child (item);
  GtkWidget *text = gtk_widget_get_first_child (root);
  GtkWidget *title = gtk_widget_get_first_child (text);
  GtkWidget *meta = gtk_widget_get_next_sibling (title);
  GtkWidget *price = gtk_widget_get_next_sibling (text);
  gtk_label_set_text (GTK_LABEL (title), shown->title);
  char age[32];
  if (shown->days == 0) g_strlcpy (age, "today", sizeof age);
  else if (shown->days == 1) g_strlcpy (age, "yesterday", sizeof age);
  else g_snprintf (age, sizeof age, "%d days ago", shown->days);
  char *line = g_strdup_printf ("%s · %s · %s", shown->seller, shown->place, age);
  gtk_label_set_text (GTK_LABEL (meta), line);
  g_free (line);
  gtk_label_set_text (GTK_LABEL (price), shown->price_text);
}

/* The list takes the first focus, as in the app (whose header comes after the list in the
 * focus chain): a focused search entry would blink its cursor, and redraw, all the time. */
static GtkWidget *first_focus;

static GtkWidget *catalog_list (guint rows) {
  PlainRows *model = g_object_new (PLAIN_TYPE_ROWS, NULL);
  model->count = rows;
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (model))), factory);
  gtk_widget_add_css_class (list, "catalog");
  first_focus = list;
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_vexpand (scrolled, TRUE);
  return scrolled;
}

/* ---- The three pages, each with its header held still above the content. */

static gboolean scrolled_state;

static GtkWidget *quick_return_page (guint rows) {
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (header, "qr-header");
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (bar, "qr-bar");
  gtk_widget_set_size_request (bar, -1, 89);
  GtkWidget *search = gtk_search_entry_new ();
  g_object_set (search, "placeholder-text", "Search second-hand items", NULL);
  gtk_widget_set_hexpand (search, TRUE);
  gtk_widget_set_valign (search, GTK_ALIGN_CENTER);
  GtkWidget *filter = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (filter), "view-more-symbolic");
  gtk_widget_set_valign (filter, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (bar), search);
  gtk_box_append (GTK_BOX (bar), filter);
  gtk_box_append (GTK_BOX (header), bar);
  gtk_box_append (GTK_BOX (header), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  if (!scrolled_state) gtk_box_append (GTK_BOX (page), header);
  else g_object_ref_sink (header);
  gtk_box_append (GTK_BOX (page), catalog_list (rows));
  return page;
}

static GtkWidget *sticky_page (guint rows) {
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (header, "sticky-header");
  gtk_widget_set_size_request (header, -1, 200);
  GtkWidget *title = gtk_label_new ("Flea market, Sunday");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "sticky-title");
  GtkWidget *subtitle = gtk_label_new ("Everything the neighbourhood is selling this weekend. Scroll: this header "
                                       "leaves with the list, the toolbar below stays.");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), subtitle);
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (toolbar, "sticky-toolbar");
  const char *labels[] = { "Sort by price", "Newest first", "Under €50" };
  for (int i = 0; i < 3; i++) gtk_box_append (GTK_BOX (toolbar), gtk_toggle_button_new_with_label (labels[i]));
  if (!scrolled_state) gtk_box_append (GTK_BOX (page), header);
  else g_object_ref_sink (header);
  gtk_box_append (GTK_BOX (page), toolbar);
  gtk_box_append (GTK_BOX (page), catalog_list (rows));
  return page;
}

static void gradient (cairo_t *cr, double y0, double y1, const double stops[][4], int n) {
  cairo_pattern_t *pattern = cairo_pattern_create_linear (0, y0, 0, y1);
  for (int i = 0; i < n; i++) cairo_pattern_add_color_stop_rgb (pattern, stops[i][0], stops[i][1], stops[i][2], stops[i][3]);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
}

/* The app's hero: a dusk landscape (sky, sun, two ranges, a lake). */
static void draw_landscape (GtkDrawingArea *area, cairo_t *cr, int w, int h, gpointer data) {
  (void) area; (void) data;
  double width = w, height = h;
  const double sky[][4] = { { 0, 0.16, 0.22, 0.45 }, { 0.55, 0.93, 0.55, 0.38 }, { 1, 0.98, 0.80, 0.55 } };
  gradient (cr, 0, height, sky, 3);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 1, 0.93, 0.7, 0.95);
  cairo_arc (cr, width * 0.68, height * 0.52, height * 0.09, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.30, 0.27, 0.42);
  const double ridge[][2] = { { 0, 0.62 }, { 0.18, 0.38 }, { 0.33, 0.55 }, { 0.52, 0.30 }, { 0.75, 0.58 }, { 0.88, 0.44 }, { 1, 0.60 } };
  cairo_move_to (cr, 0, height * ridge[0][1]);
  for (int i = 1; i < 7; i++) cairo_line_to (cr, width * ridge[i][0], height * ridge[i][1]);
  cairo_line_to (cr, width, height);
  cairo_line_to (cr, 0, height);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.17, 0.20, 0.30);
  cairo_move_to (cr, 0, height * 0.75);
  cairo_curve_to (cr, width * 0.25, height * 0.62, width * 0.45, height * 0.80, width * 0.65, height * 0.70);
  cairo_curve_to (cr, width * 0.80, height * 0.64, width * 0.92, height * 0.72, width, height * 0.70);
  cairo_line_to (cr, width, height);
  cairo_line_to (cr, 0, height);
  cairo_close_path (cr);
  cairo_fill (cr);
  const double lake[][4] = { { 0, 0.35, 0.45, 0.65 }, { 1, 0.12, 0.18, 0.32 } };
  gradient (cr, height * 0.82, height, lake, 2);
  cairo_rectangle (cr, 0, height * 0.82, width, height * 0.18);
  cairo_fill (cr);
}

static GtkWidget *background_page (void) {
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (header, "bg-header");
  gtk_widget_add_css_class (header, "solid");
  const char *icons[] = { "go-previous-symbolic", NULL, "send-to-symbolic", "starred-symbolic" };
  for (int i = 0; i < 4; i++) {
    GtkWidget *child;
    if (icons[i]) {
      child = gtk_button_new_from_icon_name (icons[i]);
      gtk_widget_add_css_class (child, "flat");
    } else {
      child = gtk_label_new ("Lakeside cabin");
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      gtk_widget_add_css_class (child, "bg-title");
      gtk_widget_set_hexpand (child, TRUE);
    }
    gtk_box_append (GTK_BOX (header), child);
  }
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *hero = gtk_drawing_area_new ();
  gtk_widget_set_size_request (hero, -1, 360);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (hero), draw_landscape, NULL, NULL);
  gtk_box_append (GTK_BOX (content), hero);
  GtkWidget *article = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (article, "article");
  GtkWidget *heading = gtk_label_new ("Lakeside cabin, weekend market");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "sticky-title");
  gtk_box_append (GTK_BOX (article), heading);
  for (int i = 0; i < 30 && i < item_count; i++) {
    char *text = g_strdup_printf ("%d. %s — %s, from %s in %s. Pick-up at the cabin on Saturday morning; bring your own bag.",
                                  i + 1, items[i].title, items[i].price_text, items[i].seller, items[i].place);
    GtkWidget *paragraph = gtk_label_new (text);
    g_free (text);
    gtk_label_set_xalign (GTK_LABEL (paragraph), 0);
    gtk_label_set_wrap (GTK_LABEL (paragraph), TRUE);
    gtk_box_append (GTK_BOX (article), paragraph);
  }
  gtk_box_append (GTK_BOX (content), article);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (page), header);
  gtk_box_append (GTK_BOX (page), scrolled);
  return page;
}

/* ---- The window. */

static guint row_count = 1000000;
static const char *page_name = "quick-return";

static void activate (GtkApplication *app, gpointer data) {
  (void) data;
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "Plain list");
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  GtkWidget *stack = gtk_stack_new ();
  const char *names[] = { "quick-return", "background", "sticky" };
  const char *titles[] = { "Quick return", "Background", "Sticky toolbar" };
  for (int i = 0; i < 3; i++) {
    GtkWidget *page;
    if (strcmp (page_name, names[i]) != 0) page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    else if (i == 0) page = quick_return_page (row_count);
    else if (i == 1) page = background_page ();
    else page = sticky_page (row_count);
    gtk_stack_add_titled (GTK_STACK (stack), page, names[i], titles[i]);
  }
  gtk_stack_set_visible_child_name (GTK_STACK (stack), page_name);
  GtkWidget *bar = gtk_header_bar_new ();
  GtkWidget *switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (stack));
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (bar), switcher);
  GtkWidget *record = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (record), "media-record-symbolic");
  gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), record);
  gtk_header_bar_pack_start (GTK_HEADER_BAR (bar), gtk_button_new_from_icon_name ("document-open-symbolic"));
  GtkWidget *panel = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (panel), "sidebar-show-right-symbolic");
  gtk_header_bar_pack_end (GTK_HEADER_BAR (bar), panel);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (bar),
                           gtk_button_new_from_icon_name ("preferences-desktop-keyboard-shortcuts-symbolic"));
  gtk_window_set_titlebar (GTK_WINDOW (window), bar);
  gtk_window_set_child (GTK_WINDOW (window), stack);
  gtk_window_present (GTK_WINDOW (window));
  if (first_focus) gtk_widget_grab_focus (first_focus);
}

static gboolean quit_on_signal (gpointer app) {
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

static void usage_error (const char *message, const char *value) {
  g_printerr ("plain-list: %s%s%s%s\n", message, value ? " '" : "", value ? value : "", value ? "'" : "");
  exit (2);
}

int main (int argc, char **argv) {
  const char *data_dir = g_getenv ("SHYBAR_DATA_DIR");
  if (!data_dir) data_dir = "data";
  for (int i = 1; i < argc; i++) {
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp (argv[i], "--rows") && value) {
      char *end;
      long rows = strtol (value, &end, 10);
      if (*end || rows < 0 || rows > 100000000) usage_error ("--rows needs a whole number from 0 to 100000000, not", value);
      row_count = (guint) rows;
      i++;
    } else if (!strcmp (argv[i], "--page") && value) {
      if (strcmp (value, "quick-return") && strcmp (value, "background") && strcmp (value, "sticky"))
        usage_error ("unknown page (expected quick-return, background or sticky):", value);
      page_name = value;
      i++;
    } else if (!strcmp (argv[i], "--scrolled")) {
      scrolled_state = TRUE;
    } else if (!strcmp (argv[i], "--data") && value) {
      data_dir = value;
      i++;
    } else {
      usage_error ("usage: plain-list [--rows N] [--page quick-return|background|sticky] [--scrolled] [--data DIR]; not", argv[i]);
    }
  }
  gtk_init ();
  load_catalog (data_dir);
  char *css_path = g_build_filename (data_dir, "style.css", NULL);
  if (g_file_test (css_path, G_FILE_TEST_IS_REGULAR)) {
    GtkCssProvider *css = gtk_css_provider_new ();
    gtk_css_provider_load_from_path (css, css_path);
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  g_free (css_path);
  GtkApplication *app = gtk_application_new ("io.github.shybar.PlainList", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  g_unix_signal_add (SIGTERM, quit_on_signal, app);
  char *app_argv[] = { argv[0], NULL };
  int status = g_application_run (G_APPLICATION (app), 1, app_argv);
  g_object_unref (app);
  return status;
}
