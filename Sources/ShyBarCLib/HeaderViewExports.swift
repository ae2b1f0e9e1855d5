import CGtk
import ShyBarGtk

// The C entry points of libshybar-1 (declared in library/shybar.h). Every accessor goes
// through the view's GObject property of the same name, so C, introspected languages and
// Swift all see the same checks, clamping and notifications. A pointer that is not a
// ShyHeaderView gets GLib's usual critical warning and nothing else, as g_return_if_fail does.

private let domain = "Shy"

/// The view behind `pointer`, or nil after a critical naming `function`.
@MainActor
private func view(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> UnsafeMutableRawPointer? {
    guard let pointer, shy_is_a(pointer, GType(HeaderView.gType)) != 0 else {
        g_return_if_fail_warning(domain, function, "SHY_IS_HEADER_VIEW (self)")
        return nil
    }
    return pointer
}

/// Runs `body` on the main actor: GTK is single-threaded and calls come from its thread.
private func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated(body)
}

/// The property a C accessor reads or writes: its name after `shy_header_view_get_` or
/// `shy_header_view_set_`, with dashes (`shy_header_view_set_tolerance_up`: `tolerance-up`).
private func propertyName(_ function: String) -> String {
    String(function.dropFirst("shy_header_view_set_".count).map { $0 == "_" ? "-" : $0 })
}

/// Sets the property of accessor `function` to a GValue of `type` that `fill` fills.
private func setProperty(_ self_: UnsafeMutableRawPointer?, _ function: String, _ type: GType,
                         _ fill: @Sendable (UnsafeMutablePointer<GValue>) -> Void) {
    nonisolated(unsafe) let self_ = self_
    onMain {
        guard let object = view(self_, function) else { return }
        var value = GValue()
        g_value_init(&value, type)
        fill(&value)
        g_object_set_property(shy_object(object), propertyName(function), &value)
        g_value_unset(&value)
    }
}

/// Reads the property of accessor `function` as a GValue of `type` (`fallback` when `self_`
/// is not a view).
private func getProperty<T: Sendable>(_ self_: UnsafeMutableRawPointer?, _ function: String, _ type: GType, _ fallback: T,
                                      _ read: @Sendable (UnsafeMutablePointer<GValue>) -> T) -> T {
    nonisolated(unsafe) let self_ = self_
    return onMain {
        guard let object = view(self_, function) else { return fallback }
        var value = GValue()
        g_value_init(&value, type)
        g_object_get_property(shy_object(object), propertyName(function), &value)
        let result = read(&value)
        g_value_unset(&value)
        return result
    }
}

private func setDouble(_ self_: UnsafeMutableRawPointer?, _ function: String, _ number: Double) {
    setProperty(self_, function, shy_type_double()) { g_value_set_double($0, number) }
}
private func getDouble(_ self_: UnsafeMutableRawPointer?, _ function: String) -> Double {
    getProperty(self_, function, shy_type_double(), 0) { g_value_get_double($0) }
}
private func setBoolean(_ self_: UnsafeMutableRawPointer?, _ function: String, _ flag: gboolean) {
    setProperty(self_, function, shy_type_boolean()) { g_value_set_boolean($0, flag != 0 ? 1 : 0) }
}
private func getBoolean(_ self_: UnsafeMutableRawPointer?, _ function: String) -> gboolean {
    getProperty(self_, function, shy_type_boolean(), 0) { g_value_get_boolean($0) }
}
private func setEnum(_ self_: UnsafeMutableRawPointer?, _ function: String, _ type: GType, _ number: Int32) {
    setProperty(self_, function, type) { g_value_set_enum($0, number) }
}
private func getEnum(_ self_: UnsafeMutableRawPointer?, _ function: String, _ type: GType) -> Int32 {
    getProperty(self_, function, type, 0) { g_value_get_enum($0) }
}
private func setWidget(_ self_: UnsafeMutableRawPointer?, _ function: String, _ widget: UnsafeMutablePointer<GtkWidget>?) {
    let name = propertyName(function)
    if let widget, shy_is_widget(gp(widget)) == 0 {
        g_return_if_fail_warning(domain, function, "\(name) == NULL || GTK_IS_WIDGET (\(name))")
        return
    }
    // It crosses the main-actor boundary as an address: pointers are not Sendable.
    let address = UInt(bitPattern: widget)
    setProperty(self_, function, gtk_widget_get_type()) { g_value_set_object($0, UnsafeMutableRawPointer(bitPattern: address)) }
}
private func getWidget(_ self_: UnsafeMutableRawPointer?, _ function: String) -> UnsafeMutablePointer<GtkWidget>? {
    // The view keeps its own reference, so the pointer outlives the GValue (transfer none).
    let address: UInt = getProperty(self_, function, gtk_widget_get_type(), 0) { UInt(bitPattern: g_value_get_object($0)) }
    return UnsafeMutablePointer(bitPattern: address)
}

@inline(__always) private func gp<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer { UnsafeMutableRawPointer(pointer) }

// MARK: - Types

/// `shy_header_view_get_type` (see library/shybar.h): the `ShyHeaderView` GType.
@_cdecl("shy_header_view_get_type") public func shyHeaderViewGetType() -> GType { GType(HeaderView.gType) }
/// `shy_behavior_get_type` (see library/shybar.h): the `ShyBehavior` GEnum type.
@_cdecl("shy_behavior_get_type") public func shyBehaviorGetType() -> GType { GType(HeaderView.behaviorGType) }
/// `shy_header_state_get_type` (see library/shybar.h): the `ShyHeaderState` GEnum type.
@_cdecl("shy_header_state_get_type") public func shyHeaderStateGetType() -> GType { GType(HeaderView.stateGType) }
/// `shy_reveal_policy_get_type` (see library/shybar.h): the `ShyRevealPolicy` GEnum type.
@_cdecl("shy_reveal_policy_get_type") public func shyRevealPolicyGetType() -> GType { GType(HeaderView.revealGType) }
/// `shy_snap_policy_get_type` (see library/shybar.h): the `ShySnapPolicy` GEnum type.
@_cdecl("shy_snap_policy_get_type") public func shySnapPolicyGetType() -> GType { GType(HeaderView.snapGType) }

// The enum types of the choice options without typed accessors, for introspection: their
// values are made from the option tables (see shybar.h).
/// `shy_conceal_policy_get_type` (see library/shybar.h): the `ShyConcealPolicy` GEnum type.
@_cdecl("shy_conceal_policy_get_type") public func shyConcealPolicyGetType() -> GType { GType(HeaderView.optionEnumGType("conceal")) }
/// `shy_tolerance_run_get_type` (see library/shybar.h): the `ShyToleranceRun` GEnum type.
@_cdecl("shy_tolerance_run_get_type") public func shyToleranceRunGetType() -> GType { GType(HeaderView.optionEnumGType("tolerance-run")) }
/// `shy_easing_get_type` (see library/shybar.h): the `ShyEasing` GEnum type.
@_cdecl("shy_easing_get_type") public func shyEasingGetType() -> GType { GType(HeaderView.optionEnumGType("easing")) }
/// `shy_background_style_get_type` (see library/shybar.h): the `ShyBackgroundStyle` GEnum type.
@_cdecl("shy_background_style_get_type") public func shyBackgroundStyleGetType() -> GType { GType(HeaderView.optionEnumGType("style")) }
/// `shy_background_trigger_get_type` (see library/shybar.h): the `ShyBackgroundTrigger` GEnum type.
@_cdecl("shy_background_trigger_get_type") public func shyBackgroundTriggerGetType() -> GType { GType(HeaderView.optionEnumGType("trigger")) }

// MARK: - Construction and children

/// `shy_header_view_new` (see library/shybar.h): a new, floating `ShyHeaderView` with no content and no header.
@_cdecl("shy_header_view_new")
public func shyHeaderViewNew() -> UnsafeMutablePointer<GtkWidget>? {
    let address: UInt = onMain { UInt(bitPattern: g_object_new_with_properties(GType(HeaderView.gType), 0, nil, nil)) }
    return UnsafeMutablePointer(bitPattern: address)
}

/// `shy_header_view_set_content` (see library/shybar.h): sets the view's `content` property.
@_cdecl("shy_header_view_set_content")
public func shyHeaderViewSetContent(_ self_: UnsafeMutableRawPointer?, _ content: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, "shy_header_view_set_content", content)
}
/// `shy_header_view_get_content` (see library/shybar.h): reads the view's `content` property.
@_cdecl("shy_header_view_get_content")
public func shyHeaderViewGetContent(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, "shy_header_view_get_content")
}
/// `shy_header_view_set_header` (see library/shybar.h): sets the view's `header` property.
@_cdecl("shy_header_view_set_header")
public func shyHeaderViewSetHeader(_ self_: UnsafeMutableRawPointer?, _ header: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, "shy_header_view_set_header", header)
}
/// `shy_header_view_get_header` (see library/shybar.h): reads the view's `header` property.
@_cdecl("shy_header_view_get_header")
public func shyHeaderViewGetHeader(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, "shy_header_view_get_header")
}
/// `shy_header_view_set_toolbar` (see library/shybar.h): sets the view's `toolbar` property.
@_cdecl("shy_header_view_set_toolbar")
public func shyHeaderViewSetToolbar(_ self_: UnsafeMutableRawPointer?, _ toolbar: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, "shy_header_view_set_toolbar", toolbar)
}
/// `shy_header_view_get_toolbar` (see library/shybar.h): reads the view's `toolbar` property.
@_cdecl("shy_header_view_get_toolbar")
public func shyHeaderViewGetToolbar(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, "shy_header_view_get_toolbar")
}

// MARK: - Options

/// `shy_header_view_set_behavior` (see library/shybar.h): sets the view's `behavior` property.
@_cdecl("shy_header_view_set_behavior")
public func shyHeaderViewSetBehavior(_ self_: UnsafeMutableRawPointer?, _ behavior: Int32) {
    setEnum(self_, "shy_header_view_set_behavior", GType(HeaderView.behaviorGType), behavior)
}
/// `shy_header_view_get_behavior` (see library/shybar.h): reads the view's `behavior` property.
@_cdecl("shy_header_view_get_behavior")
public func shyHeaderViewGetBehavior(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "shy_header_view_get_behavior", GType(HeaderView.behaviorGType))
}
/// `shy_header_view_set_tolerance_up` (see library/shybar.h): sets the view's `tolerance-up` property.
@_cdecl("shy_header_view_set_tolerance_up")
public func shyHeaderViewSetToleranceUp(_ self_: UnsafeMutableRawPointer?, _ pixels: Double) {
    setDouble(self_, "shy_header_view_set_tolerance_up", pixels)
}
/// `shy_header_view_get_tolerance_up` (see library/shybar.h): reads the view's `tolerance-up` property.
@_cdecl("shy_header_view_get_tolerance_up")
public func shyHeaderViewGetToleranceUp(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_tolerance_up")
}
/// `shy_header_view_set_tolerance_down` (see library/shybar.h): sets the view's `tolerance-down` property.
@_cdecl("shy_header_view_set_tolerance_down")
public func shyHeaderViewSetToleranceDown(_ self_: UnsafeMutableRawPointer?, _ pixels: Double) {
    setDouble(self_, "shy_header_view_set_tolerance_down", pixels)
}
/// `shy_header_view_get_tolerance_down` (see library/shybar.h): reads the view's `tolerance-down` property.
@_cdecl("shy_header_view_get_tolerance_down")
public func shyHeaderViewGetToleranceDown(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_tolerance_down")
}
/// `shy_header_view_set_start_offset` (see library/shybar.h): sets the view's `start-offset` property.
@_cdecl("shy_header_view_set_start_offset")
public func shyHeaderViewSetStartOffset(_ self_: UnsafeMutableRawPointer?, _ pixels: Double) {
    setDouble(self_, "shy_header_view_set_start_offset", pixels)
}
/// `shy_header_view_get_start_offset` (see library/shybar.h): reads the view's `start-offset` property.
@_cdecl("shy_header_view_get_start_offset")
public func shyHeaderViewGetStartOffset(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_start_offset")
}
/// `shy_header_view_set_reveal` (see library/shybar.h): sets the view's `reveal` property.
@_cdecl("shy_header_view_set_reveal")
public func shyHeaderViewSetReveal(_ self_: UnsafeMutableRawPointer?, _ reveal: Int32) {
    setEnum(self_, "shy_header_view_set_reveal", GType(HeaderView.revealGType), reveal)
}
/// `shy_header_view_get_reveal` (see library/shybar.h): reads the view's `reveal` property.
@_cdecl("shy_header_view_get_reveal")
public func shyHeaderViewGetReveal(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "shy_header_view_get_reveal", GType(HeaderView.revealGType))
}
/// `shy_header_view_set_snap` (see library/shybar.h): sets the view's `snap` property.
@_cdecl("shy_header_view_set_snap")
public func shyHeaderViewSetSnap(_ self_: UnsafeMutableRawPointer?, _ snap: Int32) {
    setEnum(self_, "shy_header_view_set_snap", GType(HeaderView.snapGType), snap)
}
/// `shy_header_view_get_snap` (see library/shybar.h): reads the view's `snap` property.
@_cdecl("shy_header_view_get_snap")
public func shyHeaderViewGetSnap(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "shy_header_view_get_snap", GType(HeaderView.snapGType))
}
/// `shy_header_view_set_min_extent` (see library/shybar.h): sets the view's `min-extent` property.
@_cdecl("shy_header_view_set_min_extent")
public func shyHeaderViewSetMinExtent(_ self_: UnsafeMutableRawPointer?, _ pixels: Double) {
    setDouble(self_, "shy_header_view_set_min_extent", pixels)
}
/// `shy_header_view_get_min_extent` (see library/shybar.h): reads the view's `min-extent` property.
@_cdecl("shy_header_view_get_min_extent")
public func shyHeaderViewGetMinExtent(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_min_extent")
}
/// `shy_header_view_set_fade` (see library/shybar.h): sets the view's `fade` property.
@_cdecl("shy_header_view_set_fade")
public func shyHeaderViewSetFade(_ self_: UnsafeMutableRawPointer?, _ fade: gboolean) {
    setBoolean(self_, "shy_header_view_set_fade", fade)
}
/// `shy_header_view_get_fade` (see library/shybar.h): reads the view's `fade` property.
@_cdecl("shy_header_view_get_fade")
public func shyHeaderViewGetFade(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_fade")
}
/// `shy_header_view_set_duration` (see library/shybar.h): sets the view's `duration` property.
@_cdecl("shy_header_view_set_duration")
public func shyHeaderViewSetDuration(_ self_: UnsafeMutableRawPointer?, _ milliseconds: Double) {
    setDouble(self_, "shy_header_view_set_duration", milliseconds)
}
/// `shy_header_view_get_duration` (see library/shybar.h): reads the view's `duration` property.
@_cdecl("shy_header_view_get_duration")
public func shyHeaderViewGetDuration(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_duration")
}
/// `shy_header_view_set_animations_enabled` (see library/shybar.h): sets the view's `animations-enabled` property.
@_cdecl("shy_header_view_set_animations_enabled")
public func shyHeaderViewSetAnimationsEnabled(_ self_: UnsafeMutableRawPointer?, _ enabled: gboolean) {
    setBoolean(self_, "shy_header_view_set_animations_enabled", enabled)
}
/// `shy_header_view_get_animations_enabled` (see library/shybar.h): reads the view's `animations-enabled` property.
@_cdecl("shy_header_view_get_animations_enabled")
public func shyHeaderViewGetAnimationsEnabled(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_animations_enabled")
}
/// `shy_header_view_set_reveal_on_resize` (see library/shybar.h): sets the view's `reveal-on-resize` property.
@_cdecl("shy_header_view_set_reveal_on_resize")
public func shyHeaderViewSetRevealOnResize(_ self_: UnsafeMutableRawPointer?, _ reveal: gboolean) {
    setBoolean(self_, "shy_header_view_set_reveal_on_resize", reveal)
}
/// `shy_header_view_get_reveal_on_resize` (see library/shybar.h): reads the view's `reveal-on-resize` property.
@_cdecl("shy_header_view_get_reveal_on_resize")
public func shyHeaderViewGetRevealOnResize(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_reveal_on_resize")
}
/// `shy_header_view_set_gesture_timeout` (see library/shybar.h): sets the view's `gesture-timeout` property.
@_cdecl("shy_header_view_set_gesture_timeout")
public func shyHeaderViewSetGestureTimeout(_ self_: UnsafeMutableRawPointer?, _ milliseconds: Double) {
    setDouble(self_, "shy_header_view_set_gesture_timeout", milliseconds)
}
/// `shy_header_view_get_gesture_timeout` (see library/shybar.h): reads the view's `gesture-timeout` property.
@_cdecl("shy_header_view_get_gesture_timeout")
public func shyHeaderViewGetGestureTimeout(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_gesture_timeout")
}
/// `shy_header_view_set_threshold` (see library/shybar.h): sets the view's `threshold` property.
@_cdecl("shy_header_view_set_threshold")
public func shyHeaderViewSetThreshold(_ self_: UnsafeMutableRawPointer?, _ pixels: Double) {
    setDouble(self_, "shy_header_view_set_threshold", pixels)
}
/// `shy_header_view_get_threshold` (see library/shybar.h): reads the view's `threshold` property.
@_cdecl("shy_header_view_get_threshold")
public func shyHeaderViewGetThreshold(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_threshold")
}
/// `shy_header_view_set_quick_return_header` (see library/shybar.h): sets the view's `quick-return-header` property.
@_cdecl("shy_header_view_set_quick_return_header")
public func shyHeaderViewSetQuickReturnHeader(_ self_: UnsafeMutableRawPointer?, _ on: gboolean) {
    setBoolean(self_, "shy_header_view_set_quick_return_header", on)
}
/// `shy_header_view_get_quick_return_header` (see library/shybar.h): reads the view's `quick-return-header` property.
@_cdecl("shy_header_view_get_quick_return_header")
public func shyHeaderViewGetQuickReturnHeader(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_quick_return_header")
}

// MARK: - Read-only state

/// `shy_header_view_get_extent` (see library/shybar.h): reads the view's `extent` property.
@_cdecl("shy_header_view_get_extent")
public func shyHeaderViewGetExtent(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_extent")
}
/// `shy_header_view_get_state` (see library/shybar.h): reads the view's `state` property.
@_cdecl("shy_header_view_get_state")
public func shyHeaderViewGetState(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, "shy_header_view_get_state", GType(HeaderView.stateGType))
}
/// `shy_header_view_get_progress` (see library/shybar.h): reads the view's `progress` property.
@_cdecl("shy_header_view_get_progress")
public func shyHeaderViewGetProgress(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, "shy_header_view_get_progress")
}
/// `shy_header_view_get_showing_background` (see library/shybar.h): reads the view's `showing-background` property.
@_cdecl("shy_header_view_get_showing_background")
public func shyHeaderViewGetShowingBackground(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_showing_background")
}
/// `shy_header_view_get_pinned` (see library/shybar.h): reads the view's `pinned` property.
@_cdecl("shy_header_view_get_pinned")
public func shyHeaderViewGetPinned(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_pinned")
}

// MARK: - Holding the header shown

/// `shy_header_view_set_always_show` (see library/shybar.h): sets the view's `always-show` property.
@_cdecl("shy_header_view_set_always_show")
public func shyHeaderViewSetAlwaysShow(_ self_: UnsafeMutableRawPointer?, _ alwaysShow: gboolean) {
    setBoolean(self_, "shy_header_view_set_always_show", alwaysShow)
}
/// `shy_header_view_get_always_show` (see library/shybar.h): reads the view's `always-show` property.
@_cdecl("shy_header_view_get_always_show")
public func shyHeaderViewGetAlwaysShow(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_always_show")
}
/// `shy_header_view_set_follow_screen_reader` (see library/shybar.h): sets the view's `follow-screen-reader` property.
@_cdecl("shy_header_view_set_follow_screen_reader")
public func shyHeaderViewSetFollowScreenReader(_ self_: UnsafeMutableRawPointer?, _ follow: gboolean) {
    setBoolean(self_, "shy_header_view_set_follow_screen_reader", follow)
}
/// `shy_header_view_get_follow_screen_reader` (see library/shybar.h): reads the view's `follow-screen-reader` property.
@_cdecl("shy_header_view_get_follow_screen_reader")
public func shyHeaderViewGetFollowScreenReader(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, "shy_header_view_get_follow_screen_reader")
}

// MARK: - Actions

/// `shy_header_view_show` (see library/shybar.h): reveals the header, animated or not.
@_cdecl("shy_header_view_show")
public func shyHeaderViewShow(_ self_: UnsafeMutableRawPointer?, _ animated: gboolean) {
    nonisolated(unsafe) let self_ = self_
    onMain { if let object = view(self_, "shy_header_view_show") { HeaderView(pointer: object)?.show(animated: animated != 0) } }
}
/// `shy_header_view_hide` (see library/shybar.h): hides the header as far as the content allows, animated or not.
@_cdecl("shy_header_view_hide")
public func shyHeaderViewHide(_ self_: UnsafeMutableRawPointer?, _ animated: gboolean) {
    nonisolated(unsafe) let self_ = self_
    onMain { if let object = view(self_, "shy_header_view_hide") { HeaderView(pointer: object)?.hide(animated: animated != 0) } }
}
/// `shy_header_view_freeze` (see library/shybar.h): stops user movement from moving the header.
@_cdecl("shy_header_view_freeze")
public func shyHeaderViewFreeze(_ self_: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let self_ = self_
    onMain { if let object = view(self_, "shy_header_view_freeze") { HeaderView(pointer: object)?.freeze() } }
}
/// `shy_header_view_unfreeze` (see library/shybar.h): lets user movement move the header again.
@_cdecl("shy_header_view_unfreeze")
public func shyHeaderViewUnfreeze(_ self_: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let self_ = self_
    onMain { if let object = view(self_, "shy_header_view_unfreeze") { HeaderView(pointer: object)?.unfreeze() } }
}
/// `shy_header_view_refresh` (see library/shybar.h): re-reads the animation setting, re-measures and sends a fresh geometry.
@_cdecl("shy_header_view_refresh")
public func shyHeaderViewRefresh(_ self_: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let self_ = self_
    onMain { if let object = view(self_, "shy_header_view_refresh") { HeaderView(pointer: object)?.refresh() } }
}
