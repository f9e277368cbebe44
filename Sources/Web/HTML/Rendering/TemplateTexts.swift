/// How a template's texts are put in a language at compile time: `{{#i18n}}New game{{/i18n}}` becomes the catalog's
/// text for the key `New game` (the bytes between the tags, a `{{name}}` inside written as it stands), itself read as
/// template text, so a translation may move `{{name}}` where its sentence needs it. A key with plural forms in the
/// catalog (`key_one`, `key_other`, …) picks its form by the number in `{{count}}`, else in the last of its variables
/// that holds one, when the page is rendered.
/// `{{i18n.code}}`, `{{i18n.dir}}` and `{{i18n.name}}` are the language's tag, direction and name; `{{{i18n.options}}}`
/// the picker's `<option>`s; `{{i18n.titles}}` the games' titles as a list ("Tic-Tac-Toe, … and …").
enum TemplateTexts {
    static let sectionName = "i18n"

    /// The compile-time value of `name`, when it is one of `i18n.…`.
    static func constant(_ name: String, catalog: Catalog?) -> String? {
        guard name.hasPrefix(sectionName + ".") else { return nil }
        let language = catalog?.language ?? .en
        switch name.dropFirst(sectionName.count + 1) {
        case "code": return language.code
        case "dir": return language.direction
        case "name": return language.name
        case "options": return options(selected: language)
        case "titles": return Language.$picked.withValue(language) { RegistryPartials.escaped(GameRegistry.titles) }
        default: return nil
        }
    }

    /// The language picker's choices, each named in its own language, this one selected.
    private static func options(selected: Language) -> String {
        Language.allCases.map { language in
            "<option value=\"\(language.code)\" lang=\"\(language.code)\"\(language == selected ? " selected" : "")>\(language.name)</option>"
        }.joined()
    }

    /// The section's key: its text and variables as they stand in the template.
    static func key(_ body: [MustacheParser.Token]) throws(TemplateCompiler.CompileError) -> String {
        var key = ""
        for token in body {
            switch token {
            case .text(let bytes): key += String(decoding: bytes, as: UTF8.self)
            case .variable(let name, escaped: true): key += "{{" + name + "}}"
            case .variable(let name, escaped: false): key += "{{{" + name + "}}}"
            default:
                throw TemplateCompiler.CompileError(description: "{{#\(sectionName)}} holds only text and {{names}}: \(key)…")
            }
        }
        return key
    }

    static func translated(_ body: [MustacheParser.Token], catalog: Catalog?,
                           compile: ([MustacheParser.Token]) throws(TemplateCompiler.CompileError) -> [TemplateNode])
        throws(TemplateCompiler.CompileError) -> [TemplateNode] {
        let key = try key(body)
        guard let catalog else { return try compile(body) }
        if let forms = catalog.pluralForms(key) {
            var compiled: [PluralCategory: [TemplateNode]] = [:]
            for (category, text) in forms { compiled[category] = try compile(try tokens(text, key: key)) }
            return [.plural(countPaths(body), compiled)]
        }
        let text = catalog.text(key)
        return text == key ? try compile(body) : try compile(try tokens(text, key: key))
    }

    /// Where a plural finds its number: `{{count}}` when the key has it, else each of its variables from the last
    /// (the noun a number counts follows it: "{{width}} × {{height}}, {{mines}} mines").
    private static func countPaths(_ body: [MustacheParser.Token]) -> [TemplatePath] {
        let names = body.compactMap { token -> String? in
            if case .variable(let name, _) = token { name } else { nil }
        }
        return (names.contains("count") ? ["count"] : names.reversed()).map(TemplatePath.init)
    }

    private static func tokens(_ text: String, key: String) throws(TemplateCompiler.CompileError) -> [MustacheParser.Token] {
        do {
            let tokens = try MustacheParser.parse(text)
            for token in tokens {
                switch token {
                case .text, .variable: continue
                default: throw TemplateCompiler.CompileError(description: "the text for \(key) holds more than {{names}}: \(text)")
                }
            }
            return tokens
        } catch let error as TemplateCompiler.CompileError {
            throw error
        } catch {
            throw TemplateCompiler.CompileError(description: "the text for \(key) does not parse: \(error)")
        }
    }
}
