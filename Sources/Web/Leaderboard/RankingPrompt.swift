import Storage

/// On a win that ranks, the overlay asks for a name (prefilled with the one used last in this
/// session) and says which place the result takes; once named, it says where it stands.
struct RankingPrompt: Sendable {
    let scoreID: Int64
    let place: Int
    let boardTitle: String
    let boardHref: String
    let name: String
    let named: Bool

    /// The prompt for a finished game, when that game put a result on a board.
    static func forGame(_ record: GameRecord, app: App, visit: Visit) throws -> RankingPrompt? {
        guard let finishedAt = record.finishedAt else { return nil }
        return try app.database.read { c -> RankingPrompt? in
            if let entry = try ScoreStore.forGame(c, gameID: record.id),
               let boards = LeaderboardBoards.find(key: "\(record.kind)/\(record.level)") {
                return try prompt(c, entry, boards, visit)
            }
            // Per-session boards (Tic-Tac-Toe) rank a session's best; prompt when this game set it.
            for boards in LeaderboardBoards.all where boards.game == record.kind && boards.isPerSession {
                if let entry = try ScoreStore.sessionEntry(c, board: boards.board, sessionID: record.sessionID),
                   entry.createdAt == finishedAt {
                    return try prompt(c, entry, boards, visit)
                }
            }
            return nil
        }
    }

    private static func prompt(_ c: Connection, _ entry: ScoreEntry, _ boards: LeaderboardBoards, _ visit: Visit) throws -> RankingPrompt {
        RankingPrompt(
            scoreID: entry.id,
            place: try ScoreStore.rank(c, board: boards.board, entry: entry, since: nil),
            boardTitle: "\(boards.gameTitle) \(boards.title)",
            boardHref: "/leaderboard?game=\(boards.game)#board-\(boards.level)",
            name: entry.name ?? visit.session.name ?? "",
            named: entry.name != nil)
    }
}

extension RankingPrompt: TemplateFields {
    var templateFields: TemplateObject {
        ["scoreID": .init(scoreID), "place": .init(place), "boardTitle": .init(boardTitle),
         "boardHref": .init(boardHref), "name": .init(name), "named": .init(named)]
    }
}
