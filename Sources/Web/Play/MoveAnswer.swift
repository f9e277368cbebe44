import HTTP
import Storage

/// The answer to an accepted move (or a slip): a 303 to the game page, or for the script (`X-Minigames-Fragment: 1`)
/// a 200 with the parts a move changes (`MoveFragment`), leaving out cells unchanged since the `X-Minigames-View`
/// page. Any other outcome answers as without the header, and the script then posts the form the plain way.
struct MoveAnswer<Pages: GamePages>: Sendable {
    typealias Loaded = CurrentGames<Pages>.Loaded
    typealias Before = GameMoves<Pages>.Before
    static var fragmentHeader: String { "X-Minigames-Fragment" }
    static var viewHeader: String { "X-Minigames-View" }
    static var locationHeader: String { "X-Minigames-Location" }
    let pages: GamePageRenderer<Pages>
    var games: CurrentGames<Pages> { pages.games }
    var app: App { pages.app }
    var rendered: RenderedPages { pages.rendered }

    /// `game`: the game as the move left it (saved, or untouched by a slip), shown without reading it again.
    /// The move is saved by now: when what its parts need cannot be read in time (the page's statistics), the plain
    /// 303 still tells the truth, where a 503 would say it was not taken.
    func answer(_ visit: Visit, location: String, before: Before?, game: Loaded?) throws -> Response {
        guard visit.request.header(Self.fragmentHeader) == "1" else { return .redirect(to: location) }
        do {
            return try fragment(visit, location: location, before: before, game: game) ?? .redirect(to: location)
        } catch let error as DatabaseError where error.meansCannotWrite {
            app.warnings.warn("a move's parts were not read, its page instead: \(error)")
            return .redirect(to: location)
        }
    }

    /// The page at `location` rendered as its GET would be (same query, so the same focus, note and event), and
    /// cut down to the parts a move changes; nil when that page has not the play-area structure. The page is kept
    /// as the GET's (`RenderedPages`): the address's GET, a reload, and the next move's "before" reuse it.
    private func fragment(_ visit: Visit, location: String, before: Before?, game: Loaded?) throws -> Response? {
        guard let pageVisit = visitOfPage(visit, address: location) else { return nil }
        let loaded = try game ?? pages.boards.currentOrPreview(pageVisit)
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try games.readPageData(c, record, visit.session) }
        let current = Loaded(record: record, game: loaded.game, data: data, shownAt: loaded.shownAt)
        // Before keeping the page after the move, which takes the place of the one the player was looking at.
        let shown = try shownPage(visit, record: record, data: data, before: before)
        let page: [UInt8]
        if loaded.shownAt != nil {
            page = try pages.renderBytes(current, pageVisit)
        } else {
            let tag = pages.pageTag(record, data, pageVisit)
            page = try (rendered.page(row: record.id, tag: tag) ?? pages.keepRendered(current, tag: tag, pageVisit)).plain
        }
        guard let body = MoveFragment.make(after: page, before: shown) else { return nil }
        var response = Response.page(body)
        response.setHeader(Self.fragmentHeader, "1")
        response.setHeader(Self.locationHeader, location)
        return response
    }

    /// The page the player was looking at (`X-Minigames-View`), for its cells: the row's kept page when it is that
    /// very page, else the game rendered under that address. Not for the game's first version: its page may show
    /// what came before (Tic-Tac-Toe's fading pieces), which a rendering now would not, replaying the fade.
    private func shownPage(_ visit: Visit, record: GameRecord, data: CurrentGames<Pages>.PageData, before: Before?) throws -> [UInt8]? {
        guard let before, before.version > 1, let view = visit.request.header(Self.viewHeader), view.utf8.count <= 512,
              let viewVisit = visitOfPage(visit, address: view) else { return nil }
        if let kept = rendered.shown(row: record.id, session: visit.session.id, version: before.version,
                                     state: before.state, query: viewVisit.request.query) {
            return kept.plain
        }
        return try pages.renderBytes(Loaded(record: record, game: before.game, data: data), viewVisit)
    }

    /// The visit of a GET of `address` (`/<game>?<query>#<fragment>`) by the same session, now stored; nil for an
    /// address of another page.
    private func visitOfPage(_ visit: Visit, address: String) -> Visit? {
        let target = address.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0] == Pages.path else { return nil }
        let query: [String: String]
        if parts.count > 1 {
            guard let parsed = try? FormData.parse(String(parts[1])) else { return nil }
            query = parsed.fields
        } else {
            query = [:]
        }
        let request = Request(method: "GET", path: String(parts[0]), query: query, headers: visit.request.headers,
                              cookies: visit.request.cookies, peerAddress: visit.request.peerAddress)
        return Visit(request: request, session: visit.session, isStored: true, now: visit.now)
    }
}
