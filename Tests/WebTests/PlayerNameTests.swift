import Foundation
import Storage
import Testing
@testable import Web

/// Leaderboard names as a player types them: bounded in characters, code points and bytes, normalised, visible,
/// in one alphabet where alphabets look alike; and a name stored before these rules never drawn unbounded.
@Suite("Player names")
struct PlayerNameTests {
    /// 24 characters of 401 code points each: 'Z' struck through 400 times (about 19 KB).
    static let smear = String(repeating: "Z" + String(repeating: "\u{336}", count: 400), count: 24)
    /// "admin" with a Cyrillic а.
    static let lookAlike = "\u{430}dmin"
    /// Three HANGUL FILLERs: a name that reads blank.
    static let blank = String(repeating: "\u{3164}", count: 3)

    /// Whether `text` holds `part` code point for code point (`String.contains` compares characters, and a mark
    /// joins the letter before it into another one).
    static func contains(_ text: String, _ part: String) -> Bool {
        Array(text.utf8).firstRange(of: Array(part.utf8)) != nil
    }

    static func refusal(_ name: String) -> String? {
        do {
            _ = try PlayerName.validate(name)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("names in many scripts are accepted, precomposed")
    func acceptedNames() throws {
        for name in ["Zoë", "José", "Søren", "李雷", "Анна", "محمد", "Ελένη", "Nguyễn Văn An", "O'Brien", "山田 太郎",
                     "Dvořák", "स्त्री", "שָּׁלוֹם", "❤️ Sam", "Ada Lovelace", "R2-D2", "Łukasz", "Đorđe"] {
            #expect(try PlayerName.validate(name) == name.precomposedStringWithCanonicalMapping, "\(name)")
        }
        // An accent typed as a combining mark counts as the letter it makes, and is stored precomposed (compared by
        // bytes: Swift's == already takes the two spellings as equal).
        #expect(Array(try PlayerName.validate("Zoe\u{308}").utf8) == Array("Zo\u{EB}".utf8))
        #expect(Array(try PlayerName.validate(String(repeating: "e\u{301}", count: 24)).utf8)
                == Array(String(repeating: "\u{E9}", count: 24).utf8))
    }

    @Test("heaped marks, look-alike alphabets and blank or invisible names are refused with a reason")
    func refusedNames() throws {
        #expect(Self.refusal(Self.smear)?.contains("too much room") == true)
        #expect(Self.refusal("Z" + String(repeating: "\u{336}", count: 4))?.contains("more than 3 accents or marks") == true)
        #expect(Self.refusal(String(repeating: "\u{1F600}\u{FE0F}", count: 24))?.contains("too much room") == true)
        #expect(Self.refusal(Self.lookAlike)?.contains("cannot mix Cyrillic and Latin letters") == true)
        #expect(Self.refusal("\u{3B1}lpha")?.contains("cannot mix Greek and Latin letters") == true)
        #expect(Self.refusal("Анна Smith")?.contains("cannot mix Cyrillic and Latin") == true)
        for invisible in [Self.blank, "\u{115F}", "\u{2800}\u{2800}", "a\u{200B}b", "Ad\u{3164}a", "\u{FFA0}x",
                          "\u{34F}Ada", "\u{2060}"] {
            #expect(Self.refusal(invisible)?.contains("invisible or blank") == true, "\(invisible.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(Self.refusal("\u{200B}\u{200B}")?.contains("cannot be empty") == true, "trimmed away as a space")
        #expect(Self.refusal("\u{301}\u{301}")?.contains("at least one letter") == true)
        #expect(Self.refusal(String(repeating: "a", count: 2000))?.contains("too much room") == true)
    }

    @Test("a stored name beyond the limits is cut for display: marks beyond 3 dropped, then at 64 code points")
    func boundedForDisplay() {
        #expect(NameLimits.bounded("Ada") == "Ada")
        #expect(NameLimits.bounded("Zoë") == "Zoë")
        let shown = NameLimits.bounded(Self.smear)
        #expect(shown.unicodeScalars.count <= NameLimits.codePoints + 1)
        #expect(shown.utf8.count <= NameLimits.bytes + 3)
        #expect(Self.contains(shown, "Z\u{336}\u{336}\u{336}Z") && shown.hasSuffix("…"))
        #expect(NameLimits.bounded(String(repeating: "x", count: 300)) == String(repeating: "x", count: 24) + "…")
    }

    @Test("the issue's three names get the form again with a readable note (422), and nothing is written")
    func refusedThroughTheForm() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let won = try LeaderboardTests.winBeginner(client, site)
        let score = try #require(won.hidden("score"))
        let csrf = try #require(won.hidden("csrf"))
        let before = try site.storedRows()
        for (name, reason) in [(Self.smear, "too much room"), (Self.lookAlike, "cannot mix Cyrillic and Latin letters"),
                               (Self.blank, "invisible or blank")] {
            let refused = try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", name)])
            #expect(refused.status == 422)
            #expect(refused.body.contains(reason), "\(reason)")
            #expect(refused.body.contains("Your name for the leaderboard"), "the form again")
            #expect(refused.body.utf8.count < 16_000, "the refused name is not echoed whole")
        }
        #expect(try site.storedRows() == before)
        #expect(try LeaderboardTests.scores(site, board: "minesweeper/beginner")[0].string("name") == nil)
        #expect(try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", "Zoe\u{308}")]).status == 303)
        let stored = try LeaderboardTests.scores(site, board: "minesweeper/beginner")[0].string("name")
        #expect(stored.map { Array($0.utf8) } == Array("Zo\u{EB}".utf8), "stored precomposed")
    }

    @Test("a name stored before the limits is drawn cut on the leaderboard, the title and /admin")
    func legacyNameBounded() throws {
        let site = try TestSite(moderation: ModerationTests.withToken)
        defer { site.stop() }
        let client = site.client()
        let won = try LeaderboardTests.winBeginner(client, site)
        let score = try #require(won.hidden("score").flatMap { Int64($0) })
        let session = try #require(client.sessionID)
        try site.app.database.write { c in
            _ = try ScoreStore.setName(c, scoreID: score, sessionID: session, name: Self.smear)
        }
        site.app.scoresChanged()
        let pages = [try client.get("/leaderboard?game=minesweeper"), try client.get("/"),
                     try client.get("/minesweeper"), try ModerationTests.admin(client, [])]
        for page in pages {
            #expect(page.status == 200)
            #expect(Self.contains(page.body, "Z\u{336}\u{336}\u{336}Z"), "the name is there, cut")
            let strokes = page.body.unicodeScalars.filter { $0 == "\u{336}" }.count
            #expect(strokes <= 4 * 3 * 16, "at most a few copies of a bounded name, not \(strokes) strokes")
        }
    }
}
