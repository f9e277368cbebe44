#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Games

/// Hard: a Monte-Carlo tree search (UCT). Each playout descends by UCB1, expands, plays on at random (taking a small
/// board whenever it can: random play that throws away wins teaches nothing) and counts the result up the path. The
/// most visited move wins; a fixed number of playouts, no clock, so a position and generator always give one move.
struct TreeSearch {
    /// Exploration against exploitation in UCB1, for results scored 0 (loss), ½ (draw) and 1 (win).
    static let exploration: Float = 1.0

    private struct Node {
        /// The move that led here, as `9 × smallBoard + square`.
        let move: Int8
        /// Where this node's children start in `nodes`, and how many; `firstChild` is -1 until expanded.
        var firstChild: Int32 = -1
        var childCount: Int32 = 0
        var visits: Int32 = 0
        /// Results for the side that played `move`: 1 a win, ½ a draw.
        var score: Float = 0
    }

    private var nodes: [Node]
    /// The nodes one playout passed through, root first: kept between playouts so none allocates.
    private var path: [Int32] = []
    private let root: Board
    private let mark: Mark

    private init(root: Board, mark: Mark, playouts: Int) {
        self.root = root
        self.mark = mark
        nodes = []
        nodes.reserveCapacity(playouts * 8)
        nodes.append(Node(move: -1))
    }

    /// The move (a square of a small board) `mark` plays; nil once the game is over.
    static func bestMove(on board: Board, as mark: Mark, playouts: Int, using rng: inout SeededGenerator) -> Int? {
        let moves = board.legalMoves
        guard moves.count > 1 else { return moves.first }
        // A move that wins the game needs no search.
        for move in moves {
            var next = board
            next.place(mark, move: move)
            if next.winner == mark { return move }
        }
        var search = TreeSearch(root: board, mark: mark, playouts: playouts)
        for _ in 0..<playouts { search.playout(using: &rng) }
        return search.mostVisitedMove
    }

    private var mostVisitedMove: Int? {
        let root = nodes[0]
        guard root.firstChild >= 0 else { return nil }
        var best = Int(root.firstChild)
        for child in Int(root.firstChild)..<Int(root.firstChild + root.childCount) where nodes[child].visits > nodes[best].visits {
            best = child
        }
        return Int(nodes[best].move)
    }

    private mutating func playout(using rng: inout SeededGenerator) {
        var board = root
        var mover = mark
        path.removeAll(keepingCapacity: true)
        path.append(0)
        var node = 0
        // Down the tree while every child has been tried.
        while !board.isOver {
            if nodes[node].firstChild < 0 { expand(node, on: board) }
            let child = select(node)
            board.place(mover, move: Int(nodes[child].move))
            mover = mover.other
            path.append(Int32(child))
            node = child
            if nodes[child].visits == 0 { break }
        }
        let winner = Self.finish(&board, mover: mover, using: &rng)
        // The side that played the move into the deepest node is the one that did not move next.
        var player = mover.other
        for index in path.reversed() {
            nodes[Int(index)].visits += 1
            if let winner {
                if winner == player { nodes[Int(index)].score += 1 }
            } else {
                nodes[Int(index)].score += 0.5
            }
            player = player.other
        }
    }

    private mutating func expand(_ node: Int, on board: Board) {
        let moves = board.legalMoves
        nodes[node].firstChild = Int32(nodes.count)
        nodes[node].childCount = Int32(moves.count)
        for move in moves { nodes.append(Node(move: Int8(move))) }
    }

    /// The child to try: the first never visited, else the best by UCB1.
    private func select(_ node: Int) -> Int {
        let first = Int(nodes[node].firstChild), end = first + Int(nodes[node].childCount)
        let logVisits = logf(Float(max(nodes[node].visits, 1)))
        var best = first, bestValue = -Float.infinity
        for child in first..<end {
            let visits = nodes[child].visits
            if visits == 0 { return child }
            let value = nodes[child].score / Float(visits)
                + Self.exploration * (logVisits / Float(visits)).squareRoot()
            if value > bestValue {
                best = child
                bestValue = value
            }
        }
        return best
    }

    /// Plays on to the end: a small board won when one can be, else a random move. The winner, nil for a draw.
    private static func finish(_ board: inout Board, mover: Mark, using rng: inout SeededGenerator) -> Mark? {
        var mover = mover
        while !board.isOver {
            guard let move = board.smallBoardWin(for: mover) ?? board.randomMove(using: &rng) else { break }
            board.place(mover, move: move)
            mover = mover.other
        }
        return board.winner
    }
}
