import Games

/// What a visitor may do to a match, each checked against who they are (`Role`) and where the round stands.
/// A refusal changes nothing and says why (`OnlineRefusal`, in the page's language); an accepted action changes the
/// match in memory, which the caller saves with a version check.
extension OnlineMatch {
    /// Puts `sessionID` on the free side; the side to move gets the turn now that both sides are seated.
    mutating func join(_ role: Role, session sessionID: String, now: Int64) throws(OnlineRefusal) {
        switch role {
        case .player(let side): throw .conflict(localized("You already play {{side}} in this game.",
                                                          ["side": side.rawValue]))
        case .spectator: throw .conflict(localized("Both sides are taken: you can watch this game, not join it."))
        case .invited(let side):
            if side == Self.opening { record.xSession = sessionID } else { record.oSession = sessionID }
            if isSeated { record.turnStartedAt = now }
        }
    }

    /// Plays the move `role`'s side posted with the board's form (`TwoPlayerGame.move(from:by:)`), or typed into
    /// the move box (`typedMove(_:by:)`), whose every refusal by the rules is a slip: a note, nothing changed.
    /// `shown` says a refusal of the rules in the page's language (`GamePages.message`).
    mutating func move(_ role: Role, fields: FormFields, now: Int64,
                       shown: (Core.Failure) -> String) throws(OnlineRefusal) {
        let side = try player(role)
        let typed = fields[TypedText.field]
        let tapped = typed == nil ? game.move(from: fields, by: side) : nil
        guard typed != nil || tapped != nil else {
            throw .badForm(localized("That move did not say which square: reload the page and try again."))
        }
        try mayPlay(side)
        guard game.turn == side else {
            throw .conflict(localized("It is {{side}}’s turn: wait for your friend’s move.",
                                      ["side": game.turn.rawValue]))
        }
        let move: Core.Move
        do throws(Core.Failure) {
            if let tapped { move = tapped } else { move = try game.typedMove(typed ?? "", by: side) }
            try game.apply(move)
        } catch {
            if typed != nil { throw .slip(error.typedSlip ?? TypedText.unclear) }
            throw error.isFormError ? .badForm(shown(error)) : .conflict(shown(error))
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
            throw .conflict(localized("It is your turn: there is nothing to claim."))
        }
        guard now >= claimable else {
            throw .conflict(localized(one: "{{side}} has {{count}} minute left to move before you can claim the game.",
                                      other: "{{side}} has {{count}} minutes left to move before you can claim the game.",
                                      count: Self.minutes(claimable - now), ["side": side.other.rawValue]))
        }
        record.result = Self.seat(side)
        record.ending = "claimed"
    }

    /// Offers a new round once this one is over; it starts only when the other side accepts (`accept`). An offer
    /// made while the other side's stands is that acceptance (both asked at once).
    mutating func rematch(_ role: Role, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        guard isOver else { throw .conflict(localized("This game is still going on: finish it (or resign) first.")) }
        switch rematchOffer {
        case nil: record.rematchOffer = Self.seat(side)
        case side: throw .conflict(localized("You have offered a rematch already: it starts when your friend accepts it."))
        default: startRematch(now: now)
        }
    }

    /// Accepts the other side's offer: a new round at the same link with the sides swapped, so who opens alternates.
    mutating func accept(_ role: Role, now: Int64) throws(OnlineRefusal) {
        let side = try player(role)
        guard isOver else { throw .conflict(localized("This game is still going on: finish it (or resign) first.")) }
        switch rematchOffer {
        case side.other: startRematch(now: now)
        case side: throw .conflict(localized("You offered this rematch: it starts when your friend accepts it."))
        default: throw .conflict(localized("Nobody has offered a rematch yet."))
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
        case .invited(let side):
            throw .forbidden(localized("Join the game as {{side}} first: only its two players can play.",
                                       ["side": side.rawValue]))
        case .spectator: throw .forbidden(localized("You are watching this game: only its two players can play."))
        }
    }

    private func mayPlay(_ side: Side) throws(OnlineRefusal) {
        guard !isOver else { throw .conflict(localized("This game is over. Ask for a rematch to play again.")) }
        guard isSeated else {
            throw .conflict(localized("Waiting for {{side}} to join: send your friend the link.",
                                      ["side": side.other.rawValue]))
        }
    }

    /// The minutes a player waits for, rounded up: at least 1.
    static func minutes(_ milliseconds: Int64) -> Int {
        Int(max(1, (milliseconds + 59_999) / 60_000))
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
