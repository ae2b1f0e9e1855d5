import CGtk
import ShyBarGtk

/// A file chooser, modal to a window: the desktop's portal dialog when there is one, else
/// GTK's own (`GtkFileDialog` on GTK 4.10 and later, `GtkFileChooserNative` on GTK 4.8,
/// which has no `GtkFileDialog`).
@MainActor
public final class FileChooser {
    /// What the chooser is for.
    public enum Purpose: Sendable {
        /// Pick an existing file.
        case open
        /// Pick a name to save under (confirming an overwrite).
        case save
    }

    private let raw: UnsafeMutablePointer<GObject>
    private let parent: Widget
    private var handler: (@MainActor (String?) -> Void)?

    /// Creates a chooser titled `title`, modal to `parent`, with `acceptLabel` on its button
    /// (GTK labels the cancel button itself).
    public init(title: String, parent: Widget, purpose: Purpose, acceptLabel: String) {
        raw = shy_file_chooser_new(title, purpose == .save ? 1 : 0, acceptLabel)
        self.parent = parent
    }

    /// The file name proposed when saving.
    public func setCurrentName(_ name: String) { shy_file_chooser_set_initial_name(raw, name) }

    /// The folder the chooser opens in.
    public func setCurrentFolder(_ path: String) {
        let file = g_file_new_for_path(path)
        shy_file_chooser_set_initial_folder(raw, file)
        g_object_unref(gpointer(file!))
    }

    /// Adds a filter named `name` matching the glob `patterns` (the first added is active).
    public func addFilter(name: String, patterns: [String]) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        shy_file_chooser_add_filter(raw, filter)
        g_object_unref(gpointer(filter!))
    }

    private static let chosen: ShyFileChosen = { file, data in
        let path = file.flatMap { file -> String? in
            defer { g_object_unref(gpointer(file)) }
            guard let cPath = g_file_get_path(file) else { return nil }
            defer { g_free(cPath) }
            return String(cString: cPath)
        }
        let chooser = Unmanaged<FileChooser>.fromOpaque(data!).takeRetainedValue()
        MainActor.assumeIsolated { chooser.finish(path) }
    }

    /// Shows the chooser; `handler` receives the chosen path, or nil when cancelled.
    /// The chooser keeps itself alive until then (the reference passed with the callback).
    public func present(_ handler: @escaping @MainActor (String?) -> Void) {
        self.handler = handler
        shy_file_chooser_present(raw, shy_window(gpointer(parent.gtkWidget)), Self.chosen,
                                 Unmanaged.passRetained(self).toOpaque())
    }

    private func finish(_ path: String?) {
        let handler = self.handler
        self.handler = nil
        handler?(path)
    }

    isolated deinit { g_object_unref(gpointer(raw)) }
}
