import CGtk
import ShyBarCore

/// A typed handle to a `ShyHeaderView`: a container widget that lays a header over a
/// `GtkScrolledWindow`, gives the scrolled content a top inset as tall as the header, and
/// moves the header as the content scrolls (quick return, background or sticky toolbar).
///
/// The view is a GObject type, so C, Python and every GObject Introspection language use
/// the same widget (`libshybar-1`, namespace `Shy`). Its options are GObject properties;
/// this handle reads and writes them through GObject, so a change from Swift notifies
/// exactly as one from C. The handle does not own the widget: the widget tree does.
@MainActor
public final class HeaderView: Widget {
    /// The `ShyHeaderView` GType (registers the type on first use).
    public nonisolated static var gType: UInt { UInt(HeaderViewClass.type) }
    /// The `ShyBehavior` GEnum type.
    public nonisolated static var behaviorGType: UInt { UInt(HeaderViewEnums.behavior) }
    /// The `ShyHeaderStyle` GEnum type.
    public nonisolated static var headerStyleGType: UInt { UInt(HeaderViewEnums.headerStyle) }
    /// The `ShyHeaderState` GEnum type.
    public nonisolated static var stateGType: UInt { UInt(HeaderViewEnums.state) }
    /// The `ShyRevealPolicy` GEnum type.
    public nonisolated static var revealGType: UInt { UInt(HeaderViewEnums.reveal) }
    /// The `ShySnapPolicy` GEnum type.
    public nonisolated static var snapGType: UInt { UInt(HeaderViewEnums.snap) }

    /// The GEnum type of the choice option property `name` (`"conceal"`: `ShyConcealPolicy`);
    /// 0 when `name` is not a choice option.
    public nonisolated static func optionEnumGType(_ name: String) -> UInt {
        UInt(HeaderViewOptions.named(name)?.enumType ?? 0)
    }

    /// Creates a view with no content and no header.
    public init() {
        let object = g_object_new_with_properties(HeaderViewClass.type, 0, nil, nil)!
        super.init(rawPointer: gpointer(object))
    }

    /// A handle to an existing `ShyHeaderView` made by anyone (C, a `.ui` file, another
    /// binding); nil when `pointer` is not one.
    public init?(pointer: UnsafeMutableRawPointer) {
        guard HeaderViewClass.core(of: pointer) != nil else { return nil }
        super.init(rawPointer: pointer)
    }

    private var core: HeaderViewState? { HeaderViewClass.core(of: gpointer(raw)) }

    /// The scrolled window under the header (its child gets the inset).
    public var content: ScrolledWindow? {
        get { core?.content }
        set { core?.setContent(newValue) }
    }
    /// The header widget.
    public var header: Widget? {
        get { core?.header }
        set { core?.setHeader(newValue) }
    }
    /// The toolbar under a sticky header.
    public var toolbar: Widget? {
        get { core?.toolbar }
        set { core?.setToolbar(newValue) }
    }
    /// Which behaviour moves the header.
    public var behavior: Behavior {
        get { core?.behavior ?? .quickReturn }
        set { core?.setBehavior(newValue) }
    }
    /// How the header (and a sticky toolbar) draw their background: Adwaita's flat or raised
    /// looks (``HeaderStyle``); the `header-style` property.
    public var headerStyle: HeaderStyle {
        get { core?.headerStyle ?? .flat }
        set { core?.setHeaderStyle(newValue) }
    }
    /// Background: the first section of the content (a hero image); while the `threshold`
    /// option is automatic, the background turns solid once it has scrolled under the header.
    /// With a hero the header lies over the content, which gets no top inset.
    public var hero: Widget? {
        get { core?.hero }
        set { core?.setHero(newValue) }
    }
    /// The options of every behaviour, the same values the option properties hold (one
    /// property per entry of the option tables, named by its key; `animations` is
    /// `animations-enabled`). Setting it notifies each property whose value changed, once.
    /// The tuning's `behavior` is ignored: ``behavior`` says which behaviour runs.
    public var tuning: Tuning {
        get { core?.tuning ?? Tuning() }
        set { core?.setTuning(newValue) }
    }

    /// Makes the view size `model`, a spacer model the content's list already shows, instead
    /// of installing its own inset (for a list whose factory binds the spacer row itself);
    /// nil goes back to the view's own inset.
    public func useListInset(_ model: InsetListModel?) { core?.setListInset(model) }

    /// Calls `handler` with every input the view's tracker handles (a person's scroll, a
    /// gesture's end, a new geometry, a frame-clock tick that moved an animation…), stamped
    /// with the time the tracker used, and the frame it produced, right before the widgets
    /// show it; across changes of behaviour and children, until the watch is cancelled.
    ///
    /// What it reports is a trace: written out with `TraceFormat` it replays with
    /// `shybar replay` (or ``playback(of:tuning:)``) to the same frames. A frame the view shows
    /// after a direct call (``show(animated:)``, ``hide(animated:)``, a hold) is no input and
    /// is not reported; neither is anything while a playback runs.
    public func watch(_ handler: @escaping @MainActor (TimedInput, HeaderFrame) -> Void) -> HeaderViewWatch? {
        core?.addWatch(handler)
    }

    /// Drives the view from a trace: a playback of `inputs` (with the times a watch reports)
    /// through a fresh tracker with this view's behaviour and the options of `tuning` (the
    /// view's own when nil: a trace can be seen under another tuning); nil while no
    /// behaviour runs. Set its callbacks, then ``HeaderViewPlayback/start()``.
    public func playback(of inputs: [TimedInput], tuning: Tuning? = nil) -> HeaderViewPlayback? {
        core?.playback(of: inputs, tuning: tuning)
    }

    /// Takes `input` as if a person made it on this view: a `.scroll` moves the content to
    /// its offset (clamped to the content) and reaches the tracker with its source — a
    /// gesture of the app's own, or another view's input mirrored here; `.begin` and `.end`
    /// (with its velocity) are passed on. The view's own inputs (geometry, ticks, focus, the
    /// focused item) are not taken from elsewhere, and nothing is taken during a playback.
    public func perform(_ input: TrackerInput) { core?.perform(input) }

    /// The header's visible height, px.
    public var extent: Double { core?.frame.extent ?? 0 }
    /// The header's named state.
    public var state: HeaderState { core?.frame.state ?? .shown }
    /// The frame last applied to the widgets.
    public var frame: HeaderFrame { core?.frame ?? .initial }

    /// Sets an option property by its GObject name (for example `"tolerance-up"`).
    public func set(_ name: String, _ value: Double) {
        var gvalue = GValue()
        g_value_init(&gvalue, shy_type_double())
        g_value_set_double(&gvalue, value)
        g_object_set_property(shy_object(gpointer(raw)), name, &gvalue)
        g_value_unset(&gvalue)
    }

    /// Sets a boolean option property by its GObject name (for example `"fade"`).
    public func set(_ name: String, _ value: Bool) {
        shy_object_set_bool(gpointer(raw), name, value ? 1 : 0)
    }

    /// Whether the header is always fully shown and nothing moves by itself (a person's
    /// choice, docs/accessibility.md); the `always-show` property.
    public var alwaysShow: Bool {
        get { core?.alwaysShow ?? false }
        set { core?.setAlwaysShow(newValue) }
    }
    /// Whether a running screen reader holds the header fully shown and still (default true);
    /// the `follow-screen-reader` property.
    public var followsScreenReader: Bool {
        get { core?.followScreenReader ?? true }
        set { core?.setFollowScreenReader(newValue) }
    }

    /// Gives the keyboard focus to the content: the top-left row in sight below the header
    /// and toolbar (a list, grid or column view), else the scrollable itself. For Escape
    /// from a search entry in the header, or a search's results: focusing the list widget
    /// itself would leave no row focused, and arrow keys would move nothing.
    public func focusContent() { core?.focusContent() }

    /// Reveals the header, animated unless animations are off.
    public func show(animated: Bool = true) { core?.show(animated: animated) }
    /// Hides the header as far as the content allows.
    public func hide(animated: Bool = true) { core?.hide(animated: animated) }
    /// Stops user movement from moving the header until ``unfreeze()``.
    public func freeze() { core?.freeze() }
    /// Lets user movement move the header again.
    public func unfreeze() { core?.unfreeze() }
    /// Re-reads the animation setting, re-measures and sends a fresh geometry.
    public func refresh() { core?.refresh() }
}
