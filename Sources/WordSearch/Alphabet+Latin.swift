/// The alphabets written in Latin letters, each with what it does with accents and why.
///
/// Frequencies: Wikipedia, “Letter frequency”, table “Relative frequencies of letters in other languages” (per cent,
/// here per 100,000 letters). A letter the language folds counts towards the letter it folds to (Spanish á towards
/// A, French œ towards O and E, German ß twice towards S).
extension Alphabet {
    /// A–Z, as before there were languages: accented and stroked letters read as their base, ß Æ Œ spelled out
    /// (`Character.baseLetters`). The fill draws every letter alike, as it always did: a stored game's replay
    /// regenerates its board from its seed, so English boards may not change.
    static let english = Alphabet(
        ["A": 1, "B": 1, "C": 1, "D": 1, "E": 1, "F": 1, "G": 1, "H": 1, "I": 1, "J": 1, "K": 1, "L": 1, "M": 1,
         "N": 1, "O": 1, "P": 1, "Q": 1, "R": 1, "S": 1, "T": 1, "U": 1, "V": 1, "W": 1, "X": 1, "Y": 1, "Z": 1],
        weighted: false, folds: [:], reading: .english,
        letterName: "a letter from A to Z", lettersName: "the letters A to Z")

    /// Spanish: Ñ is a letter of its own (the 27 letters of the Real Academia Española's alphabet, Ñ after N:
    /// AÑO and ANO are different words). The acute accent and the diaeresis mark stress and sound, not letters, and
    /// capitals in puzzles go without them: Á É Í Ó Ú Ü → A E I O U U.
    static let spanish = Alphabet(
        ["A": 12_027, "B": 2_215, "C": 4_019, "D": 5_010, "E": 12_614, "F": 692, "G": 1_768, "H": 703, "I": 6_972,
         "J": 493, "K": 11, "L": 4_967, "M": 3_157, "N": 6_712, "Ñ": 311, "O": 9_510, "P": 2_510, "Q": 877,
         "R": 6_871, "S": 7_977, "T": 4_632, "U": 3_107, "V": 1_138, "W": 17, "X": 215, "Y": 1_008, "Z": 467],
        weighted: true,
        folds: ["Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U", "Ü": "U"],
        reading: .latin, letterName: "a letter from A to Z or Ñ", lettersName: "the letters A to Z and Ñ")

    /// French: the 26 letters. Accents and the cedilla are marks on them, not letters (Ç is C with a cedilla,
    /// alphabetised as C), and French word-search grids use unaccented capitals: À Â → A, Ç → C, É È Ê Ë → E,
    /// Î Ï → I, Ô → O, Ù Û Ü → U, Ÿ → Y; the ligatures Œ Æ are written out, OE AE.
    static let french = Alphabet(
        ["A": 8_173, "B": 901, "C": 3_345, "D": 3_669, "E": 16_734, "F": 1_066, "G": 866, "H": 737, "I": 7_579,
         "J": 613, "K": 74, "L": 5_456, "M": 2_968, "N": 7_095, "O": 5_837, "P": 2_521, "Q": 1_362, "R": 6_693,
         "S": 7_948, "T": 7_244, "U": 6_429, "V": 1_838, "W": 49, "X": 427, "Y": 128, "Z": 326],
        weighted: true,
        folds: ["À": "A", "Â": "A", "Ç": "C", "É": "E", "È": "E", "Ê": "E", "Ë": "E", "Î": "I", "Ï": "I", "Ô": "O",
                "Ù": "U", "Û": "U", "Ü": "U", "Ÿ": "Y", "Œ": "OE", "Æ": "AE"],
        reading: .latin, letterName: "a letter from A to Z", lettersName: "the letters A to Z")

    /// German: A–Z and Ä Ö Ü as letters of their own (a grid with A for Ä spells another word: SCHON is not SCHÖN,
    /// and spelling Ä as AE would change the word's length). ß has no capital in common use: in capitals German
    /// writes SS (STRASSE), and so does the grid; the rare capital ẞ is read the same.
    static let german = Alphabet(
        ["A": 6_516, "B": 1_886, "C": 2_732, "D": 5_076, "E": 16_396, "F": 1_656, "G": 3_009, "H": 4_577, "I": 6_550,
         "J": 268, "K": 1_417, "L": 3_437, "M": 2_534, "N": 9_776, "O": 2_594, "P": 670, "Q": 18, "R": 7_003,
         "S": 7_884, "T": 6_154, "U": 4_166, "V": 846, "W": 1_921, "X": 34, "Y": 39, "Z": 1_134,
         "Ä": 578, "Ö": 443, "Ü": 995],
        weighted: true,
        folds: ["ẞ": "SS"],
        reading: .latin, letterName: "a letter from A to Z, Ä, Ö or Ü", lettersName: "the letters A to Z, Ä, Ö and Ü")

    /// Brazilian Portuguese: the 26 letters of the 1990 Orthographic Agreement's alphabet. Ç and the accents (Á À Â Ã,
    /// É Ê, Í, Ó Ô Õ, Ú) are diacritics on those letters, alphabetised with them, and Brazilian caça-palavras write
    /// their words in capitals without them, as here: Ç → C, accented vowels → their vowel (MAÇÃ → MACA).
    static let portuguese = Alphabet(
        ["A": 16_119, "B": 1_043, "C": 4_412, "D": 4_992, "E": 13_357, "F": 1_023, "G": 1_303, "H": 781, "I": 6_318,
         "J": 397, "K": 15, "L": 2_779, "M": 4_738, "N": 4_446, "O": 10_706, "P": 2_523, "Q": 1_204, "R": 6_530,
         "S": 6_805, "T": 4_336, "U": 3_872, "V": 1_575, "W": 37, "X": 253, "Y": 6, "Z": 470],
        weighted: true,
        folds: ["Á": "A", "À": "A", "Â": "A", "Ã": "A", "Ç": "C", "É": "E", "Ê": "E", "Í": "I", "Ó": "O", "Ô": "O",
                "Õ": "O", "Ú": "U", "Ü": "U"],
        reading: .latin, letterName: "a letter from A to Z", lettersName: "the letters A to Z")
}
