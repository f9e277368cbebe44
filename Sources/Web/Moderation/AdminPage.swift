import Storage

/// `/admin` before the operator's token is given: one password field.
struct AdminSignInPage {
    let page: PageChrome
    let errorMessage: Bool

    init(flash: String? = nil) {
        page = PageChrome(title: "Moderation", csrf: "", current: nil, stylesheet: "leaderboard.css", flash: flash)
        errorMessage = flash != nil
    }
}

/// `/admin` with the token: the newest named results with buttons to hide them, and the banned sessions.
/// Every button is a form post carrying the token, which is also what makes the forms safe from other sites.
struct AdminPage {
    struct Line {
        let id: Int64
        let board: String
        let value: String
        let name: String
        /// The name an operator set aside, shown struck through.
        let hiddenName: String?
        let hidden: Bool
        let canHideName: Bool
        let canShow: Bool
        let session: String
        let sessionShort: String
        let banned: Bool
        let date: String
    }

    /// A result held for its pace, with what the operator needs to judge it: why, its moves' times, its replay.
    struct Held {
        let id: Int64
        let board: String
        let value: String
        let reason: String
        let moves: String
        let replayHref: String?
        let sessionShort: String
        let date: String
    }

    struct Ban {
        let session: String
        let date: String
    }

    let page: PageChrome
    /// Repeated in every form of the page: the page's only credential.
    let token: String
    let lines: [Line]
    let empty: Bool
    let held: [Held]
    let hasHeld: Bool
    let bans: [Ban]
    let hasBans: Bool
    let errorMessage: Bool

    init(token: String, scores: [ModeratedScore], held: [(score: ModeratedScore, moves: [LoggedMove])] = [],
         bans: [(sessionID: String, bannedAt: Int64)], flash: String?, isError: Bool) {
        page = PageChrome(title: "Moderation", csrf: "", current: nil, stylesheet: "leaderboard.css", flash: flash)
        self.token = token
        lines = scores.map { score in
            Line(id: score.id, board: score.boardTitle, value: score.valueText, name: score.name ?? "",
                 hiddenName: score.hiddenName, hidden: score.isHidden, canHideName: score.name != nil,
                 canShow: score.isHidden || score.hiddenName != nil, session: score.sessionID,
                 sessionShort: String(score.sessionID.prefix(8)), banned: score.isBanned, date: score.day)
        }
        empty = scores.isEmpty
        self.held = held.map { score, moves in
            Held(id: score.id, board: score.boardTitle, value: score.valueText, reason: score.held ?? "",
                 moves: Self.times(moves), replayHref: score.replayHref, sessionShort: String(score.sessionID.prefix(8)),
                 date: score.day)
        }
        hasHeld = !held.isEmpty
        self.bans = bans.map { Ban(session: $0.sessionID, date: ISODay.format($0.bannedAt)) }
        hasBans = !bans.isEmpty
        errorMessage = isError
    }

    /// The moves and the time of each from the game's clock ("r40 0.00 s, r12 0.05 s, …"), the first
    /// `movesShown`: a script's even, machine-fast rhythm shows there.
    static let movesShown = 40

    static func times(_ moves: [LoggedMove]) -> String {
        let shown = moves.prefix(movesShown).map { "\($0.text) \(LeaderboardBoard.seconds($0.atMilliseconds))" }
        return shown.joined(separator: ", ") + (moves.count > movesShown ? ", … (\(moves.count) moves)" : "")
    }
}
