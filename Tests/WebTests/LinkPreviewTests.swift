import Foundation
import Storage
import Testing
@testable import Web

/// Open Graph and Twitter card tags on the pages a share text leads to: absolute addresses, and a picture of the
/// game that the server answers as a PNG.
@Suite("Link previews")
struct LinkPreviewTests {
    /// The `content` of `<meta property|name="key">`, unescaped as a browser reads it.
    static func meta(_ body: String, _ key: String) -> String? {
        for attribute in ["property", "name"] {
            guard let tag = body.range(of: "<meta \(attribute)=\"\(key)\" content=\"") else { continue }
            return String(body[tag.upperBound...].prefix { $0 != "\"" })
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        return nil
    }

    /// Every tag there, absolute under `origin`, with an image the server answers 200 image/png.
    static func expectPreview(_ body: String, origin: String, url: String, game: String?, _ client: TestClient) throws {
        for key in ["og:title", "og:description", "twitter:title", "twitter:description"] {
            #expect(!(meta(body, key) ?? "").isEmpty, "\(key)")
        }
        #expect(meta(body, "og:url") == origin + url)
        #expect(meta(body, "twitter:card") == "summary_large_image")
        let image = try #require(meta(body, "og:image"))
        #expect(image == origin + "/static/" + LinkPreview.picture(game))
        #expect(meta(body, "twitter:image") == image)
        let answer = try client.get(String(image.dropFirst(origin.count)))
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "image/png")
        #expect(answer.body.utf8.count > 10_000)
    }

    @Test("a replay, /daily and a challenge carry title, description, url and a game's picture, all absolute")
    func shareablePages() throws {
        let site = try TestSite(publicURL: "https://games.example.org")
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToWin { site.clock.advance(by: 1500) }
        let id = try player.record().id
        let origin = "https://games.example.org"
        try Self.expectPreview(try player.client.get("/minesweeper/replay/\(id)").body, origin: origin,
                               url: "/minesweeper/replay/\(id)", game: "minesweeper", player.client)
        try Self.expectPreview(try site.client().get("/daily").body, origin: origin, url: "/daily", game: nil, player.client)
        let challenge = try site.client().get("/minesweeper/challenge/\(id)")
        #expect(challenge.status == 200)
        try Self.expectPreview(challenge.body, origin: origin, url: "/minesweeper/challenge/\(id)", game: "minesweeper",
                               player.client)
        #expect(Self.meta(challenge.body, "og:title") == "A friend challenges you: Minesweeper")
    }

    @Test("every game's picture is a PNG the server answers; a Host that is not the server's gets no tags")
    func pictures() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        for game in GameRegistry.games.map(\.slug) + [""] {
            let answer = try client.get("/static/" + LinkPreview.picture(game.isEmpty ? nil : game))
            #expect(answer.status == 200, "\(game)")
            #expect(answer.header("Content-Type") == "image/png")
        }
        #expect(Self.meta(try client.get("/daily").body, "og:image") == "http://127.0.0.1:\(site.port)/static/screenshot-title.png")
        let raw = String(decoding: try client.exchange(Array("GET /daily HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n".utf8)), as: UTF8.self)
        #expect(raw.hasPrefix("HTTP/1.1 200"))
        #expect(!raw.contains("og:") && !raw.contains("evil.example"))
    }
}
