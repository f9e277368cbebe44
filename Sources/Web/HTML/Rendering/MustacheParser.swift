import Foundation

/// One template file parsed by the Mustache spec's rules for the tags our templates use: variables, sections,
/// inverted sections, comments, partials, parents and blocks (standalone lines left out whole). Anything else (set
/// delimiters, pragmas, an indented standalone partial) is refused, so it stops the start instead of misrendering.
enum MustacheParser {
    indirect enum Token: Sendable, Equatable {
        case text([UInt8])
        case variable(String, escaped: Bool)
        case section(String, [Token], inverted: Bool)
        case partial(String)
        /// `{{<name}}…{{/name}}`: the parent `name` with the blocks given here.
        case parent(String, blocks: [String: [Token]])
        /// `{{$name}}default{{/name}}` outside a parent: what a parent above gives for `name`, or the default.
        case block(String, [Token])
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ source: String) throws(SyntaxError) -> [Token] {
        let pieces = try standalonesRemoved(try scan(Array(source.utf8)))
        var index = 0
        let tokens = try tree(pieces, &index, closing: nil)
        return tokens
    }

    // MARK: - Scanning

    /// A run of text (split after each line break) or one tag, with the line it starts on.
    private enum Piece {
        case text([UInt8])
        case tag(Character, String, line: Int)
    }

    private static func scan(_ bytes: [UInt8]) throws(SyntaxError) -> [Piece] {
        var pieces: [Piece] = []
        var line = 1, position = 0, textStart = 0
        func flushText(to end: Int) {
            if end > textStart { pieces.append(.text(Array(bytes[textStart..<end]))) }
        }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") {
                flushText(to: position + 1)
                line += 1
                position += 1
                textStart = position
            } else if bytes[position] == UInt8(ascii: "{"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "{") {
                flushText(to: position)
                let (piece, end) = try tag(bytes, from: position + 2, line: line)
                line += bytes[position..<end].count { $0 == UInt8(ascii: "\n") }
                pieces.append(piece)
                position = end
                textStart = position
            } else {
                position += 1
            }
        }
        flushText(to: position)
        return pieces
    }

    /// The tag whose content starts at `start` (after `{{`), and where it ends.
    private static func tag(_ bytes: [UInt8], from start: Int, line: Int) throws(SyntaxError) -> (Piece, Int) {
        var kind = start < bytes.count ? Character(Unicode.Scalar(bytes[start])) : " "
        let triple = kind == "{"
        let closing: [UInt8] = triple ? Array("}}}".utf8) : Array("}}".utf8)
        guard let end = bytes[start...].firstRange(of: closing) else {
            throw SyntaxError(description: "line \(line): a tag is never closed")
        }
        if "#^/!>&<${=%".contains(kind) == false { kind = " " }
        let inside = bytes[(kind == " " ? start : start + 1)..<end.lowerBound]
        let name = String(decoding: inside, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch kind {
        case "!":
            break
        case "=", "%":
            throw SyntaxError(description: "line \(line): {{\(kind)…}} (set delimiters, pragmas) is not supported")
        default:
            let allowed = kind == ">" || kind == "<" ? "/" : ""
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-\(allowed)".contains($0)) }) else {
                throw SyntaxError(description: "line \(line): {{\(kind == " " ? "" : String(kind))\(name)}} is not a name we support")
            }
        }
        return (.tag(triple ? "{" : kind, name, line: line), end.upperBound)
    }

    // MARK: - Standalone lines

    /// Each line holding one tag that renders nothing in place (all but variables) and only spaces or tabs
    /// besides loses that whitespace and its line break.
    private static func standalonesRemoved(_ pieces: [Piece]) throws(SyntaxError) -> [Piece] {
        var result: [Piece] = []
        var lineStart = 0
        for (index, piece) in pieces.enumerated() {
            guard case .text(let text) = piece, text.last == UInt8(ascii: "\n") || index == pieces.count - 1 else {
                if index == pieces.count - 1 { result += try line(Array(pieces[lineStart...])) }
                continue
            }
            result += try line(Array(pieces[lineStart...index]))
            lineStart = index + 1
        }
        return result
    }

    private static func line(_ pieces: [Piece]) throws(SyntaxError) -> [Piece] {
        var tags: [(Character, Int)] = []
        var indented = false
        for piece in pieces {
            switch piece {
            case .tag(let kind, _, let line):
                tags.append((kind, line))
            case .text(let text):
                guard text.allSatisfy({ [0x20, 0x09, 0x0D, 0x0A].contains($0) }) else { return pieces }
                if tags.isEmpty, text.contains(where: { $0 == 0x20 || $0 == 0x09 }) { indented = true }
            }
        }
        guard tags.count == 1, let (kind, line) = tags.first, "#^/!><$".contains(kind) else { return pieces }
        if indented, ">$<".contains(kind) {
            throw SyntaxError(description: "line \(line): an indented standalone {{\(kind)…}} is not supported")
        }
        return pieces.filter { if case .tag = $0 { true } else { false } }
    }

    // MARK: - Nesting

    private static func tree(_ pieces: [Piece], _ index: inout Int, closing: String?) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        while index < pieces.count {
            let piece = pieces[index]
            index += 1
            guard case .tag(let kind, let name, let line) = piece else {
                if case .text(let text) = piece {
                    if case .text(let previous)? = tokens.last {
                        tokens[tokens.count - 1] = .text(previous + text)
                    } else {
                        tokens.append(.text(text))
                    }
                }
                continue
            }
            switch kind {
            case "!": break
            case " ": tokens.append(.variable(name, escaped: true))
            case "{", "&": tokens.append(.variable(name, escaped: false))
            case ">": tokens.append(.partial(name))
            case "#", "^": tokens.append(.section(name, try tree(pieces, &index, closing: name), inverted: kind == "^"))
            case "$": tokens.append(.block(name, try tree(pieces, &index, closing: name)))
            case "<":
                var blocks: [String: [Token]] = [:]
                for token in try tree(pieces, &index, closing: name) {
                    switch token {
                    case .block(let block, let body): blocks[block] = body
                    case .text: break
                    default: throw SyntaxError(description: "line \(line): only {{$blocks}} may stand inside {{<\(name)}}")
                    }
                }
                tokens.append(.parent(name, blocks: blocks))
            default:
                guard name == closing else {
                    throw SyntaxError(description: "line \(line): " + (closing.map { "{{/\(name)}} closes {{#\($0)}}" } ?? "{{/\(name)}} closes nothing"))
                }
                return tokens
            }
        }
        if let closing { throw SyntaxError(description: "{{#\(closing)}} is never closed") }
        return tokens
    }
}
