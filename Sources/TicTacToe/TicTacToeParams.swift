import Games
import MarkGames

/// What the player chose before the game starts.
public struct TicTacToeParams: Codable, Sendable, Equatable {
    public var mode: Mode
    /// How well the computer plays; only matters against the computer.
    public var level: Level
    /// The piece the human plays against the computer; in two-player mode both sides are human.
    public var human: Mark

    public init(mode: Mode, level: Level = .impossible, human: Mark = .x) {
        self.mode = mode
        self.level = level
        self.human = human
    }

    /// Reads the new-game form: fields `mode`, `level` and `mark`. A missing (or empty) field
    /// takes its default (against the computer, Impossible, playing X); a value that is not one
    /// of the choices is refused.
    public static func parse(_ fields: FormFields) throws(TicTacToeError) -> TicTacToeParams {
        let defaults = TicTacToeParams(mode: .vsComputer)
        let mode = try choice(fields["mode"]?.lowercased(), or: defaults.mode,
                              refusing: "Choose to play against the computer or with two players.")
        let level = try choice(fields["level"]?.lowercased(), or: defaults.level,
                               refusing: "Choose a level: Easy, Medium or Impossible.")
        let human = try choice(fields["mark"]?.uppercased(), or: defaults.human,
                               refusing: "Choose to play X or O.")
        return TicTacToeParams(mode: mode, level: level, human: human)
    }

    private static func choice<Choice: RawRepresentable<String>>(
        _ text: String?, or fallback: Choice, refusing reason: String
    ) throws(TicTacToeError) -> Choice {
        guard let text, !text.isEmpty else { return fallback }
        guard let chosen = Choice(rawValue: text) else { throw .badParams(reason) }
        return chosen
    }
}
