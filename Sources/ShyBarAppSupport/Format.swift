import Glibc

/// A value that ``format(_:_:)`` can put into a template.
public protocol FormatArgument {
    /// The value as `%d`, `%@`/`%s` or `%f` shows it.
    var formatValue: FormatValue { get }
}

/// The kinds of value a template can show.
public enum FormatValue: Sendable {
    /// An integer (`%d`, `%i`, `%ld`, `%u`).
    case integer(Int)
    /// A floating-point number (`%f`, `%.2f`, `%g`).
    case real(Double)
    /// Text (`%@`, `%s`).
    case text(String)
}

extension Int: FormatArgument { public var formatValue: FormatValue { .integer(self) } }
extension Int32: FormatArgument { public var formatValue: FormatValue { .integer(Int(self)) } }
extension Double: FormatArgument { public var formatValue: FormatValue { .real(self) } }
extension String: FormatArgument { public var formatValue: FormatValue { .text(self) } }
extension Substring: FormatArgument { public var formatValue: FormatValue { .text(String(self)) } }

/// `template` with its conversions replaced by `arguments`, as printf and gettext
/// translators write them: `%d`, `%@`, `%s`, `%.1f`, `%%`, and positional `%2$@` (a
/// translation may reorder its arguments). A conversion without an argument stays as
/// written, so a bad translation shows, never crashes.
public func format(_ template: String, _ arguments: any FormatArgument...) -> String {
    var output = ""
    var next = 0
    var characters = template.makeIterator()
    while let character = characters.next() {
        guard character == "%" else { output.append(character); continue }
        var spec = ""
        var conversion: Character?
        while let part = characters.next() {
            if part.isLetter || part == "@" || part == "%" { conversion = part; break }
            spec.append(part)
        }
        guard let conversion else { output += "%" + spec; break }
        if conversion == "%" { output += "%"; continue }
        var index = next
        if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]), position > 0 {
            index = position - 1
            spec = String(spec[spec.index(after: dollar)...])
        } else {
            next += 1
        }
        // Length modifiers (`%ld`) change nothing for Swift's integers.
        let precisionSpec = spec.filter { $0 != "l" && $0 != "h" && $0 != "z" }
        guard index < arguments.count else { output += "%" + spec + String(conversion); continue }
        output += render(arguments[index].formatValue, conversion: conversion, spec: precisionSpec)
    }
    return output
}

private func render(_ value: FormatValue, conversion: Character, spec: String) -> String {
    switch (value, conversion) {
    case (.text(let text), _): return text
    case (.integer(let number), "f"), (.integer(let number), "g"): return printf(Double(number), conversion, spec)
    case (.integer(let number), _): return String(number)
    case (.real(let number), "d"), (.real(let number), "i"): return number.isFinite ? String(Int(number.rounded())) : "\(number)"
    case (.real(let number), _): return printf(number, conversion, spec)
    }
}

/// One floating-point conversion through the C library (`%.2f`: the precision and rounding
/// people expect), with a bounded buffer.
private func printf(_ number: Double, _ conversion: Character, _ spec: String) -> String {
    let cleanSpec = spec.filter { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
    let pattern = "%" + cleanSpec + String(conversion)
    var buffer = [CChar](repeating: 0, count: 64)
    let written = withVaList([number]) { vsnprintf(&buffer, buffer.count, pattern, $0) }
    guard written >= 0, written < buffer.count else { return "\(number)" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
