import FuzzSupport
import Minesweeper

runFuzzer(fuzzMinesweeper)

/// Minesweeper's setup form (custom sizes included), move form and rules, through the web adapter
/// (see `GameDriver.swift`). While a game is on, no cell may show a mine: the page is built from these views.
func fuzzMinesweeper(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    fuzzGame(MinesweeperGame.self, &input,
             setup: (["level", "noguess", "width", "height", "mines", "seed", "again"],
                     ["beginner", "intermediate", "expert", "custom", "on", "off", "5", "9", "30", "50", "16", "1", "40", "1491"]),
             moves: (["action", "cell", "mode", "marks", "version"], ["reveal", "flag", "chord", "0", "80", "479", "1500"]),
             legalMove: { game, input in
                 switch input.byte() % 16 {
                 case 0: return ["mode": "1"]
                 case 1: return ["marks": "1"]
                 case 2...4: return ["action": "flag", "cell": String(input.integer(below: game.width * game.height))]
                 default: return ["action": "reveal", "cell": String(input.integer(below: game.width * game.height))]
                 }
             },
             invariants: checkInvariants)
}

func checkInvariants(_ game: MinesweeperGame) {
    let cells = (0..<game.width * game.height).map(game.cell)
    let revealed = cells.filter { if case .revealed = $0 { true } else { false } }.count
    require(revealed == game.revealedCount, "revealedCount \(game.revealedCount) but \(revealed) cells show a number")
    switch game.outcome {
    case .playing:
        require(!cells.contains { [.mine, .explodedMine, .wrongFlag].contains($0) }, "a mine shows while the game is on")
    case .won:
        guard let field = game.mineField else { return require(false, "won without mines") }
        require(revealed == field.cellCount - field.mineCount, "won with \(revealed) of \(field.cellCount - field.mineCount) safe cells")
        require(game.minesLeft == 0, "won with \(game.minesLeft) mines left")
    case .lost:
        require(cells.contains(.explodedMine), "lost without an exploded mine")
    case .draw:
        require(false, "Minesweeper cannot end in a draw")
    }
    if let field = game.mineField {
        require(field.mineCount == game.params.mines, "\(field.mineCount) mines laid for \(game.params.mines)")
    }
}
