import ShyBarCore

/// One trace run through two tunings (two presets) without a display: for every input, the
/// offset and both headers' extents, so the lab can overlay the two on one plot.
struct Comparison: Equatable {
    /// One input's outcome under both tunings.
    struct Sample: Equatable {
        var time: Double
        var offset: Double
        var header: Double
        var extentA: Double
        var extentB: Double
    }

    /// The trace's name, as shown above the plot.
    var traceName: String
    /// The names the legend gives the two curves (the presets').
    var nameA: String
    var nameB: String
    var samples: [Sample]

    /// Runs `text` (a trace) through fresh trackers of `a` and `b`; throws its first bad line.
    static func run(trace text: String, named traceName: String,
                    a: (name: String, tuning: Tuning), b: (name: String, tuning: Tuning)) throws(TraceError) -> Comparison {
        let trackerA = a.tuning.makeTracker(), trackerB = b.tuning.makeTracker()
        var samples: [Sample] = []
        for input in try TraceParser.inputs(in: text) {
            let frameA = trackerA.handle(input), frameB = trackerB.handle(input)
            samples.append(Sample(time: input.time, offset: frameA.offset, header: max(frameA.header, frameB.header),
                                  extentA: frameA.extent, extentB: frameB.extent))
        }
        return Comparison(traceName: traceName, nameA: a.name, nameB: b.name, samples: samples)
    }
}
