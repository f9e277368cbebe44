import Foundation
import HTTP

/// The language each request's page is made in. Set around the handler (`LanguageMiddleware`, then the session's
/// choice in `App.withSession`); pages, messages and numbers read it where they are made.
extension Language {
    /// Nil outside a request (tests, start-up): English.
    @TaskLocal static var picked: Language?

    static var chosen: Language { picked ?? .en }

    /// The page being asked for, for its `hreflang` links (`PageChrome.alternates`, through `pagePath`): a GET or HEAD
    /// routed to a page; nil for a form's answer, an error page and outside a request. Its address is worked out only
    /// by a page that has the links, not by every request.
    @TaskLocal static var pageRequest: Request?

    /// The address of the page being made, its path and the parameters that name it (`LanguageMiddleware.address`).
    static var pagePath: String? { pageRequest.map(LanguageMiddleware.address) }
}

/// `key` (an English text, a literal: the catalog test reads them from the sources) in the request's language.
func localized(_ key: String) -> String {
    let language = Language.picked ?? .en
    // English is the key itself: no lookup.
    if language == .en { return key }
    return CatalogSet.current[language].text(key)
}

/// `key` in the request's language with each `{{name}}` replaced by its value.
func localized(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
    filled(localized(key), values)
}

/// A plural in the request's language, by CLDR category: `other` (English's plural form) is the key, `one` English's
/// singular; a catalog gives its language's forms as `<other>_one`, `<other>_few`, …. `{{count}}` and each other
/// `{{name}}` are filled in; `count` is written as the language writes numbers.
func localized(one: String, other: String, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    let language = Language.picked ?? .en
    let catalog = CatalogSet.current[language]
    let form: String
    if language == .en {
        // English's rule for whole numbers, without asking ICU.
        form = count == 1 ? one : other
    } else if let own = catalog.plural(other, count: count) {
        form = own
    } else {
        form = catalog.plurals.category(of: count) == .one ? one : other
    }
    // Below a thousand no language here groups digits, and all of them write Western digits: no formatter needed.
    let number = (-999...999).contains(count) ? String(count) : count.formatted(.number.locale(language.locale))
    let counted = Placeholders.fill(form, ["count": number])
    return values.isEmpty ? counted : Placeholders.fill(counted, values)
}

private func filled(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
    values.isEmpty ? text : Placeholders.fill(text, values)
}
