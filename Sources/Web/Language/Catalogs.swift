import Foundation
import Synchronization

/// Every language's catalog, read once at start from the templates folder's `locales/` (`Templates(directory:)`).
final class CatalogSet: Sendable {
    /// By `Language.number - 1`: an index, not a hash, on every `localized`.
    private let catalogs: [Catalog]

    /// A language without a catalog here gets an empty one: all its texts English's, its name and rules its own.
    init(catalogs: [Language: Catalog]) {
        let english = catalogs[.en] ?? Self.blankEnglish
        var all = catalogs
        for language in Language.allCases where all[language] == nil {
            all[language] = language == .en ? english : Catalog(language: language, texts: [:], fallback: english)
        }
        self.catalogs = Language.allCases.map { all[$0] ?? english }
    }

    subscript(language: Language) -> Catalog {
        catalogs[language.number - 1]
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

    /// The set the process reads from: the first one installed (every server and test reads the same folder), held
    /// for the process's life. An atomic pointer rather than `AtomicLazyReference`, whose load is not inlined and cost
    /// more than the catalog's own lookup.
    private static let installed = Atomic<Unmanaged<CatalogSet>?>(nil)

    static var current: CatalogSet { installed.load(ordering: .acquiring)?.takeUnretainedValue() ?? blank }

    @discardableResult
    static func install(_ set: CatalogSet) -> CatalogSet {
        let candidate = Unmanaged.passRetained(set)
        let (stored, original) = installed.compareExchange(expected: nil, desired: candidate, ordering: .acquiringAndReleasing)
        guard stored, original == nil else {
            candidate.release()
            return original?.takeUnretainedValue() ?? set
        }
        return set
    }
}
