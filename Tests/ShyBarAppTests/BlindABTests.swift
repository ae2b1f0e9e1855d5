import Foundation
import XCTest
@testable import ShyBarApp

/// The blind A/B session's pure parts: the per-trial shuffle, the results file and its
/// parser, and the summary's sums, against values worked out by hand.
final class BlindABTests: XCTestCase {
    func session(_ choices: [(left: String, chosen: String)]) -> BlindResults {
        var results = BlindResults(page: "quick-return", presetA: "shybar", presetB: "headroom")
        for (index, choice) in choices.enumerated() {
            let right = choice.left == "shybar" ? "headroom" : "shybar"
            results.trials.append(BlindTrial(left: choice.left, right: right, chosen: choice.chosen,
                                             input: index % 2 == 0 ? "wheel" : "wheel+keyboard", milliseconds: 1000 * (index + 1)))
        }
        return results
    }

    // MARK: Binomial p-value

    func testTwoSidedBinomialPAgainstHandComputedValues() {
        // Each row: k successes of n, and the two-sided p at ½ by hand, 2·P(X ≤ min(k, n−k)):
        //  n=10, k=8:  P(X ≥ 8) = (C(10,8)+C(10,9)+C(10,10))/2¹⁰ = (45+10+1)/1024 = 56/1024,
        //              so p = 112/1024 = 0.109375
        //  n=10, k=2:  the mirror image, the same 0.109375
        //  n=10, k=5:  2·P(X ≤ 5) = 2·638/1024 > 1, so p = 1
        //  n=6,  k=0:  2·(1/64) = 0.03125
        //  n=4,  k=3:  2·P(X ≤ 1) = 2·(1+4)/16 = 0.625
        //  n=20, k=15: P(X ≥ 15) = (15504+4845+1140+190+20+1)/2²⁰ = 21700/1048576,
        //              so p = 43400/1048576 = 0.0413894653...
        //  n=1,  k=1:  2·P(X ≤ 0) = 2·½ = 1
        //  n=0:        no trials, no evidence: 1
        let table: [(k: Int, n: Int, p: Double)] = [
            (8, 10, 112.0 / 1024), (2, 10, 112.0 / 1024), (5, 10, 1), (0, 6, 0.03125), (3, 4, 0.625),
            (15, 20, 43400.0 / 1048576), (1, 1, 1), (0, 0, 1),
        ]
        for row in table {
            XCTAssertEqual(BlindSummary.twoSidedBinomialP(successes: row.k, trials: row.n), row.p, accuracy: 1e-12,
                           "k=\(row.k) n=\(row.n)")
        }
    }

    func testBinomialPStaysFiniteForLongSessions() {
        // C(2000, 1000) alone is about 10⁶⁰⁰, beyond a Double: the sum is kept scaled.
        XCTAssertEqual(BlindSummary.twoSidedBinomialP(successes: 1000, trials: 2000), 1)
        let p = BlindSummary.twoSidedBinomialP(successes: 1060, trials: 2000)
        XCTAssertTrue(p > 0 && p < 0.01, "\(p)")   // 3 standard deviations (√500 ≈ 22.4) above the middle: p ≈ 0.0080
        XCTAssertEqual(p, BlindSummary.twoSidedBinomialP(successes: 940, trials: 2000), accuracy: 1e-15)
        XCTAssertEqual(BlindSummary.twoSidedBinomialP(successes: 0, trials: 2000), 0)
    }

    // MARK: Summary

    func testSummaryOfAHandCountedSession() {
        // 5 trials; shybar chosen in trials 1, 2, 4 and 5, headroom in 3: 4 of 5 for shybar.
        // p = 2·P(X ≤ 1) = 2·(1+5)/32 = 0.375. Mean time (1+2+3+4+5)/5 = 3.0 s.
        let results = session([("shybar", "shybar"), ("headroom", "shybar"), ("headroom", "headroom"),
                               ("shybar", "shybar"), ("headroom", "shybar")])
        let summary = BlindSummary(results)
        XCTAssertEqual(summary.trials, 5)
        XCTAssertEqual(summary.winsA, 4)
        XCTAssertEqual(summary.winsB, 1)
        XCTAssertEqual(summary.winner, "shybar")
        XCTAssertEqual(summary.pValue, 0.375, accuracy: 1e-12)
        XCTAssertEqual(summary.lines, [
            "Trials: 5",
            "shybar preferred: 4 of 5 (80%)",
            "headroom preferred: 1 of 5 (20%)",
            "Winner: shybar",
            "Two-sided binomial p-value: 0.3750",
            "Mean time to choose: 3.0 s",
        ])
    }

    func testATieHasNoWinner() {
        let summary = BlindSummary(session([("shybar", "shybar"), ("shybar", "headroom")]))
        XCTAssertNil(summary.winner)
        XCTAssertEqual(summary.lines[3], "Winner: neither (a tie)")
        XCTAssertEqual(summary.pValue, 1)
    }

    func testFixedDecimals() {
        XCTAssertEqual(BlindSummary.fixed(0.109375, digits: 4), "0.1094")
        XCTAssertEqual(BlindSummary.fixed(0.03125, digits: 4), "0.0313")
        XCTAssertEqual(BlindSummary.fixed(1, digits: 4), "1.0000")
        XCTAssertEqual(BlindSummary.fixed(12.25, digits: 1), "12.3")
        XCTAssertEqual(BlindSummary.fixed(0.0041, digits: 4), "0.0041")
    }

    // MARK: Shuffle

    func testTheShuffleRepeatsFromItsSeedAndIsFair() {
        func sides(_ seed: UInt64, _ count: Int) -> [Bool] {
            var shuffle = BlindShuffle(seed: seed)
            return (0..<count).map { _ in shuffle.nextPutsALeft() }
        }
        XCTAssertEqual(sides(42, 50), sides(42, 50))
        XCTAssertNotEqual(sides(42, 50), sides(43, 50))
        // Fixed seeds, so not a matter of luck: each stream is near half and half.
        for seed: UInt64 in [0, 1, 42, 20_261_202] {
            let left = sides(seed, 1000).filter { $0 }.count
            XCTAssertTrue((440...560).contains(left), "seed \(seed): A left in \(left) of 1000")
        }
        // Both sides come up early, so a short session is blind too.
        XCTAssertEqual(Set(sides(7, 8)).count, 2)
    }

    // MARK: Results file

    func testResultsRoundTrip() throws {
        let results = session([("shybar", "shybar"), ("headroom", "headroom"), ("headroom", "shybar")])
        XCTAssertTrue(results.text.hasPrefix(BlindResults.header + "\n1,quick-return,shybar,headroom,shybar,headroom,shybar,wheel,1000\n"))
        XCTAssertEqual(try BlindResults.parse(results.text), results)
        // Written elsewhere with CRLF or without the last newline: the same session.
        XCTAssertEqual(try BlindResults.parse(results.text.split(separator: "\n").joined(separator: "\r\n")), results)
    }

    func testBadAndPartialFilesNameTheirLine() {
        let good = session([("shybar", "shybar"), ("headroom", "headroom")]).text
        let header = BlindResults.header
        let table: [(String, String)] = [
            ("", "line 1: the file is empty"),
            ("trial,page\n", "line 1: expected the header"),
            ("{\"a\": 1}\n", "line 1: expected the header"),
            (header + "\n", "line 2: no trials"),
            // Cut short in the middle of its third line (a copy stopped half-way).
            (good + "3,quick-return,shy", "line 4: 3 fields, expected 9"),
            (good.replacingOccurrences(of: "\n2,", with: "\n3,"), "line 3: trial \"3\", expected 2"),
            (good.replacingOccurrences(of: ",wheel+keyboard,", with: ",wheel keyboard,"), "line 3: \"wheel keyboard\" is not"),
            (good.replacingOccurrences(of: "shybar,headroom,headroom,shybar,headroom", with: "shybar,headroom,headroom,shybar,gentle"),
             "line 3: the choice \"gentle\" is neither preset"),
            (good.replacingOccurrences(of: "headroom,shybar,headroom,wheel+keyboard,2000", with: "headroom,headroom,headroom,wheel+keyboard,2000"),
             "line 3: the sides headroom and headroom are not presets A and B"),
            (good.replacingOccurrences(of: ",2000\n", with: ",-5\n"), "line 3: \"-5\" is not a time"),
            (good.replacingOccurrences(of: ",2000\n", with: ",soon\n"), "line 3: \"soon\" is not a time"),
            (good + "3,sticky,shybar,headroom,shybar,headroom,shybar,wheel,1\n", "line 4: sticky with shybar and headroom belongs to another session"),
            (header + "\n1,quick-return,shybar,shybar,shybar,shybar,shybar,wheel,1\n", "line 2: preset A and B are both \"shybar\""),
        ]
        for (text, expected) in table {
            do {
                let parsed = try BlindResults.parse(text)
                XCTFail("parsed \(text.debugDescription) as \(parsed)")
            } catch {
                XCTAssertTrue(error.description.hasPrefix(expected), "\(text.debugDescription): \(error.description)")
                XCTAssertFalse(error.description.contains("\n"))
            }
        }
    }
}

/// The session under way: sides follow the shuffle, choices record what was on each side.
final class BlindSessionTests: XCTestCase {
    func testChoicesRecordTheShuffledSidesAndTimes() throws {
        var shuffle = BlindShuffle(seed: 9)
        let expectedALeft = (0..<6).map { _ in shuffle.nextPutsALeft() }
        var session = BlindSession(page: "sticky", presetA: "shybar", presetB: "flutter-pinned", seed: 9, time: 1000)
        var seenALeft: [Bool] = []
        for trial in 0..<6 {
            seenALeft.append(session.preset(on: .left) == "shybar")
            XCTAssertNotEqual(session.preset(on: .left), session.preset(on: .right))
            XCTAssertEqual(session.trialNumber, trial + 1)
            if trial % 2 == 0 { session.used("wheel"); session.used("keyboard"); session.used("wheel") }
            session.choose(trial < 4 ? .left : .right, at: 1000 + Double(trial + 1) * 1500)
        }
        XCTAssertEqual(seenALeft, expectedALeft)
        let trials = session.results.trials
        XCTAssertEqual(trials.map(\.milliseconds), Array(repeating: 1500, count: 6))
        XCTAssertEqual(trials.map(\.input), ["wheel+keyboard", "none", "wheel+keyboard", "none", "wheel+keyboard", "none"])
        for (index, trial) in trials.enumerated() {
            XCTAssertEqual(trial.chosen, index < 4 ? trial.left : trial.right)
            XCTAssertEqual(trial.left == "shybar", expectedALeft[index])
        }
        XCTAssertEqual(try BlindResults.parse(session.results.text), session.results)
    }
}
