/// Which of the three behaviours a header follows (docs/behaviours.md): the tracker a
/// ``Tuning`` makes and the options it uses.
public enum Behavior: String, Sendable, CaseIterable {
    /// ``QuickReturnTracker``.
    case quickReturn = "quick-return"
    /// ``BackgroundHider``.
    case background
    /// ``StickyToolbarTracker``.
    case sticky
}
