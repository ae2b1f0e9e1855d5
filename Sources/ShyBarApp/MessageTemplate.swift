extension String {
    /// This template (usually a translated one) with its placeholders filled: `%@` and `%d`
    /// take the arguments in turn, `%1$@` / `%2$d` the argument at that position (so that a
    /// translation can reorder them), `%%` is a percent sign. Arguments print as their
    /// `description`. The app's messages need no more than that, and no Foundation.
    func filling(_ arguments: any CustomStringConvertible...) -> String {
        var result = ""
        var next = 0
        var rest = Substring(self)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            // An optional position: digits then "$".
            let digits = rest.prefix(while: \.isNumber)
            var position: Int?
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(digits) {
                position = number - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let kind = rest.first, kind == "@" || kind == "d" else {
                result += "%"
                continue
            }
            rest = rest.dropFirst()
            let index = position ?? next
            next = index + 1
            result += index >= 0 && index < arguments.count ? arguments[index].description : ""
        }
        return result + rest
    }
}
