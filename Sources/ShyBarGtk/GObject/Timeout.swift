import CGtk

/// A one-shot main-loop timeout; cancelling it (or letting it fire) releases the closure.
@MainActor
package final class Timeout {
    private final class Box {
        let handler: @MainActor () -> Void
        init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
    }
    private var sourceID: guint = 0

    private static let fire: GSourceFunc = { data in
        nonisolated(unsafe) let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { box.handler() }
        return 0
    }
    private static let release: GDestroyNotify = { data in
        Unmanaged<Box>.fromOpaque(data!).release()
    }

    /// Schedules `handler` after `milliseconds` (0: as soon as the loop is idle).
    package init(milliseconds: Int, _ handler: @escaping @MainActor () -> Void) {
        let box = Box(handler)
        let data = Unmanaged.passRetained(box).toOpaque()
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), Self.fire, data, Self.release)
    }

    /// Cancels the timeout if it has not fired yet.
    package func cancel() {
        if sourceID != 0, let source = g_main_context_find_source_by_id(nil, sourceID),
           g_source_is_destroyed(source) == 0 {
            g_source_remove(sourceID)
        }
        sourceID = 0
    }
}
