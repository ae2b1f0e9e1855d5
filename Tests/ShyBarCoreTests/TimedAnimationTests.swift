import XCTest
import ShyBarCore

final class TimedAnimationTests: XCTestCase {
    func testValuesOverTime() {
        let a = TimedAnimation(from: 10, to: 90, start: 1000, duration: 200, easing: .linear)
        let table: [(Double, Double)] = [(900, 10), (1000, 10), (1050, 30), (1100, 50), (1200, 90), (5000, 90)]
        for (time, value) in table { XCTAssertEqual(a.value(at: time), value, accuracy: 1e-12, "t=\(time)") }
        XCTAssertFalse(a.isFinished(at: 1199.9))
        XCTAssertTrue(a.isFinished(at: 1200))
        XCTAssertTrue(a.isFinished(at: 9999))
    }

    func testDefaultEasingIsEaseOutCubic() {
        let a = TimedAnimation(from: 0, to: 100, start: 0, duration: 200)
        XCTAssertEqual(a.easing, .easeOutCubic)
        XCTAssertEqual(a.value(at: 100), 87.5, accuracy: 1e-12)
    }

    func testZeroNegativeAndNonFiniteDurationsCompleteAtOnce() {
        for duration in [0.0, -5, .nan, .infinity, -.infinity] {
            let a = TimedAnimation(from: 0, to: 40, start: 10, duration: duration)
            XCTAssertEqual(a.duration, 0, "\(duration)")
            XCTAssertEqual(a.value(at: 10), 40)
            XCTAssertEqual(a.value(at: 0), 40)
            XCTAssertTrue(a.isFinished(at: 10))
        }
    }

    func testDownwardAnimation() {
        let a = TimedAnimation(from: 90, to: 0, start: 0, duration: 100, easing: .easeInOutCubic)
        XCTAssertEqual(a.value(at: 50), 45, accuracy: 1e-12)
        XCTAssertEqual(a.value(at: 100), 0)
    }

    func testEasingEndpointsAndMidpoints() {
        let table: [(Easing, Double, Double)] = [
            (.linear, 0.25, 0.25), (.easeOutCubic, 0.5, 0.875), (.easeOutCubic, 0.25, 1 - 0.75 * 0.75 * 0.75),
            (.easeInOutCubic, 0.5, 0.5), (.easeInOutCubic, 0.25, 0.0625), (.easeInOutCubic, 0.75, 0.9375),
            // Android's DecelerateInterpolator: 1 − (1 − t)².
            (.quadOut, 0.5, 0.75), (.quadOut, 0.25, 1 - 0.75 * 0.75),
        ]
        for (easing, t, expected) in table { XCTAssertEqual(easing.value(at: t), expected, accuracy: 1e-12, "\(easing) \(t)") }
        // The Bézier curves, solved for x by bisection to 1e-15 elsewhere: Flutter's
        // Curves.easeOut (Cubic(0.0, 0.0, 0.58, 1.0)) and CSS/UIKit ease-in-out.
        let bezier: [(Easing, Double, Double)] = [
            (.bezierOut, 0.25, 0.378138130825), (.bezierOut, 0.5, 0.684643187427), (.bezierOut, 0.75, 0.906535349281),
            (.bezierInOut, 0.25, 0.129161931047), (.bezierInOut, 0.5, 0.5), (.bezierInOut, 0.75, 0.870838068953),
        ]
        for (easing, t, expected) in bezier { XCTAssertEqual(easing.value(at: t), expected, accuracy: 1e-9, "\(easing) \(t)") }
        for easing in Easing.allCases {
            XCTAssertEqual(easing.value(at: 0), 0)
            XCTAssertEqual(easing.value(at: 1), 1)
            XCTAssertEqual(easing.value(at: -3), 0, "clamped")
            XCTAssertEqual(easing.value(at: 7), 1, "clamped")
            XCTAssertEqual(easing.value(at: .nan), 1)
            XCTAssertEqual(easing.value(at: .infinity), 1)
            XCTAssertEqual(easing.value(at: -.infinity), 0)
        }
    }

    func testEasingsAreMonotonic() {
        for easing in Easing.allCases {
            var last = -1.0
            for i in 0...1000 {
                let v = easing.value(at: Double(i) / 1000)
                XCTAssertGreaterThanOrEqual(v, last, "\(easing)")
                last = v
            }
        }
    }

    func testEasingRawValuesMatchTheCommandLine() {
        XCTAssertEqual(Easing.allCases.map(\.rawValue), ["linear", "easeOutCubic", "easeInOutCubic", "quadOut", "bezierOut", "bezierInOut"])
    }
}
