import CGtk

// Form controls for settings panels: spin buttons, switches, drop-downs, a grid, and
// the few widget properties they need.

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

extension ToggleButton {
    /// Creates a toggle button showing a named icon.
    public convenience init(iconName: String) {
        self.init(label: "")
        gtk_button_set_icon_name(shy_button(raw), iconName)
    }
}

extension HeaderBar {
    /// Adds a widget at the end.
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(shy_header_bar(raw), widget.raw) }
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

/// A `GtkSpinButton`: a number entry with − and + buttons.
@MainActor
public final class SpinButton: Widget {
    /// Creates a spin button for `range` stepping by `step`, showing `digits` decimals.
    public init(range: ClosedRange<Double>, step: Double, digits: Int = 0) {
        super.init(raw: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
        gtk_spin_button_set_digits(spin, guint(max(0, digits)))
        gtk_spin_button_set_numeric(spin, 1)
        gtk_editable_set_width_chars(shy_editable(gp(raw)), 5)
    }
    private var spin: OpaquePointer { OpaquePointer(raw) }
    /// The value.
    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set { gtk_spin_button_set_value(spin, newValue) }
    }
    /// Called when the value changes (by the person or by code).
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gp(raw), "value-changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}

/// A `GtkSwitch`: an on/off slider.
@MainActor
public final class Switch: Widget {
    /// Creates a switch, off.
    public init() { super.init(raw: gtk_switch_new()) }
    private var sw: OpaquePointer { OpaquePointer(raw) }
    /// Whether it is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(sw) != 0 }
        set { gtk_switch_set_active(sw, newValue ? 1 : 0) }
    }
    /// Called when it is turned on or off.
    @discardableResult
    public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("active", handler)
    }
}

/// A `GtkDropDown` over a fixed list of strings.
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down offering `items` (the first is selected).
    public init(items: [String]) {
        let copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let list: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        let widget = list.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress) }
        super.init(raw: widget!)
    }
    private var dropDown: OpaquePointer { OpaquePointer(raw) }
    /// The index of the selected item.
    public var selected: Int {
        get { Int(gtk_drop_down_get_selected(dropDown)) }
        set { gtk_drop_down_set_selected(dropDown, guint(max(0, newValue))) }
    }
    /// Called when the selection changes.
    @discardableResult
    public func onSelectedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("selected", handler)
    }
}

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

extension ApplicationWindow {
    /// Called when the person asks to close the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connectSignal(gp(raw), "close-request", unsafeBitCast(boolTrampoline, to: GCallback.self), handler as BoolHandler)
    }
}

extension Button {
    /// Replaces the button's text label.
    public func setLabel(_ label: String) { gtk_button_set_label(shy_button(raw), label) }
}
