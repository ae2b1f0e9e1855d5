/// A gtk-doc comment: `title` on its first line, then `fields` (`@name: text`), then the
/// paragraphs of `body`, each wrapped to the header's width.
func docComment(_ title: String, fields: [String] = [], body: [String] = []) -> String {
    var lines = ["/**", " * " + title + ":"]
    lines += fields.flatMap { wrapped($0, indent: "   ") }
    for paragraph in body {
        lines.append(" *")
        lines += wrapped(paragraph, indent: "")
    }
    lines.append(" */")
    return lines.joined(separator: "\n")
}

/// `text` as comment lines of at most 92 columns; continuation lines get `indent`.
private func wrapped(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        let prefix = lines.isEmpty ? " * " : " * " + indent
        if !line.isEmpty, prefix.count + line.count + 1 + word.count > 92 {
            lines.append(prefix + line)
            line = String(word)
        } else {
            line += (line.isEmpty ? "" : " ") + word
        }
    }
    lines.append((lines.isEmpty ? " * " : " * " + indent) + line)
    return lines
}
