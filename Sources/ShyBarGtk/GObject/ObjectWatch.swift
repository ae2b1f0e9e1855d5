import CGtk

/// Watches a GObject with a weak reference and runs a closure when it is finalized, so
/// Swift code never keeps a dangling pointer to a destroyed widget.
@MainActor
package final class ObjectWatch {
    private final class Box {
        var onFinalize: (@MainActor () -> Void)?
        init(_ onFinalize: @escaping @MainActor () -> Void) { self.onFinalize = onFinalize }
    }

    private var object: gpointer?
    private var box: Unmanaged<Box>?

    private static let notify: GWeakNotify = { data, _ in
        guard let data else { return }
        nonisolated(unsafe) let box = Unmanaged<Box>.fromOpaque(data)
        MainActor.assumeIsolated {
            let handler = box.takeUnretainedValue().onFinalize
            box.takeUnretainedValue().onFinalize = nil
            handler?()
        }
        box.release()
    }

    /// Watches `object`; `onFinalize` runs once, when the object is finalized.
    init(_ object: gpointer, onFinalize: @escaping @MainActor () -> Void) {
        self.object = object
        let box = Unmanaged.passRetained(Box(onFinalize))
        self.box = box
        let inner = box.takeUnretainedValue()
        // Once finalized, the watch forgets the object before anyone else hears of it.
        inner.onFinalize = { [weak self] in
            self?.object = nil
            self?.box = nil
            onFinalize()
        }
        g_object_weak_ref(shy_object(object), Self.notify, box.toOpaque())
    }

    /// Watches a widget; `onFinalize` runs once, when the widget is finalized.
    package convenience init(_ widget: Widget, onFinalize: @escaping @MainActor () -> Void) {
        self.init(widget.raw, onFinalize: onFinalize)
    }

    /// Whether the watched object is still alive (and the watch not cancelled).
    package var isAlive: Bool { object != nil }

    /// Stops watching without running the closure.
    ///
    /// The weak reference itself stays on the object, disarmed, until the object dies (its
    /// box is released then): `g_object_weak_unref` is not safe here, because cancelling
    /// often happens from inside another object's dispose, while GLib is already running
    /// this object's weak notifications — unref would miss, and freeing the box would
    /// leave GLib calling into freed memory.
    package func cancel() {
        guard object != nil, let box else { return }
        box.takeUnretainedValue().onFinalize = nil
        self.object = nil
        self.box = nil
    }
}
