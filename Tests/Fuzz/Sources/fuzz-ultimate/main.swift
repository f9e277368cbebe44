import FuzzSupport
import Games
import UltimateTicTacToe

runFuzzer(fuzzUltimate)

/// Ultimate Tic-Tac-Toe: stored forms and move texts as an attacker could write them, and games played through
/// the controller's path (`interpret`, `apply`) with legal moves mixed with hostile forms and texts. Hard's
/// search is slow under the sanitizers, so it comes rarely and gets two moves; the shared `fuzzGame` would give it a whole game.
func fuzzUltimate(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    switch input.byte() % 4 {
    case 0: fuzzStoredForm(input.text(upTo: 255))
    case 1: fuzzStoredForm(storedText(&input))
    default: fuzzPlay(&input)
    }
}

/// A stored form built from parts, most of them plausible, so the fuzzer reaches the replay of the cells.
func storedText(_ input: inout FuzzInput) -> String {
    var cells = ""
    for _ in 0..<input.integer(below: 90) {
        cells += input.byte() < 240 ? CellName.text(input.integer(below: 81), width: 9) : input.text(upTo: 3)
    }
    let mode = input.pick(["computer", "two-players", "online"])
    let level = input.pick(["easy", "medium", "hard", "impossible"])
    let human = input.pick(["X", "O", "x"])
    return #"{"cells":""# + cells + #"","params":{"human":""# + human + #"","level":""# + level + #"","mode":""#
        + mode + #""},"rng":{"state":"# + String(input.uint64()) + #"},"seed":"# + String(input.uint64()) + "}"
}

/// A text that loads must be a game the rules allow, and be written back as the text it loads from again.
func fuzzStoredForm(_ text: String) {
    guard let game = try? UltimateTicTacToeGame(storedForm: text) else { return }
    checkInvariants(game)
    let again = storedAndLoaded(game)
    require(again.storedForm == game.storedForm, "written back differently:\n\(text)")
}

func fuzzPlay(_ input: inout FuzzInput) {
    let mode = input.pick(Mode.allCases)
    // Hard is rare: one of its moves costs as much as hundreds of inputs under the sanitizers.
    let level: UltimateTicTacToeLevel = input.byte() < 2 ? .hard : input.pick([.easy, .medium])
    let params = UltimateTicTacToeParams(mode: mode, level: level, human: input.pick(Mark.allCases))
    var game = UltimateTicTacToeGame(params: params, seed: input.uint64())
    let start = game
    var played: [UltimateTicTacToeMove] = []
    let steps = mode == .vsComputer && level == .hard ? 2 : 160
    checkInvariants(game)
    for _ in 0..<steps where !input.isAtEnd {
        let decision = input.byte()
        if decision < 16 {
            game = storedAndLoaded(game)
            continue
        }
        let before = game
        do throws(UltimateTicTacToeError) {
            let move: UltimateTicTacToeMove
            let legal = game.board.legalCells
            if decision < 160, !legal.isEmpty {
                move = .place(cell: input.pick(legal), mark: mode == .twoPlayers ? game.turn : nil)
            } else if decision < 208 {
                move = try game.interpret(input.formFields(names: ["cell", "mark"], values: ["e5", "a1", "i9", "40", "80", "81", "X", "O"]))
            } else {
                guard let read = UltimateTicTacToeMove(text: input.text(upTo: 4)) else { continue }
                require(UltimateTicTacToeMove(text: read.text) == read, "a text read back as another move: \(read.text)")
                move = read
            }
            try game.apply(move)
            require(UltimateTicTacToeMove(text: move.text) == move, "a move does not read back from its text: \(move.text)")
            played.append(move)
        } catch {
            require(game == before, "a refused move changed the game")
            checkRefusal(error)
        }
        checkInvariants(game)
    }
    do throws(UltimateTicTacToeError) {
        let replayed = try UltimateTicTacToeGame.replaying(params: start.params, seed: start.seed, moves: played)
        require(replayed == game, "replaying the moves gave another game")
    } catch {
        require(false, "a move that was accepted is refused on replay: \(error)")
    }
}

func checkInvariants(_ game: UltimateTicTacToeGame) {
    let x = game.board.count(of: .x), o = game.board.count(of: .o)
    require(x == o || x == o + 1, "\(x) X and \(o) O on the board")
    require(game.moveCount == x + o, "moveCount \(game.moveCount) with \(x + o) pieces")
    let legal = game.board.legalCells
    require(legal.isEmpty == game.outcome.isOver, "legal cells left in a game \(game.outcome)")
    if let sentTo = game.board.sentTo {
        require(legal.allSatisfy { Board.smallBoard(of: $0) == sentTo }, "a legal cell outside the board sent to")
    }
    if game.params.mode == .vsComputer, !game.outcome.isOver {
        require(game.turn == game.params.human, "the computer's turn between moves")
    }
}
