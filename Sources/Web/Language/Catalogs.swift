import Foundation
import Synchronization

/// Every language's catalog, read once at start from the templates folder's `locales/` (`Templates(directory:)`).
final class CatalogSet: Sendable {
    private let catalogs: [Language: Catalog]

    /// A language without a catalog here gets an empty one: all its texts English's, its name and rules its own.
    init(catalogs: [Language: Catalog]) {
        let english = catalogs[.en] ?? Self.blankEnglish
        var all = catalogs
        for language in Language.allCases where all[language] == nil {
            all[language] = language == .en ? english : Catalog(language: language, texts: [:], fallback: english)
        }
        self.catalogs = all
    }

    subscript(language: Language) -> Catalog {
        catalogs[language] ?? Self.blankEnglish
    }

    /// English with no catalog: every text is its key.
    private static let blankEnglish = Catalog(language: .en, texts: [:], fallback: nil)

    static let blank = CatalogSet(catalogs: [:])

    /// The catalogs in `folder` (`en.json`, `de.json`, …); a language without a file is all English.
    static func read(folder: URL) throws(Catalog.ReadError) -> CatalogSet {
        let english = try Catalog.read(.en, file: folder.appendingPathComponent("en.json"), fallback: nil)
        var catalogs: [Language: Catalog] = [.en: english]
        for language in Language.allCases where language != .en {
            catalogs[language] = try Catalog.read(language, file: folder.appendingPathComponent(language.code + ".json"),
                                                  fallback: english)
        }
        return CatalogSet(catalogs: catalogs)
    }

    /// The set the process reads from: the first one installed (every server and test reads the same folder).
    private static let installed = AtomicLazyReference<CatalogSet>()

    static var current: CatalogSet { installed.load() ?? blank }

    @discardableResult
    static func install(_ set: CatalogSet) -> CatalogSet {
        installed.storeIfNil(set)
    }
}
