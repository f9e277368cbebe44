import Storage
import Testing
@testable import Web

/// Which language a page is in: `Accept-Language` on a first visit, the footer's picker (a plain form, kept with the
/// session), `?lang=` for one page; `<html lang dir>` and the `hreflang` links follow.
@Suite("Language choice")
struct LanguageChoiceTests {
    static func htmlTag(_ page: TestResponse) -> String? {
        page.body.firstMatch(of: #/<html lang="[^"]+" dir="[^"]+">/#).map { String($0.0) }
    }

    @Test("Accept-Language picks the page's language on a first visit; none, or one the site lacks, gives English",
          arguments: [("de-DE,de;q=0.9,en;q=0.8", "de", "ltr"), ("ar", "ar", "rtl"), ("pt-PT, en;q=0.5", "pt-BR", "ltr"),
                      ("ja, es;q=0.7, fr;q=0.8", "fr", "ltr"), ("ja, zh;q=0.5", "en", "ltr"), ("", "en", "ltr"),
                      ("de;q=0, es", "es", "ltr"), ("*", "en", "ltr")])
    func acceptLanguage(_ header: String, _ code: String, _ direction: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        for path in ["/", "/minesweeper", "/leaderboard", "/daily", "/nope"] {
            let page = try client.get(path, headers: header.isEmpty ? [] : [("Accept-Language", header)])
            #expect(Self.htmlTag(page) == "<html lang=\"\(code)\" dir=\"\(direction)\">", "\(path)")
        }
    }

    @Test("the picker is a form that works without JavaScript: the pick is kept with the session and outranks the browser's")
    func pickerIsRemembered() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let base = "http://127.0.0.1:\(site.port)"
        let first = try client.get("/leaderboard?game=minesweeper", headers: [("Accept-Language", "de")])
        #expect(first.body.contains(#"<form class="language-picker" method="post" action="/settings/language">"#))
        #expect(first.body.contains(#"<option value="de" lang="de" selected>Deutsch</option>"#))
        let answer = try client.post(SettingsController.languageSettingPath, [("language", "es")],
                                     headers: [("Referer", base + "/leaderboard?game=minesweeper&lang=de"),
                                               ("Accept-Language", "de")])
        #expect(answer.status == 303)
        #expect(answer.header("Location") == "/leaderboard?game=minesweeper", "back to the page, without its lang=")
        for path in ["/", "/minesweeper", "/leaderboard"] {
            let page = try client.get(path, headers: [("Accept-Language", "de")])
            #expect(Self.htmlTag(page) == #"<html lang="es" dir="ltr">"#, "\(path)")
            #expect(page.body.contains(#"<option value="es" lang="es" selected>Español</option>"#))
        }
        let id = try #require(client.sessionID)
        let stored = try site.app.database.read { c in try SessionStore.find(c, id: id) }
        #expect(stored.map { Language(number: $0.language) } == .es)
        #expect(stored?.sound == false && stored?.blind == false, "the other settings in the column are untouched")
        // `?lang=` shows one page in another language and keeps the pick.
        #expect(Self.htmlTag(try client.get("/minesweeper?lang=ar")) == #"<html lang="ar" dir="rtl">"#)
        #expect(Self.htmlTag(try client.get("/minesweeper")) == #"<html lang="es" dir="ltr">"#)
    }

    @Test("a bad pick is a readable 400 and changes nothing", arguments: ["", "xx", "DE", "de-CH", "en\u{0}"])
    func badPick(_ value: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        _ = try client.post(SettingsController.languageSettingPath, [("language", "fr")])
        let answer = try client.post(SettingsController.languageSettingPath, [("language", value)])
        #expect(answer.status == 400)
        #expect(answer.body.contains("language"))
        #expect(Self.htmlTag(try client.get("/")) == #"<html lang="fr" dir="ltr">"#)
    }

    @Test("a foreign or odd Referer sends the picker back to the title screen, never elsewhere",
          arguments: ["http://evil.example/x", "http://127.0.0.1:1//evil.example/", "javascript:alert(1)", ""])
    func pickerReturn(_ referer: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let answer = try site.client().post(SettingsController.languageSettingPath, [("language", "de")],
                                            headers: referer.isEmpty ? [] : [("Referer", referer)])
        #expect(answer.status == 303)
        #expect(answer.header("Location") == "/")
    }

    @Test("every page links its versions in each language (hreflang), and x-default")
    func alternates() throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get("/wordsearch")
        for language in Language.allCases {
            #expect(page.body.contains(#"<link rel="alternate" hreflang="\#(language.code)" href="/wordsearch?lang=\#(language.code)">"#))
        }
        #expect(page.body.contains(#"<link rel="alternate" hreflang="x-default" href="/wordsearch">"#))
    }

    @Test("a game page's ETag differs per language, so a browser never keeps one language's page for another")
    func tagPerLanguage() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        // A stored game's page has a tag (a page with no game yet is not kept).
        let first = try client.get("/minesweeper")
        _ = try client.postForm("/minesweeper/new", from: first, [("level", "beginner")])
        let english = try client.get("/minesweeper")
        let german = try client.get("/minesweeper", headers: [("Accept-Language", "de")])
        let tag = try #require(english.header("ETag"))
        #expect(german.header("ETag") != tag)
        let again = try client.get("/minesweeper", headers: [("Accept-Language", "de"), ("If-None-Match", tag)])
        #expect(again.status == 200, "English's tag does not match the German page")
    }

    @Test("the title screen is kept per language: a German visit does not become everyone's title screen")
    func titlePerLanguage() throws {
        let site = try TestSite()
        defer { site.stop() }
        #expect(Self.htmlTag(try site.client().get("/", headers: [("Accept-Language", "de")])) == #"<html lang="de" dir="ltr">"#)
        #expect(Self.htmlTag(try site.client().get("/")) == #"<html lang="en" dir="ltr">"#)
        #expect(Self.htmlTag(try site.client().get("/", headers: [("Accept-Language", "ar")])) == #"<html lang="ar" dir="rtl">"#)
    }

    @Test("the game bar's time is written in the language's unit: ث in Arabic, s elsewhere",
          arguments: [("ar", "ث"), ("de", "s"), ("en", "s")])
    func timeUnit(_ code: String, _ unit: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        for path in ["/minesweeper", "/wordsearch"] {
            let page = try site.client().get(path, headers: [("Accept-Language", code)])
            #expect(page.body.contains("<span class=\"now\">0</span></span> \(unit)</"), "\(path) in \(code)")
        }
    }
}
