import Foundation
import Synchronization

/// Every language's catalog, read once at start from the templates folder's `locales/` (`Templates(directory:)`).
final class CatalogSet: Sendable {
    private let catalogs: [Language: Catalog]

    init(catalogs: [Language: Catalog]) {
        self.catalogs = catalogs
    }

    subscript(language: Language) -> Catalog {
        catalogs[language] ?? catalogs[.en] ?? Self.blankEnglish
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
