import MarkGames

/// The nine small boards by their place on the big one, in the language of the page being made. English names them
/// two ways, as it always has: "top-left" in the board's labels and the status, "top left" in the move box's reading
/// and the core's refusals (`MarkGameError.smallBoardNames`); another language has one name for each. A move's own
/// notation (`top-left b2`, `UltimateTicTacToePage.shortPlace`) is what the move box reads back, so it is never
/// translated.
enum SmallBoardNames {
    /// "top-left".
    static func hyphenated(_ index: Int) -> String {
        Language.chosen == .en ? UltimateBoardView.places[index] : names.current[index]
    }

    /// "top left".
    static func spaced(_ index: Int) -> String {
        Language.chosen == .en ? MarkGameError.smallBoardNames[index] : names.current[index]
    }

    /// "Top left board": a small board at the start of a line of the move box's reading.
    static func lineStart(_ index: Int) -> String {
        switch index {
        case 0: localized("Top left board")
        case 1: localized("Top middle board")
        case 2: localized("Top right board")
        case 3: localized("Middle left board")
        case 4: localized("Centre board")
        case 5: localized("Middle right board")
        case 6: localized("Bottom left board")
        case 7: localized("Bottom middle board")
        default: localized("Bottom right board")
        }
    }

    private static let names = PerLanguage { language in
        Language.$picked.withValue(language) {
            [localized("top-left"), localized("top-middle"), localized("top-right"), localized("middle-left"),
             localized("centre"), localized("middle-right"), localized("bottom-left"), localized("bottom-middle"),
             localized("bottom-right")]
        }
    }
}
