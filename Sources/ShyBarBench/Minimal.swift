#if canImport(Glibc)
import Glibc
#endif
import ShyBarGtk
import ShyBarAppWidgets

/// The reference for start-up and memory: a GtkApplication window (960×720, like
/// `shybar`) holding a scrolled window with an empty list. Prints `first-frame MS` (since
/// this process started its `main`) once its first frame has been painted, then exits —
/// or, with `stay`, keeps running until killed (so an external tool can time and measure
/// it exactly as it does `shybar`). With `scene`, the window holds that bench variant with
/// `rows` rows instead (to split the app's start-up cost into its parts).
@MainActor
func runMinimal(stay: Bool, scene variant: Variant? = nil, rows: Int = 0) -> Never {
    guard Gtk.initialize() else { fail("cannot open display \(Gtk.requestedDisplayName)") }
    let application = Application(id: "io.github.shybar.BenchMinimal")
    var window: ApplicationWindow?
    // The scene lives as long as the window: its behaviour's closures refer to it unowned.
    var scenes: [Scene] = []
    var painted = false
    application.onActivate {
        guard window == nil else { return }
        let newWindow = ApplicationWindow(application: application)
        newWindow.title = "ShyBar minimal"
        newWindow.setDefaultSize(width: 960, height: 720)
        if let variant {
            let made = Scene.make(variant, rows: rows)
            newWindow.setChild(made.root)
            made.attach()
            scenes.append(made)
        } else {
            let scrolled = ScrolledWindow()
            scrolled.setChild(ListView(model: LazyListModel(count: 0), factory: ListItemFactory()))
            newWindow.setChild(scrolled)
        }
        newWindow.present()
        window = newWindow
        guard let clock = FrameClock.of(newWindow) else { fail("the window has no frame clock") }
        clock.on(.paint) {
            guard !painted else { return }
            painted = true
            print("first-frame \(format3(monotonicMilliseconds() - startTime)) ms")
            fflush(nil)
        }
        // So a test can tell that the scene's behaviour reacted to real input.
        var reportedChanges = 0
        clock.on(.afterPaint) {
            if painted && !stay { exit(0) }
            if let scene = scenes.first, scene.changes != reportedChanges {
                reportedChanges = scene.changes
                print("header-changes \(reportedChanges)")
                fflush(nil)
            }
        }
    }
    exit(application.run())
}

/// `value` with three decimals, without Foundation.
func format3(_ value: Double) -> String {
    let scaled = Int((value * 1000).rounded())
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let fraction = String(magnitude % 1000)
    return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}
