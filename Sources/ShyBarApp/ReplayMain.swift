import Foundation
import ShyBarCore

/// `shybar replay …`: runs a trace through a tracker without touching GTK.
/// Returns the process exit status: 0 success, 1 a bad or unreadable trace, 2 a bad option.
func runReplay(_ arguments: [String]) -> Int32 {
    let command: ReplayCommand
    do {
        command = try ReplayCommand.parse(arguments)
    } catch {
        printError("shybar replay: \(error.message)")
        return 2
    }
    if command.showHelp {
        print(ReplayCommand.helpText)
        return 0
    }

    let name = command.path == "-" ? "standard input" : command.path
    let input: FileHandle
    if command.path == "-" {
        input = .standardInput
    } else {
        let descriptor = open(command.path, O_RDONLY)
        guard descriptor >= 0 else {
            printError("shybar replay: cannot open \(name): \(systemMessage(errno))")
            return 1
        }
        input = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    var replayer = TraceReplayer(tracker: command.makeTracker())
    var output = OutputBuffer()
    var lines = LineSplitter()
    func replay(_ line: String) -> Bool {
        do {
            if let out = try replayer.replay(Substring(line)) { output.write(out) }
            return true
        } catch {
            _ = output.flush()
            printError("shybar replay: \(name): \(error)")
            return false
        }
    }
    while true {
        let chunk: Data
        do {
            chunk = try input.read(upToCount: 1 << 16) ?? Data()
        } catch {
            _ = output.flush()
            printError("shybar replay: cannot read \(name): \(systemMessage(error))")
            return 1
        }
        if chunk.isEmpty { break }
        for line in lines.feed(chunk) {
            guard replay(line) else { return 1 }
        }
        if let failure = output.failure {
            printError("shybar replay: cannot write standard output: \(failure)")
            return 1
        }
    }
    if let last = lines.finish(), !replay(last) { return 1 }
    if let failure = output.flush() {
        printError("shybar replay: cannot write standard output: \(failure)")
        return 1
    }
    return 0
}

/// Cuts a byte stream into lines (without their `\n`), however the chunks fall; a line of
/// any length is kept whole, and bytes that are not UTF-8 become U+FFFD for the parser to
/// reject with the line's number.
private struct LineSplitter {
    private var pending = Data()

    mutating func feed(_ chunk: Data) -> [String] {
        // Only the new bytes can hold a newline: a 10 MB line is scanned once, not per chunk.
        var searchFrom = pending.count
        pending.append(chunk)
        var lines: [String] = []
        var start = 0
        while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[start..<newline], as: UTF8.self))
            start = newline + 1
            searchFrom = start
        }
        if start > 0 { pending = Data(pending[start...]) }
        return lines
    }

    /// The last line when the input did not end with a newline.
    mutating func finish() -> String? {
        defer { pending = Data() }
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
                try FileHandle.standardOutput.write(contentsOf: Data(pending.utf8))
            } catch {
                failure = systemMessage(error)
            }
        }
        pending = ""
        return failure
    }
}

/// The system's words for an I/O error ("No space left on device").
private func systemMessage(_ error: Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return systemMessage(Int32(nsError.code)) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return systemMessage(Int32(underlying.code))
    }
    return nsError.localizedDescription
}

private func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}

private func printError(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
}
