/* libshybar-1's public C API, checked from C as an application uses it: built with
 *
 *   cc header-view-api.c -o header-view-api $(pkg-config --cflags --libs shybar-1)
 *
 * against the library alone (EndToEndTests/LibraryCAPITests builds and runs it). It needs a
 * display. Every failed check prints one "FAIL: ..." line; the program ends with
 * "checks: N, failures: F" and exits 1 if any check failed. */
#include <shybar.h>
#include <string.h>

static int checks, failures;

#define CHECK(condition, ...)                                   \
  do {                                                          \
    checks++;                                                   \
    if (!(condition))                                           \
      {                                                         \
        failures++;                                             \
        printf ("FAIL: line %d: %s: ", __LINE__, #condition);   \
        printf (__VA_ARGS__);                                   \
        printf ("\n");                                          \
      }                                                         \
  } while (0)

/* Runs the main loop until condition() holds or timeout_ms pass. */
static gboolean
pump_until (gboolean (*condition) (gpointer), gpointer data, int timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      if (condition && condition (data))
        return TRUE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return condition ? condition (data) : TRUE;
}

static void
pump (int ms)
{
  pump_until (NULL, NULL, ms);
}

/* Notifications counted by property name. */
typedef struct {
  char names[64][48];
  int counts[64];
  int used;
} Notes;

static void
on_notify (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  Notes *notes = user_data;
  (void) object;
  for (int i = 0; i < notes->used; i++)
    if (strcmp (notes->names[i], pspec->name) == 0)
      {
        notes->counts[i]++;
        return;
      }
  if (notes->used < 64)
    {
      g_strlcpy (notes->names[notes->used], pspec->name, sizeof notes->names[0]);
      notes->counts[notes->used++] = 1;
    }
}

static int
notes_of (Notes *notes, const char *name)
{
  for (int i = 0; i < notes->used; i++)
    if (strcmp (notes->names[i], name) == 0)
      return notes->counts[i];
  return 0;
}

static void
notes_clear (Notes *notes)
{
  notes->used = 0;
}

typedef struct {
  int count;
  ShyHeaderState last;
} States;

static void
on_state_changed (ShyHeaderView *view, ShyHeaderState state, gpointer user_data)
{
  States *states = user_data;
  (void) view;
  states->count++;
  states->last = state;
}

static ShyHeaderView *the_view;
static GtkAdjustment *the_adjustment;

static gboolean
laid_out (gpointer data)
{
  (void) data;
  return shy_header_view_get_extent (the_view) == 90 && gtk_adjustment_get_page_size (the_adjustment) > 0
         && gtk_adjustment_get_upper (the_adjustment) > 2000;
}

static gboolean
extent_is (gpointer data)
{
  return shy_header_view_get_extent (the_view) == *(double *) data;
}

static gboolean
is_pinned (gpointer data)
{
  (void) data;
  return shy_header_view_get_pinned (the_view);
}

static gboolean
margin_is_90 (gpointer data)
{
  return gtk_text_view_get_top_margin (GTK_TEXT_VIEW (data)) == 90;
}

/* Scrolls to `value` and waits until it holds: GtkListView re-anchors to the rows it
 * showed after a long jump, so the value is asked for again until it stays. */
static void
scroll_to (double value)
{
  for (int i = 0; i < 40; i++)
    {
      gtk_adjustment_set_value (the_adjustment, value);
      pump (50);
      if (gtk_adjustment_get_value (the_adjustment) == value)
        return;
    }
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  (void) factory; (void) user_data;
  gtk_widget_set_size_request (label, -1, 40);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  (void) factory; (void) user_data;
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_list_item_get_item (item))));
}

/* GLib reports a refused value as a warning (GLib 2.74, Debian 12) or as a critical (2.84,
 * Debian 13): either counts, once. */
static void
count_warning (const char *domain, GLogLevelFlags level, const char *message, gpointer user_data)
{
  (void) domain; (void) level;
  if (strstr (message, "snap-threshold"))
    (*(int *) user_data)++;
}

/* Each typed accessor: what is set is read back by the getter and by the property, and
 * notifies its property once; setting the same value again does not notify. Each check puts
 * the value it found back. */
static void
check_typed_accessors (ShyHeaderView *view, Notes *notes)
{
  double number, old_number;
  gboolean flag, old_flag;
  int choice, old_choice;

#define NUMBER(name, setter, getter, value)                                                  \
  old_number = getter (view);                                                                \
  notes_clear (notes);                                                                       \
  setter (view, value);                                                                      \
  CHECK (getter (view) == value, "%s reads %g", name, getter (view));                        \
  g_object_get (view, name, &number, NULL);                                                  \
  CHECK (number == value, "property %s is %g", name, number);                                \
  CHECK (notes_of (notes, name) == 1, "%s notified %d times", name, notes_of (notes, name)); \
  setter (view, value);                                                                      \
  CHECK (notes_of (notes, name) == 1, "setting %s to its value notified", name); \
  setter (view, old_number);

#define FLAG(name, setter, getter, value)                                                    \
  old_flag = getter (view);                                                                  \
  notes_clear (notes);                                                                       \
  setter (view, value);                                                                      \
  CHECK (getter (view) == value, "%s reads %d", name, getter (view));                        \
  g_object_get (view, name, &flag, NULL);                                                    \
  CHECK (flag == value, "property %s is %d", name, flag);                                    \
  CHECK (notes_of (notes, name) == 1, "%s notified %d times", name, notes_of (notes, name)); \
  setter (view, value);                                                                      \
  CHECK (notes_of (notes, name) == 1, "setting %s to its value notified", name); \
  setter (view, old_flag);

#define CHOICE(name, setter, getter, value)                                                  \
  old_choice = (int) getter (view);                                                          \
  notes_clear (notes);                                                                       \
  setter (view, value);                                                                      \
  CHECK ((int) getter (view) == (int) value, "%s reads %d", name, (int) getter (view));      \
  g_object_get (view, name, &choice, NULL);                                                  \
  CHECK (choice == (int) value, "property %s is %d", name, choice);                          \
  CHECK (notes_of (notes, name) == 1, "%s notified %d times", name, notes_of (notes, name)); \
  setter (view, value);                                                                      \
  CHECK (notes_of (notes, name) == 1, "setting %s to its value notified", name); \
  setter (view, old_choice);

  NUMBER ("tolerance-up", shy_header_view_set_tolerance_up, shy_header_view_get_tolerance_up, 12.5)
  NUMBER ("tolerance-down", shy_header_view_set_tolerance_down, shy_header_view_get_tolerance_down, 3.0)
  NUMBER ("start-offset", shy_header_view_set_start_offset, shy_header_view_get_start_offset, 40.0)
  NUMBER ("min-extent", shy_header_view_set_min_extent, shy_header_view_get_min_extent, 10.0)
  NUMBER ("duration", shy_header_view_set_duration, shy_header_view_get_duration, 320.0)
  NUMBER ("gesture-timeout", shy_header_view_set_gesture_timeout, shy_header_view_get_gesture_timeout, 9000.0)
  NUMBER ("threshold", shy_header_view_set_threshold, shy_header_view_get_threshold, 150.0)
  FLAG ("fade", shy_header_view_set_fade, shy_header_view_get_fade, TRUE)
  FLAG ("animations-enabled", shy_header_view_set_animations_enabled, shy_header_view_get_animations_enabled, FALSE)
  FLAG ("reveal-on-resize", shy_header_view_set_reveal_on_resize, shy_header_view_get_reveal_on_resize, TRUE)
  FLAG ("quick-return-header", shy_header_view_set_quick_return_header, shy_header_view_get_quick_return_header, TRUE)
  CHOICE ("reveal", shy_header_view_set_reveal, shy_header_view_get_reveal, SHY_REVEAL_POLICY_FOLLOW)
  CHOICE ("snap", shy_header_view_set_snap, shy_header_view_get_snap, SHY_SNAP_POLICY_NONE)
  CHOICE ("behavior", shy_header_view_set_behavior, shy_header_view_get_behavior, SHY_BEHAVIOR_BACKGROUND)
  /* A sample of the accessors the option tables' later entries brought. */
  NUMBER ("snap-threshold", shy_header_view_set_snap_threshold, shy_header_view_get_snap_threshold, 0.3)
  NUMBER ("start-offset-headers", shy_header_view_set_start_offset_headers, shy_header_view_get_start_offset_headers, 1.5)
  NUMBER ("idle-delay", shy_header_view_set_idle_delay, shy_header_view_get_idle_delay, 450.0)
  NUMBER ("fling-velocity", shy_header_view_set_fling_velocity, shy_header_view_get_fling_velocity, 2500.0)
  FLAG ("rest-on-content-near-top", shy_header_view_set_rest_on_content_near_top,
        shy_header_view_get_rest_on_content_near_top, TRUE)
  FLAG ("always-show", shy_header_view_set_always_show, shy_header_view_get_always_show, TRUE)
  FLAG ("follow-screen-reader", shy_header_view_set_follow_screen_reader, shy_header_view_get_follow_screen_reader, FALSE)
  CHOICE ("header-style", shy_header_view_set_header_style, shy_header_view_get_header_style,
          SHY_HEADER_STYLE_RAISED_BORDER)
  CHOICE ("conceal", shy_header_view_set_conceal, shy_header_view_get_conceal, SHY_CONCEAL_POLICY_ANIMATE)
  CHOICE ("tolerance-run", shy_header_view_set_tolerance_run, shy_header_view_get_tolerance_run, SHY_TOLERANCE_RUN_EDGE)
  CHOICE ("easing", shy_header_view_set_easing, shy_header_view_get_easing, SHY_EASING_LINEAR)
  CHOICE ("style", shy_header_view_set_style, shy_header_view_get_style, SHY_BACKGROUND_STYLE_ALWAYS_VISIBLE)
  CHOICE ("trigger", shy_header_view_set_trigger, shy_header_view_get_trigger, SHY_BACKGROUND_TRIGGER_ANY_SCROLL)

  /* Out of range, a typed setter is refused as the property is (GLib's warning), and the
   * value stays. */
  int warnings = 0;
  double snap_threshold = shy_header_view_get_snap_threshold (view);
  shy_header_view_set_snap_threshold (view, 0.4);
  guint handler = g_log_set_handler ("GLib-GObject", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL, count_warning,
                                     &warnings);
  shy_header_view_set_snap_threshold (view, 7.0);
  g_log_remove_handler ("GLib-GObject", handler);
  CHECK (warnings == 1, "an out-of-range snap-threshold gave %d warnings", warnings);
  CHECK (shy_header_view_get_snap_threshold (view) == 0.4, "an out-of-range snap-threshold left %g",
         shy_header_view_get_snap_threshold (view));
  shy_header_view_set_snap_threshold (view, snap_threshold);

  /* The hero, a child property without an option behind it. */
  GtkWidget *hero = g_object_ref_sink (gtk_label_new ("hero"));
  notes_clear (notes);
  shy_header_view_set_hero (view, hero);
  CHECK (shy_header_view_get_hero (view) == hero, "hero not read back");
  CHECK (notes_of (notes, "hero") == 1, "hero notified %d times", notes_of (notes, "hero"));
  shy_header_view_set_hero (view, NULL);
  CHECK (shy_header_view_get_hero (view) == NULL, "hero not cleared");
  g_object_unref (hero);

  /* The same properties through g_object_set, and an enum option set by its value's nick
   * (the nicks are the option tables' names for the values). */
  notes_clear (notes);
  g_object_set (view, "snap-threshold", 0.3, NULL);
  CHECK (shy_header_view_get_snap_threshold (view) == 0.3, "snap-threshold is %g", shy_header_view_get_snap_threshold (view));
  CHECK (notes_of (notes, "snap-threshold") == 1, "snap-threshold notified %d times", notes_of (notes, "snap-threshold"));
  GEnumClass *conceal = g_type_class_ref (shy_conceal_policy_get_type ());
  GEnumValue *animate = g_enum_get_value_by_nick (conceal, "animate");
  CHECK (animate != NULL, "ShyConcealPolicy has no nick \"animate\"");
  if (animate)
    {
      g_object_set (view, "conceal", animate->value, NULL);
      CHECK (shy_header_view_get_conceal (view) == SHY_CONCEAL_POLICY_ANIMATE, "conceal is %d, not %d",
             shy_header_view_get_conceal (view), SHY_CONCEAL_POLICY_ANIMATE);
      CHECK (notes_of (notes, "conceal") == 1, "conceal notified %d times", notes_of (notes, "conceal"));
    }
  g_type_class_unref (conceal);

  /* Back to the defaults the rest of the checks rely on. */
  shy_header_view_set_behavior (view, SHY_BEHAVIOR_QUICK_RETURN);
  shy_header_view_set_animations_enabled (view, TRUE);
  shy_header_view_set_min_extent (view, 0);
  shy_header_view_set_start_offset (view, 0);
  shy_header_view_set_fade (view, FALSE);
  shy_header_view_set_quick_return_header (view, FALSE);
  shy_header_view_set_reveal (view, SHY_REVEAL_POLICY_ANIMATE);
  shy_header_view_set_snap (view, SHY_SNAP_POLICY_AUTO);
  shy_header_view_set_threshold (view, -1);
}

int
main (void)
{
  Notes notes = { 0 };
  States states = { 0, SHY_HEADER_STATE_SHOWN };
  double hidden = 0, shown = 90;

  setvbuf (stdout, NULL, _IOLBF, 0);
  if (!gtk_init_check ())
    {
      printf ("FAIL: cannot open a display\n");
      return 2;
    }

  GtkWidget *widget = shy_header_view_new ();
  CHECK (SHY_IS_HEADER_VIEW (widget), "shy_header_view_new made a %s", G_OBJECT_TYPE_NAME (widget));
  CHECK (g_object_is_floating (widget), "the new view is not floating (transfer floating)");
  ShyHeaderView *view = SHY_HEADER_VIEW (widget);
  the_view = view;
  CHECK (shy_header_view_get_content (view) == NULL && shy_header_view_get_header (view) == NULL
           && shy_header_view_get_toolbar (view) == NULL, "a new view has content, header or toolbar");
  CHECK (shy_header_view_get_behavior (view) == SHY_BEHAVIOR_QUICK_RETURN, "default behaviour %d",
         shy_header_view_get_behavior (view));
  g_signal_connect (view, "notify", G_CALLBACK (on_notify), &notes);
  g_signal_connect (view, "state-changed", G_CALLBACK (on_state_changed), &states);

  check_typed_accessors (view, &notes);

  /* A list of 200 rows of 40 px under a 90 px header. */
  GtkStringList *rows = gtk_string_list_new (NULL);
  for (int i = 0; i < 200; i++)
    {
      char text[16];
      g_snprintf (text, sizeof text, "Row %d", i);
      gtk_string_list_append (rows, text);
    }
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (rows))), factory);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (header, -1, 90);
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_size_request (toolbar, -1, 40);

  notes_clear (&notes);
  int extent_notes = 0;
  shy_header_view_set_content (view, scrolled);
  shy_header_view_set_header (view, header);
  shy_header_view_set_toolbar (view, toolbar);
  CHECK (shy_header_view_get_content (view) == scrolled, "content not read back");
  CHECK (shy_header_view_get_header (view) == header, "header not read back");
  CHECK (shy_header_view_get_toolbar (view) == toolbar, "toolbar not read back");
  CHECK (notes_of (&notes, "content") == 1 && notes_of (&notes, "header") == 1 && notes_of (&notes, "toolbar") == 1,
         "content, header, toolbar notified %d, %d, %d times", notes_of (&notes, "content"),
         notes_of (&notes, "header"), notes_of (&notes, "toolbar"));
  GtkWidget *content_property = NULL;
  g_object_get (view, "content", &content_property, NULL);
  CHECK (content_property == scrolled, "the content property is not the scrolled window");
  g_clear_object (&content_property);

  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 600);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  the_adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

  extent_notes = notes_of (&notes, "extent");
  notes_clear (&notes);
  CHECK (pump_until (laid_out, NULL, 5000), "the header never showed at 90 px (extent %g)", shy_header_view_get_extent (view));
  CHECK (shy_header_view_get_state (view) == SHY_HEADER_STATE_SHOWN, "state %d", shy_header_view_get_state (view));
  CHECK (shy_header_view_get_progress (view) == 1.0, "progress %g", shy_header_view_get_progress (view));
  CHECK (extent_notes + notes_of (&notes, "extent") >= 1, "extent did not notify as the header was measured");

  /* A programmatic scroll never hides the header. */
  scroll_to (1000);
  pump (200);
  CHECK (shy_header_view_get_extent (view) == 90, "a programmatic scroll moved the header to %g", shy_header_view_get_extent (view));

  /* hide/show, without and with animation, each notifying extent and emitting state-changed. */
  notes_clear (&notes);
  states.count = 0;
  shy_header_view_hide (view, FALSE);
  CHECK (pump_until (extent_is, &hidden, 2000), "hide left extent %g", shy_header_view_get_extent (view));
  CHECK (shy_header_view_get_state (view) == SHY_HEADER_STATE_HIDDEN, "state %d after hide", shy_header_view_get_state (view));
  CHECK (shy_header_view_get_progress (view) == 0.0, "progress %g after hide", shy_header_view_get_progress (view));
  CHECK (states.count >= 1 && states.last == SHY_HEADER_STATE_HIDDEN, "state-changed %d times, last %d", states.count, states.last);
  CHECK (notes_of (&notes, "extent") >= 1 && notes_of (&notes, "state") >= 1 && notes_of (&notes, "progress") >= 1,
         "extent, state, progress notified %d, %d, %d times", notes_of (&notes, "extent"), notes_of (&notes, "state"),
         notes_of (&notes, "progress"));
  states.count = 0;
  /* Long enough to be seen under way 16 ms in: a programmatic show starts at the time of the
   * tracker's last input, so after a pause a short animation can be over by its first frame. */
  shy_header_view_set_duration (view, 1000);
  shy_header_view_show (view, TRUE);
  pump (16);
  CHECK (shy_header_view_get_state (view) == SHY_HEADER_STATE_REVEALING, "state %d while showing animated",
         shy_header_view_get_state (view));
  CHECK (pump_until (extent_is, &shown, 3000), "show left extent %g", shy_header_view_get_extent (view));
  CHECK (states.last == SHY_HEADER_STATE_SHOWN && states.count >= 2, "state-changed %d times, last %d", states.count, states.last);

  /* Frozen, the header still moves on request (only scrolling and settling stop). */
  shy_header_view_freeze (view);
  shy_header_view_hide (view, FALSE);
  CHECK (pump_until (extent_is, &hidden, 2000), "a frozen header did not hide on request (extent %g)",
         shy_header_view_get_extent (view));
  shy_header_view_unfreeze (view);
  shy_header_view_show (view, FALSE);
  shy_header_view_refresh (view);
  CHECK (pump_until (extent_is, &shown, 2000), "show after unfreeze left extent %g", shy_header_view_get_extent (view));

  /* Sticky: the toolbar pins once the header has scrolled away. */
  notes_clear (&notes);
  shy_header_view_set_behavior (view, SHY_BEHAVIOR_STICKY);
  scroll_to (0);
  scroll_to (1000);
  CHECK (pump_until (is_pinned, NULL, 2000), "sticky: not pinned at offset 1000");
  CHECK (notes_of (&notes, "pinned") >= 1, "pinned did not notify");

  /* Background: solid past the threshold. */
  shy_header_view_set_behavior (view, SHY_BEHAVIOR_BACKGROUND);
  shy_header_view_set_threshold (view, 100);
  scroll_to (0);
  CHECK (!shy_header_view_get_showing_background (view), "background: solid at the top (offset %g)",
         gtk_adjustment_get_value (the_adjustment));
  scroll_to (500);
  CHECK (shy_header_view_get_showing_background (view), "background: transparent past the threshold");
  shy_header_view_set_behavior (view, SHY_BEHAVIOR_QUICK_RETURN);

  /* Another content: a text view gets the inset as its top margin, and the list's
   * scrolled window is given back without its spacer. */
  GListModel *shown_model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  CHECK (g_list_model_get_n_items (shown_model) == 201, "the attached list shows %u rows, not 200 and the spacer",
         g_list_model_get_n_items (shown_model));
  GtkWidget *text = gtk_text_view_new ();
  GtkWidget *text_scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (text_scrolled), text);
  g_object_ref (scrolled);
  shy_header_view_set_content (view, text_scrolled);
  CHECK (pump_until (margin_is_90, text, 2000), "the text view's top margin is %d", gtk_text_view_get_top_margin (GTK_TEXT_VIEW (text)));
  CHECK (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)))) == 200,
         "the list given back has %u rows, not its own 200",
         g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)))));
  g_object_unref (scrolled);

  /* The window takes the view with it. */
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &the_view);
  gtk_window_destroy (GTK_WINDOW (window));
  pump (50);
  CHECK (the_view == NULL, "the view outlived its window");

  printf ("checks: %d, failures: %d\n", checks, failures);
  return failures ? 1 : 0;
}
