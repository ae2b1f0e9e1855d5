/// Where an option can be set.
public enum OptionScope: Sendable {
    /// Replay flags, settings files and the tuning panel.
    case everywhere
    /// Replay flags only (the app sets it from elsewhere: animations from its reduced-motion switch).
    case replayOnly
}
