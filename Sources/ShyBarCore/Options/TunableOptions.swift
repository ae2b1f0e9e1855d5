/// A set of options whose fresh value holds the defaults: an option table reads each
/// option's default from `init()`, never from a copy of it.
public protocol TunableOptions: Equatable, Sendable {
    /// The defaults.
    init()
}

extension QuickReturnOptions: TunableOptions {}
extension StickyOptions: TunableOptions {}
extension BackgroundOptions: TunableOptions {}
extension Tuning: TunableOptions {}
