import ShyBarCore

/// The parsed arguments of `shybar replay`: the tuning to run, the trace file, and whether
/// help was asked for. Every option flag comes from the option tables (``Tuning/allOptions``).
struct ReplayCommand: Equatable {
    var tuning = Tuning()
    /// The trace file path, or `-` for standard input.
    var path = "-"
    var showHelp = false

    /// The options behind each flag. A flag sets its option in every behaviour that has it
    /// (`--reveal` tunes quick return and the sticky toolbar's quick-return header alike),
    /// so flags may come before or after `--behavior`.
    static let optionsByFlag: [String: [TuningOption<Tuning>]] = Dictionary(grouping: Tuning.allOptions, by: \.replayFlag)

    /// Parses the arguments that follow `replay`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ReplayCommand {
        var command = ReplayCommand()
        var behaviorGiven = false
        var pathGiven = false
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            let flag = argument.flag
            if let options = optionsByFlag[flag] {
                let value = try optionValue(for: options[0], argument, &scanner)
                for option in options { option.setValue(value, in: &command.tuning) }
                continue
            }
            switch flag {
            case "-h", "--help":
                command.showHelp = true
            case "--behavior":
                let text = try scanner.value(of: argument)
                guard let behavior = Behavior(rawValue: text) else {
                    let names = Behavior.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("--behavior " + OptionValueError(expected: "one of " + names, value: text).description)
                }
                command.tuning.behavior = behavior
                behaviorGiven = true
            default:
                if argument.raw.hasPrefix("-"), argument.raw != "-" {
                    throw UsageError("unknown option \(argument.raw) (see shybar replay --help)")
                }
                if pathGiven { throw UsageError("only one trace file can be replayed, got \"\(command.path)\" and \"\(argument.raw)\"") }
                command.path = argument.raw
                pathGiven = true
            }
        }
        if command.showHelp { return command }
        guard behaviorGiven else { throw UsageError("--behavior is required: quick-return, background or sticky") }
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
