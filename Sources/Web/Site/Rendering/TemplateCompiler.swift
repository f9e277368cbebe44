/// Puts partials, parents and blocks in place, once, at start-up. swift-mustache resolved them on every
/// render from what its context carried (blocks inherited, indentation); both depend only on where a tag
/// sits, so they are settled here, and a missing or self-including partial stops the start instead of
/// rendering as nothing.
struct TemplateCompiler {
    typealias Token = MustacheParser.Token

    struct CompileError: Error, CustomStringConvertible {
        let description: String
    }

    /// Every template file, by name (`sub/name` for files in subfolders).
    let files: [String: [Token]]

    func compile(_ name: String) throws(CompileError) -> CompiledTemplate {
        guard let tokens = files[name] else { throw CompileError(description: "no template \(name)") }
        let scope = Scope(indentation: "", inherited: [:], partials: [name])
        return CompiledTemplate(body: TemplateBlock(nodes: try nodes(tokens, in: scope), indentation: []))
    }

    /// What a render's context carried at a tag: the indentation of the partials and blocks around it, the
    /// blocks its parents were given, and the partials it is inside (to refuse one that includes itself).
    private struct Scope {
        var indentation: String
        var inherited: [String: [Token]]
        var partials: [String]
    }

    private func nodes(_ tokens: [Token], in scope: Scope) throws(CompileError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        for token in tokens {
            switch token {
            case .text(let text):
                nodes.append(.text(Array(text.utf8)))
            case .variable(let name, let escaped):
                nodes.append(.value(TemplatePath(name), escaped: escaped))
            case .section(let name, let body, let inverted):
                let block = TemplateBlock(nodes: try self.nodes(body, in: scope), indentation: Array(scope.indentation.utf8))
                nodes.append(.section(TemplatePath(name), block, inverted: inverted))
            case .blockDefinition(let name, _):
                throw CompileError(description: "{{$\(name)}} outside a parent's {{<…}}")
            case .block(let name, let defaultBody, let indentation):
                var inner = scope
                inner.indentation += indentation
                append(try self.nodes(scope.inherited[name] ?? defaultBody, in: inner), indentation: inner.indentation, to: &nodes)
            case .partial(let name, let indentation, let overrides):
                guard let partial = files[name] else { throw CompileError(description: "no partial named \(name)") }
                guard !scope.partials.contains(name) else {
                    throw CompileError(description: "partial \(name) includes itself (\(scope.partials.joined(separator: " → ")))")
                }
                var inner = scope
                inner.indentation += indentation ?? ""
                // A block given further out wins over the same block given here, as in swift-mustache.
                inner.inherited.merge(overrides ?? [:]) { outer, _ in outer }
                inner.partials.append(name)
                append(try self.nodes(partial, in: inner), indentation: inner.indentation, to: &nodes)
            }
        }
        return scope.indentation.isEmpty ? Self.joiningText(nodes) : nodes
    }

    /// A partial or block is its own scope only when it indents its lines; otherwise its nodes join ours.
    private func append(_ inner: [TemplateNode], indentation: String, to nodes: inout [TemplateNode]) {
        if indentation.isEmpty {
            nodes.append(contentsOf: inner)
        } else {
            nodes.append(.scope(TemplateBlock(nodes: inner, indentation: Array(indentation.utf8))))
        }
    }

    /// Adjacent text copied as one run. Only without indentation: swift-mustache indents per token.
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
