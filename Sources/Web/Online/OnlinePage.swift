import Storage
import TicTacToe

/// The flat view of a match's page (`tictactoe/online`), as one visitor sees it: a player, someone invited to take
/// the free side, or a spectator. The board is the Tic-Tac-Toe page's markup, so its styles and labels are the same.
struct OnlinePage {
    struct Cell {
        let index: Int
        let symbol: String
        let label: String
        let classes: String
        let disabled: Bool
    }

    struct Side {
        let symbol: String
        let label: String
        let classes: String
        let active: Bool
    }

    struct Invite {
        let heading: String
        let text: String
        let link: String
        /// Inline SVG, or nil when the link cannot be drawn.
        let qr: String?
    }

    let page: PageChrome
    /// The match's address; its forms post to `path/<action>` and its events come from `path/events`.
    let path: String
    let version: Int
    /// Reload every 2 s without JavaScript: while it is not this visitor's turn (a spectator of a finished game
    /// has nothing to wait for), unless the visitor stopped it (`?still`: WCAG 2.2.1, a timed refresh the user can
    /// turn off; the page then offers to look again or to resume).
    let refresh: Bool
    let paused: Bool
    /// The query that stops the reloading.
    static let stillParameter = "still"
    let statusText: String
    let sides: [Side]
    let cells: [Cell]
    let boardClasses: String
    let joinSide: String?
    let canResign: Bool
    let canClaim: Bool
    let canRematch: Bool
    let invite: Invite?
    /// The visitor's online record, once they have one.
    let record: OnlineRecord?
    let errorMessage: Bool

    /// `session` is the visitor's, `now` the time of the visit, `link` the match's address to copy and scan.
    init(_ match: OnlineMatch, session: SessionRecord, now: Int64, link: String, record: OnlineRecord,
         message: String?, isError: Bool, still: Bool = false) {
        let game = match.game
        let role = match.role(of: session.id)
        let mine: Mark? = if case .player(let side) = role { side } else { nil }
        let over = match.isOver
        let myTurn = !over && match.isSeated && mine == game.turn
        let winning = Set(game.board.winningLine ?? [])

        page = PageChrome(title: "Tic-Tac-Toe with a friend", csrf: session.csrfToken, current: TicTacToePages.entry.href,
                          stylesheet: TicTacToePages.entry.stylesheet, flash: message, sound: session.sound,
                          vibration: session.vibration)
        path = "\(App.onlinePath)/\(match.record.token)"
        version = match.record.version
        errorMessage = isError
        let waits = switch role {
        case .player: !myTurn
        case .invited: false
        case .spectator: !over
        }
        refresh = waits && !still
        paused = waits && still
        statusText = Self.status(match, role: role)
        sides = Mark.allCases.map { side in
            let active = !over && match.isSeated && game.turn == side
            var classes = ["side", "side-\(side.rawValue.lowercased())"]
            if active { classes.append("active") }
            if match.result == .won(side) { classes.append("winner") }
            let who = match.session(of: side) == nil ? "Waiting" : mine == nil ? "Player" : side == mine ? "You" : "Friend"
            return Side(symbol: side.rawValue, label: "\(who) (\(side.rawValue))", classes: classes.joined(separator: " "),
                        active: active)
        }
        cells = Board.positions.map { index in
            let mark = game.board[index]
            var classes = ["cell"]
            var label = "Row \(index / 3 + 1), column \(index % 3 + 1), \(mark?.rawValue ?? "empty")"
            if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
            if winning.contains(index) {
                classes.append("winning")
                label += ", part of the winning line"
            }
            return Cell(index: index, symbol: mark?.rawValue ?? "", label: label, classes: classes.joined(separator: " "),
                        disabled: !myTurn || mark != nil)
        }
        boardClasses = ["board", TicTacToePage.lineClass(game.board.winningLine), over ? "over" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        if case .invited(let side) = role { joinSide = side.rawValue } else { joinSide = nil }
        canResign = mine != nil && !over && match.isSeated
        canClaim = mine.flatMap { match.claimableAt(by: $0) }.map { now >= $0 } ?? false
        canRematch = mine != nil && over
        invite = mine.map { side in
            let waiting = !match.isSeated
            return Invite(
                heading: waiting ? "Invite a friend" : "Let others watch",
                text: waiting ? "Send this link, or let your friend scan the code: the first to join plays \(side.other.rawValue)."
                    : "Anyone else who opens it can watch.",
                link: link, qr: waiting ? QRCode.svg(link, label: "QR code of the link to this game") : nil)
        }
        self.record = record.isEmpty ? nil : record
    }

    private static func status(_ match: OnlineMatch, role: OnlineMatch.Role) -> String {
        let turn = match.game.turn.rawValue
        switch (match.result, role) {
        case (.playing, .invited(let side)):
            return "Your friend invites you to play: join as \(side.rawValue)."
        case (.playing, _) where !match.isSeated:
            return "Waiting for \(match.freeSide?.rawValue ?? "") to join…"
        case (.playing, .player(let side)):
            return side == match.game.turn ? "Your turn: place an \(turn)." : "Waiting for \(turn)…"
        case (.playing, _):
            return "\(turn) to move."
        case (.draw, _):
            return "It’s a tie."
        case (.won(let winner), .player(let side)):
            let how = switch match.record.ending {
            case "resigned": winner == side ? "\(side.other.rawValue) resigned: " : "You resigned: "
            case "claimed": winner == side ? "\(side.other.rawValue) stayed silent: " : "You stayed silent too long: "
            default: ""
            }
            return how + (winner != side ? "\(winner.rawValue) wins." : how.isEmpty ? "You win!" : "you win!")
        case (.won(let winner), _):
            let how = switch match.record.ending {
            case "resigned": " (\(winner.other.rawValue) resigned)"
            case "claimed": " (\(winner.other.rawValue) stayed silent)"
            default: ""
            }
            return "\(winner.rawValue) wins\(how)."
        }
    }
}
