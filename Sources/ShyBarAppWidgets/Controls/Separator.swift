import CGtk
import ShyBarGtk

/// A `GtkSeparator`: a 1 px line (its thickness comes from the style sheet).
@MainActor
public final class Separator: Widget {
    /// Creates a separator; a horizontal one is a horizontal line.
    public init(_ orientation: Orientation = .horizontal) {
        super.init(raw: gtk_separator_new(orientation.gtk))
    }
}
