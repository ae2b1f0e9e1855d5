/// The part of a hand-written file that the generator owns: everything between its
/// ``begin`` and ``end`` lines, replaced as a whole.
struct GeneratedRegion {
    static let begin = """
        /* BEGIN OPTIONS: generated from the option tables by `swift run shybar-capi-generate`
         * (docs/c-api.md): do not edit down to END OPTIONS. */
        """
    static let end = "/* END OPTIONS */"

    /// Why a file's region cannot be replaced.
    struct Missing: Error, CustomStringConvertible {
        let file: String
        var description: String {
            "\(file): no generated region (a line '\(GeneratedRegion.begin.split(separator: "\n")[0])' and, after it, '\(GeneratedRegion.end)')"
        }
    }

    /// `text` with its region holding `generated` (which ends with a newline).
    static func replacing(in text: String, file: String, with generated: String) throws(Missing) -> String {
        guard let start = text.firstRange(of: begin + "\n"), let stop = text[start.upperBound...].firstRange(of: end) else {
            throw Missing(file: file)
        }
        return String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])
    }
}
