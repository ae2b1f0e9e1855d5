import CGtk

/// When an event controller sees events relative to the widget tree.
package enum PropagationPhase: Sendable {
    /// Before the target: from the window down to the widget (sees events first).
    case capture
    /// After the target: from the widget up to the window.
    case bubble
    /// Only on the target widget.
    case target
}

/// A typed handle to a `GtkEventController`. Add it to a widget with
/// ``Widget/addController(_:)``; the widget then owns it.
@MainActor
package class EventController {
    let raw: OpaquePointer

    init(rawPointer: OpaquePointer) { raw = rawPointer }

    /// The propagation phase in which the controller handles events.
    package var phase: PropagationPhase {
        get {
            switch gtk_event_controller_get_propagation_phase(raw) {
            case GTK_PHASE_CAPTURE: return .capture
            case GTK_PHASE_TARGET: return .target
            default: return .bubble
            }
        }
        set {
            let phase: GtkPropagationPhase
            switch newValue {
            case .capture: phase = GTK_PHASE_CAPTURE
            case .bubble: phase = GTK_PHASE_BUBBLE
            case .target: phase = GTK_PHASE_TARGET
            }
            gtk_event_controller_set_propagation_phase(raw, phase)
        }
    }
}

/// A `GtkEventControllerScroll` for vertical, kinetic scrolling.
@MainActor
package final class ScrollController: EventController {
    /// Creates a controller for vertical scrolling with kinetic deceleration reported.
    package init() {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
                                                  | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        super.init(rawPointer: gtk_event_controller_scroll_new(flags))
    }
    /// Each scroll step (dx, dy); return true to stop the event.
    @discardableResult
    package func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalConnection {
        connectSignal(gpointer(raw), "scroll", unsafeBitCast(doublePairBoolTrampoline, to: GCallback.self), handler as DoublePairBoolHandler)
    }
    /// A continuous (touchpad) scroll gesture began.
    @discardableResult
    package func onScrollBegin(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "scroll-begin", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// A continuous scroll gesture ended.
    @discardableResult
    package func onScrollEnd(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "scroll-end", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Kinetic deceleration starts with velocity (vx, vy). GTK documents the unit as px/ms,
    /// but computes scroll units per second (the deltas of the last 150 ms × 1000 / their
    /// span in ms); a scrolled window moves 2.5 px per unit of smooth scrolling.
    @discardableResult
    package func onDecelerate(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "decelerate", unsafeBitCast(doublePairTrampoline, to: GCallback.self), handler as DoublePairHandler)
    }
}

/// Modifier keys held during a key press.
package struct KeyModifiers: OptionSet, Sendable {
    /// The raw `GdkModifierType` bits.
    package let rawValue: UInt32
    /// Creates modifiers from raw bits.
    package init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift.
    package static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control.
    package static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt.
    package static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
}

/// A `GtkEventControllerKey`.
@MainActor
package final class KeyController: EventController {
    /// Creates a key controller.
    package init() { super.init(rawPointer: gtk_event_controller_key_new()) }
    /// A key was pressed: (key name as GDK spells it, e.g. "f", "Page_Down"; modifiers).
    /// Return true to stop the event.
    @discardableResult
    package func onKeyPressed(_ handler: @escaping @MainActor (String, KeyModifiers) -> Bool) -> SignalConnection {
        connectSignal(gpointer(raw), "key-pressed", unsafeBitCast(keyTrampoline, to: GCallback.self),
                      { (keyval: UInt32, _: UInt32, state: UInt32) -> Bool in
                          let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
                          return handler(name, KeyModifiers(rawValue: state))
                      } as KeyHandler)
    }
}

/// A `GtkGestureClick` that listens to any mouse button.
@MainActor
package final class ClickGesture: EventController {
    /// Creates a click gesture for every button.
    package init() {
        super.init(rawPointer: gtk_gesture_click_new())
        gtk_gesture_single_set_button(shy_gesture_single(gpointer(raw)), 0)
    }
    /// A button was pressed at (x, y) in the widget's coordinates (n = click count).
    @discardableResult
    package func onPressed(_ handler: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "pressed", unsafeBitCast(pressTrampoline, to: GCallback.self),
                      { (count: Int32, x: Double, y: Double) in handler(Int(count), x, y) } as PressHandler)
    }
}

/// Raw events a ``LegacyController`` reports.
package enum RawEvent: Sendable {
    /// A mouse button was released.
    case buttonRelease
    /// A touch sequence began.
    case touchBegin
    /// A touch sequence ended or was cancelled.
    case touchEnd
    /// The pointer moved; `y` in the surface's coordinates.
    case motion(y: Double)
    /// Anything else.
    case other
}

/// A `GtkEventControllerLegacy`: sees every event (used for button releases that other
/// gestures may claim).
@MainActor
package final class LegacyController: EventController {
    /// Creates a legacy controller.
    package init() { super.init(rawPointer: gtk_event_controller_legacy_new()) }
    /// Every event; return true to stop it.
    @discardableResult
    package func onEvent(_ handler: @escaping @MainActor (RawEvent) -> Bool) -> SignalConnection {
        connectSignal(gpointer(raw), "event", unsafeBitCast(pointerBoolTrampoline, to: GCallback.self),
                      { (event: gpointer?) -> Bool in
                          guard let event else { return false }
                          let kind: RawEvent
                          switch gdk_event_get_event_type(OpaquePointer(event)) {
                          case GDK_BUTTON_RELEASE: kind = .buttonRelease
                          case GDK_TOUCH_BEGIN: kind = .touchBegin
                          case GDK_TOUCH_END, GDK_TOUCH_CANCEL: kind = .touchEnd
                          case GDK_MOTION_NOTIFY:
                              var x = 0.0, y = 0.0
                              kind = gdk_event_get_position(OpaquePointer(event), &x, &y) != 0 ? .motion(y: y) : .other
                          default: kind = .other
                          }
                          return handler(kind)
                      } as PointerBoolHandler)
    }
}

/// A `GtkEventControllerFocus`: tells when keyboard focus enters or leaves a widget tree.
@MainActor
package final class FocusController: EventController {
    /// Creates a focus controller.
    package init() { super.init(rawPointer: gtk_event_controller_focus_new()) }
    /// Focus entered the widget or one of its descendants.
    @discardableResult
    package func onEnter(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "enter", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Focus left the widget and its descendants.
    @discardableResult
    package func onLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "leave", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
