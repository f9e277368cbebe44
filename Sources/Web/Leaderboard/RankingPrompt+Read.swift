import Storage

extension RankingPrompt {
    /// The prompt for a finished game, when that game put a result on a board; nil while it is played.
    static func read(_ c: Connection, _ record: GameRecord, session: SessionRecord) throws -> RankingPrompt? {
        guard let finishedAt = record.finishedAt else { return nil }
        if let entry = try ScoreStore.forGame(c, gameID: record.id), let boards = LeaderboardBoard.of(record) {
            return try prompt(c, entry, boards, session)
        }
        // Per-session boards (Tic-Tac-Toe) rank a session's best; prompt when this game set it.
        for boards in GameRegistry.game(record.kind)?.boards ?? [] where boards.isPerSession {
            if let entry = try ScoreStore.sessionEntry(c, board: boards.board, sessionID: record.sessionID),
               entry.createdAt == finishedAt {
                return try prompt(c, entry, boards, session)
            }
        }
        return nil
    }

    private static func prompt(_ c: Connection, _ entry: ScoreEntry, _ boards: LeaderboardBoard,
                               _ session: SessionRecord) throws -> RankingPrompt {
        RankingPrompt(
            scoreID: entry.id,
            place: try ScoreStore.rank(c, board: boards.board, entry: entry, since: nil),
            boardTitle: Placeholders.fill(localized("{{game}} {{board}}"),
                                          ["game": boards.localizedGameTitle, "board": boards.localizedTitle]),
            boardHref: boards.href,
            name: entry.name ?? session.name ?? "",
            named: entry.name != nil,
            held: entry.gameID == nil ? nil : try ScoreStore.heldReason(c, scoreID: entry.id))
    }
}
