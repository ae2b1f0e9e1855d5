import ShyBarCore

/// Inputs a person made on another view, waiting for this view's next frame
/// (see ``HeaderTap/mirror(_:delta:)``).
///
/// GtkListView 4.8 places its rows from one value change per layout: a second change before
/// the next layout makes its rows jump, by thousands of pixels far down a list. A fast touch
/// drag on the other view reaches this one more often than it draws, so the moves are added
/// up here and made at most once a frame; begin and end keep their place among them.
struct MirroredInputs {
    private var pending: [(input: TrackerInput, delta: Double)] = []

    var isEmpty: Bool { pending.isEmpty }

    /// Queues `input`; a scroll right after another of the same source joins it.
    mutating func add(_ input: TrackerInput, delta: Double) {
        if case .scroll(_, let source) = input, let last = pending.last,
           case .scroll(_, let lastSource) = last.input, lastSource == source {
            pending[pending.count - 1] = (input, last.delta + delta)
        } else {
            pending.append((input, delta))
        }
    }

    /// Takes what one frame applies: the inputs up to the next scroll's, that scroll, and
    /// the begins and ends after it, in order; a later scroll waits for the next frame.
    mutating func takeFrame() -> [(input: TrackerInput, delta: Double)] {
        var frame: [(input: TrackerInput, delta: Double)] = []
        var moved = false
        while let next = pending.first {
            if case .scroll = next.input {
                if moved { break }
                moved = true
            }
            frame.append(pending.removeFirst())
        }
        return frame
    }

    mutating func removeAll() { pending.removeAll() }
}
