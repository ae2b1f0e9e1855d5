import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The tuning panel beside the pages (F9). It is built the first time it is opened, and
/// while it is closed nothing is measured for it: the readout, the plot's history and
/// its redraws only run while it is on screen.
@MainActor
final class PanelController {
    let divider = Separator(.vertical)
    let monitor = LiveMonitor()
    private(set) var panel: TuningPanel?
    private let body: Box
    private(set) var isVisible = false

    // What the panel shows; kept here so a panel built later shows the same.
    var status: String? { didSet { if let status { panel?.statusLabel.text = status } } }
    var isRecording = false { didSet { syncRecording() } }
    var isPlaying = false { didSet { panel?.stopButton.isVisible = isPlaying } }

    /// What the window answers for the panel (set before the panel is first shown).
    struct Hooks {
        var options: () -> (Behavior, Tuning)
        var dark: () -> Bool
        var reducedMotion: () -> Bool
        var alwaysShowHeaders: () -> Bool
        var optionsChanged: (Tuning) -> Void
        /// The preset the visible page's options were set from, and the choice of another.
        var preset: () -> String?
        var presetChosen: (String?) -> Void
        /// Plays a compared trace on the visible page with preset A's tuning.
        var playComparison: (String, Tuning) -> Void
        var reset: () -> Void
        var export: (CairoExport.Format) -> Void
        var record: () -> Void
        var open: () -> Void
        var stop: () -> Void
        var setDark: (Bool) -> Void
        var setReducedMotion: (Bool) -> Void
        var setAlwaysShowHeaders: (Bool) -> Void
    }
    var hooks: Hooks?

    /// `body` is the horizontal box the pages are in; the panel goes at its end.
    init(body: Box) {
        self.body = body
        divider.isVisible = false
        body.append(divider)
        monitor.onChange = { [weak self] in self?.panel?.refreshReadout() }
    }

    /// Shows or hides the panel, building it the first time.
    func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        if visible {
            let panel = self.panel ?? build()
            // The readout starts from what happens now: nothing was recorded while closed.
            monitor.clear()
            panel.root.isVisible = true
        } else {
            panel?.root.isVisible = false
            monitor.clear()
        }
        divider.isVisible = visible
    }

    /// Feeds the readout and the plot, only while the panel is on screen.
    func record(_ input: TimedInput, _ frame: HeaderFrame) {
        guard isVisible else { return }
        monitor.record(input, frame)
    }

    /// Shows the options of the visible page (when the panel exists; else at its build).
    func showOptions() {
        guard let panel, let hooks else { return }
        let (page, command) = hooks.options()
        panel.showOptions(for: page, command, preset: hooks.preset())
    }

    /// Re-reads dark and reduced motion into the switches.
    func syncAppearance() {
        guard let panel, let hooks else { return }
        panel.darkSwitch.isActive = hooks.dark()
        panel.motionSwitch.isActive = hooks.reducedMotion()
        panel.alwaysShowSwitch.isActive = hooks.alwaysShowHeaders()
        panel.plot?.queueDraw()
    }

    private func build() -> TuningPanel {
        let panel = TuningPanel()
        self.panel = panel
        panel.monitor = monitor
        panel.root.isVisible = false
        body.append(panel.root)
        showOptions()
        syncAppearance()
        connect(panel)
        if let status { panel.statusLabel.text = status }
        panel.stopButton.isVisible = isPlaying
        syncRecording()
        return panel
    }

    private func connect(_ panel: TuningPanel) {
        panel.onOptionsChanged = { [weak self] command in self?.hooks?.optionsChanged(command) }
        panel.onPresetChosen = { [weak self] name in self?.hooks?.presetChosen(name) }
        panel.onPlayComparison = { [weak self] path, tuning in self?.hooks?.playComparison(path, tuning) }
        panel.resetButton.onClicked { [weak self] in self?.hooks?.reset() }
        panel.onExport = { [weak self] format in self?.hooks?.export(format) }
        panel.recordButton.onClicked { [weak self] in self?.hooks?.record() }
        panel.openButton.onClicked { [weak self] in self?.hooks?.open() }
        panel.stopButton.onClicked { [weak self] in self?.hooks?.stop() }
        panel.darkSwitch.onActiveChanged { [weak self, weak panel] in
            guard let self, let panel, let hooks = self.hooks, hooks.dark() != panel.darkSwitch.isActive else { return }
            hooks.setDark(panel.darkSwitch.isActive)
        }
        panel.motionSwitch.onActiveChanged { [weak self, weak panel] in
            guard let self, let panel, let hooks = self.hooks, hooks.reducedMotion() != panel.motionSwitch.isActive else { return }
            hooks.setReducedMotion(panel.motionSwitch.isActive)
        }
        panel.alwaysShowSwitch.onActiveChanged { [weak self, weak panel] in
            guard let self, let panel, let hooks = self.hooks,
                  hooks.alwaysShowHeaders() != panel.alwaysShowSwitch.isActive else { return }
            hooks.setAlwaysShowHeaders(panel.alwaysShowSwitch.isActive)
        }
    }

    private func syncRecording() {
        guard let panel else { return }
        panel.optionsLocked = isRecording
        panel.recordButton.setLabel(isRecording ? tr("Stop Recording") : tr("Record"))
    }
}
