/// The files of libshybar-1's C surface that are made from the option tables, as
/// `swift run shybar-capi-generate` writes them (docs/c-api.md).
public enum CSurface {
    /// One generated file: its path from the package root and its whole text.
    public struct File: Equatable, Sendable {
        /// The path from the package root (`library/shybar.h`).
        public let path: String
        /// The file's text.
        public let text: String
    }

    /// The generated files, given `read`, which returns the current text of a file of the
    /// package (`library/shybar.h` keeps everything outside its generated region).
    public static func files(read: (String) throws -> String) throws -> [File] {
        let headerPath = "library/shybar.h"
        let header = try GeneratedRegion.replacing(in: read(headerPath), file: headerPath, with: HeaderDeclarations.text)
        let symbolsPath = "debian/libshybar-1-0.symbols"
        let symbols = SymbolsFile.text(functions: SymbolsFile.functions(declaredIn: header), existing: try read(symbolsPath),
                                       changelog: try read("debian/changelog"))
        return [
            File(path: "Sources/ShyBarCLib/OptionExports.swift", text: SwiftExports.text),
            File(path: headerPath, text: header),
            File(path: symbolsPath, text: symbols),
        ]
    }

    /// The C functions a header declares, in order (for tests that compare the header with
    /// the library, its GIR and its VAPI).
    public static func functions(declaredIn header: String) -> [String] { SymbolsFile.functions(declaredIn: header) }
}
