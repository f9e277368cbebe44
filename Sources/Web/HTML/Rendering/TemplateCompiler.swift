/// Puts partials, parents and blocks in place, once, at start-up: they depend only on where a tag sits,
/// so a request only walks text, values and sections. A missing or self-including partial stops the start
/// instead of rendering as nothing.
struct TemplateCompiler {
    typealias Token = MustacheParser.Token

    struct CompileError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every template file, by name (`sub/name` for files in subfolders).
    let files: [String: [Token]]
    /// The language the texts in `{{#i18n}}…{{/i18n}}` are put in (`TemplateTexts`).
    var catalog: Catalog? = nil

    func compile(_ name: String) throws(CompileError) -> CompiledTemplate {
        guard let tokens = files[name] else { throw CompileError(description: "no template \(name)") }
        return CompiledTemplate(body: Self.joiningText(try nodes(tokens, blocks: [:], partials: [name])),
                                plurals: catalog?.plurals)
    }

    /// `blocks`: what the parents around a tag were given; `partials`: the ones it is inside, to refuse one
    /// that includes itself.
    private func nodes(_ tokens: [Token], blocks: [String: [Token]], partials: [String]) throws(CompileError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        for token in tokens {
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .variable(let name, let escaped):
                if let constant = TemplateTexts.constant(name, catalog: catalog) {
                    nodes.append(.text(Array(constant.utf8)))
                } else {
                    nodes.append(.value(TemplatePath(name), escaped: escaped))
                }
            case .section(TemplateTexts.sectionName, let body, false):
                nodes += try TemplateTexts.translated(body, catalog: catalog) { tokens throws(CompileError) in
                    try self.nodes(tokens, blocks: blocks, partials: partials)
                }
            case .section(let name, let body, let inverted):
                let body = Self.joiningText(try self.nodes(body, blocks: blocks, partials: partials))
                nodes.append(.section(TemplatePath(name), body, inverted: inverted))
            case .block(let name, let defaultBody):
                nodes += try self.nodes(blocks[name] ?? defaultBody, blocks: blocks, partials: partials)
            case .partial(let name):
                nodes += try partial(name, blocks: blocks, partials: partials)
            case .parent(let name, let given):
                // A block given further out wins over the same block given here.
                nodes += try partial(name, blocks: blocks.merging(given) { outer, _ in outer }, partials: partials)
            }
        }
        return nodes
    }

    private func partial(_ name: String, blocks: [String: [Token]], partials: [String]) throws(CompileError) -> [TemplateNode] {
        guard let tokens = files[name] else { throw CompileError(description: "no partial named \(name)") }
        guard !partials.contains(name) else {
            throw CompileError(description: "partial \(name) includes itself (\((partials + [name]).joined(separator: " → ")))")
        }
        return try nodes(tokens, blocks: blocks, partials: partials + [name])
    }

    /// Adjacent text copied as one run.
    private static func joiningText(_ nodes: [TemplateNode]) -> [TemplateNode] {
        var joined: [TemplateNode] = []
        joined.reserveCapacity(nodes.count)
        for node in nodes {
            if case .text(let text) = node, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + text)
            } else if case .text(let text) = node, text.isEmpty {
                continue
            } else {
                joined.append(node)
            }
        }
        return joined
    }
}
