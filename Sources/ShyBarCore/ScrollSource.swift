/// Where a change of the scroll offset came from.
///
/// Trackers treat user-driven movement and programmatic jumps differently: only a person's
/// input may hide a quick-return header (the original design's guard on a finger being down).
public enum ScrollSource: String, CaseIterable, Sendable {
    /// A discrete mouse-wheel step; has no begin/end, so idleness ends it.
    case wheel
    /// A smooth touchpad gesture, framed by `begin` and `end`.
    case touchpad
    /// A touchscreen drag, framed by `begin` and `end`.
    case touch
    /// Keyboard navigation (arrows, Page Up/Down, Home/End), possibly animated by the toolkit.
    case keyboard
    /// Dragging or clicking the scrollbar.
    case scrollbar
    /// Kinetic deceleration after a fling.
    case momentum
    /// A change the program made itself (scroll-to-top, jump to a result, clamping).
    case programmatic
    /// A step of a settle the tracker itself asked for (``HeaderFrame/scroll``): the
    /// content going where the frame said it goes, which moves nothing else.
    case settle

    /// Whether a person caused this movement.
    @inlinable public var isUserDriven: Bool {
        switch self {
        case .programmatic, .settle: return false
        case .wheel, .touchpad, .touch, .keyboard, .scrollbar, .momentum: return true
        }
    }
}
