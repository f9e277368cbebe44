import Games

/// What a visitor may do to a match, each checked against who they are (`Role`) and where the round stands.
/// A refusal changes nothing and says why (`OnlineRefusal`); an accepted action changes the match in memory, which
/// the caller saves with a version check.
extension OnlineMatch {
    /// Puts `sessionID` on the free side; the side to move gets the turn now that both sides are seated.
    mutating func join(_ role: Role, session sessionID: String, now: Int64) throws(OnlineRefusal) {
        switch role {
        case .player(let side): throw .conflict("You already play \(side.rawValue) in this game.")
        case .spectator: throw .conflict("Both sides are taken: you can watch this game, not join it.")
        case .invited(let side):
            if side == Self.opening { record.xSession = sessionID } else { record.oSession = sessionID }
            if isSeated { record.turnStartedAt = now }
        }
    }

    /// Plays the move `role`'s side posted with the board's form (`TwoPlayerGame.move(from:by:)`), or typed into
    /// the move box (`typedMove(_:by:)`), whose every refusal by the rules is a slip: a note, nothing changed.
    mutating func move(_ role: Role, fields: FormFields, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        let typed = fields[TypedText.field]
        let tapped = typed == nil ? game.move(from: fields, by: side) : nil
        guard typed != nil || tapped != nil else {
            throw .badForm("That move did not say which square: reload the page and try again.")
        }
        try mayPlay(side)
        guard game.turn == side else {
            throw .conflict("It is \(game.turn.rawValue)’s turn: wait for your friend’s move.")
        }
        let move: Core.Move
        do throws(Core.Failure) {
            if let tapped { move = tapped } else { move = try game.typedMove(typed ?? "", by: side) }
            try game.apply(move)
        } catch {
            if typed != nil { throw .slip(error.typedSlip ?? TypedText.unclear) }
            throw error.isFormError ? .badForm(error.message) : .conflict(error.message)
        }
        record.lastMove = move.text
        record.lastMoveVersion = record.version + 1
        record.state = game.storedForm
        record.turnStartedAt = now
        if let winner = game.winner {
            record.result = Self.seat(winner)
        } else if game.outcome.isOver {
            record.result = "draw"
        }
    }

    mutating func resign(_ role: Role) throws(OnlineRefusal) {
        let side = try player(role)
        try mayPlay(side)
        record.result = Self.seat(side.other)
        record.ending = "resigned"
    }

    /// Wins the round for `role`'s side when the side to move has been silent for `silence`.
    mutating func claim(_ role: Role, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        try mayPlay(side)
        guard let claimable = claimableAt(by: side) else {
            throw .conflict("It is your turn: there is nothing to claim.")
        }
        guard now >= claimable else {
            throw .conflict("\(side.other.rawValue) has \(Self.minutes(claimable - now)) left to move before you can claim the game.")
        }
        record.result = Self.seat(side)
        record.ending = "claimed"
    }

    /// Offers a new round once this one is over; it starts only when the other side accepts (`accept`). An offer
    /// made while the other side's stands is that acceptance (both asked at once).
    mutating func rematch(_ role: Role, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        guard isOver else { throw .conflict("This game is still going on: finish it (or resign) first.") }
        switch rematchOffer {
        case nil: record.rematchOffer = Self.seat(side)
        case side: throw .conflict("You have offered a rematch already: it starts when your friend accepts it.")
        default: startRematch(now: now)
        }
    }

    /// Accepts the other side's offer: a new round at the same link with the sides swapped, so who opens alternates.
    mutating func accept(_ role: Role, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        guard isOver else { throw .conflict("This game is still going on: finish it (or resign) first.") }
        switch rematchOffer {
        case side.other: startRematch(now: now)
        case side: throw .conflict("You offered this rematch: it starts when your friend accepts it.")
        default: throw .conflict("Nobody has offered a rematch yet.")
        }
    }

    private mutating func startRematch(now: Int64) {
        (record.xSession, record.oSession) = (record.oSession, record.xSession)
        game = Core.betweenTwoPlayers()
        record.state = game.storedForm
        record.result = "playing"
        record.ending = nil
        record.rematchOffer = nil
        record.lastMove = nil
        record.lastMoveVersion = nil
        record.round += 1
        record.turnStartedAt = now
    }

    private func player(_ role: Role) throws(OnlineRefusal) -> Side {
        switch role {
        case .player(let side): return side
        case .invited(let side): throw .forbidden("Join the game as \(side.rawValue) first: only its two players can play.")
        case .spectator: throw .forbidden("You are watching this game: only its two players can play.")
        }
    }

    private func mayPlay(_ side: Side) throws(OnlineRefusal) {
        guard !isOver else { throw .conflict("This game is over. Ask for a rematch to play again.") }
        guard isSeated else { throw .conflict("Waiting for \(side.other.rawValue) to join: send your friend the link.") }
    }

    /// "3 minutes", "1 minute", rounded up: what a player waits for.
    static func minutes(_ milliseconds: Int64) -> String {
        let minutes = max(1, (milliseconds + 59_999) / 60_000)
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}

/// Why an action on a match was refused: a player's page with this message and status, nothing changed.
struct OnlineRefusal: Error, Equatable {
    let status: Int
    let message: String
    /// A typed move's slip (`NamedSlips`): the page says its note near the board, as a game page does.
    var slip: String? = nil

    /// The form could not be read.
    static func badForm(_ message: String) -> OnlineRefusal { OnlineRefusal(status: 400, message: message) }
    /// Not this visitor's to do (a spectator, someone who has not joined).
    static func forbidden(_ message: String) -> OnlineRefusal { OnlineRefusal(status: 403, message: message) }
    /// Not now: out of turn, the game over or not started, the side taken.
    static func conflict(_ message: String) -> OnlineRefusal { OnlineRefusal(status: 409, message: message) }
    /// A typed move the rules refuse, by the slip's name.
    static func slip(_ name: String) -> OnlineRefusal { OnlineRefusal(status: 303, message: "", slip: name) }
}
