import FuzzSupport
import Games

// Shared by the three game targets (each links this file through a symlink).

/// One game played as the fuzzer directs, through the game contract the server's controller uses: a fuzzed
/// setup form, then legal moves (to reach deep states: mid-game, won, lost) mixed with hostile move forms.
/// A refused move must leave the game exactly as it was and carry a sentence; every accepted move must read
/// back from its text; the state must survive its stored form unchanged at any point, as it does between two
/// requests; and replaying the moves from the params and seed must give the same game.
func fuzzGame<G: Game & Equatable>(
    _ type: G.Type, _ input: inout FuzzInput,
    setup: (names: [String], values: [String]), moves: (names: [String], values: [String]),
    legalMove: (G, inout FuzzInput) -> [String: String], invariants: (G) -> Void
) {
    let setupFields = input.formFields(names: setup.names, values: setup.values)
    let fallbackSeed = input.uint64()
    var game: G
    do throws(G.Failure) {
        game = G(params: try G.params(from: setupFields), seed: try G.seed(from: setupFields) ?? fallbackSeed)
    } catch {
        checkRefusal(error)
        return
    }
    let start = game
    var played: [G.Move] = []
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
        do throws(G.Failure) {
            let move = try game.interpret(fields)
            try game.apply(move)
            // Only accepted moves are logged, so only they must read back (a cell off the board need not).
            require(G.Move(text: move.text) == move, "a move does not read back from its text: \(move.text)")
            played.append(move)
        } catch {
            require(game == before, "a refused move changed the game: \(fields)")
            checkRefusal(error)
        }
        invariants(game)
    }
    _ = storedAndLoaded(game)
    do throws(G.Failure) {
        let replayed = try G.replaying(params: start.params, seed: start.seed, moves: played)
        require(replayed == game, "replaying the moves gave another game")
    } catch {
        require(false, "a move that was accepted is refused on replay: \(error)")
    }
    invariants(G(params: game.params, seed: fallbackSeed &+ 1))
}

/// The game after the controller's save → database → load.
func storedAndLoaded<G: Game & Equatable>(_ game: G) -> G {
    let text = game.storedForm
    let loaded: G
    do {
        loaded = try G(storedForm: text)
    } catch {
        fatalError("a stored game could not be loaded: \(error)\n\(text)")
    }
    require(loaded == game, "a game changed through storage:\n\(text)")
    return loaded
}

func checkRefusal(_ error: some PlayerFacingError) {
    require(!error.message.isEmpty, "a refusal without a sentence: \(error)")
}
