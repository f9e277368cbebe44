import Foundation

/// A language the site can be played in. English is the source: every other language's catalog translates its
/// texts, and a text a catalog lacks is shown in English.
enum Language: String, CaseIterable, Sendable {
    case en
    case es
    case fr
    case de
    case ptBR = "pt-BR"
    /// Arabic: read right to left, and its plurals use all six CLDR categories.
    case ar

    /// The BCP 47 tag pages carry in `lang` and `hreflang`, and the name of its catalog file.
    var code: String { rawValue }

    /// The language's own name for itself, as the picker lists it.
    var name: String {
        switch self {
        case .en: "English"
        case .es: "Español"
        case .fr: "Français"
        case .de: "Deutsch"
        case .ptBR: "Português (Brasil)"
        case .ar: "العربية"
        }
    }

    var isRightToLeft: Bool { self == .ar }

    /// The `dir` of a page in this language.
    var direction: String { isRightToLeft ? "rtl" : "ltr" }

    /// ICU's name for it: plural rules and Foundation's number and date formats.
    var localeIdentifier: String { self == .ptBR ? "pt_BR" : rawValue }

    /// Foundation's locale, for numbers, times and dates shown to players.
    var locale: Locale { Self.locales[self] ?? Locale(identifier: "en") }

    private static let locales = Dictionary(uniqueKeysWithValues: allCases.map { ($0, Locale(identifier: $0.localeIdentifier)) })

    /// The language a page is being made in: set for each request (`Language.chosen`).
    static var current: Language { chosen }

    /// Its number in a session's settings (`SessionRecord.language`): never renumber, only add.
    var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    init?(number: Int) {
        guard (1...Self.allCases.count).contains(number) else { return nil }
        self = Self.allCases[number - 1]
    }

    /// The language a code names ("de", "pt-BR", "pt-br", "pt"), or nil.
    init?(code: some StringProtocol) {
        let lowered = code.lowercased()
        if let exact = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = exact
        } else if let primary = lowered.split(separator: "-").first,
                  let match = Self.allCases.first(where: { $0.rawValue.lowercased().split(separator: "-").first == primary }) {
            self = match
        } else {
            return nil
        }
    }
}
