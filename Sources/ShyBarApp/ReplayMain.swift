import Glibc
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
    guard let file = command.path == "-" ? fdopen(STDIN_FILENO, "r") : fopen(command.path, "r") else {
        printError("shybar replay: cannot open \(name): \(String(cString: strerror(errno)))")
        return 1
    }
    defer { if command.path != "-" { fclose(file) } }

    var replayer = TraceReplayer(tracker: command.makeTracker())
    var output = OutputBuffer()
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    while true {
        let count = getline(&buffer, &capacity, file)
        if count < 0 { break }
        guard let buffer else { break }
        var length = count
        if length > 0, buffer[length - 1] == 0x0A { length -= 1 }
        let line = buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        do {
            if let out = try replayer.replay(Substring(line)) { output.write(out) }
        } catch {
            _ = output.flush()
            printError("shybar replay: \(name): \(error)")
            return 1
        }
        if let failure = output.failure {
            printError("shybar replay: cannot write standard output: \(failure)")
            return 1
        }
    }
    if ferror(file) != 0 {
        _ = output.flush()
        printError("shybar replay: cannot read \(name): \(String(cString: strerror(errno)))")
        return 1
    }
    if let failure = output.flush() {
        printError("shybar replay: cannot write standard output: \(failure)")
        return 1
    }
    return 0
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
        if failure == nil, !pending.isEmpty, let code = writeAll(STDOUT_FILENO, &pending) {
            failure = String(cString: strerror(code))
        }
        pending = ""
        return failure
    }
}

private func printError(_ message: String) {
    var text = message + "\n"
    _ = writeAll(STDERR_FILENO, &text)
}

/// Writes all of `text` to a file descriptor, retrying short writes; returns the errno of a
/// failed write.
private func writeAll(_ descriptor: Int32, _ text: inout String) -> Int32? {
    text.withUTF8 { bytes -> Int32? in
        guard let base = bytes.baseAddress else { return nil }
        var done = 0
        while done < bytes.count {
            let written = write(descriptor, base + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += written
        }
        return nil
    }
}
