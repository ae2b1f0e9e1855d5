import Foundation

/// "At rest", judged from outside: probes that keep agreeing on what matters (the header's
/// parts, the scroll offset, the rows, the pixels: the caller's `key`) for a span of time.
/// The X11, sway, GNOME and KWin sessions and the sway matrix each probe their own way and
/// fail the test their own way; the watching is this one.
enum StillnessPoll {
    /// The outcome of ``wait(timeout:probe:)``.
    enum Outcome<Snapshot> {
        /// Two probes agreed: the second.
        case still(Snapshot)
        /// `timeout` passed first: the last two keys seen (or why a probe gave none).
        case moving(lastSeen: String)
    }

    /// What ``watch(still:until:interval:probe:)`` saw.
    struct Watch<Snapshot, Key: Equatable> {
        /// Every snapshot whose key differed from the one before it, the first one first: all
        /// that was seen moving (a resting check holds each to its rule).
        var changes: [(snapshot: Snapshot, key: Key, at: Date)] = []
        /// The last snapshot taken.
        var last: Snapshot?
        /// Whether the key stayed the same for the whole span asked for.
        var isStill = false
        /// Why the last probe gave no snapshot (nil when it gave one).
        var missing: String?
        /// How long the key had stayed the same when the watch ended, s.
        var stillFor: TimeInterval = 0
    }

    /// Probes every `interval` s until the key has stayed the same for `still` s (a failed
    /// probe starts the span anew) or `deadline` passes.
    static func watch<Snapshot, Key: Equatable>(still: TimeInterval, until deadline: Date, interval: TimeInterval,
                                                probe: () -> Result<(snapshot: Snapshot, key: Key), ProbeMissing>)
        -> Watch<Snapshot, Key> {
        var seen = Watch<Snapshot, Key>()
        var run: (key: Key, since: Date)?
        repeat {
            let began = Date()
            switch probe() {
            case .success(let (snapshot, key)):
                seen.last = snapshot
                seen.missing = nil
                if let run, run.key == key {
                    seen.stillFor = began.timeIntervalSince(run.since)
                    if seen.stillFor >= still {
                        seen.isStill = true
                        return seen
                    }
                } else {
                    run = (key, began)
                    seen.stillFor = 0
                    seen.changes.append((snapshot, key, began))
                }
            case .failure(let missing):
                run = nil
                seen.stillFor = 0
                seen.missing = missing.reason
            }
            // A probe takes a while itself: sleep only what is left of the interval.
            let pause = interval - Date().timeIntervalSince(began)
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        } while Date() < deadline
        return seen
    }

    /// Polls `probe` (a snapshot and its key, or why there is none) until two keys at least
    /// 250 ms apart agree, or `timeout` s pass. A failed probe breaks the pair: stillness is
    /// judged on consecutive snapshots.
    static func wait<Snapshot>(timeout: Double, probe: () -> Result<(snapshot: Snapshot, key: String), ProbeMissing>) -> Outcome<Snapshot> {
        let seen = watch(still: 0.25, until: Date().addingTimeInterval(timeout), interval: 0.25, probe: probe)
        if seen.isStill, let last = seen.last { return .still(last) }
        let keys = seen.changes.suffix(2).map(\.key) + [seen.missing].compactMap { $0 }
        return .moving(lastSeen: keys.isEmpty ? "nothing (no probe ran)" : keys.suffix(2).joined(separator: " then "))
    }

    /// Why a probe gave no snapshot.
    struct ProbeMissing: Error {
        /// Said in the failure when it is among the last two things seen.
        let reason: String
    }
}
