import Minesweeper

/// A cell's label ("Row 3, column 5, flagged") in a language other than English, split at its row and column once per
/// language: a board writes a label for each of its up to 1,500 cells. English writes its own as it always did
/// (`MinesweeperBoard.writeLabel`).
struct MinesweeperCellLabels: Sendable {
    enum Part: Sendable {
        case text(String), row, column
    }

    /// By what the cell shows: the seven words (`index`), then the numbers 1 to 8.
    private let labels: [[Part]]

    /// Each language's, made the first time a page not in English shows a board.
    private static let all = PerLanguage { language in Language.$picked.withValue(language) { MinesweeperCellLabels() } }

    /// The labels of the page's language; nil in English.
    static var current: MinesweeperCellLabels? { Language.chosen == .en ? nil : all.current }

    private init() {
        let words = [localized("Row {{row}}, column {{column}}, covered"),
                     localized("Row {{row}}, column {{column}}, flagged"),
                     localized("Row {{row}}, column {{column}}, question mark"),
                     localized("Row {{row}}, column {{column}}, empty"),
                     localized("Row {{row}}, column {{column}}, mine"),
                     localized("Row {{row}}, column {{column}}, exploded mine"),
                     localized("Row {{row}}, column {{column}}, flag on a cell without a mine")]
        labels = (words + (1...8).map(Self.around)).map(Self.parts)
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

    func write(_ view: CellView, row: Int, column: Int, to label: inout HTMLWriter.AttributeText) {
        let parts: [Part]
        if let index = Self.index(view) {
            parts = labels[index]
        } else if case .revealed(let n) = view {
            parts = Self.parts(Self.around(n))
        } else {
            parts = []
        }
        for part in parts {
            switch part {
            case .text(let text): label.text(text)
            case .row: label.text(row + 1)
            case .column: label.text(column + 1)
            }
        }
    }

    /// A label's text between its `{{row}}` and `{{column}}`.
    private static func parts(_ text: String) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(text)
        while true {
            let row = rest.firstRange(of: "{{row}}"), column = rest.firstRange(of: "{{column}}")
            guard let next = [row.map { ($0, Part.row) }, column.map { ($0, Part.column) }].compactMap({ $0 })
                .min(by: { $0.0.lowerBound < $1.0.lowerBound }) else { break }
            if next.0.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<next.0.lowerBound]))) }
            parts.append(next.1)
            rest = rest[next.0.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }
}
