import Games

/// What the player chose before a mark game starts: who plays, how well the computer plays, which piece.
/// Stored as `{"human":"X","level":"impossible","mode":"computer"}`.
public struct MarkParams<Level: MarkLevel>: Codable, Sendable, Equatable {
    public var mode: Mode
    /// How well the computer plays; only matters against the computer.
    public var level: Level
    /// The piece the human plays against the computer; in two-player mode both sides are human.
    public var human: Mark

    public init(mode: Mode, level: Level = .standard, human: Mark = .x) {
        self.mode = mode
        self.level = level
        self.human = human
    }

    /// Reads the new-game form: fields `mode`, `level` and `mark`. A missing (or empty) field takes its default
    /// (against the computer, the game's standard level, playing X); a value that is not one of the choices is
    /// refused.
    public static func parse(_ fields: FormFields) throws(MarkGameError) -> MarkParams {
        let defaults = MarkParams(mode: .vsComputer)
        let mode = try choice(fields["mode"]?.lowercased(), or: defaults.mode,
                              refusing: "Choose to play against the computer or with two players.")
        let level = try choice(fields["level"]?.lowercased(), or: defaults.level,
                               refusing: "Choose a level: \(Level.choices).")
        let human = try choice(fields["mark"]?.uppercased(), or: defaults.human,
                               refusing: "Choose to play X or O.")
        return MarkParams(mode: mode, level: level, human: human)
    }

    private static func choice<Choice: RawRepresentable<String>>(
        _ text: String?, or fallback: Choice, refusing reason: String
    ) throws(MarkGameError) -> Choice {
        guard let text, !text.isEmpty else { return fallback }
        guard let chosen = Choice(rawValue: text) else { throw .badParams(reason) }
        return chosen
    }
}
