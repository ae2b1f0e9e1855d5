import ShyBarAppSupport
import ShyBarAppWidgets
import ShyBarGtk

/// The blind A/B test of the side-by-side view: each trial puts presets A and B on sides
/// drawn afresh and hidden; the tester says which side felt better (1 or 2, or the buttons),
/// and the session so far is saved after every choice, atomically, to a new CSV file in
/// the app's data directory (``BlindResults``), so quitting or a crash loses no choice.
/// The summary below the buttons is the one `shybar compare --summary FILE` prints.
@MainActor
final class BlindTest {
    let startButton = Button(label: tr("Start Blind Test"))
    /// The trial's prompt, choices and summary; shown once a test has started.
    let root = Box(.vertical, spacing: 6)
    let leftButton = Button(label: tr("Left Felt Better (1)"))
    let rightButton = Button(label: tr("Right Felt Better (2)"))
    let finishButton = Button(label: tr("Finish"))
    let prompt = Label("")
    let summary = Label("")
    /// 1 and 2 (also on the keypad) choose while a test runs, wherever the focus is in the
    /// view, except in a search entry.
    let keys = KeyController()
    private(set) var session: BlindSession?
    private(set) var path: String?
    private let directory: String

    /// Called when a test starts (after ``begin(page:presetA:presetB:)``), at every new trial
    /// (the sides have been drawn: re-read ``session``), and when it ends.
    var onStart: (() -> Void)?
    var onTrial: (() -> Void)?
    var onEnd: (() -> Void)?
    /// Whether the keys go to text the tester is typing (a search entry): 1 and 2 are then
    /// part of the text, not a choice.
    var isTyping: () -> Bool = { false }

    /// Saves sessions in `directory` (made when the first choice is saved).
    init(directory: String) {
        self.directory = directory
        startButton.tooltip = tr("Hides which side runs which preset; you say which felt better")
        leftButton.tooltip = tr("The left side felt better (1)")
        rightButton.tooltip = tr("The right side felt better (2)")
        finishButton.tooltip = tr("Ends the test; every choice is already saved")
        leftButton.addCssClass("suggested-action")
        rightButton.addCssClass("suggested-action")
        prompt.addCssClass("heading")
        summary.wraps = true
        summary.isSelectable = true
        summary.addCssClass("dim-label")
        let buttons = Box(.horizontal, spacing: 6)
        buttons.append(prompt)
        buttons.append(leftButton)
        buttons.append(rightButton)
        buttons.append(finishButton)
        root.append(buttons)
        root.append(summary)
        root.isVisible = false
        setChoosing(false)

        startButton.onClicked { [weak self] in self?.onStart?() }
        leftButton.onClicked { [weak self] in self?.choose(.left) }
        rightButton.onClicked { [weak self] in self?.choose(.right) }
        finishButton.onClicked { [weak self] in self?.finish() }
        keys.phase = .capture
        keys.onKeyPressed { [weak self] name, modifiers in
            guard let self, self.session != nil, modifiers.intersection([.control, .alt]).isEmpty,
                  !self.isTyping() else { return false }
            switch name {
            case "1", "KP_1": self.choose(.left)
            case "2", "KP_2": self.choose(.right)
            default: return false
            }
            return true
        }
    }

    /// Starts a session of `page` comparing `presetA` and `presetB`, seeded from the clock.
    func begin(page: String, presetA: String, presetB: String) {
        let now = Gtk.monotonicMilliseconds
        let seed = UInt64(bitPattern: Int64(now * 1000)) ^ UInt64(truncatingIfNeeded: FileSystem.timestamp().hashValue)
        session = BlindSession(page: page, presetA: presetA, presetB: presetB, seed: seed, time: now)
        path = nil
        root.isVisible = true
        setChoosing(true)
        summary.text = tr("Try both sides with any input, then press 1 or 2 for the one that felt better.")
        showPrompt()
        onTrial?()
    }

    /// Notes the kind of input the tester used in this trial.
    func used(_ kind: String) { session?.used(kind) }

    /// The tester preferred `side`: record, save, next trial.
    func choose(_ side: BlindSession.Side) {
        guard var session else { return }
        session.choose(side, at: Gtk.monotonicMilliseconds)
        self.session = session
        let saved = save(session.results)
        showSummary(session.results, saved: saved)
        showPrompt()
        onTrial?()
    }

    /// Ends the session; its choices are on disk already.
    func finish() {
        guard let session else { return }
        self.session = nil
        setChoosing(false)
        if session.results.trials.isEmpty { summary.text = tr("No trials: nothing was saved.") }
        prompt.text = tr("Blind test finished")
        onEnd?()
    }

    /// Ends a session the person did not finish (page switched, view closed); nothing is lost.
    func cancel() {
        guard session != nil else { return }
        finish()
        root.isVisible = false
    }

    /// Shows `text` under the choices (a trace that cannot be read, a save that failed).
    func showMessage(_ text: String) {
        root.isVisible = true
        summary.text = text
    }

    private func setChoosing(_ choosing: Bool) {
        for button in [leftButton, rightButton, finishButton] { button.isVisible = choosing }
        startButton.isSensitive = !choosing
    }

    private func showPrompt() {
        guard let session else { return }
        prompt.text = format(tr("Trial %d: which side felt better?"), session.trialNumber)
    }

    /// Writes the whole session to its file (a new one for each session); a failure is
    /// shown, and the next choice tries again with everything so far.
    private func save(_ results: BlindResults) -> String? {
        do {
            try AtomicFile.makeDirectory(directory)
            let target = path ?? newPath()
            try AtomicFile.write(results.text, to: target)
            path = target
            return nil
        } catch {
            return error.message
        }
    }

    private func newPath() -> String {
        let base = directory + "/blind-" + FileSystem.timestamp()
        var candidate = base + ".csv", number = 2
        while AtomicFile.exists(candidate) {
            candidate = base + "-" + String(number) + ".csv"
            number += 1
        }
        return candidate
    }

    private func showSummary(_ results: BlindResults, saved failure: String?) {
        var lines = BlindSummary(results).lines
        if let failure {
            lines.append(format(tr("Cannot save the session: %@. It is kept and saved with the next choice."), failure))
        } else if let path {
            lines.append(format(tr("Saved to %@"), path))
        }
        summary.text = lines.joined(separator: "\n")
    }
}
