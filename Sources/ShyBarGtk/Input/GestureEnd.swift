/// How a smooth-scroll gesture ends, decided from its first event, never from what earlier
/// gestures did: the first gesture after start-up must be right too.
///
/// GDK 4.8 gives each Wayland axis source its own device: fingers on a touchpad come from a
/// device whose source is `GDK_SOURCE_TOUCHPAD`, and libinput always ends them with a stop
/// (`axis_stop`, GTK's `scroll-end`). A continuous source (`GDK_SOURCE_TRACKPOINT`) never
/// sends one. Under X11 no touchpad does: XInput 2 has no stop event, so there the only end
/// a gesture can have is quiet — with the cost that fingers resting on an X11 touchpad for
/// ``ScrollObserver/smoothIdle`` end the gesture (docs/input.md).
enum GestureEnd: Equatable {
    /// A stop event ends it (or the scrolled window going away, or the tracker's safety
    /// timeout): quiet never does, so nothing moves while fingers rest.
    case withStop
    /// No stop can come: quiet ends it.
    case byQuiet

    init(fingersOnTouchpad: Bool, onWayland: Bool) {
        self = fingersOnTouchpad && onWayland ? .withStop : .byQuiet
    }
}
