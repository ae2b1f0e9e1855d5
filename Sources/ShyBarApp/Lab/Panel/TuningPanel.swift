import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// The side panel (F9): live readout and plot, record and play back, every option of the
/// visible page's tracker, appearance switches.
@MainActor
final class TuningPanel {
    let root = ScrolledWindow()
    private let content = Box(.vertical, spacing: 18)

    // Readout.
    private let offsetValue = TuningPanel.value()
    private let velocityValue = TuningPanel.value()
    private let sourceValue = TuningPanel.value()
    private let extentValue = TuningPanel.value()
    private let stateValue = TuningPanel.value()
    private let backgroundValue = TuningPanel.value()
    private(set) var plot: DrawingArea!
    weak var monitor: LiveMonitor?

    // Record and play back.
    let recordButton = Button(label: tr("Record"))
    let openButton = Button(label: tr("Open Trace…"))
    let stopButton = Button(label: tr("Stop Playback"))
    let statusLabel = Label("")

    // Options, under the preset they were set from.
    let options = OptionsSection()
    /// The option controls shown, each with its option.
    var optionControls: [(option: TuningOption<Tuning>, control: Widget)] { options.controls }
    /// The preset drop-down ("Custom", then the behaviour's presets).
    var presetDrop: DropDown { options.presetDrop }
    /// Shown beside the preset once an option no longer has the preset's value.
    var modifiedLabel: Label { options.modifiedLabel }
    var resetButton: Button { options.resetButton }
    /// The preset the options were set from, if any.
    var preset: Preset? { options.preset }

    // Appearance.
    let darkSwitch = Switch()
    let motionSwitch = Switch()
    let alwaysShowSwitch = Switch()

    // A/B comparison: while one is shown, the plot draws it instead of the live readout.
    let compare = CompareController(dataDirectory: DataDirectory.locate())
    private(set) var comparison: Comparison?

    var onOptionsChanged: ((Tuning) -> Void)? {
        get { options.onOptionsChanged }
        set { options.onOptionsChanged = newValue }
    }
    /// Called with a compared trace and preset A's tuning, for the page to play.
    var onPlayComparison: ((String, Tuning) -> Void)?
    /// Called with the preset chosen in the drop-down (`nil`: none, "Custom").
    var onPresetChosen: ((String?) -> Void)? {
        get { options.onPresetChosen }
        set { options.onPresetChosen = newValue }
    }
    var onExport: ((CairoExport.Format) -> Void)?

    init() {
        root.setSizeRequest(width: 380)
        root.addCssClass("tuning-panel")
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        root.setChild(content)

        content.append(section(tr("Live"), makeReadout()))
        content.append(section(tr("Offset and Header Extent"), makePlot()))
        // Beside the plot it draws into.
        content.append(section(tr("Compare Presets"), compare.root))
        compare.onComparison = { [weak self] comparison in
            self?.comparison = comparison
            self?.plot.queueDraw()
        }
        compare.onPlay = { [weak self] path, tuning in self?.onPlayComparison?(path, tuning) }
        content.append(section(tr("Record and Play Back"), makeRecording()))
        content.append(options.root)
        content.append(section(tr("Appearance"), makeAppearance()))
    }

    /// Shows the options of `page`, set to `tuning`, under the preset they came from, and
    /// the presets its comparison offers.
    func showOptions(for page: Behavior, _ tuning: Tuning, preset: String? = nil) {
        options.show(for: page, tuning, preset: preset)
        compare.show(for: page, tuning: tuning)
    }

    /// While recording, options stay as they were when it started.
    var optionsLocked: Bool {
        get { options.isLocked }
        set { options.isLocked = newValue }
    }

    // MARK: Building

    private static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCssClass("heading")
        return label
    }

    private static func value() -> Label {
        let label = Label("—", xalign: 1)
        label.addCssClass("numeric")
        label.hexpand = true
        label.isSelectable = true
        return label
    }

    private func section(_ title: String, _ body: Widget) -> Box {
        let box = Box(.vertical, spacing: 6)
        box.append(Self.heading(title))
        box.append(body)
        return box
    }

    private func makeReadout() -> Widget {
        let grid = Grid(rowSpacing: 4, columnSpacing: 12)
        let rows: [(String, Label)] = [(tr("Offset"), offsetValue), (tr("Velocity"), velocityValue),
                                       (tr("Input source"), sourceValue), (tr("Header extent"), extentValue),
                                       (tr("State"), stateValue), (tr("Background"), backgroundValue)]
        for (row, (name, value)) in rows.enumerated() {
            let label = Label(name)
            label.addCssClass("dim-label")
            grid.attach(label, column: 0, row: row)
            grid.attach(value, column: 1, row: row)
        }
        return grid
    }

    private func makePlot() -> Widget {
        let box = Box(.vertical, spacing: 6)
        plot = DrawingArea { [weak self] cr, width, height in
            guard let self else { return }
            let fg = self.plot.foregroundColor
            self.plotDrawing()(cr, width, height, PlotRenderer.Palette(foreground: (fg.red, fg.green, fg.blue), background: (0, 0, 0, 0)))
        }
        plot.setSizeRequest(height: 180)
        plot.setAccessibleLabel(tr("Plot of offset and header extent"))
        box.append(plot)
        let buttons = Box(.horizontal, spacing: 6)
        let png = Button(label: tr("Export PNG…"))
        png.onClicked { [weak self] in self?.onExport?(.png) }
        let svg = Button(label: tr("Export SVG…"))
        svg.onClicked { [weak self] in self?.onExport?(.svg) }
        buttons.append(png)
        buttons.append(svg)
        box.append(buttons)
        return box
    }

    private func makeRecording() -> Widget {
        let box = Box(.vertical, spacing: 6)
        let buttons = Box(.horizontal, spacing: 6)
        recordButton.tooltip = tr("Record what you do into a trace (Ctrl+R)")
        openButton.tooltip = tr("Open a trace and play it back (Ctrl+O)")
        stopButton.isVisible = false
        for button in [recordButton, openButton, stopButton] { buttons.append(button) }
        box.append(buttons)
        statusLabel.wraps = true
        statusLabel.addCssClass("dim-label")
        statusLabel.isSelectable = true
        statusLabel.text = tr("Ctrl+R records the visible page; the trace replays with “shybar replay”.")
        box.append(statusLabel)
        return box
    }

    private func makeAppearance() -> Widget {
        let grid = Grid(rowSpacing: 8, columnSpacing: 12)
        for (row, (title, control)) in [(tr("Dark style"), darkSwitch), (tr("Reduced motion"), motionSwitch),
                                             (tr("Always show headers"), alwaysShowSwitch)].enumerated() {
            OptionRows.attach(to: grid, row: row, title: title, control: control)
        }
        return grid
    }

    /// What the plot shows now, frozen for drawing it (on screen or into an export): the
    /// comparison while one is open, else the live samples.
    func plotDrawing() -> (Cairo, Double, Double, PlotRenderer.Palette) -> Void {
        if let comparison {
            return { cr, width, height, palette in
                ComparePlot.draw(cr, width: width, height: height, comparison: comparison, palette: palette)
            }
        }
        let samples = monitor?.samples ?? []
        return { cr, width, height, palette in
            PlotRenderer.draw(cr, width: width, height: height, samples: samples, palette: palette)
        }
    }

    // MARK: Readout

    func refreshReadout() {
        guard let monitor else { return }
        plot.queueDraw()
        guard let frame = monitor.last else {
            for label in [offsetValue, velocityValue, sourceValue, extentValue, stateValue, backgroundValue] { label.text = "—" }
            return
        }
        offsetValue.text = format(tr("%@ px"), TraceFormat.number(frame.offset.rounded()))
        velocityValue.text = format(tr("%@ px/s"), TraceFormat.number(monitor.velocity.rounded()))
        sourceValue.text = monitor.source.map(Self.sourceName) ?? "—"
        extentValue.text = format(tr("%@ of %@ px"), TraceFormat.number((frame.extent * 10).rounded() / 10),
                                                     TraceFormat.number(frame.header))
        stateValue.text = PlotRenderer.stateName(frame.state)
        backgroundValue.text = frame.showsBackground ? tr("solid") : tr("transparent")
    }

    static func sourceName(_ source: ScrollSource) -> String {
        switch source {
        case .wheel: return tr("wheel")
        case .touchpad: return tr("touchpad")
        case .touch: return tr("touch")
        case .keyboard: return tr("keyboard")
        case .scrollbar: return tr("scrollbar")
        case .momentum: return tr("momentum")
        case .programmatic: return tr("programmatic")
        case .settle: return tr("settle")
        }
    }
}
