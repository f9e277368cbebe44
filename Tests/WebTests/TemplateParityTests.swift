import Foundation
import HTTP
import Minesweeper
import Storage
import Testing
import TicTacToe
import WordSearch
@testable import Web

/// Every template of `Templates/` rendered from real page models, each game played to its states, by the
/// compiled renderer and by swift-mustache 2.1.1 (what rendered them before): the bytes must be the same.
/// Where the page came over the wire too, the served body must be those bytes.
@Suite("Templates: every page as swift-mustache rendered it")
struct TemplateParityTests {
    static let directory = TestSite.root.appendingPathComponent("Templates")
    static let reference = Result { try MustacheReference(directory: directory) }

    /// The templates the tests below render; a new template must be added to one of them. Every game's page is
    /// the registry's (`GamePages.template`), rendered in its game's test below.
    static let checked: Set<String> = Set(GameRegistry.games.map { "\($0.slug)/game" })
        .union(GameRegistry.games.filter { $0.online != nil }.map { "\($0.slug)/online" }).union([
        "layout", "error", "title", "daily", "partials/message", "partials/ranking", "partials/sound",
        "partials/daily", "partials/daily-form", "partials/stats",
        "partials/undo",  // within the Minesweeper and Tic-Tac-Toe pages
        "partials/zoom",  // within the Minesweeper and Word Search pages
        "partials/move-box", "partials/blind",  // within every game page (blind: beside Sound)
        "game", "partials/result-card", "partials/result-actions", "partials/move-fields", "partials/bar-new",  // the frame of the three games
        "versus", "partials/turns", "partials/result-section", "partials/versus-setup",  // within the Tic-Tac-Toe and Ultimate pages
        "leaderboard/index", "leaderboard/name",
        "admin/signin", "admin/index",  // in AdminTemplateParityTests
        "online",  // the online frame, in OnlineTemplateParityTests; each online game's board in it below
        "replay",  // in ReplayTests
        "partials/share",  // within every finished game's page
        "challenge",  // in ChallengeTests
    ])

    @Test("every template in the folder is checked here")
    func everyTemplateChecked() throws {
        let sources = try MustacheReference.sources(in: Self.directory)
        #expect(Set(sources.keys) == Self.checked.union(Self.gamePartials(sources)))
    }

    /// The partials in a game's own folder that its page includes (`{{>ultimatetictactoe/board}}`): rendered with
    /// that page in its game's test, so a game adds templates to its folder without a line here.
    static func gamePartials(_ sources: [String: String]) -> Set<String> {
        Set(GameRegistry.games.flatMap { game in
            let page = sources["\(game.slug)/game"] ?? ""
            return sources.keys.filter { name in
                name.hasPrefix("\(game.slug)/") && page.contains("{{>\(name)}}")
            }
        })
    }

    /// Renders `model` with both engines and expects the same bytes (and `served`, when given, to be them).
    static func expectSame(_ model: Any, _ template: String, _ templates: Templates, served: TestResponse? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try templates.renderBytes(model, template: template)
        let reference = try #require(try Self.reference.get().render(model, template: template), sourceLocation: sourceLocation)
        #expect(String(decoding: ours, as: UTF8.self) == reference, "\(template)", sourceLocation: sourceLocation)
        if let served {
            // The `hreflang` links name the address a page was asked at, which a model built here does not know.
            let body = served.body.replacing(#/<link rel="alternate" hreflang="[^"]+" href="[^"]+">\n/#, with: "")
            #expect(body == reference, "\(template) as served", sourceLocation: sourceLocation)
        }
        // The page's own template, then the layout and partials alone on the same model.
        for part in ["layout", "partials/message", "partials/ranking"] where part != template {
            let ours = try templates.render(model, template: part)
            #expect(ours == (try Self.reference.get().render(model, template: part)), "\(part) for \(template)", sourceLocation: sourceLocation)
        }
    }

    /// The session as the site sees it: stored, or (before its first form post) made from its signed id.
    static func session(_ site: TestSite, _ id: String) throws -> SessionRecord {
        try site.app.database.read { c in try SessionStore.find(c, id: id) }
            ?? SessionRecord(id: id, csrfToken: site.app.keys.formToken(for: id), name: nil, createdAt: site.clock.now,
                             seenAt: site.clock.now)
    }

    /// The page model the site builds for a game at this request, from the session's stored game.
    static func gameModel<Pages: GamePages>(
        _: Pages.Type, _ site: TestSite, _ client: TestClient, path: String? = nil, query: [String: String] = [:],
        form: [(String, String)] = [], message: String? = nil, isError: Bool = false
    ) throws -> Pages.Page {
        let sessionID = try #require(client.sessionID)
        let now = site.clock.now
        let session = try Self.session(site, sessionID)
        let stored = try site.app.database.read { c in try GameStore.current(c, sessionID: sessionID, kind: Pages.slug) }
        // Before its first move a board is only shown: the one the controller makes from the session and the time.
        let record = stored ?? GameRecord(id: 0, sessionID: sessionID, kind: Pages.slug, level: "", state: "", version: 0,
                                          outcome: "playing", moves: 0, createdAt: now, startedAt: nil, finishedAt: nil,
                                          updatedAt: now)
        let (extra, ranking, stats) = try site.app.database.read { c in
            (try Pages.readExtra(c, record, now: now), try RankingPrompt.read(c, record, session: session),
             try GameStore.stats(c, sessionID: sessionID, kind: Pages.slug, measures: Pages.statistics.count))
        }
        let game = try stored.map { try Pages.Core(storedForm: $0.state) }
            ?? Pages.Core(params: try Pages.Core.params(from: [:]),
                          seed: site.app.keys.seed(session: sessionID, kind: Pages.slug, shownAt: now))
        let request = Request(method: form.isEmpty ? "GET" : "POST", path: path ?? "/\(Pages.slug)", query: query,
                              headers: ["host": "127.0.0.1:\(site.port)"], form: FormData(pairs: form))
        let visit = Visit(request: request, session: session, now: now)
        let versus = try site.app.database.read { c in try ChallengeVersus.read(c, record) }
        let view = GameView(game: game, version: record.version, shownAt: stored == nil ? now : nil,
                            startedAt: record.startedAt, finishedAt: record.finishedAt, visit: visit, message: message, note: nil,
                            isError: isError, ranking: ranking,
                            replayHref: record.finishedAt != nil ? "/\(Pages.slug)/replay/\(record.id)" : nil,
                            daily: DailyLine(record, Pages.entry), stats: Pages.statsPanel(stats),
                            shareLink: ShareLink.make(record, Pages.self, app: site.app, visit), versus: versus)
        return Pages.page(view, GameChrome(view, Pages.self, actions: GameActions(Pages.entry)), extra)
    }

    // MARK: - Minesweeper

    @Test("Minesweeper: new, opened, flag mode, question marks, setup error, refused move, lost, won, named, shared")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let templates = site.app.templates
        func check(_ path: String = "/minesweeper", query: [String: String] = [:]) throws {
            let served = try player.page(path)
            try Self.expectSame(try Self.gameModel(MinesweeperPages.self, site, player.client, query: query),
                                "minesweeper/game", templates, served: served)
        }

        try check()
        try player.start()
        try check()
        #expect(try player.reveal(40).status == 303)
        site.clock.advance(by: 12_345)
        try check("/minesweeper?at=40", query: ["at": "40"])
        try player.move([("mode", "1")])
        try check("/minesweeper?at=mode", query: ["at": "mode"])
        #expect(try player.flag(try player.mines()[0]).status == 303)
        try player.move([("marks", "1")])
        try check("/minesweeper?at=marks", query: ["at": "marks"])
        #expect(try player.flag(try player.mines()[1]).status == 303)
        #expect(try player.flag(try player.mines()[1]).status == 303)
        try check()

        // A refused setup shows what was typed, and the reason; a refused move its message.
        let setup = [("level", "custom"), ("width", "abc"), ("height", "400"), ("mines", "<b>\"9\"</b>"), ("noguess", "on")]
        try Self.expectSame(try Self.gameModel(MinesweeperPages.self, site, player.client, path: "/minesweeper/new", form: setup,
                                               message: "Width must be a number from 5 to 30.", isError: true),
                            "minesweeper/game", templates)
        try Self.expectSame(try Self.gameModel(MinesweeperPages.self, site, player.client, path: "/minesweeper/move",
                                               form: [("cell", "999")], message: "There is no cell 999 <here> & 'there'.", isError: true),
                            "minesweeper/game", templates)

        try player.start([("level", "intermediate"), ("noguess", "off")])
        try player.playToLose()
        site.clock.advance(by: 1000)
        try check()

        try player.start([("level", "beginner"), ("noguess", "on")])
        site.clock.advance(by: 1000)
        try player.playToWin { site.clock.advance(by: 700) }
        try check()
        let named = try player.client.postForm("/leaderboard/name", from: try player.page(),
                                               [("score", try #require(try player.page().hidden("score"))), ("name", "Ada <3")])
        #expect(named.status == 303)
        try check()
        try check("/minesweeper?share=12345&level=expert", query: ["share": "12345", "level": "expert"])
        try check("/minesweeper?share=99&level=custom&width=9&height=7&mines=5&noguess=off",
                  query: ["share": "99", "level": "custom", "width": "9", "height": "7", "mines": "5", "noguess": "off"])

        try player.start([("level", "expert"), ("noguess", "off")])
        #expect(try player.reveal(200).status == 303)
        try check()
        try player.start([("level", "custom"), ("width", "7"), ("height", "5"), ("mines", "4"), ("noguess", "off")])
        try check()
    }

    // MARK: - Word Search

    @Test("Word Search: new, a first letter chosen, found, revealed, won, named, custom form refused")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        var player = try WordSearchPlay(site)
        let templates = site.app.templates
        func check() throws {
            let served = try player.client.get("/wordsearch")
            try Self.expectSame(try Self.gameModel(WordSearchPages.self, site, player.client), "wordsearch/game", templates, served: served)
        }

        try check()
        let first = try player.stored().game.placed[0]
        try player.tap(first.start)
        try check()
        try player.tap(first.start)
        try player.find(0)
        site.clock.advance(by: 4000)
        try check()
        try player.reveal(1)
        try check()
        for word in 0..<(try player.stored().game.words.count) where !(try player.stored().game.isFound(wordIndex: word)) {
            site.clock.advance(by: 900)
            try player.find(word)
        }
        try check()
        let score = try #require(player.page.hidden("score"))
        #expect(try player.client.postForm("/leaderboard/name", from: player.page, [("score", score), ("name", "Bo")]).status == 303)
        try check()

        try Self.expectSame(try Self.gameModel(WordSearchPages.self, site, player.client, path: "/wordsearch/new",
                                               form: [("custom", "text"), ("words", "<script>, a1, \"b\""), ("size", "99"), ("reveals", "x")],
                                               message: "Each word must be letters only: a1.", isError: true),
                            "wordsearch/game", templates)
        try Self.expectSame(try Self.gameModel(WordSearchPages.self, site, player.client, path: "/wordsearch/new",
                                               form: [("custom", "json"), ("json", "{\"words\": [\"<b>\"]}")],
                                               message: "That JSON has no usable words.", isError: true),
                            "wordsearch/game", templates)
        try player.newGame([("level", "hard"), ("list", "animals")])
        try check()
        try player.newGame([("custom", "text"), ("words", "swift, kotlin, rust"), ("size", "8"), ("reveals", "0")])
        try check()
    }

    // MARK: - Tic-Tac-Toe

    @Test("Tic-Tac-Toe: new, against the computer, two players, won, lost, tied, again with the ghost board, refused move")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let templates = site.app.templates
        func check(_ path: String = "/tictactoe", query: [String: String] = [:]) throws {
            let served = try player.client.get(path)
            try Self.expectSame(try Self.gameModel(TicTacToePages.self, site, player.client, query: query), "tictactoe/game",
                                templates, served: served)
        }

        try check()
        var page = try player.newGame(.vsComputer, level: .easy)
        page = try player.play(4, from: page)
        try check("/tictactoe?played=4", query: ["played": "4"])
        try Self.expectSame(try Self.gameModel(TicTacToePages.self, site, player.client, path: "/tictactoe/move",
                                               form: [("cell", "4")], message: "That square is taken.", isError: true),
                            "tictactoe/game", templates)
        try player.playToTheEnd(TicTacToePlayer.firstFree)
        try check()

        try player.newGame(.vsComputer, level: .impossible)
        try player.playToTheEnd(TicTacToePlayer.perfect)
        try check()
        let again = try player.client.postForm("/tictactoe/new", from: try player.page(), [("again", "1")])
        #expect(again.status == 303)
        try check()

        try player.newGame(.twoPlayers)
        for square in [0, 3, 1, 4] { page = try player.play(square, from: try player.page()) }
        try check()
        _ = try player.play(2, from: try player.page())
        try check()

        try player.newGame(.vsComputer, level: .medium, mark: .o)
        try player.playToTheEnd(TicTacToePlayer.firstFree)
        try check()
    }

    // MARK: - Leaderboard, name form, error pages, title screen

    @Test("leaderboard: empty, then full with this session's own row below the top ten, in every game and window")
    func leaderboard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let templates = site.app.templates
        func check(_ message: String? = nil) throws {
            for game in GameRegistry.games {
                for period in Period.allCases where period != .daily || !game.dailyLevels.isEmpty {
                    let served = try client.get("/leaderboard?game=\(game.slug)&period=\(period.rawValue)")
                    let sessionID = try #require(client.sessionID)
                    let session = try Self.session(site, sessionID)
                    let request = Request(path: "/leaderboard", query: ["game": game.slug, "period": period.rawValue])
                    let visit = Visit(request: request, session: session, now: site.clock.now)
                    let model = LeaderboardPage(game: game, period: period, standings: try LeaderboardController(app: site.app).readStandings(game, period, visit),
                                                csrf: session.csrfToken, message: message)
                    try Self.expectSame(model, "leaderboard/index", templates, served: message == nil ? served : nil)
                }
            }
        }

        try check()
        _ = try client.get("/")
        let ownSession = try #require(client.sessionID)
        // Stored as its first form post would store it.
        _ = try site.app.database.write { c in try SessionStore.create(c, try Self.session(site, ownSession)) }
        try site.app.database.write { c in
            for rank in 0..<12 {
                let session = try SessionStore.create(c, now: site.clock.now)
                for boards in LeaderboardBoard.all {
                    let entry: ScoreEntry
                    if boards.isPerSession {
                        entry = try ScoreStore.recordBest(c, board: boards.board, sessionID: session.id, value: Int64(20 - rank), now: site.clock.now)
                    } else {
                        let game = try GameStore.insert(c, sessionID: session.id, kind: boards.game, level: boards.level, state: "{}",
                                                        outcome: "won", now: site.clock.now)
                        entry = try ScoreStore.record(c, board: boards.board, sessionID: session.id, gameID: game.id,
                                                      value: Int64(5_000 + rank * 1_234), penalty: rank % 3 == 0 ? 1 : 0,
                                                      detail: Double(rank) / 3, now: site.clock.now)
                    }
                    _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: rank == 3 ? "<b>\"Eve\"</b>" : "Player \(rank)")
                }
            }
            for boards in LeaderboardBoard.all where !boards.isPerSession {
                let game = try GameStore.insert(c, sessionID: ownSession, kind: boards.game, level: boards.level, state: "{}",
                                                outcome: "won", now: site.clock.now)
                let entry = try ScoreStore.record(c, board: boards.board, sessionID: ownSession, gameID: game.id,
                                                  value: 999_999, penalty: 0, detail: nil, now: site.clock.now)
                _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: ownSession, name: "Me")
            }
        }
        // The scores were written behind the app's back: tell it, as its own score writes do.
        site.app.scoresChanged()
        try check()
        try check("Your name is on the board & <safe>.")
        site.clock.advance(by: 8 * 24 * 3600 * 1000)
        try check()
    }

    @Test("the name form, error pages and the title screen")
    func smallPages() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let templates = site.app.templates

        let served = try client.get("/")
        let bests = try TitleController(app: site.app).allTimeBests()
        let title = TitleScreenModel(
            page: PageChrome(title: GameRegistry.titles, csrf: "", current: "/"),
            games: GameRegistry.games.map {
                .init(slug: $0.slug, title: $0.title, subtitle: $0.subtitle, href: $0.landing, teaser: bests[$0.slug])
            } + [.init(slug: "leaderboard", title: "Leaderboard", subtitle: "The fastest and the unbeaten", href: "/leaderboard", teaser: nil)])
        try Self.expectSame(title, "title", templates, served: served)
        let teased = TitleScreenModel(page: title.page, games: title.games.map {
            .init(slug: $0.slug, title: $0.title, subtitle: $0.subtitle, href: $0.href, teaser: "Best <time>: 1.0 s by \"Ada\"")
        })
        try Self.expectSame(teased, "title", templates)

        for section in ["/"] + GameRegistry.games.map(\.href) + ["/leaderboard", nil] {
            for flash in [nil, "That name is too long: 25 characters & more."] {
                let chrome = PageChrome(title: "Your name", csrf: "c<s>rf", current: section, stylesheet: "leaderboard.css", flash: flash)
                try Self.expectSame(NameFormPage(page: chrome, scoreID: 42, name: "\"\u{301} onfocus=x", errorMessage: flash != nil),
                                    "leaderboard/name", templates)
            }
        }
        for status in [400, 403, 404, 405, 409, 413, 415, 422, 500, 501, 503] {
            let model = ErrorPageModel(page: PageChrome(title: ErrorPageModel.heading(for: status), csrf: "", current: nil),
                                       status: status, heading: ErrorPageModel.heading(for: status), message: "Nothing <was> changed & \"that\" is 'all'.")
            try Self.expectSame(model, "error", templates)
        }
        try Self.expectSame(ErrorPageModel(page: PageChrome(title: "Page not found", csrf: "", current: nil), status: 404,
                                           heading: "Page not found", message: "There is no page at this address."),
                            "error", templates, served: try client.get("/nowhere"))

        // The daily boards' page, before and after a try.
        for played in [false, true] {
            let served = try client.get("/daily")
            if played { #expect(try client.postForm("/minesweeper/daily", from: served, [("level", "expert")]).status == 303) }
            let sessionID = try #require(client.sessionID)
            let (tries, players) = try site.app.database.read { c in
                (try GameStore.dailyTries(c, sessionID: sessionID),
                 try GameStore.dailyPlayers(c, day: DailyDay(at: site.clock.now).text))
            }
            var model = DailyPage(now: site.clock.now, tries: tries, players: players,
                                  csrf: try Self.session(site, sessionID).csrfToken)
            model.page.preview = LinkPreview(
                title: "Daily boards · \(model.dayTitle)", description: DailyController.previewDescription, game: nil,
                path: "/daily", app: site.app, Request(path: "/daily", headers: ["host": "127.0.0.1:\(site.port)"]))
            try Self.expectSame(model, "daily", templates, served: try client.get("/daily"))
        }
    }
}
