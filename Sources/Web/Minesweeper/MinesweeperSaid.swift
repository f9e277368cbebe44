import Games
import Minesweeper

/// What the last move did, in one sentence first in the play area ("e5: 2. 45 cells opened. 7 mines left."), from
/// the saved game and the address the move led to (`?at=`, `&chord`, `?undone`): a page no move led to says
/// nothing, a reload of that address says it again. Every page a move leads to says it: English writes it as it
/// always did, another language from its `localized` sentences.
enum MinesweeperSaid {
    /// The query field a chord's page adds (`MinesweeperPages.focus(after:from:)`): a chord and an uncover leave the
    /// same number behind.
    static let chordParameter = "chord"

    /// `note`: the move was a slip, whose note says what happened instead.
    static func sentence(_ game: MinesweeperGame, query: [String: String], note: Bool) -> String? {
        let english = Language.chosen == .en
        if MoveFocus.undone(query) {
            return english ? "Mine taken back. \(counts(game))" : localized("Mine taken back.") + " " + counts(game)
        }
        guard !note, let at = query["at"].flatMap(Int.init), (0..<game.width * game.height).contains(at) else { return nil }
        let name = CellName.text(at, width: game.width)
        let chord = query[chordParameter] != nil
        guard !english else { return englishSentence(game, at: at, name: name, chord: chord) }
        /// A sentence about the cell, its name filled in.
        func named(_ text: String) -> String { Placeholders.fill(text, ["cell": name]) }
        switch (game.cell(at), game.outcome) {
        case (.flagged, .playing): return named(localized("Flag on {{cell}}.")) + " " + minesLeft(game)
        case (.questioned, .playing): return named(localized("Question mark on {{cell}}.")) + " " + minesLeft(game)
        case (.covered, .playing):
            return named(game.questionMarks ? localized("Question mark off {{cell}}.") : localized("Flag off {{cell}}."))
                + " " + minesLeft(game)
        case (.revealed, .lost) where chord: return named(localized("Chord on {{cell}} hit a mine. You lost."))
        case (.explodedMine, .lost): return named(localized("{{cell}}: mine. You lost."))
        case (.revealed(let n), let outcome) where outcome != .lost:
            let what = chord ? named(localized("Chord on {{cell}}."))
                : n == 0 ? named(localized("{{cell}}: empty."))
                : Placeholders.fill(localized("{{cell}}: {{number}}."), ["cell": name, "number": "\(n)"])
            return what + " " + (outcome == .won ? localized("Every safe cell is open: you win!") : counts(game))
        default: return nil
        }
    }

    private static func englishSentence(_ game: MinesweeperGame, at: Int, name: String, chord: Bool) -> String? {
        switch (game.cell(at), game.outcome) {
        case (.flagged, .playing): return "Flag on \(name). \(minesLeft(game))"
        case (.questioned, .playing): return "Question mark on \(name). \(minesLeft(game))"
        case (.covered, .playing):
            return "\(game.questionMarks ? "Question mark" : "Flag") off \(name). \(minesLeft(game))"
        case (.revealed, .lost) where chord: return "Chord on \(name) hit a mine. You lost."
        case (.explodedMine, .lost): return "\(name): mine. You lost."
        case (.revealed(let n), let outcome) where outcome != .lost:
            let what = chord ? "Chord on \(name)" : "\(name): \(n == 0 ? "empty" : String(n))"
            return outcome == .won ? "\(what). Every safe cell is open: you win!" : "\(what). \(counts(game))"
        default: return nil
        }
    }

    /// The reading `last`: the game's last logged move as its page said it ("Your last move: flag on f7. 6 mines
    /// left."), from the cell as it stands now.
    static func last(_ game: MinesweeperGame, move: MinesweeperMove?) -> String {
        let cell: Int? = switch move {
        case .reveal(let cell), .flag(let cell), .question(let cell), .clear(let cell): cell
        default: nil
        }
        guard let cell, let sentence = sentence(game, query: ["at": String(cell)], note: false) else {
            return game.started ? localized("Your last move changed no cell: type board or status.")
                : localized("No move yet: type e5 to start.")
        }
        // English goes on with the sentence in lower case ("flag on f7"); a language whose nouns keep their capital
        // takes it as it is.
        let move = Language.chosen == .en ? sentence.prefix(1).lowercased() + sentence.dropFirst() : sentence
        return Placeholders.fill(localized("Your last move: {{move}}"), ["move": move])
    }

    /// "45 cells opened. 7 mines left."
    private static func counts(_ game: MinesweeperGame) -> String {
        guard Language.chosen != .en else {
            return "\(game.revealedCount) cell\(game.revealedCount == 1 ? "" : "s") opened. \(minesLeft(game))"
        }
        return localized(one: "{{count}} cell opened.", other: "{{count}} cells opened.", count: game.revealedCount)
            + " " + minesLeft(game)
    }

    private static func minesLeft(_ game: MinesweeperGame) -> String {
        guard Language.chosen != .en else { return "\(game.minesLeft) mine\(abs(game.minesLeft) == 1 ? "" : "s") left." }
        return localized(one: "{{count}} mine left.", other: "{{count}} mines left.", count: game.minesLeft)
    }
}
