import Foundation
import FuzzSupport
@testable import Web

// Shared by the three game targets (each links this file through a symlink): `PlayableGame` is internal to
// Web, so the driver has to live in each target that imports Web for testing.

/// One game played as the fuzzer directs, through the same adapter the server's controller uses: a fuzzed
/// setup form, then legal moves (to reach deep states: mid-game, won, lost) mixed with hostile move forms.
/// A refused move must leave the game exactly as it was and map to a 4xx with a sentence; the state must
/// survive storage (a JSON round trip) unchanged at any point, as it does between two requests.
func fuzzGame<Game: PlayableGame & Equatable>(
    _ type: Game.Type, _ input: inout FuzzInput,
    setup: (names: [String], values: [String]), moves: (names: [String], values: [String]),
    legalMove: (Game, inout FuzzInput) -> [String: String], invariants: (Game) -> Void
) {
    let setupFields = input.formFields(names: setup.names, values: setup.values)
    let seed = input.uint64()
    var game: Game
    do throws(Game.Failure) {
        game = try Game.start(setupFields, seed: seed)
    } catch {
        checkRefusal(Game.self, error)
        return
    }
    invariants(game)
    // Enough steps to win any board the setup allows; bounded so one input cannot run for minutes.
    for _ in 0..<600 where !input.isAtEnd {
        let decision = input.byte()
        if decision < 16 {
            game = storedAndLoaded(game)
            continue
        }
        let fields = decision < 176 ? legalMove(game, &input) : input.formFields(names: moves.names, values: moves.values)
        let before = game
        do throws(Game.Failure) {
            let move = try Game.parseMove(fields, in: game)
            try game.apply(move)
        } catch {
            require(game == before, "a refused move changed the game: \(fields)")
            checkRefusal(Game.self, error)
        }
        invariants(game)
    }
    _ = storedAndLoaded(game)
    invariants(game.playAgain(seed: seed &+ 1))
}

/// The game after the controller's encode → database → decode (a hand-coded JSON layout for Minesweeper),
/// which JSONDecoder must read as the same game too, as it reads rows written before that layout.
func storedAndLoaded<Game: PlayableGame & Equatable>(_ game: Game) -> Game {
    guard let text = try? game.storedState() else { fatalError("a game could not be encoded") }
    let loaded: Game
    do {
        loaded = try Game.restore(from: text)
    } catch {
        fatalError("a stored game could not be loaded: \(error)\n\(text)")
    }
    require(loaded == game, "a game changed through storage:\n\(text)")
    require((try? JSONDecoder().decode(Game.self, from: Data(text.utf8))) == game, "JSONDecoder reads it otherwise:\n\(text)")
    return loaded
}

func checkRefusal<Game: PlayableGame>(_ type: Game.Type, _ error: Game.Failure) {
    require([400, 409, 422].contains(Game.status(of: error)), "refusal mapped to \(Game.status(of: error))")
    require(!error.message.isEmpty, "a refusal without a sentence: \(error)")
}
