import ShyBarCore

/// The parsed arguments of `shybar replay`: the tuning to run (two with `--compare`), the
/// trace file, and whether help or the preset list was asked for. Every option flag comes
/// from the option tables (``Tuning/allOptions``).
struct ReplayCommand: Equatable {
    var tuning = Tuning()
    /// With `--compare A B`: preset B's tuning (``tuning`` is preset A's).
    var comparedTuning: Tuning?
    /// The trace file path, or `-` for standard input.
    var path = "-"
    var showHelp = false
    var listPresets = false

    /// The options behind each flag. A flag sets its option in every behaviour that has it
    /// (`--reveal` tunes quick return and the sticky toolbar's quick-return header alike),
    /// so flags may come before or after `--behavior`.
    static let optionsByFlag: [String: [TuningOption<Tuning>]] = Dictionary(grouping: Tuning.allOptions, by: \.replayFlag)

    /// Parses the arguments that follow `replay`. A preset (`--preset`, or each of
    /// `--compare`'s two) sets its behaviour's options first; the option flags given
    /// override it, wherever they stand.
    static func parse(_ arguments: [String]) throws(UsageError) -> ReplayCommand {
        var command = ReplayCommand()
        var behavior: Behavior?
        var presetName: String?
        var compared: (String, String)?
        var flags: [(options: [TuningOption<Tuning>], value: OptionValue)] = []
        var pathGiven = false
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            let flag = argument.flag
            if let options = optionsByFlag[flag] {
                flags.append((options, try optionValue(for: options[0], argument, &scanner)))
                continue
            }
            switch flag {
            case "-h", "--help":
                command.showHelp = true
            case "--list-presets":
                command.listPresets = true
            case "--behavior":
                let text = try scanner.value(of: argument)
                guard let given = Behavior(rawValue: text) else {
                    let names = Behavior.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("--behavior " + OptionValueError(expected: "one of " + names, value: text).description)
                }
                behavior = given
            case "--preset":
                presetName = try scanner.value(of: argument)
            case "--compare":
                let first = try scanner.value(of: argument)
                let next = ArgumentScanner.Argument(flag: "--compare", inline: nil, raw: "--compare")
                guard let second = try? scanner.value(of: next) else {
                    throw UsageError("--compare needs two preset names: --compare A B")
                }
                compared = (first, second)
            default:
                if argument.raw.hasPrefix("-"), argument.raw != "-" {
                    throw UsageError("unknown option \(argument.raw) (see shybar replay --help)")
                }
                if pathGiven { throw UsageError("only one trace file can be replayed, got \"\(command.path)\" and \"\(argument.raw)\"") }
                command.path = argument.raw
                pathGiven = true
            }
        }
        if command.showHelp || command.listPresets { return command }

        // `--compare shybar headroom`: the name only one behaviour has says which `shybar`.
        let inferred = [compared?.0, compared?.1].compactMap { name -> Behavior? in
            guard let name else { return nil }
            let found = Preset.all(named: name)
            return found.count == 1 ? found[0].behavior : nil
        }.first
        func tuning(preset name: String?, role: String) throws(UsageError) -> Tuning {
            var tuning: Tuning
            if let name {
                let preset: Preset
                let shared = Preset.all(named: name).count > 1
                do {
                    preset = try PresetLookup.find(name, behavior: behavior ?? (shared ? inferred : nil))
                } catch {
                    throw UsageError(role + error.message)
                }
                tuning = Tuning(behavior: behavior ?? preset.behavior)
                preset.apply(to: &tuning)
            } else {
                guard let behavior else {
                    throw UsageError("--behavior is required: quick-return, background or sticky (or give --preset)")
                }
                tuning = Tuning(behavior: behavior)
            }
            for (options, value) in flags {
                for option in options { option.setValue(value, in: &tuning) }
            }
            return tuning
        }
        if let compared {
            if presetName != nil { throw UsageError("--preset and --compare cannot be combined: --compare names both presets") }
            command.tuning = try tuning(preset: compared.0, role: "--compare A: ")
            command.comparedTuning = try tuning(preset: compared.1, role: "--compare B: ")
        } else {
            command.tuning = try tuning(preset: presetName, role: "--preset: ")
        }
        guard pathGiven else { throw UsageError("a trace FILE is required (use - for standard input)") }
        return command
    }

    /// The value a flag gives `option`: a toggle's flag turns it away from its default and
    /// takes no value; the others read theirs and check it.
    private static func optionValue(for option: TuningOption<Tuning>, _ argument: ArgumentScanner.Argument,
                                    _ scanner: inout ArgumentScanner) throws(UsageError) -> OptionValue {
        if case .toggle(let onByDefault) = option.kind {
            if argument.inline != nil { throw UsageError("\(argument.flag) takes no value") }
            return .toggle(!onByDefault)
        }
        let text = try scanner.value(of: argument)
        do {
            return try option.parse(text)
        } catch {
            throw UsageError("\(argument.flag) \(error)")
        }
    }
}

extension Tuning {
    /// The `shybar replay` arguments (without the file) that reproduce this tuning of its
    /// behaviour; defaults are left out.
    var replayArguments: [String] {
        var arguments = ["--behavior", behavior.rawValue]
        let defaults = Tuning(behavior: behavior)
        for option in options where option.value(in: self) != option.value(in: defaults) {
            let value = option.value(in: self)
            if case .toggle = value {
                arguments.append(option.replayFlag)
            } else {
                arguments += [option.replayFlag, option.text(for: value)]
            }
        }
        return arguments
    }
}
