/// `max(a, b)` for numbers that are not NaN — the same result, ties included — in one
/// machine instruction (`maxsd`) where `max`, which must also order NaN, takes five. The
/// quick-return rules run it several times an input; their numbers are never NaN (geometry
/// and options are sanitised, offsets clamped).
@inline(__always) func maxOfNumbers(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}
