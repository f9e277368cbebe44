extension Character {
    /// The letters A–Z a player means by this character: itself, an accented or stroked Latin letter's base ("É" →
    /// E, "ø" → O, composed or not), ß, Æ and Œ spelled out (SS, AE, OE); nil for anything else. Unicode's character
    /// names say which letter a precomposed one is built on, so no table is kept.
    var baseLetters: [UInt8]? {
        let scalars = unicodeScalars
        guard let first = scalars.first,
              scalars.dropFirst().allSatisfy({ Self.combiningCategories.contains($0.properties.generalCategory) })
        else { return nil }
        if first.isASCII {
            let byte = UInt8(first.value)
            switch byte {
            case 65...90: return [byte]
            case 97...122: return [byte & ~0x20]
            default: return nil
            }
        }
        guard let name = first.properties.name else { return nil }
        for prefix in ["LATIN CAPITAL LETTER ", "LATIN SMALL LETTER ", "LATIN CAPITAL LIGATURE ", "LATIN SMALL LIGATURE "]
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let base = rest.split(separator: " WITH ", maxSplits: 1, omittingEmptySubsequences: false).first ?? rest
            if let spelled = Self.spelledOut[String(base)] { return Array(spelled.utf8) }
            // One letter with something added: "E WITH ACUTE", "O WITH STROKE".
            guard base.utf8.count == 1, let letter = base.utf8.first, (65...90).contains(letter),
                  base.utf8.count < rest.utf8.count else { return nil }
            return [letter]
        }
        return nil
    }

    private static let combiningCategories: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]
    /// Letters written as two in English: what a player typing them into an A–Z grid means.
    private static let spelledOut = ["SHARP S": "SS", "AE": "AE", "OE": "OE", "DOTLESS I": "I"]
}
