import Games
import MarkGames

/// Ultimate's typed squares: `b2` is a square of the small board the last move sends to, `top-left b2` (or
/// `top left b2`, `centre b2`) a square of the board named.
extension UltimateTicTacToeGame {
    public func typedSquare(_ words: [String]) throws(MarkGameError) -> Int {
        guard let square = TypedText.cell(words[words.count - 1], width: 3, height: 3) else {
            throw .typedUnclearBoard
        }
        guard words.count > 1 else {
            guard let sentTo = board.sentTo else { throw .typedBoardMissing }
            return Board.cell(smallBoard: sentTo, square: square)
        }
        guard let smallBoard = Self.smallBoard(named: words.dropLast()) else { throw .typedUnclearBoard }
        return Board.cell(smallBoard: smallBoard, square: square)
    }

    /// The small board words name, as a player says them: `top-left`, `top left`, `centre`, `bottom`, `right`.
    static func smallBoard(named words: ArraySlice<String>) -> Int? {
        let parts = words.flatMap { $0.split(separator: "-").map(String.init) }
        let row = ["top": 0, "middle": 1, "centre": 1, "center": 1, "bottom": 2]
        let column = ["left": 0, "middle": 1, "centre": 1, "center": 1, "right": 2]
        switch parts.count {
        case 1:
            if let r = row[parts[0]], parts[0] != "middle" && parts[0] != "centre" && parts[0] != "center" {
                return r * 3 + 1
            }
            if let c = column[parts[0]] { return 3 + c }
            return nil
        case 2:
            guard let r = row[parts[0]], let c = column[parts[1]] else { return nil }
            return r * 3 + c
        default: return nil
        }
    }
}
