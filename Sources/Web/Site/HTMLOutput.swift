/// A page's bytes as a flat template fills them: a slot's value is written straight in, with no String
/// made for it, and escaped when the template says `{{name}}`. The board loops write 480 cells this way.
struct HTMLOutput {
    var bytes: [UInt8] = []
    /// Set by the template for the slot being written: `{{name}}` escapes, `{{{name}}}` does not.
    var escapes = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write(bytes: $0) }
    }

    mutating func write(string text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    mutating func write(_ number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Raw bytes of a slot, escaped if the slot is `{{name}}`.
    mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        guard escapes else {
            bytes.append(contentsOf: text)
            return
        }
        // Most values have nothing to escape: copy the runs between markup characters whole.
        var start = 0
        for (offset, byte) in text.enumerated() {
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<offset]))
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            start = offset + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }
}

/// A bound flat template laid out for the board loops: all its text in one buffer, and each step a run of
/// that text followed by a slot. Walking plain integers keeps 480 cells free of reference counting, which
/// walking the template's own pieces (each an array) was not.
struct LoopTemplate {
    private struct Step {
        let textEnd: Int
        let slot: Int
        let escapes: Bool
    }

    private let text: [UInt8]
    private let steps: [Step]

    init(_ bound: FlatTemplate.Bound) {
        var text: [UInt8] = []
        var steps: [Step] = []
        for step in bound.steps {
            switch step {
            case .text(let bytes): text += bytes
            case .escaped(let slot): steps.append(Step(textEnd: text.count, slot: slot, escapes: true))
            case .raw(let slot): steps.append(Step(textEnd: text.count, slot: slot, escapes: false))
            }
        }
        self.text = text
        self.steps = steps
    }

    /// Renders the template with each slot written by `slot(index, &output)`, in the order the slots
    /// were bound; the output knows whether that slot escapes.
    func render(into output: inout HTMLOutput, _ slot: (Int, inout HTMLOutput) -> Void) {
        text.withUnsafeBufferPointer { text in
            steps.withUnsafeBufferPointer { steps in
                var start = 0
                for step in steps {
                    output.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<step.textEnd]))
                    output.escapes = step.escapes
                    slot(step.slot, &output)
                    start = step.textEnd
                }
                output.escapes = false
                output.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
            }
        }
    }
}
