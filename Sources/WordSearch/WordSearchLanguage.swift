/// A language Word Search is played in: its alphabet (the letters a grid holds, how a typed character is read, how
/// often each letter comes in the fill) and its word lists. A game keeps its language for its whole life; a game
/// stored before there were languages has none and is English.
public enum WordSearchLanguage: String, Codable, Sendable, CaseIterable {
    case en
    case es
    case fr
    case de
    case ptBR = "pt-BR"
    case ar

    /// The BCP 47 tag the site names the language by ("pt-BR"), stored in a game's params.
    public var code: String { rawValue }

    /// The language a code names, exactly as `code` writes it, or nil.
    public init?(code: String) {
        self.init(rawValue: code)
    }

    /// Its English name, for the messages the core writes (the site translates them).
    public var name: String {
        switch self {
        case .en: "English"
        case .es: "Spanish"
        case .fr: "French"
        case .de: "German"
        case .ptBR: "Portuguese"
        case .ar: "Arabic"
        }
    }

    /// Whether its words are read right to left (Arabic): a level's "forward" words then run leftwards.
    public var readsRightToLeft: Bool { self == .ar }

    /// The letters its grids are made of, and how a written word is read into them.
    public var alphabet: Alphabet {
        switch self {
        case .en: Alphabet.english
        case .es: Alphabet.spanish
        case .fr: Alphabet.french
        case .de: Alphabet.german
        case .ptBR: Alphabet.portuguese
        case .ar: Alphabet.arabic
        }
    }
}
