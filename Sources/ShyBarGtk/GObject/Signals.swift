import CGtk

/// The retained user data of one signal connection: holds the Swift closure for exactly as
/// long as GLib keeps the connection (the `GClosureNotify` releases it).
@MainActor
package final class SignalBox {
    package let handler: Any
    package init(_ handler: Any) { self.handler = handler }

    /// The box behind a trampoline's user data, without changing its retain count.
    package nonisolated static func from(_ data: gpointer?) -> SignalBox {
        Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// Releases a ``SignalBox`` when GLib drops the connection (disconnect or finalize).
package let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalBox>.fromOpaque(data).release()
}

/// One live signal connection: its instance and handler id.
///
/// Disconnecting is safe to call more than once and after the instance was finalized
/// (the connection then no longer exists and nothing is touched).
@MainActor
public final class SignalConnection {
    private var instance: gpointer?
    private let handlerID: gulong
    private var watch: ObjectWatch?

    init(instance: gpointer, handlerID: gulong) {
        self.instance = instance
        self.handlerID = handlerID
        watch = ObjectWatch(instance) { [weak self] in self?.instance = nil }
    }

    /// Whether the connection still exists.
    public var isConnected: Bool {
        guard let instance else { return false }
        return g_signal_handler_is_connected(instance, handlerID) != 0
    }

    /// Disconnects the handler (releasing its closure) if the instance is still alive.
    public func disconnect() {
        if let instance, g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
        instance = nil
        watch?.cancel()
        watch = nil
    }
}

/// Connects `handler` (boxed) to `signal` on `instance` through the C `trampoline`; with
/// `after`, it runs after every handler connected without it, whatever the order of connecting.
@MainActor
@discardableResult
package func connectSignal(_ instance: gpointer, _ signal: String, _ trampoline: GCallback, _ handler: Any,
                           after: Bool = false) -> SignalConnection {
    let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    let id = after ? shy_signal_connect_after(instance, signal, trampoline, box, releaseSignalBox)
                   : shy_signal_connect(instance, signal, trampoline, box, releaseSignalBox)
    return SignalConnection(instance: instance, handlerID: id)
}

// MARK: - Trampolines, one per C signature. Each enters the main actor: GTK emits on the main thread.

package typealias VoidHandler = @MainActor () -> Void
package let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let box = SignalBox.from(data)
    MainActor.assumeIsolated { (box.handler as! VoidHandler)() }
}

package typealias BoolHandler = @MainActor () -> Bool
package let boolTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let box = SignalBox.from(data)
    return MainActor.assumeIsolated { (box.handler as! BoolHandler)() ? 1 : 0 }
}

package typealias PointerHandler = @MainActor (gpointer?) -> Void
package let pointerTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
    let box = SignalBox.from(data)
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated { (box.handler as! PointerHandler)(argument) }
}

package typealias PointerBoolHandler = @MainActor (gpointer?) -> Bool
package let pointerBoolTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, argument, data in
    let box = SignalBox.from(data)
    nonisolated(unsafe) let argument = argument
    return MainActor.assumeIsolated { (box.handler as! PointerBoolHandler)(argument) ? 1 : 0 }
}

package typealias TwoPointerBoolHandler = @MainActor (gpointer?, gpointer?) -> Bool
package let twoPointerBoolTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> gboolean = { _, first, second, data in
    let box = SignalBox.from(data)
    nonisolated(unsafe) let first = first, second = second
    return MainActor.assumeIsolated { (box.handler as! TwoPointerBoolHandler)(first, second) ? 1 : 0 }
}

package typealias TwoPointerHandler = @MainActor (gpointer?, gpointer?) -> Void
package let twoPointerTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = { _, first, second, data in
    let box = SignalBox.from(data)
    nonisolated(unsafe) let first = first, second = second
    MainActor.assumeIsolated { (box.handler as! TwoPointerHandler)(first, second) }
}

package typealias DoublePairHandler = @MainActor (Double, Double) -> Void
package let doublePairTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
    let box = SignalBox.from(data)
    MainActor.assumeIsolated { (box.handler as! DoublePairHandler)(x, y) }
}

package typealias DoublePairBoolHandler = @MainActor (Double, Double) -> Bool
package let doublePairBoolTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, x, y, data in
    let box = SignalBox.from(data)
    return MainActor.assumeIsolated { (box.handler as! DoublePairBoolHandler)(x, y) ? 1 : 0 }
}

package typealias PressHandler = @MainActor (Int32, Double, Double) -> Void
package let pressTrampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, count, x, y, data in
    let box = SignalBox.from(data)
    MainActor.assumeIsolated { (box.handler as! PressHandler)(count, x, y) }
}

package typealias KeyHandler = @MainActor (UInt32, UInt32, UInt32) -> Bool
package let keyTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, keycode, state, data in
    let box = SignalBox.from(data)
    return MainActor.assumeIsolated { (box.handler as! KeyHandler)(keyval, keycode, state.rawValue) ? 1 : 0 }
}
