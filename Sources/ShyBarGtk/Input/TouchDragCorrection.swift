import CGtk

/// Keeps GTK 4.8's touch drag in step with a list that corrects itself under the finger.
///
/// GTK sets a touch drag's value absolutely: the value when the drag began, plus how far
/// the finger is from where it went down. A list that corrects its estimate of the rows
/// above the view keeps its rows where they are on screen and moves the value instead (on
/// the quick-return page by 38 px, the spacer row measured against estimated, whenever a
/// drag turns back). The finger's next step undoes that correction, and the rows jump by it
/// under the finger, even against it.
///
/// So the corrections made during a drag are added up, and each step GTK makes afterwards
/// is moved on by them before the list sees it: in an emission hook of `value-changed`,
/// which runs before any handler. The hook sets the value again, which restarts the
/// emission (the signal does not recurse), so the list lays out its rows once, from the
/// corrected value: GtkListView 4.8 places its rows from one value per layout, and a second
/// value before the layout sends them thousands of pixels away. GTK's steps come between
/// frames (GDK holds events back while a frame runs); a change inside a frame is the list's
/// own layout (its rounding, its corrections), left as it is.
@MainActor
final class TouchDragCorrection {
    /// Whether the value change under way is one the observer itself makes.
    var isOwnMove: () -> Bool = { false }
    private let scrolledWindow: ScrolledWindow
    private let adjustment: Adjustment
    private var total = 0.0
    private var isInFrame = false
    /// The value this correction just set: setting it restarts the emission under way, and
    /// the hook then runs again for it.
    private var correctedValue: Double?
    private var connections: [SignalConnection] = []

    init(scrolledWindow: ScrolledWindow) {
        self.scrolledWindow = scrolledWindow
        adjustment = scrolledWindow.vadjustment
    }

    /// A finger went down: nothing is corrected yet. The frame clock is looked up anew (the
    /// window may have another surface since the last drag).
    func begin() {
        end()
        guard let clock = FrameClock.of(scrolledWindow) else { return }
        connections = [
            clock.on(.beforePaint, afterGtk: true) { [weak self] in self?.isInFrame = true },
            clock.on(.afterPaint, afterGtk: true) { [weak self] in self?.isInFrame = false },
        ]
        ValueChangeHook.watch(adjustment.raw, by: self)
    }

    /// The finger lifted (or the drag ended otherwise): GTK makes no more steps of it.
    func end() {
        for connection in connections { connection.disconnect() }
        connections = []
        ValueChangeHook.unwatch(adjustment.raw)
        total = 0
        isInFrame = false
        correctedValue = nil
    }

    /// The list moved the value by `change` of its own during the drag.
    func listCorrected(by change: Double) {
        guard !connections.isEmpty else { return }
        total += change
    }

    /// From the hook, before any handler sees the value: moves a step of GTK's drag on by
    /// the corrections.
    fileprivate func valueChanging() {
        let value = adjustment.value
        if let corrected = correctedValue {
            correctedValue = nil
            if corrected == value { return }
        }
        guard total != 0, !isInFrame, !isOwnMove() else { return }
        adjustment.value = value + total
        // Read back: clamped at an end of the content, the value may not be the one asked for.
        correctedValue = adjustment.value
    }
}

/// The one emission hook on GtkAdjustment's `value-changed`, for the adjustments under a
/// touch drag (see ``TouchDragCorrection``).
@MainActor
private enum ValueChangeHook {
    private static var watched: [UnsafeMutableRawPointer: Weak] = [:]
    private static var isInstalled = false

    private struct Weak { weak var correction: TouchDragCorrection? }

    static func watch(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, by correction: TouchDragCorrection) {
        installOnce()
        watched[UnsafeMutableRawPointer(adjustment)] = Weak(correction: correction)
    }

    static func unwatch(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        watched[UnsafeMutableRawPointer(adjustment)] = nil
    }

    private static func installOnce() {
        guard !isInstalled else { return }
        isInstalled = true
        let signal = g_signal_lookup("value-changed", gtk_adjustment_get_type())
        _ = g_signal_add_emission_hook(signal, 0, { _, count, values, _ in
            guard count > 0, let values, let instance = g_value_get_object(values) else { return 1 }
            MainActor.assumeIsolated {
                ValueChangeHook.watched[UnsafeMutableRawPointer(instance)]?.correction?.valueChanging()
            }
            return 1   // stay installed
        }, nil, nil)
    }
}
