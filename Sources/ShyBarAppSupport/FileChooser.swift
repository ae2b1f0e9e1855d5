import CGtk
import ShyBarGtk

/// A file chooser (`GtkFileChooserNative`: the desktop's portal dialog when there is one,
/// else a `GtkFileChooserDialog`), modal to a window. GTK 4.8 has no `GtkFileDialog`.
@MainActor
public final class FileChooser {
    /// What the chooser is for.
    public enum Purpose: Sendable {
        /// Pick an existing file.
        case open
        /// Pick a name to save under (confirming an overwrite).
        case save
    }

    private static var open: [ObjectIdentifier: FileChooser] = [:]
    private let raw: OpaquePointer
    private var handler: (@MainActor (String?) -> Void)?

    /// Creates a chooser titled `title`, modal to `parent`, with `acceptLabel` on its button.
    public init(title: String, parent: Widget, purpose: Purpose, acceptLabel: String, cancelLabel: String) {
        let action = purpose == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        raw = gtk_file_chooser_native_new(title, shy_window(gp(parent.gtkWidget)), action, acceptLabel, cancelLabel)
        gtk_native_dialog_set_modal(dialog, 1)
    }

    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkNativeDialog.self) }
    private var chooser: OpaquePointer { raw }

    /// The file name proposed when saving.
    public func setCurrentName(_ name: String) { gtk_file_chooser_set_current_name(chooser, name) }

    /// The folder the chooser opens in.
    public func setCurrentFolder(_ path: String) {
        let file = g_file_new_for_path(path)
        _ = gtk_file_chooser_set_current_folder(chooser, file, nil)
        g_object_unref(gp(file!))
    }

    /// Adds a filter named `name` matching the glob `patterns` (the first added is active).
    public func addFilter(name: String, patterns: [String]) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(gp(filter!))
    }

    private static let response: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
        let box = SignalBox.from(data)
        MainActor.assumeIsolated { (box.handler as! @MainActor (Int32) -> Void)(response) }
    }

    /// Shows the chooser; `handler` receives the chosen path, or nil when cancelled.
    /// The chooser keeps itself alive until then.
    public func present(_ handler: @escaping @MainActor (String?) -> Void) {
        self.handler = handler
        Self.open[ObjectIdentifier(self)] = self
        let respond: @MainActor (Int32) -> Void = { [weak self] response in self?.finish(response) }
        connectSignal(gp(raw), "response", unsafeBitCast(Self.response, to: GCallback.self), respond)
        gtk_native_dialog_show(dialog)
    }

    private func finish(_ response: Int32) {
        var path: String?
        if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
            if let cPath = g_file_get_path(file) {
                path = String(cString: cPath)
                g_free(cPath)
            }
            g_object_unref(gp(file))
        }
        let handler = self.handler
        self.handler = nil
        Self.open[ObjectIdentifier(self)] = nil
        handler?(path)
    }

    /// Closes the chooser as if cancelled.
    public func cancel() { gtk_native_dialog_hide(dialog); finish(GTK_RESPONSE_CANCEL.rawValue) }

    isolated deinit { g_object_unref(gp(raw)) }
}
