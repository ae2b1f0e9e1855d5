import CGtk
import ShyBarGtk

// How every C accessor of libshybar-1 reaches the view: through its GObject property, so C,
// introspected languages and Swift all see the same checks, clamping and notifications. A
// pointer that is not a ShyHeaderView gets GLib's usual critical warning and nothing else,
// as g_return_if_fail does. `property` is the GObject name, `function` the C accessor's
// (for the warning); the option accessors (OptionExports.swift) get both from the option
// tables, the others from ``ViewProperty``.

private let domain = "Shy"

/// The view behind `pointer`, or nil after a critical naming `function`.
@MainActor
func view(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> UnsafeMutableRawPointer? {
    guard let pointer, shy_is_a(pointer, GType(HeaderView.gType)) != 0 else {
        g_return_if_fail_warning(domain, function, "SHY_IS_HEADER_VIEW (self)")
        return nil
    }
    return pointer
}

/// Runs `body` on the main actor: GTK is single-threaded and calls come from its thread.
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated(body)
}

/// Sets `property` to a GValue of `type` that `fill` fills.
private func setProperty(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ type: GType,
                         _ fill: @Sendable (UnsafeMutablePointer<GValue>) -> Void) {
    nonisolated(unsafe) let self_ = self_
    onMain {
        guard let object = view(self_, function) else { return }
        var value = GValue()
        g_value_init(&value, type)
        fill(&value)
        g_object_set_property(shy_object(object), property, &value)
        g_value_unset(&value)
    }
}

/// Reads `property` as a GValue of `type` (`fallback` when `self_` is not a view).
private func getProperty<T: Sendable>(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ type: GType,
                                      _ fallback: T, _ read: @Sendable (UnsafeMutablePointer<GValue>) -> T) -> T {
    nonisolated(unsafe) let self_ = self_
    return onMain {
        guard let object = view(self_, function) else { return fallback }
        var value = GValue()
        g_value_init(&value, type)
        g_object_get_property(shy_object(object), property, &value)
        let result = read(&value)
        g_value_unset(&value)
        return result
    }
}

func setDouble(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ number: Double) {
    setProperty(self_, property, function, shy_type_double()) { g_value_set_double($0, number) }
}
func getDouble(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String) -> Double {
    getProperty(self_, property, function, shy_type_double(), 0) { g_value_get_double($0) }
}
func setBoolean(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ flag: gboolean) {
    setProperty(self_, property, function, shy_type_boolean()) { g_value_set_boolean($0, flag != 0 ? 1 : 0) }
}
func getBoolean(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String) -> gboolean {
    getProperty(self_, property, function, shy_type_boolean(), 0) { g_value_get_boolean($0) }
}
func setEnum(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ type: GType, _ number: Int32) {
    setProperty(self_, property, function, type) { g_value_set_enum($0, number) }
}
func getEnum(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String, _ type: GType) -> Int32 {
    getProperty(self_, property, function, type, 0) { g_value_get_enum($0) }
}
func setWidget(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String,
               _ widget: UnsafeMutablePointer<GtkWidget>?) {
    if let widget, shy_is_widget(UnsafeMutableRawPointer(widget)) == 0 {
        let parameter = String(property.map { $0 == "-" ? "_" : $0 })
        g_return_if_fail_warning(domain, function, "\(parameter) == NULL || GTK_IS_WIDGET (\(parameter))")
        return
    }
    // It crosses the main-actor boundary as an address: pointers are not Sendable.
    let address = UInt(bitPattern: widget)
    setProperty(self_, property, function, gtk_widget_get_type()) {
        g_value_set_object($0, UnsafeMutableRawPointer(bitPattern: address))
    }
}
func getWidget(_ self_: UnsafeMutableRawPointer?, _ property: String, _ function: String) -> UnsafeMutablePointer<GtkWidget>? {
    // The view keeps its own reference, so the pointer outlives the GValue (transfer none).
    let address: UInt = getProperty(self_, property, function, gtk_widget_get_type(), 0) {
        UInt(bitPattern: g_value_get_object($0))
    }
    return UnsafeMutablePointer(bitPattern: address)
}
