import ShyBarAppSupport
import ShyBarCore

/// One second-hand item of the demo catalog.
struct CatalogItem {
    let title: String
    let price: Double
    let seller: String
    let place: String
    let listedDaysAgo: Int

    /// Lower-cased text the search matches against.
    var searchText: String { "\(title) \(seller) \(place)".lowercased() }
    /// The price as shown: whole euros without cents. Never traps, however large the number
    /// (`Int(price)` would for prices beyond `Int.max`).
    var priceText: String {
        guard price.isFinite else { return "€?" }
        if price == price.rounded(), abs(price) < 1e15 { return "€\(Int(price))" }
        return "€" + format(abs(price) < 1e15 ? "%.2f" : "%.0f", price)
    }

    /// What is wrong with the item's values, or `nil` when it can be shown.
    var problem: String? {
        if !price.isFinite || price < 0 { return "price \(price) is not a price" }
        if listedDaysAgo < 0 { return "listedDaysAgo \(listedDaysAgo) is negative" }
        return nil
    }
}

/// The demo catalog, repeated to any number of rows: row `i` shows item `i % count`.
///
/// Loading never fails: a missing, unreadable, malformed or empty `catalog.json` prints one
/// warning line naming the file and the problem, and the catalog falls back to one
/// built-in item (visible as the only item repeated down the list).
struct Catalog {
    let items: [CatalogItem]
    /// What each item's row shows, in the person's language, made once here: a row bind then
    /// only sets three labels (formatting the age alone cost more than the rest of a bind).
    let rowTexts: [CatalogRowText]

    init(items: [CatalogItem]) {
        self.items = items
        rowTexts = items.map(CatalogRowText.init)
    }

    /// The item shown when the catalog file cannot be used.
    static let builtIn = CatalogItem(title: "Road bike, 54 cm", price: 240, seller: "Anna K.",
                                     place: "Berlin", listedDaysAgo: 1)

    static func load(from directory: String?) -> Catalog {
        guard let directory else {
            warn(tr("catalog.json not found (no data directory; set SHYBAR_DATA_DIR); using a built-in item"))
            return Catalog(items: [builtIn])
        }
        let path = directory + "/catalog.json"
        switch read(path) {
        case .success(let items):
            return Catalog(items: items)
        case .failure(let failure):
            warn(format(tr("%1$@: %2$@; using a built-in item"), path, failure.message))
            return Catalog(items: [builtIn])
        }
    }

    struct Failure: Error { let message: String }

    /// Reads and checks the catalog file; every failure is one short sentence.
    static func read(_ path: String) -> Result<[CatalogItem], Failure> {
        if !FileSystem.exists(path) { return .failure(Failure(message: tr("no such file"))) }
        if FileSystem.isDirectory(path) { return .failure(Failure(message: tr("is a directory, not a file"))) }
        let text: String
        do {
            text = try AtomicFile.read(path)
        } catch {
            return .failure(Failure(message: "cannot be read (\(error.message.split(separator: "\n").first ?? ""))"))
        }
        if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(Failure(message: tr("is empty")))
        }
        let items: [CatalogItem]
        do {
            items = try CatalogDecoder.items(in: text)
        } catch {
            return .failure(Failure(message: error.message))
        }
        if items.isEmpty { return .failure(Failure(message: tr("has no items"))) }
        for (index, item) in items.enumerated() {
            if let problem = item.problem { return .failure(Failure(message: "item \(index + 1): \(problem)")) }
        }
        return .success(items)
    }

    private static func warn(_ message: String) {
        printError("shybar: " + format(tr("warning: %@"), message))
    }

    func item(forRow row: Int) -> CatalogItem { items[row % items.count] }

    /// The texts of row `row`'s item, and that item's index (rows repeat the items).
    func rowText(forRow row: Int) -> (index: Int, text: CatalogRowText) {
        let index = row % rowTexts.count
        return (index, rowTexts[index])
    }
}

/// The three texts of a catalog row: title, "seller · place · age", price.
struct CatalogRowText {
    let title: String
    let meta: String
    let price: String

    init(_ item: CatalogItem) {
        title = item.title
        let days = item.listedDaysAgo
        let age = days == 0 ? tr("today") : days == 1 ? tr("yesterday")
            : format(trn("%d day ago", "%d days ago", days), days)
        meta = "\(item.seller) · \(item.place) · \(age)"
        price = item.priceText
    }
}
