/// A template of text and `{{name}}` / `{{{name}}}` slots only, compiled once at start. The board
/// loops (an Expert minefield is 480 buttons) render through it (as a `LoopTemplate`), writing each
/// slot's value by position. The markup still lives in `Templates/`, and `{{name}}` is HTML-escaped.
struct FlatTemplate: Sendable {
    enum Piece: Sendable {
        case text([UInt8])
        case escaped(String)
        case raw(String)
    }

    struct CompileError: Error, CustomStringConvertible {
        let description: String
    }

    let pieces: [Piece]

    /// Fails on anything but text and plain variables (sections, partials, comments…): such a
    /// template is rendered by mustache instead. One trailing newline of the file is not part of it.
    init(_ source: String) throws(CompileError) {
        var text = Substring(source)
        if text.hasSuffix("\n") { text = text.dropLast() }
        var pieces: [Piece] = []
        while let open = text.range(of: "{{") {
            if open.lowerBound > text.startIndex { pieces.append(.text(Array(text[..<open.lowerBound].utf8))) }
            let rest = text[open.upperBound...]
            let raw = rest.hasPrefix("{")
            let closing = raw ? "}}}" : "}}"
            let nameStart = raw ? rest.index(after: rest.startIndex) : rest.startIndex
            guard let close = rest.range(of: closing) else { throw CompileError(description: "unclosed tag") }
            let name = rest[nameStart..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw CompileError(description: "only plain {{variables}} are allowed, not {{\(name)}}")
            }
            pieces.append(raw ? .raw(name) : .escaped(name))
            text = rest[close.upperBound...]
        }
        if !text.isEmpty { pieces.append(.text(Array(text.utf8))) }
        self.pieces = pieces
    }

    /// Binds slot names to positions once per page, so each cell passes its values as an array.
    func bind(_ names: [String]) throws(CompileError) -> Bound {
        var steps: [Bound.Step] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes): steps.append(.text(bytes))
            case .escaped(let name), .raw(let name):
                guard let index = names.firstIndex(of: name) else {
                    throw CompileError(description: "the template uses {{\(name)}}, which the page does not provide")
                }
                if case .escaped = piece { steps.append(.escaped(index)) } else { steps.append(.raw(index)) }
            }
        }
        return Bound(steps: steps)
    }

    struct Bound: Sendable {
        enum Step: Sendable {
            case text([UInt8])
            case escaped(Int)
            case raw(Int)
        }

        let steps: [Step]
    }
}
