import Testing
import WordSearch

@Suite("Random play")
struct RandomPlayTests {
    @Test("Random move sequences never crash, refused moves change nothing, and the counts stay true")
    func randomMoves() throws {
        var random = SplitMix(state: 2024)
        for round in 0..<150 {
            let level = [WordSearchLevel.easy, .medium, .hard][round % 3]
            let list = WordLists.all[round % WordLists.all.count]
            var game = WordSearchGame(params: .preset(level, listID: list.id, seed: UInt64(round)), seed: random.next())
            let cells = game.width * game.height
            for _ in 0..<200 {
                let move: WordSearchMove = switch random.next() % 10 {
                case 0: .reveal(wordIndex: Int(random.next() % UInt64(game.words.count + 2)) - 1)
                case 1, 2:
                    // Aim at a word's end now and then, so games also get won.
                    { let word = game.placed[Int(random.next() % UInt64(game.placed.count))]
                      return .tap(random.next() % 2 == 0 ? word.start : word.end(width: game.width)) }()
                default: .tap(Int(random.next() % UInt64(cells + 4)) - 2)
                }
                let before = game
                do {
                    try game.apply(move)
                    #expect(game.moveCount == before.moveCount + 1)
                } catch {
                    #expect(game == before, "refused \(move) changed the game")
                    #expect(!error.message.isEmpty)
                }
                #expect(game.foundCount + game.revealsUsed <= game.words.count)
                #expect((0...game.params.reveals).contains(game.revealsLeft))
                #expect(game.pendingStart.map { (0..<cells).contains($0) } ?? true)
                let done = game.words.indices.allSatisfy { game.isFound(wordIndex: $0) || game.isRevealed(wordIndex: $0) }
                #expect((game.outcome == .won) == done)
            }
        }
    }
}
