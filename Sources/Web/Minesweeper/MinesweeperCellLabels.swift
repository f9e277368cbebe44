import Minesweeper

/// A cell's label ("Row 3, column 5, flagged") in each language, English included: each label is looked up, escaped
/// and split at its row and column once per language, so a board's up to 1,500 labels are copies of ready bytes
/// with two numbers written in.
struct MinesweeperCellLabels: Sendable {
    /// One label's escaped bytes without its `{{row}}` and `{{column}}`, and where those numbers go.
    private struct Label: Sendable {
        let bytes: [UInt8]
        let rowAt: Int?
        let columnAt: Int?
    }

    /// By what the cell shows: the seven words (`index`), then the numbers 1 to 8.
    private let labels: [Label]

    /// Each language's, made the first time a page in it shows a board.
    private static let all = PerLanguage { language in Language.$picked.withValue(language) { MinesweeperCellLabels() } }

    /// The labels of the page's language.
    static var current: MinesweeperCellLabels { all.current }

    /// The bytes of the longest label with its numbers, to reserve a board's room at once (Arabic's take twice
    /// English's).
    let longest: Int

    private init() {
        let words = [localized("Row {{row}}, column {{column}}, covered"),
                     localized("Row {{row}}, column {{column}}, flagged"),
                     localized("Row {{row}}, column {{column}}, question mark"),
                     localized("Row {{row}}, column {{column}}, empty"),
                     localized("Row {{row}}, column {{column}}, mine"),
                     localized("Row {{row}}, column {{column}}, exploded mine"),
                     localized("Row {{row}}, column {{column}}, flag on a cell without a mine")]
        labels = (words + (1...8).map(Self.around)).map(Self.label)
        longest = (labels.map(\.bytes.count).max() ?? 0) + 6
    }

    private static func around(_ count: Int) -> String {
        localized(one: "Row {{row}}, column {{column}}, {{count}} mine around",
                  other: "Row {{row}}, column {{column}}, {{count}} mines around", count: count)
    }

    private static func index(_ view: CellView) -> Int? {
        switch view {
        case .covered: 0
        case .flagged: 1
        case .questioned: 2
        case .revealed(0): 3
        case .mine: 4
        case .explodedMine: 5
        case .wrongFlag: 6
        case .revealed(let n): (1...8).contains(n) ? 6 + n : nil
        }
    }

    func write(_ view: CellView, row: Int, column: Int, to text: inout HTMLWriter.AttributeText) {
        // A number a board never shows (no cell has more than 8 neighbours) is made on the spot.
        let label = Self.index(view).map { labels[$0] } ?? {
            guard case .revealed(let n) = view else { return Label(bytes: [], rowAt: nil, columnAt: nil) }
            return Self.label(Self.around(n))
        }()
        label.bytes.withUnsafeBufferPointer { bytes in
            // The two numbers in the order the language writes them (no array: this runs for every cell).
            let rowFirst = (label.rowAt ?? .max) <= (label.columnAt ?? .max)
            let first = rowFirst ? (label.rowAt, row + 1) : (label.columnAt, column + 1)
            let second = rowFirst ? (label.columnAt, column + 1) : (label.rowAt, row + 1)
            var written = 0
            func put(_ number: (at: Int?, value: Int)) {
                guard let at = number.at else { return }
                text.escapedBytes(UnsafeBufferPointer(rebasing: bytes[written..<at]))
                text.text(number.value)
                written = at
            }
            put(first)
            put(second)
            text.escapedBytes(UnsafeBufferPointer(rebasing: bytes[written...]))
        }
    }

    /// A label's text escaped, with its `{{row}}` and `{{column}}` taken out and their places kept.
    private static func label(_ text: String) -> Label {
        var bytes: [UInt8] = []
        var rowAt: Int?, columnAt: Int?
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{") {
            bytes += escaped(rest[..<open.lowerBound])
            let after = rest[open.upperBound...]
            if after.hasPrefix("row}}") {
                rowAt = bytes.count
                rest = after.dropFirst("row}}".count)
            } else if after.hasPrefix("column}}") {
                columnAt = bytes.count
                rest = after.dropFirst("column}}".count)
            } else {
                bytes += escaped(rest[open])
                rest = after
            }
        }
        bytes += escaped(rest)
        return Label(bytes: bytes, rowAt: rowAt, columnAt: columnAt)
    }

    private static func escaped(_ text: Substring) -> [UInt8] {
        var output = HTMLOutput()
        output.escapes = true
        output.write(string: String(text))
        return output.bytes
    }
}
