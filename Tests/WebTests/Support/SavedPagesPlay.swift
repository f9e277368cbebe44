import Foundation
import Storage
import Testing

/// A browser session playing through the routes on a site of its own, for recording `SavedRows`.
/// It knows where the mines and words are only by reading the stored `state` text as plain JSON;
/// everything it does to the games goes through the forms a player would post.
final class SavedPlay {
    let site: TestSite
    let client: TestClient
    var vars: [String: String] = [:]

    init(site: TestSite) throws {
        self.site = site
        client = site.client()
        #expect(try client.get("/").status == 200)
    }

    var sessionID: String { client.sessionID ?? "" }

    /// Time passes between taps, as it does for a player.
    func step(_ milliseconds: Int64 = 1_500) { site.clock.advance(by: milliseconds) }

    // MARK: - Through the routes

    @discardableResult
    func get(_ path: String) throws -> TestResponse {
        let response = try client.get(path)
        #expect(response.status == 200, "GET \(path)")
        return response
    }

    /// Posts a form as the page would (with the session's token and, for a move, the game's version); expects 303.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) throws -> TestResponse {
        step()
        var all = fields + [("csrf", try SavedPages.csrfToken(site: site, sessionID: sessionID))]
        if path.hasSuffix("/move"), let kind = path.split(separator: "/").first, let game = try current(String(kind)) {
            all.append(("version", String(game.int64("version") ?? 0)))
        }
        let response = try client.post(path, all)
        #expect(response.status == 303, "POST \(path) \(fields): \(response.status)", sourceLocation: sourceLocation)
        return response
    }

    // MARK: - Reading the stored rows with SQL

    func current(_ kind: String) throws -> Row? {
        try site.app.database.read { c in
            try c.queryOne("SELECT * FROM games WHERE session_id = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                           [.text(sessionID), .text(kind)])
        }
    }

    func outcome(_ kind: String) throws -> String { try current(kind)?.string("outcome") ?? "" }

    /// The current game's `state` as plain JSON.
    func state(_ kind: String) throws -> [String: Any] {
        let text = try #require(try current(kind)?.string("state"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// What the session has stored: its current game of each kind (and, with `history`, every finished
    /// one before it), every score row on the site and the session's name.
    func capture(history: Bool = false) throws -> SavedRows {
        try site.app.database.read { c in
            let games = try c.query(
                """
                SELECT * FROM games g WHERE session_id = ?
                    AND (id = (SELECT max(id) FROM games WHERE session_id = g.session_id AND kind = g.kind)
                         OR (? AND outcome <> 'playing'))
                ORDER BY id
                """, [.text(sessionID), .integer(history ? 1 : 0)])
            let ids = games.map { $0.int64("id") ?? 0 }
            let scores = try c.query("SELECT * FROM scores ORDER BY id")
            let name = try c.queryOne("SELECT name FROM sessions WHERE id = ?", [.text(sessionID)])?.string("name")
            return SavedRows(
                now: site.clock.now, sessionName: name, vars: vars,
                games: games.map { row in
                    SavedGameRow(kind: row.string("kind") ?? "", level: row.string("level") ?? "",
                                 state: row.string("state") ?? "", version: row.int64("version") ?? 0,
                                 outcome: row.string("outcome") ?? "", moves: row.int64("moves") ?? 0,
                                 createdAt: row.int64("created_at") ?? 0, startedAt: row.int64("started_at"),
                                 finishedAt: row.int64("finished_at"), updatedAt: row.int64("updated_at") ?? 0)
                },
                scores: scores.map { row in
                    SavedScoreRow(board: row.string("board") ?? "", game: row.int64("game_id").flatMap(ids.firstIndex(of:)),
                                  own: row.string("session_id") == sessionID, value: row.int64("value") ?? 0,
                                  penalty: row.int64("penalty") ?? 0, rankValue: row.int64("rank_value") ?? 0,
                                  rankBucket: row.int64("rank_bucket") ?? 0, detail: row.double("detail"),
                                  name: row.string("name"), createdAt: row.int64("created_at") ?? 0)
                })
        }
    }

    /// A score row written straight into the table, as `ScoreStore` would write it.
    func insertScore(board: String, own: Bool, value: Int64, higherIsBetter: Bool = false, penalty: Int64 = 0,
                     detail: Double? = nil, name: String?, at: Int64) throws {
        let rank = higherIsBetter ? -value : value
        try site.app.database.write { c in
            _ = try c.execute(
                """
                INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, name, created_at)
                VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)
                """,
                [.text(board), .text(own ? sessionID : "recorded-\(board)-\(value)-\(at)"), .integer(value),
                 .integer(penalty), .integer(rank), .integer(Self.bucket(rank)), SQLValue(detail), SQLValue(name), .integer(at)])
        }
    }

    /// The order-keeping bucket of a rank value: exact below 512, then 256 buckets per doubling.
    static func bucket(_ rank: Int64) -> Int64 {
        let magnitude = rank.magnitude
        guard magnitude >= 512 else { return rank }
        let exponent = 63 - magnitude.leadingZeroBitCount
        let bucket = Int64(exponent - 7) << 8 + Int64(magnitude >> UInt64(exponent - 8)) - 256
        return rank < 0 ? -bucket : bucket
    }

    // MARK: - Minesweeper

    func minesweeperNew(_ fields: [(String, String)]) throws { try post("/minesweeper/new", fields) }
    func reveal(_ cell: Int) throws { try post("/minesweeper/move", [("action", "reveal"), ("cell", "\(cell)")]) }
    func flag(_ cell: Int) throws { try post("/minesweeper/move", [("action", "flag"), ("cell", "\(cell)")]) }

    /// Where the mines are (from the stored hex: cell `i` is bit `i % 4` of digit `i / 4`) and what each cell shows.
    func minefield() throws -> (mines: [Bool], cells: [Character]) {
        let state = try state("minesweeper")
        let cells = Array(try #require(state["cells"] as? String))
        let hex = Array(try #require(state["mines"] as? String))
        let mines = cells.indices.map { index in
            (hex[index / 4].hexDigitValue ?? 0) >> (index % 4) & 1 == 1
        }
        return (mines, cells)
    }

    func mines() throws -> [Int] {
        let mines = try minefield().mines
        return mines.indices.filter { mines[$0] }
    }

    func safeCovered() throws -> [Int] {
        let (mines, cells) = try minefield()
        return cells.indices.filter { cells[$0] == "." && !mines[$0] }
    }

    /// Uncovers the first safe covered cell, `count` times (one may open others).
    func revealSafe(_ count: Int) throws {
        for _ in 0..<count { try reveal(try #require(try safeCovered().first)) }
    }

    func minesweeperWin() throws {
        for _ in 0..<1000 where try outcome("minesweeper") == "playing" {
            guard let next = try safeCovered().first else { break }
            try reveal(next)
        }
        #expect(try outcome("minesweeper") == "won")
    }

    // MARK: - Word Search

    /// The hidden words' first and last cells, from the stored `placed` list.
    func words() throws -> [(word: String, start: Int, end: Int)] {
        let state = try state("wordsearch")
        let width = try #require((state["params"] as? [String: Any])?["width"] as? Int)
        let placed = try #require(state["placed"] as? [[String: Any]])
        let steps: [String: (Int, Int)] = ["right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1),
                                           "downRight": (1, 1), "downLeft": (-1, 1), "upRight": (1, -1), "upLeft": (-1, -1)]
        return try placed.map { word in
            let text = try #require(word["word"] as? String), start = try #require(word["start"] as? Int)
            let (dx, dy) = try #require(steps[word["direction"] as? String ?? ""])
            return (text, start, start + (text.utf8.count - 1) * (dy * width + dx))
        }
    }

    func tap(_ cell: Int) throws { try post("/wordsearch/move", [("cell", "\(cell)")]) }
    func revealWord(_ index: Int) throws { try post("/wordsearch/move", [("reveal", "\(index)")]) }

    func find(_ index: Int) throws {
        let word = try words()[index]
        try tap(word.start)
        try tap(word.end)
    }

    // MARK: - Tic-Tac-Toe

    /// The board as the page shows it: nine of `X`, `O` and `.`.
    func board() throws -> [Character] {
        let page = try get("/tictactoe")
        let cells = page.body.matches(of: #/<button type="submit" name="cell" value="(\d)" class="([^"]*)"/#)
        #expect(cells.count == 9)
        return cells.map { $0.2.contains("mark-x") ? "X" : $0.2.contains("mark-o") ? "O" : "." }
    }

    func ticTacToeNew(_ mode: String, level: String = "impossible", mark: String = "X") throws {
        try post("/tictactoe/new", [("mode", mode), ("level", level), ("mark", mark)])
    }

    func play(_ cell: Int) throws {
        let board = try board()
        let turn = board.filter { $0 == "X" }.count > board.filter { $0 == "O" }.count ? "O" : "X"
        try post("/tictactoe/move", [("cell", "\(cell)"), ("mark", turn)])
    }

    /// Plays until the game is over, choosing each square with `choose` (given the board and the mark to play).
    func playToTheEnd(_ choose: ([Character], Character) -> Int) throws {
        for _ in 0..<9 where try outcome("tictactoe") == "playing" {
            let board = try board()
            let turn: Character = board.filter { $0 == "X" }.count > board.filter { $0 == "O" }.count ? "O" : "X"
            try play(choose(board, turn))
        }
    }

    static func firstFree(_ board: [Character], _ mark: Character) -> Int { board.firstIndex(of: ".") ?? 0 }

    /// A perfect move (the first of the best), by a full search of the little tree.
    static func perfect(_ board: [Character], _ mark: Character) -> Int {
        let other: Character = mark == "X" ? "O" : "X"
        let scored = board.indices.filter { board[$0] == "." }.map { move in
            var next = board
            next[move] = mark
            return (move: move, score: -score(next, other))
        }
        let best = scored.map(\.score).max() ?? 0
        return scored.first { $0.score == best }?.move ?? 0
    }

    /// +1 when `mark`, to move, wins with best play, 0 for a draw, -1 for a loss.
    static func score(_ board: [Character], _ mark: Character) -> Int {
        let other: Character = mark == "X" ? "O" : "X"
        let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
        if lines.contains(where: { $0.allSatisfy { board[$0] == other } }) { return -1 }
        let moves = board.indices.filter { board[$0] == "." }
        guard !moves.isEmpty else { return 0 }
        return moves.map { move in
            var next = board
            next[move] = mark
            return -score(next, other)
        }.max() ?? 0
    }
}
