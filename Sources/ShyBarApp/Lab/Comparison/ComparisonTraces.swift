import ShyBarAppSupport

/// The built-in traces the lab compares presets on (slow drag, fling, reverse flick, stop
/// near the top, stop mid-header; made by scripts/comparison-traces.py). Installed as
/// `share/shybar/traces/`, in the source tree they are `examples/traces/` beside `data/`.
enum ComparisonTraces {
    /// The traces' names (files `NAME.jsonl`), in the order the lab offers them.
    static let names = ["slow-drag", "fling", "reverse-flick", "stop-near-top", "stop-mid-header"]

    /// The directory holding them, given the data directory; `nil` when neither place has them.
    static func directory(dataDirectory: String?) -> String? {
        guard let dataDirectory else { return nil }
        for candidate in [dataDirectory + "/traces", dataDirectory + "/../examples/traces"]
        where FileSystem.exists(candidate + "/" + names[0] + ".jsonl") {
            return FileSystem.canonical(candidate)
        }
        return nil
    }
}
