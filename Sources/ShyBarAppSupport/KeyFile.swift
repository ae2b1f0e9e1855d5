import CGtk
import ShyBarGtk

/// A `GKeyFile`: `[group]` sections of `key=value` lines, as in `.desktop` and `.ini` files.
/// Values are kept as strings; comments survive a load and save.
public final class KeyFile {
    private let raw: OpaquePointer

    /// Creates an empty key file.
    public init() { raw = g_key_file_new() }
    deinit { g_key_file_free(raw) }

    /// Replaces the contents with `text`; throws GLib's parse error.
    public func load(text: String) throws(FileError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GKeyFileFlags(G_KEY_FILE_KEEP_COMMENTS.rawValue)
        let ok = text.withCString { g_key_file_load_from_data(raw, $0, gsize(strlen($0)), flags, &error) }
        if ok == 0 { throw FileError(error, fallback: "not a key file") }
    }

    /// The value of `key` in `group`, unescaped, or nil when absent.
    public func string(_ group: String, _ key: String) -> String? {
        guard let value = g_key_file_get_string(raw, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets `key` in `group` (creating both as needed), escaping as GLib does.
    public func set(_ value: String, group: String, key: String) {
        g_key_file_set_string(raw, group, key, value)
    }

    /// The groups, in file order.
    public var groups: [String] {
        var count: gsize = 0
        guard let list = g_key_file_get_groups(raw, &count) else { return [] }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// The keys of `group`, in file order (empty when the group is absent).
    public func keys(in group: String) -> [String] {
        var count: gsize = 0
        guard let list = g_key_file_get_keys(raw, group, &count, nil) else { return [] }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// The file's text, as it would be saved.
    public var text: String {
        guard let data = g_key_file_to_data(raw, nil, nil) else { return "" }
        defer { g_free(data) }
        return String(cString: data)
    }

    /// Saves atomically (temporary file in the same directory, fsync, rename).
    public func save(to path: String) throws(FileError) {
        try AtomicFile.write(text, to: path)
    }
}
