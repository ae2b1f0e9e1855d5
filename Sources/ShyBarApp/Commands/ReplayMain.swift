import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk

/// `shybar replay …`: runs a trace through a tracker (through two with `--compare`, each
/// output line then `{"a":…,"b":…}`) without touching GTK.
/// Returns the process exit status: 0 success, 1 a bad or unreadable trace, 2 a bad option.
func runReplay(_ arguments: [String]) -> Int32 {
    let command: ReplayCommand
    do {
        command = try ReplayCommand.parse(arguments)
    } catch {
        StandardStream.warn("shybar replay: \(error.message)")
        return 2
    }
    if command.showHelp {
        var output = OutputBuffer()
        output.write(ReplayHelp.text)
        return output.flush() == nil ? 0 : 1
    }
    if command.listPresets {
        var output = OutputBuffer()
        for line in ReplayHelp.presetList { output.write(line) }
        return output.flush() == nil ? 0 : 1
    }

    let name = command.path == "-" ? "standard input" : command.path
    let input: ByteReader
    do {
        input = command.path == "-" ? .standardInput() : try .open(command.path)
    } catch {
        StandardStream.warn("shybar replay: cannot open \(name): \(error.message)")
        return 1
    }

    var replayer = TraceReplayer(tracker: command.tuning.makeTracker())
    var compared = command.comparedTuning.map { TraceReplayer(tracker: $0.makeTracker()) }
    var output = OutputBuffer()
    var lines = LineSplitter()
    func replay(_ line: String) -> Bool {
        do {
            let out = try replayer.replay(Substring(line))
            if compared != nil {
                // Both read every line, so both answer or neither does.
                if let other = try compared?.replay(Substring(line)), let out {
                    output.write("{\"a\":" + out + ",\"b\":" + other + "}")
                }
            } else if let out {
                output.write(out)
            }
            return true
        } catch {
            _ = output.flush()
            StandardStream.warn("shybar replay: \(name): \(error)")
            return false
        }
    }
    while true {
        let chunk: [UInt8]
        do {
            chunk = try input.read(upTo: 1 << 16)
        } catch {
            _ = output.flush()
            StandardStream.warn("shybar replay: cannot read \(name): \(error.message)")
            return 1
        }
        if chunk.isEmpty { break }
        for line in lines.feed(chunk) {
            guard replay(line) else { return 1 }
        }
        if let failure = output.failure {
            StandardStream.warn("shybar replay: cannot write standard output: \(failure)")
            return 1
        }
    }
    if let last = lines.finish(), !replay(last) { return 1 }
    if let failure = output.flush() {
        StandardStream.warn("shybar replay: cannot write standard output: \(failure)")
        return 1
    }
    return 0
}

/// Cuts a byte stream into lines (without their `\n`), however the chunks fall; a line of
/// any length is kept whole, and bytes that are not UTF-8 become U+FFFD for the parser to
/// reject with the line's number.
private struct LineSplitter {
    private var pending: [UInt8] = []

    mutating func feed(_ chunk: [UInt8]) -> [String] {
        // Only the new bytes can hold a newline: a 10 MB line is scanned once, not per chunk.
        var searchFrom = pending.count
        pending.append(contentsOf: chunk)
        var lines: [String] = []
        var start = 0
        while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[start..<newline], as: UTF8.self))
            start = newline + 1
            searchFrom = start
        }
        if start > 0 { pending.removeSubrange(..<start) }
        return lines
    }

    /// The last line when the input did not end with a newline.
    mutating func finish() -> String? {
        defer { pending = [] }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}

/// Collects output lines and writes them to standard output in large blocks; remembers
/// the first write error (a full disk, a closed descriptor) so nothing fails silently.
private struct OutputBuffer {
    private var pending = ""
    private(set) var failure: String?

    mutating func write(_ line: String) {
        pending += line
        pending += "\n"
        if pending.utf8.count > 64 * 1024 { _ = flush() }
    }

    /// Writes what is pending; returns the error, if writing ever failed.
    mutating func flush() -> String? {
        if failure == nil, !pending.isEmpty {
            do {
                try StandardStream.output.write(pending)
            } catch {
                failure = error.message
            }
        }
        pending = ""
        return failure
    }
}
