import FuzzSupport
import Minesweeper

runFuzzer(fuzzStoredState)

/// A stored Minesweeper row as its reader sees it (a damaged row, keys in another order, another writer's text):
/// it never traps; whatever it accepts it writes back in its one layout, which reads back as the same game and
/// writes the same text again (rows already in the layout come back byte for byte: `StoredFormTests`).
func fuzzStoredState(_ data: UnsafeRawBufferPointer) {
    let text = String(decoding: data, as: UTF8.self)
    guard let game = try? MinesweeperGame(storedForm: text) else { return }
    let written = game.storedForm
    guard let again = try? MinesweeperGame(storedForm: written) else {
        return require(false, "its own layout is refused:\n\(written)")
    }
    require(again == game && again.storedForm == written, "written back differently:\n\(text)\n\(written)")
}
