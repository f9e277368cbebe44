import Games
import Minesweeper

/// The new-game form. After a refused setup it shows what the player typed, with the reason beside it.
struct MinesweeperSetupForm {

    let levels: [Choice]
    let width: String
    let height: String
    let mines: String
    let noGuess: Bool
    let error: String?
    let widthMin = MinesweeperParams.widthRange.lowerBound
    let widthMax = MinesweeperParams.widthRange.upperBound
    let heightMin = MinesweeperParams.heightRange.lowerBound
    let heightMax = MinesweeperParams.heightRange.upperBound
    let minesMax = MinesweeperParams.mostMines(width: MinesweeperParams.widthRange.upperBound,
                                               height: MinesweeperParams.heightRange.upperBound)

    init(params: MinesweeperParams, posted: FormFields?, error: String?) {
        let postedLevel = posted?["level"].flatMap(MinesweeperLevel.init(rawValue:))
        let level = postedLevel ?? params.level
        levels = MinesweeperLevel.allCases.map { Choice(value: $0.rawValue, title: $0.localizedTitle, checked: $0 == level) }
        // A number field shows only numbers; anything else falls back to the current board's value.
        func typed(_ name: String, _ current: Int) -> String {
            posted?.integer(name).map(String.init) ?? String(current)
        }
        width = typed("width", params.width)
        height = typed("height", params.height)
        mines = typed("mines", params.mines)
        noGuess = posted.map { ["on", "1", "true"].contains($0["noguess"] ?? "") } ?? params.noGuess
        self.error = error
    }
}

extension MinesweeperSetupForm: TemplateFields {
    var templateFields: TemplateObject {
        ["levels": .init(levels), "width": .init(width), "height": .init(height), "mines": .init(mines),
         "noGuess": .init(noGuess), "error": .init(error), "widthMin": .init(widthMin), "widthMax": .init(widthMax),
         "heightMin": .init(heightMin), "heightMax": .init(heightMax), "minesMax": .init(minesMax)]
    }
}
