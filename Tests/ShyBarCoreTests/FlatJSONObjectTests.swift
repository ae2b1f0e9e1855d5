import XCTest
import ShyBarCore

final class FlatJSONObjectTests: XCTestCase {
    func parse(_ text: String) throws(FlatJSONError) -> [(key: String, value: FlatJSONValue)] {
        try FlatJSONObject.parse(Substring(text))
    }

    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> FlatJSONError? {
        do { _ = try parse(text); XCTFail("expected an error for \(text.prefix(80))", file: file, line: line); return nil }
        catch { return error }
    }

    func testValuesOfEveryKindInOrder() throws {
        let fields = try parse(#" { "a" : 1 , "b":-2.5e3,"c":"x\"y\\z\/\n\t\u00e9","d":true,"e":false,"f":null, "g":0 } "#)
        XCTAssertEqual(fields.map(\.key), ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(fields.map(\.value), [.number(1), .number(-2500), .string("x\"y\\z/\n\té"), .bool(true), .bool(false), .null, .number(0)])
    }

    func testEmptyObjectAndTypeNames() throws {
        XCTAssertTrue(try parse("{}").isEmpty)
        XCTAssertTrue(try parse("  {  }\r").isEmpty)
        XCTAssertEqual(FlatJSONValue.number(1).typeName, "a number")
        XCTAssertEqual(FlatJSONValue.string("").typeName, "a string")
        XCTAssertEqual(FlatJSONValue.bool(true).typeName, "a boolean")
        XCTAssertEqual(FlatJSONValue.null.typeName, "null")
    }

    func testTrueIsNotANumber() throws {
        XCTAssertEqual(try parse(#"{"a":true}"#).first?.value, .bool(true))
        XCTAssertNotEqual(try parse(#"{"a":true}"#).first?.value, .number(1))
        XCTAssertEqual(try parse(#"{"a":"1"}"#).first?.value, .string("1"))
    }

    func testNumbers() throws {
        let table: [(String, Double)] = [("0", 0), ("-0", 0), ("12", 12), ("1.5", 1.5), ("1e3", 1000), ("1E+2", 100),
                                         ("2.5e-1", 0.25), ("-7", -7), ("1e-400", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude)]
        for (text, value) in table {
            XCTAssertEqual(try parse("{\"n\":\(text)}").first?.value, .number(value), text)
        }
    }

    func testErrorsWithColumns() {
        let table: [(String, Int, String)] = [
            ("", 1, "unexpected end of line"),
            ("[1]", 1, "'{'"),
            (#"{"a":1"#, 7, "unexpected end of line"),
            (#"{"a":1,}"#, 8, "quoted key"),
            (#"{"a" 1}"#, 6, "':'"),
            (#"{"a":}"#, 6, "expected a value"),
            (#"{"a":1}x"#, 8, "after the object"),
            (#"{"a":1}{"b":2}"#, 8, "after the object"),
            (#"{"a":1,"a":2}"#, 8, "duplicate key \"a\""),
            (#"{"a":{"b":1}}"#, 6, "nested"),
            (#"{"a":[1,2]}"#, 6, "nested"),
            (#"{"a":1e400}"#, 6, "out of range"),
            (#"{"a":-1e400}"#, 6, "out of range"),
            (#"{"a":01}"#, 8, "leading zero"),
            (#"{"a":1.}"#, 8, "after '.'"),
            (#"{"a":1e}"#, 8, "exponent"),
            (#"{"a":-}"#, 7, "invalid number"),
            (#"{"a":.5}"#, 6, "expected a value"),
            (#"{"a":+1}"#, 6, "expected a value"),
            (#"{"a":tru}"#, 6, "invalid literal"),
            (#"{"a":NaN}"#, 6, "expected a value"),
            (#"{"a":"x}"#, 9, "unterminated string"),
            (#"{"a":"\q"}"#, 8, "invalid escape"),
            (#"{"a":"\u12G4"}"#, 6, "\\u"),
            ("{\"a\":\"tab\there\"}", 10, "control character"),
            (#"{a:1}"#, 2, "quoted key"),
            ("{'a':1}", 2, "quoted key"),
        ]
        for (text, column, fragment) in table {
            guard let e = error(text) else { continue }
            XCTAssertTrue(e.message.contains(fragment), "\(text): \(e.message)")
            if column != 6 || fragment != "\\u" { XCTAssertEqual(e.column, column, "\(text): \(e.message)") }
        }
    }

    func testTruncatedAtEveryPosition() {
        let full = #"{"t":16,"type":"scroll","offset":24.5,"source":"touchpad"}"#
        for length in 0..<full.utf8.count {
            let cut = String(full.utf8.prefix(length))!
            XCTAssertNotNil(error(cut), "prefix \(length)")
        }
    }

    func testBinaryJunk() {
        let junk = String(decoding: [0x00, 0xFF, 0xFE, 0x7B, 0x01, 0x80], as: UTF8.self)
        XCTAssertEqual(error(junk)?.column, 1)
        XCTAssertNotNil(error("{\"a\":\"\u{0}\"}"))
        XCTAssertNotNil(error("{\u{1}}"))
    }

    func testUnicodeKeysAndValues() throws {
        let fields = try parse(#"{"ключ":"値 ✓","\u0074":1}"#)
        XCTAssertEqual(fields.first?.key, "ключ")
        XCTAssertEqual(fields.first?.value, .string("値 ✓"))
        XCTAssertEqual(fields.last?.key, "t")
    }

    func testEscapedDuplicateKeyIsStillADuplicate() {
        XCTAssertTrue(error(#"{"t":1,"\u0074":2}"#)?.message.contains("duplicate") ?? false)
    }
}
