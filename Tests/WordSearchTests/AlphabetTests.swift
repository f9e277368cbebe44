import Testing
@testable import WordSearch

@Suite("Alphabets and folding")
struct AlphabetTests {
    @Test("Each alphabet's letters are single NFC scalars, each once, with a frequency each", arguments: WordSearchLanguage.allCases)
    func lettersAreScalars(language: WordSearchLanguage) {
        let alphabet = language.alphabet
        #expect(Set(alphabet.letters).count == alphabet.count)
        for letter in alphabet.letters {
            // One scalar that no other spelling composes into something else: the character is the scalar.
            #expect(Character(letter).unicodeScalars.count == 1)
            #expect(alphabet.fold(Character(letter)) == [letter], "\(letter) reads as itself")
        }
        if let frequencies = alphabet.frequencies {
            #expect(frequencies.count == alphabet.count && frequencies.allSatisfy { $0 > 0 })
            // Shares per 100,000 letters, give or take the rounding of the published tables.
            #expect((99_000...101_500).contains(frequencies.reduce(0, +)), "\(language)")
        }
    }

    @Test("The alphabets have the letters their languages write in a grid")
    func letters() {
        let latin = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        #expect(String(String.UnicodeScalarView(Alphabet.english.letters)) == latin)
        #expect(Alphabet.english.frequencies == nil, "English fills uniformly, as its stored boards were filled")
        #expect(String(String.UnicodeScalarView(Alphabet.spanish.letters)) == "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ")
        #expect(String(String.UnicodeScalarView(Alphabet.french.letters)) == latin)
        #expect(String(String.UnicodeScalarView(Alphabet.german.letters)) == latin + "ÄÖÜ")
        #expect(String(String.UnicodeScalarView(Alphabet.portuguese.letters)) == latin)
        #expect(String(String.UnicodeScalarView(Alphabet.arabic.letters)) == "ابتثجحخدذرزسشصضطظعغفقكلمنهوي")
    }

    @Test("Characters fold by each language's rules", arguments: [
        // English: as before there were languages.
        (WordSearchLanguage.en, "é", "E"), (.en, "ñ", "N"), (.en, "ß", "SS"), (.en, "Æ", "AE"), (.en, "ø", "O"),
        (.en, "ä", "A"), (.en, "E\u{301}", "E"),
        // Spanish: Ñ is a letter, accents and the diaeresis go.
        (.es, "ñ", "Ñ"), (.es, "Ñ", "Ñ"), (.es, "N\u{303}", "Ñ"), (.es, "n\u{303}", "Ñ"), (.es, "á", "A"), (.es, "É", "E"),
        (.es, "í", "I"), (.es, "ó", "O"), (.es, "ú", "U"), (.es, "ü", "U"), (.es, "q", "Q"), (.es, "ç", "C"),
        // French: unaccented capitals, ligatures spelled out.
        (.fr, "é", "E"), (.fr, "È", "E"), (.fr, "ê", "E"), (.fr, "ë", "E"), (.fr, "ç", "C"), (.fr, "Ç", "C"), (.fr, "à", "A"),
        (.fr, "â", "A"), (.fr, "î", "I"), (.fr, "ô", "O"), (.fr, "ù", "U"), (.fr, "œ", "OE"), (.fr, "Æ", "AE"), (.fr, "ÿ", "Y"),
        (.fr, "ñ", "N"),
        // German: Ä Ö Ü are letters, ß is SS.
        (.de, "ä", "Ä"), (.de, "Ö", "Ö"), (.de, "u\u{308}", "Ü"), (.de, "ß", "SS"), (.de, "ẞ", "SS"), (.de, "é", "E"),
        (.de, "å", "A"), (.de, "ñ", "N"),
        // Portuguese: ç and the accents go.
        (.ptBR, "ç", "C"), (.ptBR, "ã", "A"), (.ptBR, "â", "A"), (.ptBR, "á", "A"), (.ptBR, "à", "A"), (.ptBR, "é", "E"),
        (.ptBR, "ê", "E"), (.ptBR, "í", "I"), (.ptBR, "õ", "O"), (.ptBR, "ô", "O"), (.ptBR, "ú", "U"), (.ptBR, "ñ", "N"),
        // Arabic: hamza to its seat, ة to ه, ى to ي, vowel signs dropped, presentation forms read.
        (.ar, "أ", "ا"), (.ar, "إ", "ا"), (.ar, "آ", "ا"), (.ar, "ٱ", "ا"), (.ar, "ا\u{654}", "ا"), (.ar, "ؤ", "و"),
        (.ar, "ئ", "ي"), (.ar, "ى", "ي"), (.ar, "ة", "ه"), (.ar, "بَ", "ب"), (.ar, "شّ", "ش"), (.ar, "\u{FEEB}", "ه"),
        (.ar, "\u{FE8E}", "ا"), (.ar, "\u{FEFB}", "لا"), (.ar, "\u{FE94}", "ه"), (.ar, "ک", "ك"), (.ar, "ی", "ي"),
    ])
    func folds(language: WordSearchLanguage, written: String, read: String) throws {
        let character = try #require(written.first)
        #expect(written.count == 1)
        #expect(language.alphabet.fold(character).map { String(String.UnicodeScalarView($0)) } == read)
    }

    @Test("Characters that are no letter of the language are refused", arguments: [
        (WordSearchLanguage.en, "Þ"), (.en, "Ω"), (.en, "1"), (.en, "+"),
        (.es, "Þ"), (.es, "ж"), (.es, "ب"), (.fr, "Ω"), (.de, "Þ"), (.ptBR, "ب"),
        (.ar, "a"), (.ar, "ء"), (.ar, "١"), (.ar, "پ"), (.ar, "\u{FE80}"), (.ar, "؟"),
    ])
    func refuses(language: WordSearchLanguage, written: String) throws {
        let character = try #require(written.first)
        #expect(language.alphabet.fold(character) == nil)
    }

    @Test("Whole words read as their grid spells them", arguments: [
        (WordSearchLanguage.en, "Crème brûlée", "CREMEBRULEE"), (.en, "Straße", "STRASSE"),
        (.es, "Año", "AÑO"), (.es, "pingüino", "PINGUINO"), (.es, "Canción", "CANCION"),
        (.fr, "Crème brûlée", "CREMEBRULEE"), (.fr, "Œuvre", "OEUVRE"), (.fr, "Garçon", "GARCON"),
        (.de, "Straße", "STRASSE"), (.de, "Eichhörnchen", "EICHHÖRNCHEN"), (.de, "Bär", "BÄR"),
        (.ptBR, "Maçã", "MACA"), (.ptBR, "Coração", "CORACAO"),
        (.ar, "مَدْرَسَة", "مدرسه"), (.ar, "أسد", "اسد"), (.ar, "جوز الهند", "جوزالهند"), (.ar, "مـدرسة", "مدرسه"),
        (.ar, "مستشفى", "مستشفي"),
    ])
    func words(language: WordSearchLanguage, written: String, read: String) {
        #expect(language.alphabet.word(written) == read)
    }

    @Test("Language codes are the site's, and only those")
    func codes() {
        #expect(WordSearchLanguage.allCases.map(\.code) == ["en", "es", "fr", "de", "pt-BR", "ar"])
        for language in WordSearchLanguage.allCases { #expect(WordSearchLanguage(code: language.code) == language) }
        #expect(WordSearchLanguage(code: "pt") == nil)
        #expect(WordSearchLanguage(code: "EN") == nil)
        #expect(WordSearchLanguage(code: "") == nil)
    }
}
