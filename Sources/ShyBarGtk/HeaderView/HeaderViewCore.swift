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
final class HeaderViewCore {
    private enum Attached {
        case quickReturn(QuickReturnBehavior)
        case background(BackgroundBehavior)
        case sticky(StickyToolbarBehavior)
    }

    private let instance: UnsafeMutablePointer<GtkWidget>
    private let overlay: Overlay
    // Children the view holds a reference to while they are set (the toolbar is only in
    // the overlay while the behaviour is sticky).
    private(set) var content: UnsafeMutablePointer<GtkWidget>?
    private(set) var header: UnsafeMutablePointer<GtkWidget>?
    private(set) var toolbar: UnsafeMutablePointer<GtkWidget>?
    private(set) var behavior = HeaderBehavior.quickReturn
    /// The widget whose height sets the background's automatic threshold (held, not shown:
    /// it is part of the content).
    private(set) var hero: UnsafeMutablePointer<GtkWidget>?
    /// The options of every behaviour; the attached one runs with its own.
    private(set) var tuning = Tuning()
    /// A spacer model the content's list already carries, used instead of installing one.
    private(set) var listInset: InsetListModel?
    /// The frame last published.
    private(set) var frame = HeaderFrame.initial
    private var isFrozen = false
    private var attached: Attached?
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

    /// Hands the hold to the running behaviour. A quick-return header let go is left shown,
    /// as it was drawn, so the behaviour goes on from there without a jump.
    private func applyHold() {
        guard let attachment, attachment.isHeld != isHeld else { return }
        let released = attachment.isHeld
        if case .quickReturn(let attachedBehavior) = attached, released || isHeld {
            attachedBehavior.tracker.show(animated: false)
        }
        attachment.isHeld = isHeld
    }

    // MARK: - Children

    func setContent(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != content, !isDisposed else { return }
        if let widget, shy_is_a(gp(widget), gtk_scrolled_window_get_type()) == 0 {
            shy_warning("ShyHeaderView: the content must be a GtkScrolledWindow")
            return
        }
        detachBehavior()
        contentChildWatch?.disconnect()
        contentChildWatch = nil
        if let old = content {
            gtk_overlay_set_child(shy_overlay(gp(overlay.raw)), nil)
            g_object_unref(gp(old))
        }
        content = widget
        if let widget {
            g_object_ref_sink(gp(widget))
            gtk_overlay_set_child(shy_overlay(gp(overlay.raw)), widget)
            // A child given to the scrolled window later (or replaced) gets its inset then.
            contentChildWatch = Widget(raw: widget).onNotify("child") { [weak self] in self?.reattach() }
        }
        attachIfReady()
        notify(.content)
    }

    func setHeader(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != header, !isDisposed else { return }
        detachBehavior()
        if let old = header {
            gtk_overlay_remove_overlay(shy_overlay(gp(overlay.raw)), old)
            g_object_unref(gp(old))
        }
        header = widget
        if let widget {
            g_object_ref_sink(gp(widget))
            // Without a placement (background) GtkOverlay puts the header by its alignment.
            gtk_widget_set_valign(widget, GTK_ALIGN_START)
            gtk_overlay_add_overlay(shy_overlay(gp(overlay.raw)), widget)
        }
        attachIfReady()
        notify(.header)
    }

    func setToolbar(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != toolbar, !isDisposed else { return }
        detachBehavior()
        unplaceToolbar()
        if let old = toolbar { g_object_unref(gp(old)) }
        toolbar = widget
        if let widget { g_object_ref_sink(gp(widget)) }
        attachIfReady()
        notify(.toolbar)
    }

    func setBehavior(_ kind: HeaderBehavior) {
        guard kind != behavior, !isDisposed else { return }
        detachBehavior()
        let oldBehavior = behavior
        behavior = kind
        attachIfReady()
        notify(.behavior)
        // Options two behaviours share now report the new behaviour's values.
        notifyChangedOptions(from: tuning, behavior: oldBehavior)
    }

    private func placeToolbar() {
        guard !toolbarPlaced, let toolbar else { return }
        gtk_widget_set_valign(toolbar, GTK_ALIGN_START)
        gtk_overlay_add_overlay(shy_overlay(gp(overlay.raw)), toolbar)
        toolbarPlaced = true
    }

    private func unplaceToolbar() {
        guard toolbarPlaced, let toolbar else { return }
        gtk_overlay_remove_overlay(shy_overlay(gp(overlay.raw)), toolbar)
        toolbarPlaced = false
    }

    // MARK: - The behaviour

    private func reattach() {
        detachBehavior()
        attachIfReady()
    }

    private func attachIfReady() {
        guard !isDisposed, attached == nil, let content, let header else { return }
        if behavior == .sticky { placeToolbar() } else { unplaceToolbar() }
        if behavior == .sticky, toolbar == nil { return }
        let scrolled = ScrolledWindow(existing: content)
        let headerWidget = Widget(raw: header)
        // A list that brings its own spacer model gets it sized by the behaviour; a list
        // behaviour has none to size for the background, which needs no inset there.
        if listInset == nil { inset = ContentInsets.install(in: content) }
        switch behavior {
        case .quickReturn:
            let attachedBehavior = QuickReturnBehavior.attach(to: scrolled, header: headerWidget, inset: listInset)
            attachedBehavior.onFrame = { [weak self] in self?.publish($0) }
            if isFrozen { attachedBehavior.tracker.freeze() }
            attached = .quickReturn(attachedBehavior)
        case .background:
            let attachedBehavior = BackgroundBehavior.attach(to: scrolled, header: headerWidget, hero: hero.map { Widget(raw: $0) })
            attachedBehavior.onFrame = { [weak self] in self?.publish($0) }
            attached = .background(attachedBehavior)
        case .sticky:
            guard let toolbar else { return }
            let attachedBehavior = StickyToolbarBehavior.attach(to: scrolled, header: headerWidget,
                                                                toolbar: Widget(raw: toolbar), inset: listInset)
            attachedBehavior.onFrame = { [weak self] in self?.publish($0) }
            attached = .sticky(attachedBehavior)
        }
        if inset?.startsWithSpacerRows == true {
            attachment?.takeOverHomeKey { [weak self] in self?.inset?.height ?? 0 }
        }
        applyHold()
        applyOptions()
    }

    /// The running behaviour's plumbing.
    private var attachment: HeaderAttachment? {
        switch attached {
        case .quickReturn(let attachedBehavior): return attachedBehavior.attachment
        case .background(let attachedBehavior): return attachedBehavior.attachment
        case .sticky(let attachedBehavior): return attachedBehavior.attachment
        case nil: return nil
        }
    }

    private func detachBehavior() {
        switch attached {
        case .quickReturn(let attachedBehavior): attachedBehavior.detach()
        case .background(let attachedBehavior): attachedBehavior.detach()
        case .sticky(let attachedBehavior): attachedBehavior.detach()
        case nil: break
        }
        attached = nil
        inset?.remove()
        inset = nil
    }

    /// Hands the options to the running tracker and sends it a fresh geometry. Animations run
    /// only when both the option and the widget's `gtk-enable-animations` allow them.
    private func applyOptions() {
        let desktopAnimates = Gtk.animationsEnabled(for: overlay)
        switch attached {
        case .quickReturn(let attachedBehavior):
            var effective = tuning.quickReturn
            effective.animationsEnabled = effective.animationsEnabled && desktopAnimates
            if effective != attachedBehavior.tracker.options { attachedBehavior.tracker.options = effective }
            attachedBehavior.attachment?.refresh()
        case .sticky(let attachedBehavior):
            var effective = tuning.sticky
            effective.quickReturn.animationsEnabled = effective.quickReturn.animationsEnabled && desktopAnimates
            if effective != attachedBehavior.tracker.options { attachedBehavior.tracker.options = effective }
            attachedBehavior.attachment?.refresh()
        case .background(let attachedBehavior):
            tuning.background.apply(to: attachedBehavior.hider)
            attachedBehavior.refresh()
            attachedBehavior.update(animated: false)
        case nil:
            break
        }
    }

    /// The inset the content needs under the header (and toolbar) as they are now.
    private func insetHeight(for frame: HeaderFrame) -> Int {
        switch attached {
        case .quickReturn: return Int(frame.header)
        case .sticky(let attachedBehavior): return Int(attachedBehavior.headerHeight + attachedBehavior.toolbarHeight)
        case .background:
            // Over a hero the header lies on the content: that is what its transparent
            // background is for.
            guard let header, hero == nil else { return 0 }
            let width = overlay.width
            return Widget(raw: header).naturalHeight(forWidth: width > 0 ? width : -1)
        case nil: return 0
        }
    }

    private func publish(_ newFrame: HeaderFrame) {
        let old = frame
        frame = newFrame
        inset?.height = insetHeight(for: newFrame)
        // One batch of notifications per frame, and only for values that changed.
        g_object_freeze_notify(shy_object(gp(instance)))
        if old.extent != newFrame.extent { notify(.extent) }
        if old.state != newFrame.state { notify(.state) }
        if old.progress != newFrame.progress { notify(.progress) }
        if old.background != newFrame.background { notify(.showingBackground) }
        if old.pinned != newFrame.pinned { notify(.pinned) }
        g_object_thaw_notify(shy_object(gp(instance)))
        if old.state != newFrame.state, !isDisposed {
            shy_signal_emit_int(gp(instance), HeaderViewClass.stateChanged, HeaderViewEnums.value(of: newFrame.state))
        }
    }

    private func notify(_ property: HeaderViewProperty) {
        guard let spec = HeaderViewClass.specs[Int(property.rawValue)] else { return }
        g_object_notify_by_pspec(shy_object(gp(instance)), spec)
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
    private func notifyChangedOptions(from old: Tuning, behavior oldBehavior: HeaderBehavior) {
        g_object_freeze_notify(shy_object(gp(instance)))
        for (index, option) in HeaderViewOptions.all.enumerated()
        where option.value(in: old, behavior: oldBehavior) != option.value(in: tuning, behavior: behavior) {
            if let spec = HeaderViewClass.specs[Int(HeaderViewClass.optionID(index))] {
                g_object_notify_by_pspec(shy_object(gp(instance)), spec)
            }
        }
        g_object_thaw_notify(shy_object(gp(instance)))
    }

    func setHero(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != hero, !isDisposed else { return }
        if let widget { g_object_ref_sink(gp(widget)) }
        if let old = hero { g_object_unref(gp(old)) }
        hero = widget
        if behavior == .background { reattach() }
        notify(.hero)
    }

    func setListInset(_ model: InsetListModel?) {
        guard model !== listInset, !isDisposed else { return }
        detachBehavior()
        listInset = model
        attachIfReady()
    }

    /// A tap on the running behaviour, nil while none runs.
    func makeTap() -> HeaderTap? {
        switch attached {
        case .quickReturn(let attachedBehavior): return HeaderTap(attachedBehavior)
        case .background(let attachedBehavior): return HeaderTap(attachedBehavior)
        case .sticky(let attachedBehavior): return HeaderTap(attachedBehavior)
        case nil: return nil
        }
    }

    /// Brings a quick-return tracker to the state a played-back trace left the header in.
    func handOver(_ played: HeaderFrame) {
        guard case .quickReturn(let attachedBehavior) = attached, attachedBehavior.isAttached else { return }
        // Focus changes are not delivered to the live tracker while a trace plays (the focus
        // can enter the header, or leave it when the trace hides the header: GTK drops the
        // focus of a widget it hides). Tell the tracker where the focus is now, so that
        // "focus inside the header holds it" goes by the real focus from here on.
        let focusInside = Self.hasFocusWithin(attachedBehavior.header)
        if attachedBehavior.tracker.isFocusInside != focusInside {
            attachedBehavior.tracker.handle(.focus(inside: focusInside), at: attachedBehavior.frame.time)
        }
        // Nearest end: a trace stopped mid-animation leaves a whole header, never half of one.
        if played.header > 0, played.extent < (played.header + played.minExtent) / 2 {
            attachedBehavior.hide(animated: false)
        } else {
            attachedBehavior.show(animated: false)
        }
    }

    private static func hasFocusWithin(_ widget: Widget) -> Bool {
        widget.hasFocus || widget.children.contains { hasFocusWithin($0) }
    }

    // MARK: - Actions

    /// Reveals the header (quick return, or a sticky view's quick-return header).
    func show(animated: Bool) {
        if case .quickReturn(let attachedBehavior) = attached { attachedBehavior.show(animated: animated) }
    }

    /// Gives the keyboard focus to the first item in sight below the header.
    func focusContent() {
        attachment?.focusContent()
    }

    /// Hides the header as far as the content allows (quick return).
    func hide(animated: Bool) {
        if case .quickReturn(let attachedBehavior) = attached { attachedBehavior.hide(animated: animated) }
    }

    /// Stops user movement from moving the header until ``unfreeze()``.
    func freeze() {
        isFrozen = true
        guard case .quickReturn(let attachedBehavior) = attached else { return }
        attachedBehavior.tracker.freeze()
        attachedBehavior.attachment?.driver.republish()
    }

    /// Lets user movement move the header again.
    func unfreeze() {
        isFrozen = false
        guard case .quickReturn(let attachedBehavior) = attached else { return }
        attachedBehavior.tracker.unfreeze()
        attachedBehavior.attachment?.driver.republish()
    }

    /// Re-reads the desktop's animation setting, re-measures and sends a fresh geometry.
    func refresh() {
        guard !isDisposed else { return }
        applyOptions()
    }

    /// The running behaviour's tracker, nil while none runs (tests read its options).
    var runningTracker: (any HeaderTracker)? {
        switch attached {
        case .quickReturn(let attachedBehavior): return attachedBehavior.tracker
        case .background(let attachedBehavior): return attachedBehavior.hider
        case .sticky(let attachedBehavior): return attachedBehavior.tracker
        case nil: return nil
        }
    }

    /// For tests: a person's input event of `source` kind, as the scroll observer hears it.
    func simulateUserInputForTests(_ source: ScrollSource) {
        attachment?.observer.simulateUserInput(source)
    }

    // MARK: - Lifetime

    /// Detaches the behaviour, gives the content back its own inset, and lets go of every
    /// child. GObject may dispose more than once; the second time finds nothing to do.
    func dispose() {
        guard !isDisposed else { return }
        detachBehavior()
        isDisposed = true
        if let screenReaderObserver { ScreenReaderStatus.shared.removeObserver(screenReaderObserver) }
        screenReaderObserver = nil
        contentChildWatch?.disconnect()
        contentChildWatch = nil
        toolbarPlaced = false
        gtk_widget_unparent(overlay.raw)
        for child in [content, header, toolbar, hero] {
            if let child { g_object_unref(gp(child)) }
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
        case .content: setContent(g_value_get_object(value).map { shy_widget($0) })
        case .header: setHeader(g_value_get_object(value).map { shy_widget($0) })
        case .toolbar: setToolbar(g_value_get_object(value).map { shy_widget($0) })
        case .behavior: setBehavior(HeaderBehavior(rawValue: g_value_get_enum(value)) ?? .quickReturn)
        case .hero: setHero(g_value_get_object(value).map { shy_widget($0) })
        case .alwaysShow: setAlwaysShow(g_value_get_boolean(value) != 0)
        case .followScreenReader: setFollowScreenReader(g_value_get_boolean(value) != 0)
        case .extent, .state, .progress, .showingBackground, .pinned: break
        }
    }

    func get(_ property: HeaderViewProperty, into value: UnsafeMutablePointer<GValue>) {
        switch property {
        case .content: g_value_set_object(value, content.map { gp($0) })
        case .header: g_value_set_object(value, header.map { gp($0) })
        case .toolbar: g_value_set_object(value, toolbar.map { gp($0) })
        case .behavior: g_value_set_enum(value, behavior.rawValue)
        case .hero: g_value_set_object(value, hero.map { gp($0) })
        case .alwaysShow: g_value_set_boolean(value, alwaysShow ? 1 : 0)
        case .followScreenReader: g_value_set_boolean(value, followScreenReader ? 1 : 0)
        case .extent: g_value_set_double(value, frame.extent)
        case .state: g_value_set_enum(value, HeaderViewEnums.value(of: frame.state))
        case .progress: g_value_set_double(value, min(max(frame.progress, 0), 1))
        case .showingBackground: g_value_set_boolean(value, frame.background ? 1 : 0)
        case .pinned: g_value_set_boolean(value, frame.pinned ? 1 : 0)
        }
    }
}
