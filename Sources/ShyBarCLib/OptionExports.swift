// Generated from the option tables by `swift run shybar-capi-generate` (docs/c-api.md): do not
// edit. The C declarations are in library/shybar.h, made by the same command.
import CGtk
import ShyBarGtk

// MARK: - The choice options' enum types

/// `shy_tolerance_run_get_type` (see library/shybar.h): the `ShyToleranceRun` GEnum type.
@_cdecl("shy_tolerance_run_get_type")
public func shyToleranceRunGetType() -> GType { GType(HeaderView.optionEnumGType("tolerance-run")) }
/// `shy_conceal_policy_get_type` (see library/shybar.h): the `ShyConcealPolicy` GEnum type.
@_cdecl("shy_conceal_policy_get_type")
public func shyConcealPolicyGetType() -> GType { GType(HeaderView.optionEnumGType("conceal")) }
/// `shy_reveal_policy_get_type` (see library/shybar.h): the `ShyRevealPolicy` GEnum type.
@_cdecl("shy_reveal_policy_get_type")
public func shyRevealPolicyGetType() -> GType { GType(HeaderView.optionEnumGType("reveal")) }
/// `shy_snap_policy_get_type` (see library/shybar.h): the `ShySnapPolicy` GEnum type.
@_cdecl("shy_snap_policy_get_type")
public func shySnapPolicyGetType() -> GType { GType(HeaderView.optionEnumGType("snap")) }
/// `shy_easing_get_type` (see library/shybar.h): the `ShyEasing` GEnum type.
@_cdecl("shy_easing_get_type")
public func shyEasingGetType() -> GType { GType(HeaderView.optionEnumGType("easing")) }
/// `shy_background_style_get_type` (see library/shybar.h): the `ShyBackgroundStyle` GEnum type.
@_cdecl("shy_background_style_get_type")
public func shyBackgroundStyleGetType() -> GType { GType(HeaderView.optionEnumGType("style")) }
/// `shy_background_trigger_get_type` (see library/shybar.h): the `ShyBackgroundTrigger` GEnum type.
@_cdecl("shy_background_trigger_get_type")
public func shyBackgroundTriggerGetType() -> GType { GType(HeaderView.optionEnumGType("trigger")) }

// MARK: - The option accessors

/// `shy_header_view_set_tolerance_up` (see library/shybar.h): sets the view's `tolerance-up` property.
@_cdecl("shy_header_view_set_tolerance_up")
public func shyHeaderViewSetToleranceUp(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "tolerance-up", "shy_header_view_set_tolerance_up", value)
}
/// `shy_header_view_get_tolerance_up` (see library/shybar.h): reads the view's `tolerance-up` property.
@_cdecl("shy_header_view_get_tolerance_up")
public func shyHeaderViewGetToleranceUp(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "tolerance-up", "shy_header_view_get_tolerance_up")
}

/// `shy_header_view_set_tolerance_down` (see library/shybar.h): sets the view's `tolerance-down` property.
@_cdecl("shy_header_view_set_tolerance_down")
public func shyHeaderViewSetToleranceDown(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "tolerance-down", "shy_header_view_set_tolerance_down", value)
}
/// `shy_header_view_get_tolerance_down` (see library/shybar.h): reads the view's `tolerance-down` property.
@_cdecl("shy_header_view_get_tolerance_down")
public func shyHeaderViewGetToleranceDown(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "tolerance-down", "shy_header_view_get_tolerance_down")
}

/// `shy_header_view_set_start_offset` (see library/shybar.h): sets the view's `start-offset` property.
@_cdecl("shy_header_view_set_start_offset")
public func shyHeaderViewSetStartOffset(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "start-offset", "shy_header_view_set_start_offset", value)
}
/// `shy_header_view_get_start_offset` (see library/shybar.h): reads the view's `start-offset` property.
@_cdecl("shy_header_view_get_start_offset")
public func shyHeaderViewGetStartOffset(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "start-offset", "shy_header_view_get_start_offset")
}

/// `shy_header_view_set_start_offset_headers` (see library/shybar.h): sets the view's `start-offset-headers` property.
@_cdecl("shy_header_view_set_start_offset_headers")
public func shyHeaderViewSetStartOffsetHeaders(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "start-offset-headers", "shy_header_view_set_start_offset_headers", value)
}
/// `shy_header_view_get_start_offset_headers` (see library/shybar.h): reads the view's `start-offset-headers` property.
@_cdecl("shy_header_view_get_start_offset_headers")
public func shyHeaderViewGetStartOffsetHeaders(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "start-offset-headers", "shy_header_view_get_start_offset_headers")
}

/// `shy_header_view_set_tolerance_run` (see library/shybar.h): sets the view's `tolerance-run` property.
@_cdecl("shy_header_view_set_tolerance_run")
public func shyHeaderViewSetToleranceRun(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "tolerance-run", "shy_header_view_set_tolerance_run", shyToleranceRunGetType(), value)
}
/// `shy_header_view_get_tolerance_run` (see library/shybar.h): reads the view's `tolerance-run` property.
@_cdecl("shy_header_view_get_tolerance_run")
public func shyHeaderViewGetToleranceRun(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "tolerance-run", "shy_header_view_get_tolerance_run", shyToleranceRunGetType())
}

/// `shy_header_view_set_conceal` (see library/shybar.h): sets the view's `conceal` property.
@_cdecl("shy_header_view_set_conceal")
public func shyHeaderViewSetConceal(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "conceal", "shy_header_view_set_conceal", shyConcealPolicyGetType(), value)
}
/// `shy_header_view_get_conceal` (see library/shybar.h): reads the view's `conceal` property.
@_cdecl("shy_header_view_get_conceal")
public func shyHeaderViewGetConceal(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "conceal", "shy_header_view_get_conceal", shyConcealPolicyGetType())
}

/// `shy_header_view_set_reveal` (see library/shybar.h): sets the view's `reveal` property.
@_cdecl("shy_header_view_set_reveal")
public func shyHeaderViewSetReveal(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "reveal", "shy_header_view_set_reveal", shyRevealPolicyGetType(), value)
}
/// `shy_header_view_get_reveal` (see library/shybar.h): reads the view's `reveal` property.
@_cdecl("shy_header_view_get_reveal")
public func shyHeaderViewGetReveal(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "reveal", "shy_header_view_get_reveal", shyRevealPolicyGetType())
}

/// `shy_header_view_set_snap` (see library/shybar.h): sets the view's `snap` property.
@_cdecl("shy_header_view_set_snap")
public func shyHeaderViewSetSnap(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "snap", "shy_header_view_set_snap", shySnapPolicyGetType(), value)
}
/// `shy_header_view_get_snap` (see library/shybar.h): reads the view's `snap` property.
@_cdecl("shy_header_view_get_snap")
public func shyHeaderViewGetSnap(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "snap", "shy_header_view_get_snap", shySnapPolicyGetType())
}

/// `shy_header_view_set_snap_threshold` (see library/shybar.h): sets the view's `snap-threshold` property.
@_cdecl("shy_header_view_set_snap_threshold")
public func shyHeaderViewSetSnapThreshold(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "snap-threshold", "shy_header_view_set_snap_threshold", value)
}
/// `shy_header_view_get_snap_threshold` (see library/shybar.h): reads the view's `snap-threshold` property.
@_cdecl("shy_header_view_get_snap_threshold")
public func shyHeaderViewGetSnapThreshold(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "snap-threshold", "shy_header_view_get_snap_threshold")
}

/// `shy_header_view_set_snap_after_momentum` (see library/shybar.h): sets the view's `snap-after-momentum` property.
@_cdecl("shy_header_view_set_snap_after_momentum")
public func shyHeaderViewSetSnapAfterMomentum(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "snap-after-momentum", "shy_header_view_set_snap_after_momentum", value)
}
/// `shy_header_view_get_snap_after_momentum` (see library/shybar.h): reads the view's `snap-after-momentum` property.
@_cdecl("shy_header_view_get_snap_after_momentum")
public func shyHeaderViewGetSnapAfterMomentum(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "snap-after-momentum", "shy_header_view_get_snap_after_momentum")
}

/// `shy_header_view_set_rest_on_content_near_top` (see library/shybar.h): sets the view's `rest-on-content-near-top` property.
@_cdecl("shy_header_view_set_rest_on_content_near_top")
public func shyHeaderViewSetRestOnContentNearTop(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "rest-on-content-near-top", "shy_header_view_set_rest_on_content_near_top", value)
}
/// `shy_header_view_get_rest_on_content_near_top` (see library/shybar.h): reads the view's `rest-on-content-near-top` property.
@_cdecl("shy_header_view_get_rest_on_content_near_top")
public func shyHeaderViewGetRestOnContentNearTop(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "rest-on-content-near-top", "shy_header_view_get_rest_on_content_near_top")
}

/// `shy_header_view_set_min_extent` (see library/shybar.h): sets the view's `min-extent` property.
@_cdecl("shy_header_view_set_min_extent")
public func shyHeaderViewSetMinExtent(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "min-extent", "shy_header_view_set_min_extent", value)
}
/// `shy_header_view_get_min_extent` (see library/shybar.h): reads the view's `min-extent` property.
@_cdecl("shy_header_view_get_min_extent")
public func shyHeaderViewGetMinExtent(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "min-extent", "shy_header_view_get_min_extent")
}

/// `shy_header_view_set_fade` (see library/shybar.h): sets the view's `fade` property.
@_cdecl("shy_header_view_set_fade")
public func shyHeaderViewSetFade(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "fade", "shy_header_view_set_fade", value)
}
/// `shy_header_view_get_fade` (see library/shybar.h): reads the view's `fade` property.
@_cdecl("shy_header_view_get_fade")
public func shyHeaderViewGetFade(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "fade", "shy_header_view_get_fade")
}

/// `shy_header_view_set_duration` (see library/shybar.h): sets the view's `duration` property.
@_cdecl("shy_header_view_set_duration")
public func shyHeaderViewSetDuration(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "duration", "shy_header_view_set_duration", value)
}
/// `shy_header_view_get_duration` (see library/shybar.h): reads the view's `duration` property.
@_cdecl("shy_header_view_get_duration")
public func shyHeaderViewGetDuration(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "duration", "shy_header_view_get_duration")
}

/// `shy_header_view_set_duration_per_header` (see library/shybar.h): sets the view's `duration-per-header` property.
@_cdecl("shy_header_view_set_duration_per_header")
public func shyHeaderViewSetDurationPerHeader(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "duration-per-header", "shy_header_view_set_duration_per_header", value)
}
/// `shy_header_view_get_duration_per_header` (see library/shybar.h): reads the view's `duration-per-header` property.
@_cdecl("shy_header_view_get_duration_per_header")
public func shyHeaderViewGetDurationPerHeader(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "duration-per-header", "shy_header_view_get_duration_per_header")
}

/// `shy_header_view_set_easing` (see library/shybar.h): sets the view's `easing` property.
@_cdecl("shy_header_view_set_easing")
public func shyHeaderViewSetEasing(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "easing", "shy_header_view_set_easing", shyEasingGetType(), value)
}
/// `shy_header_view_get_easing` (see library/shybar.h): reads the view's `easing` property.
@_cdecl("shy_header_view_get_easing")
public func shyHeaderViewGetEasing(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "easing", "shy_header_view_get_easing", shyEasingGetType())
}

/// `shy_header_view_set_animations_enabled` (see library/shybar.h): sets the view's `animations-enabled` property.
@_cdecl("shy_header_view_set_animations_enabled")
public func shyHeaderViewSetAnimationsEnabled(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "animations-enabled", "shy_header_view_set_animations_enabled", value)
}
/// `shy_header_view_get_animations_enabled` (see library/shybar.h): reads the view's `animations-enabled` property.
@_cdecl("shy_header_view_get_animations_enabled")
public func shyHeaderViewGetAnimationsEnabled(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "animations-enabled", "shy_header_view_get_animations_enabled")
}

/// `shy_header_view_set_idle_delay` (see library/shybar.h): sets the view's `idle-delay` property.
@_cdecl("shy_header_view_set_idle_delay")
public func shyHeaderViewSetIdleDelay(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "idle-delay", "shy_header_view_set_idle_delay", value)
}
/// `shy_header_view_get_idle_delay` (see library/shybar.h): reads the view's `idle-delay` property.
@_cdecl("shy_header_view_get_idle_delay")
public func shyHeaderViewGetIdleDelay(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "idle-delay", "shy_header_view_get_idle_delay")
}

/// `shy_header_view_set_fling_velocity` (see library/shybar.h): sets the view's `fling-velocity` property.
@_cdecl("shy_header_view_set_fling_velocity")
public func shyHeaderViewSetFlingVelocity(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "fling-velocity", "shy_header_view_set_fling_velocity", value)
}
/// `shy_header_view_get_fling_velocity` (see library/shybar.h): reads the view's `fling-velocity` property.
@_cdecl("shy_header_view_get_fling_velocity")
public func shyHeaderViewGetFlingVelocity(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "fling-velocity", "shy_header_view_get_fling_velocity")
}

/// `shy_header_view_set_gesture_timeout` (see library/shybar.h): sets the view's `gesture-timeout` property.
@_cdecl("shy_header_view_set_gesture_timeout")
public func shyHeaderViewSetGestureTimeout(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "gesture-timeout", "shy_header_view_set_gesture_timeout", value)
}
/// `shy_header_view_get_gesture_timeout` (see library/shybar.h): reads the view's `gesture-timeout` property.
@_cdecl("shy_header_view_get_gesture_timeout")
public func shyHeaderViewGetGestureTimeout(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "gesture-timeout", "shy_header_view_get_gesture_timeout")
}

/// `shy_header_view_set_swipes_only` (see library/shybar.h): sets the view's `swipes-only` property.
@_cdecl("shy_header_view_set_swipes_only")
public func shyHeaderViewSetSwipesOnly(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "swipes-only", "shy_header_view_set_swipes_only", value)
}
/// `shy_header_view_get_swipes_only` (see library/shybar.h): reads the view's `swipes-only` property.
@_cdecl("shy_header_view_get_swipes_only")
public func shyHeaderViewGetSwipesOnly(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "swipes-only", "shy_header_view_get_swipes_only")
}

/// `shy_header_view_set_reveal_on_resize` (see library/shybar.h): sets the view's `reveal-on-resize` property.
@_cdecl("shy_header_view_set_reveal_on_resize")
public func shyHeaderViewSetRevealOnResize(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "reveal-on-resize", "shy_header_view_set_reveal_on_resize", value)
}
/// `shy_header_view_get_reveal_on_resize` (see library/shybar.h): reads the view's `reveal-on-resize` property.
@_cdecl("shy_header_view_get_reveal_on_resize")
public func shyHeaderViewGetRevealOnResize(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "reveal-on-resize", "shy_header_view_get_reveal_on_resize")
}

/// `shy_header_view_set_quick_return_header` (see library/shybar.h): sets the view's `quick-return-header` property.
@_cdecl("shy_header_view_set_quick_return_header")
public func shyHeaderViewSetQuickReturnHeader(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    setBoolean(self_, "quick-return-header", "shy_header_view_set_quick_return_header", value)
}
/// `shy_header_view_get_quick_return_header` (see library/shybar.h): reads the view's `quick-return-header` property.
@_cdecl("shy_header_view_get_quick_return_header")
public func shyHeaderViewGetQuickReturnHeader(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "quick-return-header", "shy_header_view_get_quick_return_header")
}

/// `shy_header_view_set_style` (see library/shybar.h): sets the view's `style` property.
@_cdecl("shy_header_view_set_style")
public func shyHeaderViewSetStyle(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "style", "shy_header_view_set_style", shyBackgroundStyleGetType(), value)
}
/// `shy_header_view_get_style` (see library/shybar.h): reads the view's `style` property.
@_cdecl("shy_header_view_get_style")
public func shyHeaderViewGetStyle(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "style", "shy_header_view_get_style", shyBackgroundStyleGetType())
}

/// `shy_header_view_set_trigger` (see library/shybar.h): sets the view's `trigger` property.
@_cdecl("shy_header_view_set_trigger")
public func shyHeaderViewSetTrigger(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    setEnum(self_, "trigger", "shy_header_view_set_trigger", shyBackgroundTriggerGetType(), value)
}
/// `shy_header_view_get_trigger` (see library/shybar.h): reads the view's `trigger` property.
@_cdecl("shy_header_view_get_trigger")
public func shyHeaderViewGetTrigger(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "trigger", "shy_header_view_get_trigger", shyBackgroundTriggerGetType())
}

/// `shy_header_view_set_threshold` (see library/shybar.h): sets the view's `threshold` property.
@_cdecl("shy_header_view_set_threshold")
public func shyHeaderViewSetThreshold(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    setDouble(self_, "threshold", "shy_header_view_set_threshold", value)
}
/// `shy_header_view_get_threshold` (see library/shybar.h): reads the view's `threshold` property.
@_cdecl("shy_header_view_get_threshold")
public func shyHeaderViewGetThreshold(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "threshold", "shy_header_view_get_threshold")
}
