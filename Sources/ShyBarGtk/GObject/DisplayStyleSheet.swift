import CGtk

/// A style sheet on the default display while anyone holds it: the first ``retain()`` puts
/// it there, the last ``release()`` takes it off. Library rules that every view of a kind
/// needs live this way, so they cost nothing once the last view has gone.
@MainActor
final class DisplayStyleSheet {
    private let css: String
    private let priority: guint
    private var users = 0
    private var provider: OpaquePointer?
    private var display: OpaquePointer?

    /// A sheet of `css` rules at `priority` (a `GTK_STYLE_PROVIDER_PRIORITY_…`).
    init(css: String, priority: Int32) {
        self.css = css
        self.priority = guint(priority)
    }

    /// Holds the sheet for one more user.
    func retain() {
        users += 1
        guard users == 1, let display = gdk_display_get_default() else { return }
        let sheet = gtk_css_provider_new()!
        shy_css_provider_load_string(sheet, css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(sheet), priority)
        provider = OpaquePointer(sheet)
        self.display = display
    }

    /// Lets go of the sheet for one user; the last takes it off the display.
    func release() {
        users -= 1
        guard users == 0, let provider, let display else { return }
        gtk_style_context_remove_provider_for_display(display, provider)
        g_object_unref(gpointer(provider))
        self.provider = nil
        self.display = nil
    }
}
