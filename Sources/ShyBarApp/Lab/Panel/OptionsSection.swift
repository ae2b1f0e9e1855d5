import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The panel's options of the visible page: a preset drop-down ("Custom", then the
/// behaviour's presets) with "modified" beside it once an option leaves the preset's value,
/// a row per option the settings hold, and Reset to Defaults.
@MainActor
final class OptionsSection {
    let root = Box(.vertical)
    private let heading = Label("")
    private let holder = Box(.vertical)
    private var optionsGrid: Grid?
    /// The option controls shown, each with its option (see ``OptionRows/controls``).
    private(set) var controls: [(option: TuningOption<Tuning>, control: Widget)] = []
    private var tuning = Tuning()
    private var page = Behavior.quickReturn
    private let presetRow = Box(.horizontal, spacing: 8)
    private(set) var presetDrop = DropDown(items: [])
    /// Shown beside the preset once an option no longer has the preset's value.
    let modifiedLabel = Label(tr("modified"))
    private var presets: [Preset] = []
    private(set) var preset: Preset?
    let resetButton = Button(label: tr("Reset to Defaults"))
    /// Called with the whole tuning after any change.
    var onOptionsChanged: ((Tuning) -> Void)?
    /// Called with the preset chosen in the drop-down (`nil`: none, "Custom").
    var onPresetChosen: ((String?) -> Void)?

    init() {
        heading.addCssClass("heading")
        heading.setMargins(bottom: 6)
        holder.append(heading)
        let presetLabel = Label(tr("Preset"))
        presetLabel.hexpand = true
        presetRow.append(presetLabel)
        modifiedLabel.addCssClass("dim-label")
        presetRow.append(modifiedLabel)
        presetRow.setMargins(bottom: 8)
        holder.append(presetRow)
        root.append(holder)
        resetButton.halign = .start
        root.append(resetButton)
    }

    /// Shows the option controls for `page`, set to `tuning`, under the preset drop-down
    /// (`preset`: the one the options were set from): a row per option of its behaviour that
    /// settings hold (``Tuning/settingsOptions(for:)``).
    func show(for page: Behavior, _ tuning: Tuning, preset: String? = nil) {
        self.tuning = tuning
        self.page = page
        presets = Preset.presets(for: page)
        self.preset = preset.flatMap { Preset.named($0, for: page) }
        heading.text = Self.optionsTitle(page)
        showPresets()
        showGrid()
    }

    /// The drop-down: "Custom" (no preset), then the behaviour's presets by name.
    private func showPresets() {
        if presetDrop.parent != nil { presetRow.remove(presetDrop) }
        presetDrop = DropDown(items: [tr("Custom")] + presets.map(\.name))
        presetDrop.setAccessibleLabel(tr("Preset"))
        presetDrop.selected = preset.flatMap { chosen in presets.firstIndex { $0.name == chosen.name } }.map { $0 + 1 } ?? 0
        presetDrop.onSelectedChanged { [weak self] in self?.presetSelected() }
        presetDrop.isSensitive = !isLocked
        presetRow.append(presetDrop)
        showModified()
    }

    private func presetSelected() {
        let index = presetDrop.selected
        guard index > 0, index <= presets.count else {
            preset = nil
            showModified()
            onPresetChosen?(nil)
            return
        }
        let chosen = presets[index - 1]
        preset = chosen
        chosen.apply(to: &tuning)
        onPresetChosen?(chosen.name)
        onOptionsChanged?(tuning)
        showGrid()
        showModified()
    }

    /// "modified" when an option no longer has the chosen preset's value.
    private func showModified() {
        guard let preset else { modifiedLabel.isVisible = false; return }
        modifiedLabel.isVisible = !preset.matches(tuning, in: Tuning.settingsOptions(for: page))
    }

    private func showGrid() {
        if let optionsGrid { holder.remove(optionsGrid) }
        let grid = Grid(rowSpacing: 8, columnSpacing: 8)
        var rows = OptionRows(grid: grid) { [weak self] option, value in
            self?.change { option.setValue(value, in: &$0) }
        }
        for option in Tuning.settingsOptions(for: page) { rows.add(option, in: tuning) }
        controls = rows.controls
        holder.append(grid)
        optionsGrid = grid
        grid.isSensitive = !isLocked
    }

    private static func optionsTitle(_ page: Behavior) -> String {
        switch page {
        case .quickReturn: return tr("Quick Return Options")
        case .background: return tr("Background Options")
        case .sticky: return tr("Sticky Toolbar Options")
        }
    }

    /// While recording, options stay as they were when it started (the trace's replay
    /// command records them).
    var isLocked = false {
        didSet {
            optionsGrid?.isSensitive = !isLocked
            presetDrop.isSensitive = !isLocked
            resetButton.isSensitive = !isLocked
        }
    }

    private func change(_ edit: (inout Tuning) -> Void) {
        edit(&tuning)
        onOptionsChanged?(tuning)
        showModified()
    }
}
