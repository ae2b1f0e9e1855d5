import CGtk

/// The GObject properties of `ShyHeaderView`, by property id (GObject ids start at 1).
///
/// Names, ranges and defaults live here once; the class installs a `GParamSpec` per case,
/// and the C accessors of the library go through these same properties, so every way of
/// setting one notifies alike.
enum HeaderViewProperty: UInt32, CaseIterable {
    case content = 1, header, toolbar, behavior
    case toleranceUp, toleranceDown, startOffset, reveal, snap, minExtent, fade, duration
    case animationsEnabled, revealOnResize, gestureTimeout, threshold, quickReturnHeader
    case extent, state, progress, showingBackground, pinned

    /// The property's name, as GObject and introspection spell it.
    var name: String {
        switch self {
        case .content: return "content"
        case .header: return "header"
        case .toolbar: return "toolbar"
        case .behavior: return "behavior"
        case .toleranceUp: return "tolerance-up"
        case .toleranceDown: return "tolerance-down"
        case .startOffset: return "start-offset"
        case .reveal: return "reveal"
        case .snap: return "snap"
        case .minExtent: return "min-extent"
        case .fade: return "fade"
        case .duration: return "duration"
        case .animationsEnabled: return "animations-enabled"
        case .revealOnResize: return "reveal-on-resize"
        case .gestureTimeout: return "gesture-timeout"
        case .threshold: return "threshold"
        case .quickReturnHeader: return "quick-return-header"
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

    /// A new `GParamSpec` for the property (its strings are copied by GLib).
    func makeSpec() -> UnsafeMutablePointer<GParamSpec> {
        let access = isReadOnly ? G_PARAM_READABLE.rawValue : G_PARAM_READWRITE.rawValue
        // Only real changes notify: every setter compares before it notifies.
        let flags = GParamFlags(rawValue: access | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        let defaults = QuickReturnOptions()
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
                                     HeaderBehavior.quickReturn.rawValue, flags)
        case .toleranceUp:
            return number("Reverse movement ignored before the header comes back, px", 0, huge, defaults.toleranceUp)
        case .toleranceDown:
            return number("Forward movement ignored before the header hides, px", 0, huge, defaults.toleranceDown)
        case .startOffset:
            return number("Offset before which the header never hides, px", 0, huge, defaults.startOffset)
        case .reveal:
            return g_param_spec_enum(name, nil, "What reverse scrolling does", HeaderViewEnums.reveal,
                                     HeaderViewEnums.value(of: defaults.reveal), flags)
        case .snap:
            return g_param_spec_enum(name, nil, "Where a partly shown header goes when input stops",
                                     HeaderViewEnums.snap, HeaderViewEnums.value(of: defaults.snap), flags)
        case .minExtent:
            return number("Collapsed height of the header, px", 0, huge, defaults.minExtent)
        case .fade:
            return flag("Fade the header with its progress", defaults.fade)
        case .duration:
            return number("Duration of reveal and snap animations, ms", 0, huge, defaults.duration)
        case .animationsEnabled:
            return flag("Animate (off: every animation completes at once)", defaults.animationsEnabled)
        case .revealOnResize:
            return flag("Reveal the header when the viewport changes size", defaults.revealOnResize)
        case .gestureTimeout:
            return number("A gesture without input for this long counts as ended, ms", 0, huge, defaults.gestureTimeout)
        case .threshold:
            return number("Background: offset past which the background turns solid, px (-1: automatic)",
                          -1, huge, -1)
        case .quickReturnHeader:
            return flag("Sticky: the header comes back on reverse scroll over the pinned toolbar", false)
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
