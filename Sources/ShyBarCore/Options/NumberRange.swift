/// The values a number option accepts, how a control steps through them, and their unit.
/// Every place that reads a value (flags, settings, the panel) holds it to these bounds.
public struct NumberRange: Equatable, Sendable {
    /// The smallest and largest accepted value.
    public var bounds: ClosedRange<Double>
    /// The step of a spin button.
    public var step: Double
    /// The unit.
    public var unit: OptionUnit

    /// A range.
    public init(_ bounds: ClosedRange<Double>, step: Double, unit: OptionUnit) {
        self.bounds = bounds
        self.step = step
        self.unit = unit
    }

    /// The decimals a control shows: as many as the step needs (0.05 needs two).
    public var digits: Int {
        var digits = 0
        var scaled = step
        while digits < 4, (scaled - scaled.rounded()).magnitude > 1e-9 {
            digits += 1
            scaled *= 10
        }
        return digits
    }

    /// "a number from 0 to 1000", for an error message.
    public var expectation: String {
        "a number from \(TraceFormat.number(bounds.lowerBound)) to \(TraceFormat.number(bounds.upperBound))"
    }

    /// The number `text` spells, when it is finite and within the bounds.
    public func parse(_ text: String) -> Double? {
        guard let number = Double(text), number.isFinite, bounds.contains(number) else { return nil }
        return number
    }
}
