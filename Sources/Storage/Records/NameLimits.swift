/// How long a player's name may be: in characters as a player counts them, and in code points and UTF-8 bytes,
/// which a character heaped with combining marks would otherwise multiply. The name form refuses a name beyond
/// them (`PlayerName` in Web); a name read back is cut to them (`bounded`), so no page draws an unbounded one.
public enum NameLimits {
    public static let characters = 24
    public static let codePoints = 64
    public static let bytes = 160
    /// Combining marks in a row on one letter: pointed Hebrew or Vietnamese need up to 3, a heap of 400 is a smear.
    public static let marksInARow = 3

    /// `name` as a page draws it: unchanged within the limits; otherwise without the marks beyond `marksInARow`
    /// and, when still too long, its first characters that fit, then "…". For names stored before the limits,
    /// or written by another tool.
    public static func bounded(_ name: String) -> String {
        // Most names: short ASCII, within every limit (read with every session and score row).
        if name.utf8.count <= characters, name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
        var kept = String.UnicodeScalarView()
        var count = (characters: 0, codePoints: 0, bytes: 0)
        var marks = 0
        for character in name {
            var scalars: [Unicode.Scalar] = []
            for scalar in character.unicodeScalars {
                marks = isMark(scalar) ? marks + 1 : 0
                if marks <= marksInARow { scalars.append(scalar) }
            }
            let bytes = scalars.reduce(0) { $0 + UTF8.width($1) }
            guard count.characters < characters, count.codePoints + scalars.count <= codePoints,
                  count.bytes + bytes <= Self.bytes else {
                kept.append("…")
                break
            }
            count = (count.characters + 1, count.codePoints + scalars.count, count.bytes + bytes)
            kept.append(contentsOf: scalars)
        }
        return String(kept)
    }

    /// A combining mark: an accent, a vowel sign or a variation selector, drawn on the letter before it.
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
