import Testing
@_spi(Testing) @testable import Web

@Suite("Recent games are kept by row and version, and forgotten oldest first")
struct RecentGamesTests {
    @Test("a game is found only under the version and stored text it was kept with")
    func versions() {
        let recent = RecentGames<String>(limit: 4)
        recent.keep("v1", row: 7, version: 1, state: "{1}")
        #expect(recent.game(row: 7, version: 1, state: "{1}") == "v1")
        #expect(recent.game(row: 7, version: 2, state: "{1}") == nil)
        #expect(recent.game(row: 8, version: 1, state: "{1}") == nil)
        // The same version with other text: a row changed behind the server's back.
        #expect(recent.game(row: 7, version: 1, state: "{edited}") == nil)
        recent.keep("v2", row: 7, version: 2, state: "{2}")
        #expect(recent.game(row: 7, version: 2, state: "{2}") == "v2")
        #expect(recent.game(row: 7, version: 1, state: "{1}") == nil)
        #expect(recent.count == 1)
    }

    @Test("past the limit the oldest rows are forgotten, and the count never grows beyond it")
    func bounded() {
        let recent = RecentGames<Int>(limit: 3)
        for row in 1...10 {
            recent.keep(row, row: Int64(row), version: 1, state: "")
            #expect(recent.count <= 3)
        }
        #expect(recent.game(row: 10, version: 1, state: "") == 10)
        #expect(recent.game(row: 8, version: 1, state: "") == 8)
        #expect(recent.game(row: 7, version: 1, state: "") == nil)
        #expect(recent.game(row: 1, version: 1, state: "") == nil)
    }

    @Test("a kept page is what a player sees only for the same session, version, stored text and address")
    func shownPages() {
        let pages = RenderedPages(limit: 4)
        let page = RenderedPages.Page(tag: "t", session: "s", version: 3, state: "{3}", query: ["at": "40"], plain: [1])
        pages.keep(page, row: 7)
        #expect(pages.shown(row: 7, session: "s", version: 3, state: "{3}", query: ["at": "40"])?.plain == [1])
        #expect(pages.shown(row: 7, session: "other", version: 3, state: "{3}", query: ["at": "40"]) == nil)
        #expect(pages.shown(row: 7, session: "s", version: 2, state: "{3}", query: ["at": "40"]) == nil)
        #expect(pages.shown(row: 7, session: "s", version: 3, state: "{edited}", query: ["at": "40"]) == nil)
        #expect(pages.shown(row: 7, session: "s", version: 3, state: "{3}", query: [:]) == nil)
        #expect(pages.shown(row: 8, session: "s", version: 3, state: "{3}", query: ["at": "40"]) == nil)
        #expect(pages.page(row: 7, tag: "t")?.plain == [1] && pages.page(row: 7, tag: "u") == nil)
    }
}
