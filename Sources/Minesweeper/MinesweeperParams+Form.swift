import Games

extension MinesweeperParams {
    /// Reads the new-game form: `level` (absent means beginner) and, for `custom`, `width`, `height` and `mines`.
    /// `noguess` follows the checkbox (`on`/`1`/`true`, `off`/`0`/`false`); absent, a preset keeps it on (the safe
    /// default for a link like `?level=expert`) and a posted custom form means the box was left unticked: off.
    public static func parse(_ fields: FormFields) throws(MinesweeperError) -> MinesweeperParams {
        let levelName = fields["level"] ?? ""
        guard let level = levelName.isEmpty ? .beginner : MinesweeperLevel(rawValue: levelName) else {
            throw .badParams("Choose Beginner, Intermediate, Expert or Custom.")
        }
        let noGuess: Bool
        switch fields["noguess"] {
        case nil: noGuess = level != .custom
        case "on", "1", "true": noGuess = true
        case "off", "0", "false": noGuess = false
        default: throw .badParams("No-guess mode is either on or off.")
        }
        guard level == .custom else { return preset(level, noGuess: noGuess) }
        guard let width = fields.integer("width") else { throw .badParams("Give the width as a whole number.") }
        guard let height = fields.integer("height") else { throw .badParams("Give the height as a whole number.") }
        guard let mines = fields.integer("mines") else { throw .badParams("Give the number of mines as a whole number.") }
        return try MinesweeperParams(width: width, height: height, mines: mines, noGuess: noGuess)
    }
}
