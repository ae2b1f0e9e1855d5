import CGtk
import ShyBarGtk

/// A `GtkCssProvider` installed for the whole display. It applies while the style sheet
/// lives: keep it as long as its rules should hold (the display lets go of it when it goes).
@MainActor
public final class StyleSheet {
    let raw: UnsafeMutablePointer<GtkCssProvider>
    private var installedOn: OpaquePointer?

    /// Creates a style sheet; `onError(line, message)` hears every parsing error
    /// (line numbers start at 1). A broken rule is skipped; the rest still applies.
    public init(onError: @escaping @MainActor (_ line: Int, _ message: String) -> Void) {
        raw = gtk_css_provider_new()
        connectSignal(gpointer(raw), "parsing-error", unsafeBitCast(twoPointerTrampoline, to: GCallback.self),
                      { (section: gpointer?, error: gpointer?) in
                          var line = 0
                          if let section {
                              let start = gtk_css_section_get_start_location(OpaquePointer(section))
                              line = Int(start?.pointee.lines ?? 0) + 1
                          }
                          var message = "parse error"
                          if let error, let text = error.assumingMemoryBound(to: GError.self).pointee.message {
                              message = String(cString: text)
                          }
                          onError(line, message)
                      } as TwoPointerHandler)
    }

    /// Loads CSS from a file.
    public func load(path: String) { gtk_css_provider_load_from_path(raw, path) }
    /// Loads CSS from a string.
    public func load(css: String) { shy_css_provider_load_string(raw, css) }

    /// Applies the style sheet to every window on the default display.
    public func install() {
        guard installedOn == nil, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, shy_style_provider(gpointer(raw)),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        installedOn = display
    }

    /// Takes the style sheet off the display again.
    public func uninstall() {
        guard let display = installedOn else { return }
        gtk_style_context_remove_provider_for_display(display, shy_style_provider(gpointer(raw)))
        installedOn = nil
    }

    isolated deinit {
        uninstall()
        g_object_unref(gpointer(raw))
    }
}
