import Storage
import Testing
@testable import Web

/// The game bar's sound toggle: `POST /settings/sound` keeps the choice with the session, and every game
/// page renders the toggle (hidden: only play.js shows it) as it was left.
@Suite("Sound setting")
struct SoundSettingTests {
    static let games = GameRegistry.games.map { "/\($0.slug)" }

    /// The stored choice of the client's session: nil while it has no row.
    static func storedSound(_ site: TestSite, _ client: TestClient) throws -> Bool? {
        let id = try #require(client.sessionID)
        return try site.app.database.read { c in try SessionStore.find(c, id: id)?.sound }
    }

    /// The toggle's form as a game page renders it: its field's value (what a press asks for) and pressed state; its
    /// button's value is the setting as it is.
    static func toggle(_ page: TestResponse) throws -> (value: String, pressed: String) {
        let form = try #require(page.body.firstMatch(of: #/<form method="post" action="/settings/sound" class="sound-form" hidden>\n<input type="hidden" name="csrf" value="[^"]+">\n<input type="hidden" name="sound" value="(on|off)">\n<button value="(on|off)" class="sound-toggle" aria-pressed="(true|false)">/#))
        #expect(form.1 != form.2, "the button shows the setting, the field asks for the other")
        return (String(form.1), String(form.3))
    }

    func post(_ client: TestClient, _ fields: [(String, String)], referer: String?) throws -> TestResponse {
        try client.post(SettingsController.soundSettingPath, fields, headers: referer.map { [("Referer", $0)] } ?? [])
    }

    @Test("sound is off for a new visitor: each game page has the toggle, hidden, not pressed, asking for on")
    func offByDefault() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        for path in Self.games {
            let page = try client.get(path)
            #expect(page.status == 200)
            #expect(try Self.toggle(page) == ("on", "false"), "\(path)")
        }
        #expect(try site.storedRows().hasPrefix("0 sessions"), "showing the toggle stores nothing")
    }

    @Test("turning sound on stores it with the session (the first post stores the session), off turns it off; pages show it")
    func storesOnAndOff() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let base = "http://127.0.0.1:\(site.port)"
        let page = try client.get("/minesweeper")
        let csrf = try #require(page.hidden("csrf"))

        let on = try post(client, [("csrf", csrf), ("sound", "on")], referer: "\(base)/minesweeper?at=40")
        #expect(on.status == 303)
        #expect(on.location == "/minesweeper#play")
        #expect(try Self.storedSound(site, client) == true)
        for path in Self.games {
            #expect(try Self.toggle(try client.get(path)) == ("off", "true"), "\(path)")
        }

        let off = try post(client, [("csrf", csrf), ("sound", "off")], referer: "\(base)/tictactoe")
        #expect(off.status == 303)
        #expect(off.location == "/tictactoe#play")
        #expect(try Self.storedSound(site, client) == false)
        #expect(try Self.toggle(try client.get("/wordsearch")) == ("on", "false"))
        // A match with a friend online has the toggle too: back to it; a malformed match path is not one.
        let match = "/tictactoe/online/\(String(repeating: "a1", count: 16))"
        #expect(try post(client, [("csrf", csrf), ("sound", "off")], referer: "\(base)\(match)").location == "\(match)#play")
        #expect(try post(client, [("csrf", csrf), ("sound", "off")], referer: "\(base)/tictactoe/online/../x").location == "/")

        // The choice lives in the database: it outlasts a restart, and another browser has its own.
        _ = try post(client, [("csrf", csrf), ("sound", "on")], referer: nil)
        try site.restart()
        let returning = site.client()  // the same browser, on the restarted server's port
        returning.cookies = client.cookies
        #expect(try Self.toggle(try returning.get("/tictactoe")) == ("off", "true"))
        #expect(try Self.toggle(try site.client().get("/tictactoe")) == ("on", "false"))
    }

    @Test("Vibration: off by default, kept with the session beside Sound, each leaving the other as it was")
    func vibrationBesideSound() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/minesweeper")
        #expect(page.body.contains(#"<input type="hidden" name="vibration" value="on">\#n<button value="off" class="sound-toggle vibration-toggle" aria-pressed="false">"#))
        let csrf = try #require(page.hidden("csrf"))
        let vibration = { (value: String) throws -> TestResponse in
            try client.post(SettingsController.vibrationSettingPath, [("csrf", csrf), ("vibration", value)])
        }
        #expect(try vibration("on").status == 303)
        #expect(try post(client, [("csrf", csrf), ("sound", "on")], referer: nil).status == 303)
        #expect(try post(client, [("csrf", csrf), ("sound", "off")], referer: nil).status == 303)
        let id = try #require(client.sessionID)
        var session = try #require(try site.app.database.read { c in try SessionStore.find(c, id: id) })
        #expect(session.vibration && !session.sound)
        #expect(try client.get("/wordsearch").body.contains(#"name="vibration" value="off">\#n<button value="on" class="sound-toggle vibration-toggle" aria-pressed="true">"#))
        #expect(try vibration("off").status == 303)
        #expect(try post(client, [("csrf", csrf), ("sound", "on")], referer: nil).status == 303)
        session = try #require(try site.app.database.read { c in try SessionStore.find(c, id: id) })
        #expect(!session.vibration && session.sound)
        let bad = try vibration("loud")
        #expect(bad.status == 400 && bad.body.contains("turn vibration on or off"))
    }

    @Test("a post without the form token, or with another session's, is 403 and changes nothing")
    func forgedTokenRefused() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let csrf = try #require(try client.get("/tictactoe").hidden("csrf"))
        #expect(try post(client, [("csrf", csrf), ("sound", "on")], referer: nil).status == 303)
        let before = try site.storedRows()

        let other = site.client()
        let foreign = try #require(try other.get("/tictactoe").hidden("csrf"))
        // A token with its first digit changed (to one it is not: "0" + the rest is the token itself one time in 16).
        let altered = (csrf.first == "0" ? "1" : "0") + csrf.dropFirst()
        for fields in [[("sound", "off")], [("csrf", foreign), ("sound", "off")], [("csrf", altered), ("sound", "off")]] {
            let answer = try post(client, fields, referer: "http://127.0.0.1:\(site.port)/tictactoe")
            #expect(answer.status == 403)
            #expect(answer.location == nil)
        }
        #expect(try Self.storedSound(site, client) == true)
        // A browser with no stored session gets no row from a forged post either.
        #expect(try post(other, [("csrf", csrf), ("sound", "on")], referer: nil).status == 403)
        #expect(try site.storedRows() == before)
    }

    @Test("a value other than on or off is 400 and stores nothing, not even a first visit's session",
          arguments: [["yes"], ["ON"], [" on"], [""], ["maybe", "on"], []])
    func badValueRefused(values: [String]) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let csrf = try #require(try client.get("/wordsearch").hidden("csrf"))
        // A repeated field counts by its first value, as every form of the site reads it.
        let fields = [("csrf", csrf)] + values.map { ("sound", $0) }
        let answer = try post(client, fields, referer: "http://127.0.0.1:\(site.port)/wordsearch")
        #expect(answer.status == 400)
        #expect(answer.body.contains("turn the sound on or off"))
        #expect(try site.storedRows().hasPrefix("0 sessions"))

        // With a stored session, its choice stays as it was.
        #expect(try post(client, [("csrf", csrf), ("sound", "on")], referer: nil).status == 303)
        let before = try site.storedRows()
        #expect(try post(client, fields, referer: nil).status == 400)
        #expect(try Self.storedSound(site, client) == true)
        #expect(try site.storedRows() == before)
    }

    @Test("the redirect goes back to the game only for this site's own game pages, else to the title screen",
          arguments: [
              ("SITE/minesweeper", "/minesweeper#play"),
              ("SITE/wordsearch?at=12#play", "/wordsearch#play"),
              ("https://127.0.0.1:PORT/tictactoe?played=4", "/tictactoe#play"),
              ("HTTP://127.0.0.1:PORT/tictactoe", "/tictactoe#play"),
              ("SITE/", "/"),
              ("SITE/leaderboard", "/"),
              ("SITE/minesweeper/move", "/"),
              ("SITE/minesweeper/../admin", "/"),
              ("SITE//evil.example/minesweeper", "/"),
              ("http://evil.example/minesweeper", "/"),
              ("http://127.0.0.1:PORT.evil.example/minesweeper", "/"),
              ("http://127.0.0.1:PORT@evil.example/minesweeper", "/"),
              ("http://evil.example@127.0.0.1:PORT/minesweeper", "/"),
              ("//127.0.0.1:PORT/minesweeper", "/"),
              ("/minesweeper", "/"),
              ("javascript:alert(1)//127.0.0.1:PORT/minesweeper", "/"),
              ("ftp://127.0.0.1:PORT/minesweeper", "/"),
              ("", "/"),
          ])
    func safeRedirect(referer: String, expected: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let csrf = try #require(try client.get("/minesweeper").hidden("csrf"))
        let sent = referer.replacingOccurrences(of: "SITE", with: "http://127.0.0.1:PORT")
            .replacingOccurrences(of: "PORT", with: "\(site.port)")
        let answer = try post(client, [("csrf", csrf), ("sound", "on")], referer: sent)
        #expect(answer.status == 303)
        #expect(answer.location == expected)
        #expect(try Self.storedSound(site, client) == true)
    }

    @Test("without a Referer the toggle's redirect is the title screen")
    func noReferer() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let csrf = try #require(try client.get("/minesweeper").hidden("csrf"))
        let answer = try post(client, [("csrf", csrf), ("sound", "off")], referer: nil)
        #expect(answer.status == 303)
        #expect(answer.location == "/")
        #expect(try Self.storedSound(site, client) == false)
    }

    @Test("the partials render the pressed state from the page chrome, with the page's form token; Blind mode with the move box")
    func partialRendersPressedState() throws {
        let site = try TestSite()
        defer { site.stop() }
        for (sound, value, pressed) in [(true, "off", "true"), (false, "on", "false")] {
            // Vibration the other way round: each toggle shows its own setting.
            let chrome = PageChrome(title: "T", csrf: "tok<en>", current: nil, sound: sound, vibration: !sound, blind: sound)
            // Blind mode sits with the move box (partials/move-box), never in the game bar beside Sound.
            let html = try site.app.templates.render(["page": chrome, "moveBox": true] as [String: Any], template: "partials/sound")
                + site.app.templates.render(["page": chrome] as [String: Any], template: "partials/blind")
            #expect(try !site.app.templates.render(["page": chrome] as [String: Any], template: "partials/sound").contains("blind"))
            let (other, otherPressed) = sound ? ("on", "false") : ("off", "true")
            #expect(html == """
                <form method="post" action="/settings/sound" class="sound-form" hidden>
                <input type="hidden" name="csrf" value="tok&lt;en&gt;">
                <input type="hidden" name="sound" value="\(value)">
                <button value="\(sound ? "on" : "off")" class="sound-toggle" aria-pressed="\(pressed)">\
                <span class="sound-icon" aria-hidden="true">♪</span> Sound</button>
                </form>
                <form method="post" action="/settings/vibration" class="sound-form vibration-form" hidden>
                <input type="hidden" name="csrf" value="tok&lt;en&gt;">
                <input type="hidden" name="vibration" value="\(other)">
                <button value="\(sound ? "off" : "on")" class="sound-toggle vibration-toggle" \
                aria-pressed="\(otherPressed)"><span class="sound-icon" aria-hidden="true">≈</span> Vibration</button>
                </form>
                <form method="post" action="/settings/blind" class="sound-form blind-form">
                <input type="hidden" name="csrf" value="tok&lt;en&gt;">
                <input type="hidden" name="blind" value="\(value)">
                <button value="\(sound ? "on" : "off")" class="sound-toggle blind-toggle" aria-pressed="\(pressed)">\
                <span class="sound-icon" aria-hidden="true">⌨</span> Blind mode</button>
                </form>

                """)
        }
    }
}
