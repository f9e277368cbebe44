import HTTP

/// A board's cell size on a screen too small for it, per game and level: −1 fits it, 0 gives 24 px targets (wider
/// boards pan), 1–3 give 32, 40, 48 px; kept in that board's cookie (this screen's choice) by `/settings/zoom`.
/// Unchosen, a board opens fitted on a phone (CSS) and at 0 on a larger screen.
struct BoardZoom: Sendable, Hashable {
    static let cookiePrefix = "zoom-"
    /// Boards this wide or wider get the buttons: 14 columns of 24 px with the page's margins fill a 360 px phone.
    static let columns = 14
    static let fit = -1
    static let levels = fit...3

    /// The board it is kept for: `<game>-<level>` (`minesweeper-expert`).
    let board: String
    let level: Int
    /// Whether the player has not chosen a level (no cookie): the board opens fitted on a phone, and the page has a
    /// phone's − (disabled) and + (to `fittedZoomIn`) beside a larger screen's. Stored, as templates read the fields.
    let opensFitted: Bool
    let fittedZoomIn = String(Self.fit + 1)
    /// The level the + and − buttons post, as text (level 0 must not read as false); nil at the ends (the button
    /// is then disabled).
    let zoomIn: String?
    let zoomOut: String?

    init(board: String, level: Int?) {
        self.board = board
        opensFitted = level == nil
        self.level = min(max(level ?? 0, Self.levels.lowerBound), Self.levels.upperBound)
        zoomIn = self.level < Self.levels.upperBound ? String(self.level + 1) : nil
        zoomOut = self.level > Self.levels.lowerBound ? String(self.level - 1) : nil
    }

    init(_ request: Request, board: String) {
        self.init(board: board, level: request.cookies[Self.cookiePrefix + board].flatMap { Int($0) })
    }

    /// A board's name as a form may post it: a game's slug and a level key, lowercase letters, digits and hyphens.
    static func isBoardName(_ name: String) -> Bool {
        (3...48).contains(name.utf8.count) && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }

    /// The board's class that sets its cell size; nil at level 0; `opens-fitted` (fitted on a phone) if not chosen.
    var boardClass: String? {
        if opensFitted { return "opens-fitted" }
        return switch level {
        case Self.fit: "fitted"
        case 1...: "zoom\(level)"
        default: nil
        }
    }
}

extension BoardZoom: TemplateFields {
    var templateFields: TemplateObject {
        ["board": .init(board), "level": .init(level), "zoomIn": .init(zoomIn), "zoomOut": .init(zoomOut),
         "opensFitted": .init(opensFitted), "fittedZoomIn": .init(fittedZoomIn)]
    }
}
