import Storage

/// A session's online record: rounds with friends won, lost and drawn. Never ranked (two sessions could be one
/// person); one game's, shown on its match page (and in the Tic-Tac-Toe page's tally).
struct OnlineRecord: Sendable, Hashable {
    let won: Int
    let lost: Int
    let draw: Int

    static let none = OnlineRecord(won: 0, lost: 0, draw: 0)

    var isEmpty: Bool { won + lost + draw == 0 }

    /// The record as a page shows it: each number as the page's language writes it.
    struct Shown {
        let won: String
        let lost: String
        let draw: String
    }

    var shown: Shown {
        Shown(won: ShownNumber.integer(won), lost: ShownNumber.integer(lost), draw: ShownNumber.integer(draw))
    }

    static func read(_ c: Connection, sessionID: String, game: String) throws -> OnlineRecord {
        let tally = try OnlineMatchStore.tally(c, sessionID: sessionID, game: game)
        return OnlineRecord(won: tally.won, lost: tally.lost, draw: tally.draw)
    }
}
