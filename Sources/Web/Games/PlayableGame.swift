import Foundation
import Games
import Storage

/// What the shared game controller needs from a game core. Each game conforms in its own
/// `Web/<Game>` folder, so the controller is written once for all of them.
protocol PlayableGame: Codable, Sendable {
    associatedtype Move: Sendable
    associatedtype Failure: PlayerFacingError
    associatedtype PageModel

    /// The URL segment and the stored `kind`.
    static var kind: String { get }
    static var section: PageChrome.Section { get }
    /// Word Search is timed from the first view; the others from the first move.
    static var timedFromCreation: Bool { get }

    /// A new game from the setup form (missing fields take the defaults).
    static func start(_ fields: [String: String], seed: UInt64) throws(Failure) -> Self
    /// The same kind of game again, on a new board: the overlay's "Play again".
    func playAgain(seed: UInt64) -> Self
    static func parseMove(_ fields: [String: String], in game: Self) throws(Failure) -> Move
    /// The query of the page an accepted move redirects to, so that page can show what the move did
    /// (Tic-Tac-Toe snaps the piece just placed); nil for the plain game page.
    static func pageQuery(after move: Move) -> String?
    mutating func apply(_ move: Move) throws(Failure)
    /// 400 for a malformed form, 409/422 for a move the rules refuse.
    static func status(of error: Failure) -> Int

    var levelKey: String { get }
    var outcome: Outcome { get }
    var moveCount: Int { get }
    /// Whether the clock is running: set by the first move that counts (not by a mode toggle).
    var hasStarted: Bool { get }

    /// Called once, in the transaction that finished the game: record what the leaderboard needs.
    static func gameFinished(_ c: Connection, game: Self, record: GameRecord, now: Int64) throws

    static func pageModel(_ view: GameView<Self>) throws -> PageModel

    /// The game as its row stores it (JSON), and back; a row that cannot be read throws.
    static func restore(from state: String) throws -> Self
    func storedState() throws -> String
}

extension PlayableGame {
    static func restore(from state: String) throws -> Self {
        try JSONDecoder().decode(Self.self, from: Data(state.utf8))
    }

    func storedState() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}

/// A game that writes its JSON by hand (Minesweeper, whose state is written at every move) skips the coders
/// for its own layout; JSONDecoder still reads older rows and reports what is wrong with a damaged one.
extension PlayableGame where Self: HandCodedState {
    static func restore(from state: String) throws -> Self {
        if let game = Self(storedJSON: state) { return game }
        return try JSONDecoder().decode(Self.self, from: Data(state.utf8))
    }

    func storedState() -> String {
        storedJSON
    }
}

extension PlayableGame {
    static var timedFromCreation: Bool { false }
    static func pageQuery(after move: Move) -> String? { nil }
    static var template: String { "\(kind)/game" }
}
