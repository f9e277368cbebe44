import Games
import Testing
@testable import TicTacToe

@Suite("Random play")
struct RandomPlayTests {
    /// Form values a tampered or stale page might post, mixed in with good ones.
    private static let cells = ["0", "4", "8", "9", "-1", "", "four", "4.5", " 3", "99999999999", "٣", "+1"]
    private static let marks: [String?] = ["X", "O", "x", nil, "", "Z"]

    /// What `apply` must answer, worked out from the rules here rather than by the code under test.
    private func expectedRefusal(of position: Int, mark: Mark?, in game: TicTacToeGame) -> TicTacToeError? {
        guard Board.positions.contains(position) else { return .outOfRange }
        guard game.state == .inProgress else { return .gameNotInProgress }
        switch game.params.mode {
        case .twoPlayers:
            guard let mark else { return .badMove("The move did not say whose turn it was. Reload the page and try again.") }
            if mark != game.turn { return game.turn == .x ? .xExpected : .oExpected }
        case .vsComputer:
            if let mark, mark != game.params.human { return game.params.human == .x ? .xExpected : .oExpected }
        }
        return game.board.isOccupied(position) ? .cellNotEmpty : nil
    }

    private func checkInvariants(_ game: TicTacToeGame) {
        let lead = game.board.count(of: .x) - game.board.count(of: .o)
        #expect(lead == 0 || lead == 1)
        #expect(game.turn == (lead == 0 ? .x : .o))
        #expect(game.moveCount == game.board.count(of: .x) + game.board.count(of: .o))
        #expect(game.state == GameState(of: game.board))
        switch (game.state, game.params.mode) {
        case (.inProgress, _): #expect(game.outcome == .playing)
        case (.draw, _): #expect(game.outcome == .draw)
        case (.won, .twoPlayers): #expect(game.outcome == .won)
        case (.won(let mark), .vsComputer): #expect(game.outcome == (mark == game.params.human ? .won : .lost))
        }
        if game.params.mode == .vsComputer {
            if game.state == .inProgress { #expect(game.turn == game.params.human) }
            if game.params.level == .impossible { #expect(game.outcome != .won) }
        }
        if let computer = game.lastComputerMove {
            #expect(game.params.mode == .vsComputer)
            #expect(game.board[computer] == game.params.human.other)
        }
    }

    @Test("Random games with garbage mixed in never trap, refuse exactly the bad moves, and keep the rules")
    func randomGames() throws {
        var rng = SeededGenerator(seed: 20_261_121)
        var accepted = 0
        var refused = 0
        for _ in 0..<3_000 {
            let params = try TicTacToeParams(
                mode: #require(Mode.allCases.pick(using: &rng)),
                level: #require(TicTacToeLevel.allCases.pick(using: &rng)),
                human: #require(Mark.allCases.pick(using: &rng)))
            var game = TicTacToeGame(params: params, seed: rng.next())
            checkInvariants(game)
            for _ in 0..<14 {
                var fields: FormFields = [:]
                // Mostly a free square with a plausible mark, so games get played to the end.
                if rng.next() % 3 != 0, let free = game.board.emptyPositions.pick(using: &rng) {
                    fields["cell"] = String(free)
                    fields["mark"] = params.mode == .twoPlayers ? game.turn.rawValue : nil
                } else {
                    fields["cell"] = Self.cells.pick(using: &rng)
                    fields["mark"] = Self.marks.pick(using: &rng) ?? nil
                }

                let move: TicTacToeMove
                do {
                    move = try game.interpret(fields)
                } catch {
                    refused += 1
                    continue
                }
                guard case let .place(position, mark) = move else { continue }
                let before = game
                let expected = expectedRefusal(of: position, mark: mark, in: game)
                do {
                    try game.apply(move)
                    #expect(expected == nil, "accepted \(move) on \(before.board)")
                    let placed = game.moveCount - before.moveCount
                    #expect(placed == 1 || (placed == 2 && game.lastComputerMove != nil))
                    #expect(game.board[position] != nil)
                    accepted += 1
                } catch {
                    #expect(error == expected, "\(move) on \(before.board)")
                    #expect(game == before)
                    refused += 1
                }
                checkInvariants(game)
            }
        }
        #expect(accepted > 10_000)
        #expect(refused > 5_000)
    }
}
