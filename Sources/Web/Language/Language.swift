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
        guard let language = Self.matching(code.utf8) else { return nil }
        self = language
    }

    /// The language whose code is `code` in any case, else the first whose primary subtag (before `-`) is `code`'s.
    static func matching<Code: Collection<UInt8>>(_ code: Code) -> Language? {
        if let exact = allCases.first(where: { sameLetters($0.rawValue.utf8, code) }) { return exact }
        let primary = code.prefix { $0 != UInt8(ascii: "-") }
        guard !primary.isEmpty else { return nil }
        return allCases.first { sameLetters($0.rawValue.utf8.prefix { $0 != UInt8(ascii: "-") }, primary) }
    }

    /// ASCII letters compared without their case (codes are ASCII; other bytes compare as they are).
    private static func sameLetters(_ one: some Collection<UInt8>, _ other: some Collection<UInt8>) -> Bool {
        one.count == other.count && zip(one, other).allSatisfy { lowered($0) == lowered($1) }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
