import CGtk
import ShyBarGtk
import Glibc

/// An error from a file operation, with GLib's message (which names the file).
public struct FileError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String
    /// Whether the failure was "no such file or directory".
    public var isMissing: Bool
    /// The message.
    public var description: String { message }
    /// Creates an error.
    public init(message: String, isMissing: Bool = false) {
        self.message = message
        self.isMissing = isMissing
    }

    /// Takes over (and frees) a `GError`.
    init(_ error: UnsafeMutablePointer<GError>?, fallback: String) {
        if let error {
            message = error.pointee.message.map { String(cString: $0) } ?? fallback
            isMissing = error.pointee.domain == g_file_error_quark() && error.pointee.code == G_FILE_ERROR_NOENT.rawValue
            g_error_free(error)
        } else {
            message = fallback
            isMissing = false
        }
    }
}

/// Whole-file reads and crash-safe writes through GLib.
public enum AtomicFile {
    /// Writes `contents` to `path` atomically: a temporary file in the same directory is
    /// written, flushed to disk (fsync) and renamed over `path`, so readers see either the
    /// old file or the complete new one, never a part.
    public static func write(_ contents: String, to path: String) throws(FileError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let ok = contents.withCString { bytes in
            g_file_set_contents_full(path, bytes, gssize(strlen(bytes)), flags, 0o644, &error)
        }
        if ok == 0 { throw FileError(error, fallback: "cannot write \(path)") }
    }

    /// The contents of the file at `path` as UTF-8 text (invalid bytes replaced).
    public static func read(_ path: String) throws(FileError) -> String {
        var error: UnsafeMutablePointer<GError>?
        var bytes: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &bytes, &length, &error) != 0, let bytes else {
            throw FileError(error, fallback: "cannot read \(path)")
        }
        defer { g_free(bytes) }
        let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(length))
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Creates `path` and its missing parents (mode 0700, like GLib's config directories).
    public static func makeDirectory(_ path: String) throws(FileError) {
        if g_mkdir_with_parents(path, 0o700) != 0 {
            let code = errno
            throw FileError(message: "cannot create \(path): \(String(cString: g_strerror(code)))")
        }
    }

    /// Renames `path` to `newPath` (same file system).
    public static func rename(_ path: String, to newPath: String) throws(FileError) {
        if Glibc.rename(path, newPath) != 0 {
            let code = errno
            throw FileError(message: "cannot rename \(path) to \(newPath): \(String(cString: g_strerror(code)))")
        }
    }

    /// Whether something exists at `path`.
    public static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_EXISTS) != 0
    }

    /// The user's configuration directory (`$XDG_CONFIG_HOME`, else `~/.config`).
    public static var userConfigDirectory: String { String(cString: g_get_user_config_dir()) }
    /// `$XDG_DATA_HOME`, or `~/.local/share`: where the app keeps what a person made with it.
    public static var userDataDirectory: String { String(cString: g_get_user_data_dir()) }
}

extension AtomicFile {
    /// Writes `bytes` to `path` atomically (temporary file in the same directory, fsync, rename).
    public static func write(bytes: [UInt8], to path: String) throws(FileError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let ok = (bytes.isEmpty ? [0] : bytes).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: gchar.self) {
                g_file_set_contents_full(path, $0.baseAddress, gssize(bytes.count), flags, 0o644, &error)
            }
        }
        if ok == 0 { throw FileError(error, fallback: "cannot write \(path)") }
    }
}
