import Games
import Testing

// Linked into each core's test target (Tests/<Core>Tests/ContractSupport.swift is a symlink here): how the shared
// controller drives a game, written once.

/// Plays `steps` forms through `interpret` and `apply`, as the controller does, and returns the moves that were
/// applied. A refused form or move must leave the game exactly as it was, with a sentence for the player.
func play<G: Game & Equatable>(_ game: inout G, steps: Int, using random: inout SeededGenerator,
                               form: (G, inout SeededGenerator) -> FormFields) -> [G.Move] {
    var applied: [G.Move] = []
    for _ in 0..<steps {
        let fields = form(game, &random)
        let before = game
        do throws(G.Failure) {
            let move = try game.interpret(fields)
            try game.apply(move)
            applied.append(move)
        } catch {
            #expect(game == before, "a refused form changed the game: \(fields)")
            #expect(!error.message.isEmpty)
        }
    }
    return applied
}

/// The moves, written as text and read back, replay to the same game, which is stored as the same text and
/// loads back from it.
func checkReplay<G: Game & Equatable>(_ game: G, moves: [G.Move], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let read = moves.map(\.text).compactMap(G.Move.init(text:))
    #expect(read == moves, sourceLocation: sourceLocation)
    let replayed = try G.replaying(params: game.params, seed: game.seed, moves: read)
    #expect(replayed == game, sourceLocation: sourceLocation)
    #expect(replayed.storedForm == game.storedForm, sourceLocation: sourceLocation)
    #expect(try G(storedForm: game.storedForm) == game, sourceLocation: sourceLocation)
}

extension Array {
    /// A random element, drawn from the test's own seeded generator.
    func draw(using random: inout SeededGenerator) -> Element {
        self[Int(random.next() % UInt64(count))]
    }
}

/// Plays as `play` does, and now and then takes back the latest move in effect, as undo does (most often once the
/// game is over); returns the log as it is stored: each move's text, and `undo` for each move taken back. The
/// game taken back to is the one the move found, kept here, with the interface settings as they are now
/// (`GameMove.isSetting`: never logged, never taken back): what a replay of the log must come back to.
func playLogged<G: Game & Equatable>(_ game: inout G, steps: Int, using random: inout SeededGenerator,
                                     form: (G, inout SeededGenerator) -> FormFields) -> [String] {
    var log: [String] = []
    var before: [G] = []
    for _ in 0..<steps {
        if !before.isEmpty, random.next() % (game.outcome.isOver ? 2 : 8) == 0 {
            var undone = before.removeLast()
            undone.takeSettings(from: game)
            game = undone
            log.append(MoveLog.undo)
            continue
        }
        let fields = form(game, &random)
        let previous = game
        do throws(G.Failure) {
            let move = try game.interpret(fields)
            try game.apply(move)
            // `Issue.record` rather than `#expect`, which costs more than the move itself in thousands of games.
            if G.Move(text: move.text) != move { Issue.record("\(move) is not read back from \(move.text)") }
            if move.isSetting { continue }
            before.append(previous)
            log.append(move.text)
        } catch {
            if game != previous { Issue.record("a refused form changed the game: \(fields)") }
        }
    }
    return log
}

/// The log, read back and replayed from the game's params and seed, gives the same game (with the settings it
/// stores), stored as the same text.
func checkLogReplay<G: Game & Equatable>(_ game: G, log: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    var replayed = try G.replaying(params: game.params, seed: game.seed, log: log)
    replayed.takeSettings(from: game)
    #expect(replayed == game, sourceLocation: sourceLocation)
    #expect(replayed.storedForm == game.storedForm, sourceLocation: sourceLocation)
}
