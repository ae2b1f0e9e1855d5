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
 * ShyHeaderStyle:
 * @SHY_HEADER_STYLE_FLAT: the window's background, and a one-pixel shade under the header
 *   while content lies under it (as `ADW_TOOLBAR_FLAT` where content meets the bar)
 * @SHY_HEADER_STYLE_RAISED: the header bar's background with a soft shadow under it
 *   (as `ADW_TOOLBAR_RAISED`)
 * @SHY_HEADER_STYLE_RAISED_BORDER: the header bar's background with a one-pixel border
 *   under it (as `ADW_TOOLBAR_RAISED_BORDER`)
 *
 * How a #ShyHeaderView draws its header's background (and a sticky toolbar's). Under
 * libadwaita the colours are Adwaita's, light and dark; the app's own CSS wins.
 *
 * Since: 1.1
 */
typedef enum {
  SHY_HEADER_STYLE_FLAT = 0,
  SHY_HEADER_STYLE_RAISED = 1,
  SHY_HEADER_STYLE_RAISED_BORDER = 2,
} ShyHeaderStyle;

GType shy_behavior_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BEHAVIOR (shy_behavior_get_type ())
GType shy_header_style_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_HEADER_STYLE (shy_header_style_get_type ())
GType shy_header_state_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_HEADER_STATE (shy_header_state_get_type ())

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
 * #ShyHeaderView:trigger, ...) with a typed setter and getter
 * (shy_header_view_set_tolerance_up(), shy_header_view_get_conceal(), ...): numbers are
 * doubles with the option's range and default, on/off options booleans, and options with a
 * list of values enums (#ShyConcealPolicy, ...) whose nicks are the values' names. The
 * options that apply to quick return also tune the header of a sticky toolbar. The option
 * declarations are made from the library's option tables, so every option has its
 * accessors; g_object_set() and g_object_get() reach the same properties:
 *
 * |[<!-- language="C" -->
 * shy_header_view_set_snap_threshold (view, 0.3);
 * shy_header_view_set_conceal (view, SHY_CONCEAL_POLICY_ANIMATE);
 * g_object_set (view, "rest-on-content-near-top", TRUE, NULL);
 * ]|
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
 * ShyHeaderView:header-style:
 *
 * How the header (and a sticky toolbar) draw their background: the header lies over the
 * content, so it always draws one (the background behaviour's header only while its
 * background is solid). The style's rules have the lowest priority, so the app's own CSS
 * for its header wins.
 *
 * Since: 1.1
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
 * shy_header_view_set_hero:
 * @self: a #ShyHeaderView
 * @hero: (nullable): the first section of the content, inside the scrolled window
 *
 * Sets #ShyHeaderView:hero (background behaviour).
 */
void shy_header_view_set_hero (ShyHeaderView *self, GtkWidget *hero);
/**
 * shy_header_view_get_hero:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:hero.
 *
 * Returns: (transfer none) (nullable): the hero
 */
GtkWidget *shy_header_view_get_hero (ShyHeaderView *self);

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

/* BEGIN OPTIONS: generated from the option tables by `swift run shybar-capi-generate`
 * (docs/c-api.md): do not edit down to END OPTIONS. */
/**
 * ShyToleranceRun:
 * @SHY_TOLERANCE_RUN_DIRECTION: Per direction (`direction`)
 * @SHY_TOLERANCE_RUN_GESTURE: Per gesture (`gesture`)
 * @SHY_TOLERANCE_RUN_EDGE: Until an edge (`edge`)
 * @SHY_TOLERANCE_RUN_EVENT: Per event (`event`)
 *
 * The values of #ShyHeaderView:tolerance-run: how movement counts against the tolerances.
 */
typedef enum {
  SHY_TOLERANCE_RUN_DIRECTION = 0,
  SHY_TOLERANCE_RUN_GESTURE = 1,
  SHY_TOLERANCE_RUN_EDGE = 2,
  SHY_TOLERANCE_RUN_EVENT = 3,
} ShyToleranceRun;
GType shy_tolerance_run_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_TOLERANCE_RUN (shy_tolerance_run_get_type ())

/**
 * ShyConcealPolicy:
 * @SHY_CONCEAL_POLICY_FOLLOW: Follow 1:1 (`follow`)
 * @SHY_CONCEAL_POLICY_ANIMATE: Animate (`animate`)
 *
 * The values of #ShyHeaderView:conceal: what scrolling forward does past the tolerance.
 */
typedef enum {
  SHY_CONCEAL_POLICY_FOLLOW = 0,
  SHY_CONCEAL_POLICY_ANIMATE = 1,
} ShyConcealPolicy;
GType shy_conceal_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_CONCEAL_POLICY (shy_conceal_policy_get_type ())

/**
 * ShyRevealPolicy:
 * @SHY_REVEAL_POLICY_ANIMATE: Animate (`animate`)
 * @SHY_REVEAL_POLICY_FOLLOW: Follow 1:1 (`follow`)
 * @SHY_REVEAL_POLICY_TOP_ONLY: At the top only (`top-only`)
 *
 * The values of #ShyHeaderView:reveal: what scrolling back does.
 */
typedef enum {
  SHY_REVEAL_POLICY_ANIMATE = 0,
  SHY_REVEAL_POLICY_FOLLOW = 1,
  SHY_REVEAL_POLICY_TOP_ONLY = 2,
} ShyRevealPolicy;
GType shy_reveal_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_REVEAL_POLICY (shy_reveal_policy_get_type ())

/**
 * ShySnapPolicy:
 * @SHY_SNAP_POLICY_AUTO: Automatic (`auto`)
 * @SHY_SNAP_POLICY_NEAREST: Nearest edge (`nearest`)
 * @SHY_SNAP_POLICY_DIRECTION: Scroll direction (`direction`)
 * @SHY_SNAP_POLICY_NONE: Never (`none`)
 *
 * The values of #ShyHeaderView:snap: where a partly shown header settles.
 */
typedef enum {
  SHY_SNAP_POLICY_AUTO = 0,
  SHY_SNAP_POLICY_NEAREST = 1,
  SHY_SNAP_POLICY_DIRECTION = 2,
  SHY_SNAP_POLICY_NONE = 3,
} ShySnapPolicy;
GType shy_snap_policy_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_SNAP_POLICY (shy_snap_policy_get_type ())

/**
 * ShyEasing:
 * @SHY_EASING_EASEOUTCUBIC: Ease out (`easeOutCubic`)
 * @SHY_EASING_EASEINOUTCUBIC: Ease in and out (`easeInOutCubic`)
 * @SHY_EASING_LINEAR: Linear (`linear`)
 * @SHY_EASING_QUADOUT: Decelerate (quadratic) (`quadOut`)
 * @SHY_EASING_BEZIEROUT: Ease out (Bézier) (`bezierOut`)
 * @SHY_EASING_BEZIERINOUT: Ease in and out (Bézier) (`bezierInOut`)
 *
 * The values of #ShyHeaderView:easing: the curve.
 */
typedef enum {
  SHY_EASING_EASEOUTCUBIC = 0,
  SHY_EASING_EASEINOUTCUBIC = 1,
  SHY_EASING_LINEAR = 2,
  SHY_EASING_QUADOUT = 3,
  SHY_EASING_BEZIEROUT = 4,
  SHY_EASING_BEZIERINOUT = 5,
} ShyEasing;
GType shy_easing_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_EASING (shy_easing_get_type ())

/**
 * ShyBackgroundStyle:
 * @SHY_BACKGROUND_STYLE_AUTOMATIC: Automatic (`automatic`)
 * @SHY_BACKGROUND_STYLE_ALWAYS_HIDDEN: Always transparent (`always-hidden`)
 * @SHY_BACKGROUND_STYLE_ALWAYS_VISIBLE: Always solid (`always-visible`)
 *
 * The values of #ShyHeaderView:style: when the background shows.
 */
typedef enum {
  SHY_BACKGROUND_STYLE_AUTOMATIC = 0,
  SHY_BACKGROUND_STYLE_ALWAYS_HIDDEN = 1,
  SHY_BACKGROUND_STYLE_ALWAYS_VISIBLE = 2,
} ShyBackgroundStyle;
GType shy_background_style_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BACKGROUND_STYLE (shy_background_style_get_type ())

/**
 * ShyBackgroundTrigger:
 * @SHY_BACKGROUND_TRIGGER_HERO: Past the hero (`hero`)
 * @SHY_BACKGROUND_TRIGGER_ANY_SCROLL: Any scroll (`any-scroll`)
 *
 * The values of #ShyHeaderView:trigger: what turns an automatic background solid.
 */
typedef enum {
  SHY_BACKGROUND_TRIGGER_HERO = 0,
  SHY_BACKGROUND_TRIGGER_ANY_SCROLL = 1,
} ShyBackgroundTrigger;
GType shy_background_trigger_get_type (void) G_GNUC_CONST;
#define SHY_TYPE_BACKGROUND_TRIGGER (shy_background_trigger_get_type ())

/**
 * ShyHeaderView:tolerance-up:
 *
 * Tolerance up: reverse movement ignored before revealing, in px, from 0 to 1000. Default:
 * 8. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_tolerance_up:
 * @self: a #ShyHeaderView
 * @tolerance_up: reverse movement ignored before revealing, px
 *
 * Sets #ShyHeaderView:tolerance-up.
 */
void shy_header_view_set_tolerance_up (ShyHeaderView *self, double tolerance_up);
/**
 * shy_header_view_get_tolerance_up:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:tolerance-up.
 *
 * Returns: reverse movement ignored before revealing, px
 */
double shy_header_view_get_tolerance_up (ShyHeaderView *self);

/**
 * ShyHeaderView:tolerance-down:
 *
 * Tolerance down: forward movement ignored before hiding, in px, from 0 to 1000. Default:
 * 0. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_tolerance_down:
 * @self: a #ShyHeaderView
 * @tolerance_down: forward movement ignored before hiding, px
 *
 * Sets #ShyHeaderView:tolerance-down.
 */
void shy_header_view_set_tolerance_down (ShyHeaderView *self, double tolerance_down);
/**
 * shy_header_view_get_tolerance_down:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:tolerance-down.
 *
 * Returns: forward movement ignored before hiding, px
 */
double shy_header_view_get_tolerance_down (ShyHeaderView *self);

/**
 * ShyHeaderView:start-offset:
 *
 * Start offset: offset before which the header never hides, in px, from 0 to 100000.
 * Default: 0. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_start_offset:
 * @self: a #ShyHeaderView
 * @start_offset: offset before which the header never hides, px
 *
 * Sets #ShyHeaderView:start-offset.
 */
void shy_header_view_set_start_offset (ShyHeaderView *self, double start_offset);
/**
 * shy_header_view_get_start_offset:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:start-offset.
 *
 * Returns: offset before which the header never hides, px
 */
double shy_header_view_get_start_offset (ShyHeaderView *self);

/**
 * ShyHeaderView:start-offset-headers:
 *
 * Start offset in headers: start offset in header heights, added to start-offset, in
 * headers, from 0 to 100. Default: 0. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_start_offset_headers:
 * @self: a #ShyHeaderView
 * @start_offset_headers: start offset in header heights, added to start-offset, headers
 *
 * Sets #ShyHeaderView:start-offset-headers.
 */
void shy_header_view_set_start_offset_headers (ShyHeaderView *self, double start_offset_headers);
/**
 * shy_header_view_get_start_offset_headers:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:start-offset-headers.
 *
 * Returns: start offset in header heights, added to start-offset, headers
 */
double shy_header_view_get_start_offset_headers (ShyHeaderView *self);

/**
 * ShyHeaderView:tolerance-run:
 *
 * Tolerance counts: how movement counts against the tolerances (#ShyToleranceRun). Default:
 * %SHY_TOLERANCE_RUN_DIRECTION. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_tolerance_run:
 * @self: a #ShyHeaderView
 * @tolerance_run: how movement counts against the tolerances
 *
 * Sets #ShyHeaderView:tolerance-run.
 */
void shy_header_view_set_tolerance_run (ShyHeaderView *self, ShyToleranceRun tolerance_run);
/**
 * shy_header_view_get_tolerance_run:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:tolerance-run.
 *
 * Returns: how movement counts against the tolerances
 */
ShyToleranceRun shy_header_view_get_tolerance_run (ShyHeaderView *self);

/**
 * ShyHeaderView:conceal:
 *
 * Hide: what scrolling forward does past the tolerance (#ShyConcealPolicy). Default:
 * %SHY_CONCEAL_POLICY_FOLLOW. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_conceal:
 * @self: a #ShyHeaderView
 * @conceal: what scrolling forward does past the tolerance
 *
 * Sets #ShyHeaderView:conceal.
 */
void shy_header_view_set_conceal (ShyHeaderView *self, ShyConcealPolicy conceal);
/**
 * shy_header_view_get_conceal:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:conceal.
 *
 * Returns: what scrolling forward does past the tolerance
 */
ShyConcealPolicy shy_header_view_get_conceal (ShyHeaderView *self);

/**
 * ShyHeaderView:reveal:
 *
 * Reveal: what scrolling back does (#ShyRevealPolicy). Default: %SHY_REVEAL_POLICY_ANIMATE.
 * Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_reveal:
 * @self: a #ShyHeaderView
 * @reveal: what scrolling back does
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
 * Returns: what scrolling back does
 */
ShyRevealPolicy shy_header_view_get_reveal (ShyHeaderView *self);

/**
 * ShyHeaderView:snap:
 *
 * Snap: where a partly shown header settles (#ShySnapPolicy). Default:
 * %SHY_SNAP_POLICY_AUTO. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_snap:
 * @self: a #ShyHeaderView
 * @snap: where a partly shown header settles
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
 * Returns: where a partly shown header settles
 */
ShySnapPolicy shy_header_view_get_snap (ShyHeaderView *self);

/**
 * ShyHeaderView:snap-threshold:
 *
 * Snap threshold: a snapping header stays shown from this fraction visible, in of the
 * header, from 0 to 1. Default: 0.5. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_snap_threshold:
 * @self: a #ShyHeaderView
 * @snap_threshold: a snapping header stays shown from this fraction visible, of the header
 *
 * Sets #ShyHeaderView:snap-threshold.
 */
void shy_header_view_set_snap_threshold (ShyHeaderView *self, double snap_threshold);
/**
 * shy_header_view_get_snap_threshold:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:snap-threshold.
 *
 * Returns: a snapping header stays shown from this fraction visible, of the header
 */
double shy_header_view_get_snap_threshold (ShyHeaderView *self);

/**
 * ShyHeaderView:snap-after-momentum:
 *
 * Snap after the fling: off by default; on: a release with velocity snaps once its momentum
 * stops. Default: %FALSE. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_snap_after_momentum:
 * @self: a #ShyHeaderView
 * @snap_after_momentum: %TRUE: a release with velocity snaps once its momentum stops
 *
 * Sets #ShyHeaderView:snap-after-momentum.
 */
void shy_header_view_set_snap_after_momentum (ShyHeaderView *self, gboolean snap_after_momentum);
/**
 * shy_header_view_get_snap_after_momentum:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:snap-after-momentum.
 *
 * Returns: %TRUE: a release with velocity snaps once its momentum stops
 */
gboolean shy_header_view_get_snap_after_momentum (ShyHeaderView *self);

/**
 * ShyHeaderView:rest-on-content-near-top:
 *
 * Rest on content near the top: off by default; on: with snap never: near the top the
 * header goes back onto the content. Default: %FALSE. Tunes quick return and the sticky
 * toolbar's header.
 */
/**
 * shy_header_view_set_rest_on_content_near_top:
 * @self: a #ShyHeaderView
 * @rest_on_content_near_top: %TRUE: with snap never: near the top the header goes back onto
 *    the content
 *
 * Sets #ShyHeaderView:rest-on-content-near-top.
 */
void shy_header_view_set_rest_on_content_near_top (ShyHeaderView *self, gboolean rest_on_content_near_top);
/**
 * shy_header_view_get_rest_on_content_near_top:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:rest-on-content-near-top.
 *
 * Returns: %TRUE: with snap never: near the top the header goes back onto the content
 */
gboolean shy_header_view_get_rest_on_content_near_top (ShyHeaderView *self);

/**
 * ShyHeaderView:min-extent:
 *
 * Minimum extent: collapsed height of the header, in px, from 0 to 1000. Default: 0. Tunes
 * quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_min_extent:
 * @self: a #ShyHeaderView
 * @min_extent: collapsed height of the header, px
 *
 * Sets #ShyHeaderView:min-extent.
 */
void shy_header_view_set_min_extent (ShyHeaderView *self, double min_extent);
/**
 * shy_header_view_get_min_extent:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:min-extent.
 *
 * Returns: collapsed height of the header, px
 */
double shy_header_view_get_min_extent (ShyHeaderView *self);

/**
 * ShyHeaderView:fade:
 *
 * Fade content: off by default; on: fade the header's content with its progress. Default:
 * %FALSE. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_fade:
 * @self: a #ShyHeaderView
 * @fade: %TRUE: fade the header's content with its progress
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
 * Returns: %TRUE: fade the header's content with its progress
 */
gboolean shy_header_view_get_fade (ShyHeaderView *self);

/**
 * ShyHeaderView:duration:
 *
 * Duration: reveal/snap animation length, in ms, from 0 to 10000. Default: 200. Tunes quick
 * return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_duration:
 * @self: a #ShyHeaderView
 * @duration: reveal/snap animation length, ms
 *
 * Sets #ShyHeaderView:duration.
 */
void shy_header_view_set_duration (ShyHeaderView *self, double duration);
/**
 * shy_header_view_get_duration:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:duration.
 *
 * Returns: reveal/snap animation length, ms
 */
double shy_header_view_get_duration (ShyHeaderView *self);

/**
 * ShyHeaderView:duration-per-header:
 *
 * Duration per header: added to the duration per header height an animation travels, in ms,
 * from 0 to 10000. Default: 0. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_duration_per_header:
 * @self: a #ShyHeaderView
 * @duration_per_header: added to the duration per header height an animation travels, ms
 *
 * Sets #ShyHeaderView:duration-per-header.
 */
void shy_header_view_set_duration_per_header (ShyHeaderView *self, double duration_per_header);
/**
 * shy_header_view_get_duration_per_header:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:duration-per-header.
 *
 * Returns: added to the duration per header height an animation travels, ms
 */
double shy_header_view_get_duration_per_header (ShyHeaderView *self);

/**
 * ShyHeaderView:easing:
 *
 * Easing: the curve (#ShyEasing). Default: %SHY_EASING_EASEOUTCUBIC. Tunes quick return and
 * the sticky toolbar's header.
 */
/**
 * shy_header_view_set_easing:
 * @self: a #ShyHeaderView
 * @easing: the curve
 *
 * Sets #ShyHeaderView:easing.
 */
void shy_header_view_set_easing (ShyHeaderView *self, ShyEasing easing);
/**
 * shy_header_view_get_easing:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:easing.
 *
 * Returns: the curve
 */
ShyEasing shy_header_view_get_easing (ShyHeaderView *self);

/**
 * ShyHeaderView:animations-enabled:
 *
 * Animations: on by default; off: reduced motion: animations complete at once. Default:
 * %TRUE. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_animations_enabled:
 * @self: a #ShyHeaderView
 * @animations_enabled: %FALSE: reduced motion: animations complete at once
 *
 * Sets #ShyHeaderView:animations-enabled.
 */
void shy_header_view_set_animations_enabled (ShyHeaderView *self, gboolean animations_enabled);
/**
 * shy_header_view_get_animations_enabled:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:animations-enabled.
 *
 * Returns: %FALSE: reduced motion: animations complete at once
 */
gboolean shy_header_view_get_animations_enabled (ShyHeaderView *self);

/**
 * ShyHeaderView:idle-delay:
 *
 * Idle snap delay: wheel/keyboard pause before snapping, in ms, from 0 to 10000. Default:
 * 150. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_idle_delay:
 * @self: a #ShyHeaderView
 * @idle_delay: wheel/keyboard pause before snapping, ms
 *
 * Sets #ShyHeaderView:idle-delay.
 */
void shy_header_view_set_idle_delay (ShyHeaderView *self, double idle_delay);
/**
 * shy_header_view_get_idle_delay:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:idle-delay.
 *
 * Returns: wheel/keyboard pause before snapping, ms
 */
double shy_header_view_get_idle_delay (ShyHeaderView *self);

/**
 * ShyHeaderView:fling-velocity:
 *
 * Fling velocity: release speed from which auto snap follows the fling, in px/s, from 0 to
 * 100000. Default: 50. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_fling_velocity:
 * @self: a #ShyHeaderView
 * @fling_velocity: release speed from which auto snap follows the fling, px/s
 *
 * Sets #ShyHeaderView:fling-velocity.
 */
void shy_header_view_set_fling_velocity (ShyHeaderView *self, double fling_velocity);
/**
 * shy_header_view_get_fling_velocity:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:fling-velocity.
 *
 * Returns: release speed from which auto snap follows the fling, px/s
 */
double shy_header_view_get_fling_velocity (ShyHeaderView *self);

/**
 * ShyHeaderView:gesture-timeout:
 *
 * Gesture timeout: a gesture with no input this long counts as ended, in ms, from 0 to
 * 600000. Default: 30000. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_gesture_timeout:
 * @self: a #ShyHeaderView
 * @gesture_timeout: a gesture with no input this long counts as ended, ms
 *
 * Sets #ShyHeaderView:gesture-timeout.
 */
void shy_header_view_set_gesture_timeout (ShyHeaderView *self, double gesture_timeout);
/**
 * shy_header_view_get_gesture_timeout:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:gesture-timeout.
 *
 * Returns: a gesture with no input this long counts as ended, ms
 */
double shy_header_view_get_gesture_timeout (ShyHeaderView *self);

/**
 * ShyHeaderView:swipes-only:
 *
 * Swipes only: off by default; on: only touchpad/touch swipes move the header (not
 * momentum, wheel, keys, scrollbar). Default: %FALSE. Tunes quick return and the sticky
 * toolbar's header.
 */
/**
 * shy_header_view_set_swipes_only:
 * @self: a #ShyHeaderView
 * @swipes_only: %TRUE: only touchpad/touch swipes move the header (not momentum, wheel,
 *    keys, scrollbar)
 *
 * Sets #ShyHeaderView:swipes-only.
 */
void shy_header_view_set_swipes_only (ShyHeaderView *self, gboolean swipes_only);
/**
 * shy_header_view_get_swipes_only:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:swipes-only.
 *
 * Returns: %TRUE: only touchpad/touch swipes move the header (not momentum, wheel, keys,
 * scrollbar)
 */
gboolean shy_header_view_get_swipes_only (ShyHeaderView *self);

/**
 * ShyHeaderView:reveal-on-resize:
 *
 * Reveal on resize: off by default; on: show the header when the viewport changes size.
 * Default: %FALSE. Tunes quick return and the sticky toolbar's header.
 */
/**
 * shy_header_view_set_reveal_on_resize:
 * @self: a #ShyHeaderView
 * @reveal_on_resize: %TRUE: show the header when the viewport changes size
 *
 * Sets #ShyHeaderView:reveal-on-resize.
 */
void shy_header_view_set_reveal_on_resize (ShyHeaderView *self, gboolean reveal_on_resize);
/**
 * shy_header_view_get_reveal_on_resize:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:reveal-on-resize.
 *
 * Returns: %TRUE: show the header when the viewport changes size
 */
gboolean shy_header_view_get_reveal_on_resize (ShyHeaderView *self);

/**
 * ShyHeaderView:quick-return-header:
 *
 * Quick-return header: off by default; on: the header re-enters on reverse scroll over the
 * pinned toolbar. Default: %FALSE. Tunes the sticky toolbar.
 */
/**
 * shy_header_view_set_quick_return_header:
 * @self: a #ShyHeaderView
 * @quick_return_header: %TRUE: the header re-enters on reverse scroll over the pinned
 *    toolbar
 *
 * Sets #ShyHeaderView:quick-return-header.
 */
void shy_header_view_set_quick_return_header (ShyHeaderView *self, gboolean quick_return_header);
/**
 * shy_header_view_get_quick_return_header:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:quick-return-header.
 *
 * Returns: %TRUE: the header re-enters on reverse scroll over the pinned toolbar
 */
gboolean shy_header_view_get_quick_return_header (ShyHeaderView *self);

/**
 * ShyHeaderView:style:
 *
 * Hiding style: when the background shows (#ShyBackgroundStyle). Default:
 * %SHY_BACKGROUND_STYLE_AUTOMATIC. Tunes the background behaviour.
 */
/**
 * shy_header_view_set_style:
 * @self: a #ShyHeaderView
 * @style: when the background shows
 *
 * Sets #ShyHeaderView:style.
 */
void shy_header_view_set_style (ShyHeaderView *self, ShyBackgroundStyle style);
/**
 * shy_header_view_get_style:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:style.
 *
 * Returns: when the background shows
 */
ShyBackgroundStyle shy_header_view_get_style (ShyHeaderView *self);

/**
 * ShyHeaderView:trigger:
 *
 * Solid from: what turns an automatic background solid (#ShyBackgroundTrigger). Default:
 * %SHY_BACKGROUND_TRIGGER_HERO. Tunes the background behaviour.
 */
/**
 * shy_header_view_set_trigger:
 * @self: a #ShyHeaderView
 * @trigger: what turns an automatic background solid
 *
 * Sets #ShyHeaderView:trigger.
 */
void shy_header_view_set_trigger (ShyHeaderView *self, ShyBackgroundTrigger trigger);
/**
 * shy_header_view_get_trigger:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:trigger.
 *
 * Returns: what turns an automatic background solid
 */
ShyBackgroundTrigger shy_header_view_get_trigger (ShyHeaderView *self);

/**
 * ShyHeaderView:threshold:
 *
 * Threshold: offset past which the background turns solid, in px, from 0 to 100000, or -1:
 * automatic (the hero's height minus the header's, else 0). Default: -1. Tunes the
 * background behaviour.
 */
/**
 * shy_header_view_set_threshold:
 * @self: a #ShyHeaderView
 * @threshold: offset past which the background turns solid, px, or -1 for automatic
 *
 * Sets #ShyHeaderView:threshold.
 */
void shy_header_view_set_threshold (ShyHeaderView *self, double threshold);
/**
 * shy_header_view_get_threshold:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:threshold.
 *
 * Returns: offset past which the background turns solid, px, or -1 for automatic
 */
double shy_header_view_get_threshold (ShyHeaderView *self);
/* END OPTIONS */

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
 * shy_header_view_set_header_style:
 * @self: a #ShyHeaderView
 * @style: how the header draws its background
 *
 * Sets #ShyHeaderView:header-style.
 *
 * Since: 1.1
 */
void shy_header_view_set_header_style (ShyHeaderView *self, ShyHeaderStyle style);
/**
 * shy_header_view_get_header_style:
 * @self: a #ShyHeaderView
 *
 * Gets #ShyHeaderView:header-style.
 *
 * Returns: how the header draws its background
 *
 * Since: 1.1
 */
ShyHeaderStyle shy_header_view_get_header_style (ShyHeaderView *self);

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
