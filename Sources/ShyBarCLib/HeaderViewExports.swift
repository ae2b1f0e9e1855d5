import CGtk
import ShyBarGtk

// The hand-written C entry points of libshybar-1 (declared in library/shybar.h): the types,
// construction, the children, the behaviour, the read-only state and the actions. The
// option accessors are generated from the option tables (OptionExports.swift).

/// The properties of `ShyHeaderView` that are not options, by their GObject names: each
/// spelled once, for the accessors below.
private enum ViewProperty: String {
    case content, header, toolbar, hero, behavior
    case alwaysShow = "always-show", followScreenReader = "follow-screen-reader", headerStyle = "header-style"
    case extent, state, progress, showingBackground = "showing-background", pinned
}

// MARK: - Types

/// `shy_header_view_get_type` (see library/shybar.h): the `ShyHeaderView` GType.
@_cdecl("shy_header_view_get_type") public func shyHeaderViewGetType() -> GType { GType(HeaderView.gType) }
/// `shy_behavior_get_type` (see library/shybar.h): the `ShyBehavior` GEnum type.
@_cdecl("shy_behavior_get_type") public func shyBehaviorGetType() -> GType { GType(HeaderView.behaviorGType) }
/// `shy_header_style_get_type` (see library/shybar.h): the `ShyHeaderStyle` GEnum type.
@_cdecl("shy_header_style_get_type") public func shyHeaderStyleGetType() -> GType { GType(HeaderView.headerStyleGType) }
/// `shy_header_state_get_type` (see library/shybar.h): the `ShyHeaderState` GEnum type.
@_cdecl("shy_header_state_get_type") public func shyHeaderStateGetType() -> GType { GType(HeaderView.stateGType) }

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
    setWidget(self_, ViewProperty.content.rawValue, "shy_header_view_set_content", content)
}
/// `shy_header_view_get_content` (see library/shybar.h): reads the view's `content` property.
@_cdecl("shy_header_view_get_content")
public func shyHeaderViewGetContent(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, ViewProperty.content.rawValue, "shy_header_view_get_content")
}
/// `shy_header_view_set_header` (see library/shybar.h): sets the view's `header` property.
@_cdecl("shy_header_view_set_header")
public func shyHeaderViewSetHeader(_ self_: UnsafeMutableRawPointer?, _ header: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, ViewProperty.header.rawValue, "shy_header_view_set_header", header)
}
/// `shy_header_view_get_header` (see library/shybar.h): reads the view's `header` property.
@_cdecl("shy_header_view_get_header")
public func shyHeaderViewGetHeader(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, ViewProperty.header.rawValue, "shy_header_view_get_header")
}
/// `shy_header_view_set_toolbar` (see library/shybar.h): sets the view's `toolbar` property.
@_cdecl("shy_header_view_set_toolbar")
public func shyHeaderViewSetToolbar(_ self_: UnsafeMutableRawPointer?, _ toolbar: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, ViewProperty.toolbar.rawValue, "shy_header_view_set_toolbar", toolbar)
}
/// `shy_header_view_get_toolbar` (see library/shybar.h): reads the view's `toolbar` property.
@_cdecl("shy_header_view_get_toolbar")
public func shyHeaderViewGetToolbar(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, ViewProperty.toolbar.rawValue, "shy_header_view_get_toolbar")
}

/// `shy_header_view_set_hero` (see library/shybar.h): sets the view's `hero` property.
@_cdecl("shy_header_view_set_hero")
public func shyHeaderViewSetHero(_ self_: UnsafeMutableRawPointer?, _ hero: UnsafeMutablePointer<GtkWidget>?) {
    setWidget(self_, ViewProperty.hero.rawValue, "shy_header_view_set_hero", hero)
}
/// `shy_header_view_get_hero` (see library/shybar.h): reads the view's `hero` property.
@_cdecl("shy_header_view_get_hero")
public func shyHeaderViewGetHero(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    getWidget(self_, ViewProperty.hero.rawValue, "shy_header_view_get_hero")
}

// MARK: - Behaviour

/// `shy_header_view_set_behavior` (see library/shybar.h): sets the view's `behavior` property.
@_cdecl("shy_header_view_set_behavior")
public func shyHeaderViewSetBehavior(_ self_: UnsafeMutableRawPointer?, _ behavior: Int32) {
    setEnum(self_, ViewProperty.behavior.rawValue, "shy_header_view_set_behavior", GType(HeaderView.behaviorGType), behavior)
}
/// `shy_header_view_get_behavior` (see library/shybar.h): reads the view's `behavior` property.
@_cdecl("shy_header_view_get_behavior")
public func shyHeaderViewGetBehavior(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, ViewProperty.behavior.rawValue, "shy_header_view_get_behavior", GType(HeaderView.behaviorGType))
}

// MARK: - Read-only state

/// `shy_header_view_get_extent` (see library/shybar.h): reads the view's `extent` property.
@_cdecl("shy_header_view_get_extent")
public func shyHeaderViewGetExtent(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, ViewProperty.extent.rawValue, "shy_header_view_get_extent")
}
/// `shy_header_view_get_state` (see library/shybar.h): reads the view's `state` property.
@_cdecl("shy_header_view_get_state")
public func shyHeaderViewGetState(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, ViewProperty.state.rawValue, "shy_header_view_get_state", GType(HeaderView.stateGType))
}
/// `shy_header_view_get_progress` (see library/shybar.h): reads the view's `progress` property.
@_cdecl("shy_header_view_get_progress")
public func shyHeaderViewGetProgress(_ self_: UnsafeMutableRawPointer?) -> Double {
    getDouble(self_, ViewProperty.progress.rawValue, "shy_header_view_get_progress")
}
/// `shy_header_view_get_showing_background` (see library/shybar.h): reads the view's `showing-background` property.
@_cdecl("shy_header_view_get_showing_background")
public func shyHeaderViewGetShowingBackground(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, ViewProperty.showingBackground.rawValue, "shy_header_view_get_showing_background")
}
/// `shy_header_view_get_pinned` (see library/shybar.h): reads the view's `pinned` property.
@_cdecl("shy_header_view_get_pinned")
public func shyHeaderViewGetPinned(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, ViewProperty.pinned.rawValue, "shy_header_view_get_pinned")
}

// MARK: - Holding the header shown

/// `shy_header_view_set_always_show` (see library/shybar.h): sets the view's `always-show` property.
@_cdecl("shy_header_view_set_always_show")
public func shyHeaderViewSetAlwaysShow(_ self_: UnsafeMutableRawPointer?, _ alwaysShow: gboolean) {
    setBoolean(self_, ViewProperty.alwaysShow.rawValue, "shy_header_view_set_always_show", alwaysShow)
}
/// `shy_header_view_get_always_show` (see library/shybar.h): reads the view's `always-show` property.
@_cdecl("shy_header_view_get_always_show")
public func shyHeaderViewGetAlwaysShow(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, ViewProperty.alwaysShow.rawValue, "shy_header_view_get_always_show")
}
/// `shy_header_view_set_follow_screen_reader` (see library/shybar.h): sets the view's `follow-screen-reader` property.
@_cdecl("shy_header_view_set_follow_screen_reader")
public func shyHeaderViewSetFollowScreenReader(_ self_: UnsafeMutableRawPointer?, _ follow: gboolean) {
    setBoolean(self_, ViewProperty.followScreenReader.rawValue, "shy_header_view_set_follow_screen_reader", follow)
}
/// `shy_header_view_get_follow_screen_reader` (see library/shybar.h): reads the view's `follow-screen-reader` property.
@_cdecl("shy_header_view_get_follow_screen_reader")
public func shyHeaderViewGetFollowScreenReader(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    getBoolean(self_, ViewProperty.followScreenReader.rawValue, "shy_header_view_get_follow_screen_reader")
}
/// `shy_header_view_set_header_style` (see library/shybar.h): sets the view's `header-style` property.
@_cdecl("shy_header_view_set_header_style")
public func shyHeaderViewSetHeaderStyle(_ self_: UnsafeMutableRawPointer?, _ style: Int32) {
    setEnum(self_, ViewProperty.headerStyle.rawValue, "shy_header_view_set_header_style", GType(HeaderView.headerStyleGType), style)
}
/// `shy_header_view_get_header_style` (see library/shybar.h): reads the view's `header-style` property.
@_cdecl("shy_header_view_get_header_style")
public func shyHeaderViewGetHeaderStyle(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    getEnum(self_, ViewProperty.headerStyle.rawValue, "shy_header_view_get_header_style", GType(HeaderView.headerStyleGType))
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
