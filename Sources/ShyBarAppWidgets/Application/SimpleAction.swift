import CGtk
import ShyBarGtk

/// A `GSimpleAction` without parameter: one named command that menus, buttons and
/// keyboard accelerators all activate the same way.
///
/// Add it to an ``Application`` (`app.NAME`) or an ``ApplicationWindow`` (`win.NAME`);
/// the map holds the reference from then on.
@MainActor
public final class SimpleAction {
    let raw: OpaquePointer
    /// The action's name, without its `app.` or `win.` prefix.
    public let name: String

    /// Creates an action named `name` that calls `handler` when activated.
    public init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        raw = g_simple_action_new(name, nil)
        connectSignal(gpointer(raw), "activate", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (_: gpointer?) in handler() } as PointerHandler)
    }

    /// Whether the action can be activated (menus and accelerators follow it).
    public var isEnabled: Bool {
        get { g_action_get_enabled(raw) != 0 }
        set { g_simple_action_set_enabled(raw, newValue ? 1 : 0) }
    }

    isolated deinit { g_object_unref(gpointer(raw)) }
}

extension Application {
    /// Adds `action` as `app.NAME`.
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), action.raw)
    }

    /// Sets every accelerator of `detailedAction` (e.g. `"win.find"`), replacing earlier
    /// ones, through `gtk_application_set_accels_for_action`; an empty list removes them.
    public func setAccelerators(_ accelerators: [String], forAction detailedAction: String) {
        var copies = accelerators.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        copies.append(nil)
        let pointers = copies.map { UnsafePointer($0) }
        pointers.withUnsafeBufferPointer { gtk_application_set_accels_for_action(raw, detailedAction, $0.baseAddress) }
    }

    /// The accelerators of `detailedAction`, as set.
    public func accelerators(forAction detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(raw, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var out: [String] = []
        var index = 0
        while let item = list[index] {
            out.append(String(cString: item))
            index += 1
        }
        return out
    }

    /// Whether `accelerator` is one GTK can parse (e.g. `<Control>q`, `F9`).
    public static func isValidAccelerator(_ accelerator: String) -> Bool {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        return gtk_accelerator_parse(accelerator, &key, &modifiers) != 0 && key != 0
    }
}

extension ApplicationWindow {
    /// Adds `action` as `win.NAME`.
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), action.raw)
    }
}

extension Widget {
    /// Activates the action `detailedAction` (`win.NAME`, `app.NAME`) as seen from this
    /// widget; false when no such action is reachable.
    @discardableResult
    public func activateAction(_ detailedAction: String) -> Bool {
        gtk_widget_activate_action_variant(raw, detailedAction, nil) != 0
    }
}
