import Glibc

/// The momentum after a fling, as GTK 4.8's kinetic deceleration moves it
/// (`GtkKineticScrolling`, friction 4 /s): the content travels `velocity / 4` px in all,
/// `velocity / 4 · (1 − e^(−4t))` after t seconds, and stops once its speed is below 1 px/s.
///
/// Unlike GTK's, which sets the value to the start plus that distance, it gives the step
/// since the last one, so that whatever else moved the value meanwhile (a list correcting
/// its estimated row heights) stays moved (``ScrollObserver`` applies the steps).
struct MomentumCarry {
    /// GTK's `DECELERATION_FRICTION`, per second.
    static let friction = 4.0
    /// Below this speed, px/s, GTK 4.8 ends the deceleration.
    static let stopSpeed = 1.0

    let velocity: Double
    let start: Double
    private var travelled = 0.0
    /// Whether the momentum has run out (after the step that reached it).
    private(set) var isFinished = false

    /// Momentum from a release at `velocity` px/s at `start` ms.
    init(velocity: Double, start: Double) {
        self.velocity = velocity
        self.start = start
        isFinished = !velocity.isFinite || abs(velocity) < Self.stopSpeed
    }

    /// The distance the curve covers from the release to `time` ms.
    func distance(at time: Double) -> Double {
        let seconds = max(0, time - start) / 1000
        return velocity / Self.friction * (1 - exp(-Self.friction * seconds))
    }

    /// The speed, px/s, at `time` ms.
    func speed(at time: Double) -> Double {
        velocity * exp(-Self.friction * max(0, time - start) / 1000)
    }

    /// The whole pixels to move from the last step to `time` ms (0 once finished); the
    /// fraction left over is moved with a later step. A list places its rows at whole
    /// pixels and rounds the value back in its layout: fractional steps would be lost
    /// there, and the value would go back by the fraction in every frame.
    mutating func wholePixels(to time: Double) -> Double {
        guard !isFinished else { return 0 }
        let total = distance(at: time)
        if abs(speed(at: time)) < Self.stopSpeed { isFinished = true }
        let step = (total - travelled).rounded(.towardZero)
        travelled += step
        return step
    }
}
