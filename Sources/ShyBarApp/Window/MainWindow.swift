import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The window: a header bar with a page switcher over the three pages, the tuning panel
/// (F9) beside them, and a warning bar above. It composes the pages, the panel and the
/// recording, playback and export controllers, and keeps the settings.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let deck: PageDeck
    let headerBar: WindowHeaderBar
    let banner = InfoBar(closeLabel: tr("Close"))
    let panel: PanelController
    let recording: RecordingController
    let playback: PlaybackController
    let exporter: PlotExporter
    /// Compare Presets (Ctrl+B), in the pages' place while it is open; built when first opened.
    private(set) var sideBySide: SideBySideView?
    private let pagesColumn = Box(.vertical)
    private let catalog: Catalog
    private let rows: Int
    let store = SettingsStore()
    private(set) var settings: AppSettings
    private let application: Application

    init(application: Application, catalog: Catalog, options: Options) {
        self.application = application
        self.catalog = catalog
        rows = options.rows
        window = ApplicationWindow(application: application)
        window.title = AppInfo.name
        var warnings: [String] = []
        store.warn = { warnings.append($0) }
        settings = store.load()
        if options.pageGiven { settings.page = options.page }
        options.applyPresets(to: &settings)
        let (size, sizeWarnings) = WindowSize.load()
        size.apply(to: window)
        for warning in sizeWarnings { printError("shybar: warning: " + warning) }
        warnings += sizeWarnings

        deck = PageDeck(catalog: catalog, rows: options.rows)
        headerBar = WindowHeaderBar(stack: deck.stack, window: window)
        window.setTitlebar(headerBar.bar)
        let body = Box(.horizontal)
        deck.stack.vexpand = true
        pagesColumn.append(deck.stack)
        pagesColumn.hexpand = true
        body.append(pagesColumn)
        body.vexpand = true
        panel = PanelController(body: body)
        let column = Box(.vertical)
        column.append(banner.widget)
        column.append(body)
        window.setChild(column)
        recording = RecordingController(window: window, panel: panel, banner: banner)
        playback = PlaybackController(window: window, panel: panel, banner: banner)
        exporter = PlotExporter(window: window, panel: panel, banner: banner)

        connectPages()
        connectControls()
        installCommands()
        applyAppearance()
        setPanelVisible(settings.panelVisible)
        for warning in warnings { banner.show(warning) }
        store.warn = { [weak self] in self?.banner.show($0) }
        window.onCloseRequest { [weak self] in
            self?.closing()
            return false
        }
        if let path = options.recordPath { recording.start(on: deck.visible, savingTo: path) }
    }

    func present() { window.present() }

    // MARK: Pages

    private func connectPages() {
        deck.tuning = { [weak self] page in self?.tuning(for: page) ?? Tuning(behavior: page) }
        deck.alwaysShowHeaders = settings.alwaysShowHeaders
        deck.onInput = { [weak self] _, input, frame in
            // While a trace plays, the readout shows the player's frames; from the hand-over
            // on it shows the live ones again, so it always tells what is drawn.
            guard let self, !self.playback.isPlaying else { return }
            self.panel.record(input, frame)
        }
        deck.visiblePage = settings.page
        deck.build(settings.page)
        deck.stack.onVisiblePageChanged { [weak self] in self?.visiblePageChanged() }
    }

    /// The options `page`'s behaviour runs with: the saved ones, with the app's reduced
    /// motion (never the desktop's own setting, which each behaviour reads from its widget).
    func tuning(for page: Behavior) -> Tuning {
        var tuning = settings.tuning
        tuning.behavior = page
        tuning.animationsEnabled = !settings.reducedMotion
        return tuning
    }

    /// The options a recording of `page` replays with: the page's, with no animations where
    /// the desktop runs none (the live header then had none either).
    private func recordedTuning(for page: Behavior) -> Tuning {
        var tuning = tuning(for: page)
        tuning.animationsEnabled = tuning.animationsEnabled && Gtk.animationsEnabled(for: window)
        return tuning
    }

    private func visiblePageChanged() {
        let previous = settings.page
        let page = deck.visible
        // A recording belongs to the page it was made on: stop it and offer to save it.
        if recording.isRecording { recording.stop(page: previous, tuning: recordedTuning(for: previous)) }
        playback.stop()
        panel.monitor.clear()
        settings.page = page.page
        panel.showOptions()
        page.refresh()
        if sideBySide?.root.isVisible == true { showSideBySide() }
        saveSoon()
    }

    // MARK: Compare presets side by side

    /// Ctrl+B: opens the side-by-side view of the visible page in the pages' place, or closes it.
    func toggleSideBySide() {
        if let sideBySide, sideBySide.root.isVisible { closeSideBySide() } else { showSideBySide() }
    }

    private func showSideBySide() {
        if recording.isRecording { toggleRecording() }
        playback.stop()
        let view = sideBySide ?? makeSideBySide()
        // The panel would tune and plot the hidden page: it steps aside (still remembered as
        // open) and comes back when the comparison closes.
        panel.setVisible(false)
        headerBar.showPanel(false)
        deck.stack.isVisible = false
        view.root.isVisible = true
        let page = deck.visiblePage
        view.show(page, preferred: settings.presets[page], animationsEnabled: !settings.reducedMotion,
                  alwaysShowHeaders: settings.alwaysShowHeaders)
    }

    private func makeSideBySide() -> SideBySideView {
        let view = SideBySideView(catalog: catalog, rows: rows, dataDirectory: DataDirectory.locate())
        view.root.vexpand = true
        view.onClose = { [weak self] in self?.closeSideBySide() }
        pagesColumn.append(view.root)
        sideBySide = view
        return view
    }

    private func closeSideBySide() {
        guard let sideBySide else { return }
        sideBySide.close()
        sideBySide.root.isVisible = false
        deck.stack.isVisible = true
        deck.visible.refresh()
        if settings.panelVisible {
            panel.setVisible(true)
            headerBar.showPanel(true)
        }
    }

    // MARK: Panel and appearance

    /// Shows or hides the tuning panel (F9, the header bar's button) and remembers it. Not
    /// while Compare Presets is open: the panel tunes one page, the one hidden behind the
    /// comparison, whose sides each run the preset chosen above them; the window says so.
    private func setPanelVisible(_ visible: Bool) {
        if visible, isComparing {
            headerBar.showPanel(false)
            banner.show(tr("The tuning panel tunes one page: choose each side's preset above it, or close Compare Presets (Ctrl+B) to tune."))
            return
        }
        panel.setVisible(visible)
        headerBar.showPanel(visible)
        if settings.panelVisible != visible {
            settings.panelVisible = visible
            saveSoon()
        }
    }

    func togglePanel() { setPanelVisible(!panel.isVisible) }

    private func connectControls() {
        // The button also follows the panel when the window changes it: only a change from
        // what the panel is asks for one.
        headerBar.onPanelToggled = { [weak self] visible in
            guard let self, visible != self.panel.isVisible else { return }
            self.setPanelVisible(visible)
        }
        headerBar.onRecordToggled = { [weak self] active in
            guard let self, active != self.recording.isRecording else { return }
            self.toggleRecording()
        }
        recording.onStateChanged = { [weak self] recording in self?.headerBar.showRecording(recording) }
        panel.hooks = PanelController.Hooks(
            options: { [unowned self] in (self.deck.visiblePage, self.tuning(for: self.deck.visiblePage)) },
            dark: { [unowned self] in self.settings.dark ?? DesktopSettings.prefersDarkTheme },
            reducedMotion: { [unowned self] in self.settings.reducedMotion },
            alwaysShowHeaders: { [unowned self] in self.settings.alwaysShowHeaders },
            optionsChanged: { [weak self] command in self?.optionsChanged(command) },
            preset: { [unowned self] in self.settings.presets[self.deck.visiblePage] },
            presetChosen: { [weak self] name in
                guard let self else { return }
                self.settings.presets[self.deck.visiblePage] = name
                self.saveSoon()
            },
            playComparison: { [weak self] path, tuning in
                guard let self, !self.recording.isRecording else { return }
                self.playback.play(path: path, on: self.deck.visible, tuning: tuning)
            },
            reset: { [weak self] in self?.resetOptions() },
            export: { [weak self] format in self?.exporter.export(format) },
            record: { [weak self] in self?.toggleRecording() },
            open: { [weak self] in self?.openTrace() },
            stop: { [weak self] in self?.playback.stop() },
            setDark: { [weak self] dark in self?.setDark(dark) },
            setReducedMotion: { [weak self] reduced in self?.setReducedMotion(reduced) },
            setAlwaysShowHeaders: { [weak self] on in self?.setAlwaysShowHeaders(on) })
    }

    private func optionsChanged(_ tuning: Tuning) {
        let page = deck.visiblePage
        var stored = tuning
        stored.animationsEnabled = true
        settings.tuning = stored
        deck.apply(page)
        saveSoon()
    }

    private func resetOptions() {
        let page = deck.visiblePage
        settings.tuning.resetOptions(of: page)
        deck.apply(page)
        panel.showOptions()
        saveSoon()
    }

    private func setDark(_ dark: Bool) {
        settings.dark = dark
        applyAppearance()
        saveSoon()
    }

    private func setReducedMotion(_ reduced: Bool) {
        settings.reducedMotion = reduced
        applyAppearance()
        deck.applyAll()
        saveSoon()
    }

    private func setAlwaysShowHeaders(_ on: Bool) {
        settings.alwaysShowHeaders = on
        deck.alwaysShowHeaders = on
        deck.applyAll()
        saveSoon()
    }

    private func applyAppearance() {
        if let dark = settings.dark { DesktopSettings.prefersDarkTheme = dark }
        // Reduced motion stops the style sheet's transitions in this window only.
        window.setCssClass("reduced-motion", settings.reducedMotion)
        panel.syncAppearance()
    }

    // MARK: Commands

    private func installCommands() {
        let show: (Behavior) -> @MainActor () -> Void = { page in { [weak self] in self?.deck.visiblePage = page } }
        CommandSet.install(on: window, application: application, handlers: [
            Command.showQuickReturn: show(.quickReturn),
            Command.showBackground: show(.background),
            Command.showSticky: show(.sticky),
            Command.search: { [weak self] in self?.search() },
            Command.togglePanel: { [weak self] in self?.togglePanel() },
            Command.record: { [weak self] in self?.toggleRecording() },
            Command.openTrace: { [weak self] in self?.openTrace() },
            Command.comparePresets: { [weak self] in self?.toggleSideBySide() },
            Command.shortcuts: { [weak self] in if let self { CommandSet.showShortcuts(over: self.window) } },
            Command.about: { [weak self] in if let self { AppInfo.presentAbout(over: self.window) } },
            Command.quit: { [weak self] in self?.quit() },
        ])
    }

    /// Ctrl+F: the quick-return page, its header revealed and its search entry focused. With
    /// Compare Presets open, on the side that has the keyboard focus (the comparison shows
    /// quick return first when it showed another page), never on the page hidden behind it.
    func search() {
        deck.visiblePage = .quickReturn
        if isComparing { sideBySide?.focusSearch() } else { deck.quickReturn.focusSearch() }
    }

    /// Whether Compare Presets is open in the pages' place.
    var isComparing: Bool { sideBySide?.root.isVisible == true }

    /// Ctrl+R: records the visible page. Not while Compare Presets is open: a trace is one
    /// tracker's with one preset's options, and the page it would record is out of sight,
    /// so the window says why and records nothing.
    func toggleRecording() {
        if recording.isRecording {
            recording.stop(page: deck.visiblePage, tuning: recordedTuning(for: deck.visiblePage))
        } else if isComparing {
            headerBar.showRecording(false)
            banner.show(tr("Recording works on one page: close Compare Presets (Ctrl+B) to record."))
        } else {
            playback.stop()
            panel.monitor.clear()
            recording.start(on: deck.visible)
        }
    }

    /// Ctrl+O: while recording it stops (and saves) first, as the button says. While
    /// Compare Presets is open the trace plays on both of its sides, as its Play Trace does.
    func openTrace() {
        if recording.isRecording { toggleRecording(); return }
        playback.choose { [weak self] path in
            guard let self else { return }
            if self.isComparing { self.sideBySide?.play(path: path) } else { self.play(path: path) }
        }
    }

    /// Plays the trace at `path` on the visible page.
    func play(path: String) {
        playback.play(path: path, on: deck.visible, tuning: tuning(for: deck.visiblePage))
        headerBar.showPanel(panel.isVisible)
        if panel.isVisible != settings.panelVisible {
            settings.panelVisible = panel.isVisible
            saveSoon()
        }
    }

    // MARK: Lifetime

    private func saveSoon() {
        store.scheduleSave { [weak self] in self?.settings ?? AppSettings() }
    }

    private func closing() {
        playback.stop()
        recording.finish(page: deck.visiblePage, tuning: recordedTuning(for: deck.visiblePage))
        store.save(settings)
        if let failure = WindowSize.of(window).save() {
            printError("shybar: warning: " + format(tr("Cannot save the window size: %@."), failure))
        }
    }

    func quit() {
        closing()
        window.destroy()
    }
}
