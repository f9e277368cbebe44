import Games
import Storage
import WordSearch

extension WordSearchGame: PlayableGame {
    static var kind: String { "wordsearch" }
    static var section: PageChrome.Section { .wordSearch }
    /// Timed from the first view of the board to the last word found.
    static var timedFromCreation: Bool { true }

    /// A new game: a level with a shipped word list, or the player's own words from the form
    /// (`custom=text`) or from a pasted (`json`) or uploaded (`jsonFile`) JSON document (`custom=json`).
    static func start(_ fields: [String: String], seed: UInt64) throws(WordSearchError) -> WordSearchGame {
        let params: WordSearchParams
        switch fields["custom"] {
        case "text":
            params = try WordSearchParams.custom(wordsText: fields["words"] ?? "", size: fields["size"] ?? "",
                                                 reveals: fields["reveals"] ?? "")
        case "json":
            // A chosen file wins over pasted text: the file input is the later, deliberate choice.
            let uploaded = fields["jsonFile"] ?? ""
            let document = uploaded.isEmpty ? fields["json"] ?? "" : uploaded
            guard !document.allSatisfy(\.isWhitespace) else {
                throw .badParams(uploaded.isEmpty ? "Paste a JSON document or choose a file with one."
                                                  : "The chosen file is empty: choose a file with a JSON document.")
            }
            params = try WordSearchParams.custom(json: Array(document.utf8))
        case nil, "":
            let levelName = fields["level"] ?? ""
            guard let level = levelName.isEmpty ? .easy : Level(rawValue: levelName), level != .custom else {
                throw .badParams("Choose Easy, Medium or Hard, or enter your own words.")
            }
            let listID = fields["list"] ?? ""
            guard listID.isEmpty || WordLists.list(id: listID) != nil else {
                throw .badParams("There is no word list called \(listID.prefix(40)).")
            }
            params = WordSearchParams.preset(level, listID: listID.isEmpty ? WordLists.original.id : listID, seed: seed)
        default:
            throw .badParams("A custom game comes from a word list or a JSON document.")
        }
        return WordSearchGame(params: params, seed: seed)
    }

    func playAgain(seed: UInt64) -> WordSearchGame {
        guard params.level != .custom, let listID = params.listID else { return WordSearchGame(params: params, seed: seed) }
        return WordSearchGame(params: .preset(params.level, listID: listID, seed: seed), seed: seed)
    }

    /// A tap, a reveal, or (from the drag enhancement) a whole selection: `from` then `cell`.
    static func parseMove(_ fields: [String: String], in game: WordSearchGame) throws(WordSearchError) -> [WordSearchMove] {
        let move = try parseMove(fields)
        guard fields["from"] != nil, case .tap = move else { return [move] }
        guard let from = fields.integer("from") else { throw .badMove("That selection does not start on this board.") }
        // A drag replaces any first tap waiting for its second: tapping it again cancels it.
        let cancel = game.pendingStart.map { [WordSearchMove.tap($0)] } ?? []
        return cancel + [.tap(from), move]
    }

    /// Applies a selection as one move: all of it, or (on an error) none of it.
    mutating func apply(_ moves: [WordSearchMove]) throws(WordSearchError) {
        var next = self
        for move in moves { try next.apply(move) }
        self = next
    }

    static func status(of error: WordSearchError) -> Int {
        switch error {
        case .badMove, .badParams, .outOfRange: 400
        case .noRevealsLeft, .alreadyFound, .gameOver: 422
        }
    }

    var levelKey: String { params.level.rawValue }
    var hasStarted: Bool { true }

    /// A won preset game goes on its board: time from first view to last word, reveals as the penalty.
    static func gameFinished(_ c: Connection, game: WordSearchGame, record: GameRecord, now: Int64) throws {
        guard game.outcome == .won, let boards = LeaderboardBoards.wordSearch(game.levelKey) else { return }
        try boards.recordWin(c, record, penalty: game.revealsUsed, now: now) { _ in Double(game.foundCount) }
    }

    static func pageModel(_ view: GameView<WordSearchGame>) throws -> WordSearchPage {
        try WordSearchPage(view)
    }
}
