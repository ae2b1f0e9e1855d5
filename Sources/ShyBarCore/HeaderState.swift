/// The named states of a scroll-driven header, after Headroom.js's small state machine.
public enum HeaderState: String, Sendable, CaseIterable {
    /// Fully expanded and at rest.
    case shown
    /// Collapsed to its minimum extent.
    case hidden
    /// Partly shown, following the user's input 1:1.
    case following
    /// Near the top: the header sits on the content and scrolls with it, pixel for pixel.
    case attached
    /// Animating towards fully shown.
    case revealing
    /// Animating towards hidden.
    case concealing
    /// Background hider: the header's background is transparent.
    case transparent
    /// Background hider: the header's background is solid.
    case solid
}
