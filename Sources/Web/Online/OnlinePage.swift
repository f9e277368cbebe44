import Storage

/// The flat view of a match's page (`<slug>/online`, a frame `online` round the game's board), as one visitor sees
/// it: a player, someone invited to take the free side, or a spectator. The board is the game's
/// (`OnlinePages.onlineBoard`); everything round it is the same for every game.
struct OnlinePage<Pages: OnlinePages> {
    typealias Side = Pages.Core.Side

    struct Invite {
        let heading: String
        let text: String
        let link: String
        /// Inline SVG, or nil when the link cannot be drawn.
        let qr: String?
    }

    let page: PageChrome
    /// "Tic-Tac-Toe with a friend": the page's heading.
    let heading: String
    /// The game's own page, which the page links back to, and its title.
    let gameHref: String
    let gameTitle: String
    /// The class the game's stylesheet scopes its board by.
    let frameClass: String
    /// The match's address; its forms post to `path/<action>` and its events come from `path/events`.
    let path: String
    let version: Int
    /// Reload every 2 s without JavaScript: while it is not this visitor's turn (a spectator of a finished game
    /// has nothing to wait for), unless the visitor stopped it (`?still`: WCAG 2.2.1, a timed refresh the user can
    /// turn off; the page then offers to look again or to resume).
    let refresh: Bool
    let paused: Bool
    /// The query that stops the reloading.
    static var stillParameter: String { "still" }
    let statusText: String
    /// Whether the other player is on the match's page now ("Your friend is connected." or "… has left."), for a
    /// player once both sides are seated; nil otherwise.
    let presence: String?
    let friendHere: Bool
    let sides: [TurnSide]
    /// The game's board (`OnlinePages.onlineBoard`), drawn by the `board` block of its template.
    let board: Pages.OnlineBoard
    /// The visitor's side while it is their turn: the board's form names it, so one's own mark is drawn at once
    /// (press.js) before the answer comes.
    let turnMark: String?
    /// What the last change was for this visitor (`move`, or once the round is over `won`, `lost`, `draw`), for the
    /// page's script to answer with a sound or a vibration when it arrives in place.
    let event: String?
    /// No board while the creator waits for a friend: the invitation comes first.
    let showsBoard: Bool
    let joinSide: String?
    let canResign: Bool
    /// The second step of resigning (`?confirm=resign`): "Yes, resign" and "Keep playing" instead of "Resign…", so
    /// one stray tap under the board never ends the round.
    let confirmResign: Bool
    static var confirmParameter: String { "confirm" }
    let canClaim: Bool
    /// The card under the board once the round is over: who won, in the visitor's own words, and the rematch.
    let result: OnlineResult?
    /// The invitation at the top, while the creator waits for a friend to join.
    let inviteFirst: Invite?
    /// The link again under the board once both sides are seated, for others to watch.
    let invite: Invite?
    /// The visitor's online record, once they have one, its numbers as the page's language writes them.
    let record: OnlineRecord.Shown?
    let errorMessage: Bool
    /// What the last move did, in the visitor's words (`OnlineSaid`): the play area's first text, said once.
    let said: String?
    /// A typed move's slip, said near the board (`?note=`): nothing changed.
    let note: String?
    /// The move box (a player's move, anyone's reading) and where it posts.
    let moveBox: MoveBox
    let moveAction: String

    /// `session` is the visitor's, `now` the time of the visit, `link` the match's address to copy and scan.
    /// `isHere` says whether a session is on the match's page now (`OnlineHub.isHere`).
    init(_ match: OnlineMatch<Pages.Core>, session: SessionRecord, now: Int64, link: String, record: OnlineRecord,
         message: String?, isError: Bool, still: Bool = false, confirming: Bool = false,
         isHere: (String) -> Bool = { _ in false }, note: String? = nil,
         reading: (asked: String, board: ReadableBoard)? = nil) {
        let game = match.game
        let role = match.role(of: session.id)
        let mine: Side? = if case .player(let side) = role { side } else { nil }
        let over = match.isOver
        let myTurn = !over && match.isSeated && mine == game.turn
        let entry = Pages.entry

        heading = localized("{{game}} with a friend", ["game": entry.title])
        gameHref = entry.href
        gameTitle = entry.title
        frameClass = Pages.onlineFrameClass
        page = PageChrome(title: heading, csrf: session.csrfToken, current: entry.href, stylesheet: entry.stylesheet,
                          flash: message, sound: session.sound, vibration: session.vibration,
                          blind: session.blind)
        path = "\(OnlineController<Pages>.path)/\(match.record.token)"
        version = match.record.version
        errorMessage = isError
        // Without JavaScript the page reloads while there is something to wait for: the other side's move, or a
        // friend's answer to one's own rematch offer. A finished round otherwise stops reloading.
        let waits = switch role {
        case .player(let side): over ? match.rematchOffer == side : !myTurn
        case .invited: false
        case .spectator: !over
        }
        refresh = waits && !still
        paused = waits && still
        statusText = Self.status(match, role: role)
        let friend = mine.flatMap { match.session(of: $0.other) }
        let here = friend.map(isHere) ?? false
        friendHere = here
        presence = friend.map { _ in here ? localized("Your friend is connected.") : localized("Your friend has left.") }
        sides = Side.allCases.map { side in
            let active = !over && match.isSeated && game.turn == side
            let label = match.session(of: side) == nil ? localized("Waiting ({{side}})", ["side": side.rawValue])
                : mine == nil ? localized("Player ({{side}})", ["side": side.rawValue])
                : side == mine ? localized("You ({{side}})", ["side": side.rawValue])
                : localized("Friend ({{side}})", ["side": side.rawValue])
            return TurnSide(side, label: label, active: active, won: match.result == .won(side), draggable: active && myTurn)
        }
        board = Pages.onlineBoard(game, playable: myTurn, over: over)
        turnMark = myTurn ? mine?.rawValue : nil
        event = OnlineResult.event(match, mine: mine)
        if case .invited(let side) = role { joinSide = side.rawValue } else { joinSide = nil }
        canResign = mine != nil && !over && match.isSeated
        confirmResign = canResign && confirming
        canClaim = mine.flatMap { match.claimableAt(by: $0) }.map { now >= $0 } ?? false
        result = over ? OnlineResult(match, mine: mine, Pages.self) : nil
        let waitsForFriend = mine != nil && !match.isSeated
        showsBoard = !waitsForFriend
        // A path alone (no address to trust for this server) makes no code a phone could open.
        let qr = waitsForFriend && link.hasPrefix("http") ? QRCode.svg(link, label: localized("QR code of the link to this game")) : nil
        let invitation = mine.map { side in
            Invite(
                heading: waitsForFriend ? localized("Invite a friend") : localized("Let others watch"),
                text: !waitsForFriend ? localized("Anyone else who opens it can watch.")
                    : qr == nil ? localized("Send this link: the first to join plays {{side}}.",
                                            ["side": side.other.rawValue])
                    : localized("Send this link, or let your friend scan the code: the first to join plays {{side}}.",
                                ["side": side.other.rawValue]),
                link: link, qr: qr)
        }
        inviteFirst = waitsForFriend ? invitation : nil
        invite = waitsForFriend ? nil : invitation
        self.record = record.isEmpty ? nil : record.shown
        said = OnlineSaid.sentence(match, mine: mine, Pages.self)
        self.note = note
        moveAction = "\(path)/move"
        var answer: BoardAnswer? = nil
        if let reading {
            var board = reading.board
            board.status = statusText
            board.last = OnlineSaid.last(match, mine: mine, Pages.self)
            answer = BoardAnswer(reading.asked, board)
        }
        moveBox = MoveBox(blind: session.blind, reading: answer, noteID: note == nil ? nil : "note")
    }

    private static func status(_ match: OnlineMatch<Pages.Core>, role: OnlineMatch<Pages.Core>.Role) -> String {
        let turn = match.game.turn.rawValue
        switch (match.result, role) {
        case (.playing, .invited(let side)):
            return localized("Your friend invites you to play: join as {{side}}.", ["side": side.rawValue])
        case (.playing, _) where !match.isSeated:
            return localized("Waiting for {{side}} to join…", ["side": match.freeSide?.rawValue ?? ""])
        case (.playing, .player(let side)):
            return side == match.game.turn ? Pages.onlineTurn(match.game, side: side)
                : localized("Waiting for {{side}}…", ["side": turn])
        case (.playing, _):
            return localized("{{side}} to move.", ["side": turn])
        case (.draw, _):
            return localized("Draw.")
        case (.won(let winner), .player(let side)):
            let other = side.other.rawValue
            return switch (match.record.ending, winner == side) {
            case ("resigned", true): localized("{{side}} resigned: you win!", ["side": other])
            case ("resigned", false): localized("You resigned: you lost.")
            case ("claimed", true): localized("{{side}} stayed silent: you win!", ["side": other])
            case ("claimed", false): localized("You stayed silent too long: you lost.")
            case (_, true): localized("You win!")
            case (_, false): localized("You lost.")
            }
        case (.won(let winner), _):
            let values: KeyValuePairs<String, String> = ["winner": winner.rawValue, "side": winner.other.rawValue]
            return switch match.record.ending {
            case "resigned": localized("{{winner}} wins ({{side}} resigned).", values)
            case "claimed": localized("{{winner}} wins ({{side}} stayed silent).", values)
            default: localized("{{winner}} wins.", values)
            }
        }
    }
}
