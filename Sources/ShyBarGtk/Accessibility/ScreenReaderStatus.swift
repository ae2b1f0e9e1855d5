import CGtk

/// Whether a screen reader runs, followed live: the `ScreenReaderEnabled` property of
/// `org.a11y.Status` on the accessibility bus launcher (`org.a11y.Bus` on the session bus),
/// which follows the desktop's screen reader switch (GNOME's `screen-reader-enabled`, the
/// same switch that starts Orca).
///
/// Everything is asynchronous: reading the property never blocks the main loop, and with no
/// session bus or no launcher the answer simply stays "no screen reader". The one instance
/// is made on first use and lives as long as the process.
@MainActor
public final class ScreenReaderStatus {
    /// The process's one status.
    public static let shared = ScreenReaderStatus()

    /// Whether a screen reader runs (false until the bus has answered).
    public private(set) var isRunning = false
    /// Why the status could not be read, if it could not (no session bus, no launcher).
    public private(set) var unavailableReason: String?

    private var observers: [Int: (Bool) -> Void] = [:]
    private var nextObserver = 0
    private var connection: OpaquePointer?

    private init() {
        g_bus_get(G_BUS_TYPE_SESSION, nil, Self.busReady, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Calls `handler` with the new value whenever it changes; returns a token for
    /// ``removeObserver(_:)``.
    @discardableResult
    public func observe(_ handler: @escaping (Bool) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = handler
        return nextObserver
    }

    /// Stops calling the handler of `token`.
    public func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    private func update(_ running: Bool) {
        guard running != isRunning else { return }
        isRunning = running
        for handler in observers.values { handler(running) }
    }

    private static let busName = "org.a11y.Bus", path = "/org/a11y/bus", interface = "org.a11y.Status"
    private static let property = "ScreenReaderEnabled"

    private static func instance(_ data: gpointer?) -> ScreenReaderStatus {
        Unmanaged<ScreenReaderStatus>.fromOpaque(data!).takeUnretainedValue()
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        defer { if let error { g_error_free(error) } }
        return error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
    }

    private static let busReady: GAsyncReadyCallback = { _, result, data in
        nonisolated(unsafe) let result = result, data = data
        MainActor.assumeIsolated {
            let status = instance(data)
            var error: UnsafeMutablePointer<GError>?
            guard let connection = g_bus_get_finish(result, &error) else {
                status.unavailableReason = "no session bus: \(message(of: error))"
                return
            }
            status.connection = connection
            // Subscribed before asking, so a change between the answer and the subscription is not lost.
            g_dbus_connection_signal_subscribe(connection, busName, "org.freedesktop.DBus.Properties", "PropertiesChanged",
                                               path, interface, G_DBUS_SIGNAL_FLAGS_NONE, propertiesChanged, data, nil)
            g_dbus_connection_call(connection, busName, path, "org.freedesktop.DBus.Properties", "Get",
                                   shy_variant_new_string_pair(interface, property), nil, G_DBUS_CALL_FLAGS_NONE, -1, nil,
                                   gotProperty, data)
        }
    }

    private static let gotProperty: GAsyncReadyCallback = { source, result, data in
        nonisolated(unsafe) let source = source, result = result, data = data
        MainActor.assumeIsolated {
            let status = instance(data)
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                status.unavailableReason = "\(busName) did not answer: \(message(of: error))"
                return
            }
            defer { g_variant_unref(reply) }
            // The reply is (v) holding a boolean.
            guard g_variant_n_children(reply) == 1, let boxed = g_variant_get_child_value(reply, 0) else { return }
            defer { g_variant_unref(boxed) }
            guard let value = g_variant_get_variant(boxed) else { return }
            defer { g_variant_unref(value) }
            guard g_variant_is_of_type(value, shy_variant_type_boolean()) != 0 else { return }
            status.unavailableReason = nil
            status.update(g_variant_get_boolean(value) != 0)
        }
    }

    private static let propertiesChanged: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
        nonisolated(unsafe) let parameters = parameters, data = data
        MainActor.assumeIsolated {
            // (sa{sv}as): the interface, the changed properties, the invalidated ones.
            guard let parameters, g_variant_n_children(parameters) >= 2,
                  let changed = g_variant_get_child_value(parameters, 1) else { return }
            defer { g_variant_unref(changed) }
            guard let value = g_variant_lookup_value(changed, property, shy_variant_type_boolean()) else { return }
            defer { g_variant_unref(value) }
            instance(data).update(g_variant_get_boolean(value) != 0)
        }
    }
}
