import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Ctrl+R: records what the visible page's tracker handles into a trace, then asks where
/// to save it; the trace is written with its replay options next to it (`NAME.args`, as
/// in `examples/traces`) and the frames the window drew (`NAME.frames.jsonl`, what
/// `shybar replay` prints for the trace), all atomically. `shybar --record FILE` records
/// the same way from the start, into FILE, without asking.
@MainActor
final class RecordingController {
    private let window: ApplicationWindow
    private let panel: PanelController
    private let banner: InfoBar
    private(set) var recorder: TraceRecorder?
    /// Where the running recording goes without asking (`--record`).
    private var destination: String?
    /// Called when recording starts or stops (the header-bar button follows it).
    var onStateChanged: ((Bool) -> Void)?

    init(window: ApplicationWindow, panel: PanelController, banner: InfoBar) {
        self.window = window
        self.panel = panel
        self.banner = banner
    }

    var isRecording: Bool { recorder?.isRecording == true }

    /// Starts recording `page`, from the state a fresh tracker reaches.
    func start(on page: any DemoPage) {
        guard page.isAttached else { return }
        let recorder = TraceRecorder()
        self.recorder = recorder
        page.prepareForRecording()
        recorder.onRecord = { [weak self, weak recorder] _, _ in
            guard let self, let recorder, recorder.inputs.count % 20 == 1 else { return }
            self.panel.status = format(trn("Recording: %d input", "Recording: %d inputs", recorder.inputs.count),
                                       recorder.inputs.count)
        }
        recorder.start(on: page.view)
        panel.isRecording = true
        panel.status = tr("Recording… scroll the page, then press Ctrl+R to stop and save.")
        onStateChanged?(true)
    }

    /// Starts recording `page` to be saved at `path` when it stops, without asking.
    func start(on page: any DemoPage, savingTo path: String) {
        start(on: page)
        destination = recorder == nil ? nil : path
    }

    /// Stops recording and asks where to save (saves where `--record` said, if it did);
    /// `tuning` are the options it was made with.
    func stop(page: Behavior, tuning: Tuning) {
        guard let recorder, recorder.isRecording else { return }
        recorder.stop()
        panel.isRecording = false
        onStateChanged?(false)
        if let destination {
            self.destination = nil
            save(recorder, tuning: tuning, to: destination)
            return
        }
        let chooser = FileChooser(title: tr("Save Trace"), parent: window, purpose: .save,
                                  acceptLabel: tr("_Save"))
        chooser.setCurrentName("shybar-\(page.rawValue)-\(FileSystem.timestamp()).jsonl")
        chooser.addFilter(name: tr("Traces (JSON Lines)"), patterns: ["*.jsonl", "*.json"])
        chooser.present { [weak self] path in
            guard let self else { return }
            guard let path else {
                self.panel.status = tr("Recording discarded.")
                return
            }
            self.save(recorder, tuning: tuning, to: path)
        }
    }

    /// The window is closing: a recording started by `--record` is saved where it said,
    /// any other is dropped (no dialog over a closing window).
    func finish(page: Behavior, tuning: Tuning) {
        guard isRecording else { return }
        if destination != nil {
            stop(page: page, tuning: tuning)
            return
        }
        recorder?.stop()
        panel.isRecording = false
        onStateChanged?(false)
    }

    /// Saves the trace and, next to it, its replay options and the frames drawn, atomically.
    func save(_ recorder: TraceRecorder, tuning: Tuning, to path: String) {
        let arguments = tuning.replayArguments.joined(separator: " ")
        let base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
        do {
            try recorder.save(to: path)
            try AtomicFile.write(arguments + "\n", to: base + ".args")
            try AtomicFile.write(recorder.framesText, to: base + ".frames.jsonl")
            panel.status = format(tr("Saved %d inputs to %@. Replay it with: shybar replay %@ %@"),
                                  recorder.inputs.count, path, arguments, path)
        } catch {
            let message = format(tr("Cannot save the trace: %@"), error.message)
            // Said on the terminal too: a recording saved as the window closes has no banner.
            printError("shybar: " + message)
            banner.show(message)
        }
    }
}
