import CGtk
import ShyBarGtk

/// The desktop-wide GTK settings this process may override (`GtkSettings`).
@MainActor
public enum DesktopSettings {
    private static var settings: gpointer? { gtk_settings_get_default().map { gpointer($0) } }

    /// `gtk-application-prefer-dark-theme`: the dark variant of the theme.
    public static var prefersDarkTheme: Bool {
        get { settings.map { shy_object_get_bool($0, "gtk-application-prefer-dark-theme") != 0 } ?? false }
        set { if let settings { shy_object_set_bool(settings, "gtk-application-prefer-dark-theme", newValue ? 1 : 0) } }
    }

    /// `gtk-enable-animations`: false asks for reduced motion. Read only: it is the
    /// person's desktop-wide choice, not an app's to change.
    public static var enableAnimations: Bool { Gtk.animationsEnabled }
}
