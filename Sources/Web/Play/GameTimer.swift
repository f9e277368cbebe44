/// The timer in a game bar (Minesweeper's, Word Search's): the server's count of seconds, right at every load. While
/// the game runs, one class per decimal digit lets the stylesheet (touch.css) keep counting from there without
/// JavaScript (the page's content security policy forbids inline styles, so the value travels as classes).
struct GameTimer {
    let seconds: Int
    let ticking: Bool
    let digitClasses: String

    /// The stylesheet knows four digits; past that the number simply stands still until the next load.
    static let tickingLimit = 10_000

    init(seconds: Int, running: Bool) {
        self.seconds = seconds
        ticking = running && (0..<Self.tickingLimit).contains(seconds)
        digitClasses = ticking ? "k\(seconds / 1000) h\(seconds / 100 % 10) d\(seconds / 10 % 10) u\(seconds % 10)" : ""
    }
}

extension GameTimer: TemplateFields {
    var templateFields: TemplateObject {
        ["seconds": .init(seconds), "ticking": .init(ticking), "digitClasses": .init(digitClasses)]
    }
}
