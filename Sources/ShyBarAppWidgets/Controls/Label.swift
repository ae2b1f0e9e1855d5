import CGtk
import ShyBarGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`, aligned to the start by default.
    public init(_ text: String = "", xalign: Double = 0) {
        super.init(raw: gtk_label_new(text))
        gtk_label_set_xalign(shy_label(raw), Float(xalign))
    }
    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(shy_label(raw))) }
        set { gtk_label_set_text(shy_label(raw), newValue) }
    }
    /// Whether long text is ellipsized at the end instead of widening the label.
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(shy_label(raw)) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(shy_label(raw), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }
}

extension Label {
    /// Whether the text wraps onto several lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(shy_label(raw)) != 0 }
        set { gtk_label_set_wrap(shy_label(raw), newValue ? 1 : 0) }
    }
    /// Whether the text can be selected (and copied); a selectable label takes keyboard focus.
    public var selectable: Bool {
        get { gtk_label_get_selectable(shy_label(raw)) != 0 }
        set { gtk_label_set_selectable(shy_label(raw), newValue ? 1 : 0) }
    }
}

extension Label {
    /// Makes the label's text selectable with the pointer (for copying numbers).
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(shy_label(raw)) != 0 }
        set { gtk_label_set_selectable(shy_label(raw), newValue ? 1 : 0) }
    }
    /// Sets the widget this label names (its mnemonic and accessible relation).
    public func setMnemonicWidget(_ widget: Widget) { gtk_label_set_mnemonic_widget(shy_label(raw), widget.raw) }
    /// Width in characters the label asks for (-1: natural).
    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(shy_label(raw))) }
        set { gtk_label_set_width_chars(shy_label(raw), Int32(newValue)) }
    }
}
