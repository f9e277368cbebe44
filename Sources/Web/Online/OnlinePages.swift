import Games

/// What the site adds to a two-player game so two people can play it by link: its board on the match page and the
/// words of its win; the online frame does the rest, the same for every game. The template `<slug>/online` fills
/// only the `board` block of `online`, and the registry line says `online: .byLink(Self.self)`.
protocol OnlinePages: GamePages where Core: TwoPlayerGame {
    /// The board's fields in the `board` block (`{{board.…}}`).
    associatedtype OnlineBoard
    /// The board as the match page shows it: `playable` when it is the visitor's turn (its free squares are buttons),
    /// `over` once the round has ended.
    static func onlineBoard(_ game: Core, playable: Bool, over: Bool) -> OnlineBoard
    /// The result card's line for a round won on the board ("Three in a row for X.").
    static func onlineWin(_ winner: Core.Side) -> String
    /// The result card's line for a drawn round.
    static var onlineDraw: String { get }
    /// The status on the visitor's turn, with what the friend just played where the game says so.
    static func onlineTurn(_ game: Core, side: Core.Side) -> String
    /// The class of the page's frame that the game's stylesheet scopes its board by.
    static var onlineFrameClass: String { get }
    /// Who made `move` in `game` and the move's name as the match's sentence says it ("b2"; `OnlineSaid`).
    static func onlinePlaced(_ move: Core.Move, in game: Core) -> (Core.Side, String)?
    /// The sentence's end on the visitor's turn: "Your turn." (Ultimate says where to play).
    static func onlineYourTurn(_ game: Core) -> String
}

extension OnlinePages {
    static func onlineTurn(_ game: Core, side: Core.Side) -> String {
        localized("Your turn: place an {{side}}.", ["side": side.rawValue])
    }
    static var onlineFrameClass: String { slug }
    static func onlineYourTurn(_ game: Core) -> String { localized("Your turn.") }
    static var onlineTemplate: String { "\(slug)/online" }
}
