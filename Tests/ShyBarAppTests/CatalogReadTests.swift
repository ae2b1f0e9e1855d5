import Foundation
import XCTest
@testable import ShyBarApp

/// Every way `catalog.json` can be wrong, read from a real file: each is refused with one
/// sentence saying what (and for an item, which one and which key), and a good file is read.
/// The window's side (the warning line naming the file, the built-in item shown) is
/// `BadInputTests.testCatalogProblemsAreNamedOnOneLineAndTheBuiltInItemIsUsed`.
final class CatalogReadTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The catalog's problems, each as the file that has it and the sentence it must give.
    static let problems: [(name: String, make: @Sendable (URL) throws -> Void, message: String)] = [
        ("missing", { _ in }, "no such file"),
        ("a directory", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
         "is a directory, not a file"),
        ("empty", { try Data().write(to: $0) }, "is empty"),
        ("only white space", { try Data(" \n\t\r\n".utf8).write(to: $0) }, "is empty"),
        ("not JSON", { try Data("[{\"title\": \"bike\",".utf8).write(to: $0) }, "is not valid JSON"),
        ("binary junk", { try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }).write(to: $0) },
         "is not valid JSON"),
        ("an object", { try Data("{\"items\": []}".utf8).write(to: $0) }, "must be a JSON array of items"),
        ("no items", { try Data("[]".utf8).write(to: $0) }, "has no items"),
        ("a wrong type", { try Data("[{\"title\":3,\"price\":1,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1}]".utf8).write(to: $0) },
         "item 1, \"title\": expected a string"),
        ("a null", { try Data("[{\"title\":\"t\",\"price\":null,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1}]".utf8).write(to: $0) },
         "item 1, \"price\": expected a number, found null"),
        ("a missing key", { try Data("[{\"title\":\"t\",\"price\":1,\"seller\":\"s\",\"place\":\"p\"}]".utf8).write(to: $0) },
         "item 1: missing \"listedDaysAgo\""),
        ("a fractional age", { try Data("[{\"title\":\"t\",\"price\":1,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1.5}]".utf8).write(to: $0) },
         "item 1, \"listedDaysAgo\": invalid value"),
        ("a negative price", { try Data("[{\"title\":\"t\",\"price\":-5,\"seller\":\"s\",\"place\":\"p\",\"listedDaysAgo\":1}]".utf8).write(to: $0) },
         "item 1: price -5.0 is not a price"),
    ]

    func testEveryProblemIsRefusedWithItsOwnSentence() {
        for (index, problem) in Self.problems.enumerated() {
            let path = folder.appendingPathComponent("\(index)").appendingPathComponent("catalog.json")
            XCTAssertNoThrow(try FileManager.default.createDirectory(at: path.deletingLastPathComponent(),
                                                                    withIntermediateDirectories: true))
            XCTAssertNoThrow(try problem.make(path), problem.name)
            switch Catalog.read(path.path) {
            case .success(let items):
                XCTFail("catalog \(problem.name): read as \(items.count) items")
            case .failure(let failure):
                XCTAssertEqual(failure.message, problem.message, "catalog \(problem.name)")
            }
        }
    }

    func testAGoodCatalogIsReadInOrder() throws {
        let path = folder.appendingPathComponent("catalog.json")
        try Data("""
            [{"title":"Road bike","price":240,"seller":"Anna","place":"Berlin","listedDaysAgo":1},
             {"title":"Desk","price":80.5,"seller":"Jo","place":"Kassel","listedDaysAgo":30}]
            """.utf8).write(to: path)
        guard case .success(let items) = Catalog.read(path.path) else { return XCTFail("the good catalog was refused") }
        XCTAssertEqual(items.map(\.title), ["Road bike", "Desk"])
        XCTAssertEqual(items.map(\.price), [240, 80.5])
        XCTAssertEqual(items.map(\.listedDaysAgo), [1, 30])
    }
}
