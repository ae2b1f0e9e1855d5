/// `shy_header_view_set_tolerance_up` → `shyHeaderViewSetToleranceUp`.
func swiftName(_ cName: String) -> String {
    let words = cName.split(separator: "_")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
        .joined()
}
