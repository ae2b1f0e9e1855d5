import CGtk
import Glibc

/// Questions about files and the process, answered by GLib (no Foundation in the app).
public enum FileSystem {
    /// Whether `path` exists (a file, a directory or anything else).
    public static func exists(_ path: String) -> Bool { g_file_test(path, G_FILE_TEST_EXISTS) != 0 }

    /// Whether `path` is a directory (after symbolic links).
    public static func isDirectory(_ path: String) -> Bool { g_file_test(path, G_FILE_TEST_IS_DIR) != 0 }

    /// Whether this process may read `path`.
    public static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// The names in directory `path` (empty when it cannot be listed).
    public static func names(in path: String) -> [String] {
        guard let directory = g_dir_open(path, 0, nil) else { return [] }
        defer { g_dir_close(directory) }
        var names: [String] = []
        while let name = g_dir_read_name(directory) { names.append(String(cString: name)) }
        return names
    }

    /// `path` made absolute against the working directory, with `.`, `..` and repeated
    /// slashes resolved (symbolic links are kept).
    public static func canonical(_ path: String) -> String {
        guard let result = g_canonicalize_filename(path, nil) else { return path }
        defer { g_free(result) }
        return String(cString: result)
    }

    /// The folder holding `path` (`.` for a bare name).
    public static func parent(of path: String) -> String {
        guard let result = g_path_get_dirname(path) else { return "." }
        defer { g_free(result) }
        return String(cString: result)
    }

    /// The last component of `path`.
    public static func baseName(of path: String) -> String {
        guard let result = g_path_get_basename(path) else { return path }
        defer { g_free(result) }
        return String(cString: result)
    }

    /// The working directory.
    public static var currentDirectory: String {
        guard let result = g_get_current_dir() else { return "." }
        defer { g_free(result) }
        return String(cString: result)
    }

    /// The folder of the running executable, symbolic links resolved.
    public static var executableDirectory: String {
        guard let target = g_file_read_link("/proc/self/exe", nil) else { return currentDirectory }
        defer { g_free(target) }
        return parent(of: String(cString: target))
    }

    /// The environment variable `name`, nil when unset or empty.
    public static func environment(_ name: String) -> String? {
        guard let value = g_getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The C library's sentence for error number `code` (e.g. "Permission denied").
    public static func describe(errorNumber code: Int32) -> String { String(cString: g_strerror(code)) }

    /// Why `path` cannot be read as a file, or nil when it can: a directory, missing, or
    /// not readable, in the C library's words.
    public static func unreadableReason(_ path: String) -> String? {
        if isDirectory(path) { return describe(errorNumber: EISDIR) }
        if !exists(path) { return describe(errorNumber: ENOENT) }
        if !isReadable(path) { return describe(errorNumber: EACCES) }
        return nil
    }

    /// The local time as `yyyyMMdd-HHmmss`, for file names.
    public static func timestamp() -> String {
        guard let now = g_date_time_new_now_local() else { return "now" }
        defer { g_date_time_unref(now) }
        guard let text = g_date_time_format(now, "%Y%m%d-%H%M%S") else { return "now" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

/// Writes `line` and a newline to standard error.
public func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        guard result > 0 else { return }
        written += result
    }
}

/// Ends the process with `status` (standard output flushed first).
public func exitProcess(_ status: Int32) -> Never {
    fflush(nil)
    exit(status)
}
