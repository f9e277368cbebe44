import Testing
@testable import Web

/// `Accept-Language` read as RFC 9110 writes it, and as browsers and robots really send it.
@Suite("Accept-Language")
struct AcceptLanguageTests {
    @Test("the highest weight among the site's languages wins, the earlier on a tie",
          arguments: [("de-DE,de;q=0.9,en;q=0.8", Language.de), ("es;q=0.5, fr;q=0.5", .es), ("fr;q=0.5, es;q=0.500", .fr),
                      ("en;q=0.1, ar", .ar), ("ja, es;q=0.7, fr;q=0.8", .fr), ("pt-PT, en;q=0.5", .ptBR),
                      ("PT-br", .ptBR), ("DE-at ; Q = 0.3 , xx", .de), ("de;q=1.000", .de), ("es;q=0.0001, fr;q=0.001", .fr),
                      ("\tes\t;\tq=1,", .es), (",,,de", .de), ("de;level=1;q=0.4, fr;q=0.3", .de)])
    func picks(_ header: String, _ language: Language) {
        #expect(AcceptLanguage.best(header) == language, "\(header)")
    }

    @Test("nothing for no header, `*`, unknown tags, a weight of 0, above 1 or not a number",
          arguments: ["", " ", ",", "*", "ja, zh;q=0.5", "de;q=0", "de;q=0.000", "de;q=1.5", "de;q=2", "de;q=abc", "de;q=",
                      "de;q=.", "-de", ";q=1", "de;q=0.5x"])
    func none(_ header: String) {
        #expect(AcceptLanguage.best(header) == nil, "\(header)")
    }

    @Test("only the first 32 entries are read")
    func bounded() {
        let header = Array(repeating: "ja", count: 32).joined(separator: ",") + ",de"
        #expect(AcceptLanguage.best(header) == nil)
        #expect(AcceptLanguage.best(Array(repeating: "ja", count: 31).joined(separator: ",") + ",de") == .de)
    }

    @Test("a language's code in any case, or its primary subtag")
    func codes() {
        #expect(Language(code: "pt-br") == .ptBR)
        #expect(Language(code: "PT") == .ptBR)
        #expect(Language(code: "ar-EG") == .ar)
        #expect(Language(code: "e") == nil)
        #expect(Language(code: "") == nil)
        #expect(Language(code: "english") == nil)
        for language in Language.allCases { #expect(Language(code: language.code) == language) }
    }
}
