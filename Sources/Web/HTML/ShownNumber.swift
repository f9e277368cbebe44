import Foundation

/// A number as a player reads it, in the language of the page being made: English as it always was (`String(n)`,
/// no grouping), another language with its own separators (`1.234` in German, `1 234` in French). Below a thousand
/// every language here writes the same digits, so only larger numbers reach Foundation's formatter.
enum ShownNumber {
    static func integer(_ number: Int) -> String {
        let language = Language.chosen
        guard language != .en, !(-999...999).contains(number) else { return String(number) }
        return number.formatted(.number.locale(language.locale))
    }

    /// A number written as English writes it with `.` before its decimals ("1234.56", `Hundredths`), with the
    /// language's decimal separator and its whole part grouped.
    static func decimal(_ english: String) -> String {
        let language = Language.chosen
        guard language != .en else { return english }
        let negative = english.hasPrefix("-")
        let digits = negative ? english.dropFirst() : english[...]
        let point = digits.firstIndex(of: ".") ?? digits.endIndex
        guard let whole = Int(digits[..<point]) else { return english }
        let fraction = point == digits.endIndex ? "" : separator(language) + digits[digits.index(after: point)...]
        return (negative ? "-" : "") + integer(whole) + fraction
    }

    /// The language's decimal separator ("," in German), asked of its locale once.
    static func separator(_ language: Language) -> String { separators[language] }

    private static let separators = PerLanguage { $0.locale.decimalSeparator ?? "." }
}

extension Hundredths {
    /// The rate as a player reads it (`ShownNumber.decimal`): "3.14" in English, "3,14" in German.
    static func shown(_ value: Double) -> String {
        ShownNumber.decimal(format(value))
    }
}
