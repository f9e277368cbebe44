import FuzzSupport
import WordSearch

runFuzzer(fuzzWordSearch)

/// Word Search's setup form (presets, custom words as text and JSON), taps, drags and reveals, through the
/// web adapter (see `GameDriver.swift`): a drag is `from` + `cell` and applies whole or not at all.
func fuzzWordSearch(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    fuzzGame(WordSearchGame.self, &input,
             setup: (["custom", "words", "size", "reveals", "json", "level", "list", "again"],
                     ["text", "json", "easy", "medium", "hard", "custom", "original", "animals", "SWIFT,JAVA", "Objective-C\nGo",
                      "8", "12", "20", "0", "3", #"{"words":["Swift","Java"],"size":8}"#]),
             moves: (["cell", "reveal", "from", "version"], ["0", "1", "63", "143", "400", "-1"]),
             legalMove: { game, input in
                 let cellCount = game.width * game.height
                 switch input.byte() % 8 {
                 case 0: return ["reveal": String(input.integer(below: max(1, game.words.count)))]
                 case 1, 2: return ["cell": String(input.integer(below: cellCount))]
                 default:
                     // A drag over a hidden word, either way round, so games get won.
                     guard !game.placed.isEmpty else { return ["cell": "0"] }
                     let word = input.pick(game.placed)
                     let ends = [word.start, word.end(width: game.width)]
                     let first = input.integer(below: 2)
                     return ["from": String(ends[first]), "cell": String(ends[1 - first])]
                 }
             },
             invariants: checkInvariants)
}

func checkInvariants(_ game: WordSearchGame) {
    let words = game.words.count
    let done = (0..<words).filter { game.isFound(wordIndex: $0) || game.isRevealed(wordIndex: $0) }.count
    require(game.foundCount + game.revealsUsed == done, "\(game.foundCount) found + \(game.revealsUsed) revealed ≠ \(done) done")
    require(game.revealsUsed <= game.params.reveals, "\(game.revealsUsed) reveals used of \(game.params.reveals)")
    require((game.outcome == .won) == (words > 0 && done == words), "outcome \(game.outcome) with \(done) of \(words) words done")
    if let start = game.pendingStart {
        require((0..<game.width * game.height).contains(start), "pending tap \(start) is off the board")
    }
    require(game.letters.unicodeScalars.count == game.width * game.height, "grid of \(game.letters.unicodeScalars.count) letters")
}
