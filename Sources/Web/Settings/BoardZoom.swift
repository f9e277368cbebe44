import HTTP

/// How big a board's cells are drawn on a screen too small for it, kept for each board (a game and its level: zooming
/// Expert leaves Word Search Hard as it was). Level −1 fits the whole board on the screen, width and height, however
/// small its cells; 0 fits it within 24 px targets (a board too wide for them pans in its box); 1–3 draw 32, 40 and
/// 48 px cells in that box. The − and + buttons post the next level and the board to `/settings/zoom`, which keeps it
/// in a cookie of that board's (a choice about this screen, not the player's session), with JavaScript off too.
struct BoardZoom: Sendable, Hashable {
    static let cookiePrefix = "zoom-"
    /// Boards this wide or wider get the buttons: 14 columns of 24 px with the page's margins fill a 360 px phone.
    static let columns = 14
    static let fit = -1
    static let levels = fit...3

    /// The board it is kept for: `<game>-<level>` (`minesweeper-expert`).
    let board: String
    let level: Int
    /// The level the + and − buttons post, as text (level 0 must not read as false); nil at the ends (the button
    /// is then disabled).
    let zoomIn: String?
    let zoomOut: String?

    init(board: String, level: Int) {
        self.board = board
        self.level = min(max(level, Self.levels.lowerBound), Self.levels.upperBound)
        zoomIn = self.level < Self.levels.upperBound ? String(self.level + 1) : nil
        zoomOut = self.level > Self.levels.lowerBound ? String(self.level - 1) : nil
    }

    init(_ request: Request, board: String) {
        self.init(board: board, level: request.cookies[Self.cookiePrefix + board].flatMap { Int($0) } ?? 0)
    }

    /// A board's name as a form may post it: a game's slug and a level key, lowercase letters, digits and hyphens.
    static func isBoardName(_ name: String) -> Bool {
        (3...48).contains(name.utf8.count) && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }

    /// The board's class that sets its cell size; nil at level 0.
    var boardClass: String? {
        switch level {
        case Self.fit: "fitted"
        case 1...: "zoom\(level)"
        default: nil
        }
    }
}

extension BoardZoom: TemplateFields {
    var templateFields: TemplateObject {
        ["board": .init(board), "level": .init(level), "zoomIn": .init(zoomIn), "zoomOut": .init(zoomOut)]
    }
}
