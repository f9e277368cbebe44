/// A template of text and `{{name}}` / `{{{name}}}` slots only, compiled once at start. The board
/// loops (an Expert minefield is 480 buttons) render through it, writing each slot's value by position.
/// The markup still lives in `Templates/`, and `{{name}}` is HTML-escaped.
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
    /// template renders only as a page. One trailing newline of the file is not part of it.
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

    /// Binds slot names to positions once per page; the board loop then fills the slots by index.
    func bind(_ names: [String]) throws(CompileError) -> Bound {
        var text: [UInt8] = []
        var steps: [Bound.Step] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes):
                text += bytes
            case .escaped(let name), .raw(let name):
                guard let slot = names.firstIndex(of: name) else {
                    throw CompileError(description: "the template uses {{\(name)}}, which the page does not provide")
                }
                var escapes = false
                if case .escaped = piece { escapes = true }
                steps.append(Bound.Step(textEnd: text.count, slot: slot, escapes: escapes))
            }
        }
        return Bound(text: text, steps: steps)
    }

    /// The template laid out for tight loops: all its text in one buffer, and each step a run of that text
    /// followed by a slot. Walking plain integers keeps 480 cells free of reference counting, which walking
    /// the pieces (each an array) was not.
    struct Bound: Sendable {
        fileprivate struct Step: Sendable {
            let textEnd: Int
            let slot: Int
            let escapes: Bool
        }

        fileprivate let text: [UInt8]
        fileprivate let steps: [Step]

        /// Renders the template with each slot written by `slot(index, &output)`, in the order the slots
        /// were bound; the output knows whether that slot escapes.
        func render(into output: inout HTMLOutput, _ slot: (Int, inout HTMLOutput) -> Void) {
            text.withUnsafeBufferPointer { text in
                steps.withUnsafeBufferPointer { steps in
                    var start = 0
                    for step in steps {
                        output.append(UnsafeBufferPointer(rebasing: text[start..<step.textEnd]))
                        output.escapes = step.escapes
                        slot(step.slot, &output)
                        start = step.textEnd
                    }
                    output.escapes = false
                    output.append(UnsafeBufferPointer(rebasing: text[start...]))
                }
            }
        }
    }
}
