import CGtk

/// The GObject properties of `ShyHeaderView` that are not tuning options, by property id
/// (GObject ids start at 1). The option properties follow them, one per entry of
/// ``HeaderViewOptions/all``, from id ``optionBase`` + 1 on.
///
/// The class installs a `GParamSpec` per case, and the C accessors of the library go
/// through these same properties, so every way of setting one notifies alike.
enum HeaderViewProperty: UInt32, CaseIterable {
    case content = 1, header, toolbar, behavior, hero, alwaysShow, followScreenReader, headerStyle
    case extent, state, progress, showingBackground, pinned

    /// The id after which the option properties are numbered.
    static let optionBase = UInt32(allCases.count)

    /// The property's name, as GObject and introspection spell it.
    var name: String {
        switch self {
        case .content: return "content"
        case .header: return "header"
        case .toolbar: return "toolbar"
        case .behavior: return "behavior"
        case .hero: return "hero"
        case .alwaysShow: return "always-show"
        case .followScreenReader: return "follow-screen-reader"
        case .headerStyle: return "header-style"
        case .extent: return "extent"
        case .state: return "state"
        case .progress: return "progress"
        case .showingBackground: return "showing-background"
        case .pinned: return "pinned"
        }
    }

    /// Whether only the view itself changes it.
    var isReadOnly: Bool {
        switch self {
        case .extent, .state, .progress, .showingBackground, .pinned: return true
        default: return false
        }
    }

    /// The flags of a property: readable, writable unless read-only, and notifying only
    /// when a setter finds a real change.
    static func flags(readOnly: Bool) -> GParamFlags {
        let access = readOnly ? G_PARAM_READABLE.rawValue : G_PARAM_READWRITE.rawValue
        return GParamFlags(rawValue: access | G_PARAM_EXPLICIT_NOTIFY.rawValue)
    }

    /// A new `GParamSpec` for the property (its strings are copied by GLib).
    func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        let flags = Self.flags(readOnly: isReadOnly)
        let huge = 1e12
        func number(_ blurb: String, _ minimum: Double, _ maximum: Double, _ fallback: Double) -> UnsafeMutablePointer<GParamSpec> {
            g_param_spec_double(name, nil, blurb, minimum, maximum, fallback, flags)
        }
        func flag(_ blurb: String, _ fallback: Bool) -> UnsafeMutablePointer<GParamSpec> {
            g_param_spec_boolean(name, nil, blurb, fallback ? 1 : 0, flags)
        }
        switch self {
        case .content:
            return g_param_spec_object(name, nil, "The scrolled window under the header", gtk_scrolled_window_get_type(), flags)
        case .header:
            return g_param_spec_object(name, nil, "The header widget", gtk_widget_get_type(), flags)
        case .toolbar:
            return g_param_spec_object(name, nil, "The toolbar that pins under a sticky header", gtk_widget_get_type(), flags)
        case .behavior:
            return g_param_spec_enum(name, nil, "How the header follows the content", HeaderViewEnums.behavior,
                                     HeaderViewEnums.value(of: Behavior.quickReturn), flags)
        case .hero:
            return g_param_spec_object(name, nil, "Background: the first section of the content, whose height sets the automatic threshold",
                                       gtk_widget_get_type(), flags)
        case .alwaysShow:
            return flag("Whether the header is always fully shown and nothing moves by itself", false)
        case .followScreenReader:
            return flag("Whether the header is held fully shown while a screen reader runs", true)
        case .headerStyle:
            return g_param_spec_enum(name, nil, "How the header draws its background", HeaderViewEnums.headerStyle,
                                     HeaderViewEnums.value(of: HeaderStyle.flat), flags)
        case .extent:
            return number("Visible height of the header, px", 0, huge, 0)
        case .state:
            return g_param_spec_enum(name, nil, "The header's named state", HeaderViewEnums.state, 0, flags)
        case .progress:
            return number("How much of the header shows: 1 shown, 0 collapsed", 0, 1, 1)
        case .showingBackground:
            return flag("Whether the header's background is solid (background behaviour)", false)
        case .pinned:
            return flag("Whether the content has scrolled past the header's natural place", false)
        }
    }
}
