/// Which side each preset of a blind A/B trial goes to: A on the left or on the right,
/// drawn afresh for every trial from a seeded generator (SplitMix64), so a session can be
/// repeated exactly from its seed in a test, and differs from run to run in the app (which
/// seeds it from the clock).
struct BlindShuffle {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// Whether the next trial shows preset A on the left.
    mutating func nextPutsALeft() -> Bool { next() & 1 == 0 }

    /// The next 64 random bits (SplitMix64: every seed gives a full-period, well-mixed stream).
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
