/// One option of one behaviour, described once: its key (the settings key, and the replay
/// flag after `--`), where it lives in the options (a key path), its kind (with range and
/// unit, or cases), its title and help line. Its default is read from `Root()`.
///
/// Flags, settings files, their validation and the tuning panel are all generated from
/// these descriptions; see ``QuickReturnOptions/optionTable``.
public struct TuningOption<Root>: Sendable {
    /// The settings key and, after `--`, the replay flag (`tolerance-up`).
    public let key: String
    /// The title a tuning panel shows (English; translatable).
    public let title: String
    /// One line for a command line's help (English), without the default or range.
    public let help: String
    /// The kind of value, with its range, unit or cases.
    public let kind: OptionKind
    /// Where it can be set.
    public let scope: OptionScope
    private let get: @Sendable (Root) -> OptionValue
    private let set: @Sendable (inout Root, OptionValue) -> Void

    private init(key: String, title: String, help: String, kind: OptionKind, scope: OptionScope,
                 get: @escaping @Sendable (Root) -> OptionValue, set: @escaping @Sendable (inout Root, OptionValue) -> Void) {
        self.key = key
        self.title = title
        self.help = help
        self.kind = kind
        self.scope = scope
        self.get = get
        self.set = set
    }

    /// The option's value in `options`.
    public func value(in options: Root) -> OptionValue { get(options) }

    /// Sets the option in `options`; a value of another kind changes nothing.
    public func setValue(_ value: OptionValue, in options: inout Root) { set(&options, value) }

    /// The `shybar replay` flag: `--key`, or `--no-key` for a toggle that is on by default.
    public var replayFlag: String {
        if case .toggle(onByDefault: true) = kind { return "--no-" + key }
        return "--" + key
    }

    /// The same option reached through `path`, for options nested in larger ones (the
    /// sticky toolbar's quick-return header, a ``Tuning``).
    public func lifted<Outer>(through path: WritableKeyPath<Outer, Root> & Sendable) -> TuningOption<Outer> {
        let get = self.get, set = self.set
        return TuningOption<Outer>(key: key, title: title, help: help, kind: kind, scope: scope,
                                   get: { get($0[keyPath: path]) },
                                   set: { outer, value in set(&outer[keyPath: path], value) })
    }

    /// The value `text` spells (a flag's value or a settings file's), checked against the
    /// option's range or cases. Toggles read `true`/`false` (also `yes`/`no`, `1`/`0`);
    /// automatic numbers also read `auto`.
    public func parse(_ text: String) throws(OptionValueError) -> OptionValue {
        switch kind {
        case .number(let range):
            guard let number = range.parse(text) else { throw OptionValueError(expected: range.expectation, value: text) }
            return .number(number)
        case .automaticNumber(let range, _, _):
            if text == "auto" { return .automatic }
            guard let number = range.parse(text) else {
                throw OptionValueError(expected: range.expectation + " or auto", value: text)
            }
            return .number(number)
        case .toggle:
            switch text.lowercased() {
            case "true", "yes", "1": return .toggle(true)
            case "false", "no", "0": return .toggle(false)
            default: throw OptionValueError(expected: "true or false", value: text)
            }
        case .choice(let choices):
            guard choices.contains(where: { $0.name == text }) else {
                throw OptionValueError(expected: "one of " + choices.map(\.name).joined(separator: ", "), value: text)
            }
            return .choice(text)
        }
    }

    /// `value` as ``parse(_:)`` reads it back.
    public func text(for value: OptionValue) -> String {
        switch value {
        case .number(let number): return TraceFormat.number(number)
        case .automatic: return "auto"
        case .toggle(let on): return on ? "true" : "false"
        case .choice(let name): return name
        }
    }
}

extension TuningOption where Root: TunableOptions {
    /// The option's value in the defaults, `Root()`.
    public var defaultValue: OptionValue { value(in: Root()) }

    /// A number option.
    public static func number(_ key: String, _ path: WritableKeyPath<Root, Double> & Sendable, _ range: NumberRange,
                              title: String, help: String) -> TuningOption {
        TuningOption(key: key, title: title, help: help, kind: .number(range), scope: .everywhere,
                     get: { .number($0[keyPath: path]) },
                     set: { options, value in if case .number(let number) = value { options[keyPath: path] = number } })
    }

    /// A number option whose `nil` means "automatic".
    public static func automaticNumber(_ key: String, _ path: WritableKeyPath<Root, Double?> & Sendable, _ range: NumberRange,
                                       title: String, automaticTitle: String, automaticMeaning: String,
                                       help: String) -> TuningOption {
        TuningOption(key: key, title: title, help: help,
                     kind: .automaticNumber(range, automaticTitle: automaticTitle, automaticMeaning: automaticMeaning),
                     scope: .everywhere,
                     get: { $0[keyPath: path].map(OptionValue.number) ?? .automatic },
                     set: { options, value in
                         switch value {
                         case .number(let number): options[keyPath: path] = number
                         case .automatic: options[keyPath: path] = nil
                         default: break
                         }
                     })
    }

    /// An on/off option. `help` says what its flag does, which turns it away from its default.
    public static func toggle(_ key: String, _ path: WritableKeyPath<Root, Bool> & Sendable, title: String, help: String,
                              scope: OptionScope = .everywhere) -> TuningOption {
        TuningOption(key: key, title: title, help: help, kind: .toggle(onByDefault: Root()[keyPath: path]), scope: scope,
                     get: { .toggle($0[keyPath: path]) },
                     set: { options, value in if case .toggle(let on) = value { options[keyPath: path] = on } })
    }

    /// An option with a fixed list of values, offered in the order of `choices` (each with
    /// its title).
    public static func choice<Value: RawRepresentable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Root, Value> & Sendable, _ choices: [(Value, String)],
        title: String, help: String
    ) -> TuningOption where Value.RawValue == String {
        TuningOption(key: key, title: title, help: help,
                     kind: .choice(choices.map { OptionChoice(name: $0.0.rawValue, title: $0.1) }), scope: .everywhere,
                     get: { .choice($0[keyPath: path].rawValue) },
                     set: { options, value in
                         if case .choice(let name) = value, let chosen = Value(rawValue: name) { options[keyPath: path] = chosen }
                     })
    }
}
