import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Ctrl+R: records what the visible page's tracker handles into a trace, then asks where
/// to save it; the trace is written with its replay options next to it (`NAME.args`, as
/// in `examples/traces`), both atomically.
@MainActor
final class RecordingController {
    private let window: ApplicationWindow
    private let panel: PanelController
    private let banner: InfoBar
    private(set) var recorder: TraceRecorder?
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

    /// Stops recording and asks where to save; `tuning` are the options it was made with.
    func stop(page: Behavior, tuning: Tuning) {
        guard let recorder, recorder.isRecording else { return }
        recorder.stop()
        panel.isRecording = false
        onStateChanged?(false)
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

    /// Stops without asking (the window is closing or the page changed).
    func abandon() {
        guard isRecording else { return }
        recorder?.stop()
        panel.isRecording = false
        onStateChanged?(false)
    }

    /// Saves the trace and, next to it, its replay options, both atomically.
    func save(_ recorder: TraceRecorder, tuning: Tuning, to path: String) {
        let arguments = tuning.replayArguments.joined(separator: " ")
        let argsPath = (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + ".args"
        do {
            try recorder.save(to: path)
            try AtomicFile.write(arguments + "\n", to: argsPath)
            panel.status = format(tr("Saved %d inputs to %@. Replay it with: shybar replay %@ %@"),
                                  recorder.inputs.count, path, arguments, path)
        } catch {
            banner.show(format(tr("Cannot save the trace: %@"), error.message))
        }
    }
}
