import Foundation

/// One second-hand item of the demo catalog.
struct CatalogItem: Decodable {
    let title: String
    let price: Double
    let seller: String
    let place: String
    let listedDaysAgo: Int

    /// Lower-cased text the search matches against.
    var searchText: String { "\(title) \(seller) \(place)".lowercased() }
    var priceText: String {
        price == price.rounded() ? "€\(Int(price))" : "€" + String(format: "%.2f", price)
    }
}

/// The demo catalog, repeated to any number of rows: row `i` shows item `i % count`.
struct Catalog {
    let items: [CatalogItem]

    static func load(from directory: String?) -> Catalog {
        if let directory,
           let data = FileManager.default.contents(atPath: directory + "/catalog.json") {
            do {
                let items = try JSONDecoder().decode([CatalogItem].self, from: data)
                if !items.isEmpty { return Catalog(items: items) }
            } catch {
                FileHandle.standardError.write("shybar: warning: \(directory)/catalog.json: \(error)\n".data(using: .utf8)!)
            }
        } else {
            FileHandle.standardError.write("shybar: warning: catalog.json not found; using a built-in item\n".data(using: .utf8)!)
        }
        return Catalog(items: [CatalogItem(title: "Road bike, 54 cm", price: 240, seller: "Anna K.",
                                           place: "Berlin", listedDaysAgo: 1)])
    }

    func item(forRow row: Int) -> CatalogItem { items[row % items.count] }
}
