import ShyBarAppSupport
import ShyBarCore
import ShyBarAppWidgets
import ShyBarGtk

/// *Compare Presets* (Ctrl+B): two live copies of the visible page side by side, preset A on
/// the left and B on the right, under one hand. Whatever a person does on either side (wheel,
/// keys, scrollbar, touchpad, touch) is fed to the other side as the same inputs: the same
/// scroll deltas with the same source, the same gesture begin and end with its velocity,
/// so each header moves by its own preset's rule. A built-in trace plays on both at once.
/// A blind test (``BlindTest``) hides which side is which.
///
/// The side the person last acted on leads: its scrolling, and the momentum that follows
/// it, goes to the other side. What each side's behaviour does by itself stays on that
/// side: its layout corrections, and the settle it animates when the input ends (a snap
/// that scrolls the content near the top), which the other side makes by its own preset's
/// rules from the same gesture end, or not at all.
@MainActor
final class SideBySideView {
    let root = Box(.vertical, spacing: 6)
    private(set) var presetA = DropDown(items: [])
    private(set) var presetB = DropDown(items: [])
    let swapButton = Button(label: tr("Swap A and B"))
    let traceDrop = DropDown(items: ComparisonTraces.names)
    let playButton = Button(label: tr("Play Trace"))
    let closeButton = Button(label: tr("Close"))
    let blind: BlindTest
    private let presetRow = Box(.horizontal, spacing: 6)
    private let presetHolder = Box(.horizontal, spacing: 6)
    private let sidesRow = Box(.horizontal, spacing: 0)
    private(set) var sides: [ComparisonSide] = []
    private let catalog: Catalog
    private let rows: Int
    private let traceDirectory: String?
    private var presets: [Preset] = []
    private(set) var kind = Behavior.quickReturn
    private var animationsEnabled = true
    private var alwaysShowHeaders = false
    private var leader: Int?
    private var mirroring = false
    private var lastOffsets: [Double] = [0, 0]
    /// Each side's content height as last reported, and how far it has changed since that
    /// side's last scroll: a list that re-estimates the rows above the view moves its value
    /// by the same amount, and that move is not the person's (see `input(on:_:_:)`).
    private var lastContent: [Double?] = [nil, nil]
    private var contentChange: [Double] = [0, 0]
    private var players: [HeaderViewPlayback] = []
    /// What each side's tracker handles goes to ``input(on:_:_:)``.
    private var watches: [HeaderViewWatch] = []
    /// Each side's mirror: the other side's inputs made on it.
    private var mirrors: [InputMirror] = []

    /// Called when the person closes the view.
    var onClose: (() -> Void)?

    init(catalog: Catalog, rows: Int, dataDirectory: String?) {
        self.catalog = catalog
        self.rows = rows
        traceDirectory = ComparisonTraces.directory(dataDirectory: dataDirectory)
        blind = BlindTest(directory: AtomicFile.userDataDirectory + "/shybar/blind-ab")
        root.setAccessibleRole(.group)
        root.setAccessibleLabel(tr("Compare presets"))
        root.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        swapButton.tooltip = tr("Preset A goes right and B left")
        playButton.tooltip = tr("Plays the chosen built-in trace on both sides at once")
        closeButton.tooltip = tr("Back to the page (Ctrl+B)")
        traceDrop.setAccessibleLabel(tr("Built-in trace"))
        traceDrop.isSensitive = traceDirectory != nil
        playButton.isSensitive = traceDirectory != nil
        presetRow.append(presetHolder)
        presetRow.append(swapButton)
        presetRow.append(traceDrop)
        presetRow.append(playButton)
        let spacer = Box(.horizontal)
        spacer.hexpand = true
        presetRow.append(spacer)
        presetRow.append(blind.startButton)
        presetRow.append(closeButton)
        root.append(presetRow)
        sidesRow.vexpand = true
        sidesRow.isHomogeneous = true
        root.append(sidesRow)
        root.append(blind.root)

        swapButton.onClicked { [weak self] in self?.swap() }
        playButton.onClicked { [weak self] in self?.playTrace() }
        closeButton.onClicked { [weak self] in self?.onClose?() }
        blind.onStart = { [weak self] in self?.startBlind() }
        blind.onTrial = { [weak self] in self?.showTrial() }
        blind.onEnd = { [weak self] in self?.endBlind() }
        blind.isTyping = { [weak self] in self?.isSearching ?? false }
        root.addController(blind.keys)
    }

    /// Shows `kind`'s page twice, with its presets offered (`preferred` as A, the next as B).
    func show(_ kind: Behavior, preferred: String?, animationsEnabled: Bool, alwaysShowHeaders: Bool) {
        blind.cancel()
        stopPlaying()
        self.kind = kind
        self.animationsEnabled = animationsEnabled
        self.alwaysShowHeaders = alwaysShowHeaders
        presets = Preset.presets(for: kind)
        let a = presets.firstIndex { $0.name == preferred } ?? 0
        let b = presets.count > 1 ? (a + 1) % presets.count : a
        let names = presets.map(\.name)
        for child in presetHolder.children { presetHolder.remove(child) }
        presetA = DropDown(items: names)
        presetB = DropDown(items: names)
        presetA.setAccessibleLabel(tr("Preset A"))
        presetB.setAccessibleLabel(tr("Preset B"))
        presetA.selected = a
        presetB.selected = b
        for (title, drop) in [(tr("A"), presetA), (tr("B"), presetB)] {
            presetHolder.append(Label(title))
            presetHolder.append(drop)
            drop.onSelectedChanged { [weak self] in self?.presetsChanged() }
        }
        rebuildSides()
    }

    /// Lets go of both sides (the view is closing).
    func close() {
        blind.cancel()
        stopPlaying()
        for watch in watches { watch.cancel() }
        watches = []
        for mirror in mirrors { mirror.cancel() }
        mirrors = []
        for side in sides { side.detach() }
        for child in sidesRow.children { sidesRow.remove(child) }
        sides = []
    }

    private var chosen: (a: Preset, b: Preset)? {
        guard presetA.selected < presets.count, presetB.selected < presets.count else { return nil }
        return (presets[presetA.selected], presets[presetB.selected])
    }

    private func rebuildSides() {
        close()
        for (index, name) in [tr("Left side"), tr("Right side")].enumerated() {
            let side = ComparisonSide(kind, name: name, catalog: catalog, rows: rows)
            // Each side in a half of its own (the row is homogeneous), the separator in the
            // right half: a readout that grows must not take width from the other side, or
            // that side's list lays its rows out anew and its content jumps.
            let half = Box(.horizontal, spacing: 0)
            if index == 1 { half.append(Separator(.vertical)) }
            half.append(side.root)
            sidesRow.append(half)
            sides.append(side)
        }
        for (index, side) in sides.enumerated() {
            side.attach(tuning(forSide: index), alwaysShowHeaders: alwaysShowHeaders)
            if let watch = side.page.view.watch({ [weak self] input, frame in self?.input(on: index, input, frame) }) {
                watches.append(watch)
            }
            mirrors.append(InputMirror(onto: side.page.view))
        }
        leader = nil
        lastOffsets = [0, 0]
        lastContent = [nil, nil]
        contentChange = [0, 0]
        showTitles()
    }

    /// The tuning side `index` runs: A left and B right, or the blind trial's draw.
    private func tuning(forSide index: Int) -> Tuning {
        guard let (a, b) = chosen else { return Tuning(behavior: kind) }
        let name = blind.session?.preset(on: index == 0 ? .left : .right) ?? (index == 0 ? a.name : b.name)
        let preset = name == a.name ? a : b
        return Tuning(preset: preset, animationsEnabled: animationsEnabled)
    }

    private func showTitles() {
        guard let (a, b) = chosen, sides.count == 2 else { return }
        if blind.session != nil {
            sides[0].setTitle(tr("Left (1)"))
            sides[1].setTitle(tr("Right (2)"))
        } else {
            sides[0].setTitle(format(tr("A: %@"), a.name))
            sides[1].setTitle(format(tr("B: %@"), b.name))
        }
    }

    private func presetsChanged() {
        guard !mirroring else { return }
        for (index, side) in sides.enumerated() {
            side.page.apply(tuning(forSide: index), alwaysShowHeaders: alwaysShowHeaders)
        }
        showTitles()
    }

    private func swap() {
        let a = presetA.selected
        mirroring = true
        presetA.selected = presetB.selected
        presetB.selected = a
        mirroring = false
        presetsChanged()
    }

    // MARK: One hand on both sides

    private func input(on index: Int, _ input: TimedInput, _ frame: HeaderFrame) {
        sides[index].record(input, frame)
        let previous = lastOffsets[index]
        var reestimated = 0.0
        switch input.input {
        case .scroll(let offset, _):
            lastOffsets[index] = offset
            reestimated = contentChange[index]
            contentChange[index] = 0
        case .geometry(let geometry):
            if let last = lastContent[index] { contentChange[index] += geometry.content - last }
            lastContent[index] = geometry.content
        default:
            break
        }
        // What the mirror feeds the other side is that side's, not the person's: no echo.
        guard !mirroring, players.isEmpty, !mirrors[index].isPerforming else { return }
        let delta: Double
        switch input.input {
        case .scroll(let offset, let source):
            // A settle is this side's preset at work, not the person's.
            guard source != .programmatic, source != .settle else { return }
            if source != .momentum {
                leader = index
                blind.used(source.rawValue)
            }
            // What this list shows moved by: a list draws its rows at the whole pixel below
            // its value (GtkListView floors the value in its layout, which comes as a change
            // of its own or as a step back of the person's source). The other list follows
            // that, so neither loses the fractions the other keeps.
            delta = offset.rounded(.down) - previous.rounded(.down)
            // GtkListView re-estimating the rows above the view (a row measured for the
            // first time, the spacer row going out of its range) changes the content's
            // height and moves the value by as much, while the rows stay where they are on
            // screen. Copied, that move would scroll the other list by it: the two lists
            // would drift apart by a row or three in the first seconds.
            if reestimated != 0, abs(delta - reestimated) < 1 { return }
        case .begin, .end:
            leader = index
            delta = 0
        case .geometry, .focus, .focusedItem, .tick:
            return
        }
        guard leader == index else { return }
        mirroring = true
        mirrors[1 - index].mirror(input.input, delta: delta)
        mirroring = false
    }

    // MARK: Search

    /// Ctrl+F while the view is open: reveals the header of the side that holds the keyboard
    /// focus (the left one when neither does) and focuses that side's search entry. A
    /// quick-return side only: the other pages have no search (the window shows that page
    /// first). The reveal is that side's, as on a single page: it is not mirrored.
    func focusSearch() {
        let focused = sides.first { $0.root.containsFocus } ?? sides.first
        (focused?.page as? QuickReturnPage)?.focusSearch()
    }

    /// Whether the keyboard focus is in a side's search entry (keys there are text).
    private var isSearching: Bool {
        sides.contains { ($0.page as? QuickReturnPage)?.search.containsFocus == true }
    }

    // MARK: A trace on both sides

    private func playTrace() {
        guard let traceDirectory, traceDrop.selected < ComparisonTraces.names.count else { return }
        let name = ComparisonTraces.names[traceDrop.selected]
        play(path: traceDirectory + "/" + name + ".jsonl", name: name)
    }

    /// Plays the trace at `path` on both sides at once, each with its own preset (Ctrl+O
    /// while the view is open).
    func play(path: String) {
        let file = FileSystem.baseName(of: path)
        play(path: path, name: file.hasSuffix(".jsonl") ? String(file.dropLast(6)) : file)
    }

    private func play(path: String, name: String) {
        stopPlaying()
        let text: String
        do {
            text = try AtomicFile.read(path)
        } catch {
            blind.showMessage(format(tr("Cannot read %@: %@"), path, error.message))
            return
        }
        let inputs: [TimedInput]
        do {
            inputs = try TraceParser.inputs(in: text)
        } catch {
            blind.showMessage(format(tr("Cannot compare %@: %@"), name, error.description))
            return
        }
        for mirror in mirrors { mirror.cancel() }
        for (index, side) in sides.enumerated() {
            guard let player = side.page.view.playback(of: inputs, tuning: tuning(forSide: index)) else { continue }
            player.onFrame = { [weak side] input, frame in side?.record(input, frame) }
            player.onFinish = { [weak self, weak player] in
                self?.players.removeAll { $0 === player }
            }
            players.append(player)
        }
        blind.used("trace:" + name)
        for player in players { player.start() }
    }

    private func stopPlaying() {
        let playing = players
        players = []
        for player in playing { player.stop() }
    }

    // MARK: Blind test

    private func startBlind() {
        guard let (a, b) = chosen else { return }
        guard a.name != b.name else {
            blind.showMessage(tr("Choose two different presets for a blind test."))
            return
        }
        blind.begin(page: kind.rawValue, presetA: a.name, presetB: b.name)
        for drop in [presetA, presetB] { drop.isSensitive = false }
        swapButton.isSensitive = false
    }

    private func showTrial() {
        stopPlaying()
        for (index, side) in sides.enumerated() {
            side.page.apply(tuning(forSide: index), alwaysShowHeaders: alwaysShowHeaders)
            side.reset()
        }
        leader = nil
        showTitles()
        _ = sides.first?.page.view.content?.grabFocus()
    }

    private func endBlind() {
        for drop in [presetA, presetB] { drop.isSensitive = true }
        swapButton.isSensitive = true
        presetsChanged()
    }
}
