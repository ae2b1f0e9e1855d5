import CGtk

/// The state behind one `ShyHeaderView` instance: its children, its options, and the
/// behaviour it runs. It lives inside the GObject (created in `instance_init`, released in
/// `finalize`) and owns its behaviour, so the behaviour never outlives the view.
///
/// Layout: the view's one child is a `GtkOverlay` with the content as its main child and the
/// header (and the sticky toolbar) over it. Reusing the overlay keeps the measured, tested
/// placement of the behaviours (clipped overlay children positioned by
/// `get-child-position`), GtkOverlay's measuring, drawing order, picking and focus, for the
/// cost of one internal widget.
@MainActor
final class HeaderViewState {
    private let instance: UnsafeMutablePointer<GtkWidget>
    private let overlay: Overlay
    // Children the view holds a reference to while they are set (the toolbar is only in
    // the overlay while the behaviour is sticky).
    private(set) var content: ScrolledWindow?
    private(set) var header: Widget?
    private(set) var toolbar: Widget?
    private(set) var behavior = Behavior.quickReturn
    /// How the header (and a sticky toolbar) draw their background.
    private(set) var headerStyle = HeaderStyle.flat
    /// The widget whose height sets the background's automatic threshold (held, not shown:
    /// it is part of the content).
    private(set) var hero: Widget?
    /// The options of every behaviour; the attached one runs with its own.
    private(set) var tuning = Tuning()
    /// A spacer model the content's list already carries, used instead of installing one.
    private(set) var listInset: InsetListModel?
    /// The frame last published.
    private(set) var frame = HeaderFrame.initial
    private var isFrozen = false
    /// The running behaviour.
    private var attached: (any HeaderViewBehavior)?
    private var inset: ContentInset?
    private var contentChildWatch: SignalConnection?
    private var toolbarPlaced = false
    private var isDisposed = false
    /// Whether the header is always fully shown (a person's choice).
    private(set) var alwaysShow = false
    /// Whether a running screen reader holds the header shown (on by default).
    private(set) var followScreenReader = true
    private var screenReaderObserver: Int?

    init(instance: UnsafeMutablePointer<GtkWidget>) {
        self.instance = instance
        overlay = Overlay()
        gtk_widget_set_parent(overlay.raw, instance)
        HeaderStyleSheet.retain()
        screenReaderObserver = ScreenReaderStatus.shared.observe { [weak self] _ in self?.applyHold() }
    }

    // MARK: - Holding the header shown

    /// Whether the header is held fully shown and still now.
    var isHeld: Bool { alwaysShow || (followScreenReader && ScreenReaderStatus.shared.isRunning) }

    func setAlwaysShow(_ on: Bool) {
        guard on != alwaysShow, !isDisposed else { return }
        alwaysShow = on
        applyHold()
        notify(.alwaysShow)
    }

    func setFollowScreenReader(_ on: Bool) {
        guard on != followScreenReader, !isDisposed else { return }
        followScreenReader = on
        applyHold()
        notify(.followScreenReader)
    }

    /// Hands the hold to the running behaviour.
    private func applyHold() {
        guard let attached, let attachment = attached.attachment, attachment.isHeld != isHeld else { return }
        attached.hold(isHeld)
    }

    // MARK: - Children

    func setContent(_ widget: Widget?) {
        guard !Self.same(widget, content), !isDisposed else { return }
        if let widget, shy_is_a(gpointer(widget.raw), gtk_scrolled_window_get_type()) == 0 {
            shy_warning("ShyHeaderView: the content must be a GtkScrolledWindow")
            return
        }
        detachBehavior()
        contentChildWatch?.disconnect()
        contentChildWatch = nil
        if let old = content {
            overlay.removeChild()
            Self.release(old)
        }
        content = widget.map { ScrolledWindow(existing: Self.hold($0).raw) }
        if let content {
            overlay.setChild(content)
            // A child given to the scrolled window later (or replaced) gets its inset then.
            contentChildWatch = content.onNotify("child") { [weak self] in self?.reattach() }
        }
        attachIfReady()
        notify(.content)
    }

    func setHeader(_ widget: Widget?) {
        guard !Self.same(widget, header), !isDisposed else { return }
        detachBehavior()
        if let old = header {
            HeaderStyleSheet.apply(nil, to: old, undershoot: false)
            overlay.removeOverlay(old)
            Self.release(old)
        }
        header = widget.map(Self.hold)
        if let header {
            // Without a placement (background) GtkOverlay puts the header by its alignment.
            header.valign = .start
            overlay.addOverlay(header)
        }
        attachIfReady()
        applyStyle()
        notify(.header)
    }

    func setToolbar(_ widget: Widget?) {
        guard !Self.same(widget, toolbar), !isDisposed else { return }
        detachBehavior()
        unplaceToolbar()
        if let old = toolbar {
            HeaderStyleSheet.apply(nil, to: old, undershoot: false)
            Self.release(old)
        }
        toolbar = widget.map(Self.hold)
        attachIfReady()
        applyStyle()
        notify(.toolbar)
    }

    /// Whether two optional handles name the same widget (or both none).
    private static func same(_ first: Widget?, _ second: Widget?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case let (first?, second?): return first.isSame(as: second)
        default: return false
        }
    }

    /// Takes a reference to a child the view keeps (sinking a floating one).
    private static func hold(_ widget: Widget) -> Widget {
        g_object_ref_sink(gpointer(widget.raw))
        return widget
    }

    /// Gives back the reference ``hold(_:)`` took.
    private static func release(_ widget: Widget) {
        g_object_unref(gpointer(widget.raw))
    }

    func setBehavior(_ kind: Behavior) {
        guard kind != behavior, !isDisposed else { return }
        detachBehavior()
        let oldBehavior = behavior
        behavior = kind
        attachIfReady()
        applyStyle()
        notify(.behavior)
        // Options two behaviours share now report the new behaviour's values.
        notifyChangedOptions(from: tuning, behavior: oldBehavior)
    }

    func setHeaderStyle(_ style: HeaderStyle) {
        guard style != headerStyle, !isDisposed else { return }
        headerStyle = style
        applyStyle()
        notify(.headerStyle)
    }

    /// Styles the header and the toolbar for the frame shown: the background behaviour's
    /// header only while its background is solid; the flat style's shade while content lies
    /// under the bar.
    private func applyStyle() {
        guard !isDisposed else { return }
        if let header {
            let drawn = behavior != .background || frame.showsBackground
            let underneath: Bool
            switch behavior {
            case .quickReturn: underneath = HeaderStyleSheet.contentUnder(frame)
            case .background: underneath = frame.showsBackground
            case .sticky: underneath = false
            }
            HeaderStyleSheet.apply(drawn ? headerStyle : nil, to: header, undershoot: underneath)
        }
        if let toolbar {
            HeaderStyleSheet.apply(behavior.needsToolbar ? headerStyle : nil, to: toolbar, undershoot: frame.pinned)
        }
    }

    private func placeToolbar() {
        guard !toolbarPlaced, let toolbar else { return }
        toolbar.valign = .start
        overlay.addOverlay(toolbar)
        toolbarPlaced = true
    }

    private func unplaceToolbar() {
        guard toolbarPlaced, let toolbar else { return }
        overlay.removeOverlay(toolbar)
        toolbarPlaced = false
    }

    // MARK: - The behaviour

    private func reattach() {
        detachBehavior()
        attachIfReady()
    }

    private func attachIfReady() {
        guard !isDisposed, attached == nil, let content, let header else { return }
        if behavior.needsToolbar { placeToolbar() } else { unplaceToolbar() }
        if behavior.needsToolbar, toolbar == nil { return }
        // A list that brings its own spacer model gets it sized by the behaviour; a list
        // behaviour has none to size for the background, which needs no inset there.
        if listInset == nil { inset = ContentInsets.install(in: content.raw) }
        let parts = HeaderParts(scrolledWindow: content, header: header, toolbar: toolbar, hero: hero, inset: listInset)
        guard let attached = behavior.attach(parts) else { return }
        self.attached = attached
        attached.onFrame = { [weak self] in self?.publish($0) }
        attached.attachment?.onHandled = { [weak self] in self?.report($0, $1) }
        if isFrozen { attached.setFrozen(true) }
        if inset?.startsWithSpacerRows == true {
            attached.attachment?.takeOverHomeKey { [weak self] in self?.inset?.height ?? 0 }
        }
        applyHold()
        applyOptions()
    }

    private func detachBehavior() {
        attached?.detach()
        attached = nil
        inset?.remove()
        inset = nil
    }

    /// Hands the options to the running behaviour and sends it a fresh geometry. Animations
    /// run only when both the option and the widget's `gtk-enable-animations` allow them.
    private func applyOptions() {
        attached?.use(tuning, desktopAnimates: Gtk.animationsEnabled(for: overlay))
    }

    private func publish(_ newFrame: HeaderFrame) {
        let old = frame
        frame = newFrame
        if let attached { inset?.height = attached.contentInset(for: newFrame, width: overlay.width) }
        applyStyle()
        // One batch of notifications per frame, and only for values that changed.
        g_object_freeze_notify(shy_object(gpointer(instance)))
        if old.extent != newFrame.extent { notify(.extent) }
        if old.state != newFrame.state { notify(.state) }
        if old.progress != newFrame.progress { notify(.progress) }
        if old.showsBackground != newFrame.showsBackground { notify(.showingBackground) }
        if old.pinned != newFrame.pinned { notify(.pinned) }
        g_object_thaw_notify(shy_object(gpointer(instance)))
        if old.state != newFrame.state, !isDisposed {
            shy_signal_emit_int(gpointer(instance), HeaderViewClass.stateChanged, HeaderViewEnums.value(of: newFrame.state))
        }
    }

    private func notify(_ property: HeaderViewProperty) {
        guard let spec = HeaderViewClass.specs[Int(property.rawValue)] else { return }
        g_object_notify_by_pspec(shy_object(gpointer(instance)), spec)
    }

    // MARK: - Options

    /// The value option property `index` reports (the running behaviour's own, for an
    /// option two behaviours share).
    func optionValue(at index: Int) -> OptionValue {
        HeaderViewOptions.all[index].value(in: tuning, behavior: behavior)
    }

    /// Sets option property `index`; notifies only when the value really changed.
    func setOption(at index: Int, _ value: OptionValue) {
        var updated = tuning
        HeaderViewOptions.all[index].setValue(value, in: &updated)
        setTuning(updated)
    }

    /// Replaces every option at once (the behaviour field is not used: ``behavior`` decides),
    /// then notifies each option property whose value changed, once.
    func setTuning(_ newTuning: Tuning) {
        guard !isDisposed else { return }
        var updated = newTuning
        updated.behavior = tuning.behavior
        updated.quickReturn = updated.quickReturn.sanitized()
        updated.sticky.quickReturn = updated.sticky.quickReturn.sanitized()
        guard updated != tuning else { return }
        let old = tuning
        tuning = updated
        applyOptions()
        notifyChangedOptions(from: old, behavior: behavior)
    }

    /// Notifies the option properties whose reported value differs from what `old` under
    /// `oldBehavior` reported.
    private func notifyChangedOptions(from old: Tuning, behavior oldBehavior: Behavior) {
        g_object_freeze_notify(shy_object(gpointer(instance)))
        for (index, option) in HeaderViewOptions.all.enumerated()
        where option.value(in: old, behavior: oldBehavior) != option.value(in: tuning, behavior: behavior) {
            if let spec = HeaderViewClass.specs[Int(HeaderViewClass.optionID(index))] {
                g_object_notify_by_pspec(shy_object(gpointer(instance)), spec)
            }
        }
        g_object_thaw_notify(shy_object(gpointer(instance)))
    }

    func setHero(_ widget: Widget?) {
        guard !Self.same(widget, hero), !isDisposed else { return }
        let old = hero
        hero = widget.map(Self.hold)
        if let old { Self.release(old) }
        if behavior.usesHero { reattach() }
        notify(.hero)
    }

    func setListInset(_ model: InsetListModel?) {
        guard model !== listInset, !isDisposed else { return }
        detachBehavior()
        listInset = model
        attachIfReady()
    }

    // MARK: - Watching and driving

    private var watches: [(id: Int, handler: (TimedInput, HeaderFrame) -> Void)] = []
    private var lastWatchID = 0

    /// Calls `handler` with every input the running behaviour's tracker handles, and the
    /// behaviours attached after it, until the watch is cancelled.
    func addWatch(_ handler: @escaping (TimedInput, HeaderFrame) -> Void) -> HeaderViewWatch {
        lastWatchID += 1
        watches.append((lastWatchID, handler))
        return HeaderViewWatch(view: self, id: lastWatchID)
    }

    func removeWatch(_ id: Int) {
        watches.removeAll { $0.id == id }
    }

    private func report(_ input: TimedInput, _ frame: HeaderFrame) {
        // A handler may cancel a watch (its own or another's) while it runs.
        for watch in watches { watch.handler(input, frame) }
    }

    /// A playback of `inputs` on the running behaviour with `tuning` (the view's own when
    /// nil), nil while none runs.
    func playback(of inputs: [TimedInput], tuning played: Tuning?) -> HeaderViewPlayback? {
        attached.map { HeaderViewPlayback(inputs: inputs, behavior: $0, tuning: played ?? tuning) }
    }

    /// Takes `input` as a person's on the running behaviour's content.
    func perform(_ input: TrackerInput) { attached?.attachment?.perform(input) }

    // MARK: - Actions

    /// Reveals the header (quick return).
    func show(animated: Bool) { attached?.show(animated: animated) }

    /// Gives the keyboard focus to the first item in sight below the header.
    func focusContent() { attached?.attachment?.focusContent() }

    /// Hides the header as far as the content allows (quick return).
    func hide(animated: Bool) { attached?.hide(animated: animated) }

    /// Stops user movement from moving the header until ``unfreeze()``.
    func freeze() {
        isFrozen = true
        attached?.setFrozen(true)
    }

    /// Lets user movement move the header again.
    func unfreeze() {
        isFrozen = false
        attached?.setFrozen(false)
    }

    /// Re-reads the desktop's animation setting, re-measures and sends a fresh geometry.
    func refresh() {
        guard !isDisposed else { return }
        applyOptions()
    }

    /// The running behaviour's tracker, nil while none runs (tests read its options).
    var runningTracker: (any HeaderTracker)? { attached?.headerTracker }
    /// The running behaviour, nil while none runs (for tests).
    var runningBehavior: (any HeaderViewBehavior)? { attached }

    /// For tests: a person's input event of `source` kind, as the scroll observer hears it.
    func simulateUserInputForTests(_ source: ScrollSource) {
        attached?.attachment?.observer.simulateUserInput(source)
    }

    // MARK: - Lifetime

    /// Detaches the behaviour, gives the content back its own inset, and lets go of every
    /// child. GObject may dispose more than once; the second time finds nothing to do.
    func dispose() {
        guard !isDisposed else { return }
        detachBehavior()
        isDisposed = true
        if let screenReaderObserver { ScreenReaderStatus.shared.removeObserver(screenReaderObserver) }
        HeaderStyleSheet.release()
        screenReaderObserver = nil
        contentChildWatch?.disconnect()
        contentChildWatch = nil
        toolbarPlaced = false
        gtk_widget_unparent(overlay.raw)
        for child in [content, header, toolbar, hero] {
            if let child { Self.release(child) }
        }
        hero = nil
        listInset = nil
        content = nil
        header = nil
        toolbar = nil
    }

    // MARK: - GValue access

    func set(_ property: HeaderViewProperty, from value: UnsafePointer<GValue>) {
        switch property {
        case .content: setContent(g_value_get_object(value).map { Widget(rawPointer: $0) })
        case .header: setHeader(g_value_get_object(value).map { Widget(rawPointer: $0) })
        case .toolbar: setToolbar(g_value_get_object(value).map { Widget(rawPointer: $0) })
        case .behavior: setBehavior(HeaderViewEnums.item(g_value_get_enum(value), of: Behavior.self) ?? .quickReturn)
        case .hero: setHero(g_value_get_object(value).map { Widget(rawPointer: $0) })
        case .alwaysShow: setAlwaysShow(g_value_get_boolean(value) != 0)
        case .followScreenReader: setFollowScreenReader(g_value_get_boolean(value) != 0)
        case .headerStyle: setHeaderStyle(HeaderViewEnums.item(g_value_get_enum(value), of: HeaderStyle.self) ?? .flat)
        case .extent, .state, .progress, .showingBackground, .pinned: break
        }
    }

    func get(_ property: HeaderViewProperty, into value: UnsafeMutablePointer<GValue>) {
        switch property {
        case .content: g_value_set_object(value, content.map { gpointer($0.raw) })
        case .header: g_value_set_object(value, header.map { gpointer($0.raw) })
        case .toolbar: g_value_set_object(value, toolbar.map { gpointer($0.raw) })
        case .behavior: g_value_set_enum(value, HeaderViewEnums.value(of: behavior))
        case .hero: g_value_set_object(value, hero.map { gpointer($0.raw) })
        case .alwaysShow: g_value_set_boolean(value, alwaysShow ? 1 : 0)
        case .followScreenReader: g_value_set_boolean(value, followScreenReader ? 1 : 0)
        case .headerStyle: g_value_set_enum(value, HeaderViewEnums.value(of: headerStyle))
        case .extent: g_value_set_double(value, frame.extent)
        case .state: g_value_set_enum(value, HeaderViewEnums.value(of: frame.state))
        case .progress: g_value_set_double(value, min(max(frame.progress, 0), 1))
        case .showingBackground: g_value_set_boolean(value, frame.showsBackground ? 1 : 0)
        case .pinned: g_value_set_boolean(value, frame.pinned ? 1 : 0)
        }
    }
}
