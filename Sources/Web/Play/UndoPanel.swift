import Games

/// What a game page shows of undo (`Templates/partials/undo.mustache`): the Undo button, a small form posted like
/// a move (the session's token and the game's version), only while the game's rules allow it; and the mark of a
/// game in which undo was used, which ranks on no board.
struct UndoPanel: Sendable {
    let action: String
    let csrf: String
    let version: Int
    let allowed: Bool
    let marked: Bool

    init<Core: Game>(_ view: GameView<Core>, entry: GameEntry) {
        action = "\(entry.href)/undo"
        csrf = view.visit.session.csrfToken
        version = view.version
        // A board only shown (version 0) has no move yet; a ranked daily try has no undo (`RankedDailyTry`).
        allowed = Core.hasUndo && view.version > 0 && view.game.undo.isAllowed && view.daily?.ranked != true
        marked = view.undos > 0
    }

    /// Nil when there is nothing to show.
    static func make<Core: Game>(_ view: GameView<Core>, entry: GameEntry) -> UndoPanel? {
        // A game without undo (Word Search) makes no panel at all: every page asks.
        guard Core.hasUndo || view.undos > 0 else { return nil }
        let panel = UndoPanel(view, entry: entry)
        return panel.allowed || panel.marked ? panel : nil
    }
}

extension UndoPanel: TemplateFields {
    var templateFields: TemplateObject {
        ["action": .init(action), "csrf": .init(csrf), "version": .init(version), "allowed": .init(allowed),
         "marked": .init(marked)]
    }
}
