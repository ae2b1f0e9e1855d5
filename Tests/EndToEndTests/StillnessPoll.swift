import Foundation

/// "At rest", judged from outside: two probes at least 250 ms apart that agree on what
/// matters (the header's parts, the scroll offset, the rows: the caller's `key`). The sway,
/// GNOME and KWin sessions each probe their own way and fail the test their own way; the
/// polling is this one.
enum StillnessPoll {
    /// The outcome of ``wait(timeout:probe:)``.
    enum Outcome<Snapshot> {
        /// Two probes agreed: the second.
        case still(Snapshot)
        /// `timeout` passed first: the last two keys seen (or why a probe gave none).
        case moving(lastSeen: String)
    }

    /// Polls `probe` (a snapshot and its key, or why there is none) until two keys at least
    /// 250 ms apart agree, or `timeout` s pass. A failed probe breaks the pair: stillness is
    /// judged on consecutive snapshots.
    static func wait<Snapshot>(timeout: Double, probe: () -> Result<(snapshot: Snapshot, key: String), ProbeMissing>) -> Outcome<Snapshot> {
        let deadline = Date().addingTimeInterval(timeout)
        var last: (key: String, at: Date)?
        var seen: [String] = []
        repeat {
            let began = Date()
            switch probe() {
            case .success(let (snapshot, key)):
                if let last, key == last.key, began.timeIntervalSince(last.at) >= 0.25 { return .still(snapshot) }
                if key != last?.key { last = (key, began) }
                seen = Array((seen + [key]).suffix(2))
            case .failure(let missing):
                last = nil
                seen = Array((seen + [missing.reason]).suffix(2))
            }
            // A probe takes a few hundred ms itself: sleep only what is left of the 250 ms.
            let pause = 0.25 - Date().timeIntervalSince(began)
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        } while Date() < deadline
        return .moving(lastSeen: seen.isEmpty ? "nothing (no probe ran)" : seen.joined(separator: " then "))
    }

    /// Why a probe gave no snapshot.
    struct ProbeMissing: Error {
        /// Said in the failure when it is among the last two things seen.
        let reason: String
    }
}
