import ShyBarCore

/// The help text of `shybar replay`, its option lines generated from the option tables.
enum ReplayHelp {
    static let text: String = usage + optionLines.joined(separator: "\n") + "\n\n" + presetSection + "\n\n" + exitStatus

    private static let usage = """
    Usage: shybar replay --behavior quick-return|background|sticky [options] FILE|-
           shybar replay --preset NAME [--behavior B] [options] FILE|-
           shybar replay --compare A B [--behavior B] [options] FILE|-
           shybar replay --list-presets

    Feeds a trace (JSON Lines, one input per line) through a header tracker without a
    display and prints one JSON object per input line:
      t, type, offset, extent, target, state, background, headerY, toolbarY, pinned, progress,
      scrollTo (an offset the tracker asks the view to scroll to, or null)
    With --compare, each line is {"a":{…},"b":{…}}: the same input through presets A and B.

    Trace lines:
      {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90,"min":0,"toolbar":0,"hero":240}
      {"t":16,"type":"scroll","offset":24,"source":"wheel"}
        (source: wheel, touchpad, touch, keyboard, scrollbar, momentum, programmatic, or settle:
        the content going where the tracker's last frame put it)
      {"t":20,"type":"begin"}   {"t":200,"type":"end","velocity":1500}
      {"t":300,"type":"focus","state":"in|out"}   {"t":450,"type":"tick"}
      {"t":310,"type":"focus-item","top":612,"bottom":637}   (the focused item; without top and bottom: none)

    Options:

    """

    private static let exitStatus = "Exit status: 0 success, 1 a bad trace (the error names the line), 2 a bad option."

    /// The behaviours in the order the help lists their options, each with its heading.
    private static let sections: [(Behavior, String)] = [
        (.quickReturn, "Quick return (and the sticky page's quick-return header):"),
        (.sticky, "Sticky:"),
        (.background, "Background:"),
    ]

    private static var optionLines: [String] {
        var lines = [line("--behavior NAME", "quick-return, background or sticky (required without a preset)"),
                     line("--preset NAME", "start from a preset's options; the option flags given override it"),
                     line("--compare A B", "replay through presets A and B side by side"),
                     line("--list-presets", "list the presets: name, behaviour, peer and what it reproduces")]
        var listed: Set<String> = []
        for (behavior, heading) in sections {
            let options = Tuning.options(for: behavior).filter { listed.insert($0.replayFlag).inserted }
            guard !options.isEmpty else { continue }
            lines.append("  " + heading)
            lines += options.map(line(for:))
        }
        lines.append(line("-h, --help", "show this help"))
        return lines
    }

    /// The presets by behaviour, as `shybar --help` and `shybar replay --help` list them.
    static var presetSection: String {
        var lines = ["Presets (a name only one behaviour has picks it; shybar needs --behavior):"]
        let indent = String(repeating: " ", count: 2 + 25)
        for behavior in PresetLookup.listedBehaviors {
            // The names wrap under each other within 100 characters.
            var text = line(behavior.rawValue, "")
            var width = text.count
            for (index, name) in Preset.presets(for: behavior).map(\.name).enumerated() {
                let item = index == 0 ? name : ", " + name
                if width + item.count > 100 {
                    text += ",\n" + indent + name
                    width = indent.count + name.count
                } else {
                    text += item
                    width += item.count
                }
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// `shybar replay --list-presets`: one line per preset, name, behaviour, peer and what
    /// it reproduces, in columns.
    static var presetList: [String] {
        let nameWidth = (Preset.all.map(\.name.count).max() ?? 0) + 2
        let behaviorWidth = (Behavior.allCases.map(\.rawValue.count).max() ?? 0) + 2
        return Preset.all.map { preset in
            pad(preset.name, nameWidth) + pad(preset.behavior.rawValue, behaviorWidth) + preset.peer + ": " + preset.reproduces
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// `  --tolerance-up PX        reverse movement … (0 to 1000, default 8)`.
    static func line(for option: TuningOption<Tuning>) -> String {
        let defaultValue = option.defaultValue
        switch option.kind {
        case .number(let range):
            return line("\(option.replayFlag) \(range.unit.placeholder)", option.help,
                        "(\(span(range)), default \(option.text(for: defaultValue)))")
        case .automaticNumber(let range, _, let meaning):
            return line("\(option.replayFlag) \(range.unit.placeholder)", option.help, "(\(span(range)), or auto, the default: \(meaning))")
        case .toggle:
            return line(option.replayFlag, option.help)
        case .choice(let choices):
            return line("\(option.replayFlag) NAME", option.help + ": " + list(choices.map(\.name)),
                        "(default \(option.text(for: defaultValue)))")
        }
    }

    private static func span(_ range: NumberRange) -> String {
        "\(TraceFormat.number(range.bounds.lowerBound)) to \(TraceFormat.number(range.bounds.upperBound))"
    }

    /// "a, b or c".
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// One option: its usage in a column, its description beside it; a note that does not
    /// fit within 100 characters goes on the next line, under the description.
    private static func line(_ usage: String, _ description: String, _ note: String = "") -> String {
        let column = 25
        let indent = String(repeating: " ", count: 2 + column)
        var text = "  " + usage
        text += usage.count < column ? String(repeating: " ", count: column - usage.count) : "\n" + indent
        text += description
        guard !note.isEmpty else { return text }
        let lastLine = text.split(separator: "\n").last.map(\.count) ?? 0
        return text + (lastLine + 1 + note.count <= 100 ? " " : "\n" + indent) + note
    }
}
