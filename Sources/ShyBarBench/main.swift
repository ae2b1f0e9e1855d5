#if canImport(Glibc)
import Glibc
#endif
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

// shybar-bench: per-frame CPU cost of the header behaviours side by side in a real window,
// and (--minimal) the reference window for start-up and memory. See the README's Performance section.

let usage = """
Usage: shybar-bench [--frames N] [--rounds N] [--rows N,N] [--variants a,b,…] [--step PX]
       shybar-bench --minimal [--stay] [--scene VARIANT --rows N]

Scrolls each variant programmatically, one step per frame (wheel steps, as a person's
wheel would reach the behaviours), and measures the main thread's CPU time of each frame
from the frame clock's before-paint to its after-paint (update + layout + snapshot +
render), in alternating order over several rounds. Prints median and p95 per variant and
the ratios, ending with lines `ratio NAME VALUE`.

  --frames N      measured frames per run (default 240)
  --rounds N      rounds; every round runs every variant once, in turn (default 3)
  --rows N,N      list sizes (default 1000,1000000)
  --variants L    subset of: \(Variant.allCases.map(\.rawValue).joined(separator: ","))
  --step PX       scroll step per frame (default 12 px; 45 frames down, 15 up, repeat)
  --minimal       open a minimal GTK 4 window with an empty list; print when its first
                  frame is drawn and exit (--stay: keep running until SIGTERM, then exit 0;
                  --scene V --rows N: that variant instead of the empty list, printing
                  `header-changes N` whenever its header has moved or toggled N times)
Environment: GSK_RENDERER (default here: cairo, so rendering runs on the measured thread;
"shipped": none, the one GTK picks),
SHYBAR_DATA_DIR (style.css; default ./data).
"""

/// Writes `text` to standard error.
func printError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}

func fail(_ message: String) -> Never {
    printError("shybar-bench: \(message)\n")
    exit(2)
}

func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
}

func monotonicMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
}

let startTime = monotonicMilliseconds()

struct BenchOptions {
    var frames = 240
    var rounds = 3
    var rows = [1000, 1_000_000]
    var variants = Variant.allCases
    var step = 12.0
    var minimal = false
    var stay = false
    var scene: Variant?
}

var options = BenchOptions()
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let name = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(name) needs a value") }
        return arguments.removeFirst()
    }
    func positive(_ text: String) -> Int {
        guard let number = Int(text), number > 0 else { fail("\(name) needs a positive whole number, not '\(text)'") }
        return number
    }
    switch name {
    case "-h", "--help": print(usage); exit(0)
    case "--frames": options.frames = positive(value())
    case "--rounds": options.rounds = positive(value())
    case "--rows": options.rows = value().split(separator: ",").map { positive(String($0)) }
    case "--variants":
        options.variants = value().split(separator: ",").map { text in
            guard let variant = Variant(rawValue: String(text)) else { fail("unknown variant '\(text)'") }
            return variant
        }
    case "--step":
        guard let step = Double(value()), step > 0 else { fail("--step needs a positive number") }
        options.step = step
    case "--minimal": options.minimal = true
    case "--stay": options.stay = true
    case "--scene":
        let text = value()
        guard let variant = Variant(rawValue: text) else { fail("unknown variant '\(text)'") }
        options.scene = variant
    default: fail("unknown option '\(name)' (see --help)")
    }
}

/// The scene's style sheet: it applies while it lives, so it lives for the whole run.
var sceneStyleSheet: StyleSheet?

if options.minimal {
    // --stay runs until it is told to stop: being stopped is its normal end, not a failure.
    signal(SIGTERM) { _ in _exit(0) }
    if let scene = options.scene {
        if let path = getenv("SHYBAR_DATA_DIR").map({ String(cString: $0) + "/style.css" }), Gtk.initialize() {
            sceneStyleSheet = StyleSheet { _, _ in }
            sceneStyleSheet?.load(path: path)
            sceneStyleSheet?.install()
        }
        runMinimal(stay: options.stay, scene: scene, rows: options.rows.first ?? 0)
    }
    runMinimal(stay: options.stay)
}

// "shipped" (from scripts/bench.sh --renderer shipped) leaves the choice to GTK.
if let renderer = getenv("GSK_RENDERER"), String(cString: renderer) == "shipped" {
    unsetenv("GSK_RENDERER")
} else if getenv("GSK_RENDERER") == nil {
    setenv("GSK_RENDERER", "cairo", 1)
}
guard Gtk.initialize() else { fail("cannot open display \(Gtk.requestedDisplayName)") }

let dataDirectory = getenv("SHYBAR_DATA_DIR").map { String(cString: $0) } ?? "data"
let styleSheet = StyleSheet { line, message in printError("shybar-bench: style.css line \(line): \(message)\n") }
if access(dataDirectory + "/style.css", R_OK) == 0 {
    styleSheet.load(path: dataDirectory + "/style.css")
    styleSheet.install()
} else {
    printError("shybar-bench: warning: \(dataDirectory)/style.css not found; running unstyled\n")
}

let bench = FrameBench(options: options)
bench.run()
bench.report()
exit(0)
