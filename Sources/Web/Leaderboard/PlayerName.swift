import Foundation
import Storage

/// A name for the leaderboard: after trimming and NFC normalisation, 1–24 characters within `NameLimits`, every one
/// visible, in one alphabet where alphabets look alike (`LookAlikeScript`). Shown escaped everywhere.
enum PlayerName {
    static let maximumLength = NameLimits.characters
    /// Code points of a refused name shown again in its form: enough to correct it, never the whole heap.
    static let echoedCodePoints = 128

    struct Refusal: Error {
        let message: String
    }

    /// `blocked`: the operator's list (`--blocked-words`); a name containing one is refused without saying which.
    static func validate(_ raw: String?, blocked: BlockedWords = .none) throws(Refusal) -> String {
        let tooLarge = Refusal(message: localized("That name takes too much room to store: please use fewer characters, accents or emoji."))
        // Far beyond any name: refused before normalising and counting up to a form's 64 KB.
        guard (raw ?? "").utf8.count <= 8 * NameLimits.bytes else { throw tooLarge }
        // Precomposed first, so "é" typed as e and an accent counts as the one character it is.
        let name = (raw ?? "").precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw Refusal(message: localized("Please enter a name: it cannot be empty.")) }
        guard name.count <= maximumLength else {
            throw Refusal(message: localized(one: "That name is {{count}} character long; the most is {{most}}.",
                                             other: "That name is {{count}} characters long; the most is {{most}}.",
                                             count: name.count, ["most": "\(maximumLength)"]))
        }
        guard Self.longestMarkRun(name) <= NameLimits.marksInARow else {
            throw Refusal(message: localized(one: "A letter in that name carries more than {{count}} accent or mark; please use fewer.",
                                             other: "A letter in that name carries more than {{count}} accents or marks; please use fewer.",
                                             count: NameLimits.marksInARow))
        }
        guard name.unicodeScalars.count <= NameLimits.codePoints, name.utf8.count <= NameLimits.bytes else { throw tooLarge }
        guard name.unicodeScalars.allSatisfy(Self.isShown) else {
            throw Refusal(message: localized("A name can only use printable characters you can see: this one has an invisible or blank one."))
        }
        guard name.unicodeScalars.contains(where: Self.isVisible) else {
            throw Refusal(message: localized("A name needs at least one letter, digit or symbol you can see."))
        }
        if let (one, other) = LookAlikeScript.mixed(in: name) {
            throw Refusal(message: localized("A name cannot mix {{one}} and {{other}} letters: some look the same (like a and а), so it could pass for someone else’s. Please write it in one alphabet.",
                                             ["one": one.localizedName, "other": other.localizedName]))
        }
        guard !blocked.blocks(name) else {
            throw Refusal(message: localized("Please choose another name: this one contains a word the leaderboard does not show."))
        }
        return name
    }

    /// The start of a refused name, shown again in its form.
    static func echoed(_ raw: String?) -> String {
        String(String.UnicodeScalarView((raw ?? "").unicodeScalars.prefix(echoedCodePoints)))
    }

    private static func longestMarkRun(_ name: String) -> Int {
        var longest = 0, run = 0
        for scalar in name.unicodeScalars {
            run = NameLimits.isMark(scalar) ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// Neither a control, format or unassigned code point, nor one that draws nothing: default-ignorable ones
    /// (zero-width spaces, U+3164 HANGUL FILLER) and the blank Braille pattern. Variation selectors stay: they
    /// choose how the letter before them looks (❤️).
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: break
        }
        if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return true }
        return !scalar.properties.isDefaultIgnorableCodePoint && scalar.value != 0x2800
    }

    /// Something that shows on its own: not a space and not a mark (which only changes the letter before it).
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && !NameLimits.isMark(scalar)
    }
}
