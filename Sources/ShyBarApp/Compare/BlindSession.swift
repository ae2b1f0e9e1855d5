/// A blind A/B session under way: which preset each side shows in the current trial
/// (shuffled per trial), and the trials chosen so far. Pure: the view gives it the times
/// and the kinds of input, and saves ``results`` after every choice.
struct BlindSession {
    enum Side { case left, right }

    private(set) var results: BlindResults
    private var shuffle: BlindShuffle
    /// Whether the current trial shows preset A on the left.
    private(set) var aIsLeft = true
    private var trialStart: Double
    private var inputs: [String] = []

    /// Starts the first trial at `time` (ms).
    init(page: String, presetA: String, presetB: String, seed: UInt64, time: Double) {
        results = BlindResults(page: page, presetA: presetA, presetB: presetB)
        shuffle = BlindShuffle(seed: seed)
        trialStart = time
        aIsLeft = shuffle.nextPutsALeft()
    }

    /// The current trial's number, from 1.
    var trialNumber: Int { results.trials.count + 1 }

    /// The preset the current trial shows on `side`.
    func preset(on side: Side) -> String {
        (side == .left) == aIsLeft ? results.presetA : results.presetB
    }

    /// Notes that the tester used `kind` of input (`wheel`, `trace:fling`) in this trial.
    mutating func used(_ kind: String) {
        if !inputs.contains(kind) { inputs.append(kind) }
    }

    /// The tester preferred `side` at `time` (ms): the trial is recorded and the next one
    /// starts, with its sides drawn afresh.
    mutating func choose(_ side: Side, at time: Double) {
        results.trials.append(BlindTrial(left: preset(on: .left), right: preset(on: .right), chosen: preset(on: side),
                                         input: inputs.isEmpty ? "none" : inputs.joined(separator: "+"),
                                         milliseconds: max(0, Int((time - trialStart).rounded()))))
        inputs = []
        trialStart = time
        aIsLeft = shuffle.nextPutsALeft()
    }
}
