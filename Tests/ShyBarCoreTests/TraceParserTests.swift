import XCTest
import ShyBarCore

final class TraceParserTests: XCTestCase {
    /// Parses lines in order; returns the inputs, or the first error.
    func parseAll(_ lines: [String]) -> Result<[TimedInput?], TraceError> {
        var parser = TraceParser()
        var out: [TimedInput?] = []
        for line in lines {
            do { out.append(try parser.parse(Substring(line))) } catch { return .failure(error) }
        }
        return .success(out)
    }

    func expectError(_ lines: [String], line: Int, _ fragment: String, file: StaticString = #filePath, lineNo: UInt = #line) {
        switch parseAll(lines) {
        case .success: XCTFail("expected an error for \(lines.last?.prefix(100) ?? "")", file: file, line: lineNo)
        case .failure(let e):
            XCTAssertEqual(e.line, line, e.description, file: file, line: lineNo)
            XCTAssertTrue(e.message.contains(fragment), "\(e.message) lacks \(fragment)", file: file, line: lineNo)
            XCTAssertTrue(e.description.hasPrefix("line \(line)"), e.description, file: file, line: lineNo)
        }
    }

    func testValidLinesOfEveryType() throws {
        let lines = [
            #"{"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}"#,
            #"{"t":1,"type":"geometry","viewport":600,"content":20000,"header":90,"min":10,"toolbar":44,"hero":240}"#,
            #"{"t":16,"type":"scroll","offset":24,"source":"touchpad"}"#,
            #"{"t":17,"type":"scroll","offset":-3.5,"source":"programmatic"}"#,
            #"{"t":20,"type":"begin"}"#,
            #"{"t":200,"type":"end","velocity":1500}"#,
            #"{"t":201,"type":"end","velocity":-20.5}"#,
            #"{"t":300,"type":"focus","state":"in"}"#,
            #"{"t":301,"type":"focus","state":"out"}"#,
            #"{"t":302,"type":"focus-item","top":612,"bottom":637.5}"#,
            #"{"t":303,"type":"focus-item"}"#,
            #"{"t":304,"type":"focus-item","top":20,"bottom":20}"#,
            #"{"t":450,"type":"tick"}"#,
            #"{"type":"tick","t":451.5}"#,
        ]
        guard case .success(let inputs) = parseAll(lines) else { return XCTFail("\(parseAll(lines))") }
        let expected: [TimedInput] = [
            TimedInput(time: 0, input: .geometry(geo())),
            TimedInput(time: 1, input: .geometry(geo(min: 10, toolbar: 44, hero: 240))),
            TimedInput(time: 16, input: .scroll(offset: 24, source: .touchpad)),
            TimedInput(time: 17, input: .scroll(offset: -3.5, source: .programmatic)),
            TimedInput(time: 20, input: .begin),
            TimedInput(time: 200, input: .end(velocity: 1500)),
            TimedInput(time: 201, input: .end(velocity: -20.5)),
            TimedInput(time: 300, input: .focus(inside: true)),
            TimedInput(time: 301, input: .focus(inside: false)),
            TimedInput(time: 302, input: .focusedItem(612...637.5)),
            TimedInput(time: 303, input: .focusedItem(nil)),
            TimedInput(time: 304, input: .focusedItem(20...20)),
            TimedInput(time: 450, input: .tick),
            TimedInput(time: 451.5, input: .tick),
        ]
        XCTAssertEqual(inputs, expected)
    }

    func testEverySourceName() throws {
        for source in ScrollSource.allCases {
            var p = TraceParser()
            let input = try p.parse(Substring("{\"type\":\"scroll\",\"offset\":5,\"source\":\"\(source.rawValue)\"}"))
            XCTAssertEqual(input?.input, .scroll(offset: 5, source: source))
        }
    }

    func testOmittedTimeRepeatsThePreviousTime() {
        guard case .success(let inputs) = parseAll([#"{"type":"tick"}"#, #"{"t":40,"type":"tick"}"#, #"{"type":"begin"}"#, #"{"t":40,"type":"tick"}"#])
        else { return XCTFail() }
        XCTAssertEqual(inputs.map { $0?.time }, [0, 40, 40, 40])
    }

    func testBlankLinesAreSkippedButCounted() {
        guard case .success(let inputs) = parseAll(["", "   ", "\t\r", #"{"t":1,"type":"tick"}"#]) else { return XCTFail() }
        XCTAssertEqual(inputs.compactMap { $0 }.count, 1)
        XCTAssertNil(inputs[0])
        expectError(["", " ", #"{"t":1,"type":"bogus"}"#], line: 3, "unknown type")
    }

    func testCRLFLineEndings() {
        guard case .success(let inputs) = parseAll(["{\"t\":1,\"type\":\"tick\"}\r"]) else { return XCTFail() }
        XCTAssertEqual(inputs.first??.input, .tick)
    }

    func testTimeErrors() {
        expectError([#"{"t":5,"type":"tick"}"#, #"{"t":4,"type":"tick"}"#], line: 2, "backwards")
        expectError([#"{"t":-1,"type":"tick"}"#], line: 1, "negative")
        expectError([#"{"t":"5","type":"tick"}"#], line: 1, "\"t\" must be a number")
        expectError([#"{"t":true,"type":"tick"}"#], line: 1, "not a boolean")
        expectError([#"{"t":null,"type":"tick"}"#], line: 1, "not null")
        expectError([#"{"t":1e400,"type":"tick"}"#], line: 1, "out of range")
    }

    func testTypeAndKeyErrors() {
        let table: [(String, String)] = [
            (#"{"t":1}"#, "missing \"type\""),
            (#"{"t":1,"type":3}"#, "\"type\" must be a string"),
            (#"{"t":1,"type":"jump"}"#, "unknown type \"jump\""),
            (#"{"t":1,"type":"tick","offset":3}"#, "unknown key \"offset\""),
            (#"{"t":1,"type":"scroll","offset":3,"source":"mouse"}"#, "unknown source \"mouse\""),
            (#"{"t":1,"type":"scroll","offset":3}"#, "missing \"source\""),
            (#"{"t":1,"type":"scroll","source":"wheel"}"#, "missing \"offset\""),
            (#"{"t":1,"type":"scroll","offset":true,"source":"wheel"}"#, "\"offset\" must be a number, not a boolean"),
            (#"{"t":1,"type":"scroll","offset":"3","source":"wheel"}"#, "\"offset\" must be a number, not a string"),
            (#"{"t":1,"type":"scroll","offset":3,"source":1}"#, "\"source\" must be a string"),
            (#"{"t":1,"type":"end"}"#, "missing \"velocity\""),
            (#"{"t":1,"type":"end","velocity":null}"#, "not null"),
            (#"{"t":1,"type":"focus"}"#, "missing \"state\""),
            (#"{"t":1,"type":"focus","state":"inside"}"#, "\"in\" or \"out\""),
            (#"{"t":1,"type":"focus","state":true}"#, "must be a string"),
            (#"{"t":1,"type":"focus-item","top":30}"#, "missing \"bottom\" in a focus-item line that has \"top\""),
            (#"{"t":1,"type":"focus-item","bottom":30}"#, "missing \"top\" in a focus-item line that has \"bottom\""),
            (#"{"t":1,"type":"focus-item","top":60,"bottom":30}"#, "\"bottom\" (30) is above \"top\" (60)"),
            (#"{"t":1,"type":"focus-item","top":"60","bottom":80}"#, "\"top\" must be a number, not a string"),
            (#"{"t":1,"type":"focus-item","top":60,"bottom":80,"state":"in"}"#, "unknown key \"state\""),
            (#"{"t":1,"type":"geometry","viewport":600,"content":2000}"#, "missing \"header\""),
            (#"{"t":1,"type":"geometry","viewport":-1,"content":2000,"header":90}"#, "\"viewport\" must not be negative"),
            (#"{"t":1,"type":"geometry","viewport":600,"content":2000,"header":90,"min":100}"#, "\"min\""),
            (#"{"t":1,"type":"geometry","viewport":600,"content":2000,"header":90,"hero":-3}"#, "\"hero\" must not be negative"),
            (#"{"t":1,"type":"geometry","viewport":600,"content":2000,"header":90,"bogus":1}"#, "unknown key \"bogus\""),
            (#"{"t":1,"type":"tick","type":"tick"}"#, "duplicate"),
            (#"{"t":1,"type":"tick","x":{"y":1}}"#, "nested"),
            (#"{"t":1,"type":"tick""#, "unexpected end"),
            (#"{"t":1,"TYPE":"tick"}"#, "missing \"type\""),
            ("tick", "'{'"),
        ]
        for (text, fragment) in table {
            expectError([#"{"t":0,"type":"tick"}"#, "", text], line: 3, fragment)
        }
    }

    func testJSONErrorsCarryTheColumn() {
        guard case .failure(let e) = parseAll([#"{"t":1,"type":"tick",}"#]) else { return XCTFail() }
        XCTAssertEqual(e.line, 1)
        XCTAssertEqual(e.column, 22)
        XCTAssertEqual(e.description, "line 1, column 22: \(e.message)")
        XCTAssertEqual(TraceError(line: 4, message: "x").description, "line 4: x")
    }

    func testBinaryJunkLine() {
        let junk = String(decoding: (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, as: UTF8.self)
        expectError([#"{"t":1,"type":"tick"}"#, junk], line: 2, "'{'")
    }

    func testTenMegabyteLine() {
        let pad = String(repeating: "x", count: 10 << 20)
        expectError([#"{"t":1,"type":"tick"}"#, #"{"t":2,"type":"tick","pad":""# + pad + #""}"#], line: 2, "unknown key \"pad\"")
        let spaces = String(repeating: " ", count: 10 << 20)
        guard case .success(let inputs) = parseAll([#"{"t":3,"#  + spaces + #""type":"tick"}"#]) else { return XCTFail() }
        XCTAssertEqual(inputs.first??.time, 3)
    }

    func testHugeNumbersAreRejectedNotGuessed() {
        expectError([#"{"t":1,"type":"scroll","offset":1e400,"source":"wheel"}"#], line: 1, "out of range")
        expectError([#"{"t":1,"type":"end","velocity":-1e999}"#], line: 1, "out of range")
    }

    func testAfterAnErrorLaterLinesKeepTheirNumbers() {
        var p = TraceParser()
        _ = try? p.parse(#"{"t":1,"type":"tick"}"#)
        XCTAssertThrowsError(try p.parse(#"{"t":1,"type":"nope"}"#))
        do { _ = try p.parse(#"{"t":0,"type":"tick"}"#); XCTFail() } catch { XCTAssertEqual(error.line, 3) }
    }
}
