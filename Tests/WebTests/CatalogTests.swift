import Foundation
import Testing
@testable import Web

/// The catalogs (`Templates/locales/<code>.json`) and how texts are put in a language: CLDR plural categories from
/// ICU, English for what a catalog lacks, templates compiled once per language.
@Suite("Catalogs")
struct CatalogTests {
    static let folder = TestSite.root.appendingPathComponent("Templates/locales")

    static func entries(_ code: String) throws -> [String: String] {
        let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(code + ".json").path),
                                "no catalog for \(code)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    @Test("plural categories come from ICU's CLDR rules, per language")
    func pluralCategories() {
        func categories(_ language: Language, _ numbers: [Int]) -> [PluralCategory] {
            let rules = PluralRules(localeIdentifier: language.localeIdentifier)
            return numbers.map { rules.category(of: $0) }
        }
        #expect(categories(.en, [0, 1, 2, 1_000_000]) == [.other, .one, .other, .other])
        #expect(categories(.de, [0, 1, 2]) == [.other, .one, .other])
        #expect(categories(.fr, [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
        #expect(categories(.es, [0, 1, 2, 1_000_000]) == [.other, .one, .other, .many])
        #expect(categories(.ptBR, [0, 1, 2]) == [.one, .one, .other])
        #expect(categories(.ar, [0, 1, 2, 3, 10, 11, 99, 100, 102, 103]) == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few])
    }

    @Test("a text a catalog lacks is English's; a plural takes its language's category, else English's forms")
    func fallback() {
        let english = Catalog(language: .en, texts: ["{{count}} mines_one": "{{count}} mine", "{{count}} mines_other": "{{count}} mines"],
                              fallback: nil)
        let german = Catalog(language: .de, texts: ["Flag": "Flagge"], fallback: english)
        #expect(german.text("Flag") == "Flagge")
        #expect(german.text("Uncover") == "Uncover")
        #expect(german.plural("{{count}} mines", count: 1) == "{{count}} mine")
        let arabic = Catalog(language: .ar, texts: ["{{count}} mines_zero": "z", "{{count}} mines_two": "t", "{{count}} mines_few": "f",
                                                    "{{count}} mines_other": "o"], fallback: english)
        #expect([0, 2, 5, 100, 11].map { arabic.plural("{{count}} mines", count: $0) } == ["z", "t", "f", "o", "o"],
                "a missing category (many) falls to other")
    }

    @Test("templates are compiled per language: a translation may move its {{names}}; plurals pick by the number; i18n.* constants")
    func compiledPerLanguage() throws {
        let english = Catalog(language: .en, texts: ["{{n}} left_one": "{{n}} left", "{{n}} left_other": "{{n}} left"], fallback: nil)
        let german = Catalog(language: .de, texts: ["Hello {{name}}, welcome": "Willkommen, {{name}}",
                                                    "{{n}} left_one": "noch eins", "{{n}} left_other": "noch {{n}}"],
                             fallback: english)
        let set = CatalogSet(catalogs: [.en: english, .de: german])
        let templates = try Templates(sources: [
            "layout": "{{$content}}{{/content}}",
            "page": "<p lang=\"{{i18n.code}}\" dir=\"{{i18n.dir}}\">{{#i18n}}Hello {{name}}, welcome{{/i18n}} {{#i18n}}{{n}} left{{/i18n}}</p>",
        ], catalogs: set)
        let model: [String: Any] = ["name": "<Ana>", "n": 1]
        #expect(try templates.render(model, template: "page") == "<p lang=\"en\" dir=\"ltr\">Hello &lt;Ana&gt;, welcome 1 left</p>")
        let germanPage = try Language.$picked.withValue(.de) { try templates.render(model, template: "page") }
        #expect(germanPage == "<p lang=\"de\" dir=\"ltr\">Willkommen, &lt;Ana&gt; noch eins</p>")
        let many = try Language.$picked.withValue(.de) { try templates.render(["name": "B", "n": 7] as [String: Any], template: "page") }
        #expect(many.hasSuffix("noch 7</p>"))
        let arabic = try Language.$picked.withValue(.ar) { try templates.render(model, template: "page") }
        #expect(arabic.hasPrefix("<p lang=\"ar\" dir=\"rtl\">Hello &lt;Ana&gt;, welcome"), "no Arabic catalog here: English words")
    }

    @Test("a {{#i18n}} holding a section, or a translation that does, stops the start")
    func refusals() {
        #expect(throws: Templates.LoadError.self) {
            try Templates(sources: ["layout": "x", "page": "{{#i18n}}a {{#b}}c{{/b}}{{/i18n}}"])
        }
        let german = Catalog(language: .de, texts: ["Hi": "{{#x}}Hallo{{/x}}"], fallback: nil)
        #expect(throws: Templates.LoadError.self) {
            try Templates(sources: ["layout": "x", "page": "{{#i18n}}Hi{{/i18n}}"], catalogs: CatalogSet(catalogs: [.de: german]))
        }
    }

    @Test("every language's catalog has every text English's has, with each CLDR form its language uses, placeholders kept",
          arguments: Language.allCases.filter { $0 != .en })
    func complete(_ language: Language) throws {
        let english = try Self.entries("en")
        let catalog = try Self.entries(language.code)
        let rules = PluralRules(localeIdentifier: language.localeIdentifier)
        // The categories this language's numbers take, as ICU says (0…200 and a million cover every rule here).
        let used = Set((Array(0...200) + [1_000, 1_000_000]).map { rules.category(of: $0) })
        var missing: [String] = []
        for key in english.keys.sorted() {
            if key.hasSuffix("_other") {
                let base = String(key.dropLast("_other".count))
                for category in used where catalog[base + "_" + category.rawValue] == nil {
                    missing.append(base + "_" + category.rawValue)
                }
            } else if !key.hasSuffix("_one"), catalog[key] == nil {
                missing.append(key)
            }
        }
        #expect(missing.isEmpty, "\(language.code).json lacks \(missing.count) texts (shown in English): \(missing.prefix(20))")
        for (key, text) in catalog {
            let names = { (s: String) in Set(s.matches(of: #/\{\{\{?\s*([A-Za-z0-9_.]+)\s*\}?\}\}/#).map { String($0.1) }) }
            let base = key.replacing(#/_(zero|one|two|few|many|other)$/#, with: "")
            #expect(names(text).isSubset(of: names(base)), "\(language.code): \(key) has placeholders its English has not")
            if base == key { #expect(names(text) == names(key), "\(language.code): \(key) drops a placeholder") }
            #expect(english[key] != nil || english[base + "_other"] != nil, "\(language.code): \(key) is no longer asked for")
        }
    }
}

@Suite("Placeholders")
struct PlaceholdersTests {
    @Test("each {{name}} is filled in one pass; one without a value stays and the rest are still filled")
    func fill() {
        #expect(Placeholders.fill("{{side}} has {{count}} minutes", ["count": "3"]) == "{{side}} has 3 minutes")
        #expect(Placeholders.fill("{{a}}{{b}} { } {x} {{c}", ["b": "B", "a": "A"]) == "AB { } {x} {{c}")
        #expect(Placeholders.fill("no names", ["a": "A"]) == "no names")
        #expect(Placeholders.fill("{{a}}", ["a": ""]) == "")
        #expect(Placeholders.fill("é {{a}} ü", ["a": "ß"]) == "é ß ü")
        #expect(Placeholders.fill("{{{a}}}", ["a": "A"]) == "{A}")
        #expect(Placeholders.fill("{{a} {{b}}", ["a": "A", "b": "B"]) == "{{a} B")
        #expect(Placeholders.fill("{{a}}{{a}}", ["a": "A"]) == "AA")
        #expect(Placeholders.fill("{{a}} {{b", ["a": "{{a}}", "b": "B"]) == "{{a}} {{b")
        #expect(Placeholders.fill("{", ["a": "A"]) == "{")
        #expect(Placeholders.fill("", ["a": "A"]) == "")
        #expect(Placeholders.fill("{{}}", ["": "empty"]) == "empty")
        #expect(Placeholders.fill("{{a}}\u{301}x", ["a": "e"]).unicodeScalars.elementsEqual("e\u{301}x".unicodeScalars))
        #expect(Placeholders.fill("س {{a}} ش", ["a": "١٢"]) == "س ١٢ ش")
    }
}
