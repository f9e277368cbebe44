import Games

extension MinesweeperParams {
    /// Reads the new-game form: `level` (`beginner`, `intermediate`, `expert`, `custom`; absent means
    /// beginner), and for a custom board `width`, `height` and `mines`.
    ///
    /// `noguess` follows the HTML checkbox: `on`, `1` or `true` switch it on; `off`, `0` or `false`
    /// switch it off. When the field is absent, presets keep no-guess on (the safe default for a link
    /// such as `?level=expert`), while a posted custom form means the box was left unticked: off.
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
