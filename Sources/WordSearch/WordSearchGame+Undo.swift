import Games

/// Word Search has no undo: a found word stays found.
extension WordSearchGame {
    public static let hasUndo = false

    public var undo: UndoRule { .unavailable }
}
