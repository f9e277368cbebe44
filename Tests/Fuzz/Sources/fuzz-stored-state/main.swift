import FuzzSupport
import Minesweeper

runFuzzer(fuzzStoredState)

/// A stored Minesweeper row as its reader sees it (a damaged row, another writer's layout): it never traps, and
/// whatever it accepts it writes back as the same text (the layout it reads is exactly the one it writes).
func fuzzStoredState(_ data: UnsafeRawBufferPointer) {
    let text = String(decoding: data, as: UTF8.self)
    guard let game = try? MinesweeperGame(storedForm: text) else { return }
    require(game.storedForm == text, "written back differently:\n\(text)\n\(game.storedForm)")
}
