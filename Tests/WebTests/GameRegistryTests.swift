import Foundation
import Testing
@testable import Web

/// The registry is the one list of games: the title screen, the menu, the leaderboard tabs and the manifest
/// show every game in it, in its order, and every game has what its pages need.
@Suite("Game registry")
struct GameRegistryTests {
    static let games = GameRegistry.games

    /// The `href`s in `body` that point at a game, in order of appearance, once each.
    private static func gameLinks(_ body: Substring) -> [String] {
        var seen: [String] = []
        for game in games where body.contains("href=\"\(game.landing)\"") {
            seen.append(game.landing)
        }
        return seen.sorted { body.range(of: "href=\"\($0)\"")!.lowerBound < body.range(of: "href=\"\($1)\"")!.lowerBound }
    }

    @Test("slugs are unique and an address's word, and each game has its template, stylesheet and at most one board per level")
    func entries() {
        #expect(Set(Self.games.map(\.slug)).count == Self.games.count)
        for game in Self.games {
            // Lowercase letters, digits and hyphens between them: what README promises and moves.js knows as a game's
            // move address.
            #expect(game.slug.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "slug \(game.slug)")
            #expect(FileManager.default.fileExists(atPath: TestSite.root.appendingPathComponent("Templates/\(game.slug)/game.mustache").path))
            #expect(FileManager.default.fileExists(atPath: TestSite.root.appendingPathComponent("Public/\(game.stylesheet)").path))
            #expect(Set(game.boards.map(\.level)).count == game.boards.count)
            #expect(game.boards.allSatisfy { $0.game == game.slug && $0.gameTitle == game.title })
        }
        #expect(LeaderboardBoard.all.count == Self.games.reduce(0) { $0 + $1.boards.count })
    }

    @Test("the title screen and the menu of every page list every game, in the registry's order")
    func titleAndMenu() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let hrefs = Self.games.map(\.landing)
        let title = try client.get("/")
        let buttons = try #require(title.body.range(of: "<ul class=\"game-buttons\">"))
        #expect(Self.gameLinks(title.body[buttons.upperBound...]) == hrefs)
        for game in Self.games {
            #expect(title.body.contains(game.title) && title.body.contains(game.subtitle))
        }
        let menuPaths: [String] = Self.games.map(\.href) + ["/leaderboard"]
        for path in ["/"] + menuPaths + ["/nowhere"] {
            let page = try client.get(path)
            let menu = try #require(page.body.range(of: "<ul class=\"nav-links\">"))
            let end = try #require(page.body[menu.upperBound...].range(of: "</ul>"))
            let items = page.body[menu.upperBound..<end.lowerBound]
            #expect(Self.gameLinks(items) == hrefs, "\(path)")
            // The current game's entry, and only it, is marked.
            let marked: Int = items.components(separatedBy: "aria-current").count - 1
            #expect(marked == menuPaths.filter { $0 == path }.count, "\(path)")
        }
    }

    @Test("the menu's phone words, the site's description and what a session keeps are each game's entry's")
    func perGameFacts() throws {
        let site = try TestSite()
        defer { site.stop() }
        let page = try site.client().get("/").body
        for game in Self.games {
            #expect(page.contains("<a href=\"\(game.landing)\"><span class=\"nav-full\">\(game.title)</span><span class=\"nav-short\" aria-hidden=\"true\" data-short=\"\(game.shortTitle)\"></span></a>"))
            #expect(Housekeeping.gamesKept(kind: game.slug) == game.gamesKept)
        }
        #expect(page.contains("<meta name=\"description\" content=\"Play \(GameRegistry.titles) in any browser"))
        #expect(GameRegistry.titles.hasSuffix(" and \(Self.games.last!.title)") || Self.games.count < 2)
        #expect(Self.games.allSatisfy { GameRegistry.titles.contains($0.title) })
    }

    @Test("the leaderboard has a tab for every game, and an unknown game shows the default one")
    func leaderboardTabs() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        for game in Self.games {
            let page = try client.get("/leaderboard?game=\(game.slug)")
            #expect(page.status == 200)
            for other in Self.games {
                #expect(page.body.contains(">\(other.title)</a>"))
            }
            #expect(page.body.contains("aria-current=\"page\">\(game.title)</a>"))
            for board in game.boards {
                #expect(page.body.contains("id=\"board-\(board.level)\""))
            }
        }
        let fallback = try client.get("/leaderboard?game=chess")
        #expect(fallback.body.contains("aria-current=\"page\">\(GameRegistry.leaderboardDefault.title)</a>"))
    }

    @Test("the manifest is JSON with a shortcut to every game")
    func manifest() throws {
        let site = try TestSite()
        defer { site.stop() }
        let response = try site.client().get(WebManifest.path)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/manifest+json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
        #expect(manifest["start_url"] as? String == "/")
        let shortcuts = try #require(manifest["shortcuts"] as? [[String: String]])
        #expect(shortcuts.map { $0["url"] } == Self.games.map(\.href))
        #expect(shortcuts.map { $0["name"] } == Self.games.map(\.title))
        #expect((manifest["icons"] as? [[String: String]])?.count == 4)
    }
}
