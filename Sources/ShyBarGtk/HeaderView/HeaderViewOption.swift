import CGtk
import ShyBarCore

/// One option property of `ShyHeaderView`, made from an entry of the option tables
/// (``QuickReturnOptions/optionTable``, the sticky toolbar's own entries of
/// ``StickyOptions/optionTable``, ``BackgroundOptions/optionTable``): the property is
/// named by the entry's key and typed by its kind, with the table's range and default.
///
/// A quick-return entry tunes the quick-return behaviour and the sticky toolbar's header
/// alike, so it is written to both; it reads from the one the view runs.
struct HeaderViewOption: Sendable {
    /// The GObject property name.
    let name: String
    /// The entry, reaching into the view's ``Tuning``.
    let option: TuningOption<Tuning>
    /// The same entry in the sticky toolbar's quick-return options (quick-return entries only).
    let stickyOption: TuningOption<Tuning>?
    /// The `GEnum` type name of a choice entry.
    let enumName: String?

    var kind: OptionKind { option.kind }

    /// The value the view reports while it runs `behavior`.
    func value(in tuning: Tuning, behavior: Behavior) -> OptionValue {
        if behavior == .sticky, let stickyOption { return stickyOption.value(in: tuning) }
        return option.value(in: tuning)
    }

    /// Writes `value` everywhere the entry applies.
    func setValue(_ value: OptionValue, in tuning: inout Tuning) {
        option.setValue(value, in: &tuning)
        stickyOption?.setValue(value, in: &tuning)
    }

    /// The `GEnum` type of a choice entry (registered on first use), else 0.
    var enumType: GType {
        guard let enumName, case .choice(let choices) = kind else { return 0 }
        return HeaderViewEnums.choices(enumName, choices)
    }

    /// A new `GParamSpec` for the property (GLib copies its strings).
    func makeSpec(flags: GParamFlags) -> UnsafeMutablePointer<GParamSpec> {
        let fallback = option.defaultValue
        switch kind {
        case .number(let range):
            return g_param_spec_double(name, option.title, blurb(range.unit), range.bounds.lowerBound, range.bounds.upperBound,
                                       fallback.number ?? 0, flags)
        case .automaticNumber(let range, _, let automaticMeaning):
            // -1 stands for "automatic", as the `threshold` property has always had it.
            return g_param_spec_double(name, option.title, blurb(range.unit) + " (-1: automatic, " + automaticMeaning + ")",
                                       -1, range.bounds.upperBound, fallback.number ?? -1, flags)
        case .toggle(let onByDefault):
            return g_param_spec_boolean(name, option.title, sentence(option.help), onByDefault ? 1 : 0, flags)
        case .choice(let choices):
            let index = choices.firstIndex { OptionValue.choice($0.name) == fallback } ?? 0
            return g_param_spec_enum(name, option.title, sentence(option.help), enumType, Int32(index), flags)
        }
    }

    /// Reads a GValue of the property's type.
    func read(_ gvalue: UnsafePointer<GValue>) -> OptionValue? {
        switch kind {
        case .number: return .number(g_value_get_double(gvalue))
        case .automaticNumber:
            let number = g_value_get_double(gvalue)
            return number < 0 ? .automatic : .number(number)
        case .toggle: return .toggle(g_value_get_boolean(gvalue) != 0)
        case .choice(let choices):
            let index = Int(g_value_get_enum(gvalue))
            return choices.indices.contains(index) ? .choice(choices[index].name) : nil
        }
    }

    /// Writes `value` into a GValue of the property's type.
    func write(_ value: OptionValue, into gvalue: UnsafeMutablePointer<GValue>) {
        switch (kind, value) {
        case (.automaticNumber, .automatic): g_value_set_double(gvalue, -1)
        case (_, .number(let number)): g_value_set_double(gvalue, number)
        case (_, .toggle(let on)): g_value_set_boolean(gvalue, on ? 1 : 0)
        case (.choice(let choices), .choice(let name)):
            g_value_set_enum(gvalue, Int32(choices.firstIndex { $0.name == name } ?? 0))
        default: break
        }
    }

    private func blurb(_ unit: OptionUnit) -> String {
        sentence(option.help) + ", " + unit.symbol
    }

    private func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

extension OptionValue {
    fileprivate var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}

/// The option properties of `ShyHeaderView`, in the order they are installed.
enum HeaderViewOptions {
    /// Every option property, one per ``OptionProperty/all``.
    nonisolated static let all: [HeaderViewOption] = OptionProperty.all.map {
        HeaderViewOption(name: $0.name, option: $0.option, stickyOption: $0.stickyOption, enumName: $0.enumTypeName)
    }

    /// The option property named `name`.
    nonisolated static func named(_ name: String) -> HeaderViewOption? { all.first { $0.name == name } }
}
