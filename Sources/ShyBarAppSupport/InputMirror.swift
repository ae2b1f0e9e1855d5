import ShyBarCore
import ShyBarGtk

/// Makes the inputs a person makes on one view on another (*Compare Presets*: two tunings
/// under one hand), through the view's ``HeaderView/perform(_:)``: a `.scroll` moves this
/// content by the offset change `delta` (clamped to the content) with the input's source, so
/// this tracker sees the same wheel, keyboard, touch, touchpad, scrollbar or momentum
/// motion; `.begin` and `.end` (with its velocity) are passed on as they are. Geometry,
/// ticks, focus and the focused item belong to each view and are not mirrored.
///
/// The inputs are taken at this view's next frame, at most one move a frame (the moves in
/// between are added up, see ``MirroredInputs``), in the order they came: a list must not
/// be moved twice between two layouts.
@MainActor
public final class InputMirror {
    private let view: HeaderView
    private var queue = MirroredInputs()
    private var ticks: TickCallback?
    /// Whether a mirrored input is being made now: the view's watch reports what it causes,
    /// which its owner must not send back to the other view.
    public private(set) var isPerforming = false

    /// Mirrors inputs onto `view`.
    public init(onto view: HeaderView) {
        self.view = view
    }

    /// Queues `input` (with the offset change `delta` of a scroll) for the view's next frame.
    public func mirror(_ input: TrackerInput, delta: Double) {
        switch input {
        case .scroll, .begin, .end:
            break
        case .geometry, .focus, .focusedItem, .tick:
            return
        }
        queue.add(input, delta: delta)
        guard ticks?.isActive != true else { return }
        ticks = TickCallback(widget: view) { [weak self] _ in self?.performFrame() ?? false }
    }

    /// Drops what waits and stops (the other view went, or a trace plays).
    public func cancel() {
        ticks?.remove()
        ticks = nil
        queue.removeAll()
    }

    private func performFrame() -> Bool {
        let frame = queue.takeFrame()
        isPerforming = true
        defer { isPerforming = false }
        for (input, delta) in frame {
            if case .scroll(_, let source) = input, let adjustment = view.content?.vadjustment {
                view.perform(.scroll(offset: adjustment.value - adjustment.lower + delta, source: source))
            } else {
                view.perform(input)
            }
        }
        return !queue.isEmpty
    }
}
