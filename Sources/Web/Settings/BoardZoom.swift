import HTTP

/// How big a board's cells are drawn on a screen too narrow for it: level 0 fits the screen as before
/// (a board too wide for 24 px targets pans in its box), levels 1–3 draw 32, 40 and 48 px cells in that box. The
/// game bar's − and + buttons post the next level to `/settings/zoom`, which keeps it in a cookie (a choice about
/// this screen, not the player's session), so it holds across moves, with JavaScript off too.
struct BoardZoom: Sendable, Hashable {
    static let cookie = "zoom"
    /// Boards this wide or wider get the buttons: 14 columns of 24 px with the page's margins fill a 360 px phone.
    static let columns = 14
    static let levels = 0...3

    let level: Int
    /// The level the + and − buttons post, as text (level 0 must not read as false); nil at the ends (the button
    /// is then disabled).
    let zoomIn: String?
    let zoomOut: String?

    init(level: Int) {
        self.level = min(max(level, Self.levels.lowerBound), Self.levels.upperBound)
        zoomIn = self.level < Self.levels.upperBound ? String(self.level + 1) : nil
        zoomOut = self.level > Self.levels.lowerBound ? String(self.level - 1) : nil
    }

    init(_ request: Request) { self.init(level: request.cookies[Self.cookie].flatMap { Int($0) } ?? 0) }

    /// The board's class that sets its cell size; nil at level 0.
    var boardClass: String? { level > 0 ? "zoom\(level)" : nil }
}

extension BoardZoom: TemplateFields {
    var templateFields: TemplateObject {
        ["level": .init(level), "zoomIn": .init(zoomIn), "zoomOut": .init(zoomOut)]
    }
}
