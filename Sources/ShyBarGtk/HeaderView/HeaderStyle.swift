import CGtk
import ShyBarCore

/// How a `ShyHeaderView` draws its header (and a sticky toolbar): the looks libadwaita's
/// `AdwToolbarView` gives its top bars with `top-bar-style`.
///
/// A header lies over the content, so it always draws a background: without one the rows
/// would show through it (a plain box draws none under libadwaita's style sheet). Under
/// libadwaita the colours are Adwaita's own (`@window_bg_color`, `@headerbar_bg_color` and
/// their shades, light and dark); under GTK's own theme the window's background stands in.
/// The integrator's own CSS wins: the view's rules have the lowest priority a style sheet
/// can have. With the background behaviour the header draws it only while the background
/// is solid (over the hero it stays transparent).
public enum HeaderStyle: String, CaseIterable, Sendable {
    /// The window's background, and a one-pixel shade under the header while content lies
    /// under it (`ADW_TOOLBAR_FLAT`, where the content meets the bar).
    case flat
    /// The header bar's background with a soft shadow under it (`ADW_TOOLBAR_RAISED`).
    case raised
    /// The header bar's background with a one-pixel border under it
    /// (`ADW_TOOLBAR_RAISED_BORDER`).
    case raisedBorder = "raised-border"
}

/// Puts a ``HeaderStyle`` on a bar: style classes, and the style sheet behind them, on the
/// display while any bar is styled.
@MainActor
enum HeaderStyleSheet {
    /// Every styled bar has this class; the style adds one of its own.
    static let barClass = "shy-bar"
    /// Content lies under the bar (the flat style's shade shows).
    static let undershootClass = "shy-undershoot"
    private static let styleClasses = ["shy-flat", "shy-raised", "shy-raised-border"]

    /// The rules, at the lowest priority (GTK_STYLE_PROVIDER_PRIORITY_FALLBACK). The named
    /// colours are libadwaita's; a style sheet of higher priority that defines them (the
    /// libadwaita theme does) wins, so the definitions here only stand in where none does
    /// (GTK's own theme, which names its colours `theme_…`). Only GTK 4.8 CSS: no
    /// `var()` or `color-mix()`.
    private static let sheet = DisplayStyleSheet(css: """
        @define-color window_bg_color @theme_bg_color;
        @define-color headerbar_bg_color @theme_bg_color;
        @define-color headerbar_fg_color @theme_fg_color;
        @define-color headerbar_backdrop_color @theme_unfocused_bg_color;
        @define-color headerbar_shade_color alpha(black, 0.12);
        @define-color headerbar_darker_shade_color alpha(black, 0.12);
        @define-color shade_color alpha(black, 0.07);
        .shy-bar.shy-flat { background-color: @window_bg_color; }
        .shy-bar.shy-flat.shy-undershoot { box-shadow: 0 1px alpha(@shade_color, 0.75), 0 1px 4px alpha(@shade_color, 0.75); }
        .shy-bar.shy-raised, .shy-bar.shy-raised-border { background-color: @headerbar_bg_color; color: @headerbar_fg_color; }
        .shy-bar.shy-raised:backdrop, .shy-bar.shy-raised-border:backdrop { background-color: @headerbar_backdrop_color; }
        .shy-bar.shy-raised { box-shadow: 0 1px alpha(@headerbar_shade_color, 0.5), 0 2px 4px alpha(@headerbar_shade_color, 0.5); }
        .shy-bar.shy-raised-border { box-shadow: 0 1px @headerbar_darker_shade_color; }
        """, priority: GTK_STYLE_PROVIDER_PRIORITY_FALLBACK)

    /// Holds the style sheet on the display for one more styled view.
    static func retain() { sheet.retain() }
    /// Lets go of the style sheet for one view; the last takes it off the display.
    static func release() { sheet.release() }

    /// Styles `bar` with `style` (nil: not styled, every class taken off), with its shade
    /// while content lies under it.
    static func apply(_ style: HeaderStyle?, to bar: Widget, undershoot: Bool) {
        let wanted = style.map { styleClasses[HeaderStyle.allCases.firstIndex(of: $0)!] }
        bar.setCssClass(barClass, style != nil)
        for name in styleClasses { bar.setCssClass(name, name == wanted) }
        bar.setCssClass(undershootClass, style != nil && undershoot)
    }

    /// Whether content lies under a quick-return header drawn `frame.extent` tall: the
    /// content's top edge (the inset, `frame.header`, less the offset) is above the
    /// header's bottom edge. A header riding on the content near the top has none under it.
    static func contentUnder(_ frame: HeaderFrame) -> Bool {
        frame.offset + frame.extent > frame.header + 0.5
    }
}
