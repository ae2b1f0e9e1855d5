import CGtk
import ShyBarGtk

/// What loading a settings key file found.
public enum SettingsLoadResult {
    /// No file yet: use the defaults.
    case missing
    /// The file parsed.
    case loaded(KeyFile)
    /// The file exists but is not a valid key file. `line` is the 1-based line at fault
    /// when known; the file was moved to `backup` (nil when even that failed).
    case corrupt(message: String, line: Int?, backup: String?)
    /// The file exists but cannot be read (permissions, a directory, an I/O error); it was
    /// moved to `backup` when possible.
    case unreadable(message: String, backup: String?)
}

/// Loads and saves an application's settings key file without ever losing what a person
/// had: a file that cannot be used is renamed to `NAME.corrupt-YYYYMMDD-HHMMSS` next to
/// it before anything is written, and saving is atomic.
public enum SettingsFile {
    /// Reads and parses `path`. A corrupt or unreadable file is moved aside (see the type).
    public static func load(path: String) -> SettingsLoadResult {
        let text: String
        do {
            text = try AtomicFile.read(path)
        } catch {
            if error.isMissing { return .missing }
            return .unreadable(message: error.message, backup: backUp(path))
        }
        let file = KeyFile()
        do {
            try file.load(text: text)
        } catch {
            return .corrupt(message: error.message, line: line(of: error.message, in: text),
                            backup: backUp(path))
        }
        return .loaded(file)
    }

    /// Renames `path` to `path.corrupt-<local timestamp>` (a suffix is added if taken);
    /// returns the new path, or nil when it could not be renamed.
    public static func backUp(_ path: String) -> String? {
        let base = path + ".corrupt-" + timestamp()
        var candidate = base
        var counter = 1
        while AtomicFile.exists(candidate) {
            counter += 1
            candidate = base + "-\(counter)"
        }
        do { try AtomicFile.rename(path, to: candidate) } catch { return nil }
        return candidate
    }

    /// The 1-based line that GLib's parse error `message` quotes (“…”), or the first line
    /// that is neither blank nor a comment when it complains about the start of the file.
    public static func line(of message: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if let open = message.firstIndex(of: "\u{201C}"), let close = message.lastIndex(of: "\u{201D}"), open < close {
            let quoted = String(message[message.index(after: open)..<close])
            if let index = lines.firstIndex(of: quoted) { return index + 1 }
            if let index = lines.firstIndex(where: { $0.contains(quoted) }) { return index + 1 }
        }
        if let index = lines.firstIndex(where: { !$0.trimmingSpaces.isEmpty && !$0.hasPrefix("#") }) {
            return index + 1
        }
        return nil
    }

    /// The 1-based line on which `key` is set inside `[group]` in `text`, if any.
    public static func line(ofKey key: String, group: String, in text: String) -> Int? {
        var inGroup = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw).trimmingSpaces
            if line.hasPrefix("[") { inGroup = line == "[\(group)]"; continue }
            guard inGroup, let equals = line.firstIndex(of: "=") else { continue }
            if String(line[..<equals]).trimmingSpaces == key { return index + 1 }
        }
        return nil
    }

    private static func timestamp() -> String {
        guard let now = g_date_time_new_now_local() else { return "unknown" }
        defer { g_date_time_unref(now) }
        guard let text = g_date_time_format(now, "%Y%m%d-%H%M%S") else { return "unknown" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns.
    public var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
