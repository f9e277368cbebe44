import Foundation

/// One language's texts, read from its catalog file (`Templates/locales/<code>.json`, i18next's JSON format:
/// flat, keyed by the English text, `{{name}}` placeholders, a plural's forms under `key_one`, `key_other`, … by
/// CLDR category). A text it lacks is English's.
final class Catalog: Sendable {
    let language: Language
    /// Its texts by English key, for `localized` (`TextTable`: a lookup a few times cheaper than a `Dictionary`'s).
    private let texts: TextTable<String>
    /// The plurals this catalog itself gives forms of, by key (the part before `_one`, `_other`, …).
    private let forms: TextTable<[PluralCategory: String]>
    let plurals: PluralRules
    /// English's catalog, for what this one lacks (nil for English itself).
    let fallback: Catalog?

    init(language: Language, texts: [String: String], fallback: Catalog?) {
        self.language = language
        self.texts = TextTable(texts.map { ($0.key, $0.value) })
        var forms: [String: [PluralCategory: String]] = [:]
        for (key, text) in texts {
            for category in PluralCategory.allCases where key.hasSuffix("_" + category.rawValue) {
                forms[String(key.dropLast(category.rawValue.count + 1)), default: [:]][category] = text
            }
        }
        self.forms = TextTable(forms.map { ($0.key, $0.value) })
        self.fallback = fallback
        plurals = PluralRules(localeIdentifier: language.localeIdentifier)
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The catalog in `file`, or an empty one when there is no such file (every text then English).
    static func read(_ language: Language, file: URL, fallback: Catalog?) throws(ReadError) -> Catalog {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return Catalog(language: language, texts: [:], fallback: fallback)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(description: "\(file.lastPathComponent) is not JSON: \(error)")
        }
        guard let entries = object as? [String: Any] else {
            throw ReadError(description: "\(file.lastPathComponent) must be one object of texts")
        }
        var texts: [String: String] = [:]
        for (key, value) in entries {
            guard let text = value as? String else {
                throw ReadError(description: "\(file.lastPathComponent): the value of \(key) is not a text")
            }
            texts[key] = text
        }
        return Catalog(language: language, texts: texts, fallback: fallback)
    }

    /// The text for `key`: this language's, else English's, else the key itself.
    func text(_ key: String) -> String {
        texts[key] ?? fallback?.text(key) ?? key
    }

    /// A plural's forms by category, this language's when it has any, else English's; nil when `key` is no plural.
    func pluralForms(_ key: String) -> [PluralCategory: String]? {
        forms[key] ?? fallback?.pluralForms(key)
    }

    /// The form of `key` that `count` takes: its category's, else "other"'s, else the key's text; nil when neither
    /// this catalog nor English's gives `key` plural forms.
    func plural(_ key: String, count: Int) -> String? {
        // English's forms were chosen by English's rules: pick with the rules of the language the forms are in.
        if let own = forms[key] { return own[plurals.category(of: count)] ?? own[.other] ?? text(key) }
        return fallback?.plural(key, count: count)
    }
}
