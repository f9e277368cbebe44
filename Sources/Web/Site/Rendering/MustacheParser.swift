/// One template file parsed exactly as swift-mustache 2.1.1 parses it (its `Template+Parser.swift`, followed
/// step by step, on `Character`s as it does), so every page keeps its bytes: the same standalone-line rules,
/// the same whitespace kept or dropped. Only the tags our templates use are accepted; set delimiters, pragmas,
/// dynamic partials and transforms are refused here, at start-up.
struct MustacheParser {
    indirect enum Token: Sendable {
        case text(String)
        case variable(String, escaped: Bool)
        case section(String, [Token], inverted: Bool)
        /// `{{$name}}…{{/name}}` directly inside `{{<parent}}`: replaces the parent's block of that name.
        case blockDefinition(String, [Token])
        /// `{{$name}}default{{/name}}` anywhere else: the inherited replacement, or the default.
        case block(String, default: [Token], indentation: String)
        /// `{{>name}}` (no overrides) or `{{<name}}…{{/name}}` (overrides).
        case partial(String, indentation: String?, overrides: [String: [Token]]?)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var partialDefinitionIndent: Substring?

        func inSection(_ name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func inInheritingPartial(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }
    }

    private let text: String
    private var position: String.Index

    /// The tokens of one template file. swift-mustache saw each of our files behind an escaping pragma on
    /// its first line, so a tag on that line was never standalone (and a blank first line vanished): the
    /// parse starts the same way.
    static func parse(_ text: String) throws(SyntaxError) -> [Token] {
        var parser = MustacheParser(text: text, position: text.startIndex)
        do {
            var state = State()
            state.newLine = parser.lineFinished()
            return try parser.parse(state)
        } catch {
            throw SyntaxError(description: "\(error.description) at \(parser.location)")
        }
    }

    private var location: String {
        let before = text[..<position]
        let line = before.reduce(1) { $0 + ($1.isNewline ? 1 : 0) }
        let column = before.reversed().prefix { !$0.isNewline }.count + 1
        return "line \(line), column \(column)"
    }

    private mutating func parse(_ initial: State) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        var state = initial
        var whiteSpaceBefore: Substring = ""
        while !atEnd {
            if state.newLine {
                let whiteSpace = read(while: { $0 == " " || $0 == "\t" })
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    // Inside a block definition the first line's indent is dropped from every line.
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = whiteSpace.dropFirst(indent.count)
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readUntilTagOrNewline()
            if current.isNewline {
                tokens.append(.text(whiteSpaceBefore + text + String(current)))
                state.newLine = true
                advance()
                continue
            }
            if !text.isEmpty {
                tokens.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                advance()
                let name = try readName()
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                let body = try parse(state.inSection(name, newLine: setNewLine))
                tokens.append(.section(name, body, inverted: inverted))

            case "/":
                advance()
                let name = try readName()
                guard name == state.sectionName else {
                    throw SyntaxError(description: state.sectionName.map { "{{/\(name)}} closes {{#\($0)}}" }
                                      ?? "{{/\(name)}} closes nothing")
                }
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                return tokens

            case "!":
                advance()
                try skipComment()
                setNewLine = isStandalone(state)

            case "{", "&":
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                let triple = current == "{"
                advance()
                let name = try readName()
                if triple {
                    guard !atEnd, current == "}" else { throw SyntaxError(description: "{{{\(name)}} is missing a }") }
                    advance()
                }
                tokens.append(.variable(name, escaped: false))

            case ">":
                advance()
                read(while: \.isWhitespace)
                let name = try readPartialName()
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                    tokens.append(.partial(name, indentation: String(whiteSpaceBefore), overrides: nil))
                } else {
                    tokens.append(.partial(name, indentation: nil, overrides: nil))
                }
                whiteSpaceBefore = ""

            case "<":
                advance()
                read(while: \.isWhitespace)
                let name = try readPartialName()
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                }
                var overrides: [String: [Token]] = [:]
                for token in try parse(state.inInheritingPartial(name)) {
                    switch token {
                    case .blockDefinition(let block, let body): overrides[block] = body
                    case .text: break
                    default: throw SyntaxError(description: "only {{$blocks}} may stand inside {{<\(name)}}")
                    }
                }
                tokens.append(.partial(name, indentation: String(whiteSpaceBefore), overrides: overrides))
                whiteSpaceBefore = ""

            case "$":
                advance()
                let name = try readName()
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(state.inSection(name, newLine: setNewLine))
                    tokens.append(.blockDefinition(name, body))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        tokens.append(.text(String(whiteSpaceBefore)))
                    }
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(state.inSection(name, newLine: setNewLine))
                    tokens.append(.block(name, default: body, indentation: String(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }

            case "=", "%":
                throw SyntaxError(description: "{{\(current)…}} (set delimiters, pragmas) is not supported")

            default:
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(String(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                tokens.append(.variable(try readName(), escaped: true))
            }
            state.newLine = setNewLine
        }
        if let open = state.sectionName {
            throw SyntaxError(description: "{{#\(open)}} is never closed")
        }
        return tokens
    }

    // MARK: - Reading

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    private var atEnd: Bool { position == text.endIndex }

    /// The character at the reading position; NUL at the end, as in swift-mustache.
    private var current: Character { atEnd ? "\0" : text[position] }

    private mutating func advance() {
        position = text.index(after: position)
    }

    @discardableResult
    private mutating func read(while predicate: (Character) -> Bool) -> Substring {
        let start = position
        while !atEnd, predicate(text[position]) { advance() }
        return text[start..<position]
    }

    /// Whether the next `count` characters are `expected`; reads them if so. Fewer characters left is an
    /// error, as in swift-mustache (a template ending in a lone `{` does not parse).
    private mutating func read(_ expected: String) throws(SyntaxError) -> Bool {
        let count = expected.count
        guard text.distance(from: position, to: text.endIndex) >= count else {
            throw SyntaxError(description: "the template ends inside a tag")
        }
        let end = text.index(position, offsetBy: count)
        guard text[position..<end] == expected else { return false }
        position = end
        return true
    }

    /// Text up to a `{{` (read past) or a line break (not read), whichever comes first.
    private mutating func readUntilTagOrNewline() throws(SyntaxError) -> String {
        var total = ""
        while !atEnd {
            total += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != "{" })
            if current.isNewline {
                break
            } else if current == "{" {
                if try read("{{") { break }
                total.append("{")
                advance()
            }
        }
        return total
    }

    private mutating func readName() throws(SyntaxError) -> String {
        read(while: \.isWhitespace)
        let name = String(read(while: Self.nameCharacters.contains))
        read(while: \.isWhitespace)
        guard try read("}}") else { throw SyntaxError(description: "a tag name ends badly after \"\(name)\"") }
        guard !name.contains("("), !name.contains(")") else {
            throw SyntaxError(description: "{{\(name)}}: transforms are not supported")
        }
        return name
    }

    private mutating func readPartialName() throws(SyntaxError) -> String {
        let name = String(read(while: Self.partialNameCharacters.contains))
        read(while: \.isWhitespace)
        guard try read("}}") else { throw SyntaxError(description: "a partial name ends badly after \"\(name)\"") }
        guard !name.hasPrefix("*") else { throw SyntaxError(description: "dynamic partials ({{>*\(name.dropFirst())}}) are not supported") }
        return name
    }

    private mutating func skipComment() throws(SyntaxError) {
        while !atEnd {
            if current == "}", try read("}}") { return }
            advance()
        }
        throw SyntaxError(description: "a comment is never closed")
    }

    /// Whether only spaces or tabs are left on this line; if so, reads past the line break.
    private mutating func lineFinished() -> Bool {
        if atEnd { return true }
        let start = position
        read(while: { $0 == " " || $0 == "\t" })
        if current.isNewline {
            advance()
            return true
        }
        position = start
        return false
    }

    private mutating func isStandalone(_ state: State) -> Bool {
        state.newLine && lineFinished()
    }
}
