import ShyBarAppSupport
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Page 2 (docs/behaviours.md): a transparent header over a hero landscape turns solid once the
/// content scrolls past the hero.
@MainActor
final class BackgroundPage: HeaderViewPage {
    let page = Behavior.background
    let view = HeaderView()
    let header = Box(.horizontal, spacing: 8)
    let scrolledWindow = ScrolledWindow()
    let hero: DrawingArea

    init(catalog: Catalog) {
        hero = DrawingArea { cairo, width, height in BackgroundPage.drawLandscape(cairo, width, height) }
        hero.setSizeRequest(height: 360)
        hero.setAccessibleRole(.image)
        hero.setAccessibleLabel(tr("Lake at dusk"))
        let content = Box(.vertical)
        content.append(hero)
        let article = Box(.vertical)
        article.addCssClass("article")
        let heading = Label(tr("Lakeside cabin, weekend market"))
        heading.addCssClass("sticky-title")
        // Selectable, so that keyboard users reach (and can copy) the article: Tab walks it.
        heading.selectable = true
        article.append(heading)
        for (index, item) in catalog.items.prefix(30).enumerated() {
            let paragraph = Label(format(tr("%1$d. %2$@ — %3$@, from %4$@ in %5$@. Pick-up at the cabin on Saturday morning; bring your own bag."),
                                         index + 1, item.title, item.priceText, item.seller, item.place))
            paragraph.wraps = true
            paragraph.selectable = true
            article.append(paragraph)
        }
        content.append(article)
        scrolledWindow.setChild(content)
        scrolledWindow.vexpand = true
        view.behavior = .background
        view.content = scrolledWindow
        view.hero = hero

        header.addCssClass("bg-header")
        header.valign = .start
        header.setAccessibleRole(.group)
        header.setAccessibleLabel(tr("Header"))
        let back = Button(iconName: "go-previous-symbolic")
        back.addCssClass("flat")
        back.setAccessibleLabel(tr("Back"))
        let title = Label(tr("Lakeside cabin"))
        title.addCssClass("bg-title")
        title.hexpand = true
        let share = Button(iconName: "send-to-symbolic")
        share.addCssClass("flat")
        share.setAccessibleLabel(tr("Share"))
        let favourite = Button(iconName: "starred-symbolic")
        favourite.addCssClass("flat")
        favourite.setAccessibleLabel(tr("Favourite"))
        for widget in [back, title, share, favourite] as [Widget] { header.append(widget) }
    }

    /// A dusk landscape: sky gradient, sun, two mountain ranges and a lake.
    static func drawLandscape(_ cr: Cairo, _ width: Double, _ height: Double) {
        cr.setVerticalGradient(from: 0, to: height, stops: [(0, 0.16, 0.22, 0.45), (0.55, 0.93, 0.55, 0.38), (1, 0.98, 0.80, 0.55)])
        cr.rectangle(0, 0, width, height)
        cr.fill()
        cr.setColor(1, 0.93, 0.7, alpha: 0.95)
        cr.circle(width * 0.68, height * 0.52, radius: height * 0.09)
        cr.fill()
        cr.setColor(0.30, 0.27, 0.42)
        cr.move(to: 0, height * 0.62)
        cr.line(to: width * 0.18, height * 0.38)
        cr.line(to: width * 0.33, height * 0.55)
        cr.line(to: width * 0.52, height * 0.30)
        cr.line(to: width * 0.75, height * 0.58)
        cr.line(to: width * 0.88, height * 0.44)
        cr.line(to: width, height * 0.60)
        cr.line(to: width, height)
        cr.line(to: 0, height)
        cr.closePath()
        cr.fill()
        cr.setColor(0.17, 0.20, 0.30)
        cr.move(to: 0, height * 0.75)
        cr.curve(width * 0.25, height * 0.62, width * 0.45, height * 0.80, width * 0.65, height * 0.70)
        cr.curve(width * 0.80, height * 0.64, width * 0.92, height * 0.72, width, height * 0.70)
        cr.line(to: width, height)
        cr.line(to: 0, height)
        cr.closePath()
        cr.fill()
        cr.setVerticalGradient(from: height * 0.82, to: height, stops: [(0, 0.35, 0.45, 0.65), (1, 0.12, 0.18, 0.32)])
        cr.rectangle(0, height * 0.82, width, height * 0.18)
        cr.fill()
    }
}
