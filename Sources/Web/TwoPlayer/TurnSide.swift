import Games

/// One side of a two-player game as its game bar shows it (`Templates/partials/turns.mustache`, on the game page
/// and the online match page alike): its piece, who plays it, lit while it is to move, marked once it won.
struct TurnSide: Sendable {
    let symbol: String
    /// Who plays it: "Player X", "You (X)", "Computer (O)", online "Friend (O)" or "Waiting (O)".
    let label: String
    /// Said before the label to screen readers only: "Computer," where the label names the computer's level.
    let spoken: String?
    /// `side side-x`, and `active` while it is to move, `winner` once it won, `computer` for the computer's.
    let classes: String
    let active: Bool
    /// The player's own piece on their turn: with JavaScript on it can be dragged onto a square (tictactoe.js).
    let draggable: Bool

    /// `computer`: the side the computer plays, marked so its reply can flash (Tic-Tac-Toe's stylesheet).
    init<Side: TwoPlayerSide>(_ side: Side, label: String, spoken: String? = nil, active: Bool, won: Bool,
                              computer: Bool = false, draggable: Bool) {
        var classes = ["side", "side-\(side.rawValue.lowercased())"]
        if active { classes.append("active") }
        if won { classes.append("winner") }
        if computer { classes.append("computer") }
        symbol = side.rawValue
        self.label = label
        self.spoken = spoken
        self.classes = classes.joined(separator: " ")
        self.active = active
        self.draggable = draggable
    }

    /// The sides of a game on one device: two players ("Player X"), or `human` against the computer ("You (X)",
    /// "Computer (O)", or with `level`, the level's name as shown, "Impossible (O)"). `marksComputer` gives the computer's side the class
    /// `computer`; `dragsPieces` lets the player drag their piece on their turn (the game's script supports it).
    static func onOneDevice<Core: TwoPlayerGame>(_ game: Core, human: Core.Side?, level: String? = nil,
                                                 marksComputer: Bool = false, dragsPieces: Bool = false) -> [TurnSide] {
        let over = game.outcome.isOver
        return Core.Side.allCases.map { side in
            let active = !over && game.turn == side
            let computer = human.map { $0 != side } ?? false
            let label = human == nil ? localized("Player {{side}}", ["side": side.rawValue])
                : !computer ? localized("You ({{side}})", ["side": side.rawValue])
                : level.map { localized("{{level}} ({{side}})", ["level": $0, "side": side.rawValue]) }
                    ?? localized("Computer ({{side}})", ["side": side.rawValue])
            return TurnSide(side, label: label, spoken: computer && level != nil ? localized("Computer,") : nil, active: active,
                            won: game.winner == side, computer: marksComputer && computer,
                            draggable: dragsPieces && active && !computer)
        }
    }
}

extension TurnSide: TemplateFields {
    var templateFields: TemplateObject {
        ["symbol": .init(symbol), "label": .init(label), "spoken": .init(spoken), "classes": .init(classes), "active": .init(active),
         "draggable": .init(draggable)]
    }
}
