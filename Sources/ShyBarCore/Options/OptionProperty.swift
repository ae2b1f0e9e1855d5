/// One option as a property of the library's view (`ShyHeaderView` in libshybar-1): every
/// key of the option tables once, named as GObject, C and the introspected languages see it.
///
/// The view's option properties, their C accessors and the C declarations of both are all
/// made from ``all``, so adding an entry to an option table adds the property and, once the
/// C surface is regenerated (`swift run shybar-capi-generate`), its typed accessors.
public struct OptionProperty: Sendable {
    /// The GObject property name (`tolerance-up`): the table's key, except where the view
    /// was published with another name, which stays so code written against it keeps working.
    public let name: String
    /// The entry, reaching into a ``Tuning``.
    public let option: TuningOption<Tuning>
    /// The same entry in the sticky toolbar's quick-return options: a quick-return entry
    /// tunes that header too (quick-return entries only).
    public let stickyOption: TuningOption<Tuning>?
    /// The `GEnum` type name of a choice entry (`ShyRevealPolicy`), else nil.
    public let enumTypeName: String?
    /// The behaviours the option tunes.
    public let behaviors: [Behavior]

    /// The name as a C identifier (`tolerance_up`): the accessors are
    /// `shy_header_view_set_` and `shy_header_view_get_` followed by it.
    public var identifier: String { Self.identifier(name) }

    /// The C name of the value `choice` of a choice entry (`SHY_REVEAL_POLICY_TOP_ONLY`).
    public func enumValueName(_ choice: OptionChoice) -> String? {
        enumTypeName.map { Self.enumValueName(typeName: $0, choice: choice.name) }
    }

    /// The C name of the value `choice` of the GEnum type `typeName`: the type's words and
    /// the choice's, upper case, joined by `_` (`ShyRevealPolicy`, `top-only`:
    /// `SHY_REVEAL_POLICY_TOP_ONLY`).
    public static func enumValueName(typeName: String, choice: String) -> String {
        macro(words(typeName)) + "_" + macro(choice)
    }

    /// The C prefix of the functions of the GEnum type `typeName` (`ShyRevealPolicy`:
    /// `shy_reveal_policy`, as in `shy_reveal_policy_get_type`).
    public static func functionPrefix(typeName: String) -> String {
        identifier(words(typeName).lowercased())
    }

    /// Every option property, in the order the view installs them: the quick-return
    /// entries, the sticky toolbar's own, the background's.
    public static let all: [OptionProperty] = {
        let quickReturnKeys = Set(QuickReturnOptions.optionTable.map(\.key))
        let quickReturn = QuickReturnOptions.optionTable.map { entry in
            OptionProperty(entry, option: entry.lifted(through: \Tuning.quickReturn),
                           stickyOption: entry.lifted(through: \StickyOptions.quickReturn).lifted(through: \Tuning.sticky),
                           behaviors: [.quickReturn, .sticky])
        }
        let sticky = StickyOptions.optionTable.filter { !quickReturnKeys.contains($0.key) }.map { entry in
            OptionProperty(entry, option: entry.lifted(through: \Tuning.sticky), stickyOption: nil, behaviors: [.sticky])
        }
        let background = BackgroundOptions.optionTable.map { entry in
            OptionProperty(entry, option: entry.lifted(through: \Tuning.background), stickyOption: nil, behaviors: [.background])
        }
        return quickReturn + sticky + background
    }()

    /// The option property named `name`.
    public static func named(_ name: String) -> OptionProperty? { all.first { $0.name == name } }

    private init<Root>(_ entry: TuningOption<Root>, option: TuningOption<Tuning>, stickyOption: TuningOption<Tuning>?,
                       behaviors: [Behavior]) {
        name = Self.renamedProperties[entry.key] ?? entry.key
        self.option = option
        self.stickyOption = stickyOption
        if case .choice = entry.kind {
            enumTypeName = Self.renamedEnums[entry.key]
                ?? "Shy" + entry.key.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        } else {
            enumTypeName = nil
        }
        self.behaviors = behaviors
    }

    /// Property names that differ from the table's key.
    private static let renamedProperties = ["animations": "animations-enabled"]

    /// `GEnum` type names that differ from "Shy" + the key in camel case.
    private static let renamedEnums = [
        "reveal": "ShyRevealPolicy", "snap": "ShySnapPolicy", "conceal": "ShyConcealPolicy",
        "style": "ShyBackgroundStyle", "trigger": "ShyBackgroundTrigger",
    ]

    /// "ShyRevealPolicy" → "Shy-Reveal-Policy".
    private static func words(_ typeName: String) -> String {
        typeName.enumerated().map { index, character in
            index > 0 && character.isUppercase ? "-" + String(character) : String(character)
        }.joined()
    }

    /// "top-only" → "top_only".
    private static func identifier(_ name: String) -> String { String(name.map { $0 == "-" ? "_" : $0 }) }

    /// "top-only" → "TOP_ONLY".
    private static func macro(_ name: String) -> String { identifier(name).uppercased() }
}
