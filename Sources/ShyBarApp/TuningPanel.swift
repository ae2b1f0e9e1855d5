import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk

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

    // Options.
    private let optionsHeading = TuningPanel.heading("")
    private let optionsHolder = Box(.vertical)
    private var optionsGrid: Grid?
    private var command = ReplayCommand()
    let resetButton = Button(label: tr("Reset to Defaults"))

    // Appearance.
    let darkSwitch = Switch()
    let motionSwitch = Switch()

    var onOptionsChanged: ((ReplayCommand) -> Void)?
    var onExport: ((CairoExport.Format) -> Void)?

    init() {
        root.setSizeRequest(width: 380)
        root.addCssClass("tuning-panel")
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        root.setChild(content)

        content.append(section(tr("Live"), makeReadout()))
        content.append(section(tr("Offset and Header Extent"), makePlot()))
        content.append(section(tr("Record and Play Back"), makeRecording()))
        optionsHolder.append(optionsHeading)
        optionsHeading.setMargins(bottom: 6)
        content.append(optionsHolder)
        resetButton.halign = .start
        content.append(resetButton)
        content.append(section(tr("Appearance"), makeAppearance()))
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
            PlotRenderer.draw(cr, width: width, height: height, samples: self.monitor?.samples ?? [],
                              palette: PlotRenderer.Palette(foreground: (fg.red, fg.green, fg.blue), background: (0, 0, 0, 0)))
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
        for (row, (title, control)) in [(tr("Dark style"), darkSwitch), (tr("Reduced motion"), motionSwitch)].enumerated() {
            Self.attachRow(to: grid, row: row, title: title, control: control)
        }
        return grid
    }

    /// One row of a settings grid: the title (which also labels the control for assistive
    /// technologies), the control at the end, and its unit, dimmed, when it has one.
    private static func attachRow(to grid: Grid, row: Int, title: String, control: Widget, unit: String = "") {
        let label = Label(title)
        label.hexpand = true
        grid.attach(label, column: 0, row: row)
        control.halign = .end
        control.valign = .center
        control.setAccessibleLabel(title)
        grid.attach(control, column: 1, row: row, width: unit.isEmpty ? 2 : 1)
        if !unit.isEmpty {
            let unitLabel = Label(unit)
            unitLabel.addCssClass("dim-label")
            unitLabel.widthChars = 4
            grid.attach(unitLabel, column: 2, row: row)
        }
    }

    // MARK: Options

    /// Shows the option controls for `page`, set to `command`.
    func showOptions(for page: Page, _ command: ReplayCommand) {
        self.command = command
        if let optionsGrid { optionsHolder.remove(optionsGrid) }
        let title: String
        switch page {
        case .quickReturn: title = tr("Quick Return Options")
        case .background: title = tr("Background Options")
        case .sticky: title = tr("Sticky Toolbar Options")
        }
        optionsHeading.text = title
        let grid = Grid(rowSpacing: 8, columnSpacing: 8)
        var row = 0
        func add(_ title: String, _ control: Widget, unit: String = "") {
            Self.attachRow(to: grid, row: row, title: title, control: control, unit: unit)
            row += 1
        }
        func number(_ title: String, _ unit: String, _ range: ClosedRange<Double>, step: Double,
                    _ get: (ReplayCommand) -> Double, _ set: @escaping @MainActor (inout ReplayCommand, Double) -> Void) {
            let spin = SpinButton(range: range, step: step)
            spin.value = get(command)
            spin.onValueChanged { [weak self, spin] in self?.change { set(&$0, spin.value) } }
            add(title, spin, unit: unit)
        }
        func toggle(_ title: String, _ get: (ReplayCommand) -> Bool, _ set: @escaping @MainActor (inout ReplayCommand, Bool) -> Void) {
            let control = Switch()
            control.isActive = get(command)
            control.onActiveChanged { [weak self, control] in self?.change { set(&$0, control.isActive) } }
            add(title, control)
        }
        func choice<T: Equatable>(_ title: String, _ options: [(T, String)], _ get: (ReplayCommand) -> T,
                                  _ set: @escaping @MainActor (inout ReplayCommand, T) -> Void) {
            let drop = DropDown(items: options.map(\.1))
            drop.selected = options.firstIndex { $0.0 == get(command) } ?? 0
            drop.onSelectedChanged { [weak self, drop] in
                guard drop.selected < options.count else { return }
                self?.change { set(&$0, options[drop.selected].0) }
            }
            add(title, drop)
        }

        if page == .background {
            choice(tr("Hiding style"), [(BackgroundHidingStyle.automatic, tr("Automatic")),
                                        (.alwaysHidden, tr("Always transparent")), (.alwaysVisible, tr("Always solid"))],
                   { $0.style }, { $0.style = $1 })
            let automatic = Switch()
            automatic.isActive = command.threshold == nil
            let spin = SpinButton(range: 0...5000, step: 10)
            spin.value = command.threshold ?? 0
            spin.isSensitive = command.threshold != nil
            automatic.onActiveChanged { [weak self, automatic, spin] in
                spin.isSensitive = !automatic.isActive
                self?.change { $0.threshold = automatic.isActive ? nil : spin.value }
            }
            spin.onValueChanged { [weak self, automatic, spin] in
                guard !automatic.isActive else { return }
                self?.change { $0.threshold = spin.value }
            }
            add(tr("Threshold from hero"), automatic)
            add(tr("Threshold"), spin, unit: tr("px"))
        } else {
            if page == .sticky {
                toggle(tr("Quick-return header"), { $0.stickyQuickReturnHeader }, { $0.stickyQuickReturnHeader = $1 })
            }
            let px = tr("px"), ms = tr("ms")
            number(tr("Tolerance up"), px, 0...500, step: 1, { $0.quickReturn.toleranceUp }, { $0.quickReturn.toleranceUp = $1 })
            number(tr("Tolerance down"), px, 0...500, step: 1, { $0.quickReturn.toleranceDown }, { $0.quickReturn.toleranceDown = $1 })
            number(tr("Start offset"), px, 0...5000, step: 10, { $0.quickReturn.startOffset }, { $0.quickReturn.startOffset = $1 })
            choice(tr("Reveal"), [(RevealPolicy.animate, tr("Animate")), (.follow, tr("Follow 1:1")), (.topOnly, tr("At the top only"))],
                   { $0.quickReturn.reveal }, { $0.quickReturn.reveal = $1 })
            choice(tr("Snap"), [(SnapPolicy.auto, tr("Automatic")), (.nearest, tr("Nearest edge")),
                                (.direction, tr("Scroll direction")), (.none, tr("Never"))],
                   { $0.quickReturn.snap }, { $0.quickReturn.snap = $1 })
            number(tr("Minimum extent"), px, 0...500, step: 1, { $0.quickReturn.minExtent }, { $0.quickReturn.minExtent = $1 })
            toggle(tr("Fade content"), { $0.quickReturn.fade }, { $0.quickReturn.fade = $1 })
            number(tr("Duration"), ms, 0...5000, step: 10, { $0.quickReturn.duration }, { $0.quickReturn.duration = $1 })
            choice(tr("Easing"), [(Easing.easeOutCubic, tr("Ease out")), (.easeInOutCubic, tr("Ease in and out")), (.linear, tr("Linear"))],
                   { $0.quickReturn.easing }, { $0.quickReturn.easing = $1 })
            number(tr("Idle snap delay"), ms, 0...5000, step: 10, { $0.quickReturn.idleSnapDelay }, { $0.quickReturn.idleSnapDelay = $1 })
            number(tr("Fling velocity"), tr("px/s"), 0...20000, step: 10, { $0.quickReturn.flingVelocity }, { $0.quickReturn.flingVelocity = $1 })
            number(tr("Gesture timeout"), ms, 0...10000, step: 50, { $0.quickReturn.gestureTimeout }, { $0.quickReturn.gestureTimeout = $1 })
            toggle(tr("Reveal on resize"), { $0.quickReturn.revealOnResize }, { $0.quickReturn.revealOnResize = $1 })
        }
        optionsHolder.append(grid)
        optionsGrid = grid
        grid.isSensitive = !optionsLocked
    }

    /// While recording, options stay as they were when it started (the trace's replay
    /// command records them).
    var optionsLocked = false {
        didSet {
            optionsGrid?.isSensitive = !optionsLocked
            resetButton.isSensitive = !optionsLocked
        }
    }

    private func change(_ edit: (inout ReplayCommand) -> Void) {
        edit(&command)
        onOptionsChanged?(command)
    }

    // MARK: Readout

    func refreshReadout() {
        guard let monitor else { return }
        plot.queueDraw()
        guard let frame = monitor.last else {
            for label in [offsetValue, velocityValue, sourceValue, extentValue, stateValue, backgroundValue] { label.text = "—" }
            return
        }
        offsetValue.text = String(format: tr("%@ px"), TraceFormat.number(frame.offset.rounded()))
        velocityValue.text = String(format: tr("%@ px/s"), TraceFormat.number(monitor.velocity.rounded()))
        sourceValue.text = monitor.source.map(Self.sourceName) ?? "—"
        extentValue.text = String(format: tr("%@ of %@ px"), TraceFormat.number((frame.extent * 10).rounded() / 10),
                                  TraceFormat.number(frame.header))
        stateValue.text = PlotRenderer.stateName(frame.state)
        backgroundValue.text = frame.background ? tr("solid") : tr("transparent")
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
        }
    }
}
