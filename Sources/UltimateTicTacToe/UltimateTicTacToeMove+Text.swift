import Games

/// A move as text: the mark the form posted, then the cell's name on the 9 × 9 grid (`Xe5`, `Oa1`), or the name
/// alone (`e5`) when the form named no mark. Only that spelling is read back.
extension UltimateTicTacToeMove: GameMove {
    public var text: String {
        switch self {
        case let .place(cell, mark): (mark?.rawValue ?? "") + CellName.text(cell, width: 9)
        }
    }

    public init?(text: String) {
        var name = Substring(text)
        var mark: Mark?
        if let first = name.first, let posted = Mark(rawValue: String(first)) {
            mark = posted
            name = name.dropFirst()
        }
        guard name.utf8.count == 2, let cell = CellName.index(String(name), width: 9, height: 9),
              Board.cells.contains(cell), CellName.text(cell, width: 9) == name else { return nil }
        self = .place(cell: cell, mark: mark)
    }
}
