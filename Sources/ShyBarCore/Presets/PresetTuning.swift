/// Presets as entries of the option table: the ``Tuning`` a preset sets, whether a tuning
/// still matches it, and lookup by name across behaviours.
extension Preset {
    /// Sets the options of the preset's behaviour in `tuning` to the preset's; the other
    /// behaviours' options and the tuning's behaviour stay.
    public func apply(to tuning: inout Tuning) {
        switch settings {
        case .quickReturn(let options): tuning.quickReturn = options
        case .sticky(let options): tuning.sticky = options
        case .background(let options): tuning.background = options
        }
    }

    /// Whether `tuning` holds the preset's values for every option of the preset's behaviour
    /// that `options` lists (a caller passes the options a person can change, so settings
    /// outside them, such as reduced motion, never count as a change).
    public func matches(_ tuning: Tuning, in options: [TuningOption<Tuning>]) -> Bool {
        var own = tuning
        apply(to: &own)
        return options.allSatisfy { $0.value(in: own) == $0.value(in: tuning) }
    }

    /// Every preset called `name`, in ``all`` order (`shybar` exists for each behaviour;
    /// other names for one).
    public static func all(named name: String) -> [Preset] {
        all.filter { $0.name == name }
    }
}
