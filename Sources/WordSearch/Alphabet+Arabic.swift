/// Arabic: the 28 letters of the alphabet, in their usual (hijāʾī) order. Arabic has no case; a grid cell shows a
/// letter alone, in its isolated form.
///
/// - Hamza on a seat (أ إ آ ٱ, ؤ, ئ) is read as its seat (ا, و, ي): hamza is a sign written on a carrier, not
///   one of the 28, and puzzles drawn from the 28 letters write the carrier. A hamza on its own (ء) has no seat to
///   fall back on: it is no letter here, and a word with it is refused (the shipped lists have none).
/// - ة (tāʾ marbūṭa) is read as ه: it is written as ه with two dots, and said as h at the end of a word.
/// - ى (alif maqṣūra) is read as ي, whose shape it has without dots (and as which much Arabic handwriting writes
///   it): both are folded so in Arabic text search too.
/// - Vowel signs, shadda and sukūn are dropped (no grid cell holds them), as are the tatweel and joiners
///   (`Alphabet.skips`); a presentation form (ﻫ, ﻼ) is read as the letters it draws.
///
/// Frequencies: approximate shares (per 100,000 letters, good to about half a per cent) after Wikipedia, “Arabic
/// letter frequency” (Intellaren's count of 5.1 million letters of general texts, the modified letters folded onto the
/// 28 as here), whose numbers are in a chart: check them against it before relying on the last digit.
extension Alphabet {
    static let arabic = Alphabet(
        ["ا": 16_000, "ب": 4_000, "ت": 4_500, "ث": 500, "ج": 1_200, "ح": 2_200, "خ": 800, "د": 2_900, "ذ": 1_000,
         "ر": 4_600, "ز": 500, "س": 2_400, "ش": 900, "ص": 1_000, "ض": 600, "ط": 900, "ظ": 200, "ع": 3_500,
         "غ": 400, "ف": 3_000, "ق": 2_400, "ك": 2_600, "ل": 11_200, "م": 6_500, "ن": 6_200, "ه": 5_400,
         "و": 6_400, "ي": 9_200],
        weighted: true,
        folds: ["أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ؤ": "و", "ئ": "ي", "ى": "ي", "ة": "ه",
                // The same letters as Persian and Urdu keyboards type them.
                "ک": "ك", "ی": "ي", "ھ": "ه"],
        reading: .arabic, letterName: "one of the 28 Arabic letters", lettersName: "the 28 Arabic letters")

    /// The letters an Arabic presentation form draws ("ARABIC LETTER HEH INITIAL FORM" → ه, a lām-alif ligature →
    /// ل ا), by its Unicode name; nil for any other character.
    static func arabicForm(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        guard (0xFB50...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFF).contains(scalar.value),
              let name = scalar.properties.name else { return nil }
        if name.hasPrefix("ARABIC LIGATURE LAM WITH ALEF") { return ["\u{644}", "\u{627}"] }
        for form in [" ISOLATED FORM", " FINAL FORM", " INITIAL FORM", " MEDIAL FORM"] where name.hasSuffix(form) {
            return arabicLetters[String(name.dropLast(form.count))].map { [$0] }
        }
        return nil
    }

    /// The Arabic block's letters by name ("ARABIC LETTER HEH" → ه).
    private static let arabicLetters: [String: Unicode.Scalar] = Dictionary(
        (0x621...0x64A).compactMap { Unicode.Scalar($0) }.compactMap { scalar in scalar.properties.name.map { ($0, scalar) } },
        uniquingKeysWith: { first, _ in first })
}
