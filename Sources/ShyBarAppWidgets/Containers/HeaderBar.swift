import CGtk
import ShyBarGtk

extension HeaderBar {
    /// Adds a widget at the end.
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(shy_header_bar(raw), widget.raw) }
}

/// A `GtkHeaderBar` (the window's title bar).
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar.
    public init() { super.init(raw: gtk_header_bar_new()) }
    /// Puts `widget` in the middle, in place of the title.
    public func setTitleWidget(_ widget: Widget) {
        gtk_header_bar_set_title_widget(shy_header_bar(raw), widget.raw)
    }
    /// Adds a widget at the start.
    public func packStart(_ widget: Widget) { gtk_header_bar_pack_start(shy_header_bar(raw), widget.raw) }
}
