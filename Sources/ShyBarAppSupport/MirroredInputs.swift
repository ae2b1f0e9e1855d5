import ShyBarCore

/// Inputs a person made on another view, waiting for this view's next frame
/// (see ``InputMirror``).
///
/// GtkListView 4.8 places its rows from one value change per layout: a second change before
/// the next layout makes its rows jump, by thousands of pixels far down a list. A fast touch
/// drag on the other view reaches this one more often than it draws, so the moves are added
/// up here and made at most once a frame; begin and end keep their place among them.
///
/// The moves are made in whole pixels, the fraction carried on to the next: a list draws
/// its rows at whole pixels and floors its value in its layout, so a fraction moved here
/// would be lost here, while the other list's own floor of it comes as a step back, and the
/// two lists would drift apart by up to a pixel a frame under a finger.
struct MirroredInputs {
    private var pending: [(input: TrackerInput, delta: Double)] = []
    /// The part of the moves not made yet, under a pixel.
    private var fraction = 0.0

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

    /// Takes what one frame applies: the inputs up to the next scroll's, that scroll (its
    /// whole pixels; none when it adds up to less than one), and the begins and ends after
    /// it, in order; a later scroll waits for the next frame.
    mutating func takeFrame() -> [(input: TrackerInput, delta: Double)] {
        var frame: [(input: TrackerInput, delta: Double)] = []
        var moved = false
        while var next = pending.first {
            if case .scroll = next.input {
                if moved { break }
                let total = next.delta + fraction
                // A hair under a whole pixel (sums of float fractions) counts as the pixel.
                let whole = (total + (total < 0 ? -1e-6 : 1e-6)).rounded(.towardZero)
                fraction = total - whole
                pending.removeFirst()
                guard whole != 0 else { continue }
                moved = true
                next.delta = whole
                frame.append(next)
                continue
            }
            frame.append(pending.removeFirst())
        }
        return frame
    }

    mutating func removeAll() { pending.removeAll() }
}
