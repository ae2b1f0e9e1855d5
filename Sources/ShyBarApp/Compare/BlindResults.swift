/// One blind trial: which preset the tester saw on each side, which felt better, how they
/// tried them, and how long they took to choose.
struct BlindTrial: Equatable {
    var left: String
    var right: String
    var chosen: String
    /// The kinds of input the tester used, `+`-joined (`wheel+keyboard`), or `trace:NAME`.
    var input: String
    /// From the trial's start to the choice, ms.
    var milliseconds: Int
}

/// A blind A/B session as saved: the page, the two presets, and the trials in order. The
/// file is CSV with a header line, one trial a line, every line naming the page and both
/// presets, so that a session cut short is still a whole session up to its last line:
///
///     trial,page,preset_a,preset_b,left,right,chosen,input,milliseconds
///     1,quick-return,shybar,headroom,headroom,shybar,shybar,wheel,5234
struct BlindResults: Equatable {
    var page: String
    var presetA: String
    var presetB: String
    var trials: [BlindTrial] = []

    static let header = "trial,page,preset_a,preset_b,left,right,chosen,input,milliseconds"

    /// The file's text (ends with a newline).
    var text: String {
        var lines = [Self.header]
        for (index, trial) in trials.enumerated() {
            lines.append([String(index + 1), page, presetA, presetB, trial.left, trial.right, trial.chosen,
                          trial.input, String(trial.milliseconds)].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a results file's `text`; throws the first problem with its line number.
    static func parse(_ text: String) throws(BlindResultsError) -> BlindResults {
        // "\r\n" is one Character in Swift: a file written with CRLF splits on it as a whole.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else { throw BlindResultsError(line: 1, reason: .empty) }
        guard first == Self.header else { throw BlindResultsError(line: 1, reason: .header) }
        var results: BlindResults?
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9 else { throw BlindResultsError(line: number, reason: .fieldCount(fields.count)) }
            guard Int(fields[0]) == index else { throw BlindResultsError(line: number, reason: .trialNumber(fields[0], expected: index)) }
            for field in fields[1...7] where !isName(field) {
                throw BlindResultsError(line: number, reason: .badName(field))
            }
            let page = fields[1], a = fields[2], b = fields[3]
            guard a != b else { throw BlindResultsError(line: number, reason: .samePresets(a)) }
            if let results, (results.page, results.presetA, results.presetB) != (page, a, b) {
                throw BlindResultsError(line: number, reason: .otherSession(page, a, b))
            }
            let trial = BlindTrial(left: fields[4], right: fields[5], chosen: fields[6], input: fields[7],
                                   milliseconds: Int(fields[8]) ?? -1)
            guard Set([trial.left, trial.right]) == Set([a, b]) else {
                throw BlindResultsError(line: number, reason: .sides(trial.left, trial.right))
            }
            guard trial.chosen == a || trial.chosen == b else { throw BlindResultsError(line: number, reason: .choice(trial.chosen)) }
            guard trial.milliseconds >= 0 else { throw BlindResultsError(line: number, reason: .time(fields[8])) }
            if results == nil { results = BlindResults(page: page, presetA: a, presetB: b) }
            results?.trials.append(trial)
        }
        guard let results else { throw BlindResultsError(line: 2, reason: .noTrials) }
        return results
    }

    /// Page and preset names, and the input kinds: lower-case letters, digits, `-`, `+`, `:`, `.`.
    private static func isName(_ field: String) -> Bool {
        !field.isEmpty && field.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-+:._".unicodeScalars.contains(scalar)
        }
    }
}

/// What is wrong with a results file, and on which line (1 is the header).
struct BlindResultsError: Error, Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        case empty, header, noTrials
        case fieldCount(Int)
        case trialNumber(String, expected: Int)
        case badName(String)
        case samePresets(String)
        case otherSession(String, String, String)
        case sides(String, String)
        case choice(String)
        case time(String)
    }

    var line: Int
    var reason: Reason

    var description: String {
        let what: String
        switch reason {
        case .empty: what = "the file is empty, not a blind A/B results file"
        case .header: what = "expected the header \"\(BlindResults.header)\": not a blind A/B results file"
        case .noTrials: what = "no trials: the session was saved before its first choice"
        case .fieldCount(let count):
            what = "\(count) fields, expected 9 (the file may have been cut short or edited)"
        case .trialNumber(let found, let expected): what = "trial \"\(found)\", expected \(expected)"
        case .badName(let field): what = "\"\(field)\" is not a page, preset or input name"
        case .samePresets(let name): what = "preset A and B are both \"\(name)\""
        case .otherSession(let page, let a, let b):
            what = "\(page) with \(a) and \(b) belongs to another session than the lines before"
        case .sides(let left, let right): what = "the sides \(left) and \(right) are not presets A and B"
        case .choice(let chosen): what = "the choice \"\(chosen)\" is neither preset"
        case .time(let field): what = "\"\(field)\" is not a time in milliseconds"
        }
        return "line \(line): \(what)"
    }
}
