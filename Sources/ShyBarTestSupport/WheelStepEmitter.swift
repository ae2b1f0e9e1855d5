import CGtk
import ShyBarGtk

/// Tells a widget's capture-phase vertical scroll controllers (such as the one a
/// ``ScrollObserver`` installs) that a mouse-wheel step happened, by emitting their
/// `scroll` signal with (0, ±1) — without an input event, and without scrolling anything.
///
/// A ``ScrollObserver`` then classifies the adjustment changes of the next
/// ``ScrollObserver/wheelWindow`` ms as wheel scrolling, exactly as for a person's wheel.
/// This is for benchmarks and demos that move the adjustment themselves yet want the
/// behaviours to react as to user input (a programmatic scroll never moves a header).
///
/// The emitter holds a reference on each controller it found; call ``invalidate()`` when
/// done (the references are also dropped when the emitter is deinitialized).
@MainActor
public final class WheelStepEmitter {
    private var controllers: [gpointer]
    private let signalID: guint

    /// Finds the capture-phase, vertical-only scroll controllers of `widget` now
    /// (attach the behaviours first).
    public init(widget: Widget) {
        let scrollType = gtk_event_controller_scroll_get_type()
        signalID = g_signal_lookup("scroll", scrollType)
        var found: [gpointer] = []
        let model = gtk_widget_observe_controllers(widget.gtkWidget)!
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            let isScroll = g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), scrollType) != 0
            if isScroll,
               gtk_event_controller_get_propagation_phase(shy_event_controller(item)) == GTK_PHASE_CAPTURE,
               gtk_event_controller_scroll_get_flags(shy_scroll_controller(item)).rawValue
                   & GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue == 0 {
                found.append(item)       // keeps the reference get_item returned
            } else {
                g_object_unref(item)
            }
        }
        g_object_unref(gpointer(model))
        controllers = found
    }

    /// How many controllers receive the steps.
    public var count: Int { controllers.count }

    /// Emits one wheel step: `direction` > 0 scrolls forward (down), < 0 back (up).
    public func step(direction: Int) {
        guard !controllers.isEmpty else { return }
        let dy: Double = direction > 0 ? 1 : direction < 0 ? -1 : 0
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        guard query.n_params == 2, let types = query.param_types else { return }
        let staticScope = GType(1)       // G_SIGNAL_TYPE_STATIC_SCOPE
        for controller in controllers {
            var values = [GValue](repeating: GValue(), count: 3)
            var result = GValue()
            values.withUnsafeMutableBufferPointer { buffer in
                let v = buffer.baseAddress!
                g_value_init(v, shy_instance_type(controller))
                g_value_set_object(v, controller)
                g_value_init(v + 1, types[0] & ~staticScope)
                g_value_set_double(v + 1, 0)
                g_value_init(v + 2, types[1] & ~staticScope)
                g_value_set_double(v + 2, dy)
                g_value_init(&result, query.return_type & ~staticScope)
                g_signal_emitv(v, signalID, 0, &result)
                for i in 0..<3 { g_value_unset(v + i) }
                g_value_unset(&result)
            }
        }
    }

    /// Drops the references on the controllers; later steps do nothing.
    public func invalidate() {
        for controller in controllers { g_object_unref(controller) }
        controllers = []
    }

    isolated deinit {
        for controller in controllers { g_object_unref(controller) }
    }
}
