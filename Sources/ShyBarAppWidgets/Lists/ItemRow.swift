import ShyBarGtk

/// The widgets of one catalog item row, as the app's list and the frame benchmark draw it:
/// the title over the seller · place · age line, the price at the end, with the style
/// sheet's `item-row`, `item-title`, `item-meta` and `item-price` classes.
@MainActor
public final class ItemRow {
    /// The row itself, for a list item's child.
    public let root = Box(.horizontal, spacing: 12)
    /// The item's title.
    public let title = Label()
    /// The seller, place and age line under the title.
    public let meta = Label()
    /// The price, at the row's end.
    public let price = Label("", xalign: 1)
    private let text = Box(.vertical, spacing: 2)

    /// A row with empty texts.
    public init() {
        root.addCssClass("item-row")
        title.addCssClass("item-title")
        title.ellipsizes = true
        meta.addCssClass("item-meta")
        meta.ellipsizes = true
        price.addCssClass("item-price")
        text.hexpand = true
        text.append(title)
        text.append(meta)
        root.append(text)
        root.append(price)
    }

    /// Shows the texts and the row's look, or hides them (a list's spacer slot shows neither).
    public func showsItem(_ shown: Bool) {
        text.isVisible = shown
        price.isVisible = shown
        if shown { root.addCssClass("item-row") } else { root.removeCssClass("item-row") }
    }
}
