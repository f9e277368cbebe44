import Synchronization

/// A page template with its partials, parent layout and blocks put in place at start-up: what is left for
/// a request is one walk over text to copy, names to look up and sections to enter.
final class CompiledTemplate: Sendable {
    let body: [TemplateNode]
    /// The size of the last page made from this template: the next one reserves about that much at once.
    private let lastSize = Atomic<Int>(0)

    /// The plural rules of the language the template's texts are in.
    let plurals: PluralRules?

    init(body: [TemplateNode], plurals: PluralRules? = nil) {
        self.body = body
        self.plurals = plurals
    }

    func render(_ model: TemplateValue) -> [UInt8] {
        let hint = lastSize.load(ordering: .relaxed)
        var renderer = TemplateRenderer(model: model, capacity: hint + hint / 8 + 256, plurals: plurals)
        renderer.render(body)
        lastSize.store(renderer.output.count, ordering: .relaxed)
        return renderer.output.bytes
    }
}

enum TemplateNode: Sendable {
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case value(TemplatePath, escaped: Bool)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// A translated text with plural forms: the form its number's CLDR category takes (`other` when it has none); the
    /// number is the first of the paths that holds one.
    case plural([TemplatePath], [PluralCategory: [TemplateNode]])
}

/// Where a tag's name leads, as swift-mustache resolves it.
enum TemplatePath: Sendable, Equatable {
    /// `{{.}}`: the innermost value.
    case current
    /// `{{a.b}}`: the innermost value with a field `a` (climbing out of sections), then `b` within it.
    case climbing(String, rest: [String])
    /// `{{.a.b}}`: `a` of the innermost value only.
    case anchored([String])

    init(_ name: String) {
        let names = name.split(separator: ".").map(String.init)
        if name == "." || names.isEmpty {
            self = .current
        } else if name.hasPrefix(".") {
            self = .anchored(names)
        } else {
            self = .climbing(names[0], rest: Array(names.dropFirst()))
        }
    }
}
