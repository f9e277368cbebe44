import Games

/// The letters a language's grids are made of (each one Unicode scalar, in NFC, upper case where the script has
/// case), how a character a player writes is read as letters of it (`fold`), and how often each letter comes in
/// running text, which is how often the fill draws it. Each language's own is in `Alphabet+Latin` and
/// `Alphabet+Arabic`, with the reasons for its folding.
///
/// Inside the generator a letter is its code: its index in `letters` plus one (0 is a free cell), so English's
/// codes are its ASCII letters less 64 and a board is laid out exactly as before there were languages. One instance
/// per language, shared (a class: handing it around costs one reference, not a copy of its tables).
public final class Alphabet: Sendable {
    /// How characters outside the table are read.
    enum Reading: Sendable {
        /// English as it always was: `Character.baseLetters`, A–Z.
        case english
        /// Upper case first, then the table, then an accented or stroked Latin letter's base (`Character.baseLetters`).
        case latin
        /// The table, with vowel signs dropped and presentation forms read as the letters they draw.
        case arabic
    }

    /// The letters, in the language's order.
    public let letters: [Unicode.Scalar]
    /// How often each letter comes in running text, per 100,000 letters, in `letters`' order; nil when the fill
    /// draws every letter equally often (English, whose boards must stay as they were: replays regenerate them).
    public let frequencies: [Int]?
    /// "a letter from A to Z": what a character that is none is not, in a refusal.
    let letterName: String
    /// "the letters A to Z": all a listed word may have.
    let lettersName: String
    private let reading: Reading
    /// Each letter as itself, and every character the language reads as other letters ("É" → E in French).
    /// `Character` compares by canonical equivalence, so a letter typed composed or decomposed is found alike.
    private let folds: [Character: [Unicode.Scalar]]
    private let codes: [Unicode.Scalar: UInt8]
    /// The codes of the ASCII letters, by byte (0: none), so an English word is read without hashing.
    private let asciiCodes: [UInt8]
    /// Each code's letter in UTF-8 (index 0 unused).
    let utf8: [[UInt8]]
    /// Running totals of `frequencies`, for drawing a letter with one number from the generator.
    private let cumulative: [UInt64]
    /// How many letters a uniform fill draws from (0: the fill is weighted), and the weights' total: plain numbers,
    /// so the fill's hot loop touches no array to choose between them.
    private let uniform: UInt64
    private let total: UInt64
    /// Each code's ASCII byte (index 0 unused), when every letter is ASCII: an English board's text without
    /// encoding.
    private let asciiBytes: [UInt8]?
    public let count: Int

    init(_ table: KeyValuePairs<Unicode.Scalar, Int>, weighted: Bool, folds: KeyValuePairs<Character, String>,
         reading: Reading, letterName: String, lettersName: String) {
        letters = table.map(\.key)
        count = letters.count
        frequencies = weighted ? table.map(\.value) : nil
        var total: UInt64 = 0
        cumulative = table.map { entry in
            total += UInt64(max(0, entry.value))
            return total
        }
        self.total = total
        uniform = weighted && total > 0 ? 0 : UInt64(letters.count)
        asciiBytes = letters.allSatisfy(\.isASCII) ? [0] + letters.map { UInt8(truncatingIfNeeded: $0.value) } : nil
        codes = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($0.element, UInt8($0.offset + 1)) })
        var asciiCodes = [UInt8](repeating: 0, count: 128)
        for (index, letter) in letters.enumerated() where letter.isASCII { asciiCodes[Int(letter.value)] = UInt8(index + 1) }
        self.asciiCodes = asciiCodes
        utf8 = [[]] + letters.map { Array($0.utf8) }
        var table: [Character: [Unicode.Scalar]] = [:]
        for letter in letters { table[Character(letter)] = [letter] }
        for (character, spelled) in folds { table[character] = Array(spelled.unicodeScalars) }
        self.folds = table
        self.reading = reading
        self.letterName = letterName
        self.lettersName = lettersName
    }

    public func contains(_ letter: Unicode.Scalar) -> Bool { codes[letter] != nil }

    /// The generator's code of a letter (its index plus one), nil for a scalar that is none.
    func code(_ letter: Unicode.Scalar) -> UInt8? {
        guard letter.isASCII else { return codes[letter] }
        let code = asciiCodes[Int(letter.value)]
        return code == 0 ? nil : code
    }

    /// The letter a code stands for.
    func letter(code: UInt8) -> Unicode.Scalar { letters[Int(code) - 1] }

    /// A fill letter's code, drawn by the letters' frequencies (uniformly without them: one draw either way, so the
    /// same seed fills an English board as it always did).
    @inline(__always)
    func randomCode(using random: inout SeededGenerator) -> UInt8 {
        if uniform != 0 { return UInt8(truncatingIfNeeded: 1 &+ random.next() % uniform) }
        return weightedCode(random.next() % total)
    }

    /// The code whose share of the weights' total holds `draw`.
    private func weightedCode(_ draw: UInt64) -> UInt8 {
        var index = 0
        while cumulative[index] <= draw { index += 1 }
        return UInt8(index + 1)
    }

    /// A board's codes as UTF-8 text.
    func text(_ codes: [UInt8]) -> [UInt8] {
        if let asciiBytes { return codes.map { asciiBytes[Int($0)] } }
        var text: [UInt8] = []
        text.reserveCapacity(codes.count * 2)
        for code in codes { text += utf8[Int(code)] }
        return text
    }

    /// The letters a player means by this character, read by the language's rules (an English "é" is E, a Spanish
    /// "ñ" is Ñ, a German "ß" is SS, an Arabic "أ" is ا); nil for a character that stands for no letter of it.
    public func fold(_ character: Character) -> [Unicode.Scalar]? {
        switch reading {
        case .english:
            return character.baseLetters?.map { Unicode.Scalar($0) }
        case .latin:
            let upper = character.uppercased()
            guard upper.count > 1 || upper != String(character) else { return folded(character) }
            // "ß" is "SS" in capitals, "ﬁ" is "FI": each capital is read in turn.
            var letters: [Unicode.Scalar] = []
            for part in upper {
                guard let read = folded(part) else { return nil }
                letters += read
            }
            return letters
        case .arabic:
            return folded(character)
        }
    }

    /// Characters a written word may have that are no letters and are dropped: white space and hyphens
    /// ("Objective-C"), and in Arabic the tatweel that stretches a word and the joiners.
    public func skips(_ character: Character) -> Bool {
        if character.isWhitespace || Self.hyphens.contains(character) { return true }
        guard reading == .arabic else { return false }
        return Self.arabicSkipped.contains(character) || character.unicodeScalars.allSatisfy(Self.isMark)
    }

    /// A written word as the grid spells it (letters only, folded), or nil when a character in it stands for no
    /// letter or it has none.
    public func word(_ written: String) -> String? {
        var letters: [Unicode.Scalar] = []
        for character in written where !skips(character) {
            guard let read = fold(character) else { return nil }
            letters += read
        }
        return letters.isEmpty ? nil : String(String.UnicodeScalarView(letters))
    }

    /// A character in the table, or with marks the table's letter lacks (dropped), or a form drawn for one place in
    /// a word (Arabic presentation forms); else, in a Latin alphabet, its Latin base letter.
    private func folded(_ character: Character) -> [Unicode.Scalar]? {
        if let letters = folds[character] { return letters }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        if scalars.count > 1 {
            guard scalars.dropFirst().allSatisfy(Self.isMark), let letters = folds[Character(first)] else {
                return reading == .latin ? latinBase(character) : nil
            }
            return letters
        }
        switch reading {
        case .latin: return latinBase(character)
        case .arabic: return Self.arabicForm(first).flatMap { form in
            var letters: [Unicode.Scalar] = []
            for scalar in form {
                guard let read = folds[Character(scalar)] else { return nil }
                letters += read
            }
            return letters
        }
        case .english: return nil
        }
    }

    /// An accented or stroked Latin letter's base, when this alphabet has it ("Å" → A in German).
    private func latinBase(_ character: Character) -> [Unicode.Scalar]? {
        guard let base = character.baseLetters?.map({ Unicode.Scalar($0) }), base.allSatisfy(contains) else { return nil }
        return base
    }

    static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2011}"]
    /// Tatweel (ـ), zero-width non-joiner and joiner.
    private static let arabicSkipped: Set<Character> = ["\u{640}", "\u{200C}", "\u{200D}"]

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
