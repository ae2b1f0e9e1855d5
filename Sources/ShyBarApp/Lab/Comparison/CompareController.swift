import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The panel's A/B comparison: a trace (built-in or a file) run through two presets of the
/// visible page's behaviour at once, both extents then overlaid on the panel's plot (one
/// list, two curves) until *Live Plot* brings the live readout back. The page's list plays
/// the trace meanwhile with preset A, so what A does can be felt as well as seen.
@MainActor
final class CompareController {
    let root = Box(.vertical, spacing: 6)
    let traceDrop: DropDown
    private let presetHolder = Box(.horizontal, spacing: 6)
    private(set) var presetA = DropDown(items: [])
    private(set) var presetB = DropDown(items: [])
    let compareButton = Button(label: tr("Compare"))
    let fileButton = Button(label: tr("Compare a Trace File…"))
    let liveButton = Button(label: tr("Live Plot"))
    /// Opens Compare Presets (Ctrl+B): both presets live, side by side, under one hand.
    let sideBySideButton = Button(label: tr("Side by Side"))
    let statusLabel = Label("")
    private let traceDirectory: String?
    private var presets: [Preset] = []
    private var pageTuning = Tuning()

    /// Called with the comparison to plot, or `nil` to plot live again.
    var onComparison: ((Comparison?) -> Void)?
    /// Called with the trace and preset A's tuning, for the page to play it.
    var onPlay: ((String, Tuning) -> Void)?

    init(dataDirectory: String?) {
        traceDirectory = ComparisonTraces.directory(dataDirectory: dataDirectory)
        traceDrop = DropDown(items: ComparisonTraces.names)
        traceDrop.setAccessibleLabel(tr("Built-in trace"))
        traceDrop.isSensitive = traceDirectory != nil
        compareButton.isSensitive = traceDirectory != nil

        let traceRow = Box(.horizontal, spacing: 6)
        traceRow.append(traceDrop)
        traceRow.append(compareButton)
        root.append(traceRow)
        root.append(presetHolder)
        let buttons = Box(.horizontal, spacing: 6)
        buttons.append(fileButton)
        liveButton.isVisible = false
        buttons.append(liveButton)
        sideBySideButton.tooltip = tr("Both presets live, side by side, under one hand (Ctrl+B)")
        buttons.append(sideBySideButton)
        root.append(buttons)
        statusLabel.wraps = true
        statusLabel.isSelectable = true
        statusLabel.addCssClass("dim-label")
        statusLabel.text = traceDirectory == nil
            ? tr("The built-in traces are not installed; compare a trace file instead.")
            : tr("Plays a trace through presets A and B and overlays both header extents on the plot.")
        root.append(statusLabel)

        compareButton.onClicked { [weak self] in self?.compareBuiltIn() }
        fileButton.onClicked { [weak self] in self?.chooseFile() }
        liveButton.onClicked { [weak self] in self?.showLive() }
        sideBySideButton.onClicked { [weak self] in self?.root.activateAction("win." + Command.comparePresets) }
    }

    /// Offers the presets of `page`'s behaviour; `tuning` is what the page runs with (its
    /// reduced motion carries over to both presets).
    func show(for page: Behavior, tuning: Tuning) {
        pageTuning = tuning
        presets = Preset.presets(for: page)
        for child in presetHolder.children { presetHolder.remove(child) }
        let names = presets.map(\.name)
        presetA = DropDown(items: names)
        presetB = DropDown(items: names)
        presetA.setAccessibleLabel(tr("Preset A"))
        presetB.setAccessibleLabel(tr("Preset B"))
        presetB.selected = min(1, max(0, names.count - 1))
        for (title, drop) in [(tr("A"), presetA), (tr("B"), presetB)] {
            presetHolder.append(Label(title))
            presetHolder.append(drop)
        }
    }

    private func compareBuiltIn() {
        guard let traceDirectory, traceDrop.selected < ComparisonTraces.names.count else { return }
        let name = ComparisonTraces.names[traceDrop.selected]
        compare(path: traceDirectory + "/" + name + ".jsonl", name: name)
    }

    private func chooseFile() {
        let chooser = FileChooser(title: tr("Compare a Trace"), parent: root, purpose: .open,
                                  acceptLabel: tr("_Compare"))
        chooser.addFilter(name: tr("Traces (JSON Lines)"), patterns: ["*.jsonl", "*.json"])
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.compare(path: path, name: FileSystem.baseName(of: path))
        }
    }

    /// Runs the trace at `path` through presets A and B and shows the result.
    func compare(path: String, name: String) {
        guard presetA.selected < presets.count, presetB.selected < presets.count else { return }
        let a = presets[presetA.selected], b = presets[presetB.selected]
        let text: String
        do {
            text = try AtomicFile.read(path)
        } catch {
            statusLabel.text = format(tr("Cannot read %@: %@"), path, error.message)
            return
        }
        do {
            let comparison = try Comparison.run(trace: text, named: name,
                                                a: (a.name, tuning(a)), b: (b.name, tuning(b)))
            liveButton.isVisible = true
            statusLabel.text = format(tr("Compared %@: A %@, B %@. The list plays it with A."), name, a.name, b.name)
            onComparison?(comparison)
            onPlay?(path, tuning(a))
        } catch {
            statusLabel.text = format(tr("Cannot compare %@: %@"), name, error.description)
        }
    }

    private func tuning(_ preset: Preset) -> Tuning {
        Tuning(preset: preset, animationsEnabled: pageTuning.animationsEnabled)
    }

    private func showLive() {
        liveButton.isVisible = false
        onComparison?(nil)
    }
}
