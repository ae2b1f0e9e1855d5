/* shybar.h — ShyHeaderView, scroll-driven headers for GTK 4.
 *
 * The public C interface of libshybar-1 (pkg-config: shybar-1). The library is written in
 * Swift; these are its exported C entry points, and the GObject types they return are real
 * GObject types, so GObject Introspection (namespace Shy, version 1) reaches the same API.
 */
#ifndef SHYBAR_H
#define SHYBAR_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * ShyBehavior:
 * @SHY_BEHAVIOR_QUICK_RETURN: the header follows the content away as it scrolls forward
 *   and comes back when it scrolls back
 * @SHY_BEHAVIOR_BACKGROUND: the header stays; its background turns solid (CSS class
 *   `solid`) once the content scrolls under it
 * @SHY_BEHAVIOR_STICKY: the header scrolls away with the content while the toolbar pins
 *   to the top (CSS class `pinned`)
 *
 * How a #ShyHeaderView moves its header.
 */
typedef enum {
  SHY_BEHAVIOR_QUICK_RETURN = 0,
  SHY_BEHAVIOR_BACKGROUND = 1,
  SHY_BEHAVIOR_STICKY = 2,
} ShyBehavior;

/**
 * ShyHeaderState:
 * @SHY_HEADER_STATE_SHOWN: fully shown and at rest
 * @SHY_HEADER_STATE_HIDDEN: collapsed to its minimum extent
 * @SHY_HEADER_STATE_FOLLOWING: partly shown, following the input pixel for pixel
 * @SHY_HEADER_STATE_ATTACHED: near the top, resting on the content and scrolling with it
 * @SHY_HEADER_STATE_REVEALING: animating towards shown
 * @SHY_HEADER_STATE_CONCEALING: animating towards hidden
 * @SHY_HEADER_STATE_TRANSPARENT: background behaviour: the background is transparent
 * @SHY_HEADER_STATE_SOLID: background behaviour: the background is solid
 *
 * The named state of a header.
 */
typedef enum {
  SHY_HEADER_STATE_SHOWN = 0,
  SHY_HEADER_STATE_HIDDEN = 1,
  SHY_HEADER_STATE_FOLLOWING = 2,
  SHY_HEADER_STATE_ATTACHED = 3,
  SHY_HEADER_STATE_REVEALING = 4,
  SHY_HEADER_STATE_CONCEALING = 5,
  SHY_HEADER_STATE_TRANSPARENT = 6,
  SHY_HEADER_STATE_SOLID = 7,
} ShyHeaderState;

/**
 * ShyRevealPolicy:
 * @SHY_REVEAL_POLICY_ANIMATE: show the whole header at once, animated
 * @SHY_REVEAL_POLICY_FOLLOW: bring it back pixel for pixel with the reverse scroll
 * @SHY_REVEAL_POLICY_TOP_ONLY: only bring it back at the top of the content
 *
 * What a quick-return header does when the content scrolls back.
 */
typedef enum {
  SHY_REVEAL_POLICY_ANIMATE = 0,
  SHY_REVEAL_POLICY_FOLLOW = 1,
  SHY_REVEAL_POLICY_TOP_ONLY = 2,
} ShyRevealPolicy;

/**
 * ShySnapPolicy:
 * @SHY_SNAP_POLICY_AUTO: the fling's velocity decides, else the nearest edge
 * @SHY_SNAP_POLICY_NEAREST: whichever edge is nearer
 * @SHY_SNAP_POLICY_DIRECTION: the direction of the last movement
 * @SHY_SNAP_POLICY_NONE: stay where it is
 *
 * Where a partly shown header goes when input stops.
 */
typedef enum {
  SHY_SNAP_POLICY_AUTO = 0,
  SHY_SNAP_POLICY_NEAREST = 1,
  SHY_SNAP_POLICY_DIRECTION = 2,
  SHY_SNAP_POLICY_NONE = 3,
} ShySnapPolicy;

GType shy_behavior_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BEHAVIOR (shy_behavior_get_type ())
GType shy_header_state_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_HEADER_STATE (shy_header_state_get_type ())
GType shy_reveal_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_REVEAL_POLICY (shy_reveal_policy_get_type ())
GType shy_snap_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_SNAP_POLICY (shy_snap_policy_get_type ())

/* The enum types of the other choice options. Their values are made from the library's
 * option tables and documented in the reference; in C, find one by its nick with
 * g_enum_get_value_by_nick(). */
GType shy_conceal_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_CONCEAL_POLICY (shy_conceal_policy_get_type ())
GType shy_tolerance_run_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_TOLERANCE_RUN (shy_tolerance_run_get_type ())
GType shy_easing_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_EASING (shy_easing_get_type ())
GType shy_background_style_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BACKGROUND_STYLE (shy_background_style_get_type ())
GType shy_background_trigger_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BACKGROUND_TRIGGER (shy_background_trigger_get_type ())

/**
 * ShyHeaderView:
 *
 * A container that lays a header over a #GtkScrolledWindow, gives the scrolled content a
 * top inset as tall as the header (a #GtkListView or #GtkColumnView through a spacer row,
 * a #GtkGridView through a first row of spacers, a #GtkTextView through its top margin, a
 * #GtkViewport child through its top margin), and moves the header as the content
 * scrolls.
 *
 * Every tuning option of the three behaviours is a property named by the option's key
 * (#ShyHeaderView:tolerance-up, #ShyHeaderView:conceal, #ShyHeaderView:snap-threshold,
 * #ShyHeaderView:trigger, ...): numbers are doubles with the option's range and default,
 * on/off options booleans, and options with a list of values enums whose nicks are the
 * values' names. The options that apply to quick return also tune the header of a sticky
 * toolbar. The older options have typed accessors below; every option, old or new, is
 * reached with g_object_set() and g_object_get():
 *
 * |[<!-- language="C" -->
 * g_object_set (view, "snap-threshold", 0.3, "rest-on-content-near-top", TRUE, NULL);
 * ]|
 *
 * An enum option without a C enum here (#ShyConcealPolicy, #ShyToleranceRun, #ShyEasing,
 * #ShyBackgroundStyle, #ShyBackgroundTrigger) is set by its value's nick, found with
 * g_enum_get_value_by_nick() on its type; introspected languages use the enum's members.
 *
 * Setting a property to the value it has does not notify.
 */
/**
 * ShyHeaderView:content:
 *
 * The #GtkScrolledWindow under the header. Its child gets a top inset as tall as the
 * header: a #GtkListView or #GtkColumnView a spacer row in front of its model (the
 * integrator's factories never see it; positions in the selection model are one more while
 * it is there), a #GtkGridView a first row of spacers (one per column), a #GtkTextView its
 * top margin, a #GtkViewport's child its top margin. The inset is given back when the
 * content, its child or the header changes. Home and Ctrl+Home in a list, grid or column
 * view go to the very top, the inset included.
 */
/**
 * ShyHeaderView:header:
 *
 * The widget laid over the top of the content. It needs an opaque background (the
 * content scrolls under it).
 */
/**
 * ShyHeaderView:toolbar:
 *
 * The widget that pins to the top under a sticky header; used only while
 * #ShyHeaderView:behavior is %SHY_BEHAVIOR_STICKY.
 */
/**
 * ShyHeaderView:behavior:
 *
 * How the header moves as the content scrolls.
 */
/**
 * ShyHeaderView:hero:
 *
 * Background behaviour: the first section of the content (a hero image, inside the
 * scrolled window). While #ShyHeaderView:threshold is -1 (automatic) and
 * #ShyHeaderView:trigger is past the hero, the background turns solid once the hero has
 * scrolled under the header. With a hero the header lies over the content, which gets no
 * top inset. The view holds a reference to it.
 */
/**
 * ShyHeaderView:always-show:
 *
 * Whether the header is always fully shown and nothing moves by itself: a person's
 * choice for headers that hold still. The content scrolls under the shown header; the
 * focused item is still kept below it.
 */
/**
 * ShyHeaderView:follow-screen-reader:
 *
 * Whether the header is held fully shown and still while a screen reader runs (the
 * accessibility bus's `org.a11y.Status` `ScreenReaderEnabled`, followed live). On by
 * default; turn it off only if the app holds its headers itself.
 */
/**
 * ShyHeaderView:extent:
 *
 * The visible height of the header, in pixels (read-only).
 */
/**
 * ShyHeaderView:state:
 *
 * The header's named state (read-only); #ShyHeaderView::state-changed tells each
 * change.
 */
/**
 * ShyHeaderView:progress:
 *
 * How much of the header shows, from 0 (collapsed) to 1 (shown) (read-only).
 */
/**
 * ShyHeaderView:showing-background:
 *
 * Whether the header's background is solid (background behaviour; read-only).
 */
/**
 * ShyHeaderView:pinned:
 *
 * Whether the content has scrolled past the header's natural place, so the header or
 * the sticky toolbar is pinned (read-only).
 */
/**
 * ShyHeaderView::state-changed:
 * @self: the header view
 * @state: the new state
 *
 * Emitted when the header's named state changes, after the frame's property
 * notifications.
 */
/* What G_DECLARE_FINAL_TYPE (ShyHeaderView, shy_header_view, SHY, HEADER_VIEW, GtkWidget)
 * declares, written out: the library defines its types in Swift, not with G_DEFINE_TYPE. */
#define SHY_TYPE_HEADER_VIEW (shy_header_view_get_type ())
GType shy_header_view_get_type (void) G_GNUC_CONST;
typedef struct _ShyHeaderView ShyHeaderView;
typedef struct { GtkWidgetClass parent_class; } ShyHeaderViewClass;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ShyHeaderView, g_object_unref)
G_GNUC_UNUSED static inline ShyHeaderView *SHY_HEADER_VIEW (gpointer ptr) {
  return G_TYPE_CHECK_INSTANCE_CAST (ptr, shy_header_view_get_type (), ShyHeaderView);
}
G_GNUC_UNUSED static inline gboolean SHY_IS_HEADER_VIEW (gpointer ptr) {
  return G_TYPE_CHECK_INSTANCE_TYPE (ptr, shy_header_view_get_type ());
}

/**
 * shy_header_view_new:
 *
 * Creates a header view with no content and no header.
 *
 * Returns: (transfer floating): a new #ShyHeaderView
 */
GtkWidget *shy_header_view_new (void);

/**
 * shy_header_view_set_content:
 * @self: a #ShyHeaderView
 * @content: (nullable): a #GtkScrolledWindow
 *
 * Sets the scrolled window under the header; its child gets the top inset.
 */
void shy_header_view_set_content (ShyHeaderView *self, GtkWidget *content);
/**
 * shy_header_view_get_content:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:content.
 *
 * Returns: (transfer none) (nullable): the scrolled window under the header
 */
GtkWidget *shy_header_view_get_content (ShyHeaderView *self);
/**
 * shy_header_view_set_header:
 * @self: a #ShyHeaderView
 * @header: (nullable): any widget
 *
 * Sets the header laid over the content.
 */
void shy_header_view_set_header (ShyHeaderView *self, GtkWidget *header);
/**
 * shy_header_view_get_header:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:header.
 *
 * Returns: (transfer none) (nullable): the header
 */
GtkWidget *shy_header_view_get_header (ShyHeaderView *self);
/**
 * shy_header_view_set_toolbar:
 * @self: a #ShyHeaderView
 * @toolbar: (nullable): any widget
 *
 * Sets the toolbar under the header; used by %SHY_BEHAVIOR_STICKY only.
 */
void shy_header_view_set_toolbar (ShyHeaderView *self, GtkWidget *toolbar);
/**
 * shy_header_view_get_toolbar:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:toolbar.
 *
 * Returns: (transfer none) (nullable): the toolbar
 */
GtkWidget *shy_header_view_get_toolbar (ShyHeaderView *self);

/**
 * shy_header_view_set_behavior:
 * @self: a #ShyHeaderView
 * @behavior: how the header moves
 *
 * Sets the behaviour.
 */
void shy_header_view_set_behavior (ShyHeaderView *self, ShyBehavior behavior);
/**
 * shy_header_view_get_behavior:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:behavior.
 *
 * Returns: the behaviour
 */
ShyBehavior shy_header_view_get_behavior (ShyHeaderView *self);

/**
 * shy_header_view_set_tolerance_up:
 * @self: a #ShyHeaderView
 * @pixels: reverse movement ignored before the header comes back
 *
 * Sets #ShyHeaderView:tolerance-up.
 */
void shy_header_view_set_tolerance_up (ShyHeaderView *self, double pixels);
/**
 * shy_header_view_get_tolerance_up:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:tolerance-up.
 *
 * Returns: #ShyHeaderView:tolerance-up, px
 */
double shy_header_view_get_tolerance_up (ShyHeaderView *self);
/**
 * shy_header_view_set_tolerance_down:
 * @self: a #ShyHeaderView
 * @pixels: forward movement ignored before the header hides
 *
 * Sets #ShyHeaderView:tolerance-down.
 */
void shy_header_view_set_tolerance_down (ShyHeaderView *self, double pixels);
/**
 * shy_header_view_get_tolerance_down:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:tolerance-down.
 *
 * Returns: #ShyHeaderView:tolerance-down, px
 */
double shy_header_view_get_tolerance_down (ShyHeaderView *self);
/**
 * shy_header_view_set_start_offset:
 * @self: a #ShyHeaderView
 * @pixels: offset before which the header never hides
 *
 * Sets #ShyHeaderView:start-offset.
 */
void shy_header_view_set_start_offset (ShyHeaderView *self, double pixels);
/**
 * shy_header_view_get_start_offset:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:start-offset.
 *
 * Returns: #ShyHeaderView:start-offset, px
 */
double shy_header_view_get_start_offset (ShyHeaderView *self);
/**
 * shy_header_view_set_reveal:
 * @self: a #ShyHeaderView
 * @reveal: what reverse scrolling does
 *
 * Sets #ShyHeaderView:reveal.
 */
void shy_header_view_set_reveal (ShyHeaderView *self, ShyRevealPolicy reveal);
/**
 * shy_header_view_get_reveal:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:reveal.
 *
 * Returns: #ShyHeaderView:reveal
 */
ShyRevealPolicy shy_header_view_get_reveal (ShyHeaderView *self);
/**
 * shy_header_view_set_snap:
 * @self: a #ShyHeaderView
 * @snap: where a partly shown header goes when input stops
 *
 * Sets #ShyHeaderView:snap.
 */
void shy_header_view_set_snap (ShyHeaderView *self, ShySnapPolicy snap);
/**
 * shy_header_view_get_snap:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:snap.
 *
 * Returns: #ShyHeaderView:snap
 */
ShySnapPolicy shy_header_view_get_snap (ShyHeaderView *self);
/**
 * shy_header_view_set_min_extent:
 * @self: a #ShyHeaderView
 * @pixels: collapsed height of the header
 *
 * Sets #ShyHeaderView:min-extent.
 */
void shy_header_view_set_min_extent (ShyHeaderView *self, double pixels);
/**
 * shy_header_view_get_min_extent:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:min-extent.
 *
 * Returns: #ShyHeaderView:min-extent, px
 */
double shy_header_view_get_min_extent (ShyHeaderView *self);
/**
 * shy_header_view_set_fade:
 * @self: a #ShyHeaderView
 * @fade: whether the header fades with its progress
 *
 * Sets #ShyHeaderView:fade.
 */
void shy_header_view_set_fade (ShyHeaderView *self, gboolean fade);
/**
 * shy_header_view_get_fade:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:fade.
 *
 * Returns: #ShyHeaderView:fade
 */
gboolean shy_header_view_get_fade (ShyHeaderView *self);
/**
 * shy_header_view_set_duration:
 * @self: a #ShyHeaderView
 * @milliseconds: duration of reveal and snap animations
 *
 * Sets #ShyHeaderView:duration.
 */
void shy_header_view_set_duration (ShyHeaderView *self, double milliseconds);
/**
 * shy_header_view_get_duration:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:duration.
 *
 * Returns: #ShyHeaderView:duration, ms
 */
double shy_header_view_get_duration (ShyHeaderView *self);
/**
 * shy_header_view_set_animations_enabled:
 * @self: a #ShyHeaderView
 * @enabled: whether to animate (%FALSE: every animation completes at once)
 *
 * Sets #ShyHeaderView:animations-enabled. Animations also need the widget's
 * #GtkSettings:gtk-enable-animations.
 */
void shy_header_view_set_animations_enabled (ShyHeaderView *self, gboolean enabled);
/**
 * shy_header_view_get_animations_enabled:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:animations-enabled.
 *
 * Returns: #ShyHeaderView:animations-enabled
 */
gboolean shy_header_view_get_animations_enabled (ShyHeaderView *self);
/**
 * shy_header_view_set_reveal_on_resize:
 * @self: a #ShyHeaderView
 * @reveal: whether a resize of the viewport reveals the header
 *
 * Sets #ShyHeaderView:reveal-on-resize.
 */
void shy_header_view_set_reveal_on_resize (ShyHeaderView *self, gboolean reveal);
/**
 * shy_header_view_get_reveal_on_resize:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:reveal-on-resize.
 *
 * Returns: #ShyHeaderView:reveal-on-resize
 */
gboolean shy_header_view_get_reveal_on_resize (ShyHeaderView *self);
/**
 * shy_header_view_set_gesture_timeout:
 * @self: a #ShyHeaderView
 * @milliseconds: a gesture without input for this long counts as ended
 *
 * Sets #ShyHeaderView:gesture-timeout.
 */
void shy_header_view_set_gesture_timeout (ShyHeaderView *self, double milliseconds);
/**
 * shy_header_view_get_gesture_timeout:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:gesture-timeout.
 *
 * Returns: #ShyHeaderView:gesture-timeout, ms
 */
double shy_header_view_get_gesture_timeout (ShyHeaderView *self);
/**
 * shy_header_view_set_threshold:
 * @self: a #ShyHeaderView
 * @pixels: offset past which the background turns solid, or -1 for automatic
 *
 * Sets #ShyHeaderView:threshold (background behaviour).
 */
void shy_header_view_set_threshold (ShyHeaderView *self, double pixels);
/**
 * shy_header_view_get_threshold:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:threshold.
 *
 * Returns: #ShyHeaderView:threshold, px, or -1
 */
double shy_header_view_get_threshold (ShyHeaderView *self);
/**
 * shy_header_view_set_quick_return_header:
 * @self: a #ShyHeaderView
 * @quick_return: whether a sticky header comes back on reverse scroll
 *
 * Sets #ShyHeaderView:quick-return-header (sticky behaviour).
 */
void shy_header_view_set_quick_return_header (ShyHeaderView *self, gboolean quick_return);
/**
 * shy_header_view_get_quick_return_header:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:quick-return-header.
 *
 * Returns: #ShyHeaderView:quick-return-header
 */
gboolean shy_header_view_get_quick_return_header (ShyHeaderView *self);

/**
 * shy_header_view_get_extent:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:extent.
 *
 * Returns: the visible height of the header, px
 */
double shy_header_view_get_extent (ShyHeaderView *self);
/**
 * shy_header_view_get_state:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:state.
 *
 * Returns: the header's named state
 */
ShyHeaderState shy_header_view_get_state (ShyHeaderView *self);
/**
 * shy_header_view_get_progress:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:progress.
 *
 * Returns: how much of the header shows: 1 shown, 0 collapsed
 */
double shy_header_view_get_progress (ShyHeaderView *self);
/**
 * shy_header_view_get_showing_background:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:showing-background.
 *
 * Returns: whether the header's background is solid
 */
gboolean shy_header_view_get_showing_background (ShyHeaderView *self);
/**
 * shy_header_view_get_pinned:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:pinned.
 *
 * Returns: whether the content has scrolled past the header's natural place
 */
gboolean shy_header_view_get_pinned (ShyHeaderView *self);
/**
 * shy_header_view_set_always_show:
 * @self: a #ShyHeaderView
 * @always_show: whether the header is always fully shown
 *
 * Sets #ShyHeaderView:always-show.
 */
void shy_header_view_set_always_show (ShyHeaderView *self, gboolean always_show);
/**
 * shy_header_view_get_always_show:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:always-show.
 *
 * Returns: whether the header is always fully shown
 */
gboolean shy_header_view_get_always_show (ShyHeaderView *self);
/**
 * shy_header_view_set_follow_screen_reader:
 * @self: a #ShyHeaderView
 * @follow: whether a running screen reader holds the header shown
 *
 * Sets #ShyHeaderView:follow-screen-reader.
 */
void shy_header_view_set_follow_screen_reader (ShyHeaderView *self, gboolean follow);
/**
 * shy_header_view_get_follow_screen_reader:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:follow-screen-reader.
 *
 * Returns: whether a running screen reader holds the header shown
 */
gboolean shy_header_view_get_follow_screen_reader (ShyHeaderView *self);

/**
 * shy_header_view_show:
 * @self: a #ShyHeaderView
 * @animated: whether to animate
 *
 * Reveals the header (quick return).
 */
void shy_header_view_show (ShyHeaderView *self, gboolean animated);
/**
 * shy_header_view_hide:
 * @self: a #ShyHeaderView
 * @animated: whether to animate
 *
 * Hides the header as far as the content allows (quick return).
 */
void shy_header_view_hide (ShyHeaderView *self, gboolean animated);
/**
 * shy_header_view_freeze:
 * @self: a #ShyHeaderView
 *
 * Stops user movement from moving the header until shy_header_view_unfreeze().
 */
void shy_header_view_freeze (ShyHeaderView *self);
/**
 * shy_header_view_unfreeze:
 * @self: a #ShyHeaderView
 *
 * Lets user movement move the header again.
 */
void shy_header_view_unfreeze (ShyHeaderView *self);
/**
 * shy_header_view_refresh:
 * @self: a #ShyHeaderView
 *
 * Re-reads the animation setting, re-measures the header and sends a fresh geometry
 * (after changing the header's content or the list).
 */
void shy_header_view_refresh (ShyHeaderView *self);

G_END_DECLS

#endif /* SHYBAR_H */
