import ShyBarCore

/// Finds a preset by the name a person typed, for `shybar --preset` and `shybar replay
/// --preset/--compare`. A name that only one behaviour has picks that behaviour; `shybar`
/// (every behaviour has it) needs the behaviour said. Every failure is one line that lists
/// the names that would have worked.
enum PresetLookup {
    /// What went wrong, in English (the replay's language); ``Options`` words its own.
    enum Failure: Error, Equatable {
        /// No preset has the name (for `behavior`, when one was given).
        case unknown(String, behavior: Behavior?)
        /// Several behaviours have a preset of that name.
        case ambiguous(String, behaviors: [Behavior])

        var message: String {
            switch self {
            case .unknown(let name, nil):
                return "unknown preset \"\(name)\"; the presets are " + PresetLookup.namesByBehavior
            case .unknown(let name, let behavior?):
                return "unknown preset \"\(name)\" for \(behavior.rawValue); its presets are " + PresetLookup.names(in: behavior)
            case .ambiguous(let name, let behaviors):
                return "preset \"\(name)\" exists for \(behaviors.map(\.rawValue).joined(separator: ", ")); choose one with --behavior"
            }
        }
    }

    /// The preset called `name` for `behavior`, or, without one, for the only behaviour
    /// that has such a preset.
    static func find(_ name: String, behavior: Behavior?) throws(Failure) -> Preset {
        if let behavior {
            guard let preset = Preset.named(name, for: behavior) else { throw .unknown(name, behavior: behavior) }
            return preset
        }
        let found = Preset.all(named: name)
        if found.count == 1 { return found[0] }
        if found.isEmpty { throw .unknown(name, behavior: nil) }
        throw .ambiguous(name, behaviors: found.map(\.behavior))
    }

    /// `shybar, headroom, …` for one behaviour.
    static func names(in behavior: Behavior) -> String {
        Preset.presets(for: behavior).map(\.name).joined(separator: ", ")
    }

    /// `quick-return: shybar, headroom, …; sticky: …; background: …`.
    static var namesByBehavior: String {
        listedBehaviors.map { "\($0.rawValue): " + names(in: $0) }.joined(separator: "; ")
    }

    /// The behaviours in the order presets are listed (as ``Preset/all`` has them).
    static let listedBehaviors: [Behavior] = [.quickReturn, .sticky, .background]
}
