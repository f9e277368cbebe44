import Foundation
import FuzzSupport
import Minesweeper

runFuzzer(fuzzStoredState)

/// A stored Minesweeper row as the hand-written reader sees it (a damaged row, another writer's layout): it
/// never traps, and whatever it accepts, JSONDecoder reads as the same game, and writing it back gives the same
/// text (the layout it reads is exactly the one it writes).
func fuzzStoredState(_ data: UnsafeRawBufferPointer) {
    let text = String(decoding: data, as: UTF8.self)
    guard let game = MinesweeperGame(storedJSON: text) else { return }
    require((try? JSONDecoder().decode(MinesweeperGame.self, from: Data(text.utf8))) == game,
            "JSONDecoder reads it otherwise:\n\(text)")
    require(game.storedJSON == text, "written back differently:\n\(text)\n\(game.storedJSON)")
}
