import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Ctrl+O: opens a trace and plays it back on the visible page's view (the library's
/// ``HeaderViewPlayback``), reporting progress in the panel and problems in the window's
/// warning bar.
@MainActor
final class PlaybackController {
    private let window: ApplicationWindow
    private let panel: PanelController
    private let banner: InfoBar
    private(set) var player: HeaderViewPlayback?

    init(window: ApplicationWindow, panel: PanelController, banner: InfoBar) {
        self.window = window
        self.panel = panel
        self.banner = banner
    }

    var isPlaying: Bool { player?.isPlaying == true }

    /// Asks for a trace; `play` receives its path (nothing happens when cancelled).
    func choose(then play: @escaping @MainActor (String) -> Void) {
        let chooser = FileChooser(title: tr("Open Trace"), parent: window, purpose: .open,
                                  acceptLabel: tr("_Open"))
        chooser.addFilter(name: tr("Traces (JSON Lines)"), patterns: ["*.jsonl", "*.json"])
        chooser.present { path in if let path { play(path) } }
    }

    /// Plays the trace at `path` on `page` with `tuning`; the panel opens to show it.
    func play(path: String, on page: any DemoPage, tuning: Tuning) {
        stop()
        let name = FileSystem.baseName(of: path)
        let inputs: [TimedInput]
        do {
            inputs = try TraceParser.inputs(in: try AtomicFile.read(path))
        } catch let error as TraceError {
            banner.show(format(tr("Cannot play %@: %@"), name, error.description))
            return
        } catch {
            banner.show(format(tr("Cannot open %@: %@"), name, String(describing: error)))
            return
        }
        guard let player = page.view.playback(of: inputs, tuning: tuning) else { return }
        self.player = player
        panel.setVisible(true)
        panel.monitor.clear()
        player.onFrame = { [weak self] input, frame in self?.panel.record(input, frame) }
        player.onProgress = { [weak self] elapsed, total in
            self?.panel.status = format(tr("Playing %@: %@ of %@ s"), name,
                                        format("%.1f", elapsed / 1000), format("%.1f", total / 1000))
        }
        player.onFinish = { [weak self, weak player] in
            guard let self, let player, self.player === player else { return }
            self.player = nil
            self.panel.isPlaying = false
            self.panel.status = format(tr("Played %@ (%d inputs)."), name, player.inputs.count)
        }
        panel.isPlaying = true
        player.start()
    }

    /// Stops playback (the header stays where the trace left it).
    func stop() { player?.stop() }
}
