import Foundation
import ShyBarCore
import ShyBarGtk

/// The window: a header bar with a stack switcher over the three pages, and the tuning
/// panel (F9) beside them.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let stack = Stack()
    let quickReturn: QuickReturnPage
    /// Built the first time its page is shown: the window's first frame does not wait for
    /// pages nobody has looked at yet.
    private(set) var background: BackgroundPage?
    private(set) var sticky: StickyPage?
    private let backgroundSlot = Box(.vertical)
    private let stickySlot = Box(.vertical)
    private let catalog: Catalog
    private let rows: Int
    let panel = TuningPanel()
    let banner = InfoBar()
    let monitor = LiveMonitor()
    private let divider = Separator(.vertical)
    let store: SettingsStore
    private(set) var settings: AppSettings
    private(set) var taps: [Page: HeaderTap] = [:]
    private(set) var recorder: TraceRecorder?
    private(set) var player: TracePlayer?
    private let panelButton = ToggleButton(iconName: "sidebar-show-right-symbolic")
    private let recordButton = ToggleButton(iconName: "media-record-symbolic")
    private let application: Application

    init(application: Application, catalog: Catalog, options: Options) {
        self.application = application
        window = ApplicationWindow(application: application)
        window.title = "ShyBar"
        window.setDefaultSize(width: 1200, height: 760)

        store = SettingsStore()
        var warnings: [String] = []
        store.warn = { warnings.append($0) }
        settings = store.load()
        if options.pageGiven { settings.page = options.page }

        self.catalog = catalog
        rows = options.rows
        quickReturn = QuickReturnPage(catalog: catalog, rows: options.rows)
        stack.addPage(quickReturn.root, name: Page.quickReturn.rawValue, title: tr("Quick return"))
        stack.addPage(backgroundSlot, name: Page.background.rawValue, title: tr("Background"))
        stack.addPage(stickySlot, name: Page.sticky.rawValue, title: tr("Sticky toolbar"))
        stack.hexpand = true

        let bar = HeaderBar()
        bar.setTitleWidget(StackSwitcher(stack: stack))
        // Icon-only buttons: the tooltip shows the shortcut, the accessible label the name.
        func describe(_ button: Widget, _ tooltip: String, _ name: String) -> Widget {
            button.tooltip = tooltip
            button.setAccessibleLabel(name)
            return button
        }
        let openButton = Button(iconName: "document-open-symbolic")
        openButton.onClicked { [weak self] in self?.openTrace() }
        let helpButton = Button(iconName: "preferences-desktop-keyboard-shortcuts-symbolic")
        helpButton.onClicked { [weak self] in self?.showShortcuts() }
        bar.packStart(describe(recordButton, tr("Record a trace (Ctrl+R)"), tr("Record")))
        bar.packStart(describe(openButton, tr("Open a trace and play it back (Ctrl+O)"), tr("Open trace")))
        bar.packEnd(describe(panelButton, tr("Tuning panel (F9)"), tr("Tuning panel")))
        bar.packEnd(describe(helpButton, tr("Keyboard shortcuts (Ctrl+?)"), tr("Keyboard shortcuts")))
        window.setTitlebar(bar)

        let body = Box(.horizontal)
        body.append(stack)
        body.append(divider)
        body.append(panel.root)
        let column = Box(.vertical)
        column.append(banner)
        body.vexpand = true
        column.append(body)
        window.setChild(column)
        stack.visiblePage = settings.page.rawValue

        quickReturn.attach()
        tap(.quickReturn)
        buildPage(settings.page)
        applyAppearance()
        applyTuning(for: .quickReturn)
        panel.monitor = monitor
        monitor.onChange = { [weak self] in self?.panel.refreshReadout() }
        panel.showOptions(for: settings.page, tuning(for: settings.page))
        setPanelVisible(settings.panelVisible)
        panelButton.onToggled { [weak self] in
            guard let self else { return }
            self.setPanelVisible(self.panelButton.isActive)
        }
        connectPanel()
        for warning in warnings { banner.show(warning) }
        store.warn = { [weak self] in self?.banner.show($0) }

        stack.onVisiblePageChanged { [weak self] in self?.visiblePageChanged() }
        installKeys()
        window.onCloseRequest { [weak self] in
            self?.closing()
            return false
        }
    }

    var visiblePage: Page { Page(rawValue: stack.visiblePage ?? "") ?? .quickReturn }

    func present() { window.present() }

    // MARK: Behaviours

    /// Builds the Background or Sticky page the first time it is needed, into its slot.
    private func buildPage(_ page: Page) {
        switch page {
        case .quickReturn:
            return
        case .background:
            guard background == nil else { return }
            let built = BackgroundPage(catalog: catalog)
            built.root.vexpand = true
            backgroundSlot.append(built.root)
            built.attach()
            background = built
        case .sticky:
            guard sticky == nil else { return }
            let built = StickyPage(catalog: catalog, rows: rows)
            built.root.vexpand = true
            stickySlot.append(built.root)
            built.attach()
            sticky = built
        }
        tap(page)
        applyTuning(for: page)
    }

    /// Feeds the live monitor with what `page`'s behaviour sees while that page is shown.
    private func tap(_ page: Page) {
        let tap: HeaderTap?
        switch page {
        case .quickReturn: tap = quickReturn.behavior.flatMap { HeaderTap($0) }
        case .background: tap = background?.behavior.flatMap { HeaderTap($0) }
        case .sticky: tap = sticky?.behavior.flatMap { HeaderTap($0) }
        }
        guard let tap else { return }
        taps[page] = tap
        tap.onInput = { [weak self] input, frame in
            // While a trace plays, the readout shows the player's frames; from the hand-over
            // on it shows the live ones again, so it always tells what is drawn.
            guard let self, self.player?.isPlaying != true, self.visiblePage == page else { return }
            self.monitor.record(input, frame)
        }
    }

    func tuning(for page: Page) -> Tuning {
        var tuning = settings.tuning
        tuning.behavior = page.behavior
        // The desktop's own setting is read by each behaviour from its widget; this is the
        // app's choice only, and never changes anything outside the app.
        tuning.animationsEnabled = !settings.reducedMotion
        return tuning
    }

    /// Gives a page's tracker the options of the panel, effective at once.
    func applyTuning(for page: Page) {
        let command = tuning(for: page)
        switch page {
        case .quickReturn:
            guard let behavior = quickReturn.behavior else { return }
            behavior.tracker.options = command.quickReturn
            behavior.refresh()
        case .sticky:
            guard let behavior = sticky?.behavior else { return }
            behavior.tracker.options = command.sticky
            behavior.refresh()
        case .background:
            guard let behavior = background?.behavior else { return }
            command.background.apply(to: behavior.hider)
            behavior.refresh()
            behavior.update(animated: !settings.reducedMotion)
        }
    }

    /// Sends a fresh geometry to the page that just became visible (nothing goes stale).
    func refreshVisiblePage() {
        switch visiblePage {
        case .quickReturn: quickReturn.behavior?.refresh()
        case .background: background?.behavior?.refresh()
        case .sticky: sticky?.behavior?.refresh()
        }
    }

    private func visiblePageChanged() {
        buildPage(visiblePage)
        if recorder?.isRecording == true { stopRecording() }
        player?.stop()
        monitor.clear()
        settings.page = visiblePage
        panel.showOptions(for: visiblePage, tuning(for: visiblePage))
        refreshVisiblePage()
        saveSoon()
    }

    // MARK: Panel

    private func setPanelVisible(_ visible: Bool) {
        panel.root.isVisible = visible
        divider.isVisible = visible
        if panelButton.isActive != visible { panelButton.isActive = visible }
        if settings.panelVisible != visible {
            settings.panelVisible = visible
            saveSoon()
        }
    }

    func togglePanel() { panelButton.isActive.toggle() }

    private func connectPanel() {
        panel.onOptionsChanged = { [weak self] command in
            guard let self else { return }
            let page = self.visiblePage
            var stored = command
            stored.animationsEnabled = true
            self.settings.tuning = stored
            self.applyTuning(for: page)
            self.saveSoon()
        }
        panel.resetButton.onClicked { [weak self] in
            guard let self else { return }
            let page = self.visiblePage
            self.settings.tuning.resetOptions(of: page.behavior)
            self.applyTuning(for: page)
            self.panel.showOptions(for: page, self.tuning(for: page))
            self.saveSoon()
        }
        panel.onExport = { [weak self] format in self?.exportPlot(format) }
        panel.recordButton.onClicked { [weak self] in self?.toggleRecording() }
        panel.openButton.onClicked { [weak self] in self?.openTrace() }
        panel.stopButton.onClicked { [weak self] in self?.player?.stop() }
        recordButton.onToggled { [weak self] in
            guard let self else { return }
            if self.recordButton.isActive != (self.recorder?.isRecording == true) { self.toggleRecording() }
        }
        panel.darkSwitch.isActive = settings.dark ?? DesktopSettings.prefersDarkTheme
        panel.motionSwitch.isActive = settings.reducedMotion
        panel.darkSwitch.onActiveChanged { [weak self] in
            guard let self, self.settings.dark != self.panel.darkSwitch.isActive else { return }
            self.settings.dark = self.panel.darkSwitch.isActive
            self.applyAppearance()
            self.saveSoon()
        }
        panel.motionSwitch.onActiveChanged { [weak self] in
            guard let self, self.settings.reducedMotion != self.panel.motionSwitch.isActive else { return }
            self.settings.reducedMotion = self.panel.motionSwitch.isActive
            self.applyAppearance()
            for page in Page.allCases { self.applyTuning(for: page) }
            self.saveSoon()
        }
    }

    private func applyAppearance() {
        if let dark = settings.dark { DesktopSettings.prefersDarkTheme = dark }
        // Reduced motion stops the style sheet's transitions in this window only.
        window.setCssClass("reduced-motion", settings.reducedMotion)
        panel.plot?.queueDraw()
    }

    // MARK: Recording

    func toggleRecording() {
        if recorder?.isRecording == true { stopRecording() } else { startRecording() }
    }

    func startRecording() {
        player?.stop()
        guard let tap = taps[visiblePage] else { return }
        let recorder = TraceRecorder(tap: tap)
        self.recorder = recorder
        let page = visiblePage
        // Start from the state a fresh tracker reaches from the same geometry and offset.
        if page == .quickReturn { tap.unreported { quickReturn.behavior?.show(animated: false) } }
        monitor.clear()
        panel.optionsLocked = true
        recorder.onRecord = { [weak self] _, _ in
            guard let self, let recorder = self.recorder, recorder.inputs.count % 20 == 1 else { return }
            self.panel.statusLabel.text = String(format: trn("Recording: %d input", "Recording: %d inputs", recorder.inputs.count),
                                                 recorder.inputs.count)
        }
        recorder.start()
        recordButton.isActive = true
        recordButton.addCssClass("destructive-action")
        panel.recordButton.setLabel(tr("Stop Recording"))
        panel.statusLabel.text = tr("Recording… scroll the page, then press Ctrl+R to stop and save.")
    }

    func stopRecording() {
        guard let recorder, recorder.isRecording else { return }
        recorder.stop()
        recordButton.isActive = false
        recordButton.removeCssClass("destructive-action")
        panel.recordButton.setLabel(tr("Record"))
        panel.optionsLocked = false
        let command = tuning(for: visiblePage)
        let chooser = FileChooser(title: tr("Save Trace"), parent: window, purpose: .save,
                                  acceptLabel: tr("_Save"), cancelLabel: tr("_Cancel"))
        chooser.setCurrentName("shybar-\(visiblePage.rawValue)-\(Self.timestamp()).jsonl")
        chooser.addFilter(name: tr("Traces (JSON Lines)"), patterns: ["*.jsonl", "*.json"])
        chooser.present { [weak self] path in
            guard let self else { return }
            guard let path else {
                self.panel.statusLabel.text = tr("Recording discarded.")
                return
            }
            self.save(recorder, command: command, to: path)
        }
    }

    /// Saves the trace and, next to it, its replay options (`NAME.args`, as in
    /// `examples/traces`), both atomically.
    func save(_ recorder: TraceRecorder, command: Tuning, to path: String) {
        let arguments = command.replayArguments
        let argsPath = (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + ".args"
        do {
            try recorder.save(to: path)
            try AtomicFile.write(arguments.joined(separator: " ") + "\n", to: argsPath)
            panel.statusLabel.text = String(format: tr("Saved %d inputs to %@. Replay it with: shybar replay %@ %@"),
                                            recorder.inputs.count, path, arguments.joined(separator: " "), path)
        } catch {
            banner.show(String(format: tr("Cannot save the trace: %@"), error.message))
        }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }

    // MARK: Playback

    func openTrace() {
        if recorder?.isRecording == true { stopRecording(); return }
        let chooser = FileChooser(title: tr("Open Trace"), parent: window, purpose: .open,
                                  acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(name: tr("Traces (JSON Lines)"), patterns: ["*.jsonl", "*.json"])
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.play(path: path)
        }
    }

    /// Plays the trace at `path` on the visible page.
    func play(path: String) {
        player?.stop()
        guard let tap = taps[visiblePage] else { return }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let player: TracePlayer
        do {
            let text = try AtomicFile.read(path)
            player = try TracePlayer(name: name, text: text, tap: tap, command: tuning(for: visiblePage))
        } catch let error as TraceError {
            banner.show(String(format: tr("Cannot play %@: %@"), name, error.description))
            return
        } catch {
            banner.show(String(format: tr("Cannot open %@: %@"), name, String(describing: error)))
            return
        }
        self.player = player
        monitor.clear()
        if !settings.panelVisible { togglePanel() }
        player.onInput = { [weak self] input, frame in self?.monitor.record(input, frame) }
        player.onProgress = { [weak self] elapsed, total in
            self?.panel.statusLabel.text = String(format: tr("Playing %@: %@ of %@ s"), name,
                                                  String(format: "%.1f", elapsed / 1000), String(format: "%.1f", total / 1000))
        }
        let page = visiblePage
        player.onHandOver = { [weak self] frame in self?.handOver(frame, on: page) }
        player.onFinish = { [weak self, weak player] in
            guard let self, let player, self.player === player else { return }
            self.player = nil
            self.panel.stopButton.isVisible = false
            self.panel.statusLabel.text = String(format: tr("Played %@ (%d inputs)."), name, player.inputs.count)
        }
        panel.stopButton.isVisible = true
        player.play()
    }

    /// Brings the live tracker of `page` to the state playback left its header in, so the
    /// header stays as drawn when the live inputs take over (see ``TracePlayer``). The
    /// background and the plain sticky header follow the offset alone: the refresh that
    /// ended playback already put them where the trace did.
    private func handOver(_ played: HeaderFrame, on page: Page) {
        guard page == .quickReturn, let behavior = quickReturn.behavior, behavior.isAttached else { return }
        // Focus changes are not delivered to the live tracker while a trace plays (the focus
        // can enter the search entry, or leave it when the trace hides the header: GTK drops
        // the focus of a widget it hides). Tell the tracker where the focus is now, so that
        // "focus inside the header holds it" goes by the real focus from here on.
        let focusInside = Self.hasFocusWithin(behavior.header)
        if behavior.tracker.isFocusInside != focusInside {
            behavior.tracker.handle(.focus(inside: focusInside), at: behavior.frame.time)
        }
        // Nearest end: a trace stopped mid-animation leaves a whole header, never half of one.
        if played.header > 0, played.extent < (played.header + played.minExtent) / 2 {
            behavior.hide(animated: false)
        } else {
            behavior.show(animated: false)
        }
    }

    private static func hasFocusWithin(_ widget: Widget) -> Bool {
        widget.hasFocus || widget.children.contains { hasFocusWithin($0) }
    }

    // MARK: Export

    func exportPlot(_ format: CairoExport.Format) {
        let chooser = FileChooser(title: format == .png ? tr("Export Plot as PNG") : tr("Export Plot as SVG"),
                                  parent: window, purpose: .save, acceptLabel: tr("_Export"), cancelLabel: tr("_Cancel"))
        chooser.setCurrentName("shybar-plot-\(Self.timestamp()).\(format.rawValue)")
        chooser.addFilter(name: format == .png ? tr("PNG images") : tr("SVG images"), patterns: ["*.\(format.rawValue)"])
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.writePlot(format, to: path)
        }
    }

    /// Writes the plot as shown (at least 640 × 280 px) to `path`.
    func writePlot(_ format: CairoExport.Format, to path: String) {
        let fg = panel.plot.foregroundColor
        let dark = (fg.red + fg.green + fg.blue) / 3 > 0.5
        let palette = PlotRenderer.Palette(foreground: (fg.red, fg.green, fg.blue),
                                           background: dark ? (0.14, 0.14, 0.14, 1) : (1, 1, 1, 1))
        let samples = monitor.samples
        do {
            try CairoExport.write(format, to: path, width: max(640, Double(panel.plot.width)),
                                  height: max(280, Double(panel.plot.height))) { cr, width, height in
                PlotRenderer.draw(cr, width: width, height: height, samples: samples, palette: palette)
            }
            panel.statusLabel.text = String(format: tr("Plot exported to %@."), path)
        } catch {
            banner.show(String(format: tr("Cannot export the plot: %@"), error.message))
        }
    }

    // MARK: Keyboard

    private func installKeys() {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self else { return false }
            if key == "F9", !modifiers.contains(.control) {
                self.togglePanel()
                return true
            }
            guard modifiers.contains(.control) else { return false }
            switch key {
            case "f", "F":
                self.stack.visiblePage = Page.quickReturn.rawValue
                if let tap = self.taps[.quickReturn] { tap.unreported { self.quickReturn.focusSearch() } }
                else { self.quickReturn.focusSearch() }
            case "1", "KP_1": self.stack.visiblePage = Page.quickReturn.rawValue
            case "2", "KP_2": self.stack.visiblePage = Page.background.rawValue
            case "3", "KP_3": self.stack.visiblePage = Page.sticky.rawValue
            case "r", "R": self.toggleRecording()
            case "o", "O": self.openTrace()
            case "q", "Q": self.quit()
            case "question", "slash": self.showShortcuts()
            default: return false
            }
            return true
        }
        window.addController(keys)
    }

    func showShortcuts() {
        let groups = [
            ShortcutsWindow.Group(title: tr("Pages"), shortcuts: [
                ("<Control>1", tr("Quick return")), ("<Control>2", tr("Background")), ("<Control>3", tr("Sticky toolbar")),
                ("<Control>f", tr("Search (reveals the header)")),
            ]),
            ShortcutsWindow.Group(title: tr("Tuning"), shortcuts: [
                ("F9", tr("Show or hide the tuning panel")), ("<Control>r", tr("Start or stop recording a trace")),
                ("<Control>o", tr("Open a trace and play it back")),
            ]),
            ShortcutsWindow.Group(title: tr("General"), shortcuts: [
                ("<Control>question", tr("Keyboard shortcuts")), ("<Control>q", tr("Quit")),
            ]),
        ]
        ShortcutsWindow.present(groups: groups, parent: window)
    }

    // MARK: Lifetime

    private func saveSoon() {
        store.scheduleSave { [weak self] in self?.settings ?? AppSettings() }
    }

    private func closing() {
        player?.stop()
        if recorder?.isRecording == true { recorder?.stop() }
        store.save(settings)
    }

    func quit() {
        closing()
        window.destroy()
    }
}
