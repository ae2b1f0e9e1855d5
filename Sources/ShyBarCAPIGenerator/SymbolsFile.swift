/// `debian/libshybar-1-0.symbols`: one line per function `shybar.h` declares, sorted; a
/// symbol already listed keeps its version, a new one gets the package's current version.
enum SymbolsFile {
    /// The functions `header` declares (its lines that start with a type, not its comments,
    /// macros or inline helpers).
    static func functions(declaredIn header: String) -> [String] {
        header.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first.isLetter, let open = line.firstIndex(of: "(") else { return nil }
            let name = line[..<open].split(whereSeparator: { $0 == " " || $0 == "*" }).last.map(String.init) ?? ""
            return name.hasPrefix("shy_") ? name : nil
        }
    }

    /// The symbols file for `functions`, keeping the heading and versions of `existing`;
    /// `changelog`'s first entry gives the version of new symbols.
    static func text(functions: [String], existing: String, changelog: String) -> String {
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = lines.prefix { !$0.hasPrefix(" ") }.filter { !$0.isEmpty }
        var versions: [String: String] = [:]
        for line in lines where line.hasPrefix(" ") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let at = parts[0].firstIndex(of: "@") else { continue }
            versions[String(parts[0][..<at])] = String(parts[1])
        }
        let current = version(of: changelog)
        let entries = Set(functions).sorted().map { " \($0)@Base \(versions[$0] ?? current)" }
        return (heading + entries).joined(separator: "\n") + "\n"
    }

    /// The upstream version of a Debian changelog's first entry (`shybar (1.0.0-2) …`: `1.0.0`).
    static func version(of changelog: String) -> String {
        guard let open = changelog.firstIndex(of: "("), let close = changelog[open...].firstIndex(of: ")") else { return "0" }
        var version = changelog[changelog.index(after: open)..<close]
        if let colon = version.firstIndex(of: ":") { version = version[version.index(after: colon)...] }
        if let dash = version.lastIndex(of: "-") { version = version[..<dash] }
        return String(version)
    }
}
