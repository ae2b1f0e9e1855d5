import CGtk
import ShyBarCore

/// The GEnum types of the `Shy` namespace, registered once, on first use.
///
/// The value tables must live as long as the type system (for ever): they are allocated
/// once and never freed, as a C library declares them `static const`.
enum HeaderViewEnums {
    /// `ShyBehavior`: the core's ``Behavior``, in the order of its cases
    /// (`SHY_BEHAVIOR_QUICK_RETURN` = 0, `quick-return`).
    nonisolated static let behavior: GType = register("ShyBehavior", Behavior.allCases.enumerated().map {
        (Int32($0.offset), "SHY_BEHAVIOR_" + macroName($0.element.rawValue), $0.element.rawValue)
    })

    /// `ShyHeaderState`, in the order of ``HeaderState/allCases``.
    nonisolated static let state: GType = register("ShyHeaderState", HeaderState.allCases.enumerated().map {
        (Int32($0.offset), "SHY_HEADER_STATE_" + macroName($0.element.rawValue), $0.element.rawValue)
    })

    /// `ShyHeaderStyle`, in the order of ``HeaderStyle/allCases``
    /// (`SHY_HEADER_STYLE_RAISED_BORDER` = 2, `raised-border`).
    nonisolated static let headerStyle: GType = register("ShyHeaderStyle", HeaderStyle.allCases.enumerated().map {
        (Int32($0.offset), "SHY_HEADER_STYLE_" + macroName($0.element.rawValue), $0.element.rawValue)
    })

    /// `ShyRevealPolicy`: the `reveal` option's choices.
    nonisolated static var reveal: GType { HeaderViewOptions.named("reveal")?.enumType ?? 0 }

    /// `ShySnapPolicy`: the `snap` option's choices.
    nonisolated static var snap: GType { HeaderViewOptions.named("snap")?.enumType ?? 0 }

    /// The GEnum type `name` of a choice option: one value per choice, in the table's order,
    /// the choice's name as nick (`SHY_REVEAL_POLICY_TOP_ONLY`, `top-only`).
    nonisolated static func choices(_ name: String, _ choices: [OptionChoice]) -> GType {
        register(name, choices.enumerated().map {
            (Int32($0.offset), OptionProperty.enumValueName(typeName: name, choice: $0.element.name), $0.element.name)
        })
    }

    /// The GEnum value of a Swift case: its index in `allCases`.
    static func value<T: CaseIterable & Equatable>(of item: T) -> Int32 {
        Int32(T.allCases.firstIndex(of: item).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0)
    }

    /// The Swift case of a GEnum value; out-of-range values give `nil`.
    static func item<T: CaseIterable>(_ value: Int32, of type: T.Type) -> T? {
        guard value >= 0, Int(value) < T.allCases.count else { return nil }
        return T.allCases[T.allCases.index(T.allCases.startIndex, offsetBy: Int(value))]
    }

    /// "top-only" → "TOP_ONLY".
    private nonisolated static func macroName(_ nick: String) -> String {
        String(nick.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    private nonisolated static func register(_ name: String, _ values: [(Int32, String, String)]) -> GType {
        let existing = g_type_from_name(name)
        if existing != 0 { return existing }
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: values.count + 1)
        for (index, value) in values.enumerated() {
            table[index] = GEnumValue(value: value.0, value_name: g_strdup(value.1), value_nick: g_strdup(value.2))
        }
        table[values.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(name, table)
    }
}
