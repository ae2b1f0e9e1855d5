import CGtk
import ShyBarGtk

/// A `GtkGrid`: children in rows and columns.
@MainActor
public final class Grid: Widget {
    /// Creates a grid with the given spacing between rows and between columns.
    public init(rowSpacing: Int = 6, columnSpacing: Int = 12) {
        super.init(raw: gtk_grid_new())
        gtk_grid_set_row_spacing(grid, guint(rowSpacing))
        gtk_grid_set_column_spacing(grid, guint(columnSpacing))
    }
    private var grid: UnsafeMutablePointer<GtkGrid> { UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkGrid.self) }
    /// Places `child` at (`column`, `row`), spanning `width` × `height` cells.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(grid, child.raw, Int32(column), Int32(row), Int32(width), Int32(height))
    }
}
