import CGtk
import ShyBarGtk

extension Widget {
    /// Whether the widget reacts to input (an insensitive widget is greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(raw) != 0 }
        set { gtk_widget_set_sensitive(raw, newValue ? 1 : 0) }
    }

    /// The widget's current foreground colour from the theme (r, g, b, a in 0…1), so
    /// custom drawing follows light and dark styles.
    public var foregroundColor: (red: Double, green: Double, blue: Double, alpha: Double) {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(raw), &rgba)
        return (Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }
}
