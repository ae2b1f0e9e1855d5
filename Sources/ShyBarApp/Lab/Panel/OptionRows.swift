import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The tuning panel's option rows, built from the option table: one builder per kind of
/// option, each control set to the option's value and reporting every change.
@MainActor
struct OptionRows {
    let grid: Grid
    /// Called with the option and its new value when the person changes a control.
    let onChange: @MainActor (TuningOption<Tuning>, OptionValue) -> Void
    /// Each control with the option it sets, in the order of the rows (an automatic number
    /// has two: its switch, then its spin button), for whoever needs to reach one by option.
    private(set) var controls: [(option: TuningOption<Tuning>, control: Widget)] = []
    private var row = 0

    init(grid: Grid, onChange: @escaping @MainActor (TuningOption<Tuning>, OptionValue) -> Void) {
        self.grid = grid
        self.onChange = onChange
    }

    /// Adds the rows of `option`, showing its value in `tuning`.
    mutating func add(_ option: TuningOption<Tuning>, in tuning: Tuning) {
        let value = option.value(in: tuning)
        switch option.kind {
        case .number(let range):
            let spin = Self.spinButton(range, value)
            spin.onValueChanged { [onChange, spin] in onChange(option, .number(spin.value)) }
            attach(tr(option.title), spin, unit: tr(range.unit.symbol), for: option)
        case .automaticNumber(let range, let automaticTitle, _):
            addAutomaticNumber(option, range, automaticTitle: automaticTitle, value)
        case .toggle:
            let control = Switch()
            control.isActive = value == .toggle(true)
            control.onActiveChanged { [onChange, control] in onChange(option, .toggle(control.isActive)) }
            attach(tr(option.title), control, for: option)
        case .choice(let choices):
            let drop = DropDown(items: choices.map { tr($0.title) })
            drop.selected = choices.firstIndex { value == .choice($0.name) } ?? 0
            drop.onSelectedChanged { [onChange, drop] in
                guard drop.selected < choices.count else { return }
                onChange(option, .choice(choices[drop.selected].name))
            }
            attach(tr(option.title), drop, for: option)
        }
    }

    /// A switch for "automatic" and, under it, the number it leaves to the behaviour.
    private mutating func addAutomaticNumber(_ option: TuningOption<Tuning>, _ range: NumberRange,
                                             automaticTitle: String, _ value: OptionValue) {
        let automatic = Switch()
        automatic.isActive = value == .automatic
        let spin = Self.spinButton(range, value)
        spin.isSensitive = !automatic.isActive
        automatic.onActiveChanged { [onChange, automatic, spin] in
            spin.isSensitive = !automatic.isActive
            onChange(option, automatic.isActive ? .automatic : .number(spin.value))
        }
        spin.onValueChanged { [onChange, automatic, spin] in
            guard !automatic.isActive else { return }
            onChange(option, .number(spin.value))
        }
        attach(tr(automaticTitle), automatic, for: option)
        attach(tr(option.title), spin, unit: tr(range.unit.symbol), for: option)
    }

    private static func spinButton(_ range: NumberRange, _ value: OptionValue) -> SpinButton {
        let spin = SpinButton(range: range.bounds, step: range.step, digits: range.digits)
        if case .number(let number) = value { spin.value = number }
        return spin
    }

    private mutating func attach(_ title: String, _ control: Widget, unit: String = "", for option: TuningOption<Tuning>) {
        Self.attach(to: grid, row: row, title: title, control: control, unit: unit)
        controls.append((option, control))
        row += 1
    }

    /// One row of a settings grid: the title (which also labels the control for assistive
    /// technologies), the control at the end, and its unit, dimmed, when it has one.
    static func attach(to grid: Grid, row: Int, title: String, control: Widget, unit: String = "") {
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
}
