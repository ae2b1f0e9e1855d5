import ShyBarAppSupport

/// What a blind A/B session says: how often each preset was preferred, which won, and how
/// likely a split at least that uneven would be if the tester could not tell them apart
/// (the exact two-sided binomial test against one half).
struct BlindSummary: Equatable {
    var presetA: String
    var presetB: String
    var trials: Int
    var winsA: Int
    var winsB: Int { trials - winsA }
    /// Two-sided binomial p-value of `winsA` out of `trials` at probability ½.
    var pValue: Double
    /// Mean time to choose, ms.
    var meanMilliseconds: Double

    init(_ results: BlindResults) {
        presetA = results.presetA
        presetB = results.presetB
        trials = results.trials.count
        winsA = results.trials.filter { $0.chosen == results.presetA }.count
        pValue = Self.twoSidedBinomialP(successes: winsA, trials: trials)
        meanMilliseconds = trials == 0 ? 0 : Double(results.trials.map(\.milliseconds).reduce(0, +)) / Double(trials)
    }

    /// The preset chosen more often; nil on a tie.
    var winner: String? { winsA > winsB ? presetA : winsB > winsA ? presetB : nil }

    /// P(X ≤ min(k, n−k)) + P(X ≥ max(k, n−k)) for X ~ Binomial(n, ½): at ½ both tails are
    /// the same, so it is twice the smaller one, at most 1.
    static func twoSidedBinomialP(successes k: Int, trials n: Int) -> Double {
        guard n > 0 else { return 1 }
        let tail = lowerTail(min(k, n - k), n)
        return min(1, 2 * tail)
    }

    /// P(X ≤ m) for X ~ Binomial(n, ½), summing C(n, i) / 2ⁿ. The binomial coefficients are
    /// kept scaled by a power of two so that neither they nor 2ⁿ overflow for large n.
    private static func lowerTail(_ m: Int, _ n: Int) -> Double {
        var term = 1.0, sum = 1.0, scale = 0
        if m > 0 {
            for i in 1...m {
                term *= Double(n - i + 1) / Double(i)
                sum += term
                if sum > 0x1p500 {
                    term *= 0x1p-500
                    sum *= 0x1p-500
                    scale += 500
                }
            }
        }
        return Double(sign: .plus, exponent: scale - n, significand: sum)
    }

    /// The summary as lines of text (the panel shows them, `shybar compare --summary` prints them).
    var lines: [String] {
        func share(_ wins: Int) -> String { trials == 0 ? "0" : String(Int((Double(wins) * 100 / Double(trials)).rounded())) }
        return [
            format(tr("Trials: %d"), trials),
            format(tr("%@ preferred: %d of %d (%@%%)"), presetA, winsA, trials, share(winsA)),
            format(tr("%@ preferred: %d of %d (%@%%)"), presetB, winsB, trials, share(winsB)),
            winner.map { format(tr("Winner: %@"), $0) } ?? tr("Winner: neither (a tie)"),
            format(tr("Two-sided binomial p-value: %@"), Self.fixed(pValue, digits: 4)),
            format(tr("Mean time to choose: %@ s"), Self.fixed(meanMilliseconds / 1000, digits: 1)),
        ]
    }

    /// `value` with `digits` decimals (no locale: the same digits everywhere).
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var text = String(fraction)
        while text.count < digits { text = "0" + text }
        return digits == 0 ? String(whole) : String(whole) + "." + text
    }
}
