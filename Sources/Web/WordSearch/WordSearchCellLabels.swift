/// A letter's label ("K, row 2, column 5, found") in a language other than English, split at its letter, row and
/// column once per language: a grid writes a label for each of its up to 400 letters. English writes its own as it
/// always did (`WordSearchGrid.writeLabel`).
struct WordSearchCellLabels: Sendable {
    enum Part: Sendable {
        case text(String), letter, row, column
    }

    /// By what the letter is part of (plain, found, revealed), then the same chosen as a selection's first letter.
    private let labels: [[Part]]

    /// Each language's, made the first time a page not in English shows a grid.
    private static let all = PerLanguage { language in Language.$picked.withValue(language) { WordSearchCellLabels() } }

    /// The labels of the page's language; nil in English.
    static var current: WordSearchCellLabels? { Language.chosen == .en ? nil : all.current }

    private init() {
        let texts = [localized("{{letter}}, row {{row}}, column {{column}}"),
                     localized("{{letter}}, row {{row}}, column {{column}}, found"),
                     localized("{{letter}}, row {{row}}, column {{column}}, revealed"),
                     localized("{{letter}}, row {{row}}, column {{column}}, selected as the first letter"),
                     localized("{{letter}}, row {{row}}, column {{column}}, found, selected as the first letter"),
                     localized("{{letter}}, row {{row}}, column {{column}}, revealed, selected as the first letter")]
        labels = texts.map(Self.parts)
    }

    func write(_ letter: String, found: Bool, revealed: Bool, selected: Bool, row: Int, column: Int,
               to label: inout HTMLWriter.AttributeText) {
        for part in labels[(found ? 1 : revealed ? 2 : 0) + (selected ? 3 : 0)] {
            switch part {
            case .text(let text): label.text(text)
            case .letter: label.text(letter)
            case .row: label.text(row + 1)
            case .column: label.text(column + 1)
            }
        }
    }

    /// A label's texts between its `{{letter}}`, `{{row}}` and `{{column}}`.
    private static func parts(_ text: String) -> [Part] {
        let names: [(String, Part)] = [("{{letter}}", .letter), ("{{row}}", .row), ("{{column}}", .column)]
        var parts: [Part] = []
        var rest = Substring(text)
        while let next = names.compactMap({ name, part in rest.firstRange(of: name).map { ($0, part) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            if next.0.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<next.0.lowerBound]))) }
            parts.append(next.1)
            rest = rest[next.0.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }
}
